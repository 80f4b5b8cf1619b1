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

from collections.abc import Iterator
from decimal import Decimal, InvalidOperation

from rdflib import RDF, RDFS, XSD, Dataset, Graph, Literal, Namespace, URIRef
from rdflib.namespace import DCTERMS, SKOS

from kg.iri import IriMinter, doi_iri, repository_iri
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


# A triple is (subject IRI, predicate IRI, object); the object is an IRI
# (a str) or a literal as a (lexical form, datatype IRI or None) tuple. The
# builder writes these plain values once; :func:`to_rdflib` and
# :func:`nquad_line` turn them into rdflib terms or N-Quads text, so the
# rdflib Dataset and the fast Oxigraph path hold the very same triples.
Term = str | tuple[str, str | None]
Triple = tuple[str, str, Term]

_DECIMAL = str(XSD.decimal)
_NNI = str(XSD.nonNegativeInteger)
_BOOLEAN = str(XSD.boolean)
_GYEAR = str(XSD.gYear)


def canonical_decimal(value) -> str:
    """An xsd:decimal's canonical lexical form ("5.0", "64.8"), so every syntax writes it the same way."""
    try:
        number = Decimal(str(value))
    except InvalidOperation:
        raise ValueError(f"not a number: {value!r}") from None
    if not number.is_finite():
        raise ValueError(f"not a finite number: {value!r}")
    text = format(number.normalize(), "f")
    if "." not in text:
        text += ".0"
    return text


def decimal_literal(value) -> Literal:
    """``value`` as an rdflib xsd:decimal literal in canonical form."""
    return Literal(canonical_decimal(value), datatype=XSD.decimal)


def _decimal(value) -> tuple[str, str]:
    return (canonical_decimal(value), _DECIMAL)


def _confidence(value: float) -> tuple[str, str]:
    return _decimal(round(value, 3))


def _text(value: str) -> tuple[str, None]:
    return (value, None)


def bind_prefixes(graph: Graph, base: str | None = None) -> Graph:
    for prefix, ns in PREFIXES.items():
        graph.bind(prefix, ns, override=True, replace=True)
    if base:
        graph.bind("res", base, override=True, replace=True)
    return graph


def prefix_map(base: str | None = None) -> dict[str, str]:
    """The prefixes every serialisation declares."""
    prefixes = dict(PREFIXES)
    if base:
        prefixes["res"] = base
    return prefixes


