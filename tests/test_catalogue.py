"""Cases of the bad-input catalogue that no other test module covers (numbers are the catalogue's)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys

import pyoxigraph
import pytest

from tests.conftest import EXAMPLE, ROOT


def kg(*args, env=None, preexec_fn=None):
    return subprocess.run([sys.executable, "-m", "kg.cli", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=300, env=env, preexec_fn=preexec_fn)


def test_02_bom_crlf_blank_lines_and_trailing_spaces_read_like_plain_jsonl(tmp_path):
    plain = tmp_path / "plain.jsonl"
    plain.write_text('{"id":"a","abstract":"We propose FooNet for image segmentation."}\n'
                     '{"id":"b","abstract":"Second one uses BERT."}\n', encoding="utf-8")
    odd = tmp_path / "odd.jsonl"
    odd.write_bytes(b"\xef\xbb\xbf" + plain.read_bytes().replace(b"\n", b"  \r\n\r\n"))
    a, b = tmp_path / "a.nt", tmp_path / "b.nt"
    assert kg("build", str(plain), "-o", str(a)).returncode == 0
    run = kg("build", str(odd), "-o", str(b))
    assert run.returncode == 0, run.stderr
    # Same records; only the source location in nothing but messages differs.
    assert a.read_bytes() == b.read_bytes()


def test_09_empty_input_gives_an_empty_valid_graph_and_page(tmp_path):
    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b"")
    out, page = tmp_path / "e.ttl", tmp_path / "e.html"
    # An empty input is most often a mistake upstream: by default it stops the build.
    run = kg("build", str(empty), "-o", str(out), "--html", str(page))
    assert run.returncode == 65 and run.stderr == f"kg: {empty}: empty file: no records\n"
    assert not out.exists() and not page.exists()
    blank = tmp_path / "blank.jsonl"
    blank.write_text("\n  \n\r\n", encoding="utf-8")
    run = kg("build", str(blank), "-o", str(out))
    assert run.returncode == 65 and "empty file" in run.stderr
    # With --skip-bad it is reported, and the (empty) graph and page are written.
    run = kg("build", str(empty), "-o", str(out), "--html", str(page), "--skip-bad")
    assert run.returncode == 0, run.stderr
    assert "empty file: no records" in run.stderr and "0 papers" in run.stderr
    assert list(pyoxigraph.parse(out.read_bytes(), format=pyoxigraph.RdfFormat.TURTLE)) == []
    assert "no entities" in page.read_text(encoding="utf-8").lower()


def test_25_a_full_disk_leaves_the_old_file_and_no_temporary(tmp_path):
    out = tmp_path / "out.ttl"
    out.write_text("good\n")

    def small_files():
        resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))

    run = kg("build", str(EXAMPLE), "-o", str(out), preexec_fn=small_files)
    assert run.returncode == 73
    assert "cannot write" in run.stderr and run.stderr.strip().count("\n") == 0
    assert out.read_text() == "good\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.ttl"]


def test_29_c_locale_still_writes_utf8(tmp_path):
    src = tmp_path / "zh.jsonl"
    src.write_text('{"id":"z","title":"深度学习: 模型","abstract":"We propose 深度Net, evaluated on the ÄÖÜ benchmark."}\n',
                   encoding="utf-8")
    out, page = tmp_path / "z.ttl", tmp_path / "z.html"
    env = {**os.environ, "LANG": "C", "LC_ALL": "C", "PYTHONIOENCODING": "ascii", "PYTHONUTF8": "0"}
    run = kg("build", str(src), "-o", str(out), "--html", str(page), env=env)
    assert run.returncode == 0, run.stderr
    text = out.read_bytes().decode("utf-8")
    assert "深度学习: 模型" in text
    assert "深度学习" in page.read_bytes().decode("utf-8")
    stdout = kg("build", str(src), "-o", "-", env=env)
    assert stdout.returncode == 0 and "深度学习" in stdout.stdout


def test_10_degenerate_abstracts_give_papers_without_empty_iris(tmp_path, nlp):
    import json

    from kg.build import build
    from kg.graph import union_graph
    from kg.namespace import KG
    from rdflib import RDF

    src = tmp_path / "d.jsonl"
    texts = ["   \t ", "$\\alpha$", "?!... ;;", "$\\beta$ -- $\\gamma$"]
    src.write_text("".join(json.dumps({"id": f"d{i}", "abstract": t}) + "\n" for i, t in enumerate(texts)), encoding="utf-8")
    ds, corpus, report = build([str(src)], nlp, skip_bad=True)
    graph = union_graph(ds)
    papers = set(graph.subjects(RDF.type, KG.Paper))
    assert len(papers) + len(report.bad_records) == len(texts)  # kept, or reported as empty
    for s, p, o in graph:
        for term in (s, p, o):
            assert not str(term).endswith("/") and "//" not in str(term).split("://", 1)[-1]


def test_34_same_name_different_kind_stays_apart_and_nothing_is_lost(tmp_path, nlp):
    import json

    from kg.build import build

    src = tmp_path / "c.jsonl"
    rows = [
        {"id": "p1", "abstract": "We introduce Apple, a benchmark for robotic grasping."},
        {"id": "p2", "abstract": "We evaluate on the Apple benchmark and the apple benchmark suite."},
        {"id": "p3", "abstract": "We propose Apple , a method for grasp planning."},
    ]
    src.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    ds, corpus, _ = build([str(src)], nlp)
    ids = list(corpus.entities)
    assert len(ids) == len(set(ids))
    # Every resolved mention points at an entity that exists: no silent merge into nothing.
    assert all(rm.entity in corpus.entities for p in corpus.papers for rm in p.mentions)
    from kg.graph import GraphBuilder
    from kg.iri import DEFAULT_BASE, IriMinter

    builder = GraphBuilder(corpus, IriMinter(DEFAULT_BASE))
    iris = {builder.entity_iri(e) for e in ids}
    assert len(iris) == len(ids)  # distinct entities, distinct IRIs


# ---------------------------------------------------------------- A. input


def read_all(path, **options):
    from kg.readers import read_records

    errors = []
    records = list(read_records([str(path)], on_error=errors.append, **options))
    return records, errors


def test_03_wrong_encodings_name_the_byte_and_line_and_the_option(tmp_path):
    from kg.readers import InputError, read_records

    stray = tmp_path / "stray.jsonl"
    stray.write_bytes(b'{"abstract": "fine"}\n{"abstract": "caf\xff"}\n')
    with pytest.raises(InputError) as info:
        list(read_records([str(stray)]))
    assert str(info.value) == (f"{stray}:2: not valid utf-8 at byte 38 (0xff); give the file's encoding with "
                               "--encoding, e.g. --encoding latin-1")
    utf16 = tmp_path / "u16.jsonl"
    utf16.write_bytes('{"abstract": "We fine-tune BERT."}\n'.encode("utf-16"))
    with pytest.raises(InputError, match=r"--encoding utf-16 \(the file starts with a UTF-16 byte-order mark\)"):
        list(read_records([str(utf16)]))
    assert [r.abstract for r in read_records([str(utf16)], encoding="utf-16")] == ["We fine-tune BERT."]
    run = kg("build", str(stray), "-o", str(tmp_path / "out.ttl"))
    assert run.returncode == 65 and run.stderr.count("\n") == 1 and "Traceback" not in run.stderr
    assert not (tmp_path / "out.ttl").exists()


def test_05_schema_oddities_are_per_record_errors_and_the_rest_is_kept(tmp_path):
    src = tmp_path / "odd.jsonl"
    lines = [
        '{"abstract": null}',
        '{"abstract": 42}',
        '{"abstract": ["a", "b"]}',
        '{"title": "no abstract at all"}',
        '{"abstract": NaN}',
        '{"abstract": Infinity}',
        '{"abstract": "first", "abstract": "second"}',
        '{"id": "2501.00001", "abstract": "A good record.", "license": null}',
        "[" * 100_000 + "]" * 100_000,
        '{"abstract": "Another good one.", "authors": [[[[["deep"]]]]]}',
    ]
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    records, errors = read_all(src)
    assert [r.abstract for r in records] == ["A good record.", "Another good one."]
    reasons = {e.location: e.message for e in errors}
    assert sorted(reasons) == [1, 2, 3, 4, 5, 6, 7, 9]
    assert "no abstract" in reasons[1] and "int, not a string" in reasons[2] and "list, not a string" in reasons[3]
    assert "NaN is not valid JSON" in reasons[5] and "Infinity is not valid JSON" in reasons[6]
    assert "duplicate key 'abstract'" in reasons[7] and "nested too deeply" in reasons[9]
    # Without --skip-bad the first one stops the build: one line, exit 65, no output.
    run = kg("build", str(src), "-o", str(tmp_path / "o.ttl"))
    assert run.returncode == 65 and run.stderr == f"kg: {src}:1: record has no abstract (looked for abstract, summary, content.abstract)\n"
    run = kg("build", str(src), "-o", str(tmp_path / "o.ttl"), "--skip-bad")
    assert run.returncode == 0 and "2 papers" in run.stderr and "8 bad records skipped" in run.stderr


def test_07_an_unterminated_quote_is_an_error_not_one_long_abstract(tmp_path):
    from kg.readers import InputError, read_records

    src = tmp_path / "in.csv"
    src.write_text('id,abstract\n1,"abc\n2,def\n', encoding="utf-8")
    with pytest.raises(InputError) as info:
        list(read_records([str(src)]))
    assert str(info.value) == f'{src}:2: unterminated quoted field (a " is never closed)'


def test_08_csv_limits_and_shapes(tmp_path):
    from kg.readers import InputError, read_records

    big = "x" * 140_000  # over the csv module's default field limit of 131,072
    (tmp_path / "big.csv").write_text(f'abstract,title\n"{big} end",Big\nsmall one,Small\n', encoding="utf-8")
    records, errors = read_all(tmp_path / "big.csv")
    assert not errors and [len(r.abstract) for r in records] == [len(big) + 4, 9]
    (tmp_path / "nul.csv").write_bytes(b"abstract\nhel\x00lo world\n")
    records, _ = read_all(tmp_path / "nul.csv")
    assert [r.abstract for r in records] == ["hello world"]
    (tmp_path / "extra.csv").write_text("id,abstract,venue,pages,notes\nq1,Some text.,X,12,n\n", encoding="utf-8")
    records, _ = read_all(tmp_path / "extra.csv")
    assert [(r.id, r.abstract) for r in records] == [("q1", "Some text.")]
    (tmp_path / "semi.csv").write_text("id;title;abstract\ns1;A title;Text, with a comma.\n", encoding="utf-8")
    records, _ = read_all(tmp_path / "semi.csv")
    assert [(r.id, r.title, r.abstract) for r in records] == [("s1", "A title", "Text, with a comma.")]
    (tmp_path / "header.csv").write_text("id,title,abstract\n", encoding="utf-8")
    assert read_all(tmp_path / "header.csv") == ([], [])
    (tmp_path / "none.csv").write_text("id,body\n1,x\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"none.csv:1: required column 'abstract' not found \(have: id, body\)"):
        list(read_records([str(tmp_path / "none.csv")]))


def test_11_tokenizer_pathological_text_finishes_and_maps_back(nlp):
    from kg.cleanup import MAX_RUN, clean
    from kg.extraction import extract_records
    from kg.records import Record

    texts = {
        "colons": "a:" * 16_000,
        "one word": "a" * 300_000,
        "dotted digits": ".".join(str(i % 10) for i in range(20_000)),
        "url and emoji": "See https://example.org/x " + "\U0001f600" * 13_000 + " for code.",
    }
    for name, text in texts.items():
        cleaned = clean(text)
        # No run without white space longer than MAX_RUN reaches the tokenizer,
        # which is what keeps it linear.
        assert max(len(run) for run in cleaned.text.split()) <= MAX_RUN, name
        records = [Record(id=name.replace(" ", "-"), abstract=text, source="t", location=1)]
        (ex,) = extract_records(records, nlp)
        for m in ex.mentions:
            assert text[m.start:m.end] == m.text, name
    assert any(r.url == "https://example.org/x" for r in ex.repositories)


def test_12_invisible_characters_and_decomposed_accents(tmp_path, nlp):
    import json

    from kg.build import build
    from kg.cleanup import clean
    from kg.graph import union_graph
    from kg.normalise import entity_key
    from kg.viz import render_page
    from rdflib import RDFS

    assert clean("Open\u200dAI\x00 and \ufeffOpenAI").text == "OpenAI and OpenAI"
    assert clean("Go\u0308del").text == "Gödel" and clean("Go\u0308del").ends == (1, 3, 4, 5, 6)
    assert entity_key("Go\u0308del Prover") == entity_key("Gödel Prover")
    src = tmp_path / "inv.jsonl"
    abstract = ("We propose Go\u0308del\u200dNet, a model for theorem proving.\u202e "
                "Unlike prior provers, GödelNet uses\x0cno search. GödelNet is evaluated on MiniF2F.")
    src.write_text(json.dumps({"id": "i1", "title": "Open\u200dAI\x00 provers", "abstract": abstract}) + "\n",
                   encoding="utf-8")
    ds, corpus, _ = build([str(src)], nlp)
    graph = union_graph(ds)
    labels = [str(o) for o in graph.objects(None, RDFS.label)]
    assert "GödelNet" in labels and sum(1 for label in labels if "delNet" in label) == 1
    invisible = set("\u200d\u202e\ufeff\x00\x0c") | {"\u0308"}
    assert not any(set(label) & invisible for label in labels)
    html, _ = render_page(graph, title="t\u202e")
    assert not set(html) & (invisible - {"\u0308"})


# ---------------------------------------------------------------- B. RDF output


def test_20_typed_values_are_valid_or_left_out(tmp_path, nlp):
    import json

    from kg.build import build
    from kg.graph import union_graph
    from kg.namespace import KG
    from rdflib import Literal

    src = tmp_path / "v.jsonl"
    rows = [
        {"id": "y1", "abstract": "We propose FooNet, reaching 91.50% accuracy on ImageNet.", "venue": "ICML 2023a"},
        {"id": "y2", "abstract": "We propose BarNet for parsing.", "venue": "ICML 2026"},
        {"id": "y3", "abstract": "A survey of parsing.", "venue": "Workshop 01"},
    ]
    src.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    ds, _, _ = build([str(src)], nlp)
    graph = union_graph(ds)
    typed = [o for o in graph.objects() if isinstance(o, Literal) and o.datatype is not None]
    assert typed and not [o for o in typed if o.ill_typed]
    years = sorted(str(o) for o in graph.objects(None, KG.year))
    assert years == ["2026"]  # "2023a" and "01" are no years: the venue keeps its name only
    # No literal carries a language tag: the input does not say which language an abstract is in.
    assert not [o for o in graph.objects() if isinstance(o, Literal) and o.language]


# ---------------------------------------------------------------- C. files and CLI


def test_24_a_serialisation_failing_halfway_leaves_the_old_file(tmp_path, monkeypatch, capsys):
    from kg import build as build_module
    from kg.cli import main
    from kg.export import DatasetLines, ExportError, serialize_lines
    from kg.iri import DEFAULT_BASE

    # A term no strict parser accepts, as quad 20,001: nothing is written.
    good = [f"<{DEFAULT_BASE}s{i}> <{DEFAULT_BASE}p> \"v{i}\" <{DEFAULT_BASE}g> .\n" for i in range(20_000)]
    bad = [*good, f"<{DEFAULT_BASE}bad iri> <{DEFAULT_BASE}p> \"x\" <{DEFAULT_BASE}g> .\n"]
    for fmt in ("ttl", "trig", "jsonld"):
        with pytest.raises(ExportError, match="does not parse strictly|bad iri|Invalid IRI|invalid"):
            serialize_lines(bad, fmt, {})
    out = tmp_path / "out.ttl"
    out.write_bytes(b"previous\n")
    real = build_module.dataset_lines

    def with_bad_term(corpus, minter):
        return DatasetLines([*real(corpus, minter).graphs.items(), *DatasetLines.from_quads(bad[-1:]).graphs.items()])

    monkeypatch.setattr(build_module, "dataset_lines", with_bad_term)
    code = main(["build", str(EXAMPLE), "-o", str(out), "--no-validate", "-q"])
    err = capsys.readouterr().err
    assert code == 73 and err.count("\n") == 1 and "bad iri" in err
    assert out.read_bytes() == b"previous\n" and [p.name for p in tmp_path.iterdir()] == ["out.ttl"]

    # The writer itself failing halfway: the temporary goes, the old file stays.
    monkeypatch.setattr(build_module, "dataset_lines", real)
    import kg.export as export

    class Failing:
        def __init__(self, fh):
            self.fh = fh

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.fh.close()

        def write(self, data):
            self.fh.write(data[: len(data) // 2])
            raise OSError(5, "Input/output error")

    real_fdopen = export.os.fdopen
    monkeypatch.setattr(export.os, "fdopen", lambda fd, mode: Failing(real_fdopen(fd, mode)))
    code = main(["build", str(EXAMPLE), "-o", str(out), "-q"])
    err = capsys.readouterr().err
    assert code == 73 and err == f"kg: cannot write {out}: Input/output error\n"
    assert out.read_bytes() == b"previous\n" and [p.name for p in tmp_path.iterdir()] == ["out.ttl"]


def test_27_unwritable_destinations_and_replacing_an_output(tmp_path):
    (tmp_path / "adir.ttl").mkdir()
    cases = {
        str(tmp_path / "missing" / "x.ttl"): "does not exist",
        str(tmp_path / "adir.ttl"): "it is a directory",
        "/proc/kg-cannot-write-here.ttl": "cannot write",  # refused even to root
    }
    for target, message in cases.items():
        run = kg("build", str(EXAMPLE), "-o", target)
        assert run.returncode == 73 and message in run.stderr and run.stderr.count("\n") == 1, (target, run.stderr)
    run = kg("build", str(EXAMPLE), "--store", "/proc/kg-cannot-write-here.kg")
    assert run.returncode == 73 and "cannot create the store" in run.stderr and run.stderr.count("\n") == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["adir.ttl"] and not any((tmp_path / "adir.ttl").iterdir())
    # An existing output is replaced (as by sort -o or curl -o), atomically, with the usual mode.
    out = tmp_path / "out.ttl"
    out.write_text("old\n")
    old_umask = os.umask(0o022)
    try:
        run = kg("build", str(EXAMPLE), "-o", str(out), "-q")
    finally:
        os.umask(old_umask)
    assert run.returncode == 0
    assert out.stat().st_mode & 0o777 == 0o644
    assert sum(1 for _ in pyoxigraph.parse(out.read_bytes(), format=pyoxigraph.RdfFormat.TURTLE)) > 1000


# ---------------------------------------------------------------- E. SPARQL


@pytest.mark.catalogue(39)
def test_39_a_huge_result_is_cut_at_the_row_limit_and_says_so(tmp_path):
    import csv
    import io
    import json
    import urllib.parse
    import urllib.request

    from kg.iri import DEFAULT_BASE
    from kg.serve import MAX_ROWS

    graph = tmp_path / "big.nt"
    with graph.open("w", encoding="utf-8") as fh:
        for i in range(100_000):
            fh.write(f'<{DEFAULT_BASE}s{i % 5000}> <{DEFAULT_BASE}p{i % 7}> "v{i}" .\n')
    cross = "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f }"  # 10^10 rows
    with Served(graph) as served:
        host, port = served.host, served.port
        for accept, count in (("application/sparql-results+json", lambda b: len(json.loads(b)["results"]["bindings"])),
                              ("text/csv", lambda b: len(list(csv.reader(io.StringIO(b.decode())))) - 1)):
            req = urllib.request.Request(f"http://{host}:{port}/sparql?query={urllib.parse.quote(cross)}",
                                         headers={"Accept": accept})
            with urllib.request.urlopen(req, timeout=60) as resp:
                assert resp.status == 200 and resp.headers["X-Result-Truncated"] == str(MAX_ROWS)
                assert count(resp.read()) == MAX_ROWS
        # A result under the limit is whole and not marked.
        small = urllib.parse.quote(f"SELECT ?o WHERE {{ <{DEFAULT_BASE}s1> ?p ?o }}")
        with urllib.request.urlopen(f"http://{host}:{port}/sparql?query={small}", timeout=60) as resp:
            assert resp.headers["X-Result-Truncated"] is None and len(json.loads(resp.read())["results"]["bindings"]) == 20
    run = kg("query", str(graph), cross, "--format", "tsv", "--max-rows", "500")
    assert run.returncode == 0 and len(run.stdout.splitlines()) == 501
    assert run.stderr == "kg: only the first 500 rows are written; add a LIMIT, or --max-rows 0 for all\n"
    run = kg("query", str(graph), "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }", "--max-rows", "10", "--timeout", "0")
    assert run.returncode == 0 and len(list(pyoxigraph.parse(run.stdout.encode(), format=pyoxigraph.RdfFormat.TURTLE))) == 10


class Served:
    """``kg serve``'s server on a free loopback port, for one test."""

    def __init__(self, graph, timeout=30.0, workers=1):
        import threading

        from kg.iri import DEFAULT_BASE
        from kg.serve import ServerConfig, make_server

        self.srv = make_server(ServerConfig(str(graph), DEFAULT_BASE, timeout=timeout, quiet=True), "127.0.0.1", 0,
                               workers=workers)
        threading.Thread(target=self.srv.serve_forever, daemon=True).start()
        self.host, self.port = self.srv.server_address[:2]

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.srv.shutdown()
        self.srv.pool.close()
        self.srv.server_close()

    def post(self, body: bytes, ctype="application/sparql-query", accept=None):
        import http.client

        conn = http.client.HTTPConnection(self.host, self.port, timeout=60)
        headers = {"Content-Type": ctype, **({"Accept": accept} if accept else {})}
        conn.request("POST", "/sparql", body=body, headers=headers)
        resp = conn.getresponse()
        data = resp.read()
        conn.close()
        return resp.status, data


