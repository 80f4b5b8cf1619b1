"""Every export parses strictly and round-trips to an isomorphic graph; writes are atomic."""

import io
import json

import pyoxigraph
import pytest
from rdflib import Dataset, Graph, Literal, URIRef
from rdflib.compare import graph_diff, isomorphic, to_isomorphic

from kg.export import ExportError, FORMATS, check, serialize, write_atomic
from kg.graph import union_graph
from kg.load import load_dataset, load_graph


def assert_isomorphic(a: Graph, b: Graph):
    if not isomorphic(a, b):
        _, only_a, only_b = graph_diff(to_isomorphic(a), to_isomorphic(b))
        pytest.fail(f"graphs differ:\nonly in first:\n{only_a.serialize(format='nt')[:2000]}\nonly in second:\n{only_b.serialize(format='nt')[:2000]}")


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_every_format_round_trips(icml, tmp_path, fmt):
    ds = icml[0]
    path = tmp_path / f"graph.{fmt}"
    path.write_bytes(serialize(ds, fmt))
    assert_isomorphic(union_graph(ds), load_graph(str(path)))
    if FORMATS[fmt][2]:
        reread = load_dataset(str(path))
        names = {g.identifier for g in ds.graphs() if len(g)}
        assert {g.identifier for g in reread.graphs() if len(g)} == names
        assert len(names) == 19  # one named graph per paper


def test_turtle_parses_in_a_strict_parser_with_the_same_count(icml):
    data = serialize(icml[0], "ttl")
    quads = list(pyoxigraph.parse(io.BytesIO(data), format=pyoxigraph.RdfFormat.TURTLE))
    assert len(quads) == len(union_graph(icml[0]))


@pytest.mark.catalogue(22)
def test_jsonld_is_self_contained(icml):
    doc = json.loads(serialize(icml[0], "jsonld"))
    assert isinstance(doc["@context"], dict)
    assert "http" not in json.dumps(doc["@context"]).replace("https://w3id.org/paper-kg", "").replace(
        "http://www.w3.org", "").replace("http://purl.org", "").replace("https://schema.org", "")


@pytest.mark.catalogue(21)
def test_output_is_deterministic(nlp, tmp_path):
    from kg.build import build
    from tests.conftest import EXAMPLE

    a = serialize(build([str(EXAMPLE)], nlp)[0], "ttl")
    b = serialize(build([str(EXAMPLE)], nlp)[0], "ttl")
    assert a == b
    assert serialize(build([str(EXAMPLE)], nlp)[0], "nt") == serialize(build([str(EXAMPLE)], nlp)[0], "nt")


@pytest.mark.catalogue(19)
def test_hostile_literals_survive(tmp_path):
    ds = Dataset()
    g = ds.graph(URIRef("https://example.org/g"))
    for i, text in enumerate(['a "quote"', 'triple """ quotes', "back\\slash", "cr\r\nlf", 'trailing"', "\x0c\x00\x1b",
                              "emoji 😀 zwj 👩‍💻", "rtl \u202e override", "]]> <script>"]):
        g.add((URIRef(f"https://example.org/s{i}"), URIRef("https://example.org/p"), Literal(text)))
    for fmt in FORMATS:
        if fmt == "xml":
            with pytest.raises(ExportError, match="cannot hold control characters"):
                serialize(ds, fmt)  # the NUL, FF and ESC above have no XML 1.0 form
            continue
        data = serialize(ds, fmt)
        reread = load_graph(str(_write(tmp_path, fmt, data)))
        assert_isomorphic(union_graph(ds), reread)


def _write(tmp_path, fmt, data):
    p = tmp_path / f"x.{fmt}"
    p.write_bytes(data)
    return p


def test_check_rejects_invalid_turtle():
    with pytest.raises(ExportError):
        check(b"<http://a b> <http://p> <http://o> .", "ttl")
    with pytest.raises(ExportError, match="holds 1 triples where the graph has 2"):
        check(b"<http://a> <http://p> <http://o> .", "ttl", expected=2)


