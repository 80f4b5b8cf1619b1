"""Resolved corpus to RDF: one named graph per paper, under the paper-kg ontology.

Contract: :func:`build_dataset` returns an ``rdflib.Dataset`` whose named
graphs are the papers (graph name = paper IRI). Each paper's graph is
self-contained: the paper, its venue, every entity it mentions with type
and labels, its mentions as W3C Web Annotations and its results. The union
of the graphs is the knowledge graph; :func:`union_graph` gives it as one
``rdflib.Graph`` for Turtle, N-Triples, JSON-LD and RDF/XML.

No blank nodes: every node has an IRI, so output is deterministic and a
paper's triples can be replaced as a unit.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from rdflib import RDF, RDFS, XSD, Dataset, Graph, Literal, Namespace, URIRef
from rdflib.namespace import DCTERMS, SKOS

from kg.iri import IriMinter, repository_iri
from kg.namespace import KG
from kg.resolve import Corpus, EntityId, ResolvedPaper

OA = Namespace("http://www.w3.org/ns/oa#")
SCHEMA = Namespace("https://schema.org/")
PROV = Namespace("http://www.w3.org/ns/prov#")

PREFIXES = {
    "kg": str(KG),
    "rdf": str(RDF),
    "rdfs": str(RDFS),
    "xsd": str(XSD),
    "dcterms": str(DCTERMS),
    "skos": str(SKOS),
    "oa": str(OA),
    "schema": str(SCHEMA),
    "prov": str(PROV),
}

RELATIONS = {
    "proposes": KG.proposes,
    "introduces": KG.introduces,
    "evaluatesOn": KG.evaluatesOn,
    "addresses": KG.addresses,
    "uses": KG.uses,
    "comparesWith": KG.comparesWith,
    "hasRepository": KG.hasRepository,
}

CLASSES = {
    "Method": KG.Method,
    "Model": KG.Model,
    "Benchmark": KG.Benchmark,
    "Dataset": KG.Dataset,
    "Task": KG.Task,
    "Metric": KG.Metric,
    "Repository": KG.Repository,
}


def decimal_literal(value) -> Literal:
    """An xsd:decimal in canonical form ("5.0", "64.8"), so every syntax writes it the same way."""
    try:
        number = Decimal(str(value))
    except InvalidOperation:
        raise ValueError(f"not a number: {value!r}") from None
    if not number.is_finite():
        raise ValueError(f"not a finite number: {value!r}")
    text = format(number.normalize(), "f")
    if "." not in text:
        text += ".0"
    return Literal(text, datatype=XSD.decimal)


def _decimal(text: str) -> Literal:
    return decimal_literal(text)


def _confidence(value: float) -> Literal:
    return decimal_literal(round(value, 3))


def bind_prefixes(graph: Graph, base: str | None = None) -> Graph:
    for prefix, ns in PREFIXES.items():
        graph.bind(prefix, ns, override=True, replace=True)
    if base:
        graph.bind("res", base, override=True, replace=True)
    return graph


class GraphBuilder:
    """Writes each resolved paper into its own named graph."""

    def __init__(self, corpus: Corpus, minter: IriMinter):
        self.corpus = corpus
        self.minter = minter

    def entity_iri(self, eid: EntityId) -> URIRef:
        if eid[0] == "repository":
            return repository_iri(eid[1])
        return self.minter.entity(eid[0], eid[1])

    def paper_graph(self, paper: ResolvedPaper, graph: Graph) -> None:
        record = paper.record
        p = self.minter.paper(record.id)
        add = graph.add
        add((p, RDF.type, KG.Paper))
        add((p, DCTERMS.abstract, Literal(record.abstract)))
        add((p, KG.contentHash, Literal(record.content_hash)))
        if record.title:
            add((p, DCTERMS.title, Literal(record.title)))
        if record.identifier:
            add((p, DCTERMS.identifier, Literal(record.identifier)))
        for author in record.authors:
            add((p, DCTERMS.creator, Literal(author)))
        for category in record.categories:
            add((p, DCTERMS.subject, Literal(category)))
        if record.url and record.url.startswith(("http://", "https://")):
            try:
                add((p, SCHEMA.url, repository_iri(record.url)))
            except ValueError:
                pass
        if record.venue is not None:
            v = self.minter.venue(record.venue.label)
            add((p, KG.publishedIn, v))
            add((v, RDF.type, KG.Venue))
            add((v, RDFS.label, Literal(record.venue.label)))
            if record.venue.year is not None:
                add((v, KG.year, Literal(str(record.venue.year), datatype=XSD.gYear)))

        for eid, rels in paper.relations.items():
            entity = self.corpus.entities[eid]
            e = self.entity_iri(eid)
            add((p, KG.mentions, e))
            for rel in rels:
                add((p, RELATIONS[rel], e))
            add((e, RDF.type, CLASSES[entity.type]))
            add((e, RDFS.label, Literal(entity.label)))
            for alias in entity.aliases:
                add((e, SKOS.altLabel, Literal(alias)))
            if entity.role:
                add((e, KG.repositoryRole, Literal(entity.role)))
                if entity.role == "code":
                    add((e, RDF.type, SCHEMA.SoftwareSourceCode))

        for rm in paper.mentions:
            m = rm.mention
            a = self.minter.mention(record.id, m.field, m.start, m.end)
            target = URIRef(a + "#target")
            position = URIRef(a + "#position")
            quote = URIRef(a + "#quote")
            add((a, RDF.type, OA.Annotation))
            add((a, OA.hasBody, self.entity_iri(rm.entity)))
            add((a, OA.hasTarget, target))
            add((a, KG.confidence, _confidence(m.confidence)))
            add((a, KG.entityType, CLASSES[m.type]))
            link = _supported_link(m.relation, paper.relations.get(rm.entity, set()))
            if link:
                add((a, KG.supportsLink, RELATIONS[link]))
                add((a, KG.linkConfidence, _confidence(m.relation_confidence or 0.0)))
                if m.cue:
                    add((a, KG.linkCue, Literal(m.cue)))
            add((target, RDF.type, OA.SpecificResource))
            add((target, OA.hasSource, p))
            add((target, KG.field, Literal(m.field)))
            add((target, OA.hasSelector, position))
            add((target, OA.hasSelector, quote))
            add((position, RDF.type, OA.TextPositionSelector))
            add((position, OA.start, Literal(m.start, datatype=XSD.nonNegativeInteger)))
            add((position, OA.end, Literal(m.end, datatype=XSD.nonNegativeInteger)))
            add((quote, RDF.type, OA.TextQuoteSelector))
            add((quote, OA.exact, Literal(m.text)))

        for rr in paper.results:
            r = rr.result
            node = self.minter.result(record.id, rr.index)
            add((p, KG.hasResult, node))
            add((node, RDF.type, KG.Result))
            add((node, KG.value, _decimal(r.value)))
            if r.max_value is not None:
                add((node, KG.maxValue, _decimal(r.max_value)))
            add((node, KG.unit, Literal(r.unit)))
            add((node, KG.isImprovement, Literal(bool(r.improvement))))
            add((node, KG.confidence, _confidence(r.confidence)))
            add((node, RDFS.label, Literal(_result_label(r, rr, self.corpus))))
            add((node, PROV.wasDerivedFrom, p))
            if rr.metric:
                add((node, KG.metric, self.entity_iri(rr.metric)))
            if rr.benchmark:
                add((node, KG.benchmark, self.entity_iri(rr.benchmark)))
            if rr.owner:
                add((node, KG.resultOf, self.entity_iri(rr.owner)))


def _supported_link(relation: str | None, final: set[str]) -> str | None:
    """The paper-entity link a mention is evidence for, as resolution settled it.

    A contribution read as "proposes" becomes "introduces" when the entity
    turned out to be a dataset (and back); a link resolution dropped (a
    contribution is not also "uses") is not claimed.
    """
    if relation in ("proposes", "introduces"):
        return next((r for r in ("proposes", "introduces") if r in final), None)
    return relation if relation in final else None


def _result_label(r, rr, corpus: Corpus) -> str:
    value = r.value if r.max_value is None else f"{r.value}-{r.max_value}"
    unit = "%" if r.unit == "%" else (r.unit if r.unit == "x" else f" {r.unit}")
    parts = [f"{value}{unit}"]
    if rr.metric:
        parts.append(corpus.entities[rr.metric].label)
    if rr.benchmark:
        parts.append("on " + corpus.entities[rr.benchmark].label)
    if rr.owner:
        parts.append("by " + corpus.entities[rr.owner].label)
    return " ".join(parts)


def build_dataset(corpus: Corpus, minter: IriMinter) -> Dataset:
    """The knowledge graph of ``corpus``, one named graph per paper."""
    ds = Dataset()
    bind_prefixes(ds, minter.base)
    builder = GraphBuilder(corpus, minter)
    for paper in corpus.papers:
        graph = ds.graph(minter.paper(paper.record.id))
        builder.paper_graph(paper, graph)
    return ds


def union_graph(ds: Dataset) -> Graph:
    """All named graphs merged into one graph (what Turtle and JSON-LD carry)."""
    g = Graph()
    for prefix, ns in ds.namespaces():
        g.bind(prefix, ns, override=True, replace=True)
    for s, p, o, _ in ds.quads((None, None, None, None)):
        g.add((s, p, o))
    return g
