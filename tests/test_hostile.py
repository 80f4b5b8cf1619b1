"""Hostile and odd input still gives valid output; faults never leave a corrupt file."""

import json
import signal
import subprocess
import sys
import time

import pyoxigraph
import pytest
import spacy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rdflib.compare import isomorphic

from rdflib import URIRef

from kg.build import build
from kg.export import serialize
from kg.graph import union_graph
from kg.load import load_graph
from kg.pipeline import add_components
from tests.conftest import EXAMPLE, ROOT, default_sigint, write_variants

SDO_SAME_AS = URIRef("https://schema.org/sameAs")

ODD = [
    "We propose FooNet\x00 with NUL, \x07 bell and \x1b escape, for code generation.",
    "Lone \ufffd replacement, RTL \u202eoverride\u202c, zero\u200bwidth and BOM \ufeff in GRPO training.",
    "Emoji 🚀 and ZWJ 👩‍💻 around HarmBench, with <script>alert(1)</script> and \"><img onerror=alert(2)>.",
    'Quotes """ and ]]> and a backslash \\ and a trailing quote"',
    "Names with IRI-illegal characters: New York, a>b, x\"y, {}, |, ^, ` and C# versus C%23 in TCP/IP.",
    "See (https://github.com/a/b_(c)). And https://example.org/x, or https://github.com/d/e.",
    "$\\alpha$ only LaTeX \\textsc{Text2Model} and *Markdown* [code](https://github.com/x/y).",
    "",
]


def write_jsonl(path, abstracts):
    with open(path, "w", encoding="utf-8") as f:
        for i, a in enumerate(abstracts):
            f.write(json.dumps({"id": f"odd-{i}", "title": f"Odd {i}", "abstract": a or " "}) + "\n")


@pytest.mark.catalogue(14, 15, 19)
def test_odd_text_gives_valid_output_in_every_format(nlp, tmp_path):
    src = tmp_path / "odd.jsonl"
    write_jsonl(src, [a for a in ODD if a])
    ds, _, report = build([str(src)], nlp)
    assert report.records == len([a for a in ODD if a])
    for fmt in ("ttl", "nt", "jsonld", "trig", "nq"):
        data = serialize(ds, fmt)  # serialize() parses its own output strictly
        path = tmp_path / f"odd.{fmt}"
        path.write_bytes(data)
        assert isomorphic(load_graph(str(path)), union_graph(ds)), fmt
    # XML 1.0 cannot hold NUL, BEL or ESC: RDF/XML is refused with the reason, never written broken.
    from kg.export import ExportError

    with pytest.raises(ExportError, match="cannot hold control characters"):
        serialize(ds, "xml")


@pytest.mark.catalogue(6)
def test_oversized_record_is_skipped_and_the_rest_kept(nlp, tmp_path):
    src = tmp_path / "big.jsonl"
    with open(src, "w", encoding="utf-8") as f:
        f.write(json.dumps({"id": "small", "abstract": "We propose FooNet for code generation."}) + "\n")
        f.write(json.dumps({"id": "huge", "abstract": "word " * 1_100_000}) + "\n")
        f.write(json.dumps({"id": "after", "abstract": "We study machine translation."}) + "\n")
    warnings = []
    _, corpus, report = build([str(src)], nlp, warn=warnings.append)
    assert [p.record.id for p in corpus.papers] == ["small", "after"]
    assert any("big.jsonl:2" in w and "skipped" in w for w in warnings)


@pytest.mark.catalogue(13)
def test_duplicate_ids_are_reported_and_kept_apart(nlp, tmp_path):
    src = tmp_path / "dup.jsonl"
    with open(src, "w", encoding="utf-8") as f:
        f.write(json.dumps({"id": "x1", "abstract": "We propose FooNet."}) + "\n")
        f.write(json.dumps({"id": "x1", "abstract": "We propose FooNet."}) + "\n")
        f.write(json.dumps({"id": "x1", "abstract": "A different text about BarNet."}) + "\n")
    warnings = []
    _, corpus, _ = build([str(src)], nlp, warn=warnings.append)
    ids = [p.record.id for p in corpus.papers]
    assert len(ids) == 2 and ids[0] == "x1" and ids[1].startswith("x1-")
    assert any("dup.jsonl:2: duplicate of" in w for w in warnings)
    assert any("dup.jsonl:3" in w and "different text" in w for w in warnings)


