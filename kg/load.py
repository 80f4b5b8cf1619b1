"""Read a graph that ``kg build`` wrote, strictly, into rdflib or an Oxigraph store.

Only formats paper-kg writes are read; they are parsed by pyoxigraph (which
rejects invalid IRIs and escapes) and, for RDF/XML, after refusing any DOCTYPE.
"""

from __future__ import annotations

from pathlib import Path

import pyoxigraph
from rdflib import BNode, Dataset, Graph, Literal, URIRef
from rdflib.graph import DATASET_DEFAULT_GRAPH_ID

from kg.export import EXTENSIONS, FORMATS
from kg.formats import is_store


class GraphLoadError(Exception):
    pass


def graph_format(path: str) -> str:
    name = path.lower()
    suffix = Path(name[:-3] if name.endswith(".gz") else name).suffix
    if suffix not in EXTENSIONS:
        raise GraphLoadError(f"{path}: cannot tell the RDF format from the extension (one of {', '.join(sorted(EXTENSIONS))})")
    return EXTENSIONS[suffix]


def _read(path: str) -> bytes:
    p = Path(path)
    if not p.exists():
        raise GraphLoadError(f"{path}: no such file")
    if p.is_dir():
        raise GraphLoadError(f"{path}: is a directory, not a graph file or a paper-kg store")
    data = p.read_bytes()
    if path.lower().endswith(".gz"):
        import gzip

        try:
            data = gzip.decompress(data)
        except (OSError, EOFError) as exc:
            raise GraphLoadError(f"{path}: gzip data is truncated or corrupt ({exc})") from None
    return data


def parse_quads(path: str) -> list[pyoxigraph.Quad]:
    if Path(path).is_dir():
        raise GraphLoadError(f"{path}: is a directory, not a graph file or a paper-kg store")
    fmt = graph_format(path)
    data = _read(path)
    if fmt == "xml" and b"<!DOCTYPE" in data[:4096].upper():
        raise GraphLoadError(f"{path}: RDF/XML with a DOCTYPE is refused (entity expansion)")
    try:
        return list(pyoxigraph.parse(data, format=FORMATS[fmt][1]))
    except (SyntaxError, ValueError) as exc:
        raise GraphLoadError(f"{path}: not valid {fmt}: {exc}") from None


def to_rdflib(term):
    if isinstance(term, pyoxigraph.NamedNode):
        return URIRef(term.value)
    if isinstance(term, pyoxigraph.BlankNode):
        return BNode(term.value)
    if isinstance(term, pyoxigraph.Literal):
        if term.language:
            return Literal(term.value, lang=term.language)
        datatype = term.datatype.value
        if datatype == "http://www.w3.org/2001/XMLSchema#string":
            return Literal(term.value)
        return Literal(term.value, datatype=URIRef(datatype))
    if isinstance(term, pyoxigraph.DefaultGraph):
        return DATASET_DEFAULT_GRAPH_ID
    raise GraphLoadError(f"unsupported RDF term {term!r}")


def _quads(path: str):
    if is_store(path):
        return list(_open_store(path))
    return parse_quads(path)


def _open_store(path: str) -> pyoxigraph.Store:
    """The Oxigraph part of a paper-kg store, read-only (a build may be writing it)."""
    try:
        return pyoxigraph.Store.read_only(str(Path(path) / "oxigraph"))
    except OSError as exc:
        raise GraphLoadError(f"{path}: cannot open the store: {exc}") from None


def load_dataset(path: str) -> Dataset:
    """The graph file (or store) as an rdflib Dataset (named graphs kept when the format has them)."""
    ds = Dataset()
    for q in _quads(path):
        graph = to_rdflib(q.graph_name)
        ds.graph(graph).add((to_rdflib(q.subject), to_rdflib(q.predicate), to_rdflib(q.object)))
    return ds


def load_graph(path: str) -> Graph:
    """The graph file (or store) as one rdflib Graph (named graphs merged)."""
    g = Graph()
    for q in _quads(path):
        g.add((to_rdflib(q.subject), to_rdflib(q.predicate), to_rdflib(q.object)))
    return g


def load_store(path: str) -> pyoxigraph.Store:
    """The graph file in an in-memory Oxigraph store (named graphs kept); a store folder opened read-only."""
    if is_store(path):
        return _open_store(path)
    store = pyoxigraph.Store()
    quads = parse_quads(path)
    store.bulk_extend(quads)
    return store