@pytest.mark.catalogue(24, 25)
def test_atomic_write_leaves_old_file_on_failure(tmp_path, monkeypatch):
    target = tmp_path / "out.ttl"
    target.write_text("old", encoding="utf-8")

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.replace", boom)
    with pytest.raises(ExportError, match="No space left on device"):
        write_atomic(target, b"new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.ttl"]


@pytest.mark.catalogue(27)
def test_atomic_write_refuses_missing_folder(tmp_path):
    with pytest.raises(ExportError, match="does not exist"):
        write_atomic(tmp_path / "nope" / "out.ttl", b"x")


@pytest.mark.parametrize("fmt", ["ttl", "nt", "jsonld", "xml", "trig", "nq"])
def test_the_oxigraph_path_writes_the_rdflib_graph(icml, fmt, tmp_path):
    """kg build writes N-Quads lines through Oxigraph; the result is the library's rdflib Dataset."""
    from kg.build import quad_lines
    from kg.export import serialize_lines
    from kg.graph import prefix_map
    from kg.iri import DEFAULT_BASE, IriMinter
    from kg.load import load_dataset

    ds, corpus, _ = icml
    data = serialize_lines(quad_lines(corpus, IriMinter(DEFAULT_BASE)), fmt, prefix_map(DEFAULT_BASE))
    assert data == serialize_lines(quad_lines(corpus, IriMinter(DEFAULT_BASE)), fmt, prefix_map(DEFAULT_BASE))
    path = tmp_path / f"g.{fmt}"
    path.write_bytes(data)
    assert_isomorphic(union_graph(ds), load_graph(str(path)))
    if fmt in ("trig", "nq"):
        reread = load_dataset(str(path))
        names = {str(g.identifier) for g in reread.graphs() if len(g)}
        assert names == {str(g.identifier) for g in ds.graphs() if len(g)}
        for g in ds.graphs():
            if len(g):
                assert_isomorphic(g, reread.graph(g.identifier))


def test_output_format_names_match_the_serialisers():
    from kg.export import FORMATS
    from kg.formats import OUTPUT_FORMATS

    assert OUTPUT_FORMATS == tuple(FORMATS)


def test_store_page_equals_the_whole_graph_page(icml):
    import pyoxigraph

    from kg.build import quad_lines
    from kg.iri import DEFAULT_BASE, IriMinter
    from kg.subgraph import page_graph, top_entities
    from kg.viz import page_data

    ds, corpus, _ = icml
    store = pyoxigraph.Store()
    store.load("".join(quad_lines(corpus, IriMinter(DEFAULT_BASE))).encode(), format=pyoxigraph.RdfFormat.N_QUADS)
    for limit in (None, 25):
        ranked, total = top_entities(store, limit)
        assert page_data(page_graph(store, ranked), limit, ranked, total) == page_data(union_graph(ds), limit)


def test_dataset_lines_keep_each_statement_once_per_form():
    from kg.export import DatasetLines, serialize_lines, triple_line

    g1, g2 = "https://example.org/kg/paper/b", "https://example.org/kg/paper/a"
    t = ['<https://e.org/s> <https://e.org/p> "x" .\n', '<https://e.org/e> <https://e.org/q> <https://e.org/o> .\n']
    quads = [t[0][:-2] + f"<{g1}> .\n", t[1][:-2] + f"<{g1}> .\n", t[1][:-2] + f"<{g2}> .\n", t[1][:-2] + f"<{g2}> .\n"]
    lines = DatasetLines.from_quads(quads)
    assert list(lines.graphs) == [g1, g2] and len(lines) == 4
    assert list(lines.quads()) == quads
    assert lines.union == t  # each triple once, in the order first met
    # N-Quads: each quad once, sorted by graph and then statement, as before the lines were grouped.
    assert lines.sorted_quads() == sorted(set(quads), key=lambda q: (q[q.rindex(" <"):], q))
    assert [triple_line(q) for q in quads] == [t[0], t[1], t[1], t[1]]
    for fmt in ("ttl", "nt", "nq", "trig"):
        assert serialize_lines(lines, fmt, {}) == serialize_lines(quads, fmt, {})
    assert check(serialize_lines(lines, "ttl", {}), "ttl") == 2
