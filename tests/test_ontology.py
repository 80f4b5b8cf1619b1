"""The ontology is the single source of truth: the Python vocabulary must equal it."""

import json

import pyoxigraph
from rdflib import OWL, RDF, RDFS, Graph, URIRef

from kg import namespace_gen
from kg.namespace import KG
from kg.resources import ontology_path


def test_namespace_module_is_generated_from_the_ontology():
    generated = namespace_gen.render(namespace_gen.load_ontology())
    current = (ontology_path("kg.ttl").parent.parent / "kg" / "namespace.py").read_text(encoding="utf-8")
    assert current == generated, "kg/namespace.py is stale: run python -m kg.namespace_gen"


def test_namespace_refuses_unknown_terms():
    import pytest

    with pytest.raises(AttributeError):
        KG.propose  # noqa: B018 - a misspelt term must fail


def test_every_term_has_label_and_comment():
    g = namespace_gen.load_ontology()
    terms = namespace_gen.ontology_terms(g)
    assert len(terms) > 20
    for name, _, _ in terms:
        term = URIRef(namespace_gen.NAMESPACE + name)
        assert g.value(term, RDFS.label) is not None, name
        assert g.value(term, RDFS.comment) is not None, name


def test_contract_terms_exist_with_their_hierarchy():
    g = namespace_gen.load_ontology()
    for cls in ("Paper", "Method", "Model", "Benchmark", "Dataset", "Task", "Metric", "Repository", "Result", "Venue"):
        assert (KG[cls], RDF.type, OWL.Class) in g
    assert (KG.Benchmark, RDFS.subClassOf, KG.Dataset) in g
    for prop in ("proposes", "introduces", "evaluatesOn", "addresses", "uses", "comparesWith", "hasRepository"):
        assert (KG[prop], RDFS.subPropertyOf, KG.mentions) in g
    assert (KG.Paper, RDFS.subClassOf, URIRef("https://schema.org/ScholarlyArticle")) in g
    ontology = URIRef("https://w3id.org/paper-kg/ontology")
    assert g.value(ontology, OWL.versionInfo) is not None


def test_ontology_files_parse_strictly():
    for name in ("kg.ttl", "shapes.ttl"):
        quads = list(pyoxigraph.parse(path=str(ontology_path(name)), format=pyoxigraph.RdfFormat.TURTLE))
        assert len(quads) > 50, name
    context = json.loads(ontology_path("context.jsonld").read_text(encoding="utf-8"))
    assert context["@context"]["kg"] == "https://w3id.org/paper-kg/ontology#"
    assert not any(str(v).startswith("http") and v.endswith(".jsonld") for v in context["@context"].values())


def test_ontology_loads_in_an_owl_reasoner_library():
    # rdflib's OWL parse and a consistency smoke check: no term is both a class and a property.
    g = Graph().parse(ontology_path("kg.ttl"), format="turtle")
    classes = set(g.subjects(RDF.type, OWL.Class))
    props = set(g.subjects(RDF.type, OWL.ObjectProperty)) | set(g.subjects(RDF.type, OWL.DatatypeProperty))
    assert not classes & props


def test_owl_rl_reasoner_loads_the_ontology_and_infers_the_hierarchy():
    import owlrl

    g = Graph().parse(ontology_path("kg.ttl"), format="turtle")
    paper, bench = URIRef("https://example.org/p"), URIRef("https://example.org/b")
    g.add((paper, KG.evaluatesOn, bench))
    g.add((bench, RDF.type, KG.Benchmark))
    owlrl.DeductiveClosure(owlrl.OWLRL_Semantics).expand(g)
    assert (paper, KG.mentions, bench) in g  # sub-property of kg:mentions
    assert (bench, RDF.type, KG.Dataset) in g  # Benchmark is a Dataset
    assert (paper, RDF.type, KG.Paper) in g  # from the domain of kg:evaluatesOn
    assert (bench, RDF.type, URIRef("https://schema.org/Dataset")) in g  # alignment
