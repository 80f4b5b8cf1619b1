"""End to end: the bundled ICML 2026 list gives the graph its users rely on."""

from rdflib import RDF, RDFS, Literal, URIRef
from rdflib.namespace import DCTERMS, SKOS

from kg.graph import OA
from kg.namespace import KG
from tests.conftest import EXAMPLE


def paper_starting(graph, words):
    (paper,) = [p for p, a in graph.subject_objects(DCTERMS.abstract) if str(a).startswith(words)]
    return paper


def labels(graph, paper, prop):
    return {str(graph.value(e, RDFS.label)) for e in graph.objects(paper, prop)}


def test_all_papers_with_venue(icml_graph):
    papers = set(icml_graph.subjects(RDF.type, KG.Paper))
    assert len(papers) == 19
    venue = {icml_graph.value(p, KG.publishedIn) for p in papers}
    assert len(venue) == 1
    (v,) = venue
    assert icml_graph.value(v, RDFS.label) == Literal("ICML 2026")
    assert str(icml_graph.value(v, KG.year)) == "2026"


def test_abstract_is_kept_exactly_as_read(icml_graph):
    paragraphs = [p.strip() for p in EXAMPLE.read_text(encoding="utf-8").split("\n\n")[1:] if p.strip()]
    abstracts = {str(a) for a in icml_graph.objects(None, DCTERMS.abstract)}
    assert abstracts == set(paragraphs)


def test_surgery_paper(icml_graph):
    p = paper_starting(icml_graph, "Harmful fine-tuning")
    assert "Surgery" in labels(icml_graph, p, KG.proposes)
    assert {"BeaverTails", "HarmBench", "SorryBench"} <= labels(icml_graph, p, KG.evaluatesOn)
    assert URIRef("https://github.com/Lslland/Surgery") in set(icml_graph.objects(p, KG.hasRepository))
    for bench in icml_graph.objects(p, KG.evaluatesOn):
        assert (bench, RDF.type, KG.Benchmark) in icml_graph


def test_hibiki_zero_links_all_four_urls(icml_graph):
    p = paper_starting(icml_graph, "Simultaneous speech translation")
    repos = {str(r): str(icml_graph.value(r, KG.repositoryRole)) for r in icml_graph.objects(p, KG.hasRepository)}
    assert repos == {
        "https://huggingface.co/spaces/kyutai/hibiki-zero-samples": "demo",
        "https://huggingface.co/kyutai/hibiki-zero-3b-pytorch-bf16": "weights",
        "https://github.com/kyutai-labs/hibiki-zero": "code",
        "https://huggingface.co/datasets/kyutai/Audio-NTREX-4L": "dataset",
    }
    assert "Hibiki-Zero" in labels(icml_graph, p, KG.proposes)


def test_grpo_is_one_node(icml_graph):
    # written "GRPO", it is the gazetteer's entity, under the gazetteer's label
    nodes = {s for s, o in icml_graph.subject_objects(SKOS.altLabel) if str(o) == "GRPO"}
    assert len(nodes) == 1
    (node,) = nodes
    assert str(node) == "https://w3id.org/paper-kg/resource/method/group-relative-policy-optimization"
    assert str(icml_graph.value(node, RDFS.label)) == "group relative policy optimization"


def test_shared_entities_are_one_node(icml_graph):
    rl = URIRef("https://w3id.org/paper-kg/resource/method/reinforcement-learning")
    assert len(set(icml_graph.subjects(KG.mentions, rl))) >= 3
    accuracy = URIRef("https://w3id.org/paper-kg/resource/metric/accuracy")
    assert len(set(icml_graph.subjects(KG.mentions, accuracy))) >= 3


def test_acronym_definitions_are_one_entity(icml_graph):
    pgs = URIRef("https://w3id.org/paper-kg/resource/method/property-generated-solver")
    assert icml_graph.value(pgs, RDFS.label) == Literal("Property-Generated Solver")
    assert Literal("PGS") in set(icml_graph.objects(pgs, SKOS.altLabel))
    itcr = URIRef("https://w3id.org/paper-kg/resource/method/inference-time-conformal-reasoning")
    assert (itcr, RDF.type, KG.Method) in icml_graph  # markup *...* removed, offsets kept


def test_every_specific_link_is_also_a_mention(icml_graph):
    for prop in (KG.proposes, KG.introduces, KG.evaluatesOn, KG.addresses, KG.uses, KG.comparesWith, KG.hasRepository):
        for paper, entity in icml_graph.subject_objects(prop):
            assert (paper, KG.mentions, entity) in icml_graph


def test_mention_offsets_point_into_the_abstract(icml_graph):
    checked = 0
    for annotation in icml_graph.subjects(RDF.type, OA.Annotation):
        target = icml_graph.value(annotation, OA.hasTarget)
        paper = icml_graph.value(target, OA.hasSource)
        abstract = str(icml_graph.value(paper, DCTERMS.abstract))
        selectors = list(icml_graph.objects(target, OA.hasSelector))
        start = next(int(icml_graph.value(s, OA.start)) for s in selectors if icml_graph.value(s, OA.start) is not None)
        end = next(int(icml_graph.value(s, OA.end)) for s in selectors if icml_graph.value(s, OA.end) is not None)
        exact = next(str(icml_graph.value(s, OA.exact)) for s in selectors if icml_graph.value(s, OA.exact) is not None)
        assert abstract[start:end] == exact
        checked += 1
    assert checked > 150


def test_results_have_numbers(icml_graph):
    from decimal import Decimal

    values = {icml_graph.value(r, KG.value).toPython() for r in icml_graph.subjects(RDF.type, KG.Result)}
    assert Decimal("64.8") in values and Decimal("21.8") in values


def test_bundled_outputs_are_current(icml):
    """outputs/ is what `make demo` builds now."""
    from kg.build import quad_lines
    from kg.export import serialize_lines
    from kg.graph import prefix_map
    from kg.iri import DEFAULT_BASE, IriMinter
    from tests.conftest import ROOT

    lines = quad_lines(icml[1], IriMinter(DEFAULT_BASE))
    for fmt in ("ttl", "jsonld"):
        written = (ROOT / "outputs" / f"icml2026.{fmt}").read_bytes()
        assert written == serialize_lines(lines, fmt, prefix_map(DEFAULT_BASE)), "run make demo"
    from kg.graph import union_graph
    from kg.viz import render_page

    html, _ = render_page(union_graph(icml[0]), title="paper-kg: ICML 2026")
    assert (ROOT / "outputs" / "icml2026.html").read_text(encoding="utf-8") == html, "run make demo"


def test_graph_conforms_to_the_shapes(icml_graph):
    from kg.validate import validate

    conforms, _, lines = validate(icml_graph)
    assert conforms, lines


def test_links_carry_their_evidence_confidence_and_cue(icml_graph):
    surgery = URIRef("https://w3id.org/paper-kg/resource/method/surgery")
    evidence = [a for a in icml_graph.subjects(OA.hasBody, surgery) if (a, KG.supportsLink, KG.proposes) in icml_graph]
    assert evidence, "no mention supports 'proposes Surgery'"
    (a,) = evidence
    assert 0 < float(icml_graph.value(a, KG.linkConfidence)) <= 1
    assert "dubbed" in str(icml_graph.value(a, KG.linkCue))
    # Every supported link is asserted on the paper.
    for annotation, link in icml_graph.subject_objects(KG.supportsLink):
        target = icml_graph.value(annotation, OA.hasTarget)
        paper = icml_graph.value(target, OA.hasSource)
        assert (paper, link, icml_graph.value(annotation, OA.hasBody)) in icml_graph