class GraphBuilder:
    """Writes each resolved paper's triples: its own named graph's content."""

    def __init__(self, corpus: Corpus, minter: IriMinter):
        self.corpus = corpus
        self.minter = minter
        self._entity_iris: dict[EntityId, str] = {}

    def entity_iri(self, eid: EntityId) -> str:
        iri = self._entity_iris.get(eid)
        if iri is None:
            iri = str(repository_iri(eid[1]) if eid[0] == "repository" else self.minter.entity(eid[0], eid[1]))
            self._entity_iris[eid] = iri
        return iri

    def paper_iri(self, paper: ResolvedPaper) -> str:
        return str(self.minter.paper(paper.record.id))

    def paper_triples(self, paper: ResolvedPaper) -> list[Triple]:
        record = paper.record
        p = self.paper_iri(paper)
        out: list[Triple] = []
        add = out.append
        add((p, _TYPE, _K_PAPER))
        add((p, _ABSTRACT, _text(record.abstract)))
        add((p, _HASH, _text(record.content_hash)))
        if record.title:
            add((p, _TITLE, _text(record.title)))
        if record.identifier:
            add((p, _IDENTIFIER, _text(record.identifier)))
        if record.doi:
            add((p, _SAME_AS, str(doi_iri(record.doi))))
        for author in record.authors:
            add((p, _CREATOR, _text(author)))
        for category in record.categories:
            add((p, _SUBJECT, _text(category)))
        if record.url and record.url.startswith(("http://", "https://")):
            try:
                add((p, _URL, str(repository_iri(record.url))))
            except ValueError:
                pass
        # Statements are made subject by subject (the paper, its venue, each
        # entity, each mention, each result): Turtle written in this order
        # groups them without a sort.
        for eid, rels in paper.relations.items():
            e = self.entity_iri(eid)
            add((p, _MENTIONS, e))
            for rel in sorted(rels):
                add((p, _RELATIONS[rel], e))
        result_nodes = [str(self.minter.result(record.id, rr.index)) for rr in paper.results]
        for node in result_nodes:
            add((p, _HAS_RESULT, node))
        if record.venue is not None:
            v = str(self.minter.venue(record.venue.label))
            add((p, _PUBLISHED_IN, v))
            add((v, _TYPE, _K_VENUE))
            add((v, _LABEL, _text(record.venue.label)))
            if record.venue.year is not None:
                add((v, _YEAR, (str(record.venue.year), _GYEAR)))

        for eid in paper.relations:
            entity = self.corpus.entities[eid]
            e = self.entity_iri(eid)
            add((e, _TYPE, _CLASSES[entity.type]))
            add((e, _LABEL, _text(entity.label)))
            for alias in entity.aliases:
                add((e, _ALT_LABEL, _text(alias)))
            if entity.role:
                add((e, _ROLE, _text(entity.role)))
                if entity.role == "code":
                    add((e, _TYPE, _SOURCE_CODE))

        for rm in paper.mentions:
            m = rm.mention
            a = str(self.minter.mention(record.id, m.field, m.start, m.end))
            target = a + "#target"
            position = a + "#position"
            quote = a + "#quote"
            add((a, _TYPE, _ANNOTATION))
            add((a, _HAS_BODY, self.entity_iri(rm.entity)))
            add((a, _HAS_TARGET, target))
            add((a, _CONFIDENCE, _confidence(m.confidence)))
            add((a, _ENTITY_TYPE, _CLASSES[m.type]))
            link = _supported_link(m.relation, paper.relations.get(rm.entity, set()))
            if link:
                add((a, _SUPPORTS_LINK, _RELATIONS[link]))
                add((a, _LINK_CONFIDENCE, _confidence(m.relation_confidence or 0.0)))
                if m.cue:
                    add((a, _LINK_CUE, _text(m.cue)))
            add((target, _TYPE, _SPECIFIC_RESOURCE))
            add((target, _HAS_SOURCE, p))
            add((target, _FIELD, _text(m.field)))
            add((target, _HAS_SELECTOR, position))
            add((target, _HAS_SELECTOR, quote))
            add((position, _TYPE, _POSITION_SELECTOR))
            add((position, _START, (str(m.start), _NNI)))
            add((position, _END, (str(m.end), _NNI)))
            add((quote, _TYPE, _QUOTE_SELECTOR))
            add((quote, _EXACT, _text(m.text)))

        for rr, node in zip(paper.results, result_nodes):
            r = rr.result
            add((node, _TYPE, _K_RESULT))
            add((node, _VALUE, _decimal(r.value)))
            if r.max_value is not None:
                add((node, _MAX_VALUE, _decimal(r.max_value)))
            add((node, _UNIT, _text(r.unit)))
            add((node, _IS_IMPROVEMENT, ("true" if r.improvement else "false", _BOOLEAN)))
            add((node, _CONFIDENCE, _confidence(r.confidence)))
            add((node, _LABEL, _text(_result_label(r, rr, self.corpus))))
            add((node, _DERIVED_FROM, p))
            if rr.metric:
                add((node, _METRIC, self.entity_iri(rr.metric)))
            if rr.benchmark:
                add((node, _BENCHMARK, self.entity_iri(rr.benchmark)))
            if rr.owner:
                add((node, _RESULT_OF, self.entity_iri(rr.owner)))
        return out

    def paper_graph(self, paper: ResolvedPaper, graph: Graph) -> None:
        """Add ``paper``'s triples to an rdflib graph."""
        add = graph.add
        for triple in self.paper_triples(paper):
            add(to_rdflib(triple))


