"""kg build --store: incremental, content-hash skip, replace, remove, crash safety, readers of the store."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from dataclasses import replace

import pyoxigraph
import pytest
from rdflib import Graph, URIRef
from rdflib.compare import graph_diff, isomorphic, to_isomorphic

from kg.build import read_unique, BuildReport
from kg.extraction import extract_records
from kg.graph import union_graph
from kg.incremental import add_records, refresh, remove_papers
from kg.iri import DEFAULT_BASE, IriMinter
from kg.namespace import KG
from kg.store import KgStore, StoreError
from tests.conftest import EXAMPLE, ROOT, default_sigint, write_variants


def store_graph(path) -> Graph:
    g = Graph()
    store = pyoxigraph.Store.read_only(str(path / "oxigraph"))
    from kg.load import to_rdflib

    for q in store:
        g.add((to_rdflib(q.subject), to_rdflib(q.predicate), to_rdflib(q.object)))
    return g


XSD_NS = "http://www.w3.org/2001/XMLSchema#"


def as_stored(graph: Graph) -> Graph:
    """``graph`` as Oxigraph stores it (0.5.13): xsd:nonNegativeInteger becomes xsd:integer,
    and decimals lose a trailing ".0" ("14.0" is stored as "14"); the values are the same."""
    from decimal import Decimal

    from rdflib import Literal

    out = Graph()
    for s_, p_, o in graph:
        if isinstance(o, Literal) and str(o.datatype) == XSD_NS + "nonNegativeInteger":
            o = Literal(str(o), datatype=URIRef(XSD_NS + "integer"))
        elif isinstance(o, Literal) and str(o.datatype) == XSD_NS + "decimal":
            o = Literal(format(Decimal(str(o)).normalize(), "f"), datatype=URIRef(XSD_NS + "decimal"))
        out.add((s_, p_, o))
    return out


def assert_isomorphic(a: Graph, b: Graph) -> None:
    a, b = as_stored(a), as_stored(b)
    if not isomorphic(a, b):
        _, only_a, only_b = graph_diff(to_isomorphic(a), to_isomorphic(b))
        raise AssertionError(
            "graphs differ:\n- " + "\n- ".join(sorted(map(str, only_a))[:10]) + "\n+ " + "\n+ ".join(sorted(map(str, only_b))[:10])
        )


class Counting:
    """An extractor that counts the records it is asked to parse."""

    def __init__(self, nlp, fail_after: int | None = None):
        self.nlp = nlp
        self.seen: list[str] = []
        self.fail_after = fail_after

    def __call__(self, records):
        for ex in extract_records(records, self.nlp):
            if self.fail_after is not None and len(self.seen) >= self.fail_after:
                raise KeyboardInterrupt
            self.seen.append(ex.record.id)
            yield ex


@pytest.fixture(scope="module")
def records():
    return read_unique([str(EXAMPLE)], BuildReport())


def test_a_store_holds_the_same_graph_as_a_file_build(tmp_path, nlp, records, icml):
    with KgStore(tmp_path / "s", base=DEFAULT_BASE, create=True) as store:
        added = add_records(store, records, Counting(nlp))
        _, report = refresh(store)
    assert (added.new, added.unchanged, report.written) == (19, 0, 19)
    assert_isomorphic(store_graph(tmp_path / "s"), union_graph(icml[0]))
    # Named graphs: one per paper, as in TriG.
    names = {g.value for g in pyoxigraph.Store.read_only(str(tmp_path / "s" / "oxigraph")).named_graphs()}
    assert names == {str(IriMinter(DEFAULT_BASE).paper(r.id)) for r in records}


@pytest.mark.catalogue(28)
def test_unchanged_records_are_not_parsed_again_and_changed_ones_replace_their_graph(tmp_path, nlp, records):
    path = tmp_path / "s"
    with KgStore(path, base=DEFAULT_BASE, create=True) as store:
        add_records(store, records, Counting(nlp))
        refresh(store)
    changed = replace(records[3], abstract=records[3].abstract + " We also release the ZetaProbe benchmark.")
    again = Counting(nlp)
    with KgStore(path) as store:
        added = add_records(store, [*records[:3], changed, *records[4:]], again)
        _, report = refresh(store)
    assert again.seen == [changed.id]
    assert (added.unchanged, added.changed, added.new) == (18, 1, 0)
    assert report.written == 1 and report.unchanged == 18
    g = store_graph(path)
    paper = IriMinter(DEFAULT_BASE).paper(changed.id)
    assert any("ZetaProbe" in str(o) for o in g.objects(paper, URIRef("http://purl.org/dc/terms/abstract")))
    assert len(set(g.objects(paper, URIRef("http://purl.org/dc/terms/abstract")))) == 1  # replaced, not added to
    # A third run with the same input parses nothing and writes nothing.
    third = Counting(nlp)
    with KgStore(path) as store:
        add_records(store, [*records[:3], changed, *records[4:]], third)
        _, report = refresh(store)
    assert third.seen == [] and report.written == 0


@pytest.mark.catalogue(28)
def test_new_metadata_rewrites_the_paper_without_extracting_it_again(tmp_path, nlp, records):
    path = tmp_path / "s"
    with KgStore(path, base=DEFAULT_BASE, create=True) as store:
        add_records(store, records[:3], Counting(nlp))
        refresh(store)
    moved = [replace(r, source="elsewhere.txt", location=r.location + 7) for r in records[:3]]
    moved[1] = replace(moved[1], doi="10.1234/abc", authors=("A. Author",))
    again = Counting(nlp)
    with KgStore(path) as store:
        added = add_records(store, moved, again)
        _, report = refresh(store)
    assert again.seen == []
    assert (added.unchanged, added.relabelled, added.changed, added.new) == (2, 1, 0, 0)
    assert report.written == 1
    g = store_graph(path)
    paper = IriMinter(DEFAULT_BASE).paper(records[1].id)
    assert set(g.objects(paper, URIRef("https://schema.org/sameAs"))) == {URIRef("https://doi.org/10.1234/abc")}
    assert {str(o) for o in g.objects(paper, URIRef("http://purl.org/dc/terms/creator"))} == {"A. Author"}


@pytest.mark.catalogue(28)
def test_new_extractors_invalidate_every_stored_extraction(tmp_path, nlp, records):
    """A paper-kg, spaCy or model version bump re-extracts every record, same text or not."""
    path = tmp_path / "s"
    with KgStore(path, base=DEFAULT_BASE, create=True) as store:
        add_records(store, records[:5], Counting(nlp), fingerprint="v1")
    same = Counting(nlp)
    with KgStore(path) as store:
        added = add_records(store, records[:5], same, fingerprint="v1")
    assert same.seen == [] and added.unchanged == 5
    bumped = Counting(nlp)
    with KgStore(path) as store:
        added = add_records(store, records[:6], bumped, fingerprint="v2")
        assert {e for _, e, _ in store.held().values()} == {"v2"}
    assert sorted(bumped.seen) == sorted(r.id for r in records[:6])
    assert (added.stale, added.new, added.unchanged, added.changed) == (5, 1, 0, 0)


def test_the_extractor_fingerprint_follows_the_versions(monkeypatch):
    from kg import pipeline

    first = pipeline.extractor_fingerprint()
    assert first == pipeline.extractor_fingerprint() and len(first) == 16
    monkeypatch.setattr(pipeline.spacy, "__version__", "0.0.0-other")
    assert pipeline.extractor_fingerprint() != first
    monkeypatch.undo()
    import kg

    monkeypatch.setattr(kg, "__version__", "99.0")
    assert pipeline.extractor_fingerprint() != first


def test_a_store_without_fingerprints_is_upgraded_in_place(tmp_path, nlp, records):
    import sqlite3

    path = tmp_path / "s"
    with KgStore(path, base=DEFAULT_BASE, create=True) as store:
        add_records(store, records[:2], Counting(nlp))
    db = sqlite3.connect(path / "state.sqlite")
    db.executescript("CREATE TABLE old AS SELECT id, content_hash, extraction FROM papers; DROP TABLE papers; "
                     "ALTER TABLE old RENAME TO papers;")
    db.close()
    with KgStore(path) as store:
        assert {(e, m) for _, e, m in store.held().values()} == {("", "")} and len(store) == 2


@pytest.mark.catalogue(28)
def test_remove_deletes_the_paper_and_entities_only_it_mentioned(tmp_path, nlp, records):
    path = tmp_path / "s"
    with KgStore(path, base=DEFAULT_BASE, create=True) as store:
        add_records(store, records, Counting(nlp))
        refresh(store)
    before = store_graph(path)
    minter = IriMinter(DEFAULT_BASE)

    def split(record):
        paper = minter.paper(record.id)
        mentioned = set(before.objects(paper, KG.mentions))
        own = {e for e in mentioned if set(before.subjects(KG.mentions, e)) == {paper}}
        return paper, own, mentioned - own

    # A paper with entities of its own and entities another paper shares.
    surgery = next(r for r in records if all(split(r)[1:]))
    paper, own, shared = split(surgery)
    assert own and shared
    with KgStore(path) as store:
        missing, report = remove_papers(store, [surgery.id])
        assert missing == [] and len(store) == 18
    after = store_graph(path)
    assert (paper, None, None) not in after
    assert not any((e, None, None) in after for e in own)
    assert all((e, None, None) in after for e in shared)
    with KgStore(path) as store:
        assert remove_papers(store, ["no-such-paper"])[0] == ["no-such-paper"]
        assert len(store) == 18


@pytest.mark.catalogue(26)
def test_an_interrupted_build_keeps_finished_batches_and_resuming_finishes(tmp_path, nlp, records, icml):
    path = tmp_path / "s"
    with KgStore(path, base=DEFAULT_BASE, create=True) as store:
        with pytest.raises(KeyboardInterrupt):
            add_records(store, records, Counting(nlp, fail_after=7), commit_every=5)
        assert len(store) == 7  # one committed batch of 5, and the 2 in hand kept on the way out
    resume = Counting(nlp)
    with KgStore(path) as store:
        added = add_records(store, records, resume)
        refresh(store)
    assert len(resume.seen) == 12 and added.unchanged == 7
    assert_isomorphic(store_graph(path), union_graph(icml[0]))


def test_store_errors_are_clear(tmp_path):
    (tmp_path / "file").write_text("x")
    with pytest.raises(StoreError, match="not an empty folder"):
        KgStore(tmp_path / "file", base=DEFAULT_BASE, create=True)
    with pytest.raises(StoreError, match="not a paper-kg store"):
        KgStore(tmp_path / "nothing")
    with KgStore(tmp_path / "s", base=DEFAULT_BASE, create=True):
        pass
    with pytest.raises(StoreError, match="mints IRIs under"):
        KgStore(tmp_path / "s", base="https://example.org/kg/")


def kg(*args, timeout=300):
    return subprocess.run([sys.executable, "-m", "kg.cli", *args], capture_output=True, text=True, cwd=ROOT, timeout=timeout)


def test_cli_store_build_query_viz_push_and_remove(tmp_path, icml):
    store = tmp_path / "icml.kg"
    first = kg("build", str(EXAMPLE), "--store", str(store))
    assert first.returncode == 0, first.stderr
    assert "19 new, 0 changed, 0 unchanged" in first.stderr
    second = kg("build", str(EXAMPLE), "--store", str(store))
    assert "0 new, 0 changed, 19 unchanged" in second.stderr and "0 graphs written" in second.stderr

    q = kg("query", str(store), "SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p a kg:Paper }", "--format", "csv")
    assert q.returncode == 0, q.stderr
    assert q.stdout.splitlines()[1] == "19"

    page = tmp_path / "page.html"
    v = kg("viz", str(store), "-o", str(page))
    assert v.returncode == 0, v.stderr and "161 nodes, 148 links" in v.stderr

    # The store's triples are those of a file build.
    out = tmp_path / "again.ttl"
    assert kg("build", str(EXAMPLE), "--store", str(store), "-o", str(out)).returncode == 0
    from kg.load import load_graph

    assert_isomorphic(load_graph(str(out)), union_graph(icml[0]))

    paper = next(iter(sorted(union_graph(icml[0]).subjects(KG.publishedIn, None))))
    r = kg("remove", "--store", str(store), str(paper))
    assert r.returncode == 0, r.stderr
    q = kg("query", str(store), "SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p a kg:Paper }", "--format", "csv")
    assert q.stdout.splitlines()[1] == "18"
    bad = kg("remove", "--store", str(store), "nope")
    assert bad.returncode == 65 and bad.stderr.count("\n") == 1 and "no paper 'nope'" in bad.stderr
    notstore = kg("query", str(tmp_path), "SELECT * WHERE { ?s ?p ?o }")
    assert notstore.returncode == 65 and "not a graph file or a paper-kg store" in notstore.stderr


@pytest.mark.catalogue(26)
def test_killing_a_store_build_repeatedly_never_corrupts_it(tmp_path, icml):
    """SIGKILL at random points; the store always opens, and a final run gives the full graph."""
    store = tmp_path / "icml.kg"
    source = tmp_path / "papers.jsonl"
    # 19 papers in two files' worth of work: the first run is killed at several points.
    with source.open("w", encoding="utf-8") as fh:
        for line in EXAMPLE.read_text(encoding="utf-8").split("\n\n")[1:]:
            if line.strip():
                fh.write(json.dumps({"abstract": line.strip()}) + "\n")
    reference = tmp_path / "ref.kg"
    assert kg("build", str(source), "--store", str(reference), "-q").returncode == 0
    for delay in (1.0, 2.5, 3.5, 4.5, 5.5, 7.0):
        proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "build", str(source), "--store", str(store), "-q"],
                                cwd=ROOT, stderr=subprocess.DEVNULL)
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
        if (store / "paper-kg-store").exists():
            # Usable after every kill: it opens, and a query answers.
            q = kg("query", str(store), "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }", "--format", "csv")
            assert q.returncode == 0, q.stderr
    final = kg("build", str(source), "--store", str(store), "-q")
    assert final.returncode == 0, final.stderr
    assert_isomorphic(store_graph(store), store_graph(reference))


@pytest.mark.catalogue(26)
def test_sigint_keeps_the_store_usable_and_says_how_to_finish(tmp_path):
    """Ctrl-C during a build exits 130 with a hint; the store opens and a rerun finishes it.

    The signal is sent only once the build has created its store (so it lands in the
    build, not in interpreter start-up), on an input large enough not to finish first.
    """
    store = tmp_path / "s.kg"
    source = tmp_path / "many.jsonl"
    total = write_variants(source, 20)
    proc = subprocess.Popen([sys.executable, "-m", "kg", "build", str(source), "--store", str(store)],
                            cwd=ROOT, stderr=subprocess.PIPE, text=True, preexec_fn=default_sigint)
    deadline = time.monotonic() + 120
    while not (store / "paper-kg-store").exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert proc.poll() is None, "the build ended before it could be interrupted"
    time.sleep(1.0)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert "run the same command again" in err, err
    with KgStore(store, read_only=True) as s:
        assert len(s) < total
    again = kg("build", str(source), "--store", str(store), "-q")
    assert again.returncode == 0, again.stderr
    with KgStore(store) as s:
        assert len(s) == total


def test_a_store_killed_while_being_made_leaves_nothing_half_made(tmp_path, monkeypatch):
    """Creation is staged beside the store and renamed into place; a later build starts clean."""
    import kg.store as store_module

    target = tmp_path / "new.kg"

    def killed(*args, **kwargs):
        raise KeyboardInterrupt  # as if the process died while Oxigraph made its files

    monkeypatch.setattr(store_module.os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        store_module.KgStore(target, base="https://e.org/", create=True)
    monkeypatch.undo()
    assert not target.exists()  # no half-made store where the store should be
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".new.kg.new-")]  # the staging folder
    with store_module.KgStore(target, base="https://e.org/", create=True) as store:
        assert len(store) == 0
    assert [p.name for p in tmp_path.iterdir()] == ["new.kg"]  # the stale staging folder is gone
