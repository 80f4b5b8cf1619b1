"""The part of an Oxigraph store that the browser page shows, as a small rdflib graph.

The page shows the ``max_nodes`` entities linked to the most papers (ties by
IRI, as :func:`kg.viz.page_data` orders them), the papers linked to them, and
the mentions' offsets for the sentences in the side panel. For a store of
75,000 papers that is a small fraction of the triples, so the page is built
from SPARQL queries over the store's union graph instead of loading
everything into rdflib; :func:`kg.viz.page_data` on the result gives the
same page as on the whole graph.
"""

from __future__ import annotations

import pyoxigraph
from rdflib import Graph

from kg.graph import PREFIXES
from kg.load import to_rdflib
from kg.viz import RELATION_ORDER

_PREFIXES = "".join(f"PREFIX {p}: <{ns}>\n" for p, ns in PREFIXES.items())
_RELATIONS = " ".join(f"kg:{r}" for r in RELATION_ORDER)


def _select(store: pyoxigraph.Store, query: str):
    return store.query(_PREFIXES + query, use_default_graph_as_union=True)


def top_entities(store: pyoxigraph.Store, limit: int | None) -> tuple[list[str], int]:
    """The IRIs of the ``limit`` entities linked to the most papers, and how many entities there are."""
    ranked = _select(store, f"""
        SELECT ?e (COUNT(DISTINCT ?p) AS ?n) WHERE {{
          VALUES ?rel {{ {_RELATIONS} }}
          ?p a kg:Paper ; ?rel ?e .
        }} GROUP BY ?e ORDER BY DESC(?n) STR(?e)""")
    iris = [row["e"].value for row in ranked]
    total = len(iris)
    return (iris if limit is None else iris[:limit]), total


def page_graph(store: pyoxigraph.Store, kept: list[str]) -> Graph:
    """The triples the page needs to show the entities ``kept`` (see :func:`top_entities`)."""
    graph = Graph()
    if not kept:
        return graph
    values = "VALUES ?e { " + " ".join(f"<{iri}>" for iri in kept) + " }"
    queries = [
        # Paper-entity links and the entities' descriptions.
        f"""CONSTRUCT {{ ?p ?rel ?e . ?p a kg:Paper . }} WHERE {{ {values} VALUES ?rel {{ {_RELATIONS} }} ?p a kg:Paper ; ?rel ?e . }}""",
        f"""CONSTRUCT {{ ?e ?pp ?o }} WHERE {{ {values} VALUES ?pp {{ rdf:type rdfs:label skos:altLabel }} ?e ?pp ?o . }}""",
        # What the page shows of each paper, and the labels that name untitled ones.
        f"""CONSTRUCT {{ ?p ?pp ?o }} WHERE {{
              {values} VALUES ?pp {{ dcterms:title dcterms:abstract schema:url kg:hasRepository kg:proposes kg:introduces }}
              ?p kg:mentions ?e ; ?pp ?o . }}""",
        f"""CONSTRUCT {{ ?c rdfs:label ?l }} WHERE {{
              {values} ?p kg:mentions ?e . {{ ?p kg:proposes ?c }} UNION {{ ?p kg:introduces ?c }} ?c rdfs:label ?l . }}""",
        # Mentions: where in which text each kept entity is named.
        f"""CONSTRUCT {{
              ?a a oa:Annotation ; oa:hasBody ?e ; oa:hasTarget ?t .
              ?t oa:hasSource ?s ; kg:field ?f ; oa:hasSelector ?sel .
              ?sel oa:start ?st ; oa:end ?en .
            }} WHERE {{
              {values} ?a oa:hasBody ?e ; a oa:Annotation ; oa:hasTarget ?t .
              ?t oa:hasSource ?s ; oa:hasSelector ?sel .
              OPTIONAL {{ ?t kg:field ?f }}
              OPTIONAL {{ ?sel oa:start ?st ; oa:end ?en }}
            }}""",
    ]
    for query in queries:
        for t in _select(store, query):
            graph.add((to_rdflib(t.subject), to_rdflib(t.predicate), to_rdflib(t.object)))
    return graph