ICML_TTL = ROOT / "outputs" / "icml2026.ttl"


@pytest.mark.catalogue(36)
def test_36_dataset_clauses_and_updates_open_nothing_and_change_nothing(tmp_path):
    secret = tmp_path / "secret.ttl"
    secret.write_text("<https://e/secret> <https://e/p> <https://e/o> .\n", encoding="utf-8")
    opened = []
    watching = [True]

    def hook(event, args):
        if watching[0] and event == "open" and args and str(args[0]).endswith("secret.ttl"):
            opened.append(args[0])

    sys.addaudithook(hook)  # audit hooks cannot be removed; this one is switched off below
    from kg.load import load_store
    from kg.query import QueryError, run_query

    store = load_store(str(ICML_TTL))
    before = len(store)
    queries = [f"SELECT * FROM <file://{secret}> WHERE {{ ?s ?p ?o }}",
               f"SELECT * FROM NAMED <file://{secret}> WHERE {{ GRAPH ?g {{ ?s ?p ?o }} }}",
               f"LOAD <file://{secret}>", f"LOAD <file://{secret}> INTO GRAPH <https://e/g>",
               "INSERT DATA { <https://e/a> <https://e/b> <https://e/c> }", "CLEAR ALL", "DROP DEFAULT",
               "DELETE WHERE { ?s ?p ?o }"]
    try:
        for q in queries:
            with pytest.raises(QueryError):
                run_query(store, q)
        assert len(store) == before
        with Served(ICML_TTL) as served:
            for q in queries:
                status, _ = served.post(q.encode())
                assert status in (400, 403), q
            ask = served.post(b"ASK { <https://e/secret> ?p ?o }", accept="application/sparql-results+json")
            assert ask == (200, b'{"head":{},"boolean":false}')
        for q in queries:
            run = kg("query", str(ICML_TTL), q)
            assert run.returncode == 65 and run.stderr.count("\n") == 1, (q, run.stderr)
    finally:
        watching[0] = False
    assert opened == []


