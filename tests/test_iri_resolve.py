"""IRI minting (property-based) and entity resolution across papers."""

import pyoxigraph
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg.extraction import AcronymDefinition, Mention, PaperExtraction
from kg.iri import DEFAULT_BASE, InvalidIRI, IriMinter, check_base, doi_iri, slug
from kg.normalise import entity_key
from kg.records import Record, normalise_doi
from kg.resolve import repository_key, resolve

MINTER = IriMinter()


@pytest.mark.catalogue(14, 15)
@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(exclude_categories=()), min_size=1, max_size=40))
def test_minted_iris_are_always_valid(text):
    key = entity_key(text) or "x"
    iri = MINTER.entity("method", key)
    pyoxigraph.NamedNode(str(iri))
    pyoxigraph.NamedNode(str(MINTER.paper(text)))


@pytest.mark.catalogue(16)
@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(min_size=1, max_size=20), min_size=2, max_size=30, unique=True))
def test_slugs_are_injective_on_keys(texts):
    keys = {entity_key(t) for t in texts if entity_key(t)}
    assert len({slug(k) for k in keys}) == len(keys)


@pytest.mark.catalogue(14, 16)
def test_iri_meaningful_characters_stay_distinct():
    names = ["C#", "C%23", "TCP/IP", "50%", "a?b", "x:y", "..", ".", "New York", "a>b", 'x"y', "{}", "|", "\\", "^", "`"]
    iris = {str(MINTER.entity("method", entity_key(n) or "_")) for n in names}
    assert len(iris) == len(names)
    for iri in iris:
        pyoxigraph.NamedNode(iri)
        assert "/.." not in iri and not iri.endswith("/.")


@pytest.mark.catalogue(17)
def test_arxiv_ids_make_valid_paper_iris():
    assert str(MINTER.paper("hep-th/9901001")).endswith("paper/hep-th%2F9901001")
    assert MINTER.paper("2101.00001v2") != MINTER.paper("2101.00001")


@pytest.mark.parametrize(
    ("raw", "doi"),
    [("10.1145/3580305.3599256", "10.1145/3580305.3599256"), ("https://doi.org/10.48550/arXiv.2601.00001", "10.48550/arxiv.2601.00001"),
     ("doi: 10.1000/ABC#1?x", "10.1000/abc#1?x"), ("http://dx.doi.org/10.1000/x", "10.1000/x"),
     ("10.1000", None), ("not a doi", None), ("11.1000/x", None), ("10.1000/a b", None)],
)
def test_dois_are_normalised_and_make_valid_iris(raw, doi):
    assert normalise_doi(raw) == doi
    if doi:
        iri = doi_iri(doi)
        pyoxigraph.NamedNode(str(iri))
        assert "#" not in iri and "?" not in iri and str(iri).startswith("https://doi.org/10.")


@pytest.mark.catalogue(18)
@pytest.mark.parametrize("base", ["", "relative/", "https://example.org/no-slash", "not a base/"])
def test_bad_bases_are_refused(base):
    with pytest.raises(InvalidIRI):
        check_base(base)


def test_default_base():
    assert check_base(DEFAULT_BASE) == "https://w3id.org/paper-kg/resource/"


def test_entity_key_merges_surface_variants():
    assert entity_key("Sparse Autoencoders") == entity_key("sparse autoencoder") == entity_key("sparse-autoencoders")
    assert entity_key("SAEs") == entity_key("SAE")
    assert entity_key("accuracies") == "accuracy"
    # A final "+" or "*" is part of the name: U-Net++ is not U-Net, V* is not V.
    assert entity_key("U-Net++") != entity_key("U-Net") and entity_key("(U-Net++)") == entity_key("U-Net++")
    assert entity_key("V*") != entity_key("V") and entity_key("C++") == "c++"
    # A version number belongs to the name before it, however it is separated.
    assert entity_key("Wan 2.1") == entity_key("Wan2.1") == entity_key("Wan-2.1") == "wan2.1"
    assert entity_key("GPT-4o") == entity_key("GPT4o") and entity_key("Llama-3-8B") == entity_key("Llama3 8B")
    # a size after a version, and a number opening a name, stay words of their own
    assert entity_key("Qwen3-30B-A3B") == "qwen3 30b a3b" and entity_key("3D Gaussian Splatting") == "3d gaussian splatting"
    # a dimension after a word is no version: "Functionally-Intelligent 3D Reconstruction" extends "3D reconstruction"
    assert entity_key("Functionally-Intelligent 3D Reconstruction") == "functionally intelligent 3d reconstruction"
    assert entity_key("real-world 4D scenes") == "real world 4d scene" and entity_key("Gemini 3 Flash") == "gemini3 flash"


