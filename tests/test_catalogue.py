"""Cases of the bad-input catalogue that no other test module covers (numbers are the catalogue's)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys

import pyoxigraph

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
    run = kg("build", str(empty), "-o", str(out), "--html", str(page))
    assert run.returncode == 0, run.stderr
    assert "0 papers" in run.stderr
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