@pytest.mark.catalogue(37)
def test_37_a_path_over_a_cycle_is_stopped_at_the_time_limit(tmp_path):
    import time

    graph = tmp_path / "cycle.nt"
    with graph.open("w", encoding="utf-8") as fh:
        for i in range(3000):
            fh.write(f"<https://e/n{i}> <https://e/p> <https://e/n{(i + 1) % 3000}> .\n")
    path_query = "SELECT (COUNT(*) AS ?n) WHERE { ?s (<https://e/p>|!<https://e/p>)* ?o }"
    started = time.perf_counter()
    run = kg("query", str(graph), path_query, "--timeout", "2")
    assert run.returncode == 124 and "time limit of 2 s" in run.stderr
    assert time.perf_counter() - started < 2 + 8  # interpreter start-up and graph load, then the limit
    with Served(graph, timeout=2.0) as served:
        started = time.perf_counter()
        status, body = served.post(path_query.encode())
        elapsed = time.perf_counter() - started
        assert status == 503 and b"time limit" in body and 2.0 <= elapsed < 4.0
        # The replaced worker answers the next query.
        status, body = served.post(b"ASK { ?s <https://e/p> ?o }", accept="application/sparql-results+json")
        assert status == 200 and b"true" in body


@pytest.mark.catalogue(38)
def test_38_complexity_bombs_are_refused_before_the_engine_and_nothing_dies(tmp_path):
    bgp = "SELECT * WHERE { " + " ".join(f"?s{i} ?p{i} ?o{i} ." for i in range(1000)) + " }"
    optionals = "SELECT * WHERE { ?s ?p ?o " + "".join(f"OPTIONAL {{ ?s ?p ?o{i} " for i in range(300)) + "}" * 300 + " }"
    deep = "SELECT * WHERE " + "{" * 3000 + " ?s ?p ?o " + "}" * 3000
    huge = "SELECT * WHERE { ?s ?p ?o } # " + "x" * (10 * 1024 * 1024)
    with Served(ICML_TTL) as served:
        for query, status, words in ((bgp, 400, b"triple patterns"), (optionals, 400, b"nests"), (deep, 400, b"nests"),
                                     (huge, 413, b"")):
            got, body = served.post(query.encode())
            assert got == status and words in body and b"Traceback" not in body
        assert served.post(b"ASK { ?s ?p ?o }", accept="application/sparql-results+json")[0] == 200
    for query, words in ((bgp, "triple patterns"), (optionals, "nests"), (deep, "nests")):
        run = kg("query", str(ICML_TTL), query)
        assert run.returncode == 65 and words in run.stderr and "Traceback" not in run.stderr
    query_file = tmp_path / "huge.rq"
    query_file.write_text(huge, encoding="utf-8")
    run = kg("query", str(ICML_TTL), str(query_file))
    assert run.returncode == 65 and "bytes" in run.stderr