def test_a_model_written_with_and_without_a_space_before_its_version_is_one_entity():
    p1 = paper("p1", [mention("Wan2.1", "Model", 0), mention("Wan 2.1", "Model", 40)])
    corpus = resolve([p1])
    (entity,) = corpus.entities.values()
    assert entity.label in ("Wan2.1", "Wan 2.1") and set(entity.aliases) | {entity.label} == {"Wan2.1", "Wan 2.1"}


def mention(text, type_, start, rule="name-typed", relation=None, conf=0.8):
    return Mention("abstract", start, start + len(text), text, text, type_, conf, rule, relation, 0.8 if relation else None)


def paper(pid, mentions, acronyms=()):
    record = Record(id=pid, abstract="x" * 500, source="test", location=1)
    return PaperExtraction(record, list(mentions), list(acronyms))


def test_a_repository_written_with_and_without_a_final_slash_is_one():
    p1 = paper("p1", [mention("https://ahn-ml.github.io/gram-website/", "Repository", 0, "repository", "hasRepository"),
                      mention("https://ahn-ml.github.io/gram-website", "Repository", 60, "repository", "hasRepository")])
    corpus = resolve([p1])
    assert list(corpus.entities) == [("repository", "https://ahn-ml.github.io/gram-website")]
    # a slash right after the host is the site itself, kept as written
    assert repository_key("https://knows.academy/") == "https://knows.academy/"


def test_acronym_and_long_form_are_one_entity_across_papers():
    p1 = paper("p1", [mention("Property-Generated Solver", "Method", 0, "acronym", "proposes"), mention("PGS", "Method", 30, "acronym")],
               [AcronymDefinition("abstract", 0, 25, "Property-Generated Solver", "PGS")])
    p2 = paper("p2", [mention("PGS", "Method", 0, "name")])
    corpus = resolve([p1, p2])
    (eid,) = [e for e in corpus.entities if e[0] == "method"]
    entity = corpus.entities[eid]
    assert entity.label == "Property-Generated Solver" and entity.aliases == ("PGS",)
    assert {rm.entity for p in corpus.papers for rm in p.mentions} == {eid}
    assert corpus.papers[0].relations[eid] == {"proposes"}


def test_a_task_named_with_its_object_spelled_out_is_one_entity_with_its_short_form():
    # "Facial action unit (AU) detection ... AU detection benchmarks"
    p1 = paper("p1", [mention("Facial action unit (AU) detection", "Task", 0, "acronym", "addresses"),
                      mention("AU detection", "Task", 80, "term", "addresses")],
               [AcronymDefinition("abstract", 0, 18, "Facial action unit", "AU")])
    corpus = resolve([p1])
    (entity,) = corpus.entities.values()
    assert entity.type == "Task" and entity.label == "Facial action unit detection" and entity.aliases == ("AU detection",)


def test_same_short_form_with_different_long_forms_stays_apart():
    p1 = paper("p1", [mention("conformal prediction", "Method", 0, "acronym"), mention("CP", "Method", 25, "acronym")],
               [AcronymDefinition("abstract", 0, 20, "conformal prediction", "CP")])
    p2 = paper("p2", [mention("Chain Prompting", "Method", 0, "acronym"), mention("CP", "Method", 20, "acronym")],
               [AcronymDefinition("abstract", 0, 15, "Chain Prompting", "CP")])
    p3 = paper("p3", [mention("CP", "Method", 0, "name")])
    corpus = resolve([p1, p2, p3])
    keys = {e[1] for e in corpus.entities}
    assert {"conformal prediction", "chain prompting", "cp"} <= keys


def test_one_short_form_spelled_out_twice_in_a_paper_is_one_entity():
    title = "Selective Conformal Optimized Pairwise"
    full = "Selective Conformal Optimized Pairwise Evaluation"
    p1 = paper("p1", [mention(title, "Method", 0, "acronym", "proposes"), mention(full, "Method", 50, "acronym"),
                      mention("SCOPE", "Method", 110, "acronym")],
               [AcronymDefinition("title", 0, len(title), title, "SCOPE"), AcronymDefinition("abstract", 50, 50 + len(full), full, "SCOPE")])
    corpus = resolve([p1])
    (entity,) = corpus.entities.values()
    assert entity.label == full and set(entity.aliases) == {title, "SCOPE"}
    assert corpus.papers[0].relations[entity.id] == {"proposes"}