@pytest.mark.catalogue(13)
def test_one_doi_under_two_ids_is_a_repeat_or_a_linked_second_paper(nlp, tmp_path):
    src = tmp_path / "doi.csv"
    src.write_text(
        "id,doi,abstract\n"
        "2601.00001,10.1234/ABC.5,We propose FooNet for code generation.\n"
        "conf-17,https://doi.org/10.1234/abc.5,We propose FooNet for code generation.\n"
        "conf-18,doi:10.1234/abc.5,A revised text: we propose FooNet and BarNet.\n",
        encoding="utf-8",
    )
    warnings = []
    dataset, corpus, _ = build([str(src)], nlp, warn=warnings.append)
    assert [p.record.id for p in corpus.papers] == ["2601.00001", "conf-18"]
    assert any("doi.csv:3: duplicate of" in w and "doi.csv:2" in w and "same DOI 10.1234/abc.5" in w for w in warnings)
    assert any("doi.csv:4" in w and "'2601.00001' at" in w and "doi.csv:2" in w for w in warnings)
    same_as = {str(o) for o in union_graph(dataset).objects(None, SDO_SAME_AS)}
    assert same_as == {"https://doi.org/10.1234/abc.5"}
    assert len(set(union_graph(dataset).subjects(SDO_SAME_AS, None))) == 2


def test_ten_thousand_papers_on_one_line(nlp, tmp_path):
    src = tmp_path / "one-line.json"
    src.write_text(json.dumps([{"id": f"r{i}", "abstract": f"Record {i} about code generation."} for i in range(10_000)]),
                   encoding="utf-8")
    assert src.read_text(encoding="utf-8").count("\n") == 0
    dataset, corpus, _ = build([str(src)], nlp)
    assert len(corpus.papers) == 10_000
    data = serialize(dataset, "nt")  # checked strictly by serialize itself
    papers = {q.subject for q in pyoxigraph.parse(data, format=pyoxigraph.RdfFormat.N_TRIPLES)
              if q.object == pyoxigraph.NamedNode("https://w3id.org/paper-kg/ontology#Paper")}
    assert len(papers) == 10_000


BLANK = add_components(spacy.blank("en"))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(alphabet=st.characters(exclude_categories=()), min_size=1, max_size=200),
       st.text(alphabet=st.characters(exclude_categories=()), max_size=40))
def test_any_text_round_trips(tmp_path, abstract, title):
    """Property: whatever the text, the graph serializes, parses strictly and comes back isomorphic."""
    src = tmp_path / "p.jsonl"
    src.write_text(json.dumps({"title": title, "abstract": abstract + " x"}) + "\n", encoding="utf-8")
    ds, _, _ = build([str(src)], BLANK)
    for fmt in ("ttl", "nt", "jsonld"):
        data = serialize(ds, fmt)
        path = tmp_path / f"p.{fmt}"
        path.write_bytes(data)
        assert isomorphic(load_graph(str(path)), union_graph(ds))


@pytest.mark.catalogue(26)
def test_killing_a_build_never_leaves_a_corrupt_output(tmp_path):
    out = tmp_path / "out.ttl"
    good = subprocess.run([sys.executable, "-m", "kg.cli", "build", str(EXAMPLE), "-o", str(out), "-q"], cwd=ROOT, timeout=300)
    assert good.returncode == 0
    before = out.read_bytes()
    for delay in (0.5, 1.5, 2.5, 3.2):
        proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "build", str(EXAMPLE), "-o", str(out), "-q"], cwd=ROOT)
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
        data = out.read_bytes()
        assert data == before  # the old complete file (the rebuild writes the same bytes when it finishes)
        assert len(list(pyoxigraph.parse(data, format=pyoxigraph.RdfFormat.TURTLE))) > 3000
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != "out.ttl"]
    assert all(name.endswith(".tmp") for name in leftovers)  # a killed writer can leave only its own temp file


@pytest.mark.catalogue(26)
def test_interrupt_exits_130(tmp_path):
    source = tmp_path / "many.jsonl"
    write_variants(source, 10)
    proc = subprocess.Popen([sys.executable, "-m", "kg", "build", str(source), "-o", str(tmp_path / "o.ttl")],
                            cwd=ROOT, stderr=subprocess.PIPE, text=True, preexec_fn=default_sigint)
    # Interpreter start-up takes a fraction of this; the build (model load and
    # 190 abstracts) takes several times longer, so the signal lands in
    # paper-kg's own code.
    time.sleep(2.0)
    assert proc.poll() is None, "the build ended before it could be interrupted"
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and "interrupted" in err and "Traceback" not in err
    assert not (tmp_path / "o.ttl").exists()