@pytest.mark.catalogue(40)
def test_40_bad_queries_are_one_message_with_the_place(tmp_path):
    latin1 = "SELECT * WHERE { ?s <https://e/caf\xe9> ?o }".encode("latin-1")
    with Served(ICML_TTL) as served:
        for body, words in ((b"SELECT * WHERE { ?s ?p }", b"line 1, column"), (b"SELECT * WHERE { ?s foo:bar ?o }", b"foo"),
                            (b"", b"empty"), (b"   \n", b"empty"), (latin1, b"UTF-8")):
            status, text = served.post(body)
            assert status == 400 and words in text and b"Traceback" not in text, (body, text)
        status, _ = served.post(b"ASK { ?s ?p ?o }", accept="image/png")
        assert status == 406
    query_file = tmp_path / "latin1.rq"
    query_file.write_bytes(latin1)
    for query, words in (("SELECT * WHERE { ?s ?p }", "line 1, column"), ("SELECT * WHERE { ?s foo:bar ?o }", "foo"),
                         ("  ", "empty query"), (str(query_file), "not UTF-8")):
        run = kg("query", str(ICML_TTL), query)
        assert run.returncode == 65 and words in run.stderr and run.stderr.count("\n") == 1, (query, run.stderr)


# ---------------------------------------------------------------- more of A and B