def test_task_variants_map_a_shortened_task_to_the_one_that_extends_it():
    from kg.resolve import task_variants

    assert task_variants(["pose estimation", "category level 6d pose estimation"]) == {
        "pose estimation": "category level 6d pose estimation"}
    # a chain goes to its longest; function words do not count
    assert task_variants(["text image generation", "text to image generation", "controllable text to image generation"]) == {
        "text image generation": "controllable text to image generation",
        "text to image generation": "controllable text to image generation"}
    # two ways to extend it: either could be meant
    assert task_variants(["spatial reasoning", "multi view spatial reasoning", "robotic spatial reasoning"]) == {}
    # another head is another task
    assert task_variants(["image generation", "image generation evaluation"]) == {}


def test_a_shortened_task_in_a_paper_is_the_task_it_shortens():
    full, short = "Category-Level Head Pose Estimation", "pose estimation"
    p1 = paper("p1", [mention(full, "Task", 0, "term", "addresses"), mention(short, "Task", 60, "term", "addresses")])
    # in another paper the short phrase is a task of its own
    p2 = paper("p2", [mention(short, "Task", 0, "term", "addresses")])
    # a phrase also typed otherwise in the paper is left alone
    p3 = paper("p3", [mention("object detection", "Task", 0, "term"), mention("small object detection", "Task", 40, "term"),
                      mention("object detection", "Method", 80, "term")])
    corpus = resolve([p1, p2, p3])
    full_id, short_id = ("task", "category level head pose estimation"), ("task", "pose estimation")
    assert corpus.entities[full_id].label == full and corpus.entities[full_id].aliases == (short,)
    assert {rm.entity for rm in corpus.papers[0].mentions} == {full_id}
    assert {rm.entity for rm in corpus.papers[1].mentions} == {short_id}
    assert ("task", "object detection") in {rm.entity for rm in corpus.papers[2].mentions}


def test_metric_variants_map_a_measure_taken_in_a_setting_to_the_bare_measure():
    from kg.resolve import metric_variants

    assert metric_variants(["accuracy", "no tool accuracy", "patient level accuracy"]) == {
        "no tool accuracy": "accuracy", "patient level accuracy": "accuracy"}
    # the longest bare measure that fits
    assert metric_variants(["f1", "macro f1", "averaged macro f1"]) == {"averaged macro f1": "macro f1"}
    # a word that makes another measure keeps it apart; no bare measure, nothing to map to
    assert metric_variants(["f1", "macro f1", "top 1 accuracy", "accuracy", "normalized time per output token", "time per output token"]) == {}
    assert metric_variants(["classification accuracy", "latency"]) == {}


def test_a_measure_taken_in_a_setting_is_the_measure_the_paper_names_bare():
    p1 = paper("p1", [mention("accuracy", "Metric", 0, "gazetteer"), mention("No-tool accuracy", "Metric", 40, "term"),
                      mention("PA-MPJPE", "Metric", 80, "name-typed"), mention("MPJPE", "Metric", 100, "name-typed")])
    # in another paper the qualified measure, named alone, is a node of its own
    p2 = paper("p2", [mention("No-tool accuracy", "Metric", 0, "term")])
    corpus = resolve([p1, p2], known={})
    acc = ("metric", "accuracy")
    assert {rm.entity for rm in corpus.papers[0].mentions} == {acc, ("metric", "pa mpjpe"), ("metric", "mpjpe")}
    assert "No-tool accuracy" in corpus.entities[acc].aliases and corpus.entities[acc].label == "accuracy"
    assert {rm.entity for rm in corpus.papers[1].mentions} == {("metric", "no tool accuracy")}


def test_a_short_form_never_defined_is_the_one_name_whose_initials_it_spells():
    from kg.resolve import initials_of

    assert initials_of("Lexical Anchor Tree Search") == "lats" and initials_of("Retrieval-Augmented Generation") == "rag"
    # "This paper introduces Lexical Anchor Tree Search (), ... LATS reformulates ...": the letters were lost
    p1 = paper("p1", [mention("Lexical Anchor Tree Search", "Method", 0, "name-typed", "proposes"), mention("LATS", "Method", 40, "name")])
    # two names with those initials: either could be meant
    p2 = paper("p2", [mention("Lexical Anchor Tree Search", "Method", 0, "name-typed"), mention("Latent Attention Token Selection", "Method", 40, "name-typed"),
                      mention("LATS", "Method", 80, "name")])
    corpus = resolve([p1, p2])
    long_id = ("method", "lexical anchor tree search")
    assert {rm.entity for rm in corpus.papers[0].mentions} == {long_id}
    assert "LATS" in corpus.entities[long_id].aliases
    assert ("method", entity_key("LATS")) in {rm.entity for rm in corpus.papers[1].mentions}