_TYPE = str(RDF.type)
_LABEL = str(RDFS.label)
_ALT_LABEL = str(SKOS.altLabel)
_ABSTRACT = str(DCTERMS.abstract)
_TITLE = str(DCTERMS.title)
_IDENTIFIER = str(DCTERMS.identifier)
_CREATOR = str(DCTERMS.creator)
_SUBJECT = str(DCTERMS.subject)
_URL = str(SCHEMA.url)
_SAME_AS = str(SCHEMA.sameAs)
_SOURCE_CODE = str(SCHEMA.SoftwareSourceCode)
_DERIVED_FROM = str(PROV.wasDerivedFrom)
_K_PAPER, _K_VENUE, _K_RESULT = str(KG.Paper), str(KG.Venue), str(KG.Result)
_HASH, _PUBLISHED_IN, _YEAR, _MENTIONS = str(KG.contentHash), str(KG.publishedIn), str(KG.year), str(KG.mentions)
_ROLE, _CONFIDENCE, _ENTITY_TYPE = str(KG.repositoryRole), str(KG.confidence), str(KG.entityType)
_SUPPORTS_LINK, _LINK_CONFIDENCE, _LINK_CUE = str(KG.supportsLink), str(KG.linkConfidence), str(KG.linkCue)
_FIELD, _HAS_RESULT, _VALUE, _MAX_VALUE = str(KG.field), str(KG.hasResult), str(KG.value), str(KG.maxValue)
_UNIT, _IS_IMPROVEMENT, _METRIC = str(KG.unit), str(KG.isImprovement), str(KG.metric)
_BENCHMARK, _RESULT_OF = str(KG.benchmark), str(KG.resultOf)
_ANNOTATION, _HAS_BODY, _HAS_TARGET = str(OA.Annotation), str(OA.hasBody), str(OA.hasTarget)
_SPECIFIC_RESOURCE, _HAS_SOURCE, _HAS_SELECTOR = str(OA.SpecificResource), str(OA.hasSource), str(OA.hasSelector)
_POSITION_SELECTOR, _START, _END = str(OA.TextPositionSelector), str(OA.start), str(OA.end)
_QUOTE_SELECTOR, _EXACT = str(OA.TextQuoteSelector), str(OA.exact)
_RELATIONS = {name: str(iri) for name, iri in RELATIONS.items()}
_CLASSES = {name: str(iri) for name, iri in CLASSES.items()}


def to_rdflib(triple: Triple) -> tuple[URIRef, URIRef, URIRef | Literal]:
    s, p, o = triple
    if isinstance(o, tuple):
        lexical, datatype = o
        obj = Literal(lexical) if datatype is None else Literal(lexical, datatype=URIRef(datatype))
    else:
        obj = URIRef(o)
    return URIRef(s), URIRef(p), obj


_ESCAPES = str.maketrans({"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r"})


def _escape(value: str) -> str:
    """A string literal's N-Triples body: backslash, quote, LF and CR escaped, the rest as is."""
    out = value.translate(_ESCAPES)
    if not out.isascii():
        try:
            out.encode("utf-8")
        except UnicodeEncodeError:
            # A lone surrogate has no UTF-8 form: it becomes U+FFFD.
            out = "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in value).translate(_ESCAPES)
    return out


def nquad_line(triple: Triple, graph: str | None) -> str:
    """One N-Quads line (N-Triples when ``graph`` is None) for ``triple``."""
    s, p, o = triple
    if isinstance(o, tuple):
        lexical, datatype = o
        obj = f'"{_escape(lexical)}"' if datatype is None else f'"{_escape(lexical)}"^^<{datatype}>'
    else:
        obj = f"<{o}>"
    if graph is None:
        return f"<{s}> <{p}> {obj} .\n"
    return f"<{s}> <{p}> {obj} <{graph}> .\n"


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
    """The knowledge graph of ``corpus`` as an rdflib Dataset, one named graph per paper."""
    ds = Dataset()
    bind_prefixes(ds, minter.base)
    builder = GraphBuilder(corpus, minter)
    for paper in corpus.papers:
        graph = ds.graph(minter.paper(paper.record.id))
        builder.paper_graph(paper, graph)
    return ds


def paper_lines(corpus: Corpus, minter: IriMinter) -> Iterator[tuple[str, list[str]]]:
    """Each paper's IRI and its named graph as N-Triples lines (the graph name left to the writer)."""
    builder = GraphBuilder(corpus, minter)
    for paper in corpus.papers:
        yield builder.paper_iri(paper), [nquad_line(t, None) for t in builder.paper_triples(paper)]


def union_graph(ds: Dataset) -> Graph:
    """All named graphs merged into one graph (what Turtle and JSON-LD carry)."""
    g = Graph()
    for prefix, ns in ds.namespaces():
        g.bind(prefix, ns, override=True, replace=True)
    for s, p, o, _ in ds.quads((None, None, None, None)):
        g.add((s, p, o))
    return g