@pytest.mark.catalogue(6)
def test_06_a_50_mb_line_is_skipped_by_the_size_guard_and_the_rest_read(tmp_path):
    import json

    from kg.readers import read_records

    src = tmp_path / "huge.jsonl"
    with src.open("w", encoding="utf-8") as fh:
        fh.write(json.dumps({"id": "a", "abstract": "We propose FooNet."}) + "\n")
        fh.write(json.dumps({"id": "big", "abstract": "token " * (50 * 1024 * 1024 // 6)}) + "\n")
        fh.write(json.dumps({"id": "b", "abstract": "We study BarNet."}) + "\n")
    errors = []
    records = list(read_records([str(src)], on_error=errors.append))
    assert [r.id for r in records] == ["a", "b"]
    assert len(errors) == 1 and str(errors[0]).startswith(f"{src}:2:") and "1,000,000" in str(errors[0])
    # Well-formed but too big: skipped with a warning in any mode, never a reason to lose the others.
    run = kg("build", str(src), "-o", str(tmp_path / "o.ttl"))
    assert run.returncode == 0 and f"{src}:2:" in run.stderr and "skipped" in run.stderr and "2 papers" in run.stderr


@pytest.mark.catalogue(14, 15, 16)
def test_14_15_16_ten_thousand_generated_names_give_distinct_valid_iris():
    import itertools

    from kg.iri import DEFAULT_BASE, IriMinter
    from kg.normalise import entity_key

    minter = IriMinter(DEFAULT_BASE)
    pieces = ["C", "c", "#", "%23", "/", "%", "?", ":", ".", "..", " ", "\n", "\t", "\x00", ">", '"', "{", "}", "|",
              "\\", "^", "`", "é", "e\u0301", "ß", "-", "_", "Net", "1", "\u200b"]
    names = {"".join(p) for p in itertools.islice(itertools.product(pieces, repeat=3), 10_000)}
    by_key: dict[str, str] = {}
    for name in names:
        key = entity_key(name)
        if not key:
            continue
        iri = str(minter.entity("method", key))
        pyoxigraph.NamedNode(iri)  # strict: raises on anything that is not an absolute IRI
        assert not any(ord(ch) < 0x21 for ch in iri) and "/../" not in iri and not iri.endswith(("/.", "/.."))
        assert iri.count("#") == 0 and "?" not in iri
        by_key.setdefault(key, iri)
    assert len(set(by_key.values())) == len(by_key)  # distinct keys, distinct IRIs
    # White space of any kind is one space before minting: "New\nYork" is "New York".
    assert {entity_key(n) for n in ("New York", "New\nYork", "New\tYork", "New \u00a0York")} == {"new york"}
    assert entity_key("C#") != entity_key("C%23") and entity_key("TCP/IP") != entity_key("TCP IP")


@pytest.mark.catalogue(18)
def test_18_no_relative_iri_is_ever_written(tmp_path):
    out = tmp_path / "o.nt"
    run = kg("build", str(EXAMPLE), "-o", str(out))
    assert run.returncode == 0
    for quad in pyoxigraph.parse(out.read_bytes(), format=pyoxigraph.RdfFormat.N_TRIPLES):  # no base: relative IRIs fail
        for term in (quad.subject, quad.predicate, quad.object):
            if isinstance(term, pyoxigraph.NamedNode):
                assert term.value.startswith(("https://", "http://")) and not term.value.startswith("file:")
    for base in ("", "New_York", "relative/path/", "file:relative"):
        run = kg("build", str(EXAMPLE), "-o", "-", "--base", base)
        assert run.returncode == 2 and run.stdout == "" and "IRI" in run.stderr, base


@pytest.mark.catalogue(22)
def test_22_jsonld_has_an_inline_context_and_every_triple(tmp_path):
    import json

    nt, jsonld = tmp_path / "o.nt", tmp_path / "o.jsonld"
    assert kg("build", str(EXAMPLE), "-o", str(nt), "-o", str(jsonld)).returncode == 0
    doc = json.loads(jsonld.read_text(encoding="utf-8"))
    assert isinstance(doc["@context"], dict)  # inline: no remote context for a consumer to fetch
    triples = set(pyoxigraph.parse(nt.read_bytes(), format=pyoxigraph.RdfFormat.N_TRIPLES))
    from_jsonld = set(pyoxigraph.parse(jsonld.read_bytes(), format=pyoxigraph.RdfFormat.JSON_LD))
    assert len(triples) > 3000 and from_jsonld == triples  # the whole ICML graph (about 4,000 triples), not a fragment


@pytest.mark.catalogue(4)
def test_04_a_lone_surrogate_becomes_a_replacement_character_in_every_output(tmp_path):
    src = tmp_path / "s.jsonl"
    src.write_text('{"id": "s1", "title": "Pain \\ud83d title", "abstract": "We propose \\udc00FooNet for pain \\ud83d here."}\n',
                   encoding="utf-8")
    outs = {fmt: tmp_path / f"o.{fmt}" for fmt in ("ttl", "nt", "jsonld", "trig", "nq")}
    run = kg("build", str(src), *[a for out in outs.values() for a in ("-o", str(out))], "--html", str(tmp_path / "o.html"))
    assert run.returncode == 0, run.stderr
    formats = {"ttl": pyoxigraph.RdfFormat.TURTLE, "nt": pyoxigraph.RdfFormat.N_TRIPLES, "jsonld": pyoxigraph.RdfFormat.JSON_LD,
               "trig": pyoxigraph.RdfFormat.TRIG, "nq": pyoxigraph.RdfFormat.N_QUADS}
    for fmt, out in outs.items():
        text = out.read_bytes().decode("utf-8")  # strict: raises on anything that is not UTF-8
        assert "\ufffd" in text and "?FooNet" not in text, fmt
        literals = [q.object.value for q in pyoxigraph.parse(out.read_bytes(), format=formats[fmt])
                    if isinstance(q.object, pyoxigraph.Literal)]
        assert "Pain \ufffd title" in literals, fmt
    (tmp_path / "o.html").read_bytes().decode("utf-8")


# ---------------------------------------------------------------- D. the page


@pytest.mark.catalogue(33)
def test_33_a_graph_of_20k_entities_is_capped_quickly_and_says_so():
    import time

    from rdflib import RDF, RDFS, Graph, Literal, URIRef
    from rdflib.namespace import DCTERMS

    from kg.namespace import KG
    from kg.viz import render_page

    g = Graph()
    kinds = [KG.Method, KG.Task, KG.Benchmark, KG.Metric]
    entities = [URIRef(f"https://example.org/e/{i}") for i in range(20_000)]
    for i, e in enumerate(entities):
        g.add((e, RDF.type, kinds[i % 4]))
        g.add((e, RDFS.label, Literal(f"entity {i}")))
    for p in range(10_000):
        paper = URIRef(f"https://example.org/p/{p}")
        g.add((paper, RDF.type, KG.Paper))
        g.add((paper, DCTERMS.title, Literal(f"Paper {p}")))
        for k in range(5):  # every entity is mentioned; 50,000 paper-entity links
            g.add((paper, KG.mentions, entities[(p * 2 + k) % 20_000 if k < 2 else (p * 7 + k * 4001) % 20_000]))
    started = time.perf_counter()
    html, stats = render_page(g, max_nodes=1000)
    elapsed = time.perf_counter() - started
    print(f"\n20k entities: page in {elapsed:.2f} s, {len(html.encode()):,} bytes, {stats}")
    assert stats.entities_total == 20_000 and stats.entities_shown == 1000
    assert "Showing the 1000 most connected of 20000 entities." in html
    assert elapsed < 10 and len(html.encode()) < 8 * 1024 * 1024
    assert "stabilization: { iterations: 150 }" in html  # physics stops after a bounded layout


# ---------------------------------------------------------------- every case is tested


def catalogue_map() -> dict[int, list[str]]:
    """Catalogue case -> the tests that cover it: ``test_NN_...`` here, or a ``catalogue(N)`` mark anywhere."""
    import ast
    import re
    from pathlib import Path

    cases: dict[int, list[str]] = {}
    for path in sorted(Path(__file__).parent.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef) or not node.name.startswith("test_"):
                continue
            numbers = set()
            if path.name == "test_catalogue.py":
                match = re.match(r"test_((?:\d\d_)+)", node.name)
                if match:
                    numbers |= {int(n) for n in match.group(1).strip("_").split("_")}
            for deco in node.decorator_list:
                if (isinstance(deco, ast.Call) and isinstance(deco.func, ast.Attribute) and deco.func.attr == "catalogue"):
                    numbers |= {arg.value for arg in deco.args if isinstance(arg, ast.Constant)}
            for n in numbers:
                cases.setdefault(n, []).append(f"{path.name}::{node.name}")
    return cases


def test_every_catalogue_case_has_a_test():
    cases = catalogue_map()
    assert sorted(cases) == list(range(1, 41)), f"not covered: {sorted(set(range(1, 41)) - set(cases))}"