def test_one_name_is_one_node_whatever_single_mentions_say():
    p1 = paper("p1", [mention("SciPredict", "Benchmark", 0, "name-typed", "introduces"), mention("SciPredict", "Method", 40, "name")])
    corpus = resolve([p1])
    assert len(corpus.entities) == 1
    (entity,) = corpus.entities.values()
    assert entity.type == "Benchmark" and corpus.papers[0].relations[entity.id] == {"introduces"}


def test_a_known_name_is_the_gazetteers_entity_under_its_label():
    from kg.extract.lexicon import GazetteerEntry
    from kg.resolve import known_names

    known = known_names([GazetteerEntry("F1", "Metric", ("F1 score", "F1-score")), GazetteerEntry("super-resolution", "Task", ("SR",)),
                         GazetteerEntry("symbolic regression", "Method", ("SR",))])
    assert "sr" not in known  # a form two entries share names neither
    p1 = paper("p1", [mention("F1 scores", "Metric", 0, "gazetteer")])
    p2 = paper("p2", [mention("F1-score", "Metric", 0, "gazetteer"), mention("F1", "Metric", 20, "gazetteer")])
    corpus = resolve([p1, p2], known=known)
    (entity,) = corpus.entities.values()
    assert entity.label == "F1" and set(entity.aliases) == {"F1 scores", "F1-score"}
    # a form found by another rule is left to the others: a paper's own definition may mean something else
    corpus = resolve([paper("p3", [mention("F1 score", "Metric", 0, "term")])], known=known)
    assert [e.label for e in corpus.entities.values()] == ["F1 score"]
    # without known names each written form is its own
    assert len(resolve([p1, p2], known={}).entities) == 2
    # the bundled gazetteer is the default
    assert [e.label for e in resolve([p1]).entities.values()] == ["F1"]


def test_min_confidence_drops_uncertain_mentions():
    p1 = paper("p1", [mention("GRPO", "Method", 0, conf=0.9), mention("Foo", "Method", 10, conf=0.3)])
    corpus = resolve([p1], min_confidence=0.5)
    assert {e.label for e in corpus.entities.values()} == {"GRPO"}


def test_a_benchmark_named_for_the_papers_system_is_its_own():
    from kg.resolve import named_after

    p1 = paper("p1", [mention("BRIDGE", "Method", 0, "name-typed", "proposes"),
                      mention("BRIDGE-Bench", "Benchmark", 30, "name-typed", "evaluatesOn"),
                      mention("MagicBrush", "Benchmark", 50, "name-typed", "evaluatesOn")])
    corpus = resolve([p1])
    by_label = {e.label: e.id for e in corpus.entities.values()}
    relations = corpus.papers[0].relations
    assert "introduces" in relations[by_label["BRIDGE-Bench"]]
    assert "introduces" not in relations[by_label["MagicBrush"]]
    # another paper's benchmark with the same prefix is not this paper's
    p2 = paper("p2", [mention("BRIDGE-Bench", "Benchmark", 0, "name-typed", "evaluatesOn")])
    corpus = resolve([p2])
    assert not any("introduces" in r for r in corpus.papers[0].relations.values())
    assert named_after("FooSet", "Foo") and named_after("Foo Bench", "Foo") and not named_after("Foobar", "Foo")


def test_members_of_the_papers_coined_family_are_its_own():
    from kg.resolve import same_coined_stem

    # "we present M2E-UAV, a benchmark ... We provide M2E-Point, a baseline"
    p1 = paper("p1", [mention("M2E-UAV", "Benchmark", 0, "name-typed", "introduces"),
                      mention("M2E-Point", "Method", 30, "name", None),
                      mention("PointNet", "Method", 50, "name", None)])
    corpus = resolve([p1])
    by_label = {e.label: e.id for e in corpus.entities.values()}
    relations = corpus.papers[0].relations
    assert "proposes" in relations[by_label["M2E-Point"]]
    assert not relations[by_label["PointNet"]] & {"proposes", "introduces"}
    # a benchmark named like the paper's system may be the one it is evaluated on
    p2 = paper("p2", [mention("WebGen-Agent", "Method", 0, "name-typed", "proposes"),
                      mention("WebGen-Bench", "Benchmark", 30, "name-typed", "evaluatesOn")])
    corpus = resolve([p2])
    by_label = {e.label: e.id for e in corpus.entities.values()}
    assert not corpus.papers[0].relations[by_label["WebGen-Bench"]] & {"proposes", "introduces"}
    assert same_coined_stem("DF3DV-41", "DF3DV-1K") and not same_coined_stem("Multi-Agent", "Multi-Task")
    assert not same_coined_stem("3DGS-based novel view synthesis", "3DGS-HPC")


