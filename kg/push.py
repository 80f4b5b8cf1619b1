"""``kg push``: load a graph into a SPARQL store through the Graph Store Protocol.

Each paper is its own named graph, sent with ``PUT {endpoint}?graph=<paper IRI>``,
which replaces what the store held under that name: pushing again after a
rebuild updates papers without duplicating anything. A graph file with named
graphs (TriG, N-Quads) is pushed graph by graph; a file without them
(Turtle, N-Triples, JSON-LD) is first split into the same per-paper graphs
``kg build`` writes.

This is the only module that opens a network connection, and only to the
endpoint the user names.
"""

from __future__ import annotations

import base64
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from urllib.parse import quote

from rdflib import RDF, Dataset, Graph, URIRef
from rdflib.graph import DATASET_DEFAULT_GRAPH_ID

from kg.namespace import KG


class PushError(Exception):
    pass


@dataclass
class PushReport:
    graphs: int = 0
    triples: int = 0


def paper_graphs(ds: Dataset) -> Iterator[tuple[URIRef, Graph]]:
    """(graph name, graph) per paper: the named graphs, or a split of the default graph."""
    named = [g for g in ds.graphs() if g.identifier != DATASET_DEFAULT_GRAPH_ID and len(g)]
    if named:
        for g in sorted(named, key=lambda g: str(g.identifier)):
            yield URIRef(str(g.identifier)), g
        return
    union = Graph()
    for s, p, o, _ in ds.quads((None, None, None, None)):
        union.add((s, p, o))
    yield from split_by_paper(union)


def split_by_paper(graph: Graph) -> Iterator[tuple[URIRef, Graph]]:
    """The per-paper graphs of a union graph, as ``kg build`` names them.

    A paper's graph holds its own triples, everything under its IRI (mentions
    and results), and the description of each entity and venue it links to.
    """
    for paper in sorted(set(graph.subjects(RDF.type, KG.Paper))):
        g = Graph()
        prefix = str(paper) + "/"
        linked = set()
        for p, o in graph.predicate_objects(paper):
            g.add((paper, p, o))
            if isinstance(o, URIRef):
                linked.add(o)
        for s, p, o in graph:
            if str(s).startswith(prefix):
                g.add((s, p, o))
        for node in linked:
            if str(node).startswith(prefix):
                continue
            for p, o in graph.predicate_objects(node):
                g.add((node, p, o))
        yield paper, g


def _request(url: str, method: str, data: bytes | None, headers: dict, timeout: float) -> int:
    req = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            resp.read()
            return resp.status
    except urllib.error.HTTPError as exc:
        detail = exc.read()[:200].decode("utf-8", "replace").strip().splitlines()
        raise PushError(f"{method} {url}: HTTP {exc.code} {exc.reason}" + (f": {detail[0]}" if detail else "")) from None
    except urllib.error.URLError as exc:
        raise PushError(f"cannot reach {url}: {exc.reason}") from None
    except TimeoutError:
        raise PushError(f"{method} {url}: no answer within {timeout:g} s") from None


def push(ds: Dataset, endpoint: str, *, user: str | None = None, password: str | None = None,
         timeout: float = 60.0, progress=None) -> PushReport:
    """PUT every paper graph of ``ds`` to the Graph Store Protocol ``endpoint``."""
    bodies = ((name, graph.serialize(format="nt", encoding="utf-8"), len(graph)) for name, graph in paper_graphs(ds))
    return push_bodies(bodies, endpoint, user=user, password=password, timeout=timeout, progress=progress)


def store_graphs(store) -> Iterator[tuple[str, bytes, int]]:
    """(graph name, N-Triples, triple count) of every named graph of an Oxigraph store."""
    import pyoxigraph

    for name in sorted(store.named_graphs(), key=lambda n: n.value):
        body = store.dump(format=pyoxigraph.RdfFormat.N_TRIPLES, from_graph=name)
        yield name.value, body, body.count(b"\n")


def push_bodies(bodies, endpoint: str, *, user: str | None = None, password: str | None = None,
                timeout: float = 60.0, progress=None) -> PushReport:
    """PUT each (graph name, N-Triples body, triple count) to ``endpoint``, replacing that graph."""
    if not endpoint.startswith(("http://", "https://")):
        raise PushError(f"endpoint must be an http(s) URL, not {endpoint!r}")
    headers = {"Content-Type": "application/n-triples"}
    if user is not None:
        token = base64.b64encode(f"{user}:{password or ''}".encode()).decode()
        headers["Authorization"] = f"Basic {token}"
    separator = "&" if "?" in endpoint else "?"
    report = PushReport()
    for name, body, triples in bodies:
        _request(f"{endpoint}{separator}graph={quote(str(name), safe='')}", "PUT", body, headers, timeout)
        report.graphs += 1
        report.triples += triples
        if progress:
            progress(report)
    return report