def test_a_bare_family_name_after_the_one_model_of_it_named_in_full_is_that_model():
    # "... Gemini-2.5-Flash, GPT-5-mini ... Gemini achieves 80-86% accuracy"
    p1 = paper("p1", [mention("Gemini-2.5-Flash", "Model", 0), mention("GPT-5-mini", "Model", 30), mention("Gemini", "Model", 80)])
    # several of the family named in full, or the bare name first: the family
    p2 = paper("p2", [mention("Pythia-410M", "Model", 0), mention("Pythia-1.4B", "Model", 20), mention("Pythia", "Model", 60)])
    p3 = paper("p3", [mention("Claude", "Model", 0), mention("Claude-Haiku-4.5", "Model", 40)])
    # a name that only starts with the family's letters is none of it
    p4 = paper("p4", [mention("GPTQ", "Method", 0), mention("GPT", "Model", 40)])
    corpus = resolve([p1, p2, p3, p4], known={})
    gemini = ("method", entity_key("Gemini-2.5-Flash"))
    assert {rm.entity for rm in corpus.papers[0].mentions} == {gemini, ("method", entity_key("GPT-5-mini"))}
    assert "Gemini" in corpus.entities[gemini].aliases
    assert ("method", "pythia") in {rm.entity for rm in corpus.papers[1].mentions}
    assert ("method", "claude") in {rm.entity for rm in corpus.papers[2].mentions}
    assert ("method", "gpt") in {rm.entity for rm in corpus.papers[3].mentions}
    # the paper's own model of the family is built on it: "DINO-R1 ... DINO"
    p5 = paper("p5", [mention("DINO-R1", "Model", 0, "name-typed", "proposes"), mention("DINO", "Model", 40)])
    corpus = resolve([p5], known={})
    assert ("method", "dino") in {rm.entity for rm in corpus.papers[0].mentions}


def test_a_definition_the_paper_proposes_as_a_technique_is_one_entity_with_the_task_its_head_made_of_it():
    # the title "Automated Semantic Rules Detection (ASRD) for ..." types the definition by its head,
    # the abstract's "we propose ASRD, ..." makes it the paper's technique
    defs = [AcronymDefinition("abstract", 0, 34, "Automated Semantic Rules Detection", "ASRD")]
    p1 = paper("p1", [mention("Automated Semantic Rules Detection", "Task", 0, "acronym", "addresses"), mention("ASRD", "Task", 36, "acronym"),
                      mention("ASRD", "Method", 90, "acronym", "proposes")], defs)
    corpus = resolve([p1])
    (entity,) = corpus.entities.values()
    assert entity.type == "Method" and corpus.papers[0].relations[entity.id] >= {"proposes"}
    # a benchmark or dataset the title defines keeps its kind
    p2 = paper("p2", [mention("Automated Semantic Rules Detection", "Dataset", 0, "acronym", "introduces"),
                      mention("ASRD", "Method", 90, "acronym", "proposes")], defs)
    assert {e.type for e in resolve([p2]).entities.values()} == {"Dataset", "Method"}


def test_a_name_with_its_kind_word_beside_the_bare_name_is_one_entity():
    # "The Arbiter Agent: ..." in the title, "We introduce the Arbiter, an agent ..." in the abstract
    p1 = paper("p1", [mention("Arbiter Agent", "Method", 0, "name-typed", "proposes"), mention("Arbiter", "Method", 40)])
    # a kind word in lower case, or a name the paper never writes bare, stays as written
    p2 = paper("p2", [mention("Coralscapes Dataset", "Dataset", 0), mention("Mouse Lockbox Dataset", "Dataset", 40),
                      mention("Coralscapes", "Dataset", 90), mention("Tandem", "Method", 120), mention("Tandem system", "Method", 140)])
    corpus = resolve([p1, p2], known={})
    assert {rm.entity for rm in corpus.papers[0].mentions} == {("method", "arbiter")}
    arbiter = corpus.entities[("method", "arbiter")]
    assert {arbiter.label, *arbiter.aliases} == {"Arbiter", "Arbiter Agent"}
    entities = {rm.entity for rm in corpus.papers[1].mentions}
    assert ("dataset", entity_key("Coralscapes Dataset")) not in entities
    assert ("dataset", entity_key("Coralscapes")) in entities and ("dataset", entity_key("Mouse Lockbox Dataset")) in entities
    assert ("method", entity_key("Tandem system")) in entities
