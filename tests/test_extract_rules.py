"""The typing and precision rules of the entity extractor, each on a hand-built Doc.

Every doc carries the tags and parse a parser would give, set by hand (see
tests/test_extract_doc.py), so each test shows the one structure its rule reads.
"""

from kg.extract.acronyms import find_abbreviations
from kg.extract.candidates import coordinated_type, gazetteer_candidates
from kg.extract.overlaps import resolve_overlaps
from kg.extract.definition_types import is_coined_long_form
from kg.extract.document import Candidate
from kg.extract.entities import extract_entities
from kg.extract.name_spans import is_plain_title_case, name_spans
from kg.extract.measures import is_measured
from kg.extract.name_forms import known_type
from kg.extract.name_types import gazetteer_index, type_name
from kg.extract.relations import is_contribution
from kg.extract.term_roles import is_description
from tests.test_extract_doc import LEX, NLP, make, parsed

GAZ = gazetteer_index(LEX)


def _types(doc) -> dict[str, str]:
    return {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}


def test_a_known_name_keeps_its_type_before_the_noun_it_modifies():
    # "long chain-of-thought (CoT) reasoning": the definition modifies a task noun
    words = ["long", "chain-of-thought", "(", "CoT", ")", "reasoning"]
    doc = make(words, ["ADJ", "NOUN", "PUNCT", "PROPN", "PUNCT", "NOUN"], ["JJ", "NN", "-LRB-", "NNP", "-RRB-", "NN"],
               ["amod", "compound", "punct", "appos", "punct", "ROOT"], [5, 5, 1, 1, 1, 5],
               spaces=[True, True, False, False, True, False])
    assert _types(doc)["chain-of-thought"] == "Method"


def test_a_coined_title_case_process_name_is_a_method():
    # "Gradient-based Entropy Optimization (GEO) identifies regions"
    words = ["Gradient-based", "Entropy", "Optimization", "(", "GEO", ")", "identifies", "regions"]
    doc = make(words, ["ADJ", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "VERB", "NOUN"],
               ["JJ", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", "VBZ", "NNS"],
               ["amod", "compound", "nsubj", "punct", "appos", "punct", "ROOT", "dobj"], [2, 2, 6, 2, 2, 2, 6, 6],
               spaces=[True, True, True, False, False, True, True, False])
    types = _types(doc)
    assert types["Gradient-based Entropy Optimization"] == "Method" and types["GEO"] == "Method"
    # written in lower case, the same head names the problem
    words = ["combinatorial", "optimization", "(", "CO", ")", "matters"]
    doc = make(words, ["ADJ", "NOUN", "PUNCT", "PROPN", "PUNCT", "VERB"], ["JJ", "NN", "-LRB-", "NNP", "-RRB-", "VBZ"],
               ["amod", "nsubj", "punct", "appos", "punct", "ROOT"], [1, 5, 1, 1, 1, 5],
               spaces=[True, True, False, False, True, False])
    assert _types(doc)["combinatorial optimization"] == "Task"
    # "Event Semantic Temporal Alignment (ESTA) aligns context": a coined alignment is a technique
    words = ["Event", "Semantic", "Temporal", "Alignment", "(", "ESTA", ")", "aligns", "context"]
    doc = make(words, ["PROPN"] * 4 + ["PUNCT", "PROPN", "PUNCT", "VERB", "NOUN"], ["NNP"] * 4 + ["-LRB-", "NNP", "-RRB-", "VBZ", "NN"],
               ["compound", "compound", "compound", "nsubj", "punct", "appos", "punct", "ROOT", "dobj"], [3, 3, 3, 7, 3, 3, 3, 7, 7],
               spaces=[True, True, True, True, False, False, True, True, False])
    assert _types(doc)["Event Semantic Temporal Alignment"] == "Method"
    assert is_coined_long_form("Masked Image Modeling") and not is_coined_long_form("lung ultrasound")


def test_a_known_plural_technique_is_no_kind():
    assert known_type("Generative Adversarial Networks", GAZ) == "Method"
    words = ["Generative", "Adversarial", "Networks", "(", "GANs", ")", "fail"]
    doc = make(words, ["PROPN"] * 3 + ["PUNCT", "PROPN", "PUNCT", "VERB"], ["NNP", "NNP", "NNPS", "-LRB-", "NNP", "-RRB-", "VBP"],
               ["compound", "compound", "nsubj", "punct", "appos", "punct", "ROOT"], [2, 2, 6, 2, 2, 2, 6],
               spaces=[True, True, True, False, False, True, False])
    assert _types(doc)["Generative Adversarial Networks"] == "Method"
    # a class of models stays a kind
    words = ["Large", "Language", "Models", "(", "LLMs", ")", "fail"]
    doc = make(words, ["PROPN"] * 3 + ["PUNCT", "PROPN", "PUNCT", "VERB"], ["NNP", "NNP", "NNPS", "-LRB-", "NNP", "-RRB-", "VBP"],
               ["compound", "compound", "nsubj", "punct", "appos", "punct", "ROOT"], [2, 2, 6, 2, 2, 2, 6],
               spaces=[True, True, True, False, False, True, False])
    assert not {"Large Language Models", "LLMs"} & set(_types(doc))


def test_gazetteer_names_match_in_the_plural():
    doc = NLP("We train diffusion models and a transformer-based net.")
    found = [(c.text, c.type) for c in gazetteer_candidates(doc, LEX, GAZ)]
    assert ("diffusion models", "Method") in found
    assert not any(text.startswith("transformer-") for text, _ in found)
    # a mixed-case entry matches however the paper capitalises it, and its spelled-out alias too
    doc = NLP("An LLM-as-a-Judge re-scoring agrees with LLM as a judge scores.")
    found = [(c.text, c.type) for c in gazetteer_candidates(doc, LEX, GAZ)]
    assert ("LLM-as-a-Judge", "Method") in found and ("LLM as a judge", "Method") in found
    # a known benchmark or dataset with an edition word after it is that edition, named whole
    doc = NLP("We evaluate on CheXpert Plus, LongBench Pro and MMLU, and convert with TensorFlow Lite.")
    found = [(c.text, c.type) for c in gazetteer_candidates(doc, LEX, GAZ)]
    assert ("CheXpert Plus", "Dataset") in found and ("LongBench Pro", "Benchmark") in found and ("MMLU", "Benchmark") in found
    assert not any(text == "TensorFlow Lite" for text, _ in found)  # a technique's edition is left to the name rules
    # a known short form of a measure with its threshold written on is that measure at the threshold
    doc = NLP("We report AP50, AP75 and AP50:95 on COCO, and F150 elsewhere.")
    found = [(c.text, c.type) for c in gazetteer_candidates(doc, LEX, GAZ)]
    assert {("AP50", "Metric"), ("AP75", "Metric"), ("AP50:95", "Metric")} <= set(found)
    assert not any(text.startswith("F1") for text, _ in found)  # "F150" is no threshold of F1


def _kind_phrase(words, deps, heads, tags, pos):
    return make(words, pos, tags, deps, heads, spaces=[not w in (",",) and i + 1 < len(words) and words[i + 1] not in (",", ".") for i, w in enumerate(words)])


def test_a_kind_phrase_beside_a_name_describes_it():
    # "CoWorld-VLA , a world reasoning framework ."
    words = ["CoWorld-VLA", ",", "a", "world", "reasoning", "framework", "."]
    doc = _kind_phrase(words, ["ROOT", "punct", "det", "compound", "compound", "appos", "punct"], [0, 0, 5, 5, 5, 0, 0],
                       ["NNP", ",", "DT", "NN", "NN", "NN", "."], ["PROPN", "PUNCT", "DET", "NOUN", "NOUN", "NOUN", "PUNCT"])
    assert is_description(list(doc[3:6]), LEX)
    assert "world reasoning framework" not in _types(doc)


def test_a_kind_phrase_with_a_name_set_off_after_it_describes_the_name():
    # "we introduce an agentic research system , Iteris , designed for X ."
    words = ["we", "introduce", "an", "agentic", "research", "system", ",", "Iteris", ",", "designed", "for", "X", "."]
    doc = _kind_phrase(words, ["nsubj", "ROOT", "det", "amod", "compound", "dobj", "punct", "appos", "punct", "acl", "prep", "pobj", "punct"],
                       [1, 1, 5, 5, 5, 1, 5, 5, 5, 5, 9, 10, 1],
                       ["PRP", "VBP", "DT", "JJ", "NN", "NN", ",", "NNP", ",", "VBN", "IN", "NNP", "."],
                       ["PRON", "VERB", "DET", "ADJ", "NOUN", "NOUN", "PUNCT", "PROPN", "PUNCT", "VERB", "ADP", "PROPN", "PUNCT"])
    assert is_description(list(doc[3:6]), LEX)
    # a common noun after the comma names nothing: the phrase is the paper's own unnamed system
    words[7], doc = "research", None
    doc = _kind_phrase(words, ["nsubj", "ROOT", "det", "amod", "compound", "dobj", "punct", "appos", "punct", "acl", "prep", "pobj", "punct"],
                       [1, 1, 5, 5, 5, 1, 5, 5, 5, 5, 9, 10, 1],
                       ["PRP", "VBP", "DT", "JJ", "NN", "NN", ",", "NN", ",", "VBN", "IN", "NNP", "."],
                       ["PRON", "VERB", "DET", "ADJ", "NOUN", "NOUN", "PUNCT", "NOUN", "PUNCT", "VERB", "ADP", "PROPN", "PUNCT"])
    assert not is_description(list(doc[3:6]), LEX)


def test_a_kind_phrase_set_off_after_a_name_describes_it_where_the_parser_made_it_a_second_object():
    # "we propose ArtiCAD , a multi-agent system ." parsed with "system" as a second object of "propose"
    words = ["we", "propose", "ArtiCAD", ",", "a", "multi-agent", "system", "."]
    doc = _kind_phrase(words, ["nsubj", "ROOT", "dobj", "punct", "det", "amod", "dobj", "punct"], [1, 1, 1, 1, 6, 6, 1, 1],
                       ["PRP", "VBP", "NNP", ",", "DT", "JJ", "NN", "."], ["PRON", "VERB", "PROPN", "PUNCT", "DET", "ADJ", "NOUN", "PUNCT"])
    assert is_description(list(doc[5:7]), LEX)
    # without the name before the comma it is the paper's own unnamed system
    words = ["we", "propose", "it", ",", "a", "multi-agent", "system", "."]
    doc = _kind_phrase(words, ["nsubj", "ROOT", "dobj", "punct", "det", "amod", "dobj", "punct"], [1, 1, 1, 1, 6, 6, 1, 1],
                       ["PRP", "VBP", "PRP", ",", "DT", "JJ", "NN", "."], ["PRON", "VERB", "PRON", "PUNCT", "DET", "ADJ", "NOUN", "PUNCT"])
    assert not is_description(list(doc[5:7]), LEX)


def test_a_kind_phrase_is_an_entity_as_the_papers_unnamed_contribution():
    # "we propose a sparse diffusion framework ." / "the model uses a frozen base model ."
    words = ["we", "propose", "a", "sparse", "voxel", "diffusion", "framework", "."]
    doc = _kind_phrase(words, ["nsubj", "ROOT", "det", "amod", "compound", "compound", "dobj", "punct"], [1, 1, 6, 6, 6, 6, 1, 1],
                       ["PRP", "VBP", "DT", "JJ", "NN", "NN", "NN", "."], ["PRON", "VERB", "DET", "ADJ", "NOUN", "NOUN", "NOUN", "PUNCT"])
    assert not is_description(list(doc[3:7]), LEX)
    words = ["it", "uses", "the", "frozen", "base", "model", "."]
    doc = _kind_phrase(words, ["nsubj", "ROOT", "det", "amod", "compound", "dobj", "punct"], [1, 1, 5, 5, 5, 1, 1],
                       ["PRP", "VBZ", "DT", "VBN", "NN", "NN", "."], ["PRON", "VERB", "DET", "VERB", "NOUN", "NOUN", "PUNCT"])
    assert is_description(list(doc[3:6]), LEX)


def test_a_kind_phrase_the_presented_system_takes_in_is_an_entity():
    # "Tandem introduces a cost-aware termination mechanism ."
    words = ["Tandem", "introduces", "a", "termination", "mechanism", "."]
    doc = _kind_phrase(words, ["nsubj", "ROOT", "det", "compound", "dobj", "punct"], [1, 1, 4, 4, 1, 1],
                       ["NNP", "VBZ", "DT", "NN", "NN", "."], ["PROPN", "VERB", "DET", "NOUN", "NOUN", "PUNCT"])
    doc[1].lemma_ = "introduce"
    assert not is_description(list(doc[3:5]), LEX)
    # "our framework employs a ... mechanism"
    words = ["our", "framework", "employs", "a", "termination", "mechanism", "."]
    doc = _kind_phrase(words, ["poss", "nsubj", "ROOT", "det", "compound", "dobj", "punct"], [1, 2, 2, 5, 5, 2, 2],
                       ["PRP$", "NN", "VBZ", "DT", "NN", "NN", "."], ["PRON", "NOUN", "VERB", "DET", "NOUN", "NOUN", "PUNCT"])
    doc[2].lemma_ = "employ"
    assert not is_description(list(doc[4:6]), LEX)
    # a system someone else presents, or one named with an article, describes a part of it
    words = ["the", "baseline", "employs", "a", "termination", "mechanism", "."]
    doc = _kind_phrase(words, ["det", "nsubj", "ROOT", "det", "compound", "dobj", "punct"], [1, 2, 2, 5, 5, 2, 2],
                       ["DT", "NN", "VBZ", "DT", "NN", "NN", "."], ["DET", "NOUN", "VERB", "DET", "NOUN", "NOUN", "PUNCT"])
    doc[2].lemma_ = "employ"
    assert is_description(list(doc[4:6]), LEX)


def test_a_measured_name_is_a_metric():
    # "reducing AURC", "Top-1: 55.13%", "gains of 20% in minADE and minFDE"
    doc = make(["reducing", "AURC"], ["VERB", "PROPN"], ["VBG", "NNP"], ["ROOT", "dobj"], [0, 0])
    assert is_measured(doc[1:2], LEX) and type_name(doc[1:2], LEX, {})[0] == "Metric"
    doc = make(["on", "ELLAR", "(", "Top-1", ":", "55.13", "%", ")"], ["ADP", "PROPN", "PUNCT", "PROPN", "PUNCT", "NUM", "NOUN", "PUNCT"],
               ["IN", "NNP", "-LRB-", "NNP", ":", "CD", "NN", "-RRB-"], ["ROOT", "pobj", "punct", "appos", "punct", "nummod", "appos", "punct"],
               [0, 0, 1, 1, 3, 6, 3, 1], spaces=[True, True, False, False, True, False, False, False])
    assert is_measured(doc[3:4], LEX) and not is_measured(doc[1:2], LEX)
    words = ["gains", "of", "20", "%", "in", "minADE", "and", "minFDE"]
    doc = make(words, ["NOUN", "ADP", "NUM", "NOUN", "ADP", "PROPN", "CCONJ", "PROPN"], ["NNS", "IN", "CD", "NN", "IN", "NNP", "CC", "NNP"],
               ["ROOT", "prep", "nummod", "pobj", "prep", "pobj", "cc", "conj"], [0, 0, 3, 1, 3, 4, 5, 5],
               spaces=[True, True, False, True, True, True, True, False])
    assert is_measured(doc[5:6], LEX) and is_measured(doc[7:8], LEX)
    # a name a measure is "of" is what is measured: "the performance of Search-R1 from 0.403 to 0.442"
    for noun in ("performance", "accuracy"):
        doc = parsed(f"improves the {noun} of FooNet from 0.4 to 0.5",
                     "VBZ ROOT 0; DT det 2; NN dobj 0; IN prep 2; NNP pobj 3; IN prep 0; CD pobj 5; TO prep 0; CD pobj 7")
        assert not is_measured(doc[4:5], LEX), noun
    doc = parsed("reduces FID from 10 to 5", "VBZ ROOT 0; NNP dobj 0; IN prep 0; CD pobj 2; TO prep 0; CD pobj 4")
    assert is_measured(doc[1:2], LEX)
    # a change of score after a name "on" which it was taken makes it the benchmark
    doc = parsed("reduces tokens on FooEval24 from 2.5 to 0.4",
                 "VBZ ROOT 0; NNS dobj 0; IN prep 0; NNP pobj 2; IN prep 0; CD pobj 4; TO prep 0; CD pobj 6")
    assert not is_measured(doc[3:4], LEX) and type_name(doc[3:4], LEX, {})[0] == "Benchmark"


def test_a_short_form_after_a_score_and_its_modifier_is_measured():
    # "gains : +4.10 % ad GMV": one modifier between the score and the name
    doc = parsed("gains : +4.10 % ad GMV", "NNS ROOT 0; : punct 0; CD nummod 3; NN compound 5; NN compound 5; NNP appos 0")
    assert is_measured(doc[5:6], LEX) and type_name(doc[5:6], LEX, {})[0] == "Metric"
    assert _types(doc).get("ad GMV") == "Metric"  # the noun modifier says which measure
    # a preposition between leaves it: "45 % against PGD"
    doc = parsed("drops 45 % against PGD", "VBZ ROOT 0; CD nummod 2; NN dobj 0; IN prep 0; NNP pobj 3")
    assert not is_measured(doc[4:5], LEX)
    # counted things, not measures: "13.3 % fewer Gaussians", "15.3 % relevant PMIDs"
    for name in ("Gaussians", "PMIDs"):
        doc = parsed(f"uses 13.3 % fewer {name}", "VBZ ROOT 0; CD nummod 2; NN npadvmod 3; JJR amod 4; NNPS dobj 0")
        assert not is_measured(doc[4:5], LEX), name


def test_plain_title_case_names_no_cue_types_are_left_out():
    assert is_plain_title_case("Black Rock Desert") and not is_plain_title_case("Hibiki-Zero")
    assert not is_plain_title_case("FutureOmni") and not is_plain_title_case("GRPO")
    # "sculpted in Odisha ." : no cue, no entity
    doc = make(["sculpted", "in", "Odisha", "."], ["VERB", "ADP", "PROPN", "PUNCT"], ["VBN", "IN", "NNP", "."],
               ["ROOT", "prep", "pobj", "punct"], [0, 0, 1, 0], spaces=[True, True, False, False])
    assert "Odisha" not in _types(doc)
    # the paper's own system keeps a plain name: "we propose Surgery ."
    doc = make(["we", "propose", "Surgery", "."], ["PRON", "VERB", "PROPN", "PUNCT"], ["PRP", "VBP", "NNP", "."],
               ["nsubj", "ROOT", "dobj", "punct"], [1, 1, 1, 1], spaces=[True, True, False, False])
    assert _types(doc)["Surgery"] == "Method"


def test_plain_hyphened_words_before_a_plural_kind_in_title_case_are_no_name():
    from kg.extract.name_types import before_kind_in_title_case

    # "While Vision - Language Models excel ."
    words = ["While", "Vision", "-", "Language", "Models", "excel", "."]
    doc = make(words, ["SCONJ", "PROPN", "PUNCT", "PROPN", "PROPN", "VERB", "PUNCT"], ["IN", "NNP", "HYPH", "NNP", "NNPS", "VBP", "."],
               ["mark", "compound", "punct", "compound", "nsubj", "ROOT", "punct"], [5, 3, 3, 4, 5, 5, 5],
               spaces=[True, False, False, True, True, False, False])
    assert before_kind_in_title_case(doc[1:4], LEX)
    assert "Vision-Language" not in _types(doc)
    # a singular kind word may follow a name: "the Segment - Anything Model"
    doc = make(["the", "Segment", "-", "Anything", "Model"], ["DET", "PROPN", "PUNCT", "PROPN", "PROPN"],
               ["DT", "NNP", "HYPH", "NNP", "NNP"], ["det", "compound", "punct", "compound", "ROOT"], [4, 3, 3, 4, 4],
               spaces=[True, False, False, True, False])
    assert not before_kind_in_title_case(doc[1:4], LEX)


def test_a_task_defined_before_plural_systems_names_the_task():
    # "privacy - preserving face recognition ( PPFR ) systems gain ground ."
    def doc_with(kind, tag):
        words = ["privacy", "-", "preserving", "face", "recognition", "(", "PPFR", ")", kind, "gain", "ground", "."]
        return make(words, ["NOUN", "PUNCT", "VERB", "NOUN", "NOUN", "PUNCT", "PROPN", "PUNCT", "NOUN", "VERB", "NOUN", "PUNCT"],
                    ["NN", "HYPH", "VBG", "NN", "NN", "-LRB-", "NNP", "-RRB-", tag, "VBP", "NN", "."],
                    ["npadvmod", "punct", "amod", "compound", "compound", "punct", "appos", "punct", "nsubj", "ROOT", "dobj", "punct"],
                    [2, 2, 4, 4, 8, 4, 4, 4, 9, 9, 9, 9],
                    spaces=[False, False, True, True, True, False, False, True, True, True, False, False],
                    lemmas=["privacy", "-", "preserve", "face", "recognition", "(", "PPFR", ")", kind.rstrip("s"), "gain", "ground", "."])

    assert _types(doc_with("systems", "NNS"))["privacy-preserving face recognition"] == "Task"
    # one part of a system is the system's own: "the ... (PPFR) module"
    assert _types(doc_with("module", "NN"))["privacy-preserving face recognition"] == "Method"
    # a hyphenated task word is read whole: "compress super - resolution ( SR ) models"
    words = ["compress", "super", "-", "resolution", "(", "SR", ")", "models", "."]
    doc = make(words, ["VERB", "ADJ", "PUNCT", "NOUN", "PUNCT", "PROPN", "PUNCT", "NOUN", "PUNCT"],
               ["VB", "JJ", "HYPH", "NN", "-LRB-", "NNP", "-RRB-", "NNS", "."],
               ["ROOT", "amod", "punct", "compound", "punct", "appos", "punct", "dobj", "punct"], [0, 3, 3, 7, 3, 3, 3, 0, 0],
               spaces=[True, False, False, True, False, False, True, False, False],
               lemmas=["compress", "super", "-", "resolution", "(", "SR", ")", "model", "."])
    assert _types(doc)["super-resolution"] == "Task"
    # so is a task in Title Case: "existing Zero-Shot Action Recognition (ZS-AR) models"
    doc = parsed("existing Zero-Shot Action Recognition (ZS-AR) models fail.",
                 "VBG amod 11; NNP compound 3; HYPH punct 3; NNP compound 5; NNP compound 6; NNP compound 11; "
                 "-LRB- punct 6; NNP compound 9; HYPH punct 9; NNP appos 6; -RRB- punct 6; NNS nsubj 12; VBP ROOT 12; . punct 12",
                 lemmas={"models": "model", "existing": "exist", "fail": "fail"})
    assert _types(doc)["Zero-Shot Action Recognition"] == "Task"


def test_a_measure_made_an_adjective_with_high_or_low_is_no_metric():
    from kg.extract.terms import type_term

    def typed(words):
        doc = make(words, ["ADJ", "PUNCT", "NOUN"][: len(words)] if len(words) == 3 else ["ADJ", "NOUN"],
                   ["JJ", "HYPH", "NN"] if len(words) == 3 else ["JJ", "NN"],
                   ["amod", "punct", "ROOT"] if len(words) == 3 else ["amod", "ROOT"], [2, 2, 2] if len(words) == 3 else [1, 1],
                   spaces=[False, False, False] if len(words) == 3 else [True, False])
        result = type_term(list(doc), LEX)
        return result and (result[0], " ".join(t.text for t in result[1]))

    assert not typed(["high", "-", "fidelity"]) and not typed(["low", "-", "latency"])  # "high-fidelity data"
    assert typed(["high", "latency"]) == ("Metric", "latency")  # measured: "high latency" is latency
    assert typed(["sensing", "-", "accuracy"])[0] == "Metric"  # a hyphened measure of something stays one


def test_a_size_is_a_measure_only_of_the_system_itself():
    from kg.extract.terms import type_term

    def typed(words):
        doc = make(words, ["NOUN"] * len(words), ["NN"] * len(words), ["compound"] * (len(words) - 1) + ["ROOT"],
                   [len(words) - 1] * len(words))
        return type_term(list(doc), LEX)

    assert typed(["model", "size"])[0] == "Metric"
    assert typed(["effect", "size"])[0] == "Metric"
    assert typed(["batch", "size"]) is None and typed(["dataset", "size"]) is None and typed(["size"]) is None


def test_a_rate_chosen_for_training_or_transmission_is_no_measure():
    from kg.extract.measures import is_setting_rate
    from kg.extract.terms import type_term

    def typed(words):
        doc = make(words, ["NOUN"] * len(words), ["NN"] * len(words), ["compound"] * (len(words) - 1) + ["ROOT"],
                   [len(words) - 1] * len(words))
        return type_term(list(doc), LEX)

    assert typed(["coding", "rate"]) is None and typed(["pruning", "rate"]) is None
    assert typed(["success", "rate"])[0] == "Metric" and typed(["error", "rate"])[0] == "Metric"
    assert is_setting_rate(["learning", "rate"], LEX) and not is_setting_rate(["win", "rate"], LEX)
    # the definition "the learning rate (LR)" is no metric either, nor are the uses of its short form
    text = "We tune the learning rate (LR) and report the success rate. The LR is small."
    abbrevs = find_abbreviations(text)
    types = {c.text: c.type for c in extract_entities(NLP(text), LEX, abbrevs, [])}
    assert "learning rate" not in types and "LR" not in types and types.get("success rate") == "Metric"


def test_a_head_that_alone_names_nothing_needs_its_modifier():
    from kg.extract.terms import type_term

    # "infer it during play", "a penalty": the bare word; "role-play", "feature engineering" name techniques
    for word in ("play", "engineering", "penalty"):
        doc = make([word], ["NOUN"], ["NN"], ["ROOT"], [0])
        assert type_term(list(doc), LEX) is None, word
    doc = make(["role", "-", "play"], ["NOUN", "PUNCT", "NOUN"], ["NN", "HYPH", "NN"], ["compound", "punct", "ROOT"], [2, 2, 2],
               spaces=[False, False, False])
    assert type_term(list(doc), LEX)[0] == "Method"
    doc = make(["feature", "engineering"], ["NOUN", "NOUN"], ["NN", "NN"], ["compound", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX)[0] == "Method"


def test_a_bench_name_called_an_evaluation_framework_is_a_benchmark():
    def typed(modifier):
        words = ["we", "introduce", "CLVG-Bench", ",", "an", modifier, "framework", "."]
        doc = make(words, ["PRON", "VERB", "PROPN", "PUNCT", "DET", "NOUN" if modifier == "evaluation" else "ADJ", "NOUN", "PUNCT"],
                   ["PRP", "VBP", "NNP", ",", "DT", "NN" if modifier == "evaluation" else "JJ", "NN", "."],
                   ["nsubj", "ROOT", "dobj", "punct", "det", "compound" if modifier == "evaluation" else "amod", "appos", "punct"],
                   [1, 1, 1, 2, 6, 6, 2, 1], spaces=[True, True, False, True, True, True, False, False])
        return type_name(doc[2:3], LEX, GAZ)[0]

    assert typed("evaluation") == "Benchmark"
    assert typed("extensible") == "Method"  # "VTBench, a systematic and extensible framework that re-examines ..."


def test_a_known_technique_in_ing_used_as_a_verb_is_no_mention():
    # "... , boosting the details ." against "we apply boosting ."
    words = ["patches", ",", "boosting", "the", "details", "."]
    doc = make(words, ["NOUN", "PUNCT", "VERB", "DET", "NOUN", "PUNCT"], ["NNS", ",", "VBG", "DT", "NNS", "."],
               ["ROOT", "punct", "advcl", "det", "dobj", "punct"], [0, 0, 0, 4, 2, 0], spaces=[False, True, True, True, False, False])
    assert "boosting" not in _types(doc)
    doc = make(["we", "apply", "boosting", "."], ["PRON", "VERB", "NOUN", "PUNCT"], ["PRP", "VBP", "NN", "."],
               ["nsubj", "ROOT", "dobj", "punct"], [1, 1, 1, 1], spaces=[True, True, False, False])
    assert _types(doc)["boosting"] == "Method"


def test_a_score_in_parentheses_after_a_name_does_not_type_it():
    # "DeepSeek-CoT ( Kappa = 0.893 )": the name's score, not what the name is
    words = ["with", "DeepSeek-CoT", "(", "Kappa", "=", "0.893", ")", "."]
    doc = make(words, ["ADP", "PROPN", "PUNCT", "PROPN", "PUNCT", "NUM", "PUNCT", "PUNCT"],
               ["IN", "NNP", "-LRB-", "NNP", "SYM", "CD", "-RRB-", "."],
               ["ROOT", "pobj", "punct", "appos", "punct", "nummod", "punct", "punct"], [0, 0, 1, 1, 3, 3, 1, 0],
               spaces=[True, True, False, True, True, False, False, False])
    typed = type_name(doc[1:2], LEX, GAZ)
    assert typed is None or typed[0] != "Metric"
    # a kappa is a measure: "a quadratic weighted kappa of 0.88"
    from kg.extract.terms import type_term

    doc = make(["quadratic", "weighted", "kappa"], ["ADJ", "VERB", "NOUN"], ["JJ", "VBN", "NN"], ["amod", "amod", "ROOT"], [2, 2, 2])
    assert type_term(list(doc), LEX)[0] == "Metric"


def test_items_of_a_list_of_parts_and_contributions():
    from kg.extract.definition_types import abbreviation_type
    from kg.extract.name_types import _listed_part_type, appositive_type

    # "three technical contributions : ( 1 ) Bit Determination ( BD ) , which helps fidelity ;
    #  ( 2 ) Slim Architecture ( SA ) , which prunes ."  (the parser hangs item 2 on "fidelity")
    words = ["three", "technical", "contributions", ":", "(", "1", ")", "Bit", "Determination", "(", "BD", ")", ",", "which",
             "helps", "fidelity", ";", "(", "2", ")", "Slim", "Architecture", "(", "SA", ")", ",", "which", "prunes", "."]
    pos = ["NUM", "ADJ", "NOUN", "PUNCT", "PUNCT", "X", "PUNCT", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT", "PRON",
           "VERB", "NOUN", "PUNCT", "PUNCT", "X", "PUNCT", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT", "PRON", "VERB", "PUNCT"]
    tags = ["CD", "JJ", "NNS", ":", "-LRB-", "LS", "-RRB-", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", ",", "WDT", "VBZ", "NN", ":",
            "-LRB-", "LS", "-RRB-", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", ",", "WDT", "VBZ", "."]
    deps = ["nummod", "amod", "ROOT", "punct", "punct", "meta", "punct", "compound", "appos", "punct", "appos", "punct", "punct",
            "nsubj", "relcl", "dobj", "punct", "punct", "meta", "punct", "compound", "appos", "punct", "appos", "punct", "punct",
            "nsubj", "relcl", "punct"]
    heads = [2, 2, 2, 2, 5, 8, 5, 8, 2, 8, 8, 8, 8, 14, 8, 14, 15, 18, 21, 18, 21, 15, 21, 21, 21, 21, 27, 21, 2]
    spaces = [True, True, False, True, False, False, True, True, True, False, False, False, True, True, True, False, True, False,
              False, True, True, True, False, False, False, True, True, False, False]
    doc = make(words, pos, tags, deps, heads, spaces=spaces)
    # item 2 is no appositive of the last noun of item 1
    assert appositive_type(doc[20:22], LEX) is None
    # each item after "contributions:" is the paper's technique, whatever its head
    types = {a.short: abbreviation_type(a, doc, LEX, GAZ) for a in find_abbreviations(doc.text)}
    assert types == {"BD": "Method", "SA": "Method"}
    # a name that opens an item after working parts is a technique
    assert _listed_part_type(doc[7:9], LEX) == "Method"
    levels = make([("levels" if w == "contributions" else w) for w in words], pos, tags, deps, heads, spaces=spaces)
    assert _listed_part_type(levels[7:9], LEX) is None  # "four levels: GUI Content Understanding, ...": what a benchmark tests


def test_a_name_opening_an_item_after_strategies_or_variants_is_a_technique():
    from kg.extract.name_types import _listed_part_type

    # "it incorporates two strategies : ( 1 ) Checkpoint Candidate Augmentation , which groups paths ."
    text = "it incorporates two strategies : ( 1 ) Checkpoint Candidate Augmentation , which groups paths ."
    parse = ("PRP nsubj 1; VBZ ROOT 1; CD nummod 3; NNS dobj 1; : punct 3; -LRB- punct 6; LS meta 10; -RRB- punct 6; "
             "NNP compound 10; NNP compound 10; NNP appos 3; , punct 10; WDT nsubj 13; VBZ relcl 10; NNS dobj 13; . punct 1")
    doc = parsed(text, parse)
    item = doc[8:11]
    assert _listed_part_type(item, LEX) == "Method"  # a task-like head ("Augmentation") names a technique here
    steps = parsed(text.replace("strategies", "steps"), parse)
    assert _listed_part_type(steps[8:11], LEX) is None  # steps are no parts
    # the item's phrase goes on past the name: "( 1 ) Checkpoint Candidate Augmentation" cut before its last word
    assert _listed_part_type(doc[8:10], LEX) is None
    # a clause after the name leaves it whole: "( 2 ) Bias Free Masking that prevents overfitting"
    clause = parsed("it uses two strategies : ( 2 ) Bias Free Masking that prevents overfitting .",
                    "PRP nsubj 1; VBZ ROOT 1; CD nummod 3; NNS dobj 1; : punct 3; -LRB- punct 6; LS meta 10; -RRB- punct 6; "
                    "NNP compound 10; NNP compound 10; NNP appos 3; WDT nsubj 12; VBZ relcl 10; NN dobj 12; . punct 1")
    assert _listed_part_type(clause[8:11], LEX) == "Method"
    coined = parsed("it has two modules : ( 1 ) VisionCreator agentic model , and ( 2 ) a checker .",
                    "PRP nsubj 1; VBZ ROOT 1; CD nummod 3; NNS dobj 1; : punct 3; -LRB- punct 6; LS meta 10; -RRB- punct 6; "
                    "NNP compound 10; JJ amod 10; NN appos 3; , punct 10; CC cc 10; -LRB- punct 14; LS meta 17; -RRB- punct 14; "
                    "DT det 17; NN conj 10; . punct 1")
    assert _listed_part_type(coined[8:9], LEX) == "Method"  # a coined name ends where its form ends
    # "four variants : Basic , Self , and Ensemble": one Title Case word is an item's first word, not a name
    words = parsed("we assess four variants : Basic , Self , and Ensemble .",
                   "PRP nsubj 1; VBP ROOT 1; CD nummod 3; NNS dobj 1; : punct 3; NNP appos 3; , punct 5; NNP conj 5; "
                   ", punct 7; CC cc 7; NNP conj 7; . punct 1")
    assert _listed_part_type(words[5:6], LEX) is None
    agents = parsed("it has three components : Planner , Solver , and Checker .",
                    "PRP nsubj 1; VBZ ROOT 1; CD nummod 3; NNS dobj 1; : punct 3; NNP appos 3; , punct 5; NNP conj 5; "
                    ", punct 7; CC cc 7; NNP conj 7; . punct 1")
    assert _listed_part_type(agents[7:8], LEX) == "Method"  # an agent noun names a working part
    # a known name keeps its own type: "two approaches : FLUX , Kandinsky"
    known = parsed("it compares two approaches : FLUX , Kandinsky .",
                   "PRP nsubj 1; VBZ ROOT 1; CD nummod 3; NNS dobj 1; : punct 3; NNP appos 3; , punct 5; NNP conj 5; . punct 1")
    assert type_name(known[5:6], LEX, GAZ)[0] == "Model"


def test_a_capitalised_abstract_noun_before_a_kind_word_is_no_name():
    # "a Patch tokenization , Integration and Representation framework"
    words = ["a", "Patch", "tokenization", ",", "Integration", "and", "Representation", "framework"]
    doc = make(words, ["DET", "PROPN", "NOUN", "PUNCT", "PROPN", "CCONJ", "PROPN", "NOUN"],
               ["DT", "NNP", "NN", ",", "NNP", "CC", "NNP", "NN"],
               ["det", "compound", "nmod", "punct", "conj", "cc", "conj", "ROOT"], [7, 2, 7, 2, 2, 4, 4, 7],
               spaces=[True, True, False, True, True, True, True, False])
    assert type_name(doc[4:5], LEX, GAZ) is None and type_name(doc[6:7], LEX, GAZ) is None
    # a coined name there is typed by the kind word: "the FooNet and BarNet frameworks"
    words = ["the", "FooNet", "and", "BarNet", "frameworks"]
    doc = make(words, ["DET", "PROPN", "CCONJ", "PROPN", "NOUN"], ["DT", "NNP", "CC", "NNP", "NNS"],
               ["det", "compound", "cc", "conj", "ROOT"], [4, 4, 1, 1, 4], spaces=[True, True, True, True, False],
               lemmas=["the", "foonet", "and", "barnet", "framework"])
    assert type_name(doc[3:4], LEX, GAZ)[0] == "Method"


def test_words_of_praise_ownership_and_amount_are_no_part_of_a_name():
    from kg.extract.terms import trim_phrase

    for word in ("emerging", "own", "modest", "excessive", "unnecessary", "inadequate", "foundational", "numerous", "poor", "severe", "leading", "innovative", "prohibitive", "excellent", "exceptional", "unprecedented",
                 "pioneering", "groundbreaking", "cutting-edge", "elegant", "versatile", "potential", "possible"):
        doc = make([word, "model", "alignment"], ["ADJ", "NOUN", "NOUN"], ["JJ", "NN", "NN"], ["amod", "compound", "ROOT"], [2, 2, 2])
        assert [t.text for t in trim_phrase(list(doc), LEX)] == ["model", "alignment"], word


def test_future_says_when_work_is_done_unless_the_future_is_foreseen():
    from kg.extract.terms import trim_phrase

    # "a baseline for future document classification": when, not which problem
    doc = make(["future", "document", "classification"], ["ADJ", "NOUN", "NOUN"], ["JJ", "NN", "NN"], ["amod", "compound", "ROOT"], [2, 2, 2])
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["document", "classification"]
    # "future frame prediction tasks": the future is what is predicted, wherever the head stands
    doc = make(["future", "frame", "prediction", "tasks"], ["ADJ", "NOUN", "NOUN", "NOUN"], ["JJ", "NN", "NN", "NNS"],
               ["amod", "compound", "compound", "ROOT"], [3, 2, 3, 3])
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["future", "frame", "prediction", "tasks"]


def test_a_site_that_hosts_code_and_data_is_no_entity():
    for site in ("GitHub", "HuggingFace Hub", "Hugging Face"):
        doc = NLP(f"We use FooNet and release code on {site} today.")
        assert set(_types(doc)) == {"FooNet"}, site


def test_a_definition_ending_in_a_class_short_form_is_a_kind():
    doc = NLP("Multi-modal LLM (MLLM) can understand images, but MLLM lacks domain knowledge.")
    assert not {"MLLM", "Multi-modal LLM"} & set(_types(doc))


def test_a_rank_a_venue_and_a_dated_edition_are_no_technique():
    doc = parsed("ranked top-2 in 21 models", "VBN ROOT 0; NN dobj 0; IN prep 0; CD nummod 4; NNS pobj 2")
    assert "top-2" not in _types(doc)
    doc = parsed("IEEE Transactions published it", "NNP compound 1; NNP nsubj 2; VBD ROOT 2; PRP dobj 2")
    assert not any(label.startswith("IEEE") for label in _types(doc))
    assert "IEEE Transformers" in _types(parsed("IEEE Transformers published it", "NNP compound 1; NNP nsubj 2; VBD ROOT 2; PRP dobj 2"))
    # a short form with a year after it is a dated edition, no use of the definition
    doc = NLP("We use Brain Tumor Segmentation (BTS) data. Experiments on BTS 2020 show gains over BTS.")
    shorts = [c for c in extract_entities(doc, LEX, find_abbreviations(doc.text), []) if c.text == "BTS"]
    assert len(shorts) == 2 and all(doc.text[c.end : c.end + 5] != " 2020" for c in shorts)


def test_a_named_loss_said_to_measure_is_a_metric():
    for clause, kind in (("which evaluates changes", "Metric"), ("that aligns trajectories", "Method")):
        doc = NLP(f"We introduce Residual Spectral Loss (RSL), {clause}.")
        assert _types(doc)["Residual Spectral Loss"] == kind, clause


def test_a_report_of_a_system_names_the_system_and_times_is_no_part_of_a_measure():
    from kg.extract.terms import trim_phrase

    doc = parsed("Ruyi2 Technical Report", "NNP compound 2; NNP compound 2; NNP ROOT 2")
    assert [s.text for s in name_spans(doc, LEX)] == ["Ruyi2"]
    doc = make(["times", "speedup"], ["NOUN", "NOUN"], ["NNS", "NN"], ["compound", "ROOT"], [1, 1])
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["speedup"]


def test_a_verb_of_change_is_no_part_of_the_phrase_it_moves():
    from kg.extract.terms import trim_phrase

    for verb in ("degrading", "worsening", "increasing"):
        doc = make([verb, "perceived", "quality"], ["VERB", "VERB", "NOUN"], ["VBG", "VBN", "NN"], ["ROOT", "amod", "dobj"], [0, 2, 0])
        assert [t.text for t in trim_phrase(list(doc), LEX)] == ["perceived", "quality"], verb
    for verb in ("degraded", "increased", "reduced"):  # "degraded answer quality"
        doc = make([verb, "answer", "quality"], ["VERB", "NOUN", "NOUN"], ["VBN", "NN", "NN"], ["amod", "compound", "ROOT"], [2, 2, 2])
        assert [t.text for t in trim_phrase(list(doc), LEX)] == ["answer", "quality"], verb
    # a verb of working on a task: "the first addressing physiology indexes extraction"
    for verb in ("addressing", "tackling", "quantifying"):
        doc = make([verb, "index", "extraction"], ["VERB", "NOUN", "NOUN"], ["VBG", "NN", "NN"], ["amod", "compound", "ROOT"], [2, 2, 2])
        assert [t.text for t in trim_phrase(list(doc), LEX)] == ["index", "extraction"], verb


def test_an_s_word_with_its_number_after_a_name_is_the_verb():
    # "V2V-Zero scores 32.7 , outperforming ...": the tagger reads "scores" as a noun
    doc = parsed("FooNet scores 32.7, outperforming baselines",
                 "NNP nsubj 1; NNS ROOT 1; CD nummod 1; , punct 1; VBG amod 5; NNS appos 1", lemmas={"scores": "score"})
    assert type_name(doc[0:1], LEX, {})[0] != "Metric"
    # with no number after it, the noun after the name is the name's kind: "FooScore scores were reported"
    doc = parsed("FooScore scores, reported", "NNP nsubj 1; NNS ROOT 1; , punct 1; VBN acl 1", lemmas={"scores": "score"})
    assert type_name(doc[0:1], LEX, {})[0] == "Metric"


def test_a_language_is_no_entity_but_a_name_built_on_one_is():
    # "results on the Thai dataset and on Korean-MMLU ."
    words = ["results", "on", "the", "Thai", "dataset", "and", "on", "Korean-MMLU", "."]
    doc = make(words, ["NOUN", "ADP", "DET", "PROPN", "NOUN", "CCONJ", "ADP", "PROPN", "PUNCT"],
               ["NNS", "IN", "DT", "NNP", "NN", "CC", "IN", "NNP", "."],
               ["ROOT", "prep", "det", "compound", "pobj", "cc", "conj", "pobj", "punct"], [0, 0, 4, 4, 1, 1, 1, 6, 0],
               spaces=[True, True, True, True, True, True, True, False, False])
    types = _types(doc)
    assert "Thai" not in types  # the language of the data
    assert "Korean-MMLU" in types  # a name built on a language keeps its whole name
    # a pair of languages is no entity either: "bilingual Hebrew--English samples"
    doc = parsed("we then use Chinese-English to train FooNet further with every sample",
                 "PRP nsubj 2; RB advmod 2; VBP ROOT 2; NNP compound 5; HYPH punct 5; NNP dobj 2; TO aux 7; VB advcl 2; NNP dobj 7; "
                 "RB advmod 7; IN prep 7; DT det 12; NN pobj 10")
    assert set(_types(doc)) == {"FooNet"}


def test_an_abbreviation_of_a_generic_word_is_no_name():
    # "the primary interface for interacting with AGI systems"
    doc = parsed("interacting with AGI systems", "VBG ROOT 0; IN prep 0; NNP compound 3; NNS pobj 1", lemmas={"systems": "system"})
    assert "AGI" not in _types(doc)


def test_a_medical_condition_defined_with_a_short_form_is_no_entity():
    doc = NLP("Risk factors are associated with Alzheimer's Disease (AD). We predict AD risk with ResNet (RN).")
    types = _types(doc)
    assert "Alzheimer's Disease" not in types and "AD" not in types
    doc = NLP("Chronic Obstructive Pulmonary Disease (COPD) and cardiovascular disease (CVD) are common.")
    assert not {"COPD", "CVD", "cardiovascular disease", "Chronic Obstructive Pulmonary Disease"} & set(_types(doc))
    doc = NLP("Smears for Acute Lymphoblastic Leukemia (ALL) and High-grade serous ovarian carcinoma (HGSOC) are hard to read.")
    assert not {"ALL", "HGSOC", "Acute Lymphoblastic Leukemia", "High-grade serous ovarian carcinoma"} & set(_types(doc))
    doc = NLP("Treatments for Cerebral Palsy (CP) and Obstructive Sleep Apnea (OSA) begin early.")  # palsy, apnea and their kin
    assert not {"CP", "OSA", "Cerebral Palsy", "Obstructive Sleep Apnea"} & set(_types(doc))
    doc = NLP("Records of Alzheimer's Disease and Related Dementias (ADRD) are rare.")  # a plural names conditions too
    assert not {"ADRD", "Alzheimer's Disease and Related Dementias"} & set(_types(doc))
    # a definition before a noun of the people studied names their condition or group, whatever its head
    doc = NLP("We validated it on three tetralogy of Fallot (ToF) patients. ToF repair is hard. We help Blind and Low Vision (BLV) users.")
    assert not {"tetralogy of Fallot", "ToF", "Blind and Low Vision", "BLV"} & set(_types(doc))
    doc = NLP("We validated it on tetralogy of Fallot (ToF) imaging.")
    assert "ToF" in _types(doc)
    doc = NLP("A game for English as a Foreign Language (EFL) learners. It helps Deaf and Hard-of-Hearing (DHH) signers.")
    assert not {"English as a Foreign Language", "EFL", "Deaf and Hard-of-Hearing", "DHH"} & set(_types(doc))



def test_an_institution_defined_with_a_short_form_is_no_entity():
    doc = NLP("The Patent Trial and Appeal Board (PTAB) of the office adjudicates appeals. The PTAB rules on them.")
    assert not {"Patent Trial and Appeal Board", "PTAB"} & set(_types(doc))
    # a name the paper proposes keeps its type, whatever its last word
    doc = parsed("We propose a Task-Aware LLM Council (TALC).",
                 "PRP nsubj 1; VBP ROOT 1; DT det 7; NNP compound 5; HYPH punct 5; NNP compound 7; NNP compound 7; NNP dobj 1; "
                 "-LRB- punct 7; NNP appos 7; -RRB- punct 7; . punct 1")
    assert _types(doc).get("TALC") == "Method"
    # a technique's part is no institution
    assert _types(NLP("We add a Memory Bank (MB) to the model."))["MB"] == "Method"


def test_a_name_that_opens_a_citation_is_its_author():
    from kg.extract.bare_names import cites_authors

    text = "the framework (Zou & Xu, 2026a) and GRPO (Shao et al., 2024; DeepSeek-AI, 2025) beat Qwen (2024)."
    def cited(name):
        i = text.index(name)
        return cites_authors(text, i, i + len(name))

    assert cited("Zou") and cited("Shao") and cited("DeepSeek-AI")
    assert not cited("GRPO") and not cited("Qwen")  # a name before a citation, and a year alone, are no author
    # the second author closes the citation with its year: "(Khemlani & Johnson-Laird, 2022)"
    text = "motivated by mental-model theory (Khemlani & Johnson-Laird, 2022). We compare GRPO & PPO, 2022 runs."
    assert cited("Johnson-Laird") and cited("Khemlani") and not cited("PPO")
    # a key of the alphabetic style in brackets is a citation; a name with a number outside brackets is not
    text = "robustness [KSS24] and [BFL+23; KSS24] on AIME24, AIME25."
    assert cited("KSS24") and cited("BFL+23") and not cited("AIME24") and not cited("AIME25")
    # "the framework (Zou & Xu, 2026a)": the parenthesis would type the author as the framework
    words = ["the", "framework", "(", "Zou", "&", "Xu", ",", "2026a", ")", "."]
    doc = make(words, ["DET", "NOUN", "PUNCT", "PROPN", "CCONJ", "PROPN", "PUNCT", "NUM", "PUNCT", "PUNCT"],
               ["DT", "NN", "-LRB-", "NNP", "CC", "NNP", ",", "CD", "-RRB-", "."],
               ["det", "ROOT", "punct", "appos", "cc", "conj", "punct", "npadvmod", "punct", "punct"], [1, 1, 3, 1, 3, 3, 3, 3, 3, 1],
               spaces=[True, True, False, True, True, False, True, False, False, False])
    assert not {"Zou", "Xu"} & set(_types(doc))


def test_a_listed_name_takes_the_collection_type_most_of_its_list_has():
    from kg.extract.candidates import coordinated_type

    # "datasets (HarmBench, StrongREJECT, RealToxicityPrompts, and BeaverTails)": benchmarks and datasets are both data
    doc = parsed("on AlphaSet, BetaSet, GammaBench and Delta",
                 "IN ROOT 0; NNP pobj 0; , punct 1; NNP conj 1; , punct 3; NNP conj 3; CC cc 5; NNP conj 5")

    def listed(*types):
        return [Candidate(doc[k].idx, doc[k].idx + len(doc[k]), type_, 0.8, "name-typed", doc[k].text)
                for k, type_ in zip((1, 3, 5), types)]

    assert coordinated_type(doc[7:8], listed("Dataset", "Dataset", "Benchmark")) == "Dataset"
    assert coordinated_type(doc[7:8], listed("Dataset", "Benchmark", "Benchmark")) == "Benchmark"
    # other kinds that disagree give none
    assert coordinated_type(doc[7:8], listed("Dataset", "Model", "Benchmark")) is None
    # the list may hang on a word inside a typed name: "on nuScenes-Occupancy, SemanticKITTI and SemanticPOSS"
    doc = parsed("on FooData - Occupancy , BarSet and BazSet",
                 "IN ROOT 0; NNP pobj 0; HYPH punct 3; NNP appos 1; , punct 3; NNP conj 3; CC cc 5; NNP conj 5")
    typed = [Candidate(doc[1].idx, doc[3].idx + len(doc[3]), "Benchmark", 0.8, "name-typed", "FooData - Occupancy")]
    assert coordinated_type(doc[7:8], typed) == "Benchmark"


def test_a_name_listed_after_another_names_lower_case_gloss_is_in_its_list():
    from kg.extract.candidates import coordinated_type

    # "micro-benchmarks, FBD-10 (free-body diagrams) and Circuit-10 (circuit schematics)": the parser
    # hangs "and Circuit-10" on the gloss; the list goes on from the name the gloss belongs to
    text = "on two benchmarks , FBD-10 ( free - body diagrams ) and Circuit-10 ( circuit schematics ) ."
    parse = ("IN ROOT 0; CD nummod 2; NNS pobj 0; , punct 2; NNP conj 2; -LRB- punct 4; JJ amod 8; HYPH punct 8; NN compound 9; "
             "NNS appos 4; -RRB- punct 9; CC cc 9; NNP conj 9; -LRB- punct 12; NN compound 15; NNS appos 12; -RRB- punct 12; . punct 0")
    doc = parsed(text, parse)
    typed = [Candidate(doc[4].idx, doc[4].idx + len(doc[4]), "Benchmark", 0.8, "name-typed", "FBD-10")]
    assert coordinated_type(doc[12:13], typed) == "Benchmark"
    # a bracket with a score is no such gloss: "outperforming VAR (3.3 FID) and FlexVAR (3.05 FID)"
    doc = parsed("outperforming VAR ( 3.3 FID ) and FlexVAR ( 3.05 FID ) .",
                 "VBG ROOT 0; NNP dobj 0; -LRB- punct 4; CD nummod 4; NNP appos 1; -RRB- punct 4; CC cc 4; NNP conj 4; "
                 "-LRB- punct 10; CD nummod 10; NNP appos 7; -RRB- punct 10; . punct 0")
    var = [Candidate(doc[1].idx, doc[1].idx + 3, "Model", 0.85, "name-typed", "VAR")]
    assert coordinated_type(doc[7:8], var) is None


def test_the_last_name_in_brackets_takes_its_list_type_wherever_the_parse_hangs_it():
    from kg.extract.candidates import coordinated_type

    # "three fMRI datasets (ABIDE-I, ADHD-200, ADNI)": the parser made ADNI an apposition of the name before it
    doc = parsed("three datasets ( AlphaSet , BetaSet , Gamma ) show it",
                 "CD nummod 1; NNS nsubj 9; -LRB- punct 3; NNP appos 1; , punct 3; NNP conj 3; , punct 3; NNP appos 5; -RRB- punct 1; "
                 "VBP ROOT 9; PRP dobj 9")
    listed = [Candidate(doc[k].idx, doc[k].idx + len(doc[k]), "Dataset", 0.8, "name-typed", doc[k].text) for k in (3, 5)]
    assert coordinated_type(doc[7:8], listed) == "Dataset"
    # brackets that hold words besides names are no list
    doc = parsed("three datasets ( AlphaSet , BetaSet , see Gamma ) show it",
                 "CD nummod 1; NNS nsubj 10; -LRB- punct 3; NNP appos 1; , punct 3; NNP conj 3; , punct 3; VB appos 5; NNP dobj 7; "
                 "-RRB- punct 1; VBP ROOT 10; PRP dobj 10")
    listed = [Candidate(doc[k].idx, doc[k].idx + len(doc[k]), "Dataset", 0.8, "name-typed", doc[k].text) for k in (3, 5)]
    assert coordinated_type(doc[8:9], listed) is None


def test_a_listed_name_takes_the_type_of_its_list():
    # "such as GPT-4o , DALL-E 3 , and Midjourney"
    words = ["such", "as", "GPT-4o", ",", "Llama-3-8B", ",", "and", "Midjourney"]
    doc = make(words, ["ADJ", "ADP", "PROPN", "PUNCT", "PROPN", "PUNCT", "CCONJ", "PROPN"],
               ["JJ", "IN", "NNP", ",", "NNP", ",", "CC", "NNP"], ["amod", "ROOT", "pobj", "punct", "conj", "punct", "cc", "conj"],
               [1, 1, 1, 2, 2, 4, 4, 4], spaces=[True, True, False, True, False, True, True, False])
    assert _types(doc)["Midjourney"] == "Model"
    span = doc[7:8]
    assert coordinated_type(span, [Candidate(0, 3, "Method", 0.85, "gazetteer", "x")]) is None


def test_a_version_continues_a_name():
    doc = NLP("Results on the NAVSIM v1 benchmark are strong.")
    assert "NAVSIM v1" in [s.text for s in name_spans(doc, LEX)]
    # a mixture's size is a version too: "Mixtral 8x7B Instruct"
    doc = NLP("Results of MixLM 8x7B Instruct are strong.")
    assert "MixLM 8x7B Instruct" in [s.text for s in name_spans(doc, LEX)]


def test_a_kind_noun_set_after_a_name_types_it():
    # "we introduce MDRAW , the first dataset tailored for it" (the parser made "dataset" a second object)
    words = ["we", "introduce", "MDRAW", ",", "the", "first", "dataset", "tailored", "for", "it"]
    doc = make(words, ["PRON", "VERB", "PROPN", "PUNCT", "DET", "ADJ", "NOUN", "VERB", "ADP", "PRON"],
               ["PRP", "VBP", "NNP", ",", "DT", "JJ", "NN", "VBN", "IN", "PRP"],
               ["nsubj", "ROOT", "dobj", "punct", "det", "amod", "dobj", "acl", "prep", "pobj"], [1, 1, 1, 1, 6, 6, 1, 6, 7, 8],
               spaces=[True, True, False, True, True, True, True, True, True, False])
    assert type_name(doc[2:3], LEX, {})[0] == "Dataset"
    # "we construct GLoD , a text-rich TIMT dataset comprising pairs" (the tagger read "dataset" as a past tense)
    doc = parsed("we construct GLoD, a text-rich TIMT dataset comprising pairs",
                 "PRP nsubj 1; VBP ROOT 1; NNP nsubj 9; , punct 2; DT det 7; NN npadvmod 7; HYPH punct 7; JJ appos 2; "
                 "RB advmod 9; VBD ccomp 1; VBG xcomp 9; NNS dobj 10")
    assert type_name(doc[2:3], LEX, {})[0] == "Dataset"


def test_a_name_set_beside_an_environment_is_a_benchmark():
    # "we introduce KnotGym , an interactive environment for manipulation"
    parse = "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 6; JJ amod 6; NN appos 2; IN prep 6; NN pobj 7"
    doc = parsed("we introduce KnotGym, an interactive environment for manipulation", parse)
    assert type_name(doc[2:3], LEX, {})[0] == "Benchmark"
    # before a noun the word says where something runs: "the FooNet environment manager" is no benchmark
    doc = parsed("we introduce FooNet, an interactive environment manager", "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 7; "
                 "JJ amod 7; NN compound 7; NN appos 2")
    assert type_name(doc[2:3], LEX, {})[0] != "Benchmark"


def test_a_name_spelled_out_after_a_colon_is_a_definition():
    pairs = _definition_pairs
    assert pairs("LUMINA-26: Low-Light Understanding for Modeling and Interpreting Night-time Actions") == [
        ("LUMINA-26", "Low-Light Understanding for Modeling and Interpreting Night-time Actions")]
    assert pairs("PIU: Proximity-guided Identity Unlearning in ID-Conditioned Diffusion Models") == [
        ("PIU", "Proximity-guided Identity Unlearning")]
    # the initials decide between passing prefixes
    assert pairs("FOZO: Forward-Only Zeroth-Order Prompt Optimization for Test-Time Adaptation") == [("FOZO", "Forward-Only Zeroth-Order")]
    # the walk's letters may land inside a later word; every initial in order still spells the name
    assert pairs("BAPO: Boundary-Aware Policy Optimization for Reliable Agentic Search") == [
        ("BAPO", "Boundary-Aware Policy Optimization")]
    assert pairs("TEMPO: Temporal Preference Optimization for Video LLMs") == [("TEMPO", "Temporal Preference Optimization")]
    # titles also set the name off with a spaced dash
    assert pairs("CASE -- Condition-Aware Sentence Embeddings for Similarity") == [("CASE", "Condition-Aware Sentence Embeddings")]
    # but not across a "for", after which a title names its task
    assert pairs("PCBEAR: Pose Concept Bottleneck for Explainable Action Recognition") == []
    # an initial passes over capitals inside a word of a name written in capitals
    assert pairs("QUIETT: Query-Independent Table Transformation for Robust Reasoning") == [
        ("QUIETT", "Query-Independent Table Transformation")]
    # a lower-case word may give its letter by a capital inside it
    assert pairs("PROVE: A Perceptual RemOVal cohErence Benchmark for Visual Media") == [("PROVE", "Perceptual RemOVal cohErence")]
    # a short name whose capital lies inside a word is spelled by none: "AI" is no "Agent-Driven"
    assert pairs("Efficient Visual Pointing for Embodied AI: Agent-Driven Data Synthesis and Correction") == []
    assert pairs("LED: LLM Enhanced Open-Vocabulary Object Detection without Human Curated Data") == []
    assert pairs("WEQA: Wearable hEalth Question Answering with Agents") == [("WEQA", "Wearable hEalth Question Answering")]
    # a prefix cut inside the phrase after its preposition spells nothing; the whole phrase may
    assert pairs("EvoPool: Evolutionary Programmatic Annotation for Label-Efficient Specialized Supervision") == []
    assert pairs("MAPLE: Multi-Agent Adaptive Planning with Long-Term Memory for Table Reasoning") == [
        ("MAPLE", "Multi-Agent Adaptive Planning with Long-Term Memory")]
    # ... but a number gives none, and a word of two inner capitals is a name of its own
    assert pairs("Zoo3D: Zero-Shot 3D Object Detection at Scene Level") == []
    assert pairs("GDPO: Group reward-Decoupled Normalization Policy Optimization") == []
    # a subtitle that only describes, or spells the name with words to spare, is no definition
    assert pairs("VideoSeek: Long-Horizon Video Agent with Tool-Guided Seeking") == []
    assert pairs("MASAR: Motion-Appearance Synergy Refinement for Joint Detection and Trajectory Forecasting") == []
    assert pairs("Results: the model improves") == []


def _definition_pairs(text, kinds=frozenset()):
    """(short, long) of every definition ``find_abbreviations`` reads in ``text``, with ``kinds`` as kind words."""
    from kg.extract.acronyms import find_abbreviations

    return [(a.short, a.long) for a in find_abbreviations(text, kinds)]


def test_a_name_spelled_out_by_its_appositive_is_a_definition():
    pairs = _definition_pairs
    assert pairs("we propose MemIR, a typed Memory Intermediate Representation that operationalizes") == [
        ("MemIR", "Memory Intermediate Representation")]
    assert pairs("we propose DiNa-LRM, a diffusion-native latent reward model that formulates") == [
        ("DiNa-LRM", "diffusion-native latent reward model")]
    assert pairs("we introduce CodeARC, the Code Abstraction and Reasoning Challenge, an evaluation framework") == [
        ("CodeARC", "Code Abstraction and Reasoning Challenge")]
    # the appositive must be a whole noun phrase: "compositional art" is no head
    assert pairs("We build CompArt, a compositional art dataset of paintings.") == []
    # every capital is an initial and no word is left over
    assert pairs("We release MemIR, a memory system for agents.") == []
    assert pairs("We use GPT, a large language model trained on the web.") == []
    # a definition in parentheses wins over the appositive
    assert pairs("MemIR (Memory Intermediate Representation), a Memory Intermediate Representation") == [
        ("MemIR", "Memory Intermediate Representation")]


def test_names_listed_after_a_kind_no_type_names_are_no_techniques():
    # "we cover three languages : FooLang , BarLang and BazLang ."
    parse = ("PRP nsubj 1; VBP ROOT 1; CD nummod 3; NNS dobj 1; : punct 3; NNP appos 3; , punct 5; NNP conj 5; "
             "CC cc 7; NNP conj 7; . punct 1")
    doc = parsed("we cover three languages : FooLang , BarLang and BazLang .", parse, lemmas={"languages": "language"})
    assert not {"FooLang", "BarLang", "BazLang"} & set(_types(doc))
    # a kind of technique keeps them: "three variants : ..."
    doc = parsed("we cover three variants : FooLang , BarLang and BazLang .", parse, lemmas={"variants": "variant"})
    assert _types(doc).get("BarLang") == "Method"


def test_a_coined_definition_before_a_part_noun_is_a_technique_whatever_its_head():
    # "the Adaptive Interpolation Synthesis ( AIS ) layer mirrors it ."
    parse = ("DT det 7; JJ amod 3; NNP compound 3; NNP nmod 7; -LRB- punct 5; NNP appos 3; -RRB- punct 5; "
             "NN nsubj 8; VBZ ROOT 8; PRP dobj 8; . punct 8")
    doc = parsed("the Adaptive Interpolation Synthesis (AIS) layer mirrors it .", parse, lemmas={"mirrors": "mirror"})
    types = _types(doc)
    assert types.get("Adaptive Interpolation Synthesis") == "Method" and types.get("AIS") == "Method"
    # a task's ordinary name before the part noun names what the part is for: "a re-identification (ReID) branch"
    doc = parsed("the image interpolation synthesis (AIS) layer mirrors it .", parse, lemmas={"mirrors": "mirror"})
    assert _types(doc).get("image interpolation synthesis") != "Method"


def test_a_name_whose_appositive_is_its_title_case_full_name_ending_in_its_kind_is_a_definition():
    def pairs(text):
        return _definition_pairs(text, LEX.container_heads)

    # spelled loosely: "X" for "Cross", a kind word that gives no letter
    assert pairs("we introduce MVX-Bench, a Multi-Video Cross-Dimension Benchmark that reformulates tasks") == [
        ("MVX-Bench", "Multi-Video Cross-Dimension Benchmark")]
    assert pairs("We propose SAMA, a Skill-Augmented Agentic Framework for Multi-Video Understanding, which") == [
        ("SAMA", "Skill-Augmented Agentic Framework")]
    # a kind the name is one of, or too few of its capitals spelled: no definition
    assert pairs("Mamba, a State Space Model, is fast.") == []
    assert pairs("We use SEEM, a Segment Anything Model, for masks.") == []
    # a Title Case phrase that does not end in a kind word, or one a lower-case kind word follows
    assert pairs("We propose NAVX, a Native Audio-Visual Alignment framework for video.") == []
    assert pairs("We propose NAVX, a Native Audio-Visual Alignment.") == []
    # without the kind words the reading is off
    assert _definition_pairs("we introduce MVX-Bench, a Multi-Video Cross-Dimension Benchmark that") == []


def test_a_definition_the_paper_introduces_is_no_class_of_models():
    # "we introduce Generative Recursive Models ( GRM ) , a framework ."
    words = ["we", "introduce", "Generative", "Recursive", "Models", "(", "GRM", ")", ",", "a", "framework", "."]
    doc = make(words, ["PRON", "VERB", "PROPN", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT", "DET", "NOUN", "PUNCT"],
               ["PRP", "VBP", "NNP", "NNP", "NNPS", "-LRB-", "NNP", "-RRB-", ",", "DT", "NN", "."],
               ["nsubj", "ROOT", "compound", "compound", "dobj", "punct", "appos", "punct", "punct", "det", "appos", "punct"],
               [1, 1, 4, 4, 1, 4, 4, 4, 4, 10, 4, 1],
               spaces=[True, True, True, True, True, False, False, False, True, True, False, False],
               lemmas=["we", "introduce", "generative", "recursive", "model", "(", "grm", ")", ",", "a", "framework", "."])
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert types.get("Generative Recursive Models") == "Method" and types.get("GRM") == "Method"
    # a definition that only modifies what is introduced stays a kind:
    # "we propose a large language model ( LLM ) multi - agent framework"
    words = ["we", "propose", "a", "large", "language", "model", "(", "LLM", ")", "multi", "-", "agent", "framework"]
    doc = make(words, ["PRON", "VERB", "DET", "ADJ", "NOUN", "NOUN", "PUNCT", "PROPN", "PUNCT", "ADJ", "ADJ", "ADJ", "NOUN"],
               ["PRP", "VBP", "DT", "JJ", "NN", "NN", "-LRB-", "NNP", "-RRB-", "JJ", "JJ", "JJ", "NN"],
               ["nsubj", "ROOT", "det", "amod", "compound", "dobj", "punct", "nmod", "punct", "amod", "amod", "amod", "appos"],
               [1, 1, 5, 5, 5, 1, 12, 12, 12, 12, 12, 12, 5],
               spaces=[True, True, True, True, True, True, False, False, True, False, False, True, False])
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert "LLM" not in types and "large language model" not in types
    # a plural definition the paper introduces under a head of its own is one thing too; a class of models is not
    for head, found in (("Crosscoders", True), ("Models", False)):
        doc = parsed(f"we introduce Dedicated Feature {head} (DFCs), a modification.",
                     "PRP nsubj 1; VBP ROOT 1; NNP amod 4; NNP compound 4; NNPS dobj 1; -LRB- punct 6; NNS appos 4; "
                     "-RRB- punct 6; , punct 1; DT det 10; NN appos 4; . punct 1",
                     lemmas={"introduce": "introduce", "Models": "model"})
        assert ("DFCs" in _types(doc)) == found, head


def test_a_kind_word_between_a_long_form_and_its_short_form_types_it():
    # "introduce the Memory with Feedback task (MF) ."
    doc = parsed("introduce the Memory with Feedback task (MF).",
                 "VB ROOT 0; DT det 5; NNP compound 5; IN prep 2; NNP pobj 3; NN dobj 0; -LRB- punct 7; NNP appos 5; "
                 "-RRB- punct 7; . punct 0")
    assert _types(doc)["Memory with Feedback"] == "Task"
    # a singular problem named in Title Case is a task; a plural "problems" is a kind
    doc = parsed("we study the Vehicle Routing Problem (VRP).",
                 "PRP nsubj 1; VBP ROOT 1; DT det 5; NNP compound 4; NNP compound 5; NNP dobj 1; -LRB- punct 7; "
                 "NNP appos 5; -RRB- punct 7; . punct 1")
    assert _types(doc)["Vehicle Routing Problem"] == "Task"


def test_a_long_form_headed_by_a_short_form_is_a_kind_of_that_thing():
    # "... in Referring Expression Segmentation (RES) . ... for Generalized RES (GRES) ."
    doc = parsed("used in Referring Expression Segmentation (RES). We target Generalized RES (GRES).",
                 "VBN ROOT 0; IN prep 0; NNP compound 4; NNP compound 4; NN pobj 1; -LRB- punct 6; NNP appos 4; "
                 "-RRB- punct 6; . punct 0; PRP nsubj 10; VBP ROOT 10; NNP compound 12; NNP dobj 10; -LRB- punct 14; "
                 "NNP appos 12; -RRB- punct 14; . punct 10")
    types = _types(doc)
    assert types["Referring Expression Segmentation"] == "Task" and types["Generalized RES"] == "Task"
    # one the paper introduces is its technique
    doc = parsed("used in Referring Expression Segmentation (RES). This study introduces Generalized RES (GRES).",
                 "VBN ROOT 0; IN prep 0; NNP compound 4; NNP compound 4; NN pobj 1; -LRB- punct 6; NNP appos 4; "
                 "-RRB- punct 6; . punct 0; DT det 10; NN nsubj 11; VBZ ROOT 11; NNP compound 13; NNP dobj 11; "
                 "-LRB- punct 15; NNP appos 13; -RRB- punct 15; . punct 11", lemmas={"introduces": "introduce"})
    assert _types(doc)["Generalized RES"] == "Method"


def test_a_suspended_hyphen_shares_the_word_of_use_after_the_list():
    from kg.extract.name_spans import use_compound_at

    # "over FooNet- and alignment-based baselines", the hyphen split from its word as the tokenizer does
    words = ["over", "FooNet", "-", "and", "alignment", "-", "based", "baselines"]
    doc = make(words, ["ADP", "PROPN", "PUNCT", "CCONJ", "NOUN", "PUNCT", "VERB", "NOUN"],
               ["IN", "NNP", "HYPH", "CC", "NN", "HYPH", "VBN", "NNS"],
               ["ROOT", "amod", "punct", "cc", "npadvmod", "punct", "amod", "pobj"], [0, 7, 1, 1, 6, 6, 7, 0],
               spaces=[True, False, True, True, False, False, True, False])
    assert use_compound_at(doc, 2, LEX).text == "based"
    words = ["over", "FooNet", "-", "and", "other", "baselines"]
    doc = make(words, ["ADP", "PROPN", "PUNCT", "CCONJ", "ADJ", "NOUN"], ["IN", "NNP", "HYPH", "CC", "JJ", "NNS"],
               ["ROOT", "amod", "punct", "cc", "amod", "pobj"], [0, 5, 1, 1, 5, 0], spaces=[True, False, True, True, True, False])
    assert use_compound_at(doc, 2, LEX) is None


def test_a_long_form_is_headed_by_the_word_before_for():
    from kg.extract.definition_types import _long_form_head

    doc = NLP("Latent Gaussian Splatting for 4D Panoptic Occupancy Tracking")
    assert _long_form_head(doc[:], LEX).text == "Splatting"
    doc = NLP("Bias Benchmark for QA")
    assert _long_form_head(doc[:], LEX).text == "Benchmark"
    doc = NLP("Multi-Behavior Recommendation")
    assert _long_form_head(doc[:], LEX).text == "Recommendation"
    # a collection of data "of" what it holds is that collection; other kinds "of" are not read so
    doc = NLP("Diachronic Electronic Corpus of Tyneside English")
    assert _long_form_head(doc[:], LEX).text == "Corpus"
    doc = NLP("Mixture of Experts")
    assert _long_form_head(doc[:], LEX).text == "Experts"
    # a technique's head noun "of" what it works on is that technique, unless it opens the name
    doc = NLP("alternating direction method of multipliers")
    assert _long_form_head(doc[:], LEX).text == "method"
    doc = NLP("Bag of Words")
    assert _long_form_head(doc[:], LEX).text == "Words"


def test_a_coinage_the_paper_introduces_is_a_technique_whatever_its_head():
    # "we propose Query Retrieval ( QuRe ) ."
    words = ["we", "propose", "Query", "Retrieval", "(", "QuRe", ")", "."]
    doc = make(words, ["PRON", "VERB", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT"],
               ["PRP", "VBP", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", "."],
               ["nsubj", "ROOT", "compound", "dobj", "punct", "appos", "punct", "punct"], [1, 1, 3, 1, 3, 3, 3, 1],
               spaces=[True, True, True, True, False, False, False, False],
               lemmas=["we", "propose", "query", "retrieval", "(", "qure", ")", "."])
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert types.get("Query Retrieval") == "Method" and types.get("QuRe") == "Method"
    # a plain acronym of a task stays a task: "we study Visual Planning ( VP ) ."
    words = ["we", "study", "Visual", "Planning", "(", "VP", ")", "."]
    doc = make(words, ["PRON", "VERB", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT"],
               ["PRP", "VBP", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", "."],
               ["nsubj", "ROOT", "compound", "dobj", "punct", "appos", "punct", "punct"], [1, 1, 3, 1, 3, 3, 3, 1],
               spaces=[True, True, True, True, False, False, False, False],
               lemmas=["we", "study", "visual", "planning", "(", "vp", ")", "."])
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert types.get("Visual Planning") == "Task"
    # introduced, a Title Case coinage is the technique with plain capitals too:
    # "We propose Momentum Uncertainty-guided Reasoning (MUR)", "we introduce Visual Planning (VP)"
    words[1] = "introduce"
    doc = make(words, ["PRON", "VERB", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT"],
               ["PRP", "VBP", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", "."],
               ["nsubj", "ROOT", "compound", "dobj", "punct", "appos", "punct", "punct"], [1, 1, 3, 1, 3, 3, 3, 1],
               spaces=[True, True, True, True, False, False, False, False],
               lemmas=["we", "introduce", "visual", "planning", "(", "vp", ")", "."])
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert types.get("Visual Planning") == "Method" and types.get("VP") == "Method"


def test_an_appositive_definition_is_typed_by_its_own_head():
    text = "We propose DiNa-LRM, a diffusion-native latent reward model that formulates rewards. CodeARC, the Code Abstraction and Reasoning Challenge, is an evaluation framework."
    doc = NLP(text)
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(text), [])}
    # a coined name that its appositive spells is one model, not the kind "reward models"
    assert types["DiNa-LRM"] == "Method" and types["diffusion-native latent reward model"] == "Method"
    assert types["CodeARC"] == "Benchmark" and types["Code Abstraction and Reasoning Challenge"] == "Benchmark"
    # a plain acronym glossed by a kind stays a kind
    text = "We study VLM, a vision-language model that answers questions."
    types = {c.text: c.type for c in extract_entities(NLP(text), LEX, find_abbreviations(text), [])}
    assert "VLM" not in types


def test_a_spelled_out_name_is_what_the_paper_makes():
    text = "MERIT: Multi-domain Efficient RAW Image Translation"
    doc = NLP(text)
    for t in doc:
        t.pos_ = "PROPN"
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(text), [])}
    assert types["Multi-domain Efficient RAW Image Translation"] == "Method" and types["MERIT"] == "Method"


def test_a_name_opening_a_compound_of_use_ends_before_the_hyphen():
    from kg.extract.relations import compound_use

    doc = NLP("It uses ResNet-based generators, a SAM2-guided mask and LLM-based tools.")
    names = [s.text for s in name_spans(doc, LEX)]
    assert "ResNet" in names and "SAM2" in names
    # plain capitals there are mostly a class of models: the compound stays whole
    assert "LLM" not in names
    resnet = next(s for s in name_spans(doc, LEX) if s.text == "ResNet")
    assert compound_use(resnet, LEX) == "based"
    assert compound_use(doc[1:2], LEX) is None


def test_names_in_parentheses_after_plural_tasks_are_their_data():
    # "across NER tasks ( NCBI , BC5CDR , BioRED )"
    words = ["across", "NER", "tasks", "(", "NCBI", ",", "BC5CDR", ",", "BioRED", ")"]
    doc = make(words, ["ADP", "PROPN", "NOUN", "PUNCT", "PROPN", "PUNCT", "PROPN", "PUNCT", "PROPN", "PUNCT"],
               ["IN", "NNP", "NNS", "-LRB-", "NNP", ",", "NNP", ",", "NNP", "-RRB-"],
               ["ROOT", "compound", "pobj", "punct", "appos", "punct", "conj", "punct", "conj", "punct"],
               [0, 2, 0, 4, 2, 4, 4, 6, 6, 4], spaces=[True, True, True, False, False, True, False, True, False, False],
               lemmas=["across", "ner", "task", "(", "ncbi", ",", "bc5cdr", ",", "biored", ")"])
    assert type_name(doc[4:5], LEX, {})[0] == "Benchmark" and type_name(doc[8:9], LEX, {})[0] == "Benchmark"
    # a singular task word names the task: "a novel task , FooTask"
    words = ["a", "novel", "task", ",", "FooTask"]
    doc = make(words, ["DET", "ADJ", "NOUN", "PUNCT", "PROPN"], ["DT", "JJ", "NN", ",", "NNP"],
               ["det", "amod", "ROOT", "punct", "appos"], [2, 2, 2, 2, 2], spaces=[True, True, False, True, False])
    assert type_name(doc[4:5], LEX, {})[0] == "Task"


def test_a_benchmark_noun_right_after_a_name_types_it_when_the_verb_was_read_as_a_noun():
    # "on the REAL275 benchmark demonstrate": the tagger made "demonstrate" a noun
    words = ["on", "the", "REAL275", "benchmark", "demonstrate"]
    doc = make(words, ["ADP", "DET", "PROPN", "NOUN", "NOUN"], ["IN", "DT", "NNP", "NN", "NN"],
               ["ROOT", "det", "compound", "compound", "pobj"], [0, 4, 4, 4, 0])
    assert type_name(doc[2:3], LEX, {})[0] == "Benchmark"


def test_a_definition_before_subtasks_names_a_task():
    text = "Results on six software engineering (SWE) subtasks improve."
    doc = NLP(text)
    for t in doc:
        t.pos_ = "NOUN" if t.is_alpha and t.text.islower() else ("PROPN" if t.is_alpha else "PUNCT")
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(text), [])}
    assert types.get("software engineering") == "Task" and types.get("SWE") == "Task"


def test_a_name_before_a_cohort_is_data():
    # "using the NLST cohort"
    words = ["using", "the", "NLST", "cohort"]
    doc = make(words, ["VERB", "DET", "PROPN", "NOUN"], ["VBG", "DT", "NNP", "NN"], ["ROOT", "det", "compound", "dobj"], [0, 3, 3, 0])
    assert type_name(doc[2:3], LEX, {})[0] == "Dataset"


def test_a_name_before_a_generator_or_discriminator_is_a_technique():
    # "PatchGAN discriminators": the noun after a name says what it is
    words = ["uses", "PatchGAN", "discriminators"]
    doc = make(words, ["VERB", "PROPN", "NOUN"], ["VBZ", "NNP", "NNS"], ["ROOT", "compound", "dobj"], [0, 2, 0],
               lemmas=["use", "PatchGAN", "discriminator"])
    assert type_name(doc[1:2], LEX, {})[0] == "Method"


def test_capitals_next_to_capitals_are_one_name():
    doc = NLP("We build the MS COCOAI dataset from images.")
    assert "MS COCOAI" in [s.text for s in name_spans(doc, LEX)]
    # a kind's acronym between two parts of one name is part of it
    doc = NLP("We follow the NIST AI RiskNet toolkit here.")
    assert "NIST AI RiskNet" in [s.text for s in name_spans(doc, LEX)]
    doc = NLP("We study AI RiskNet here.")
    assert [s.text for s in name_spans(doc, LEX)] == ["RiskNet"]


def test_a_level_of_agreement_read_off_is_no_measure():
    from kg.extract.terms import type_term

    # "show moderate agreement on safety compliance", "perfect accuracy": a level, no named measure
    for word in ("moderate", "perfect", "fair"):
        doc = parsed(f"{word} agreement", "JJ amod 1; NN ROOT 1")
        assert type_term(list(doc), LEX) is None, word
    assert type_term(list(parsed("annotator agreement", "NN compound 1; NN ROOT 1")), LEX)[0] == "Metric"


def test_a_word_that_is_no_name_stays_none_when_spelled_out():
    # "The pursuit of Artificial General Intelligence (AGI) is a goal": "AGI" is no name (`not_names`), spelled out or not
    doc = NLP("The pursuit of Artificial General Intelligence (AGI) is a goal, and question answering (QA) a task.")
    found = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert "Artificial General Intelligence" not in found and "AGI" not in found
    # a spelled-out head of a kind still types it, and a new part is introduced with an article
    assert found.get("question answering") == "Task"
    assert _types(NLP("We add a Memory Bank (MB) to the model."))["MB"] == "Method"
    assert _types(NLP("The Trace Bias (TB) term weighs it."))["TB"] == "Method"  # two letters: too often another's


def test_a_definition_moved_by_an_amount_is_a_measure():
    from kg.extract.measures import is_changed_definition

    text = "while improving output token contribution (OTC) by 6.8x and using spatial token pruning (STP) by default"
    assert is_changed_definition(text, text.index("output"), text.index("(OTC)") + 5, LEX)
    # no verb of change, or no amount: no measure
    assert not is_changed_definition(text, text.index("spatial"), text.index("(STP)") + 5, LEX)
    doc = NLP(text)
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert types.get("output token contribution") == "Metric" and types.get("spatial token pruning") != "Metric"


def test_an_eponymous_measure_is_one_entity():
    from kg.extract.candidates import eponym_candidates

    found = {(c.text, c.type) for c in eponym_candidates("agreement is strong (Cohen's kappa = 0.84); Cliff’s delta and Welch's t-test", LEX)}
    assert found == {("Cohen's kappa", "Metric"), ("Cliff’s delta", "Metric"), ("Welch's t-test", "Method")}
    assert eponym_candidates("the model's accuracy and Qwen's answers", LEX) == []
    # the measure's Greek letter: "average Cohen's κ= 0.43", "Cronbach's α"
    found = {(c.text, c.type) for c in eponym_candidates("average Cohen's κ= 0.43 and Cronbach's α of 0.8", LEX)}
    assert found == {("Cohen's κ", "Metric"), ("Cronbach's α", "Metric")}
    # in Title Case too, unless the name's words go on before it ("Relaxed Word Mover's Distance")
    found = {(c.text, c.type) for c in eponym_candidates("we report Cohen's Kappa and the Relaxed Word Mover's Distance", LEX)}
    assert found == {("Cohen's Kappa", "Metric")}
    # two names joined by a hyphen before such a noun, without a possessive; a plural is its singular
    found = {(c.text, c.type) for c in eponym_candidates(
        "a Kolmogorov-Smirnov test, the Jensen-Shannon divergence and Reed-Solomon codes", LEX)}
    assert found == {("Kolmogorov-Smirnov test", "Method"), ("Jensen-Shannon divergence", "Metric"), ("Reed-Solomon codes", "Method")}
    # a prefix, a participle, a test set or code-mixing is no pair of names
    assert eponym_candidates("Self-Refine method, Termination-Enhanced method, the Spanish-Wayuunaiki test set, "
                             "Nepali-English code-mixed text, Urdu-English code switching", LEX) == []


def test_a_phrase_around_a_measure_named_after_people_is_the_entity():
    text = "a pairwise Jensen-Shannon divergence loss"
    eponym = Candidate(text.index("Jensen"), len(text) - len(" loss"), "Metric", 0.8, "eponym", "Jensen-Shannon divergence")
    term = Candidate(2, len(text), "Method", 0.6, "term", text[2:])
    assert [c.text for c in resolve_overlaps([eponym, term])] == ["pairwise Jensen-Shannon divergence loss"]
    # a phrase with another name in it ("GroupPersona lowers Jensen-Shannon divergence", a parser's slip) does not win
    text = "GroupPersona lowers Jensen-Shannon divergence"
    eponym = Candidate(text.index("Jensen"), len(text), "Metric", 0.8, "eponym", "Jensen-Shannon divergence")
    term = Candidate(0, len(text), "Metric", 0.6, "term", text)
    assert [c.text for c in resolve_overlaps([eponym, term])] == ["Jensen-Shannon divergence"]


def test_a_measured_plural_acronym_is_a_metric():
    doc = make(["lowering", "FLOPs"], ["VERB", "PROPN"], ["VBG", "NNP"], ["ROOT", "dobj"], [0, 0])
    assert type_name(doc[1:2], LEX, {})[0] == "Metric"
    doc = make(["needs", "10", "FLOPs"], ["VERB", "NUM", "PROPN"], ["VBZ", "CD", "NNPS"], ["ROOT", "nummod", "dobj"], [0, 2, 0])
    assert type_name(doc[2:3], LEX, {}) is None  # a count of a unit, not a score


def test_an_untyped_acronym_needs_a_role():
    from kg.extract.syntax import is_argument

    # "acquisition in MRI is slow": where something happens
    doc = make(["acquisition", "in", "MRI", "is", "slow"], ["NOUN", "ADP", "PROPN", "AUX", "ADJ"], ["NN", "IN", "NNP", "VBZ", "JJ"],
               ["nsubj", "prep", "pobj", "ROOT", "acomp"], [3, 0, 1, 3, 3])
    assert not is_argument(doc[2:3]) and "MRI" not in _types(doc)
    # "we optimise it using GRPO": a thing the text works with
    doc = make(["we", "optimise", "it", "using", "GRPO"], ["PRON", "VERB", "PRON", "VERB", "PROPN"], ["PRP", "VBP", "PRP", "VBG", "NNP"],
               ["nsubj", "ROOT", "dobj", "advcl", "dobj"], [1, 1, 1, 1, 3])
    assert is_argument(doc[4:5]) and _types(doc)["GRPO"] == "Method"


def test_a_phrase_the_paper_names_by_apposition_is_its_contribution():
    from kg.extract.cued_phrases import apposition_names

    # "we propose interaction locality , a framework"
    words = ["we", "propose", "interaction", "locality", ",", "a", "framework"]
    doc = make(words, ["PRON", "VERB", "NOUN", "NOUN", "PUNCT", "DET", "NOUN"], ["PRP", "VBP", "NN", "NN", ",", "DT", "NN"],
               ["nsubj", "ROOT", "compound", "dobj", "punct", "det", "appos"], [1, 1, 3, 1, 3, 6, 3],
               spaces=[True, True, True, False, True, True, False])
    assert [(s.text, t) for s, t in apposition_names(doc, LEX)] == [("interaction locality", "Method")]
    # the first part of a hyphened word the parser made the object is no phrase: "we propose MApLe, a multi-task ... approach"
    doc = parsed("we propose MApLe , a multi-task , vision approach", "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 1; DT det 5; "
                 "NN dobj 1; HYPH punct 7; NN amod 10; , punct 10; NN compound 10; NN appos 5")
    assert apposition_names(doc, LEX) == []
    # without the kind word, or said of someone else, it is no name
    doc = make(words[:4], ["PRON", "VERB", "NOUN", "NOUN"], ["PRP", "VBP", "NN", "NN"], ["nsubj", "ROOT", "compound", "dobj"], [1, 1, 3, 1])
    assert apposition_names(doc, LEX) == []
    words = ["they", "propose", "interaction", "locality", ",", "a", "framework"]
    doc = make(words, ["PRON", "VERB", "NOUN", "NOUN", "PUNCT", "DET", "NOUN"], ["PRP", "VBP", "NN", "NN", ",", "DT", "NN"],
               ["nsubj", "ROOT", "compound", "dobj", "punct", "det", "appos"], [1, 1, 3, 1, 3, 6, 3],
               spaces=[True, True, True, False, True, True, False])
    assert apposition_names(doc, LEX) == []
    # praise is no part of the name; with the kind alone left there is none
    words = ["we", "propose", "a", "novel", "matrix", "decomposition", "algorithm"]
    doc = make(words, ["PRON", "VERB", "DET", "ADJ", "NOUN", "NOUN", "PROPN"], ["PRP", "VBP", "DT", "JJ", "NN", "NN", "NNP"],
               ["nsubj", "ROOT", "det", "amod", "compound", "dobj", "appos"], [1, 1, 5, 5, 5, 1, 5])
    assert [(s.text, t) for s, t in apposition_names(doc, LEX)] == [("matrix decomposition", "Method")]
    words = ["we", "propose", "a", "new", "solution", ",", "the", "VSNIT", "transformer"]
    doc = make(words, ["PRON", "VERB", "DET", "ADJ", "NOUN", "PUNCT", "DET", "PROPN", "NOUN"],
               ["PRP", "VBP", "DT", "JJ", "NN", ",", "DT", "NNP", "NN"],
               ["nsubj", "ROOT", "det", "amod", "dobj", "punct", "det", "compound", "appos"], [1, 1, 4, 4, 1, 4, 8, 8, 4],
               spaces=[True, True, True, True, False, True, True, True, False])
    assert apposition_names(doc, LEX) == []



def test_a_concept_the_paper_introduces_to_quantify_is_a_measure():
    from kg.extract.cued_phrases import apposition_names

    # "We introduce the concept of framing disparity to quantify the impact of framing": the parser
    # reads "framing" as a gerund whose object is "disparity"; the phrase is one, and a measure
    text = "we introduce the concept of framing disparity to quantify the impact ."
    parse = ("PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; VBG pcomp 4; NN dobj 5; TO aux 8; VB acl 6; "
             "DT det 10; NN dobj 8; . punct 1")
    doc = parsed(text, parse, lemmas={"framing": "frame"})
    assert [(s.text, t) for s, t in apposition_names(doc, LEX)] == [("framing disparity", "Metric")]
    # to improve something, it is a technique
    doc = parsed(text.replace("quantify", "improve"), parse, lemmas={"framing": "frame"})
    assert [(s.text, t) for s, t in apposition_names(doc, LEX)] == [("framing disparity", "Method")]
    # a real gerund, its object further on: "the idea of employing the structure ensemble" names no concept
    doc = parsed("we introduce the idea of employing the structure ensemble .",
                 "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; VBG pcomp 4; DT det 8; NN compound 8; NN dobj 5; . punct 1",
                 lemmas={"employing": "employ"})
    assert apposition_names(doc, LEX) == []


def test_a_bare_process_the_paper_puts_forward_is_its_technique():
    from kg.extract.cued_phrases import apposition_names

    def named(words, tags, lemma_of_head):
        pos = {"PRP": "PRON", "VBP": "VERB", "JJ": "ADJ", "NN": "NOUN", ",": "PUNCT", "WDT": "PRON", "VBZ": "VERB", "DT": "DET"}
        deps = ["nsubj", "ROOT", "amod", "amod", "dobj", "punct", "nsubj", "relcl"]
        doc = make(words, [pos[t] for t in tags], tags, deps, [1, 1, 4, 4, 1, 4, 7, 4],
                   lemmas=[w.lower() for w in words[:4]] + [lemma_of_head, ",", "which", "regularize"])
        return [(s.text, t) for s, t in apposition_names(doc, LEX)]

    tags = ["PRP", "VBP", "JJ", "JJ", "NN", ",", "WDT", "VBZ"]
    # "we introduce widthwise stochastic scaling , which regularizes": the paper's technique, named bare
    assert named(["we", "introduce", "widthwise", "stochastic", "scaling", ",", "which", "regularizes"], tags, "scaling") == [
        ("widthwise stochastic scaling", "Method")]
    # a thing that ends as a process does is none ("statistical information"), nor is someone else's
    assert named(["we", "introduce", "widthwise", "statistical", "information", ",", "which", "regularizes"], tags, "information") == []
    assert named(["they", "introduce", "widthwise", "stochastic", "scaling", ",", "which", "regularizes"], tags, "scaling") == []
    # a head that is no process by its form is left to the apposition cue
    assert named(["we", "introduce", "widthwise", "stochastic", "template", ",", "which", "regularizes"], tags, "template") == []


def test_a_bench_word_is_a_name_in_any_case():
    doc = NLP("We evaluate on τ-bench, SWE-bench and xbench-DS in a workbench today.")
    names = [s.text for s in name_spans(doc, LEX)]
    assert "τ-bench" in names and "SWE-bench" in names and "xbench-DS" in names
    assert "workbench" not in names


def test_a_change_word_is_no_part_of_a_metric():
    from kg.extract.terms import type_term

    doc = make(["increasing", "activation", "coverage"], ["VERB", "NOUN", "NOUN"], ["VBG", "NN", "NN"], ["amod", "compound", "ROOT"], [2, 2, 2])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Metric" and [t.text for t in tokens] == ["activation", "coverage"]


def test_digits_and_x_in_short_forms():
    pairs = _definition_pairs
    assert pairs("we propose Collision-Resistant Single-Pass Self-Supervised Semantic Hashing (CS3H), a framework") == [
        ("CS3H", "Collision-Resistant Single-Pass Self-Supervised Semantic Hashing")]
    assert pairs("a Vision-to-Echo Data Alignment (V2EDA) model") == [("V2EDA", "Vision-to-Echo Data Alignment")]
    assert pairs("we introduce Cross-View Relations (XVR), a dataset") == [("XVR", "Cross-View Relations")]
    # a first letter counted twice or thrice opens as many words, a caret outside maths too, wherever the walk
    # from the right found the letter inside a word ("Hierarchical")
    assert pairs("Our method, called Hybrid Hierarchical RL (H^2RL), introduces") == [("H^2RL", "Hybrid Hierarchical RL")]
    assert pairs("we propose Efficient Explorative Embodied RL (E3RL), a method") == [("E3RL", "Efficient Explorative Embodied RL")]
    # a function word is no initial: "an Attention-Augmented SSM (A2SSM)"
    assert pairs("we use an Attention-Augmented SSM (A2SSM) here")[0][1].startswith("Attention")


def test_definitions_where_the_paper_presents_its_work_are_its_own():
    from kg.extract.relations import defined_as_contribution

    verb_lemmas = {"introduced": "introduce", "introduces": "introduce", "comprises": "comprise", "proposes": "propose"}

    def proposed(words, pos, tags, deps, heads, spaces, proposed_names=frozenset()):
        doc = make(words, pos, tags, deps, heads, spaces=spaces, lemmas=[verb_lemmas.get(w, w.lower()) for w in words])
        abbrevs = find_abbreviations(doc.text)
        cands = extract_entities(doc, LEX, abbrevs, [])
        return {c.text for c in cands if defined_as_contribution(doc, c, abbrevs, set(proposed_names), LEX, GAZ)}

    # "we propose a Dual Change Learning (DCL) method ." with the parse broken around the name
    words = ["we", "propose", "a", "Dual", "Change", "Learning", "(", "DCL", ")", "method", "."]
    pos = ["PRON", "VERB", "DET", "PROPN", "VERB", "PROPN", "PUNCT", "PROPN", "PUNCT", "NOUN", "PUNCT"]
    tags = ["PRP", "VBP", "DT", "NNP", "VB", "NNP", "-LRB-", "NNP", "-RRB-", "NN", "."]
    deps = ["nsubj", "ROOT", "det", "nsubj", "ccomp", "dobj", "punct", "appos", "punct", "npadvmod", "punct"]
    heads = [1, 1, 5, 4, 1, 4, 5, 5, 5, 4, 1]
    spaces = [True, True, True, True, True, True, False, False, True, False, False]
    assert proposed(words, pos, tags, deps, heads, spaces) == {"Dual Change Learning"}
    # "the workshop , which introduced the Turing Exam (TE) ." : another's presentation
    words = ["we", "present", "the", "workshop", ",", "which", "introduced", "the", "Turing", "Exam", "(", "TE", ")", "."]
    pos = ["PRON", "VERB", "DET", "NOUN", "PUNCT", "PRON", "VERB", "DET", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT"]
    tags = ["PRP", "VBP", "DT", "NN", ",", "WDT", "VBD", "DT", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", "."]
    deps = ["nsubj", "ROOT", "det", "dobj", "punct", "nsubj", "relcl", "det", "compound", "dobj", "punct", "appos", "punct", "punct"]
    heads = [1, 1, 3, 1, 3, 6, 3, 9, 9, 6, 9, 9, 9, 1]
    spaces = [True, True, True, False, True, True, True, True, True, True, False, False, False, False]
    assert proposed(words, pos, tags, deps, heads, spaces) == set()
    # "ERA comprises two parts : Entropy Pruning (EP) and Token Recycling (TR) ."
    words = ["ERA", "comprises", "two", "parts", ":", "Entropy", "Pruning", "(", "EP", ")", "and", "Token", "Recycling", "(", "TR", ")", "."]
    pos = ["PROPN", "VERB", "NUM", "NOUN", "PUNCT", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "CCONJ", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT"]
    tags = ["NNP", "VBZ", "CD", "NNS", ":", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", "CC", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", "."]
    deps = ["nsubj", "ROOT", "nummod", "dobj", "punct", "compound", "appos", "punct", "appos", "punct", "cc", "compound", "conj", "punct", "appos", "punct", "punct"]
    heads = [1, 1, 3, 1, 3, 6, 3, 6, 6, 6, 6, 12, 6, 12, 12, 12, 1]
    spaces = [True, True, True, False, True, True, True, False, False, True, True, True, True, False, False, False, False]
    assert proposed(words, pos, tags, deps, heads, spaces, {"ERA"}) == {"Entropy Pruning", "Token Recycling"}
    assert proposed(words, pos, tags, deps, heads, spaces) == set()  # ERA is not the paper's here
    # "First , the Ray Gaussian Encoder (RGE) predicts ." after the paper has proposed its system
    words = ["First", ",", "the", "Ray", "Gaussian", "Encoder", "(", "RGE", ")", "predicts", "."]
    pos = ["ADV", "PUNCT", "DET", "PROPN", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "VERB", "PUNCT"]
    tags = ["RB", ",", "DT", "NNP", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", "VBZ", "."]
    deps = ["advmod", "punct", "det", "compound", "compound", "nsubj", "punct", "appos", "punct", "ROOT", "punct"]
    heads = [9, 9, 5, 5, 5, 9, 5, 5, 5, 9, 9]
    spaces = [False, True, True, True, True, True, False, False, True, False, False]
    assert proposed(words, pos, tags, deps, heads, spaces, {"RCGDet3D"}) == {"Ray Gaussian Encoder"}
    assert proposed(words, pos, tags, deps, heads, spaces) == set()  # nothing proposed: an enumeration of findings
    # "Level 1 introduces the Reverse Surprise Index (RSI) ." once the paper has proposed its benchmark
    words = ["Level", "1", "introduces", "the", "Reverse", "Surprise", "Index", "(", "RSI", ")", "."]
    pos = ["NOUN", "NUM", "VERB", "DET", "PROPN", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT"]
    tags = ["NN", "CD", "VBZ", "DT", "NNP", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", "."]
    deps = ["nsubj", "nummod", "ROOT", "det", "compound", "compound", "dobj", "punct", "appos", "punct", "punct"]
    heads = [2, 0, 2, 6, 6, 6, 2, 6, 6, 6, 2]
    spaces = [True, True, True, True, True, True, True, False, False, False, False]
    assert proposed(words, pos, tags, deps, heads, spaces, {"YoCausal"}) == {"Reverse Surprise Index"}
    assert proposed(words, pos, tags, deps, heads, spaces) == set()
    # in the past tense, and by another's system, it is earlier work: "Llama introduced the Reverse ..."
    words[0], words[2], tags[2] = "Llama", "introduced", "VBD"
    assert proposed(words, pos, tags, deps, heads, spaces, {"YoCausal"}) == set()


def test_task_kind_words_type_a_name():
    # "we introduce Concept Customization , a novel task"
    words = ["we", "introduce", "Concept", "Customization", ",", "a", "novel", "task"]
    doc = make(words, ["PRON", "VERB", "PROPN", "PROPN", "PUNCT", "DET", "ADJ", "NOUN"], ["PRP", "VBP", "NNP", "NNP", ",", "DT", "JJ", "NN"],
               ["nsubj", "ROOT", "compound", "dobj", "punct", "det", "amod", "appos"], [1, 1, 3, 1, 3, 7, 7, 3],
               spaces=[True, True, True, False, True, True, True, False])
    assert type_name(doc[2:4], LEX, {})[0] == "Task"
    # "in Text-to-SQL tasks"
    doc = make(["in", "Text-to-SQL", "tasks"], ["ADP", "PROPN", "NOUN"], ["IN", "NNP", "NNS"], ["ROOT", "compound", "pobj"], [0, 2, 0],
               lemmas=["in", "text-to-sql", "task"])
    assert type_name(doc[1:2], LEX, {})[0] == "Task"
    # "on Natural Language Understanding datasets": a task phrase in Title Case names the task the datasets share
    doc = parsed("on Natural Language Understanding datasets", "IN ROOT 0; NNP compound 4; NNP compound 3; NNP compound 4; NNS pobj 0",
                 lemmas={"datasets": "dataset"})
    assert type_name(doc[1:4], LEX, {})[0] == "Task"
    # a name before them is one of them: "on the MLUBench datasets"
    doc = parsed("on MLUBench datasets", "IN ROOT 0; NNP compound 2; NNS pobj 0", lemmas={"datasets": "dataset"})
    assert type_name(doc[1:2], LEX, {})[0] == "Dataset"


def test_scores_around_a_name_make_it_a_metric_or_a_benchmark():
    # "91.5 % mAP50-95 on UATD"
    doc = NLP("It reaches 91.5% mAP50-95 on UATD today.")
    for t in doc:
        t.pos_ = "PROPN" if t.text[:1].isupper() or t.text.startswith("mAP") else "NOUN"
    names = [s.text for s in name_spans(doc, LEX)]
    assert "mAP50-95" in names
    span = next(s for s in name_spans(doc, LEX) if s.text == "mAP50-95")
    assert is_measured(span, LEX)
    # "45.7 % on BrowseComp"
    doc = make(["45.7", "%", "on", "BrowseComp"], ["NUM", "NOUN", "ADP", "PROPN"], ["CD", "NN", "IN", "NNP"],
               ["nummod", "ROOT", "prep", "pobj"], [1, 1, 1, 2], spaces=[False, True, True, False])
    assert type_name(doc[3:4], LEX, {})[0] == "Benchmark"
    assert "r=0.98" not in [s.text for s in name_spans(NLP("Pearson r=0.98 holds."), LEX)]
    # a statistic of the measure between the score and its name: "attains 91.27% mean Dice on ACDC"
    doc = parsed("attains 91.27 % mean Dice on ACDC", "VBZ ROOT 0; CD nummod 2; NN compound 4; VBP compound 4; NNP dobj 0; IN prep 4; NNP pobj 5")
    assert is_measured(doc[4:5], LEX)


def test_losses_are_objectives_when_designed():
    from kg.extract.terms import term_spans, type_term

    doc = make(["normalized", "Hamming", "distance", "loss"], ["ADJ", "PROPN", "NOUN", "NOUN"], ["JJ", "NNP", "NN", "NN"],
               ["amod", "compound", "compound", "ROOT"], [3, 3, 3, 3])
    assert type_term(list(doc), LEX)[0] == "Method"
    doc = make(["task", "loss"], ["NOUN", "NOUN"], ["NN", "NN"], ["compound", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX)[0] == "Metric"
    doc = make(["detail", "loss"], ["NOUN", "NOUN"], ["NN", "NN"], ["compound", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX)[0] == "Metric"  # "significant detail loss": what is lost, no objective
    # one modifier that says what the loss is designed to do makes an objective too: "an adversarial loss", "identity loss"
    for modifier, tag in (("adversarial", "JJ"), ("identity", "NN"), ("geometry", "NN")):
        doc = make([modifier, "loss"], ["ADJ" if tag == "JJ" else "NOUN", "NOUN"], [tag, "NN"], ["amod" if tag == "JJ" else "compound", "ROOT"], [1, 1])
        assert type_term(list(doc), LEX)[0] == "Method", modifier
    doc = parsed("trained with an adversarial loss .", "VBN ROOT 0; IN prep 0; DT det 4; JJ amod 4; NN pobj 1; . punct 0")
    assert ("adversarial loss", "Method") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    words = ["Trajectory", "Topology", "Loss", "(", "TTL", ")", "aligns"]
    doc = make(words, ["PROPN"] * 3 + ["PUNCT", "PROPN", "PUNCT", "VERB"], ["NNP"] * 3 + ["-LRB-", "NNP", "-RRB-", "VBZ"],
               ["compound", "compound", "nsubj", "punct", "appos", "punct", "ROOT"], [2, 2, 6, 2, 2, 2, 6],
               spaces=[True, True, True, False, False, True, False])
    assert _types(doc)["Trajectory Topology Loss"] == "Method"
    # a coined process the paper introduces, though its head is measured when bare ("calibration")
    doc = parsed("we introduce Test Time Calibration (TTC) , a calibration head .",
                 "PRP nsubj 1; VBP ROOT 1; NNP compound 4; NNP compound 4; NNP dobj 1; -LRB- punct 6; NNP appos 4; -RRB- punct 6; "
                 ", punct 4; DT det 11; NN compound 11; NN appos 4; . punct 1")
    assert _types(doc)["Test Time Calibration"] == "Method"


def test_a_roman_numeral_is_the_version_of_the_name_before_it():
    doc = parsed("we evaluate on Deep Research Bench II and StarCraft II , in Stage II with Type II errors .",
                 "PRP nsubj 1; VBP ROOT 1; IN prep 1; NNP compound 5; NNP compound 5; NNP compound 6; NNP pobj 2; CC cc 6; "
                 "NNP compound 9; NNP conj 6; , punct 1; IN prep 1; NNP compound 13; NNP pobj 11; IN prep 13; NNP compound 16; "
                 "CD nummod 17; NNS pobj 14; . punct 1")
    names = [s.text for s in name_spans(doc, LEX)]
    assert "Deep Research Bench II" in names and "StarCraft II" in names
    # after one plain word it numbers a part or a kind: no name at all
    assert not any(n.startswith(("Stage", "Type")) for n in names), names


def test_a_numbered_part_of_the_work_is_no_name():
    doc = parsed("On Task 1 , models reach 0.61 recall , and Subtask 2A improves ; we use Step 3.5 Flash .",
                 "IN prep 5; NNP pobj 0; CD nummod 1; , punct 5; NNS nsubj 5; VBP ROOT 5; CD nummod 7; NN dobj 5; , punct 5; "
                 "CC cc 5; NNP nsubj 12; CD nummod 10; VBZ conj 5; : punct 5; PRP nsubj 15; VBP conj 5; NNP compound 18; "
                 "CD nummod 18; NNP dobj 15; . punct 5")
    names = [s.text for s in name_spans(doc, LEX)]
    assert not any(n.startswith(("Task", "Subtask")) for n in names), names
    # a word of its own after the number makes a release of a name
    assert "Step 3.5 Flash" in names


def test_a_word_capitalised_after_its_first_letter_continues_a_name():
    doc = parsed("we evaluate it on the Cornell eRulemaking Corpus and report the JumpScore mAP .",
                 "PRP nsubj 1; VBP ROOT 1; PRP dobj 1; IN prep 1; DT det 7; NNP compound 7; NNP compound 7; NNP pobj 3; CC cc 1; "
                 "VBP conj 1; DT det 12; NNP compound 12; NN dobj 9; . punct 1")
    names = [s.text for s in name_spans(doc, LEX)]
    assert "Cornell eRulemaking Corpus" in names
    # after a name it is another: "JumpScore mAP" is a name and a measure
    assert "JumpScore mAP" not in names


def test_name_forms():
    from kg.extract.names import is_name_like, looks_like_model

    assert is_name_like("Render-in-the-Loop") and is_name_like("Divide-and-Denoise") and is_name_like("Text-to-SQL")
    assert not is_name_like("X-to-English") and not is_name_like("state-of-the-art")
    assert looks_like_model("T5-Small", LEX.model_families, LEX.model_tiers)
    assert looks_like_model("Mistral-Large-3", LEX.model_families, LEX.model_tiers)  # tier and version hyphened
    assert looks_like_model("FLUX.1-dev", LEX.model_families, LEX.model_tiers)  # a version after a point
    assert "MultiWOZ 2.2" in [s.text for s in name_spans(NLP("Results on MultiWOZ 2.2 are good."), LEX)]
    assert "Table" not in [s.text for s in name_spans(NLP("As Table 3 shows, it works."), LEX)]
    assert "Table 3" not in [s.text for s in name_spans(NLP("As Table 3 shows, it works."), LEX)]
    # a numbered sub-part is no name either, even where its label reads as a size ("2b")
    words = ["then", "the", "models", "of", "Stage", "2a", "and", "Stage", "2b", "reach", "a", "high", "AUC", "."]
    doc = make(words, ["ADV", "DET", "NOUN", "ADP", "PROPN", "NUM", "CCONJ", "PROPN", "NUM", "VERB", "DET", "ADJ", "PROPN", "PUNCT"],
               ["RB", "DT", "NNS", "IN", "NNP", "CD", "CC", "NNP", "CD", "VBP", "DT", "JJ", "NNP", "."],
               ["advmod", "det", "nsubj", "prep", "pobj", "nummod", "cc", "conj", "nummod", "ROOT", "det", "amod", "dobj", "punct"],
               [9, 2, 9, 2, 3, 4, 4, 4, 7, 9, 12, 12, 9, 9], spaces=[True] * 12 + [False, False])
    names = [s.text for s in name_spans(doc, LEX)]
    assert "AUC" in names and "Stage 2a" not in names and "Stage 2b" not in names
    # and a pointer into the paper: "the core ( Algorithm 1b ) is verified"
    words = ["the", "core", "(", "Algorithm", "1b", ")", "is", "verified", "."]
    doc = make(words, ["DET", "NOUN", "PUNCT", "PROPN", "NUM", "PUNCT", "AUX", "VERB", "PUNCT"],
               ["DT", "NN", "-LRB-", "NNP", "CD", "-RRB-", "VBZ", "VBN", "."],
               ["det", "nsubjpass", "punct", "appos", "nummod", "punct", "auxpass", "ROOT", "punct"], [1, 7, 3, 1, 3, 3, 7, 7, 7],
               spaces=[True, True, False, True, False, True, True, False, False])
    assert "Algorithm 1b" not in [s.text for s in name_spans(doc, LEX)]


def test_a_participle_in_title_case_is_no_name():
    from kg.extract.bare_names import bare_name_is_no_entity

    doc = NLP("An LLM-Driven framework")
    assert bare_name_is_no_entity(doc[1:4] if len(doc) > 3 else doc[1:2])


def test_examples_and_lists_after_a_kind_noun_take_its_type():
    # "methods including TOATOD and Diable"
    words = ["methods", "including", "TOATOD", "and", "Diable"]
    doc = make(words, ["NOUN", "VERB", "PROPN", "CCONJ", "PROPN"], ["NNS", "VBG", "NNP", "CC", "NNP"],
               ["ROOT", "prep", "pobj", "cc", "conj"], [0, 0, 1, 2, 2], lemmas=["method", "include", "toatod", "and", "diable"])
    assert type_name(doc[2:3], LEX, {})[0] == "Method" and type_name(doc[4:5], LEX, {})[0] == "Method"
    # "reasoning benchmarks ( MindCube and RoboSpatial )"
    words = ["reasoning", "benchmarks", "(", "MindCube", "and", "RoboSpatial", ")"]
    doc = make(words, ["NOUN", "NOUN", "PUNCT", "PROPN", "CCONJ", "PROPN", "PUNCT"], ["NN", "NNS", "-LRB-", "NNP", "CC", "NNP", "-RRB-"],
               ["compound", "ROOT", "punct", "appos", "cc", "conj", "punct"], [1, 1, 1, 1, 3, 3, 1],
               spaces=[True, True, False, True, True, False, False], lemmas=["reasoning", "benchmark", "(", "mindcube", "and", "robospatial", ")"])
    assert type_name(doc[3:4], LEX, {})[0] == "Benchmark" and type_name(doc[5:6], LEX, {})[0] == "Benchmark"
    # "on detection datasets ( e.g. , VDet and FooSeg )" and "two datasets , i.e. , ScanRef and FooNet"
    words = ["on", "detection", "datasets", "(", "e.g.", ",", "VDet", "and", "FooSeg", ")"]
    doc = make(words, ["ADP", "NOUN", "NOUN", "PUNCT", "ADV", "PUNCT", "PROPN", "CCONJ", "PROPN", "PUNCT"],
               ["IN", "NN", "NNS", "-LRB-", "RB", ",", "NNP", "CC", "NNP", "-RRB-"],
               ["ROOT", "compound", "pobj", "punct", "advmod", "punct", "appos", "cc", "conj", "punct"], [0, 2, 0, 2, 6, 6, 2, 6, 6, 2],
               spaces=[True, True, True, False, False, True, True, True, False, False],
               lemmas=["on", "detection", "dataset", "(", "e.g.", ",", "vdet", "and", "fooseg", ")"])
    assert type_name(doc[6:7], LEX, {})[0] == "Dataset" and type_name(doc[8:9], LEX, {})[0] == "Dataset"
    words = ["two", "datasets", ",", "i.e.", ",", "ScanRef", "and", "FooNet"]
    doc = make(words, ["NUM", "NOUN", "PUNCT", "ADV", "PUNCT", "PROPN", "CCONJ", "PROPN"], ["CD", "NNS", ",", "RB", ",", "NNP", "CC", "NNP"],
               ["nummod", "ROOT", "punct", "advmod", "punct", "appos", "cc", "conj"], [1, 1, 1, 5, 5, 1, 5, 5],
               spaces=[True, False, True, False, True, True, True, False], lemmas=["two", "dataset", ",", "i.e.", ",", "scanref", "and", "foonet"])
    assert type_name(doc[5:6], LEX, {})[0] == "Dataset"


def test_manner_adjectives_do_not_name_a_task():
    from kg.extract.terms import type_term

    doc = make(["precise", "extraction"], ["ADJ", "NOUN"], ["JJ", "NN"], ["amod", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX) is None  # a manner of a bare generic head: no task
    doc = make(["correct", "reasoning"], ["ADJ", "NOUN"], ["JJ", "NN"], ["amod", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX) is None  # how well, not which problem, of a bare generic head
    doc = make(["mathematical", "reasoning"], ["ADJ", "NOUN"], ["JJ", "NN"], ["amod", "ROOT"], [1, 1])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["mathematical", "reasoning"]
    # nor do words that say the thing is real: "genuine visual grounding", "authentic 4D scene synthesis"
    doc = make(["genuine", "visual", "grounding"], ["ADJ", "ADJ", "NOUN"], ["JJ", "JJ", "NN"], ["amod", "amod", "ROOT"], [2, 2, 2])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["visual", "grounding"]
    # a list of manners goes whole: "rapid and accurate glottis detection"
    doc = make(["rapid", "and", "accurate", "glottis", "detection"], ["ADJ", "CCONJ", "ADJ", "NOUN", "NOUN"],
               ["JJ", "CC", "JJ", "NN", "NN"], ["amod", "cc", "conj", "compound", "ROOT"], [4, 0, 0, 4, 4])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["glottis", "detection"]


def test_a_short_form_inside_a_longer_name_is_not_a_use_of_it():
    text = "Evidence Chain Generation (ECG) matters. We propose ECG-R1 for it."
    doc = NLP(text)
    for t in doc:
        t.pos_ = "PROPN" if t.text[:1].isupper() else "NOUN"
    ecg = [c for c in extract_entities(doc, LEX, find_abbreviations(text), []) if c.text == "ECG"]
    assert [c.start for c in ecg] == [text.index("ECG")]


def test_dataset_distillation_is_a_problem_not_a_kind_of_distillation():
    # "distillation" heads techniques, but distilling a dataset is a task of its own, known whole
    doc = parsed("for diffusion - based dataset distillation", "IN ROOT 0; NN npadvmod 3; HYPH punct 3; VBN amod 5; NN compound 5; NN pobj 0")
    types = {c.text: c.type for c in extract_entities(doc, LEX, [], [])}
    assert "Method" not in types.values() and "Task" in types.values(), types


def test_the_gazetteer_holds_no_papers_contribution():
    """Established names only: a name some annotated paper proposes is for the rules to find, not the gazetteer.

    Short forms are compared only with the gazetteer's full names: a paper
    may coin a short form that an established technique already uses
    ("Bidirectional Preference Entropy (BPE)" beside byte-pair encoding),
    and such homonyms stay apart by design.
    """
    import json
    from pathlib import Path

    labels = {e.label.lower() for e in LEX.gazetteer}
    forms = labels | {a.lower() for e in LEX.gazetteer for a in e.aliases}
    for gold in (Path(__file__).parent / "data" / "gold").glob("*.jsonl"):
        for line in gold.read_text(encoding="utf-8").splitlines():
            for entity in json.loads(line)["entities"]:
                if entity.get("proposed"):
                    assert entity["label"].lower() not in forms, (gold.name, entity["label"])
                    assert not {a.lower() for a in entity["aliases"]} & labels, (gold.name, entity["label"])


def test_codes_side_by_side_are_no_name():
    assert not [s.text for s in name_spans(NLP("a bilingual (ZH/EN) benchmark"), LEX) if "/" in s.text]


def test_an_averaged_error_is_named_whole():
    from kg.extract.terms import type_term

    doc = make(["mean", "relative", "errors"], ["ADJ", "ADJ", "NOUN"], ["JJ", "JJ", "NNS"], ["amod", "amod", "ROOT"], [2, 2, 2],
               lemmas=["mean", "relative", "error"])
    found = type_term(list(doc), LEX)
    assert found[0] == "Metric" and [t.text for t in found[1]] == ["mean", "relative", "errors"]
    # "mean" alone before a measure is no part of its name
    doc = make(["mean", "accuracy"], ["ADJ", "NOUN"], ["JJ", "NN"], ["amod", "ROOT"], [1, 1])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["accuracy"]


def test_rates_are_measures_in_the_plural():
    from kg.extract.terms import type_term

    doc = make(["cache", "hit", "rates"], ["NOUN", "NOUN", "NOUN"], ["NN", "NN", "NNS"], ["compound", "compound", "ROOT"], [2, 2, 2],
               lemmas=["cache", "hit", "rate"])
    assert type_term(list(doc), LEX)[0] == "Metric"
    doc = make(["systematic", "errors"], ["ADJ", "NOUN"], ["JJ", "NNS"], ["amod", "ROOT"], [1, 1], lemmas=["systematic", "error"])
    assert type_term(list(doc), LEX) is None


def test_a_name_before_a_benchmark_phrase_is_the_benchmark():
    # "on the UATD forward-looking sonar benchmark"
    words = ["on", "the", "UATD", "forward-looking", "sonar", "benchmark"]
    doc = make(words, ["ADP", "DET", "PROPN", "ADJ", "NOUN", "NOUN"], ["IN", "DT", "NNP", "JJ", "NN", "NN"],
               ["ROOT", "det", "nmod", "amod", "compound", "pobj"], [0, 5, 5, 5, 5, 0])
    assert type_name(doc[2:3], LEX, {})[0] == "Benchmark"


def test_cleanup_records_emphasis():
    from kg.cleanup import clean

    c = clean("we present \\textit{Protocol-Guided Data Generation}, *ITCR* and \\texttt{code}, \\textbf{S}elf")
    assert [c.text[a:b] for a, b in c.emphasis] == ["Protocol-Guided Data Generation", "ITCR", "S"]
    assert clean("plain text").emphasis == ()


def test_emphasised_phrases_are_names():
    from kg.cleanup import clean
    from kg.extract.candidates import emphasis_candidates
    from kg.extract.document import set_emphasis

    c = clean("We present \\textbf{Flexible Skill Arrangement} for \\emph{dynamic view synthesis} and \\textbf{AnyViewBench} on \\emph{any} view.")
    doc = NLP(c.text)
    for t in doc:
        t.pos_ = "DET" if t.lower_ in ("the", "any") else "PROPN" if t.text[:1].isupper() else "NOUN"
        t.tag_ = "NN"
    set_emphasis(doc, c.emphasis)
    found = {(x.text, x.type) for x in emphasis_candidates(doc, LEX)}
    assert found == {("Flexible Skill Arrangement", "Method"), ("dynamic view synthesis", "Task"), ("AnyViewBench", "Benchmark")}
    # a named finding, emphasised, is no technique: "we formalize the friction as the \textit{Impedance Mismatch}"
    c = clean("We formalize the friction as the \\textit{Impedance Mismatch} of the two.")
    doc = NLP(c.text)
    for t in doc:
        t.pos_ = "DET" if t.lower_ in ("the",) else "PROPN" if t.text[:1].isupper() else "NOUN"
        t.tag_ = "NN"
    set_emphasis(doc, c.emphasis)
    assert c.emphasis and not emphasis_candidates(doc, LEX)


def test_a_hyphenated_word_is_trimmed_whole():
    from kg.extract.terms import type_term

    words = ["high", "-", "fidelity", "text", "manipulation"]
    doc = make(words, ["ADJ", "PUNCT", "NOUN", "NOUN", "NOUN"], ["JJ", "HYPH", "NN", "NN", "NN"],
               ["amod", "punct", "compound", "compound", "ROOT"], [2, 2, 4, 4, 4], spaces=[False, False, True, True, False])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == words
    doc = make(["high", "accuracy"], ["ADJ", "NOUN"], ["JJ", "NN"], ["amod", "ROOT"], [1, 1])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["accuracy"]
    # a slashed word too: the "A" of "A/H recognition" is no article
    words = ["A", "/", "H", "recognition"]
    doc = make(words, ["PROPN", "SYM", "NOUN", "NOUN"], ["NNP", "SYM", "NN", "NN"], ["nmod", "punct", "compound", "ROOT"],
               [3, 2, 3, 3], spaces=[False, False, True, False])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == words


def test_the_concept_the_paper_introduces_is_its_contribution():
    from kg.extract.relations import is_contribution
    from kg.extract.cued_phrases import apposition_names

    # "we introduce the concept of second-order rollout"
    words = ["we", "introduce", "the", "concept", "of", "second-order", "rollout"]
    doc = make(words, ["PRON", "VERB", "DET", "NOUN", "ADP", "ADJ", "NOUN"], ["PRP", "VBP", "DT", "NN", "IN", "JJ", "NN"],
               ["nsubj", "ROOT", "det", "dobj", "prep", "amod", "pobj"], [1, 1, 3, 1, 3, 6, 4],
               lemmas=["we", "introduce", "the", "concept", "of", "second-order", "rollout"])
    [(span, type_)] = apposition_names(doc, LEX)
    assert (span.text, type_) == ("second-order rollout", "Method")
    cand = Candidate(span.start_char, span.end_char, "Method", 0.7, "name-typed", span.text)
    assert is_contribution(doc, cand, LEX)
    doc = make(["they"] + words[1:], ["PRON", "VERB", "DET", "NOUN", "ADP", "ADJ", "NOUN"], ["PRP", "VBD", "DT", "NN", "IN", "JJ", "NN"],
               ["nsubj", "ROOT", "det", "dobj", "prep", "amod", "pobj"], [1, 1, 3, 1, 3, 6, 4],
               lemmas=["they", "introduce", "the", "concept", "of", "second-order", "rollout"])
    assert apposition_names(doc, LEX) == []
    # a plural after "the notion of" is a kind of thing: "we introduce the notion of time preferences"
    doc = make(["we", "introduce", "the", "notion", "of", "time", "preferences"],
               ["PRON", "VERB", "DET", "NOUN", "ADP", "NOUN", "NOUN"], ["PRP", "VBP", "DT", "NN", "IN", "NN", "NNS"],
               ["nsubj", "ROOT", "det", "dobj", "prep", "compound", "pobj"], [1, 1, 3, 1, 3, 6, 4],
               lemmas=["we", "introduce", "the", "notion", "of", "time", "preference"])
    assert apposition_names(doc, LEX) == []


def test_one_capitalised_word_is_no_coined_name():
    text = "Electrocardiography (ECG) serves as a tool."
    doc = NLP(text)
    for t in doc:
        t.pos_ = "PROPN" if t.text[:1].isupper() else "NOUN"
    assert not {"Electrocardiography", "ECG"} & {c.text for c in extract_entities(doc, LEX, find_abbreviations(text), [])}


def test_audit_fixes():
    from kg.extract.acronyms import find_abbreviations as found
    from kg.extract.bare_names import bare_name_is_no_entity
    from kg.extract.name_forms import suffix_type

    # "NAME: a Expansion" and hyphenated names spelled out after a colon
    assert [(a.short, a.long) for a in found("GRACE-DS: a Guarded Reward-guided Agent Correction Environment in Data Science")] == [
        ("GRACE-DS", "Guarded Reward-guided Agent Correction Environment in Data Science")]
    # a coined network spelled out is a name, not the kind "network"
    text = "We propose Illumi-Net: An Illumination-Adaptive Mixture-of-Experts Network, which works."
    doc = NLP(text)
    for t in doc:
        t.pos_ = "PROPN" if t.text[:1].isupper() else "NOUN"
    types = {c.text: c.type for c in extract_entities(doc, LEX, found(text), [])}
    assert types.get("Illumi-Net") == "Method"
    # a metric at a cutoff, a capitalised participle
    assert suffix_type("Pass@128") == "Metric" and suffix_type("Recall@10") == "Metric"
    # a name ending in "Set" is a set of data; the word "Set" alone says nothing
    assert suffix_type("TJ4DRadSet") == "Dataset" and suffix_type("PandaSet") == "Dataset"
    assert suffix_type("UniGenBench++") == "Benchmark" and suffix_type("C++") is None  # a release mark after the ending
    assert suffix_type("Set") is None and suffix_type("ReSet") is None
    # a name of two words or more ending in "Corpus", "Dataset" or "Treebank" is data, whatever the words around it say
    assert suffix_type("DementiaBank Pitt Corpus") == "Dataset" and suffix_type("Waymo Open Dataset") == "Dataset"
    assert suffix_type("Stanford Sentiment Treebank") == "Dataset" and suffix_type("Corpus") is None
    # a hyphened last part that says data, after a name; not after a modifier
    assert suffix_type("Aloe-Vision-Data") == suffix_type("RAF-DB") == suffix_type("TFQ-Data") == "Dataset"
    assert suffix_type("Cross-Dataset") is None and suffix_type("Low-Data") is None
    # it types the name over the kind word set after it
    doc = parsed("This introduces Aloe-Vision-Data , a large mixture .",
                 "DT nsubj 1; VBZ ROOT 1; NNP compound 6; HYPH punct 6; NNP compound 6; HYPH punct 6; NNP dobj 1; , punct 6; DT det 10; JJ amod 10; NN appos 6; . punct 1")
    assert type_name(doc[2:7], LEX, {})[0] == "Dataset"
    # a named leaderboard ranks systems evaluated; the word alone names none
    assert suffix_type("OpenLLM Leaderboard") == "Benchmark" and suffix_type("Open Ko LLM Leaderboard") == "Benchmark"
    assert suffix_type("Leaderboard") is None
    # a named challenge is a shared evaluation; the word alone is none
    assert suffix_type("PVUW Challenge 2026") == "Benchmark" and suffix_type("AI City Challenge") == "Benchmark"
    assert suffix_type("Challenge") is None
    # an evaluation suite's split keeps its kind: "LongMemEval_S", "HotpotQA-Hard"
    assert suffix_type("LongMemEval_S") == "Benchmark" and suffix_type("HotpotQA-Hard") == "Benchmark"
    assert suffix_type("Evaluator") is None
    words = ["first", "place", "on", "the", "PVUW", "Challenge", "2026", "test", "set"]
    doc = make(words, ["ADJ", "NOUN", "ADP", "DET", "PROPN", "PROPN", "NUM", "NOUN", "NOUN"],
               ["JJ", "NN", "IN", "DT", "NNP", "NNP", "CD", "NN", "NN"],
               ["amod", "ROOT", "prep", "det", "compound", "nmod", "nummod", "compound", "pobj"], [1, 1, 1, 8, 5, 8, 5, 8, 2])
    assert "PVUW Challenge 2026" in [s.text for s in name_spans(doc, LEX)]
    # all the capitalised words before "Challenge" name it, acronyms and Title Case alike, and the
    # known task inside gives way to the benchmark; a workshop is a venue
    words = ["the", "GOOSE", "2D", "Fine-Grained", "Semantic", "Segmentation", "Challenge", "at", "the", "ICRA", "Workshop",
             "evaluates", "the", "segmentation", "of", "images", "taken", "in", "the", "open", "field", "by", "small", "robots"]
    doc = make(words, ["DET", "PROPN", "PROPN", "PROPN", "PROPN", "PROPN", "PROPN", "ADP", "DET", "PROPN", "PROPN", "VERB",
                       "DET", "NOUN", "ADP", "NOUN", "VERB", "ADP", "DET", "ADJ", "NOUN", "ADP", "ADJ", "NOUN"],
               ["DT", "NNP", "NNP", "NNP", "NNP", "NNP", "NNP", "IN", "DT", "NNP", "NNP", "VBZ",
                "DT", "NN", "IN", "NNS", "VBN", "IN", "DT", "JJ", "NN", "IN", "JJ", "NNS"],
               ["det", "compound", "compound", "compound", "compound", "compound", "nsubj", "prep", "det", "compound", "pobj",
                "ROOT", "det", "dobj", "prep", "pobj", "acl", "prep", "det", "amod", "pobj", "agent", "amod", "pobj"],
               [6, 6, 6, 6, 6, 6, 11, 6, 10, 10, 7, 11, 13, 11, 13, 14, 15, 16, 20, 20, 17, 16, 23, 21])
    types = _types(doc)
    assert types.get("GOOSE 2D Fine-Grained Semantic Segmentation Challenge") == "Benchmark"
    assert "Semantic Segmentation" not in types and "ICRA Workshop" not in types
    assert bare_name_is_no_entity(NLP("a Guarded agent")[1:2])


def test_a_subscripted_variable_outside_math_mode_is_no_name():
    from kg.extract.bare_names import bare_name_is_no_entity

    # "the Preisach extremum stack of an input sequence u_{0:n}": a variable, as "x_t" and "Pi_n" are
    for text, name in (("an input sequence u_{0:n} .", "u_{0:n}"), ("the state x_t here", "x_t"), ("let Pi_n be", "Pi_n")):
        doc = NLP(text)
        span = doc.char_span(text.index(name), text.index(name) + len(name), alignment_mode="expand")
        assert span.text == name and bare_name_is_no_entity(span), text
    # a name with an underscore in it stays one: "NLML_HPE", "Llama_3"
    for text in ("the NLML_HPE model", "the Llama_3 model"):
        assert not bare_name_is_no_entity(NLP(text)[1:2]), text


def test_an_established_name_is_never_the_papers_contribution():
    from kg.components import AcronymFinder, EntityFinder, RelationFinder, read_group

    def proposed(words, pos, tags, deps, heads, spaces):
        doc = make(words, pos, tags, deps, heads, spaces=spaces, lemmas=[{"propose": "propose"}.get(w, w.lower()) for w in words])
        for component in (AcronymFinder(LEX), EntityFinder(LEX), RelationFinder(LEX)):
            component(doc)
        return {doc.text[m["start"]:m["end"]] for label, m in read_group(doc, "kg_relations") if label == "proposes"}

    # "we propose Supervised Fine-Tuning ( SFT )": known, so cited
    words = ["we", "propose", "Supervised", "Fine-Tuning", "(", "SFT", ")"]
    pos = ["PRON", "VERB", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT"]
    tags = ["PRP", "VBP", "NNP", "NNP", "-LRB-", "NNP", "-RRB-"]
    deps = ["nsubj", "ROOT", "compound", "dobj", "punct", "appos", "punct"]
    spaces = [True, True, True, True, False, False, False]
    assert proposed(words, pos, tags, deps, [1, 1, 3, 1, 3, 3, 3], spaces) == set()
    # the same sentence with a coined name
    words = ["we", "propose", "Sparse", "Foo-Tuning", "(", "SFT", ")"]
    assert proposed(words, pos, tags, deps, [1, 1, 3, 1, 3, 3, 3], spaces) >= {"Sparse Foo-Tuning"}


def test_sizes_and_run_labels_are_no_names():
    from kg.extract.terms import type_term

    doc = make(["models", "of", "7B-70B", "parameters"], ["NOUN", "ADP", "PROPN", "NOUN"], ["NNS", "IN", "NNP", "NNS"],
               ["ROOT", "prep", "pobj", "pobj"], [0, 0, 1, 1])
    assert type_name(doc[2:3], LEX, {}) is None
    assert not any(s.text.startswith("RUN") for s in name_spans(NLP("We submit RUN 1 and RUN 2 to the task."), LEX))
    # a bound on a size: "in the sub-50B parameter regime", "for sub-72B models"
    doc = make(["in", "the", "sub-50B", "regime"], ["ADP", "DET", "PROPN", "NOUN"], ["IN", "DT", "NNP", "NN"],
               ["ROOT", "det", "compound", "pobj"], [0, 3, 3, 0])
    assert type_name(doc[2:3], LEX, {}) is None
    doc = make(["sub-72B", "models"], ["PROPN", "NOUN"], ["NNP", "NNS"], ["compound", "ROOT"], [1, 1], lemmas=["sub-72b", "model"])
    assert type_term(list(doc), LEX) is None


def test_a_short_form_before_a_kind_word_of_another_type_opens_a_longer_name():
    from kg.extract.candidates import names_other_kind

    text = "We present Mind DeepResearch (MindDR), a framework. We also introduce MindDR Bench, a benchmark."
    assert names_other_kind(text, text.rindex("MindDR") + len("MindDR"), "Method", LEX)
    assert not names_other_kind("the GLUE Benchmark", len("the GLUE"), "Benchmark", LEX)  # the kind word says what it is
    assert not names_other_kind("MindDR achieves", len("MindDR"), "Method", LEX)
    doc = NLP(text)
    bench = text.rindex("MindDR")
    cands = extract_entities(doc, LEX, find_abbreviations(doc.text), [])
    assert not [c for c in cands if c.rule == "acronym" and c.start == bench]
    assert [c for c in cands if c.rule == "acronym" and c.text == "MindDR"]  # the definition's own short form stays


def test_one_plain_word_before_a_title_colon_names_the_papers_system():
    doc = NLP("Signals: Trajectory Sampling and Triage for Agentic Interactions")
    assert [s.text for s in name_spans(doc, LEX)] == ["Signals"]
    assert [s.text for s in name_spans(NLP("Topeax -- An Improved Clustering Topic Model"), LEX)] == ["Topeax"]
    # The genre of a title is no name, and neither is the first word of a sentence.
    assert "Position" not in [s.text for s in name_spans(NLP("Position: Agents Need Memory"), LEX)]
    assert "Signals" not in [s.text for s in name_spans(NLP("Signals help agents: a study of triage."), LEX)]


def test_an_arxiv_identifier_is_a_citation_not_a_name():
    assert [s.text for s in name_spans(NLP("the result of (Nakamura 2026, arXiv:2605.15746) for GPT-4o"), LEX)] == ["GPT-4o"]
    assert name_spans(NLP("see ARXIV:2401.01234v2 for details"), LEX) == []


def test_a_sentence_start_the_parser_puts_inside_a_name_before_its_kind_word_does_not_cut_it():
    # "on the NeuralTO Syn dataset": the parser opened a sentence at "Syn"
    doc = NLP("we test on the NeuralTO Syn dataset")
    doc[5].is_sent_start = True
    assert [s.text for s in name_spans(doc, LEX)] == ["NeuralTO Syn"]
    # after a full stop it is another sentence
    doc = NLP("we test on NeuralTO. Syn dataset")
    assert "NeuralTO Syn" not in [s.text for s in name_spans(doc, LEX)]


def test_a_known_measure_used_as_a_verb_is_no_mention():
    from kg.extract.candidates import is_verb_reading

    def cand(doc, word):
        start = doc.text.index(word)
        return Candidate(start, start + len(word), "Metric", 0.8, "gazetteer", word)

    # "enabling humans to recall past experiences", "the agent helps the person recall memories"
    doc = parsed("humans to recall past experiences", "NNS nsubj 2; TO aux 2; VB ROOT 2; JJ amod 4; NNS dobj 2")
    assert is_verb_reading(doc, cand(doc, "recall"))
    doc = parsed("the person recall memories", "DT det 1; NN nsubj 2; VBP ROOT 2; NNS dobj 2")
    assert is_verb_reading(doc, cand(doc, "recall"))
    # "the ability to selectively recall and use experiences": "to" with an adverb between, the object the conjunct's
    doc = parsed("ability to selectively recall and use experiences", "NN ROOT 0; TO aux 3; RB advmod 3; VB acl 0; CC cc 3; VB conj 3; NNS dobj 5")
    assert is_verb_reading(doc, cand(doc, "recall"))
    # "and recall 0.99": the measure and its score, however the tagger reads it
    doc = parsed("completeness 4.8 and recall 0.99", "NN ROOT 0; CD nummod 0; CC cc 0; VBP conj 0; CD dobj 3")
    assert not is_verb_reading(doc, cand(doc, "recall"))
    doc = parsed("higher recall on X", "JJR amod 1; NN ROOT 1; IN prep 1; NNP pobj 2")
    assert not is_verb_reading(doc, cand(doc, "recall"))
    # a technique's name in lower case read as a finite verb with a subject ("ReAct" as "react"):
    # "systems that perceive and react to the world", "how LLMs react to prompts"
    doc = parsed("systems that perceive and react to the world",
                 "NNS ROOT 0; WDT nsubj 2; VBP relcl 0; CC cc 2; VB conj 2; IN prep 4; DT det 7; NN pobj 5")
    assert is_verb_reading(doc, Candidate(26, 31, "Method", 0.8, "gazetteer", "react"))
    doc = parsed("the LLMs react to prompts", "DT det 1; NNS nsubj 2; VBP ROOT 2; IN prep 2; NNS pobj 3")
    assert is_verb_reading(doc, Candidate(9, 14, "Method", 0.8, "gazetteer", "react"))
    # a measure is left to the object test: the tagger reads "precision and recall" as verbs at times
    doc = parsed("precision rose and recall fell", "NN nsubj 1; VBD ROOT 1; CC cc 1; NN nsubj 4; VBD conj 1")
    assert not is_verb_reading(doc, cand(doc, "recall"))


def test_a_known_technique_that_opens_a_headline_as_a_verb_is_no_mention():
    from kg.extract.candidates import is_verb_reading

    boosting = Candidate(0, 8, "Method", 0.85, "gazetteer", "Boosting")
    # "Boosting Adversarial Transferability via ...": capitalised because it opens the headline
    doc = parsed("Boosting Adversarial Transferability via Attacks",
                 "VBG ROOT 0; JJ amod 2; NN dobj 0; IN prep 0; NNS pobj 3")
    assert is_verb_reading(doc, boosting)
    # "PrismRAG: Boosting RAG Factuality with ...": it opens the subtitle
    doc = parsed("PrismRAG : Boosting RAG Factuality", "NNP ROOT 0; : punct 0; VBG appos 0; NNP compound 4; NN dobj 2")
    assert is_verb_reading(doc, Candidate(11, 19, "Method", 0.85, "gazetteer", "Boosting"))
    # the technique as a noun, and a capitalised word inside a sentence, are no verbs
    doc = parsed("Boosting improves weak learners", "NN nsubj 1; VBZ ROOT 1; JJ amod 3; NNS dobj 1")
    assert not is_verb_reading(doc, boosting)
    doc = parsed("we tune Boosting weights here", "PRP nsubj 1; VBP ROOT 1; VBG amod 3; NNS dobj 1; RB advmod 1")
    assert not is_verb_reading(doc, Candidate(8, 16, "Method", 0.85, "gazetteer", "Boosting"))


def test_a_word_of_use_after_a_coined_name_ends_it():
    # "a LoRA-fine-tuned Qwen model": LoRA was used on Qwen; "fine-tuned" is one word of use
    assert [s.text for s in name_spans(NLP("with a LoRA-fine-tuned Qwen model"), LEX)] == ["LoRA", "Qwen"]
    assert [s.text for s in name_spans(NLP("with a SimCLR-pretrained YOLOv8 detector"), LEX)] == ["SimCLR", "YOLOv8"]
    # a technique applied to the model after it: "a LoRA-adapted BioBERT encoder", "a TensorRT-optimized YOLOv8"
    assert [s.text for s in name_spans(NLP("with a LoRA-adapted BioBERT encoder"), LEX)] == ["LoRA", "BioBERT"]
    assert [s.text for s in name_spans(NLP("with a TensorRT-optimized YOLOv8 detector"), LEX)] == ["TensorRT", "YOLOv8"]
    assert [s.text for s in name_spans(NLP("with a DINOv2-distilled ViT-S encoder"), LEX)] == ["DINOv2", "ViT-S"]
    # what a thing is aligned with is no technique used: "TMRoPE (Time-aligned Multimodal RoPE)"
    assert "Time" not in [s.text for s in name_spans(NLP("a position embedding, TMRoPE (Time-aligned Multimodal RoPE)"), LEX)]
    # inside a Title Case name a plain word before the hyphen is the name's own ("Progressive
    # Language-guided Visual Learning"), and a class of systems is no name used ("AI-Generated Text")
    from kg.extract.name_spans import _ends_in_use_of_name

    assert _ends_in_use_of_name("LoRA-fine-tuned", LEX) and _ends_in_use_of_name("GPT-4o-driven", LEX)
    assert not _ends_in_use_of_name("Language-guided", LEX) and not _ends_in_use_of_name("AI-Generated", LEX)
    assert not _ends_in_use_of_name("LoRA-Net", LEX)


def test_a_shared_tasks_number_is_part_of_its_name_and_makes_it_a_benchmark():
    from kg.extract.name_forms import suffix_type

    # in a headline "Task" is capitalised like every word, and after an acronym the run would end
    for title, name in (("FMI at SemEval-2026 Task 13: Lightweight Detection of Generated Code", "SemEval-2026 Task 13"),
                        ("mucAI at BAREC Shared Task 2025: Towards Readability Assessment", "BAREC Shared Task 2025")):
        assert name in [s.text for s in name_spans(NLP(title), LEX)], title
    assert "Shared Task 2025" not in [s.text for s in name_spans(NLP("mucAI at BAREC Shared Task 2025: Towards Readability"), LEX)]
    assert suffix_type("SemEval-2026 Task 13") == suffix_type("BLP-2025 Shared Task 2") == suffix_type("DFKI at SemEval-2026 TASK 7") == "Benchmark"
    # a task of the paper's own pipeline is no shared task
    assert suffix_type("Task 13") is None


def test_a_subject_after_a_phrase_that_ends_in_a_kind_word_is_not_of_that_kind():
    # "Across multiple agent safety benchmarks, TRACES improves ...": the comma ends an opening phrase
    doc = parsed("Across multiple benchmarks , TRACES improves prediction .",
                 "IN prep 5; JJ amod 2; NNS pobj 0; , punct 5; NNP nsubj 5; VBZ ROOT 5; NN dobj 5; . punct 5")
    assert _types(doc).get("TRACES") != "Benchmark"
    # names set off after the kind word are of it: "on two benchmarks , MMLUX and GSMX ."
    doc = parsed("We test on two benchmarks , MMLUX and GSMX .",
                 "PRP nsubj 1; VBP ROOT 1; IN prep 1; CD nummod 5; NNS pobj 2; , punct 5; NNP appos 5; CC cc 6; NNP conj 6; . punct 1")
    assert _types(doc)["MMLUX"] == "Benchmark"


def test_plain_capitalised_words_after_gains_in_name_where_not_what():
    # "performance gains in AI Virtual Cells": a domain; "gains in Rigid Motion Consistency": a measure by its head
    parse = "NN compound 1; NNS ROOT 1; IN prep 1; NNP compound 4; NNPS pobj 2"
    assert not is_measured(parsed("performance gains in Virtual Cells", parse)[3:5], LEX)
    parse = "NN compound 1; NNS ROOT 1; IN prep 1; NNP compound 5; NNP compound 5; NNP pobj 2"
    assert is_measured(parsed("performance gains in Rigid Motion Consistency", parse)[3:6], LEX)


def test_a_long_form_is_what_its_words_before_a_purpose_say():
    # "PARE (Pruning and Adaptive Routing for efficient video generation)": the known task after "for"
    # is what the technique is for, not what it is
    doc = parsed("We propose PARE (Pruning and Adaptive Routing for efficient video generation) .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; -LRB- punct 4; NNP appos 2; CC cc 4; NNP compound 7; NNP conj 4; "
                 "IN prep 7; JJ amod 11; NN compound 11; NN pobj 8; -RRB- punct 4; . punct 1")
    assert _types(doc)["PARE"] == "Method"
    # and the words before the purpose are what makes it a coinage: "Self-Attention Guidance for image Editing (SAGE)"
    doc = parsed("We use Self-Attention Guidance for image Editing (SAGE) .",
                 "PRP nsubj 1; VBP ROOT 1; NNP compound 5; HYPH punct 4; NNP compound 5; NNP dobj 1; IN prep 5; NN compound 8; "
                 "NNP pobj 6; -LRB- punct 10; NNP appos 5; -RRB- punct 10; . punct 1")
    assert _types(doc).get("SAGE") == "Method"


def test_a_name_after_the_dataset_is_data_however_the_kind_word_was_tagged():
    # "In the dataset LoveDA, this challenge ...": the tagger made "dataset" an adjective
    doc = parsed("In the dataset LoveDA , this challenge is compounded .",
                 "IN prep 8; DT det 3; JJ amod 3; NNP pobj 0; , punct 8; DT det 6; NN nsubjpass 8; VBZ auxpass 8; VBN ROOT 8; . punct 8")
    assert _types(doc)["LoveDA"] == "Dataset"
    # adjectives may stand before the kind word, and the parser may hang the name apart from it
    doc = parsed("We evaluate on the public dataset LoveDA .",
                 "PRP nsubj 1; VBP ROOT 1; IN prep 1; DT det 5; JJ amod 5; NN pobj 2; NNP dobj 1; . punct 1")
    assert _types(doc)["LoveDA"] == "Dataset"
    # but a subject after it is another thing: "the dataset FooGen produced"
    doc = parsed("We check the dataset FooGen produced .",
                 "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; NNP nsubj 5; VBD relcl 3; . punct 1")
    assert _types(doc).get("FooGen") != "Dataset"


def test_measures_joined_by_a_slash_are_each_a_measure():
    from kg.extract.measures import split_slashed_measures

    def split(text):
        return [(c.text, c.start) for c in split_slashed_measures([Candidate(10, 10 + len(text), "Metric", 0.6, "term", text)], GAZ)]

    assert split("PSNR/SSIM/LPIPS") == [("PSNR", 10), ("SSIM", 15), ("LPIPS", 20)]
    assert split("context precision/recall") == [("context precision", 10), ("recall", 28)]
    # a part that names no measure alone keeps the phrase whole; so does a score after a unit
    assert split("character/word error rate") == [("character/word error rate", 10)]
    assert split("dB/0.92") == [("dB/0.92", 10)]


def test_a_name_ending_in_shared_task_is_a_benchmark_without_its_number():
    # "our submission to the CLPsych 2026 Shared Task on capturing ...": the contest, not a task
    doc = parsed("the CLPsych 2026 Shared Task", "DT det 4; NNP compound 4; CD nummod 4; NNP compound 4; NNP ROOT 4")
    assert type_name(doc[1:5], LEX, GAZ) == ("Benchmark", 0.8, "name-typed")
    # the words "Shared Task" are part of the campaign's name, in a headline and after it without a number
    for text, name in (("Findings of the MAGMaR 2026 Shared Task", "MAGMaR 2026 Shared Task"),
                       ("We took part in the BLP-2025 Shared Task on Bangla .", "BLP-2025 Shared Task")):
        names = [s.text for s in name_spans(NLP(text), LEX)]
        assert name in names, (text, names)
    # plain capitalised words before them are no campaign ("the Translation Shared Task")
    assert "Translation Shared Task" not in [s.text for s in name_spans(NLP("We took part in the Translation Shared Task ."), LEX)]


def test_a_name_before_a_word_of_gain_is_the_measure_that_grew():
    # "achieves 13.7 % RH-AUC gains"
    words = ["achieves", "13.7", "%", "RH", "-", "AUC", "gains"]
    doc = make(words, ["VERB", "NUM", "NOUN", "PROPN", "PUNCT", "PROPN", "NOUN"], ["VBZ", "CD", "NN", "NNP", "HYPH", "NNP", "NNS"],
               ["ROOT", "nummod", "nmod", "compound", "punct", "compound", "dobj"], [0, 2, 6, 5, 5, 6, 0],
               spaces=[True, False, True, False, False, True, False], lemmas=["achieve", "13.7", "%", "rh", "-", "auc", "gain"])
    assert type_name(doc[3:6], LEX, GAZ)[0] == "Metric"
    # A unit before the word is no metric: "5.56 dB improvement".
    doc = make(["5.56", "dB", "improvement"], ["NUM", "NOUN", "NOUN"], ["CD", "NN", "NN"], ["nummod", "compound", "ROOT"], [2, 2, 2],
               lemmas=["5.56", "db", "improvement"])
    assert type_name(doc[1:2], LEX, GAZ) is None


def test_a_count_or_a_dimension_inside_a_word_is_no_reported_number():
    from kg.extract.measures import reports_results

    doc = make(["4D", "radar", "challenges", "detection"], ["NOUN", "NOUN", "VERB", "NOUN"], ["NN", "NN", "VBZ", "NN"],
               ["compound", "nsubj", "ROOT", "dobj"], [1, 2, 2, 2], lemmas=["4d", "radar", "challenge", "detection"])
    assert not reports_results(doc[:], LEX)
    doc = make(["a", "3.62x", "speedup"], ["DET", "NOUN", "NOUN"], ["DT", "NN", "NN"], ["det", "compound", "ROOT"], [2, 2, 2])
    assert reports_results(doc[:], LEX)


def test_a_qualifier_that_picks_the_measure_stays_on_a_metric():
    from kg.extract.terms import type_term

    # "average robust accuracy": "average" goes, "robust" says which accuracy
    doc = make(["average", "robust", "accuracy"], ["ADJ", "ADJ", "NOUN"], ["JJ", "JJ", "NN"], ["amod", "amod", "ROOT"], [2, 2, 2])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Metric" and [t.text for t in tokens] == ["robust", "accuracy"]
    # Before a task it is still praise: "robust state estimation" is "state estimation".
    doc = make(["robust", "state", "estimation"], ["ADJ", "NOUN", "NOUN"], ["JJ", "NN", "NN"], ["amod", "compound", "ROOT"], [2, 2, 2])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Task" and [t.text for t in tokens] == ["state", "estimation"]


def test_a_defined_phrase_that_a_task_works_on_is_no_technique():
    from kg.extract.definition_types import is_studied_object

    # "estimation of the Angle of Progression ( AoP )"
    words = ["estimation", "of", "the", "Angle", "of", "Progression", "(", "AoP", ")"]
    doc = make(words, ["NOUN", "ADP", "DET", "PROPN", "ADP", "PROPN", "PUNCT", "PROPN", "PUNCT"],
               ["NN", "IN", "DT", "NNP", "IN", "NNP", "-LRB-", "NNP", "-RRB-"],
               ["ROOT", "prep", "det", "pobj", "prep", "pobj", "punct", "appos", "punct"], [0, 0, 3, 1, 3, 4, 3, 3, 3])
    assert is_studied_object(doc[3:6], LEX)
    assert not [c for c in extract_entities(doc, LEX, find_abbreviations(doc.text), []) if c.text in ("Angle of Progression", "AoP")]
    # The same definition as the object of a verb is a coined technique.
    words = ["we", "use", "Angle", "of", "Progression", "(", "AoP", ")"]
    doc = make(words, ["PRON", "VERB", "PROPN", "ADP", "PROPN", "PUNCT", "PROPN", "PUNCT"],
               ["PRP", "VBP", "NNP", "IN", "NNP", "-LRB-", "NNP", "-RRB-"],
               ["nsubj", "ROOT", "dobj", "prep", "pobj", "punct", "appos", "punct"], [1, 1, 1, 2, 3, 2, 2, 2])
    assert not is_studied_object(doc[2:5], LEX)


def test_a_name_apposed_to_a_process_noun_is_a_technique_unless_it_names_a_task():
    # "the standard mitigation , Contrastive Activation Addition , derives"
    words = ["the", "standard", "mitigation", ",", "Contrastive", "Activation", "Addition", ",", "derives"]
    doc = make(words, ["DET", "ADJ", "NOUN", "PUNCT", "PROPN", "PROPN", "PROPN", "PUNCT", "VERB"],
               ["DT", "JJ", "NN", ",", "NNP", "NNP", "NNP", ",", "VBZ"],
               ["det", "amod", "nsubj", "punct", "compound", "compound", "appos", "punct", "ROOT"], [2, 2, 8, 2, 6, 6, 2, 2, 8])
    assert type_name(doc[4:7], LEX, GAZ)[0] == "Method"
    # "a novel task , Knowledge Concept Customization": a task word makes a task.
    words = ["a", "novel", "task", ",", "Knowledge", "Concept", "Customization"]
    doc = make(words, ["DET", "ADJ", "NOUN", "PUNCT", "PROPN", "PROPN", "PROPN"], ["DT", "JJ", "NN", ",", "NNP", "NNP", "NNP"],
               ["det", "amod", "ROOT", "punct", "compound", "compound", "appos"], [2, 2, 2, 2, 6, 6, 2])
    assert type_name(doc[4:7], LEX, GAZ)[0] == "Task"


def test_task_phrases_lose_verbs_of_effect_and_possessors():
    from kg.extract.terms import type_term

    # "accelerating video generation": what is done to the task
    doc = make(["accelerating", "video", "generation"], ["VERB", "NOUN", "NOUN"], ["VBG", "NN", "NN"], ["amod", "compound", "ROOT"], [2, 2, 2])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Task" and [t.text for t in tokens] == ["video", "generation"]
    # in a headline the tagger makes such a verb a name: "Evaluating Hallucination Detection in ..."
    doc = make(["Evaluating", "Hallucination", "Detection"], ["PROPN", "PROPN", "PROPN"], ["NNP", "NNP", "NNP"],
               ["compound", "compound", "ROOT"], [1, 2, 2])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["Hallucination", "Detection"]
    # A participle that says which task stays: "moving object detection".
    doc = make(["moving", "object", "detection"], ["VERB", "NOUN", "NOUN"], ["VBG", "NN", "NN"], ["amod", "compound", "ROOT"], [2, 2, 2])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["moving", "object", "detection"]
    # "the model 's reasoning generation": the possessor is no part of the task
    doc = make(["the", "model", "'s", "reasoning", "generation"], ["DET", "NOUN", "PART", "NOUN", "NOUN"], ["DT", "NN", "POS", "NN", "NN"],
               ["det", "poss", "case", "compound", "ROOT"], [1, 4, 1, 4, 4], spaces=[True, False, True, True, False])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["reasoning", "generation"]


def test_a_phrase_that_points_back_names_no_task():
    from kg.extract.terms import refers_back, term_spans

    # "This disjointed modeling leads to fragmentation ."
    words = ["This", "disjointed", "modeling", "leads", "to", "fragmentation", "."]
    doc = make(words, ["DET", "ADJ", "NOUN", "VERB", "ADP", "NOUN", "PUNCT"], ["DT", "JJ", "NN", "VBZ", "IN", "NN", "."],
               ["det", "amod", "nsubj", "ROOT", "prep", "pobj", "punct"], [2, 2, 3, 3, 3, 4, 3])
    assert refers_back(doc[2])
    assert [t for _, t in term_spans(doc, LEX)].count("Task") == 0
    words = ["Temporal", "modeling", "leads", "to", "fragmentation", "."]
    doc = make(words, ["ADJ", "NOUN", "VERB", "ADP", "NOUN", "PUNCT"], ["JJ", "NN", "VBZ", "IN", "NN", "."],
               ["amod", "nsubj", "ROOT", "prep", "pobj", "punct"], [1, 2, 2, 2, 3, 2])
    assert not refers_back(doc[1])


def test_a_collective_noun_passes_on_its_members_type():
    # "Arctic-ABSA, a collection of powerful models"; a collection of problems or tasks is a benchmark:
    # "ProverBench, a collection of 325 formalized problems"
    parse = "NNP compound 2; HYPH punct 2; NNP ROOT 2; , punct 2; DT det 5; NN appos 2; IN prep 5; JJ amod 8; NNS pobj 6"
    for text, members, kind in (("Arctic-ABSA, a collection of powerful models", "model", "Method"),
                                ("Prover-Bench, a collection of formal problems", "problem", "Benchmark")):
        doc = parsed(text, parse, lemmas={text.rsplit(" ", 1)[1]: members})
        assert type_name(doc[0:3], LEX, GAZ)[0] == kind, text
    # Without its "of" noun the collective noun keeps its own type.
    words = ["Foo", "-", "Set", ",", "a", "collection", "."]
    doc = make(words, ["PROPN", "PUNCT", "PROPN", "PUNCT", "DET", "NOUN", "PUNCT"], ["NNP", "HYPH", "NNP", ",", "DT", "NN", "."],
               ["compound", "punct", "ROOT", "punct", "det", "appos", "punct"], [2, 2, 2, 2, 5, 2, 2],
               spaces=[False, False, False, True, True, False, False])
    assert type_name(doc[0:3], LEX, GAZ)[0] == "Dataset"


def test_analysis_and_evaluation_head_a_task_only_after_what_is_studied():
    from kg.extract.terms import type_term

    def typed(words, tags):
        doc = make(words, ["ADJ" if t == "JJ" else "NOUN" for t in tags], tags, ["amod"] * (len(words) - 1) + ["ROOT"],
                   [len(words) - 1] * len(words))
        return type_term(list(doc), LEX)

    assert typed(["sentiment", "analysis"], ["NN", "NN"])[0] == "Task"
    assert typed(["root", "cause", "analysis"], ["NN", "NN", "NN"])[0] == "Task"
    assert typed(["theoretical", "analysis"], ["JJ", "NN"]) is None  # the paper's own study
    assert typed(["error", "analysis"], ["NN", "NN"]) is None  # a kind of study
    assert typed(["principal", "component", "analysis"], ["JJ", "NN", "NN"]) is None  # a technique, not a task
    # a hyphened adjective that ends in a noun says how deep or wide the study goes: "an in-depth analysis"
    doc = make(["in", "-", "depth", "analysis"], ["ADP", "PUNCT", "NOUN", "NOUN"], ["IN", "HYPH", "NN", "NN"],
               ["amod", "punct", "compound", "ROOT"], [3, 2, 3, 3], spaces=[False, False, True, False])
    assert type_term(list(doc), LEX) is None
    # "evaluation" alike: "agent evaluation" is a task, "reproducible evaluation" and "human evaluation" a way of studying
    assert typed(["agent", "evaluation"], ["NN", "NN"])[0] == "Task"
    assert typed(["reproducible", "evaluation"], ["JJ", "NN"]) is None
    assert typed(["human", "evaluation"], ["NN", "NN"]) is None


def test_a_change_of_score_after_a_name_measures_it():
    # "reduces rFID from 0.57 to 0.29" (the parser calls "rFID" an adverb)
    words = ["DRoRAE", "reduces", "rFID", "from", "0.57", "to", "0.29"]
    doc = make(words, ["PROPN", "VERB", "ADV", "ADP", "NUM", "ADP", "NUM"], ["NNP", "VBZ", "RB", "IN", "CD", "IN", "CD"],
               ["nsubj", "ROOT", "advmod", "prep", "pobj", "prep", "pobj"], [1, 1, 1, 1, 3, 3, 5],
               lemmas=["drorae", "reduce", "rfid", "from", "0.57", "to", "0.29"])
    assert is_measured(doc[2:3], LEX)
    doc = make(["trained", "Llama", "from", "scratch"], ["VERB", "PROPN", "ADP", "NOUN"], ["VBN", "NNP", "IN", "NN"],
               ["ROOT", "dobj", "prep", "pobj"], [0, 0, 0, 2])
    assert not is_measured(doc[1:2], LEX)
    # a name after the numbers is the measure; the one before them is what improved: "improves SD 1.5 from 5.4 to 9.4 HPSv3"
    doc = parsed("it improves FooNet from 5.4 to 9.4 HPSv3 .",
                 "PRP nsubj 1; VBZ ROOT 1; NNP dobj 1; IN prep 1; CD pobj 3; IN prep 1; CD nummod 7; NNP pobj 5; . punct 1")
    assert not is_measured(doc[2:3], LEX) and is_measured(doc[7:8], LEX)


def test_data_named_where_a_result_sentence_opens_is_a_benchmark():
    # "On ImageNet-256 , DRoRAE reduces rFID ."
    words = ["On", "ImageNet-256", ",", "DRoRAE", "reduces", "rFID", "."]
    doc = make(words, ["ADP", "PROPN", "PUNCT", "PROPN", "VERB", "NOUN", "PUNCT"], ["IN", "NNP", ",", "NNP", "VBZ", "NN", "."],
               ["prep", "pobj", "punct", "nsubj", "ROOT", "dobj", "punct"], [4, 0, 4, 4, 4, 4, 4],
               lemmas=["on", "imagenet-256", ",", "drorae", "reduce", "rfid", "."])
    assert type_name(doc[1:2], LEX, GAZ)[0] == "Benchmark"
    # "On" under a verb that reports nothing keeps no such type.
    words = ["On", "ImageNet-256", ",", "DRoRAE", "runs", "."]
    doc = make(words, ["ADP", "PROPN", "PUNCT", "PROPN", "VERB", "PUNCT"], ["IN", "NNP", ",", "NNP", "VBZ", "."],
               ["prep", "pobj", "punct", "nsubj", "ROOT", "punct"], [4, 0, 4, 4, 4, 4], lemmas=["on", "imagenet-256", ",", "drorae", "run", "."])
    assert type_name(doc[1:2], LEX, GAZ)[0] != "Benchmark"


def test_a_definition_takes_the_kind_noun_after_its_parenthesis():
    # "proposes SCOPE ( Selective Conformal Pairwise Evaluation ) , a framework for judging",
    # with the appositive hung on the subject, as the parser does
    words = ["paper", "proposes", "SCOPE", "(", "Selective", "Conformal", "Optimized", "Pairwise", "Evaluation", ")", ",", "a",
             "framework", "for", "judging"]
    doc = make(words, ["NOUN", "VERB", "PROPN", "PUNCT"] + ["PROPN"] * 5 + ["PUNCT", "PUNCT", "DET", "NOUN", "ADP", "NOUN"],
               ["NN", "VBZ", "NNP", "-LRB-"] + ["NNP"] * 5 + ["-RRB-", ",", "DT", "NN", "IN", "NN"],
               ["nsubj", "ROOT", "dobj", "punct", "compound", "compound", "compound", "compound", "appos", "punct", "punct", "det",
                "appos", "prep", "pobj"],
               [1, 1, 1, 2, 8, 8, 8, 8, 2, 2, 1, 12, 0, 12, 13],
               spaces=[True, True, True, False, True, True, True, True, False, False, True, True, True, True, False])
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert types["Selective Conformal Optimized Pairwise Evaluation"] == "Method"


def test_a_coined_definition_in_the_place_of_data_is_data():
    # "Experiments on View-of-Delft ( VoD ) show gains ."
    words = ["Experiments", "on", "View-of-Delft", "(", "VoD", ")", "show", "gains", "."]
    doc = make(words, ["NOUN", "ADP", "PROPN", "PUNCT", "PROPN", "PUNCT", "VERB", "NOUN", "PUNCT"],
               ["NNS", "IN", "NNP", "-LRB-", "NNP", "-RRB-", "VBP", "NNS", "."],
               ["nsubj", "prep", "nmod", "punct", "pobj", "punct", "ROOT", "dobj", "punct"], [6, 0, 4, 4, 1, 4, 6, 6, 6],
               spaces=[True, True, True, False, False, True, True, False, False], lemmas=["experiment", "on", "view-of-delft", "(", "vod", ")", "show", "gain", "."])
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert types["View-of-Delft"] == "Benchmark" and types["VoD"] == "Benchmark"


def test_one_acronym_before_plural_benchmarks_names_their_task_not_a_benchmark():
    # "on standard KGQA benchmarks"
    words = ["on", "standard", "KGQA", "benchmarks"]
    doc = make(words, ["ADP", "ADJ", "PROPN", "NOUN"], ["IN", "JJ", "NNP", "NNS"], ["ROOT", "amod", "compound", "pobj"], [0, 3, 3, 0],
               lemmas=["on", "standard", "kgqa", "benchmark"])
    assert type_name(doc[2:3], LEX, GAZ) is None
    # A list names each member, and a count names the archive.
    words = ["the", "cantilever", "and", "MBB", "benchmarks"]
    doc = make(words, ["DET", "NOUN", "CCONJ", "PROPN", "NOUN"], ["DT", "NN", "CC", "NNP", "NNS"], ["det", "nmod", "cc", "compound", "ROOT"],
               [4, 4, 1, 4, 4], lemmas=["the", "cantilever", "and", "mbb", "benchmark"])
    assert type_name(doc[3:4], LEX, GAZ)[0] == "Benchmark"
    words = ["across", "31", "UCR", "datasets"]
    doc = make(words, ["ADP", "NUM", "PROPN", "NOUN"], ["IN", "CD", "NNP", "NNS"], ["ROOT", "nummod", "compound", "pobj"], [0, 3, 3, 0],
               lemmas=["across", "31", "ucr", "dataset"])
    assert type_name(doc[2:3], LEX, GAZ)[0] == "Dataset"
    # One benchmark: "the UATD benchmark".
    doc = make(["the", "UATD", "benchmark"], ["DET", "PROPN", "NOUN"], ["DT", "NNP", "NN"], ["det", "compound", "ROOT"], [2, 2, 2])
    assert type_name(doc[1:2], LEX, GAZ)[0] == "Benchmark"
    # One of a kind: "iAgentBench, a dynamic ODQA benchmark" names the task; capitals with a hyphen
    # or a digit there are a name as often ("a newly introduced CS-UAV dataset"), and so is any before "cohort"
    for name, noun, kind in (("ODQA", "benchmark", None), ("CS-UAV", "dataset", "Dataset"), ("NLST", "cohort", "Dataset")):
        doc = make(["a", "dynamic", name, noun], ["DET", "ADJ", "PROPN", "NOUN"], ["DT", "JJ", "NNP", "NN"],
                   ["det", "amod", "compound", "ROOT"], [3, 3, 3, 3], lemmas=["a", "dynamic", name.lower(), noun])
        found = type_name(doc[2:3], LEX, GAZ)
        assert (found[0] if found else None) == kind, name


def test_a_kind_word_after_a_hyphen_makes_a_definition_generic():
    from kg.extract.acronyms import Abbreviation
    from kg.extract.definition_types import is_generic_abbreviation

    assert is_generic_abbreviation(Abbreviation(0, 20, 22, 25, "large language-model", "LLM"), LEX)
    assert not is_generic_abbreviation(Abbreviation(0, 11, 13, 15, "Hibiki-Model", "HM"), LEX)


def test_a_singular_method_with_a_short_form_is_one_technique():
    from kg.extract.acronyms import Abbreviation
    from kg.extract.definition_types import is_generic_abbreviation

    # "the Material Point Method (MPM)", "a trust region method (TRM)": one technique each
    assert not is_generic_abbreviation(Abbreviation(0, 21, 23, 26, "Material Point Method", "MPM"), LEX)
    assert not is_generic_abbreviation(Abbreviation(0, 19, 21, 24, "trust region method", "TRM"), LEX)
    # a class stays a class, singular or plural
    assert is_generic_abbreviation(Abbreviation(0, 27, 29, 33, "Multimodal Large Language Model", "MLLM"), LEX)
    assert is_generic_abbreviation(Abbreviation(0, 20, 22, 26, "retrieval methods", "RMs"), LEX)


def test_a_model_described_by_its_size_is_no_technique():
    from kg.extract.terms import type_term

    # "395M-parameter encoder"
    doc = make(["395M", "-", "parameter", "encoder"], ["NUM", "PUNCT", "NOUN", "NOUN"], ["CD", "HYPH", "NN", "NN"],
               ["nummod", "punct", "compound", "ROOT"], [2, 2, 3, 3], spaces=[False, False, True, False])
    assert type_term(list(doc), LEX) is None
    doc = make(["transformer", "encoder"], ["NOUN", "NOUN"], ["NN", "NN"], ["compound", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX)[0] == "Method"


def test_disambiguation_heads_a_task():
    from kg.extract.terms import type_term

    doc = make(["word", "sense", "disambiguation"], ["NOUN", "NOUN", "NOUN"], ["NN", "NN", "NN"], ["compound", "compound", "ROOT"], [2, 2, 2])
    assert type_term(list(doc), LEX)[0] == "Task"


def test_problems_of_reading_painting_aligning_and_placing_head_tasks():
    from kg.extract.terms import type_term

    for phrase in ("reading comprehension", "image inpainting", "image outpainting", "point cloud registration", "image geolocation"):
        words = phrase.split()
        doc = make(words, ["NOUN"] * len(words), ["NN"] * len(words), ["compound"] * (len(words) - 1) + ["ROOT"], [len(words) - 1] * len(words))
        assert type_term(list(doc), LEX)[0] == "Task", phrase
    # "human perception", "preference perception": what is perceived is as often a capability as a problem
    doc = make(["visual", "perception"], ["ADJ", "NOUN"], ["JJ", "NN"], ["amod", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX) is None


def test_a_coined_short_form_makes_a_lower_case_definition_a_technique():
    from kg.extract.definition_types import is_coined_short_form

    assert is_coined_short_form("GNN-LaSDI") and is_coined_short_form("DRoRAE")
    assert not is_coined_short_form("POD") and not is_coined_short_form("LLMs")
    text = "this study introduces latent space dynamics emulation (LaSDE) for systems ."
    doc = NLP(text)
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert types.get("latent space dynamics emulation") == "Method"
    # a head of tasks ("identification") gives way where the paper introduces the coinage
    doc = parsed("this study introduces latent space dynamics identification ( LaSDI ) for systems .",
                 "DT det 1; NN nsubj 2; VBZ ROOT 2; JJ amod 6; NN compound 6; NNS compound 6; NN dobj 2; -LRB- punct 6; NNP appos 6; "
                 "-RRB- punct 6; IN prep 6; NNS pobj 10; . punct 2", lemmas={"introduces": "introduce"})
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert types.get("latent space dynamics identification") == "Method"
    doc = NLP("a study of heart rate variability (HRV) for systems .")
    assert "heart rate variability" not in {c.text for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    # unless its head names an operation ("proper orthogonal decomposition (POD)"; defined_technique_heads)
    doc = NLP("a study of proper orthogonal decomposition (POD) for systems .")
    assert "proper orthogonal decomposition" in {c.text for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}


def test_a_list_of_qualities_does_not_start_a_task():
    from kg.extract.terms import type_term

    # "interpretable and effective multimodal time-series classification"
    words = ["interpretable", "and", "effective", "multimodal", "time", "-", "series", "classification"]
    doc = make(words, ["ADJ", "CCONJ", "ADJ", "ADJ", "NOUN", "PUNCT", "NOUN", "NOUN"], ["JJ", "CC", "JJ", "JJ", "NN", "HYPH", "NN", "NN"],
               ["amod", "cc", "conj", "amod", "compound", "punct", "compound", "ROOT"], [7, 0, 0, 7, 6, 6, 7, 7],
               spaces=[True, True, True, True, False, False, True, False])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Task" and doc[tokens[0].i : tokens[-1].i + 1].text == "multimodal time-series classification"
    # a participle is a quality too: "coordinated and proactive outbreak detection"
    words = ["coordinated", "and", "proactive", "outbreak", "detection"]
    doc = make(words, ["VERB", "CCONJ", "ADJ", "NOUN", "NOUN"], ["VBN", "CC", "JJ", "NN", "NN"],
               ["amod", "cc", "conj", "compound", "ROOT"], [4, 0, 0, 4, 4])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Task" and doc[tokens[0].i : tokens[-1].i + 1].text == "outbreak detection"
    # One adjective may say which task: kept.
    doc = make(["multimodal", "classification"], ["ADJ", "NOUN"], ["JJ", "NN"], ["amod", "ROOT"], [1, 1])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["multimodal", "classification"]


def test_the_next_sentence_says_what_a_name_that_ends_its_sentence_is():
    # "by introducing SLURP-TN . This dataset was created ."
    words = ["by", "introducing", "SLURP-TN", ".", "This", "dataset", "was", "created", "."]
    doc = make(words, ["ADP", "VERB", "PROPN", "PUNCT", "DET", "NOUN", "AUX", "VERB", "PUNCT"],
               ["IN", "VBG", "NNP", ".", "DT", "NN", "VBD", "VBN", "."],
               ["ROOT", "pcomp", "dobj", "punct", "det", "nsubjpass", "auxpass", "ROOT", "punct"], [0, 0, 1, 0, 5, 7, 7, 7, 7],
               spaces=[True, True, False, True, True, True, True, False, False],
               lemmas=["by", "introduce", "slurp-tn", ".", "this", "dataset", "be", "create", "."])
    assert type_name(doc[2:3], LEX, GAZ)[0] == "Dataset"

    # "studies : PoliBiasES ( 2,480 motions ) . Across these benchmarks , we ..."
    def pointed(prep, kind, kind_lemma):
        words = ["studies", ":", "PoliBiasES", "(", "2,480", "motions", ")", ".", prep, "these", kind, ",", "we", "assess", "."]
        doc = make(words, ["NOUN", "PUNCT", "PROPN", "PUNCT", "NUM", "NOUN", "PUNCT", "PUNCT", "ADP", "DET", "NOUN", "PUNCT",
                           "PRON", "VERB", "PUNCT"],
                   ["NNS", ":", "NNP", "-LRB-", "CD", "NNS", "-RRB-", ".", "IN", "DT", "NNS", ",", "PRP", "VBP", "."],
                   ["ROOT", "punct", "appos", "punct", "nummod", "appos", "punct", "punct", "prep", "det", "pobj", "punct",
                    "nsubj", "ROOT", "punct"], [0, 0, 0, 5, 5, 2, 5, 0, 13, 10, 8, 13, 13, 13, 13],
                   spaces=[False, True, True, False, True, False, False, True, True, True, False, True, True, False, False],
                   lemmas=[w.lower() for w in words[:10]] + [kind_lemma, ",", "we", "assess", "."])
        typed = type_name(doc[2:3], LEX, GAZ)
        return typed[0] if typed and typed[2] != "name" else None  # rule "name": no cue typed it

    assert pointed("Across", "benchmarks", "benchmark") == "Benchmark"
    # only data is taken up after a preposition: "Beyond this discovery" says nothing of the name
    assert pointed("Beyond", "benchmarks", "benchmark") is None
    assert pointed("Across", "discoveries", "discovery") is None
    # "Hindi and Odia. Using this corpus, ...": what the paper built is taken up, not the last name
    assert pointed("Using", "benchmarks", "benchmark") is None


def test_a_name_before_a_word_of_style_is_a_thing_used_whatever_noun_follows():
    # "combines a SqueezeNet-style CNN branch": the compound says SqueezeNet is used
    doc = parsed("combines a SqueezeNet-style CNN branch",
                 "VBZ ROOT 0; DT det 6; NNP compound 4; HYPH punct 4; NN compound 6; NNP compound 6; NN dobj 0")
    assert type_name(doc[2:3], LEX, GAZ) is not None
    # a modality is the data, not a thing used: "a LiDAR-style sensor branch"
    doc = parsed("combines a LiDAR-style sensor branch",
                 "VBZ ROOT 0; DT det 6; NNP compound 4; HYPH punct 4; NN compound 6; NN compound 6; NN dobj 0")
    assert type_name(doc[2:3], LEX, GAZ) is None
    # "On PaperQuiz-style evaluation": evaluated the way a benchmark evaluates
    doc = parsed("On PaperQuiz-style evaluation, agents improve",
                 "IN prep 7; NNP compound 3; HYPH punct 3; NN compound 4; NN pobj 0; , punct 7; NNS nsubj 7; VBP ROOT 7")
    assert type_name(doc[1:2], LEX, GAZ)[0] == "Benchmark"


def test_a_name_whose_last_word_is_its_kind_is_not_typed_by_the_next_sentence():
    # "evaluated on the Brain Tumor MRI Dataset . These scores are higher": the name says it is data
    doc = parsed("evaluated on the Brain Tumor MRI Dataset . These scores are higher .",
                 "VBN ROOT 0; IN prep 0; DT det 6; NNP compound 4; NNP compound 6; NNP compound 6; NNP pobj 1; . punct 0; "
                 "DT det 9; NNS nsubj 10; VBP ROOT 10; JJR acomp 10; . punct 10", lemmas={"scores": "score", "are": "be"})
    assert type_name(doc[3:7], LEX, GAZ)[0] == "Dataset"


def test_mean_before_a_measure_is_no_part_of_its_name_unless_the_name_is_known():
    from kg.extract.terms import type_term

    doc = make(["mean", "cosine", "similarity"], ["ADJ", "NOUN", "NOUN"], ["JJ", "NN", "NN"], ["amod", "compound", "ROOT"], [2, 2, 2])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["cosine", "similarity"]
    assert GAZ.get("mean squared error") == "Metric"  # a known name keeps its "mean"


def test_technique_heads_filtering_transform_penalty_caching():
    from kg.extract.terms import type_term

    for words in (["confidence", "-", "based", "filtering"], ["wavelet", "transform"], ["covariance", "penalty"], ["coded", "caching"]):
        doc = make(words, ["NOUN"] * len(words), ["NN"] * len(words), ["compound"] * (len(words) - 1) + ["ROOT"], [len(words) - 1] * len(words),
                   spaces=[w != "-" and (k + 1 < len(words) and words[k + 1] != "-") for k, w in enumerate(words)])
        assert type_term(list(doc), LEX)[0] == "Method", words


def test_a_modality_is_no_entity_unless_the_paper_defines_its_letters():
    # "CT and PET scans show ..." (a bare modality)
    doc = NLP("Experiments use CT and PET scans from two sites.")
    assert not {"CT", "PET"} & {c.text for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    # a graphical interface is what an agent acts on: "building GUI agents", "on GUI screenshots"
    doc = parsed("We evaluate GUI agents .", "PRP nsubj 1; VBP ROOT 1; NNP compound 3; NNS dobj 1; . punct 1", lemmas={"agents": "agent"})
    assert "GUI" not in {c.text for c in extract_entities(doc, LEX, [], [])}
    # a confidence interval says how sure a figure is: "bootstrap 95 % CIs exclude zero"
    doc = parsed("bootstrap 95 % CIs exclude zero", "NN compound 3; CD nummod 2; NN compound 3; NNP nsubj 4; VBP ROOT 4; NN dobj 4")
    assert "CIs" not in {c.text for c in extract_entities(doc, LEX, [], [])}
    # spelled out, it is still the modality
    doc = NLP("Tumors show on Magnetic Resonance Imaging (MRI), and MRI is costly.")
    assert not {"MRI", "Magnetic Resonance Imaging"} & {c.text for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    doc = NLP("Lungs show on High-Resolution Computed Tomography (HRCT), and HRCT is costly.")  # a kind of the modality
    assert not {"HRCT", "High-Resolution Computed Tomography"} & {c.text for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    doc = NLP("Agents suffer from Modality-Role Interference (MRI), and MRI grows with depth.")
    assert "MRI" in {c.text for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}


def test_a_known_metric_takes_the_nouns_before_it_where_the_parse_left_it_out():
    from kg.extract.candidates import known_metric_extensions

    # "X attains strong answer accuracy ." with "accuracy" parsed as a conjunction
    words = ["X", "attains", "strong", "answer", "accuracy", "."]
    doc = make(words, ["PROPN", "VERB", "ADJ", "NOUN", "NOUN", "PUNCT"], ["NNP", "VBZ", "JJ", "NN", "NN", "."],
               ["nsubj", "ROOT", "amod", "compound", "preconj", "punct"], [1, 1, 4, 4, 1, 1],
               spaces=[True, True, True, True, False, False], lemmas=["x", "attain", "strong", "answer", "accuracy", "."])
    known = gazetteer_candidates(doc, LEX, GAZ)
    assert [c.text for c in known_metric_extensions(doc, known, LEX)] == ["answer accuracy"]
    # "it evaluates both answer accuracy ." with "answer" tagged a verb: no verb follows "both"
    words = ["it", "evaluates", "both", "answer", "accuracy", "."]
    doc = make(words, ["PRON", "VERB", "CCONJ", "VERB", "NOUN", "PUNCT"], ["PRP", "VBZ", "DT", "VBP", "NN", "."],
               ["nsubj", "ROOT", "preconj", "ccomp", "dobj", "punct"], [1, 1, 3, 1, 3, 1],
               spaces=[True, True, True, True, False, False], lemmas=["it", "evaluate", "both", "answer", "accuracy", "."])
    assert [c.text for c in known_metric_extensions(doc, gazetteer_candidates(doc, LEX, GAZ), LEX)] == ["answer accuracy"]
    # Without a result in the sentence the known name stays as it is.
    words = ["X", "aims", "at", "answer", "accuracy", "."]
    doc = make(words, ["PROPN", "VERB", "ADP", "NOUN", "NOUN", "PUNCT"], ["NNP", "VBZ", "IN", "NN", "NN", "."],
               ["nsubj", "ROOT", "prep", "compound", "pobj", "punct"], [1, 1, 1, 4, 2, 1],
               spaces=[True, True, True, True, False, False], lemmas=["x", "aim", "at", "answer", "accuracy", "."])
    assert known_metric_extensions(doc, gazetteer_candidates(doc, LEX, GAZ), LEX) == []
    # "X attains gains in main metrics accuracy and F1": the kind word that lists them is no part of the measure
    doc = parsed("X attains gains in main metrics accuracy and F1 .",
                 "NNP nsubj 1; VBZ ROOT 1; NNS dobj 1; IN prep 2; JJ amod 5; NNS pobj 3; NN appos 5; CC cc 6; NNP conj 6; . punct 1",
                 lemmas={"attains": "attain", "gains": "gain", "metrics": "metric"})
    assert "accuracy" in {c.text for c in gazetteer_candidates(doc, LEX, GAZ)}
    assert not [c.text for c in known_metric_extensions(doc, gazetteer_candidates(doc, LEX, GAZ), LEX) if "metrics" in c.text]
    # "cross-entropy tracks accuracy": a plural right before the measure is a verb the tagger read as a noun
    doc = parsed("the cross-entropy tracks accuracy , scoring 91 % .",
                 "DT det 3; NN compound 3; HYPH punct 3; NN compound 4; NNS nsubj 5; NN ROOT 5; , punct 5; VBG advcl 5; CD nummod 9; "
                 "NN dobj 7; . punct 5", lemmas={"tracks": "track", "scoring": "score"})
    assert "accuracy" in {c.text for c in gazetteer_candidates(doc, LEX, GAZ)}
    assert not [c.text for c in known_metric_extensions(doc, gazetteer_candidates(doc, LEX, GAZ), LEX) if "tracks" in c.text]


def test_known_data_with_its_release_written_on_is_that_release_a_name_of_its_own():
    # "adapts to Argoverse2": the known "Argoverse", release 2, named whole; typed as known data but read
    # by the name rules, as a paper may release it ("FineWeb2: ...")
    found = {(c.text, c.type, c.rule) for c in gazetteer_candidates(NLP("it adapts to Argoverse2 and Argoverse ."), LEX, GAZ)}
    assert ("Argoverse2", "Benchmark", "name-typed") in found and ("Argoverse", "Benchmark", "gazetteer") in found
    # a technique takes no release so: "GPT4" is read by the model rules, no known "GPT" with a digit glued on here
    assert not {c.text for c in gazetteer_candidates(NLP("a dropout2 layer ."), LEX, GAZ)} & {"dropout2"}


def test_a_known_measure_at_a_named_cutoff_is_named_whole():
    # "a $Dice@detection$ score of 0.85", as "Recall@10" and "F1@0.5"
    found = {c.text for c in gazetteer_candidates(NLP("a Dice@detection score of 0.85 and Recall@10 ."), LEX, GAZ)}
    assert "Dice@detection" in found and "Recall@10" in found


def test_a_singular_task_word_names_the_phrase_before_it():
    from kg.extract.terms import type_term

    # "compositional reasoning task"
    doc = make(["compositional", "reasoning", "task"], ["ADJ", "NOUN", "NOUN"], ["JJ", "NN", "NN"], ["amod", "compound", "ROOT"], [2, 2, 2])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Task" and [t.text for t in tokens] == ["compositional", "reasoning"]


def test_a_task_term_wins_over_a_technique_that_modifies_its_head():
    from kg.extract.overlaps import resolve_overlaps

    text = "basis for diffusion model attribution"
    known = Candidate(text.index("diffusion"), text.index("diffusion") + len("diffusion model"), "Method", 0.8, "gazetteer", "diffusion model")
    term = Candidate(text.index("diffusion"), len(text), "Task", 0.6, "term", "diffusion model attribution")
    assert [c.text for c in resolve_overlaps([known, term])] == ["diffusion model attribution"]
    # A proper name keeps its place: "LoRA adaptation" is LoRA.
    text = "LoRA adaptation"
    known = Candidate(0, 4, "Method", 0.8, "gazetteer", "LoRA")
    term = Candidate(0, len(text), "Task", 0.6, "term", text)
    assert [c.text for c in resolve_overlaps([known, term])] == ["LoRA"]


def test_a_known_metric_at_a_cutoff_is_one_measure():
    doc = NLP("improving F1@0.5 by 6.1% and Recall@10 to 0.5, with F1 at 0.8.")
    found = [c.text for c in gazetteer_candidates(doc, LEX, GAZ) if c.type == "Metric"]
    assert "F1@0.5" in found and "Recall@10" in found and "F1" in found


def test_knowledge_transfer_is_a_technique_not_a_task_of_transfer():
    doc = NLP("We use cross-modal knowledge transfer from text to images.")
    found = {(c.text, c.type) for c in gazetteer_candidates(doc, LEX, GAZ)}
    assert ("knowledge transfer", "Method") in found


def test_a_definition_ending_in_a_known_technique_is_a_variant_of_it():
    from kg.extract.name_forms import known_variant_type

    assert known_variant_type("uniform-state diffusion models", GAZ) == "Method"
    assert known_variant_type("Large Language Models", GAZ) is None
    doc = NLP("We study uniform-state diffusion models (USDMs) for rescoring, and USDMs help.")
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert types.get("uniform-state diffusion models") == "Method" and types.get("USDMs") == "Method"
    # a variant of a known technique whose head also heads tasks is the technique's kind
    words = ["Diffusion", "-", "based", "data", "augmentation", "(", "DiffDA", ")", "has", "emerged", "."]
    doc = make(words, ["NOUN", "PUNCT", "VERB", "NOUN", "NOUN", "PUNCT", "PROPN", "PUNCT", "AUX", "VERB", "PUNCT"],
               ["NN", "HYPH", "VBN", "NN", "NN", "-LRB-", "NNP", "-RRB-", "VBZ", "VBN", "."],
               ["npadvmod", "punct", "amod", "compound", "nsubj", "punct", "appos", "punct", "aux", "ROOT", "punct"],
               [2, 2, 4, 4, 9, 4, 4, 4, 9, 9, 9], spaces=[False, False, True, True, True, False, False, True, True, False, False])
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [], GAZ)}
    assert types.get("Diffusion-based data augmentation") == "Method" and types.get("DiffDA") == "Method"


def test_data_after_a_metric_on_is_a_benchmark_but_hardware_after_a_cost_is_not():
    from kg.extract.evaluated_on import evaluated_on_type

    # "91.5 % mAP50 on the UATD benchmark": "on" hangs on the metric
    words = ["achieves", "mAP50", "on", "the", "UATD", "."]
    doc = make(words, ["VERB", "PROPN", "ADP", "DET", "PROPN", "PUNCT"], ["VBZ", "NNP", "IN", "DT", "NNP", "."],
               ["ROOT", "dobj", "prep", "det", "pobj", "punct"], [0, 0, 1, 4, 2, 0])
    assert evaluated_on_type(doc[4:5], LEX) == "Benchmark"
    words = ["a", "speedup", "on", "the", "Orin", "."]
    doc = make(words, ["DET", "NOUN", "ADP", "DET", "PROPN", "PUNCT"], ["DT", "NN", "IN", "DT", "NNP", "."],
               ["det", "ROOT", "prep", "det", "pobj", "punct"], [1, 1, 1, 4, 2, 1])
    assert evaluated_on_type(doc[4:5], LEX) is None
    # "improvements across two architectures, LLaDA and Dream": a list of systems after "across" is no data
    doc = parsed("improvements across two architectures , LLaDA and Dream",
                 "NNS ROOT 0; IN prep 0; CD nummod 3; NNS pobj 1; , punct 3; NNP conj 3; CC cc 5; NNP conj 5",
                 lemmas={"architectures": "architecture", "improvements": "improvement"})
    assert evaluated_on_type(doc[7:8], LEX) is None
    doc = parsed("improvements across two benchmarks , FooQA and Dream",
                 "NNS ROOT 0; IN prep 0; CD nummod 3; NNS pobj 1; , punct 3; NNP conj 3; CC cc 5; NNP conj 5",
                 lemmas={"benchmarks": "benchmark", "improvements": "improvement"})
    assert evaluated_on_type(doc[7:8], LEX) == "Benchmark"


def test_names_the_data_is_drawn_from_are_data():
    from kg.extract.evaluated_on import evaluated_on_type

    # "We instantiate DeltaLogic from FOLIO and ProofWriter ."
    def drawn(verb, lemma, first="FOLIO", second="ProofWriter"):
        doc = parsed(f"We {verb} DeltaLogic from {first} and {second} .",
                     "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; IN prep 1; NNP pobj 3; CC cc 4; NNP conj 4; . punct 1",
                     lemmas={verb: lemma})
        return evaluated_on_type(doc[4:5], LEX), evaluated_on_type(doc[6:7], LEX)

    assert drawn("instantiate", "instantiate") == ("Dataset", "Dataset")
    # what a model is derived from is no data; nor is a model family, or a place or platform in plain Title Case
    assert drawn("derive", "derive") == (None, None)
    assert drawn("build", "build", "Llama-3", "Reddit") == (None, None)


def test_a_known_benchmark_keeps_its_version_but_not_a_count():
    doc = NLP("On MultiWOZ 2.2, GEM wins; we train on ImageNet 1.2 million images and MultiWOZ v2.")
    found = [c.text for c in gazetteer_candidates(doc, LEX, GAZ) if c.type in ("Benchmark", "Dataset")]
    assert sorted(found) == ["ImageNet", "MultiWOZ 2.2", "MultiWOZ v2"]


def test_a_known_benchmark_opening_a_task_phrase_is_no_part_of_the_task():
    from kg.extract.terms import known_data_lead, term_spans

    text = "we report results on COCO object detection ."
    parse = "PRP nsubj 1; VBP ROOT 1; NNS dobj 1; IN prep 2; NNP compound 6; NN compound 6; NN pobj 3; . punct 1"
    doc = parsed(text, parse)
    assert known_data_lead(list(doc[4:7]), LEX) == 1
    assert ("object detection", "Task") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    assert "COCO object detection" not in [s.text for s, _ in term_spans(doc, LEX)]
    # a short form the text defines means what the text says: "Preterm birth (PTB) prediction"
    ptb = parsed("we study PTB risk prediction .", "PRP nsubj 1; VBP ROOT 1; NNP compound 4; NN compound 4; NN dobj 1; . punct 1")
    assert known_data_lead(list(ptb[2:5]), LEX) == 1
    assert known_data_lead(list(ptb[2:5]), LEX, frozenset({"PTB"})) == 0
    assert ("PTB risk prediction", "Task") in [(s.text, t) for s, t in term_spans(ptb, LEX, defined=frozenset({"PTB"}))]
    # a known short form matched only as written: "math reasoning" opens with no benchmark "MATH"
    math = parsed("we study math reasoning .", "PRP nsubj 1; VBP ROOT 1; NN compound 3; NN dobj 1; . punct 1")
    assert known_data_lead(list(math[2:4]), LEX) == 0


def test_a_short_form_set_after_its_kind_noun_is_of_that_kind():
    from kg.extract.definition_types import abbreviation_type

    text = "we introduce a new dataset FooSet (Foo Instruction Set) for testing ."
    # the tagger reads "dataset" as an adjective here as often as a noun
    parse = ("PRP nsubj 1; VBP ROOT 1; DT det 5; JJ amod 5; JJ amod 5; NNP dobj 1; -LRB- punct 8; NNP compound 8; "
             "NNP compound 9; NNP appos 5; -RRB- punct 5; IN prep 1; NN pobj 11; . punct 1")
    doc = parsed(text, parse)
    abbrev = next(a for a in find_abbreviations(doc.text) if a.short == "FooSet")
    assert abbreviation_type(abbrev, doc, LEX, GAZ) == "Dataset"
    bench = parsed(text.replace("dataset", "benchmark"), parse)
    assert abbreviation_type(next(iter(find_abbreviations(bench.text))), bench, LEX, GAZ) == "Benchmark"
    plain = parsed(text.replace("dataset", "shiny"), parse)
    assert abbreviation_type(next(iter(find_abbreviations(plain.text))), plain, LEX, GAZ) != "Dataset"


def test_a_naming_word_names_its_complement_not_what_a_clause_on_it_works_on():
    from kg.extract.syntax import contribution_path

    # "we present a method called FooNet for adapting the BarNet model"
    doc = parsed("we present a method called FooNet for adapting the BarNet model .",
                 "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; VBN acl 3; NNP oprd 4; IN prep 4; VBG pcomp 6; DT det 10; "
                 "NNP compound 10; NN dobj 7; . punct 1")
    assert contribution_path(doc[5:6], LEX) is not None
    assert contribution_path(doc[9:10], LEX) is None
    # a preposition before a noun may be inside the name: "named Prediction with Causal Intervention"
    doc = parsed("we present a method named Prediction with Causal Intervention .",
                 "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; VBN acl 3; NNP oprd 4; IN prep 4; NNP compound 8; NNP pobj 6; . punct 1")
    assert contribution_path(doc[7:9], LEX) is not None


def test_a_definition_that_opens_an_item_after_a_kind_and_a_colon_is_of_that_kind():
    from kg.extract.definition_types import abbreviation_type

    text = "via two metrics : Bias Deviation ( BD ) for sensitivity and Bias Conformity ( BC ) for stability ."
    parse = ("IN ROOT 0; CD nummod 2; NNS pobj 0; : punct 2; NNP compound 5; NNP appos 2; -LRB- punct 7; NNP appos 5; -RRB- punct 7; "
             "IN prep 5; NN pobj 9; CC cc 5; NNP compound 13; NNP conj 5; -LRB- punct 15; NNP appos 13; -RRB- punct 15; "
             "IN prep 13; NN pobj 17; . punct 0")
    doc = parsed(text, parse, lemmas={"metrics": "metric"})
    types = {a.short: abbreviation_type(a, doc, LEX, GAZ) for a in find_abbreviations(doc.text)}
    assert types == {"BD": "Metric", "BC": "Metric"}, types
    # a singular word before the colon lists no kind ("Purpose: ..."); a definition inside an item is no item
    doc = parsed(text.replace("metrics", "purpose"), parse)
    assert {a.short: abbreviation_type(a, doc, LEX, GAZ) for a in find_abbreviations(doc.text)} == {"BD": None, "BC": None}
    text = "two tasks : classification of categorical Bias Deviation ( BD ) tags ."
    doc = parsed(text, "CD nummod 1; NNS ROOT 1; : punct 1; NN appos 1; IN prep 3; JJ amod 9; NNP compound 7; NNP compound 9; "
                       "-LRB- punct 9; NNP compound 11; -RRB- punct 9; NNS pobj 4; . punct 1")
    assert [abbreviation_type(a, doc, LEX, GAZ) for a in find_abbreviations(doc.text)] == [None]
    # counted, the kind wins over the long form's own head: "two datasets : ... Road Segmentation ( CMRS )"
    for kind, word in (("Dataset", "datasets"), ("Metric", "metrics")):
        doc = parsed(f"via two {word} : Bias Segmentation ( BS ) for night and Cold Segmentation ( CS ) for rain .",
                     parse, lemmas={word: word[:-1]})
        types = {a.short: abbreviation_type(a, doc, LEX, GAZ) for a in find_abbreviations(doc.text)}
        assert types == {"BS": kind, "CS": kind}, (word, types)
    # not counted, a later item's head keeps its type; and designed losses are techniques
    doc = parsed("via the datasets : Bias Segmentation ( BS ) for night and Cold Segmentation ( CS ) for rain .",
                 parse.replace("CD nummod 2", "DT det 2"), lemmas={"datasets": "dataset"})
    assert {a.short: abbreviation_type(a, doc, LEX, GAZ) for a in find_abbreviations(doc.text)}["CS"] == "Task"
    doc = parsed("via two losses : Bias Deviation ( BD ) for sensitivity and Bias Conformity ( BC ) for stability .",
                 parse, lemmas={"losses": "loss"})
    assert {a.short: abbreviation_type(a, doc, LEX, GAZ) for a in find_abbreviations(doc.text)} == {"BD": "Method", "BC": "Method"}


def test_a_hyphenated_head_is_read_whole():
    from kg.extract.definition_types import abbreviation_type
    from kg.extract.evaluated_on import head_noun_type

    # "Lifelong person re-identification (LReID) aims to learn ."
    doc = parsed("Lifelong person re-identification (LReID) aims to learn .",
                 "JJ amod 4; NN compound 4; NN compound 4; HYPH punct 4; NN nsubj 8; -LRB- punct 6; NNP appos 4; "
                 "-RRB- punct 6; VBZ ROOT 8; TO aux 10; VB xcomp 8; . punct 8")
    assert [t.text for t in doc[2:5]] == ["re", "-", "identification"]
    assert head_noun_type(doc[4], LEX) == "Task"  # "re-identification"
    abbrev = next(a for a in find_abbreviations(doc.text) if a.short == "LReID")
    assert abbreviation_type(abbrev, doc, LEX, GAZ) == "Task"
    # "Generative super-resolution (GSR) aims to learn .": typed whole, though "resolution" alone types nothing
    doc = parsed("Generative super-resolution (GSR) aims to learn .",
                 "JJ amod 3; NN compound 3; HYPH punct 3; NN nsubj 7; -LRB- punct 5; NNP appos 3; -RRB- punct 5; "
                 "VBZ ROOT 7; TO aux 9; VB xcomp 7; . punct 7")
    assert [t.text for t in doc[1:4]] == ["super", "-", "resolution"]
    assert head_noun_type(doc[3], LEX) == "Task" and LEX.head_type("resolution") is None
    abbrev = next(a for a in find_abbreviations(doc.text) if a.short == "GSR")
    assert abbreviation_type(abbrev, doc, LEX, GAZ) == "Task"


def test_a_known_name_ending_in_a_number_is_no_match_inside_a_later_release():
    doc = NLP("We adapt SAM 2.1 and compare it with SAM 2. Accuracy is 2.5.")
    found = [c.text for c in gazetteer_candidates(doc, LEX, GAZ) if c.type == "Model"]
    assert found == ["SAM 2"]  # the second, at the sentence's end; "SAM 2.1" is left to the name rules
    assert [c.text for c in gazetteer_candidates(NLP("We use SAM 2 here."), LEX, GAZ) if c.type == "Model"] == ["SAM 2"]


def test_a_known_benchmark_keeps_the_year_of_its_edition():
    doc = NLP("We train on the BraTS 2021 dataset, test on BraTS-2019, AIME'24 and AIME 2024-2025, "
              "and note that since 2019 COCO 2017 grew.")
    found = [c.text for c in gazetteer_candidates(doc, LEX, GAZ) if c.type in ("Benchmark", "Dataset")]
    # a range of years names no one edition
    assert sorted(found) == ["AIME", "AIME'24", "BraTS 2021", "BraTS-2019", "COCO 2017"]


def test_data_after_a_plural_metric_noun_is_a_benchmark():
    from kg.extract.evaluated_on import evaluated_on_type

    words = ["improve", "success", "rates", "on", "RoboCasa", "."]
    doc = make(words, ["VERB", "NOUN", "NOUN", "ADP", "PROPN", "PUNCT"], ["VBP", "NN", "NNS", "IN", "NNP", "."],
               ["ROOT", "compound", "dobj", "prep", "pobj", "punct"], [0, 2, 0, 2, 3, 0],
               lemmas=["improve", "success", "rate", "on", "robocasa", "."])
    assert evaluated_on_type(doc[4:5], LEX) == "Benchmark"


def test_modeling_heads_no_task_but_known_modeling_tasks_stay():
    from kg.extract.terms import type_term

    doc = make(["sequence", "modeling"], ["NOUN", "NOUN"], ["NN", "NN"], ["compound", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX) is None  # how a system works, not a problem
    assert GAZ.get("language modeling") == "Task"


def test_training_in_phases_of_a_domain_or_of_a_capability_is_a_step():
    from kg.extract.terms import is_training_scope

    assert is_training_scope(["three-phase", "decoupled"], LEX)
    assert is_training_scope(["target-domain"], LEX)
    assert is_training_scope(["critique", "capability"], LEX)
    assert not is_training_scope(["critique"], LEX)  # "critique training" says how
    assert not is_training_scope(["token-level", "supervised"], LEX)
    # what is trained on: one scene, small targets
    assert is_training_scope(["per-scene"], LEX) and is_training_scope(["small-target"], LEX)
    # the phase after pre-training is no technique by itself, as pre-training is not
    from kg.extract.terms import type_term

    doc = make(["post", "-", "training"], ["ADJ", "PUNCT", "NOUN"], ["JJ", "HYPH", "NN"], ["amod", "punct", "ROOT"], [2, 2, 2],
               spaces=[False, False, False])
    assert type_term(list(doc), LEX) is None


def test_names_listed_after_including_take_the_kind_even_where_the_parse_breaks():
    # "methods including TOATOD ( 63.79 % ) , D3ST ( 58.70 % ) , and Diable", with D3ST hung as an appositive
    words = ["methods", "including", "TOATOD", "(", "63.79", "%", ")", ",", "D3ST", "(", "58.70", "%", ")", ",", "and", "Diable"]
    pos = ["NOUN", "VERB", "PROPN", "PUNCT", "NUM", "NOUN", "PUNCT", "PUNCT", "PROPN", "PUNCT", "NUM", "NOUN", "PUNCT", "PUNCT", "CCONJ", "PROPN"]
    tags = ["NNS", "VBG", "NNP", "-LRB-", "CD", "NN", "-RRB-", ",", "NNP", "-LRB-", "CD", "NN", "-RRB-", ",", "CC", "NNP"]
    deps = ["ROOT", "prep", "pobj", "punct", "nummod", "appos", "punct", "punct", "appos", "punct", "nummod", "appos", "punct", "punct", "cc", "conj"]
    heads = [0, 0, 1, 2, 5, 2, 2, 2, 2, 8, 11, 8, 2, 0, 0, 0]
    spaces = [True, True, True, False, False, False, False, True, True, False, False, False, False, True, True, False]
    doc = make(words, pos, tags, deps, heads, spaces=spaces, lemmas=[w.lower() if w != "methods" else "method" for w in words])
    assert type_name(doc[8:9], LEX, GAZ)[:1] == ("Method",) and type_name(doc[8:9], LEX, GAZ)[2] == "name-typed"
    assert type_name(doc[15:16], LEX, GAZ)[2] == "name-typed"
    # A verb between breaks the list: "methods including X run on Y".
    words = ["methods", "including", "TOATOD", "run", "on", "Diable"]
    doc = make(words, ["NOUN", "VERB", "PROPN", "VERB", "ADP", "PROPN"], ["NNS", "VBG", "NNP", "VBP", "IN", "NNP"],
               ["nsubj", "prep", "pobj", "ROOT", "prep", "pobj"], [3, 0, 1, 3, 3, 4], lemmas=["method", "include", "toatod", "run", "on", "diable"])
    assert type_name(doc[5:6], LEX, GAZ)[2] == "name"


def test_a_domain_short_form_before_a_kind_word_is_no_name():
    # "lung ultrasound (LUS) ... On a LUS dataset": LUS abbreviates a domain word
    words = ["lung", "ultrasound", "(", "LUS", ")", "helps", ".", "On", "a", "LUS", "dataset", "we", "win", "."]
    doc = make(words, ["NOUN", "NOUN", "PUNCT", "PROPN", "PUNCT", "VERB", "PUNCT", "ADP", "DET", "PROPN", "NOUN", "PRON", "VERB", "PUNCT"],
               ["NN", "NN", "-LRB-", "NNP", "-RRB-", "VBZ", ".", "IN", "DT", "NNP", "NN", "PRP", "VBP", "."],
               ["compound", "nsubj", "punct", "appos", "punct", "ROOT", "punct", "prep", "det", "compound", "pobj", "nsubj", "ROOT", "punct"],
               [1, 5, 3, 1, 3, 5, 5, 12, 10, 10, 7, 12, 12, 12],
               spaces=[True, True, False, False, True, False, True, True, True, True, True, True, False, False])
    assert "LUS" not in {c.text for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}


def test_peak_before_a_measure_is_praise_but_peak_signal_to_noise_ratio_is_known():
    from kg.extract.terms import type_term

    doc = make(["peak", "composite", "score"], ["ADJ", "ADJ", "NOUN"], ["JJ", "JJ", "NN"], ["amod", "amod", "ROOT"], [2, 2, 2])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["composite", "score"]
    assert GAZ.get("peak signal-to-noise ratio") == "Metric"


def test_a_domain_word_before_a_known_metric_code_is_no_part_of_it():
    from kg.extract.overlaps import resolve_overlaps

    text = "higher flood IoU"
    known = Candidate(text.index("IoU"), len(text), "Metric", 0.85, "gazetteer", "IoU")
    term = Candidate(text.index("flood"), len(text), "Metric", 0.6, "term", "flood IoU")
    assert [c.text for c in resolve_overlaps([known, term])] == ["IoU"]
    # A spelled-out measure keeps its modifiers: "classification accuracy".
    text = "higher classification accuracy"
    known = Candidate(text.index("accuracy"), len(text), "Metric", 0.85, "gazetteer", "accuracy")
    term = Candidate(text.index("classification"), len(text), "Metric", 0.6, "term", "classification accuracy")
    assert [c.text for c in resolve_overlaps([known, term])] == ["classification accuracy"]


def test_the_examples_of_plural_tasks_are_tasks():
    from kg.extract.terms import term_spans

    # "for tasks like pronoun resolution and metaphor detection": "resolution" is no task head
    words = ["for", "tasks", "like", "pronoun", "resolution", "and", "metaphor", "detection", "."]
    pos = ["ADP", "NOUN", "ADP", "NOUN", "NOUN", "CCONJ", "NOUN", "NOUN", "PUNCT"]
    tags = ["IN", "NNS", "IN", "NN", "NN", "CC", "NN", "NN", "."]
    deps = ["ROOT", "pobj", "prep", "compound", "pobj", "cc", "compound", "conj", "punct"]
    heads = [0, 0, 1, 4, 2, 4, 7, 4, 0]
    lemmas = ["for", "task", "like", "pronoun", "resolution", "and", "metaphor", "detection", "."]
    doc = make(words, pos, tags, deps, heads, lemmas=lemmas)
    assert {s.text: t for s, t in term_spans(doc, LEX)} == {"pronoun resolution": "Task", "metaphor detection": "Task"}
    # after a singular or a non-task noun, the same phrase is not typed by its place
    words[1], lemmas[1], tags[1] = "settings", "setting", "NNS"
    doc = make(words, pos, tags, deps, heads, lemmas=lemmas)
    assert "pronoun resolution" not in {s.text for s, _ in term_spans(doc, LEX)}


def test_one_word_the_text_lists_as_a_task_is_one():
    from kg.extract.terms import term_spans

    # "in tasks like sycophancy and summarization": one word each, listed as tasks
    words = ["in", "tasks", "like", "sycophancy", "and", "summarization", "."]
    pos = ["ADP", "NOUN", "ADP", "NOUN", "CCONJ", "NOUN", "PUNCT"]
    tags = ["IN", "NNS", "IN", "NN", "CC", "NN", "."]
    deps = ["ROOT", "pobj", "prep", "pobj", "cc", "conj", "punct"]
    heads = [0, 0, 1, 2, 3, 3, 0]
    lemmas = ["in", "task", "like", "sycophancy", "and", "summarization", "."]
    doc = make(words, pos, tags, deps, heads, lemmas=lemmas)
    assert {s.text: t for s, t in term_spans(doc, LEX)} == {"sycophancy": "Task", "summarization": "Task"}
    # applications list fields, not tasks; and one word alone elsewhere is the generic activity
    words[1], lemmas[1] = "applications", "application"
    doc = make(words, pos, tags, deps, heads, lemmas=lemmas)
    assert term_spans(doc, LEX) == []
    doc = make(["for", "summarization", "."], ["ADP", "NOUN", "PUNCT"], ["IN", "NN", "."], ["ROOT", "pobj", "punct"], [0, 0, 0])
    assert term_spans(doc, LEX) == []
    # a word that shares the task noun after it is no task alone: "tasks such as shape and motion analysis",
    # and neither is one the parser cut from its noun ("motion" | "analysis" as two items)
    from tests.test_extract_doc import parsed

    doc = parsed("in tasks like shape and motion analysis .", "IN ROOT 0; NNS pobj 0; IN prep 1; NN pobj 2; CC cc 3; NN conj 3; NN conj 3; . punct 0",
                 lemmas={"tasks": "task"})
    assert "shape" not in {s.text for s, _ in term_spans(doc, LEX)} and "motion" not in {s.text for s, _ in term_spans(doc, LEX)}
    # a process of its own keeps its place: "tasks like rendering and scene reconstruction"
    doc = parsed("in tasks like rendering and scene reconstruction .", "IN ROOT 0; NNS pobj 0; IN prep 1; NN pobj 2; CC cc 3; NN compound 6; NN conj 3; . punct 0",
                 lemmas={"tasks": "task"})
    assert "rendering" in {s.text for s, _ in term_spans(doc, LEX)}


def test_the_listed_examples_of_metrics_are_metrics():
    from kg.extract.terms import term_spans
    from tests.test_extract_doc import parsed

    # "reports RAG metrics (faithfulness, relevancy, context precision)": "relevancy" is on no list of measures
    doc = parsed("It reports RAG metrics (faithfulness, relevancy, answer correctness).",
                 "PRP nsubj 1; VBZ ROOT 1; NNP compound 3; NNS dobj 1; -LRB- punct 5; NN appos 3; , punct 5; NN conj 5; , punct 7; "
                 "NN compound 10; NN conj 7; -RRB- punct 5; . punct 1", lemmas={"metrics": "metric"})
    found = {s.text: t for s, t in term_spans(doc, LEX)}
    assert found.get("relevancy") == "Metric" and found.get("answer correctness") == "Metric"
    # "metrics such as fact authenticity and logical validity"; a task head listed there is a measure too
    doc = parsed("We use metrics such as fact authenticity and prompt alignment.",
                 "PRP nsubj 1; VBP ROOT 1; NNS dobj 1; JJ amod 5; IN prep 2; NN compound 6; NN pobj 4; CC cc 6; NN compound 9; NN conj 6; . punct 1",
                 lemmas={"metrics": "metric"})
    found = {s.text: t for s, t in term_spans(doc, LEX)}
    assert found.get("fact authenticity") == "Metric" and found.get("prompt alignment") == "Metric"
    # the same list after a noun of another kind is not typed by its place; nor a word cut from its phrase
    doc = parsed("It reports RAG settings (faithfulness, relevancy, answer correctness).",
                 "PRP nsubj 1; VBZ ROOT 1; NNP compound 3; NNS dobj 1; -LRB- punct 5; NN appos 3; , punct 5; NN conj 5; , punct 7; "
                 "NN compound 10; NN conj 7; -RRB- punct 5; . punct 1", lemmas={"settings": "setting"})
    assert "relevancy" not in {s.text for s, _ in term_spans(doc, LEX)}
    doc = parsed("We use metrics such as number of parameters.",
                 "PRP nsubj 1; VBP ROOT 1; NNS dobj 1; JJ amod 4; IN prep 2; NN pobj 4; IN prep 5; NNS pobj 6; . punct 1",
                 lemmas={"metrics": "metric"})
    assert "number" not in {s.text for s, _ in term_spans(doc, LEX)}


def test_a_name_with_a_score_of_up_to_a_number_is_measured_and_a_ratio_unit_is_not():
    from kg.extract.bare_names import is_unit

    # "achieving R2 of up to 0.71"
    words = ["achieving", "R2", "of", "up", "to", "0.71"]
    doc = make(words, ["VERB", "PROPN", "ADP", "ADP", "ADP", "NUM"], ["VBG", "NNP", "IN", "RB", "IN", "CD"],
               ["ROOT", "dobj", "prep", "advmod", "quantmod", "pobj"], [0, 0, 1, 5, 5, 2])
    assert is_measured(doc[1:2], LEX) and type_name(doc[1:2], LEX, {})[0] == "Metric"
    # "a rating of 42.26 GMAC/J": the ratio after the number is its unit, no measure of its own
    words = ["a", "rating", "of", "42.26", "GMAC/J"]
    doc = make(words, ["DET", "NOUN", "ADP", "NUM", "PROPN"], ["DT", "NN", "IN", "CD", "NNP"],
               ["det", "ROOT", "prep", "nummod", "pobj"], [1, 1, 1, 4, 2])
    assert is_unit(doc[4:5]) and type_name(doc[4:5], LEX, {}) is None
    assert not is_unit(doc[1:2])
    # a power of a unit too: "from 5.37 cm^3 to 0.22 cm^3"
    doc = parsed("from 5.37 cm^3", "IN ROOT 0; CD nummod 2; NNS pobj 0")
    assert is_unit(doc[2:3])
    assert not is_unit(parsed("from 5.37 ResNet^3", "IN ROOT 0; CD nummod 2; NNP pobj 0")[2:3])
    # and after a range the tokenizer keeps whole: "validation at 280–300 GHz"
    doc = parsed("validation at 280–300 GHz", "NN ROOT 0; IN prep 0; CD nummod 3; NNP pobj 1")
    assert is_unit(doc[3:4]) and type_name(doc[3:4], LEX, {}) is None
    # whatever noun follows: "On a 2 km^2 aerial dataset" names no dataset "km^2"
    doc = parsed("On a 2 km^2 aerial dataset", "IN ROOT 0; DT det 5; CD nummod 3; JJ amod 5; JJ amod 5; NN pobj 0")
    assert type_name(doc[3:4], LEX, {}) is None
    # only a power: a short name after a year keeps the noun's type ("the 2018 VQA dataset")
    doc = parsed("on the 2018 VQA dataset", "IN ROOT 0; DT det 4; CD nummod 4; NNP compound 4; NN pobj 0")
    assert type_name(doc[3:4], LEX, {})[0] == "Dataset"


def test_a_rating_with_a_modifier_is_a_metric():
    from kg.extract.terms import type_term

    doc = make(["an", "efficiency", "rating"], ["DET", "NOUN", "NOUN"], ["DT", "NN", "NN"], ["det", "compound", "ROOT"], [2, 2, 2])
    assert type_term(list(doc), LEX)[0] == "Metric"
    doc = make(["a", "rating"], ["DET", "NOUN"], ["DT", "NN"], ["det", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX) is None


def test_an_emphasised_name_takes_the_noun_the_text_attaches_to_it():
    from kg.cleanup import clean
    from kg.extract.candidates import emphasis_candidates
    from kg.extract.document import set_emphasis

    # "\textbf{ODA-Math-460k}, a reasoning dataset": emphasis marks the name, the apposition types it
    c = clean("\\textbf{ODA-Math-460k}, a reasoning dataset")
    words = ["ODA-Math-460k", ",", "a", "reasoning", "dataset"]
    doc = make(words, ["PROPN", "PUNCT", "DET", "NOUN", "NOUN"], ["NNP", ",", "DT", "NN", "NN"],
               ["ROOT", "punct", "det", "compound", "appos"], [0, 0, 4, 4, 0], spaces=[False, True, True, True, False])
    assert doc.text == c.text
    set_emphasis(doc, c.emphasis)
    assert {(x.text, x.type) for x in emphasis_candidates(doc, LEX)} == {("ODA-Math-460k", "Dataset")}
    # with nothing attached, an emphasised coinage is a method, as before, unless a count of items ends it
    doc = make(["ODA-Math"], ["PROPN"], ["NNP"], ["ROOT"], [0], spaces=[False])
    set_emphasis(doc, clean("\\textbf{ODA-Math}").emphasis)
    assert {(x.text, x.type) for x in emphasis_candidates(doc, LEX)} == {("ODA-Math", "Method")}
    # "we construct \\textbf{VideoEffect-130K}, to our knowledge the largest ... dataset": a count in thousands
    doc = make(words[:1], ["PROPN"], ["NNP"], ["ROOT"], [0], spaces=[False])
    set_emphasis(doc, clean("\\textbf{ODA-Math-460k}").emphasis)
    assert {(x.text, x.type) for x in emphasis_candidates(doc, LEX)} == {("ODA-Math-460k", "Dataset")}
    # a checkpoint by its form is a model, emphasised or not ("including \\emph{deepseek-r1}")
    doc = make(["deepseek-r1"], ["PROPN"], ["NNP"], ["ROOT"], [0], spaces=[False])
    set_emphasis(doc, clean("\\emph{deepseek-r1}").emphasis)
    assert {(x.text, x.type) for x in emphasis_candidates(doc, LEX)} == {("deepseek-r1", "Model")}
    # a known name keeps its type ("Experiments on \\textit{SQuAD}"), and what experiments run on is data
    doc = make(["SQuAD"], ["PROPN"], ["NNP"], ["ROOT"], [0], spaces=[False])
    set_emphasis(doc, clean("\\textit{SQuAD}").emphasis)
    assert {(x.text, x.type) for x in emphasis_candidates(doc, LEX)} == {("SQuAD", "Benchmark")}
    c = clean("results on \\textit{WildTrak}")
    doc = make(["results", "on", "WildTrak"], ["NOUN", "ADP", "PROPN"], ["NNS", "IN", "NNP"], ["ROOT", "prep", "pobj"], [0, 0, 1],
               spaces=[True, True, False], lemmas=["result", "on", "wildtrak"])
    set_emphasis(doc, c.emphasis)
    assert {(x.text, x.type) for x in emphasis_candidates(doc, LEX)} == {("WildTrak", "Benchmark")}


def test_a_coined_erasure_or_editing_is_a_method():
    # "we propose Orthogonal Concept Erasure (OCE) ."
    words = ["we", "propose", "Orthogonal", "Concept", "Erasure", "(", "OCE", ")", "."]
    doc = make(words, ["PRON", "VERB", "PROPN", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT"],
               ["PRP", "VBP", "NNP", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", "."],
               ["nsubj", "ROOT", "compound", "compound", "dobj", "punct", "appos", "punct", "punct"], [1, 1, 4, 4, 1, 4, 4, 4, 1],
               spaces=[True, True, True, True, True, False, False, False, False])
    types = _types(doc)
    assert types["Orthogonal Concept Erasure"] == "Method" and types["OCE"] == "Method"
    assert {"erasure", "editing"} <= LEX.coined_method_heads


def test_completeness_and_a_named_distance_head_a_metric():
    from kg.extract.terms import type_term

    doc = make(["answer", "completeness"], ["NOUN", "NOUN"], ["NN", "NN"], ["compound", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX)[0] == "Metric"
    doc = make(["l2", "distance"], ["NOUN", "NOUN"], ["NN", "NN"], ["compound", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX)[0] == "Metric"
    doc = make(["the", "distance"], ["DET", "NOUN"], ["DT", "NN"], ["det", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX) is None  # a bare "distance" measures nothing named


def test_the_examples_of_a_technique_word_are_techniques():
    from kg.extract.terms import term_spans

    # "a strategy is adopted , including contrastive structure alignment and guided reward alignment"
    words = ["a", "strategy", "is", "adopted", ",", "including", "contrastive", "structure", "alignment", "and",
             "guided", "reward", "alignment"]
    pos = ["DET", "NOUN", "AUX", "VERB", "PUNCT", "VERB", "ADJ", "NOUN", "NOUN", "CCONJ", "ADJ", "NOUN", "NOUN"]
    tags = ["DT", "NN", "VBZ", "VBN", ",", "VBG", "JJ", "NN", "NN", "CC", "JJ", "NN", "NN"]
    deps = ["det", "nsubjpass", "auxpass", "ROOT", "punct", "prep", "amod", "compound", "pobj", "cc", "amod", "compound", "conj"]
    heads = [1, 3, 3, 3, 3, 3, 8, 8, 5, 8, 12, 12, 8]
    doc = make(words, pos, tags, deps, heads, lemmas=[w if w != "is" else "be" for w in words])
    found = {s.text: t for s, t in term_spans(doc, LEX)}
    assert found == {"contrastive structure alignment": "Method", "guided reward alignment": "Method"}
    # the same list after a word for problems stays tasks
    words[1] = "problem"
    doc = make(words, pos, tags, deps, heads, lemmas=[w if w != "is" else "be" for w in words])
    assert set(t for _, t in term_spans(doc, LEX)) == {"Task"}


def _title(words, tags):
    pos = ["PUNCT" if w == ":" else "DET" if t == "DT" else "ADP" if t == "IN" else "VERB" if t.startswith("VB") else "PROPN"
           for w, t in zip(words, tags)]
    spaces = [words[k + 1] != ":" for k in range(len(words) - 1)] + [False]
    root = words.index(":") - 1  # one sentence: every word hangs on the heading's last word
    deps = ["ROOT" if k == root else "dep" for k in range(len(words))]
    return make(words, pos, tags, deps, [root] * len(words), spaces=spaces)


def test_a_plain_phrase_a_title_calls_a_framework_is_its_name():
    from kg.extract.name_spans import headline_phrase_name
    from kg.extract.relations import is_contribution

    words = ["The", "Stochastic", "Gap", ":", "A", "Markovian", "Framework", "for", "Reliability", "Auditing"]
    doc = _title(words, ["DT", "NNP", "NNP", ":", "DT", "NNP", "NNP", "IN", "NNP", "NNP"])
    [span] = name_spans(doc, LEX)
    assert span.text == "Stochastic Gap" and type_name(span, LEX, GAZ, True)[0] == "Method"
    assert is_contribution(doc, Candidate(span.start_char, span.end_char, "Method", 0.8, "name-typed", span.text), LEX)
    # a benchmark subtitle types it as a benchmark
    doc = _title(["Cube", "Bench", "Suite", ":", "A", "Benchmark", "for", "Spatial", "Reasoning"],
                 ["NNP", "NNP", "NNP", ":", "DT", "NNP", "IN", "NNP", "NNP"])
    assert headline_phrase_name(doc, LEX) == (0, 3)
    # capitals next to capitals open a headline as one name ("INDIC DIALECT: A Multi Task Benchmark")
    doc = _title(["INDIC", "DIALECT", ":", "A", "Multi", "Task", "Benchmark"], ["NNP", "NNP", ":", "DT", "NNP", "NNP", "NNP"])
    assert "INDIC DIALECT" in [s.text for s in name_spans(doc, LEX)]
    # slogans, activities and verbs name nothing
    for heading, tags in ((["Beyond", "Static", "Artifacts"], ["IN", "NNP", "NNPS"]),
                          (["Fetal", "Brain", "Imaging"], ["NNP", "NNP", "NNP"]),
                          (["Rip", "Current", "Segmentation"], ["NNP", "NNP", "NNP"]),
                          (["Decoder", "Generates", "Structures"], ["NNP", "VBZ", "NNPS"])):
        doc = _title(heading + [":", "A", "Forensic", "Framework", "for", "Video", "Reasoning"],
                     tags + [":", "DT", "NNP", "NNP", "IN", "NNP", "NNP"])
        assert headline_phrase_name(doc, LEX) is None, heading
    # without "A ... <kind>" after the colon the phrase is a slogan too
    doc = _title(["Stochastic", "Gap", ":", "Reliability", "Auditing", "for", "Agentic", "Workflows"],
                 ["NNP", "NNP", ":", "NNP", "NNP", "IN", "NNP", "NNPS"])
    assert headline_phrase_name(doc, LEX) is None


def test_a_run_across_a_bracket_is_no_name_and_a_generic_definition_no_term():
    # "a fine-grained Large Language Model (LLM)-as-a-Judge framework"
    words = ["a", "fine", "-", "grained", "Large", "Language", "Model", "(", "LLM", ")", "-", "as", "-", "a", "-", "Judge", "framework"]
    spaces = [True, False, False, True, True, True, True, False, False, False, False, False, False, False, False, True, False]
    pos = ["DET", "ADV", "PUNCT", "VERB", "PROPN", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT", "ADP", "PUNCT", "DET",
           "PUNCT", "PROPN", "NOUN"]
    tags = ["DT", "RB", "HYPH", "VBN", "NNP", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", "HYPH", "IN", "HYPH", "DT", "HYPH", "NNP", "NN"]
    deps = ["det", "advmod", "punct", "amod", "compound", "compound", "nmod", "punct", "appos", "punct", "punct", "prep", "punct",
            "det", "punct", "pobj", "ROOT"]
    heads = [16, 3, 3, 6, 6, 6, 16, 6, 6, 6, 6, 6, 11, 15, 15, 11, 16]
    doc = make(words, pos, tags, deps, heads, spaces=spaces)
    assert doc.text == "a fine-grained Large Language Model (LLM)-as-a-Judge framework"
    assert not any(")" in s.text for s in name_spans(doc, LEX))
    assert not any("Language Model" in text for text in _types(doc))


def test_a_symbol_from_inline_maths_that_no_cue_types_is_no_entity():
    from kg.cleanup import clean
    from kg.extract.document import set_maths

    c = clean("Denoting the latter by $\\mathcal L_{AGM}$ and \\textbf{a $x_i$ b}, we show it")
    assert [c.text[a:b] for a, b in c.maths] == ["LAGM", "xi"]
    assert clean("plain text").maths == ()
    # "we show that LAGM holds": untyped, the name is kept as a method unless it came from maths
    words = ["we", "show", "that", "LAGM", "holds"]
    doc = make(words, ["PRON", "VERB", "SCONJ", "PROPN", "VERB"], ["PRP", "VBP", "IN", "NNP", "VBZ"],
               ["nsubj", "ROOT", "mark", "nsubj", "ccomp"], [1, 1, 4, 4, 1])
    assert _types(doc).get("LAGM") == "Method"
    start = doc.text.index("LAGM")
    set_maths(doc, [(start, start + 4)])
    assert "LAGM" not in _types(doc)


def test_a_symbol_from_inline_maths_in_brackets_after_a_phrase_is_no_name():
    from kg.extract.document import set_maths

    # "a periodicity loss ($\\mathcal{L}_\\text{AP}$)", read as "loss (LAP)": the appositive would type it a technique
    doc = parsed("we add a periodicity loss ( LAP ) .", "PRP nsubj 1; VBP ROOT 1; DT det 4; NN compound 4; NN dobj 1; "
                 "-LRB- punct 6; NNP appos 4; -RRB- punct 6; . punct 1")
    assert _types(doc).get("LAP") == "Method"
    start = doc.text.index("LAP")
    set_maths(doc, [(start, start + 3)])
    assert "LAP" not in _types(doc)
    # a measure's symbol names the measure: "a correlation ($R^2 = 0.69$)"
    doc = parsed("a high correlation ( R2 ) .", "DT det 2; JJ amod 2; NN ROOT 2; -LRB- punct 4; NNP appos 2; -RRB- punct 4; . punct 2")
    start = doc.text.index("R2")
    set_maths(doc, [(start, start + 2)])
    assert _types(doc).get("R2") == "Metric"


def test_the_coefficient_of_determination_written_as_a_power_is_a_measure():
    # "with pooled R^2 about 0.96": the known measure's symbol, which had been a technique
    assert _types(NLP("Log K is close to linear in log N, with pooled R^2 about 0.96 for the raw spectrum.")) == {"R^2": "Metric"}


def test_a_field_written_in_capitals_is_no_entity():
    # "challenges for Natural Language Processing tasks such as lemmatization": the field, capitalised as a name
    doc = parsed("this poses challenges for Natural Language Processing tasks such as lemmatization .",
                 "DT nsubj 1; VBZ ROOT 1; NNS dobj 1; IN prep 2; NNP compound 6; NNP compound 6; NNP compound 7; "
                 "NNS pobj 3; JJ amod 9; IN prep 7; NN pobj 9; . punct 1")
    assert "Natural Language Processing" not in _types(doc)
    assert _types(NLP("The Internet of Things (IoT) connects billions of devices; IoT security is hard.")) == {}


def test_capitalised_common_nouns_before_a_kind_word_end_the_name():
    # "the Referring Video Object Segmentation task": the tagger reads "Object" and "Segmentation" as common nouns
    doc = parsed("we then study the Referring Video Object Segmentation task in depth here .",
                 "PRP nsubj 2; RB advmod 2; VBP ROOT 2; DT det 8; NNP compound 6; NNP compound 6; NN compound 7; NN compound 8; "
                 "NN dobj 2; IN prep 2; NN pobj 9; RB advmod 2; . punct 2")
    assert [s.text for s in name_spans(doc, LEX)] == ["Referring Video Object Segmentation"]
    # without a kind word after them the capitalised common nouns stay out
    doc = parsed("we then study the Referring Video Object Segmentation in depth here .",
                 "PRP nsubj 2; RB advmod 2; VBP ROOT 2; DT det 7; NNP compound 5; NNP compound 7; NN compound 7; NN dobj 2; "
                 "IN prep 2; NN pobj 8; RB advmod 2; . punct 2")
    assert [s.text for s in name_spans(doc, LEX)] == ["Referring Video"]


def test_a_kind_word_ends_no_name_but_a_network_does():
    # "the Dual Stream Framework and the Cycle Adversarial Network": "Framework" is the kind, "Network" part of the name
    words = ["the", "Dual", "Stream", "Framework", "and", "the", "Cycle", "Adversarial", "Network"]
    doc = make(words, ["DET", "PROPN", "PROPN", "PROPN", "CCONJ", "DET", "PROPN", "PROPN", "PROPN"],
               ["DT", "NNP", "NNP", "NNP", "CC", "DT", "NNP", "NNP", "NNP"],
               ["det", "compound", "compound", "ROOT", "cc", "det", "compound", "compound", "conj"], [3, 3, 3, 3, 3, 8, 8, 8, 3])
    assert [s.text for s in name_spans(doc, LEX, headline=False)] == ["Dual Stream", "Cycle Adversarial Network"]


def test_a_lower_case_definition_the_text_applies_is_a_technique():
    # "by applying diffusion tensor imaging (DTI) to embeddings"
    words = ["by", "applying", "diffusion", "tensor", "imaging", "(", "DTI", ")", "to", "embeddings"]
    pos = ["ADP", "VERB", "NOUN", "NOUN", "NOUN", "PUNCT", "PROPN", "PUNCT", "ADP", "NOUN"]
    tags = ["IN", "VBG", "NN", "NN", "NN", "-LRB-", "NNP", "-RRB-", "IN", "NNS"]
    deps = ["ROOT", "pcomp", "compound", "compound", "dobj", "punct", "appos", "punct", "prep", "pobj"]
    heads = [0, 0, 4, 4, 1, 4, 4, 4, 1, 8]
    spaces = [True, True, True, True, True, False, False, True, True, False]
    lemmas = ["by", "apply", "diffusion", "tensor", "imaging", "(", "DTI", ")", "to", "embedding"]
    doc = make(words, pos, tags, deps, heads, spaces=spaces, lemmas=lemmas)
    types = _types(doc)
    assert types["diffusion tensor imaging"] == "Method" and types["DTI"] == "Method"
    # what something is applied to is no technique: "applied to electronic health records (EHR)"
    words = ["applied", "to", "electronic", "health", "records", "(", "EHR", ")"]
    doc = make(words, ["VERB", "ADP", "ADJ", "NOUN", "NOUN", "PUNCT", "PROPN", "PUNCT"],
               ["VBN", "IN", "JJ", "NN", "NNS", "-LRB-", "NNP", "-RRB-"],
               ["ROOT", "prep", "amod", "compound", "pobj", "punct", "appos", "punct"], [0, 0, 4, 4, 1, 4, 4, 4],
               spaces=[True, True, True, True, True, False, False, False],
               lemmas=["apply", "to", "electronic", "health", "record", "(", "EHR", ")"])
    assert "electronic health records" not in _types(doc)


def test_a_phrase_around_a_hyphenated_to_word_is_one_chunk():
    from kg.extract.terms import term_spans

    # "for unpaired image-to-image translation": the parser reads the inner "to" as a preposition
    words = ["for", "unpaired", "image", "-", "to", "-", "image", "translation", "."]
    pos = ["ADP", "ADJ", "NOUN", "PUNCT", "ADP", "PUNCT", "NOUN", "NOUN", "PUNCT"]
    tags = ["IN", "JJ", "NN", "HYPH", "IN", "HYPH", "NN", "NN", "."]
    deps = ["ROOT", "amod", "nmod", "punct", "prep", "punct", "pobj", "pobj", "punct"]
    heads = [0, 7, 7, 2, 2, 4, 4, 0, 0]
    spaces = [True, True, False, False, False, False, True, False, False]
    doc = make(words, pos, tags, deps, heads, spaces=spaces)
    assert {s.text: t for s, t in term_spans(doc, LEX)} == {"unpaired image-to-image translation": "Task"}


def test_praise_written_as_one_hyphenated_word_is_trimmed_whole():
    from kg.extract.terms import type_term

    words = ["end", "-", "to", "-", "end", "latency"]
    doc = make(words, ["NOUN", "PUNCT", "ADP", "PUNCT", "NOUN", "NOUN"], ["NN", "HYPH", "IN", "HYPH", "NN", "NN"],
               ["nmod", "punct", "prep", "punct", "pobj", "ROOT"], [5, 0, 0, 2, 2, 5],
               spaces=[False, False, False, False, True, False])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["latency"]


def test_a_named_finding_is_no_technique():
    # "we provide evidence of a Quality-Homogenization Tradeoff ." and the same with a coined "Engine"
    def doc_with(last):
        words = ["we", "provide", "evidence", "of", "a", "Quality", "-", "Homogenization", last, "."]
        return make(words, ["PRON", "VERB", "NOUN", "ADP", "DET", "PROPN", "PUNCT", "PROPN", "PROPN", "PUNCT"],
                    ["PRP", "VBP", "NN", "IN", "DT", "NNP", "HYPH", "NNP", "NNP", "."],
                    ["nsubj", "ROOT", "dobj", "prep", "det", "compound", "punct", "compound", "pobj", "punct"],
                    [1, 1, 1, 2, 8, 7, 7, 8, 3, 1], spaces=[True, True, True, True, True, False, False, True, False, False])

    assert "Quality-Homogenization Tradeoff" not in _types(doc_with("Tradeoff"))
    assert "Quality-Homogenization Gap" not in _types(doc_with("Gap"))  # "We term this the Provenance Gap"
    assert _types(doc_with("Engine")).get("Quality-Homogenization Engine") == "Method"
    assert "tradeoff" in LEX.finding_heads

    # a Title Case term with a task head of finding is a named finding too; in lower case it stays a problem
    def term_doc(first, second):
        words = ["a", "phenomenon", "we", "term", first, second, "."]
        return make(words, ["DET", "NOUN", "PRON", "VERB", "ADJ", "NOUN", "PUNCT"], ["DT", "NN", "PRP", "VBP", "JJ", "NN", "."],
                    ["det", "ROOT", "nsubj", "relcl", "amod", "oprd", "punct"], [1, 1, 3, 1, 5, 3, 1],
                    spaces=[True, True, True, True, True, False, False])

    assert "Topological Collapse" not in _types(term_doc("Topological", "Collapse"))
    assert _types(term_doc("representation", "collapse")).get("representation collapse") == "Task"


def test_a_measure_at_a_cutoff_tagged_as_a_number_stays_in_its_phrase():
    from kg.extract.terms import type_term

    # "Best@K accuracy": the tagger reads "Best@K" as a number
    doc = make(["Best@K", "accuracy"], ["NUM", "NOUN"], ["CD", "NN"], ["nummod", "ROOT"], [1, 1])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["Best@K", "accuracy"]
    doc = make(["10", "accuracy"], ["NUM", "NOUN"], ["CD", "NN"], ["nummod", "ROOT"], [1, 1])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["accuracy"]


def test_a_verb_by_its_form_or_the_tail_of_a_hyphenated_word_makes_no_phrase():
    from kg.extract.terms import type_term

    # "Auditor quantifies statistical significance": the tagger reads "quantifies" as a plural noun
    words = ["Auditor", "quantifies", "statistical", "significance"]
    doc = make(words, ["PROPN", "NOUN", "ADJ", "NOUN"], ["NNP", "NNS", "JJ", "NN"], ["compound", "nmod", "amod", "ROOT"], [1, 3, 3, 3])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["statistical", "significance"]
    # "codes minimize repair bandwidth" (the tagger reads "minimize" as a noun); "effect size" keeps its noun
    doc = make(["minimize", "repair", "detection"], ["NOUN", "NOUN", "NOUN"], ["NN", "NN", "NN"], ["compound", "compound", "ROOT"], [2, 2, 2])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["repair", "detection"]
    doc = make(["sample", "size", "error"], ["NOUN", "NOUN", "NOUN"], ["NN", "NN", "NN"], ["compound", "compound", "ROOT"], [2, 2, 2])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["sample", "size", "error"]
    # "language–based reasoning" split after the dash: "based reasoning" is the rest of a word
    words = ["natural", "language", "–", "based", "reasoning"]
    doc = make(words, ["ADJ", "NOUN", "PUNCT", "VERB", "NOUN"], ["JJ", "NN", ":", "VBN", "NN"], ["amod", "nsubj", "punct", "amod", "ROOT"],
               [1, 4, 1, 4, 4], spaces=[True, False, False, True, False])
    assert type_term([doc[3], doc[4]], LEX) is None


def test_an_activity_noun_after_a_definition_is_no_kind_for_it():
    # "with valence-arousal (VA) annotations": the definition modifies the data, it names no task
    def doc_with(noun, lemma):
        words = ["with", "valence", "-", "arousal", "(", "VA", ")", noun]
        return make(words, ["ADP", "NOUN", "PUNCT", "NOUN", "PUNCT", "PROPN", "PUNCT", "NOUN"],
                    ["IN", "NN", "HYPH", "NN", "-LRB-", "NNP", "-RRB-", "NNS"],
                    ["ROOT", "compound", "punct", "nmod", "punct", "nmod", "punct", "pobj"], [0, 3, 3, 7, 3, 7, 7, 0],
                    spaces=[True, False, False, True, False, False, True, False],
                    lemmas=["with", "valence", "-", "arousal", "(", "VA", ")", lemma])

    assert _types(doc_with("annotations", "annotation")).get("valence-arousal") != "Task"
    assert _types(doc_with("tasks", "task")).get("valence-arousal") == "Task"


def test_a_suspended_hyphen_leaves_the_second_conjunct():
    from kg.extract.terms import type_term

    # "single- and multi-concept erasure", tokenized with the dash on the first word or apart
    doc = make(["single-", "and", "multi", "-", "concept", "erasure"], ["ADJ", "CCONJ", "ADJ", "PUNCT", "NOUN", "NOUN"],
               ["JJ", "CC", "JJ", "HYPH", "NN", "NN"], ["amod", "cc", "conj", "punct", "compound", "ROOT"], [5, 0, 0, 4, 5, 5],
               spaces=[True, True, False, False, True, False])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["multi", "-", "concept", "erasure"]
    doc = make(["zero", "-", "and", "few", "-", "shot", "prompting"], ["NUM", "PUNCT", "CCONJ", "ADJ", "PUNCT", "NOUN", "NOUN"],
               ["CD", "HYPH", "CC", "JJ", "HYPH", "NN", "NN"], ["nummod", "punct", "cc", "amod", "punct", "compound", "ROOT"],
               [6, 0, 0, 5, 5, 6, 6], spaces=[False, True, True, False, False, True, False])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["few", "-", "shot", "prompting"]


def test_an_item_after_the_papers_innovations_is_its_contribution():
    from kg.extract.syntax import listed_as_innovation
    from kg.extract.terms import term_spans

    # "it rests on two key innovations : ( 1 ) a full - codebook random masking strategy ."
    words = ["it", "rests", "on", "two", "key", "innovations", ":", "(", "1", ")", "a", "full", "-", "codebook", "random",
             "masking", "strategy", "."]
    doc = make(words, ["PRON", "VERB", "ADP", "NUM", "ADJ", "NOUN", "PUNCT", "PUNCT", "X", "PUNCT", "DET", "ADJ", "PUNCT", "NOUN",
                       "ADJ", "NOUN", "NOUN", "PUNCT"],
               ["PRP", "VBZ", "IN", "CD", "JJ", "NNS", ":", "-LRB-", "LS", "-RRB-", "DT", "JJ", "HYPH", "NN", "JJ", "NN", "NN", "."],
               ["nsubj", "ROOT", "prep", "nummod", "amod", "pobj", "punct", "punct", "meta", "punct", "det", "amod", "punct", "nmod",
                "amod", "compound", "appos", "punct"],
               [1, 1, 1, 5, 5, 2, 5, 8, 16, 8, 16, 13, 13, 16, 16, 16, 5, 1],
               spaces=[True, True, True, True, True, False, True, False, False, True, True, False, False, True, True, True, False, False])
    phrase = doc[11:17]
    assert listed_as_innovation(phrase, LEX) == "an item after 'innovations:'"
    # kept as the paper's described technique, without its trailing kind word
    assert ("full-codebook random masking", "Method") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # a thing that names no process keeps its kind word: "(1) a full-codebook random side network"
    side = make([{"masking": "side", "strategy": "network"}.get(w, w) for w in words],
                [t.pos_ for t in doc], [t.tag_ for t in doc], [t.dep_ for t in doc], [t.head.i for t in doc],
                spaces=[bool(t.whitespace_) for t in doc])
    texts = [s.text for s, t in term_spans(side, LEX)]
    assert "full-codebook random side" not in texts
    # the same list after a noun of no novelty is no contribution
    other = make([("steps" if w == "innovations" else w) for w in words],
                 [t.pos_ for t in doc], [t.tag_ for t in doc], [t.dep_ for t in doc], [t.head.i for t in doc],
                 spaces=[bool(t.whitespace_) for t in doc])
    assert listed_as_innovation(other[11:17], LEX) is None
    # a name in the possessive is no item: "two key contributions : SR 's ability"
    words = ["two", "key", "contributions", ":", "SR", "'s", "ability"]
    doc = make(words, ["NUM", "ADJ", "NOUN", "PUNCT", "PROPN", "PART", "NOUN"], ["CD", "JJ", "NNS", ":", "NNP", "POS", "NN"],
               ["nummod", "amod", "ROOT", "punct", "poss", "case", "appos"], [2, 2, 2, 2, 6, 4, 2],
               spaces=[True, True, False, True, False, True, False])
    assert listed_as_innovation(doc[4:5], LEX) is None
    doc = make(["two", "key", "contributions", ":", "SR", "."], ["NUM", "ADJ", "NOUN", "PUNCT", "PROPN", "PUNCT"],
               ["CD", "JJ", "NNS", ":", "NNP", "."], ["nummod", "amod", "ROOT", "punct", "appos", "punct"], [2, 2, 2, 2, 2, 2],
               spaces=[True, True, False, True, False, False])
    assert listed_as_innovation(doc[4:5], LEX) == "an item after 'contributions:'"


def test_a_name_listed_after_new_things_of_its_kind_is_a_contribution():
    from kg.extract.relations import is_contribution

    def contribution(subject, adjective):
        # "<subject> evaluate on two <adjective> datasets : FooData-1k , a corpus ." (the parse hangs the name on the verb)
        words = [subject, "evaluate", "on", "two", adjective, "datasets", ":", "FooData-1k", ",", "a", "corpus", "."]
        doc = make(words, ["PRON", "VERB", "ADP", "NUM", "ADJ", "NOUN", "PUNCT", "PROPN", "PUNCT", "DET", "NOUN", "PUNCT"],
                   ["PRP", "VBP", "IN", "CD", "JJ", "NNS", ":", "NNP", ",", "DT", "NN", "."],
                   ["nsubj", "ROOT", "prep", "nummod", "amod", "pobj", "punct", "dep", "punct", "det", "appos", "punct"],
                   [1, 1, 1, 5, 5, 2, 1, 1, 7, 10, 7, 1],
                   spaces=[True, True, True, True, True, False, True, False, True, True, False, False])
        start = doc.text.index("FooData-1k")
        return is_contribution(doc, Candidate(start, start + 10, "Dataset", 0.8, "name-typed", "FooData-1k"), LEX)

    assert contribution("we", "new") == "listed after new things of its kind ('new datasets: X')"
    assert contribution("they", "new") is None
    assert contribution("we", "public") is None


def test_a_term_the_text_calls_proposed_is_a_contribution():
    from kg.extract.relations import is_contribution

    def cue(det, adjective):
        # "<det> <adjective> point cloud error provides a measure ."
        words = [det, adjective, "point", "cloud", "error", "provides", "a", "measure", "."]
        doc = make(words, ["DET", "VERB", "NOUN", "NOUN", "NOUN", "VERB", "DET", "NOUN", "PUNCT"],
                   ["DT", "VBN", "NN", "NN", "NN", "VBZ", "DT", "NN", "."],
                   ["det", "amod", "compound", "compound", "nsubj", "ROOT", "det", "dobj", "punct"], [4, 4, 4, 4, 5, 5, 7, 5, 5])
        start = doc.text.index("point")
        return is_contribution(doc, Candidate(start, start + len("point cloud error"), "Metric", 0.6, "term", "point cloud error"), LEX)

    assert cue("the", "proposed") == "called the paper's own ('the proposed X')"
    assert cue("the", "standard") is None
    assert cue("a", "proposed") is None  # "a proposed X" may be anyone's


def test_a_noun_and_a_process_in_ing_that_something_is_done_through_is_a_technique():
    from kg.extract.terms import term_spans

    def terms(prep, noun_tag):
        # "validated <prep> feature steering ."
        words = ["validated", prep, "feature", "steering", "."]
        doc = make(words, ["VERB", "ADP", "NOUN" if noun_tag == "NN" else "ADJ", "NOUN", "PUNCT"], ["VBN", "IN", noun_tag, "NN", "."],
                   ["ROOT", "prep", "compound", "pobj", "punct"], [0, 0, 3, 1, 0])
        return {s.text: t for s, t in term_spans(doc, LEX)}

    assert terms("through", "NN") == {"feature steering": "Method"}
    # "an algorithm based on bit-plane slicing": a hyphenated noun before the process, after "based on"
    words = ["based", "on", "bit", "-", "plane", "slicing"]
    doc = make(words, ["VERB", "ADP", "NOUN", "PUNCT", "NOUN", "NOUN"], ["VBN", "IN", "NN", "HYPH", "NN", "NN"],
               ["ROOT", "prep", "compound", "punct", "compound", "pobj"], [0, 0, 4, 4, 5, 1],
               spaces=[True, True, False, False, True, False])
    assert {s.text: t for s, t in term_spans(doc, LEX)} == {"bit-plane slicing": "Method"}
    assert terms("during", "NN") == {}  # a circumstance, not a means
    assert terms("through", "JJ") == {}  # an adjective before a process describes it
    # the object of a verb of use: "we apply temperature scaling ."
    words = ["we", "apply", "temperature", "scaling", "."]
    doc = make(words, ["PRON", "VERB", "NOUN", "NOUN", "PUNCT"], ["PRP", "VBP", "NN", "NN", "."],
               ["nsubj", "ROOT", "compound", "dobj", "punct"], [1, 1, 3, 1, 1], lemmas=["we", "apply", "temperature", "scaling", "."])
    assert {s.text: t for s, t in term_spans(doc, LEX)} == {"temperature scaling": "Method"}


def test_a_field_of_research_is_no_entity():
    # "automated through machine learning and contrastive learning ."
    words = ["automated", "through", "machine", "learning", "and", "contrastive", "learning", "."]
    doc = make(words, ["VERB", "ADP", "NOUN", "NOUN", "CCONJ", "ADJ", "NOUN", "PUNCT"], ["VBN", "IN", "NN", "NN", "CC", "JJ", "NN", "."],
               ["ROOT", "prep", "compound", "pobj", "cc", "amod", "conj", "punct"], [0, 0, 3, 1, 3, 6, 3, 0],
               spaces=[True, True, True, True, True, True, False, False])
    types = _types(doc)
    assert "machine learning" not in types and types.get("contrastive learning") == "Method"
    # hyphened, or several fields joined by a slash: "machine-learning/deep learning approaches"
    assert LEX.names_field("machine-learning") and LEX.names_field("Machine-Learning/Deep Learning")
    assert not LEX.names_field("machine-learning/contrastive learning") and not LEX.names_field("contrastive learning")
    words = ["using", "machine", "-", "learning", "/", "deep", "learning", "approaches", "."]
    doc = make(words, ["VERB", "NOUN", "PUNCT", "NOUN", "PUNCT", "ADJ", "NOUN", "NOUN", "PUNCT"],
               ["VBG", "NN", "HYPH", "NN", "SYM", "JJ", "NN", "NNS", "."],
               ["ROOT", "compound", "punct", "compound", "punct", "amod", "compound", "dobj", "punct"],
               [0, 3, 3, 6, 6, 6, 7, 0, 0], spaces=[True, False, False, False, False, True, True, False, False],
               lemmas=["use", "machine", "-", "learning", "/", "deep", "learning", "approach", "."])
    assert not any("learning" in label for label in _types(doc)), _types(doc)
    # "a fundamental problem in computer vision": where the paper works, no task it addresses
    doc = parsed("a problem in computer vision and pose estimation .",
                 "DT det 1; NN ROOT 1; IN prep 1; NN compound 4; NN pobj 2; CC cc 4; NN compound 7; NN conj 4; . punct 1")
    types = _types(doc)
    assert "computer vision" not in types and types.get("pose estimation") == "Task"
    # "we study artificial intelligence (AI) problems": the field, defined, is no task, nor is its short form
    words = ["we", "study", "artificial", "intelligence", "(", "AI", ")", "problems"]
    doc = make(words, ["PRON", "VERB", "ADJ", "NOUN", "PUNCT", "PROPN", "PUNCT", "NOUN"],
               ["PRP", "VBP", "JJ", "NN", "-LRB-", "NNP", "-RRB-", "NNS"],
               ["nsubj", "ROOT", "amod", "compound", "punct", "appos", "punct", "dobj"],
               [1, 1, 3, 7, 3, 3, 3, 1], spaces=[True, True, True, True, False, False, True, False])
    assert not any("intelligence" in label or label == "AI" for label in _types(doc))
    # a standard view, defined, is neither an entity nor the paper's: "features in Bird's-Eye View (BEV) space"
    assert "bird's-eye view" in LEX.field_names
    for long, short in (("Bird's Eye View", "BEV"), ("information and communications technology", "ICT"), ("Computer-Aided Design", "CAD")):
        doc = NLP(f"We work in {long} ({short}) settings, where {short} matters.")
        assert not _types(doc), long
    words = ["features", "in", "Bird's", "-", "Eye", "View", "(", "BEV", ")", "space"]
    doc = make(words, ["NOUN", "ADP", "PROPN", "PUNCT", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "NOUN"],
               ["NNS", "IN", "NNP", "HYPH", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", "NN"],
               ["ROOT", "prep", "compound", "punct", "compound", "compound", "punct", "appos", "punct", "pobj"],
               [0, 0, 5, 4, 5, 9, 5, 5, 5, 1], spaces=[True, True, False, False, True, True, False, False, True, False])
    assert not any("View" in label or label == "BEV" for label in _types(doc))
    # supervised learning is a technique by name
    assert known_type("supervised learning", GAZ) == "Method"
    # the common fine-grained recognition datasets are known by name
    assert known_type("CUB-200-2011", GAZ) == "Dataset" and known_type("Stanford Cars", GAZ) == "Dataset"
    assert known_type("FGVC-Aircraft", GAZ) == "Dataset"


def test_what_a_change_verb_moves_by_an_amount_is_a_measure():
    # "it reduces alert volume by 73 % ."
    def doc_with(modifier, head, tag):
        words = ["it", "reduces", modifier, head, "by", "73", "%", "."]
        return make(words, ["PRON", "VERB", "NOUN", "NOUN", "ADP", "NUM", "NOUN", "PUNCT"], ["PRP", "VBZ", "NN", tag, "IN", "CD", "NN", "."],
                    ["nsubj", "ROOT", "compound", "dobj", "prep", "nummod", "pobj", "punct"], [1, 1, 3, 1, 1, 6, 4, 1],
                    spaces=[True, True, True, True, True, False, False, False])

    assert _types(doc_with("alert", "volume", "NN")).get("alert volume") == "Metric"
    # a plural counts things: "reduces total parameters by 7 %"
    assert "total parameters" not in _types(doc_with("total", "parameters", "NNS"))
    # "model performance" is the guidelines' "not this"
    assert "model performance" not in _types(doc_with("model", "performance", "NN"))
    # consistency is a property a paper claims; moved by an amount, it is measured
    assert _types(doc_with("temporal", "consistency", "NN")).get("temporal consistency") == "Metric"
    # "while preserving semantic consistency ."
    words = ["while", "preserving", "semantic", "consistency", "."]
    doc = make(words, ["SCONJ", "VERB", "ADJ", "NOUN", "PUNCT"], ["IN", "VBG", "JJ", "NN", "."],
               ["mark", "ROOT", "amod", "dobj", "punct"], [1, 1, 3, 1, 1], spaces=[True, True, True, False, False],
               lemmas=["while", "preserve", "semantic", "consistency", "."])
    assert "semantic consistency" not in _types(doc)


def test_a_quality_given_a_percentage_is_a_measure():
    # "it shows a mean stabilization efficacy of 87.8 % ."
    def doc_with(head, value="87.8"):
        words = ["it", "shows", "a", "mean", "stabilization", head, "of", value, "%", "."]
        return make(words, ["PRON", "VERB", "DET", "ADJ", "NOUN", "NOUN", "ADP", "NUM", "NOUN", "PUNCT"],
                    ["PRP", "VBZ", "DT", "JJ", "NN", "NN", "IN", "CD", "NN", "."],
                    ["nsubj", "ROOT", "det", "amod", "compound", "dobj", "prep", "nummod", "pobj", "punct"], [1, 1, 5, 5, 5, 1, 5, 8, 6, 1],
                    spaces=[True, True, True, True, True, True, True, False, False, False])

    # the measure without the word that says how it was averaged
    assert _types(doc_with("efficacy")).get("stabilization efficacy") == "Metric"
    assert "mean stabilization efficacy" not in _types(doc_with("efficacy"))
    # a head that names no quality is no measure by this cue: "a mean stabilization step of 87.8 %"
    assert not _types(doc_with("step"))
    # nor is a quality without a percentage after it: "of 87.8 units" is no score
    words = ["it", "shows", "a", "stabilization", "efficacy", "of", "87.8", "units", "."]
    doc = make(words, ["PRON", "VERB", "DET", "NOUN", "NOUN", "ADP", "NUM", "NOUN", "PUNCT"], ["PRP", "VBZ", "DT", "NN", "NN", "IN", "CD", "NNS", "."],
               ["nsubj", "ROOT", "det", "compound", "dobj", "prep", "nummod", "pobj", "punct"], [1, 1, 4, 4, 1, 4, 7, 5, 1],
               spaces=[True, True, True, True, True, True, True, False, False])
    assert "stabilization efficacy" not in _types(doc)
    # a rate given a number in a unit of measure: "with a response time of 2 - 5 seconds ."
    def timed(unit):
        words = ["with", "a", "response", "time", "of", "2", "-", "5", unit, "."]
        return make(words, ["ADP", "DET", "NOUN", "NOUN", "ADP", "NUM", "PUNCT", "NUM", "NOUN", "PUNCT"],
                    ["IN", "DT", "NN", "NN", "IN", "CD", "HYPH", "CD", "NNS", "."],
                    ["ROOT", "det", "compound", "pobj", "prep", "nummod", "punct", "nummod", "pobj", "punct"], [0, 3, 3, 0, 3, 8, 7, 8, 4, 0],
                    spaces=[True, True, True, True, True, False, False, True, False, False])

    assert _types(timed("seconds")).get("response time") == "Metric"
    # a number of things is no value of a measure: "a response time of 2-5 turns"
    assert "response time" not in _types(timed("turns"))


def test_what_in_terms_of_compares_is_measured():
    from kg.extract.terms import term_spans

    # "it wins in terms of generation realism and style consistency ."
    words = ["it", "wins", "in", "terms", "of", "generation", "realism", "and", "style", "consistency", "."]
    doc = make(words, ["PRON", "VERB", "ADP", "NOUN", "ADP", "NOUN", "NOUN", "CCONJ", "NOUN", "NOUN", "PUNCT"],
               ["PRP", "VBZ", "IN", "NNS", "IN", "NN", "NN", "CC", "NN", "NN", "."],
               ["nsubj", "ROOT", "prep", "pobj", "prep", "compound", "pobj", "cc", "compound", "conj", "punct"],
               [1, 1, 1, 2, 3, 6, 4, 6, 9, 6, 1], spaces=[True, True, True, True, True, True, True, True, True, False, False])
    found = [(s.text, t) for s, t in term_spans(doc, LEX)]
    assert ("generation realism", "Metric") in found and ("style consistency", "Metric") in found
    # a head that names no quality or rate is no measure: "in terms of memory arrangement"
    words = ["it", "wins", "in", "terms", "of", "memory", "arrangement", "."]
    doc = make(words, ["PRON", "VERB", "ADP", "NOUN", "ADP", "NOUN", "NOUN", "PUNCT"], ["PRP", "VBZ", "IN", "NNS", "IN", "NN", "NN", "."],
               ["nsubj", "ROOT", "prep", "pobj", "prep", "compound", "pobj", "punct"], [1, 1, 1, 2, 3, 6, 4, 1],
               spaces=[True, True, True, True, True, True, False, False])
    assert term_spans(doc, LEX) == []


def test_what_a_comparison_verb_compares_in_is_measured():
    from kg.extract.terms import term_spans

    # "it outperforms baselines in segmentation quality and tracking stability ."
    doc = parsed("it outperforms baselines in segmentation quality and tracking stability .",
                 "PRP nsubj 1; VBZ ROOT 1; NNS dobj 1; IN prep 1; NN compound 5; NN pobj 3; CC cc 5; NN compound 8; NN conj 5; . punct 1",
                 lemmas={"outperforms": "outperform"})
    assert ("tracking stability", "Metric") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # the preposition on the verb's object: "outperforms existing methods in structural consistency"
    doc = parsed("it outperforms existing methods in structural consistency .",
                 "PRP nsubj 1; VBZ ROOT 1; JJ amod 3; NNS dobj 1; IN prep 3; JJ amod 6; NN pobj 4; . punct 1",
                 lemmas={"outperforms": "outperform"})
    assert ("structural consistency", "Metric") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # "in" after another verb says where, not what is compared: "it improves in tracking stability"
    doc = parsed("it helps in tracking stability .", "PRP nsubj 1; VBZ ROOT 1; IN prep 1; NN compound 4; NN pobj 2; . punct 1",
                 lemmas={"helps": "help"})
    assert ("tracking stability", "Metric") not in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # what a noun of change is "in": "it shows improvements in prompt adherence and cinematic continuity"
    doc = parsed("it shows improvements in prompt adherence and cinematic continuity .",
                 "PRP nsubj 1; VBZ ROOT 1; NNS dobj 1; IN prep 2; NN compound 5; NN pobj 3; CC cc 5; JJ amod 8; NN conj 5; . punct 1")
    found = [(s.text, t) for s, t in term_spans(doc, LEX)]
    assert ("prompt adherence", "Metric") in found and ("cinematic continuity", "Metric") in found
    # but a capability it gains in is none: "gains in reasoning ability"
    doc = parsed("it shows gains in reasoning ability .", "PRP nsubj 1; VBZ ROOT 1; NNS dobj 1; IN prep 2; NN compound 5; NN pobj 3; . punct 1")
    assert ("reasoning ability", "Metric") not in [(s.text, t) for s, t in term_spans(doc, LEX)]


def test_a_rate_a_verb_of_change_moves_is_measured_without_an_amount():
    from kg.extract.terms import term_spans, trim_phrase

    # "it reduces inference time": a rate or an amount changed, no "by <number>" needed
    doc = parsed("it reduces inference time .", "PRP nsubj 1; VBZ ROOT 1; NN compound 3; NN dobj 1; . punct 1", lemmas={"reduces": "reduce"})
    assert ("inference time", "Metric") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    doc = parsed("it lowers computational overhead .", "PRP nsubj 1; VBZ ROOT 1; JJ amod 3; NN dobj 1; . punct 1", lemmas={"lowers": "lower"})
    assert ("computational overhead", "Metric") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # a quality still needs its amount: "it improves semantic consistency" names no measure by this cue
    doc = parsed("it improves semantic consistency .", "PRP nsubj 1; VBZ ROOT 1; JJ amod 3; NN dobj 1; . punct 1", lemmas={"improves": "improve"})
    assert ("semantic consistency", "Metric") not in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # "negligible" says how much, no part of the measure
    doc = make(["negligible", "training", "overhead"], ["ADJ", "NOUN", "NOUN"], ["JJ", "NN", "NN"], ["amod", "compound", "ROOT"], [2, 2, 2])
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["training", "overhead"]


def test_a_factor_before_a_measure_is_trimmed():
    from kg.extract.terms import type_term

    # "a 3.43x speedup", where the tagger reads the factor as an adjective
    doc = make(["a", "3.43x", "speedup"], ["DET", "ADJ", "NOUN"], ["DT", "JJ", "NN"], ["det", "amod", "ROOT"], [2, 2, 2])
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["speedup"]


def test_experiments_on_a_list_of_models_name_no_data():
    from kg.extract.evaluated_on import evaluated_on_type

    # "experiments on MiniGPT and LLaVA": a model family in the list makes it the systems the method runs on
    doc = parsed("experiments on MiniGPT and LLaVA show gains .",
                 "NNS nsubj 5; IN prep 0; NNP pobj 1; CC cc 2; NNP conj 2; VBP ROOT 5; NNS dobj 5; . punct 5")
    assert evaluated_on_type(doc[2:3], LEX) is None
    # a name that only opens with a family's letters is data: "experiments on VGGSound and AudioSet"
    doc = parsed("experiments on VGGSound and AudioSet show gains .",
                 "NNS nsubj 5; IN prep 0; NNP pobj 1; CC cc 2; NNP conj 2; VBP ROOT 5; NNS dobj 5; . punct 5")
    assert evaluated_on_type(doc[2:3], LEX) == "Benchmark"


def test_a_gain_in_points_on_a_name_is_taken_on_a_benchmark():
    from kg.extract.evaluated_on import evaluated_on_type

    # "by 25 points on FRTR, 7 points on SheetX": each gain in points is taken on the name after it
    doc = parsed("it wins by 25 points on FRTR , 7 points on SheetX .",
                 "PRP nsubj 1; VBZ ROOT 1; IN prep 1; CD nummod 4; NNS pobj 2; IN prep 1; NNP pobj 5; , punct 6; CD nummod 9; "
                 "NNS appos 6; IN prep 9; NNP pobj 10; . punct 1")
    assert evaluated_on_type(doc[11:12], LEX) == "Benchmark"
    # points with no number are no score: "key points on SheetX"
    doc = parsed("it lists key points on SheetX .", "PRP nsubj 1; VBZ ROOT 1; JJ amod 3; NNS dobj 1; IN prep 3; NNP pobj 4; . punct 1")
    assert evaluated_on_type(doc[5:6], LEX) is None


def test_a_name_a_method_shows_its_worth_on_is_data():
    # "we further demonstrate its utility on MediTOD ."
    words = ["we", "further", "demonstrate", "its", "utility", "on", "MediTOD", "."]
    doc = make(words, ["PRON", "ADV", "VERB", "PRON", "NOUN", "ADP", "PROPN", "PUNCT"], ["PRP", "RB", "VBP", "PRP$", "NN", "IN", "NNP", "."],
               ["nsubj", "advmod", "ROOT", "poss", "dobj", "prep", "pobj", "punct"], [2, 2, 2, 4, 2, 4, 5, 2],
               spaces=[True, True, True, True, True, True, False, False])
    assert _types(doc).get("MediTOD") == "Benchmark"


def test_a_name_opening_an_item_of_the_listed_parts_of_the_papers_system_is_its_own():
    from kg.extract.relations import listed_as_part

    # "our method consists of two components : HierView prioritizes views , and Assembly Fusion uses GPT-4o ."
    words = ["our", "method", "consists", "of", "two", "components", ":", "HierView", "prioritizes", "views", ",", "and",
             "Assembly", "Fusion", "uses", "GPT-4o", "."]
    pos = ["PRON", "NOUN", "VERB", "ADP", "NUM", "NOUN", "PUNCT", "PROPN", "VERB", "NOUN", "PUNCT", "CCONJ",
           "PROPN", "PROPN", "VERB", "PROPN", "PUNCT"]
    tags = ["PRP$", "NN", "VBZ", "IN", "CD", "NNS", ":", "NNP", "VBZ", "NNS", ",", "CC", "NNP", "NNP", "VBZ", "NNP", "."]
    deps = ["poss", "nsubj", "ROOT", "prep", "nummod", "pobj", "punct", "nsubj", "parataxis", "dobj", "punct", "cc",
            "compound", "nsubj", "conj", "dobj", "punct"]
    heads = [1, 2, 2, 2, 5, 3, 2, 8, 2, 8, 8, 8, 13, 14, 8, 14, 2]
    spaces = [True, True, True, True, True, True, True, True, True, False, True, True, True, True, True, False, False]
    lemmas = [{"consists": "consist", "prioritizes": "prioritize", "uses": "use"}.get(w, w.lower()) for w in words]
    doc = make(words, pos, tags, deps, heads, spaces=spaces, lemmas=lemmas)

    def cue(text, type_="Method", proposed=frozenset()):
        start = doc.text.index(text)
        return listed_as_part(doc, Candidate(start, start + len(text), type_, 0.8, "name", text), set(proposed), LEX)

    assert cue("HierView") and cue("Assembly Fusion")
    assert cue("GPT-4o", "Model") is None  # inside an item: used there
    # the relation finder asks after the other contribution cues
    from tests.test_extract_doc import _relations

    names = [Candidate(doc.text.index(t), doc.text.index(t) + len(t), ty, 0.8, "name", t)
             for t, ty in (("HierView", "Method"), ("Assembly Fusion", "Method"), ("GPT-4o", "Model"))]
    relations = _relations(doc, names)
    assert relations.get("HierView") == "proposes" and relations.get("Assembly Fusion") == "proposes"
    assert relations.get("GPT-4o") != "proposes"
    # every item after new things of a kind: "we release two new datasets : FooMath , and BarMix , a mixture ."
    words2 = ["we", "release", "two", "new", "datasets", ":", "FooMath", ",", "and", "BarMix", ",", "a", "mixture", "."]
    doc2 = make(words2, ["PRON", "VERB", "NUM", "ADJ", "NOUN", "PUNCT", "PROPN", "PUNCT", "CCONJ", "PROPN", "PUNCT", "DET", "NOUN", "PUNCT"],
                ["PRP", "VBP", "CD", "JJ", "NNS", ":", "NNP", ",", "CC", "NNP", ",", "DT", "NN", "."],
                ["nsubj", "ROOT", "nummod", "amod", "dobj", "punct", "appos", "punct", "cc", "conj", "punct", "det", "appos", "punct"],
                [1, 1, 4, 4, 1, 4, 4, 6, 6, 6, 9, 12, 9, 1],
                spaces=[True, True, True, True, False, True, False, True, True, False, True, True, False, False])
    start = doc2.text.index("BarMix")
    assert listed_as_part(doc2, Candidate(start, start + 6, "Dataset", 0.8, "name", "BarMix"), set(), LEX)
    # someone else's system lists parts that are not the paper's
    words[0], tags[0], pos[0] = "the", "DT", "DET"
    deps[0] = "det"
    doc = make(words, pos, tags, deps, heads, spaces=spaces, lemmas=lemmas)
    assert cue("HierView") is None


def test_a_process_a_method_is_for_is_a_task():
    # "we present a generative method for texture filtering ."
    words = ["we", "present", "a", "generative", "method", "for", "texture", "filtering", "."]
    doc = make(words, ["PRON", "VERB", "DET", "ADJ", "NOUN", "ADP", "NOUN", "NOUN", "PUNCT"],
               ["PRP", "VBP", "DT", "JJ", "NN", "IN", "NN", "NN", "."],
               ["nsubj", "ROOT", "det", "amod", "dobj", "prep", "compound", "pobj", "punct"], [1, 1, 4, 4, 1, 4, 7, 5, 1],
               spaces=[True, True, True, True, True, True, True, False, False])
    assert _types(doc).get("texture filtering") == "Task"
    # what the paper does through it stays a technique
    words = ["we", "denoise", "images", "through", "texture", "filtering", "."]
    doc = make(words, ["PRON", "VERB", "NOUN", "ADP", "NOUN", "NOUN", "PUNCT"], ["PRP", "VBP", "NNS", "IN", "NN", "NN", "."],
               ["nsubj", "ROOT", "dobj", "prep", "compound", "pobj", "punct"], [1, 1, 1, 1, 5, 3, 1],
               spaces=[True, True, True, True, True, False, False])
    assert _types(doc).get("texture filtering") == "Method"


def test_a_coined_name_in_an_enumerated_part_of_the_papers_work_is_its_own():
    from kg.extract.relations import enumerated_as_part

    # "Finally , we employ a Joint Geometric Optimization strategy ."
    words = ["Finally", ",", "we", "employ", "a", "Joint", "Geometric", "Optimization", "strategy", "."]
    doc = make(words, ["ADV", "PUNCT", "PRON", "VERB", "DET", "PROPN", "PROPN", "PROPN", "NOUN", "PUNCT"],
               ["RB", ",", "PRP", "VBP", "DT", "NNP", "NNP", "NNP", "NN", "."],
               ["advmod", "punct", "nsubj", "ROOT", "det", "compound", "compound", "compound", "dobj", "punct"],
               [3, 3, 3, 3, 8, 7, 7, 8, 3, 3], spaces=[False, True, True, True, True, True, True, True, False, False],
               lemmas=[w.lower() for w in words])
    start = doc.text.index("Joint")
    cand = Candidate(start, start + len("Joint Geometric Optimization"), "Method", 0.8, "name-typed", "Joint Geometric Optimization")
    assert enumerated_as_part(doc, cand, {"HERMES"}, LEX)
    assert enumerated_as_part(doc, cand, set(), LEX) is None  # nothing proposed: an enumeration of findings or steps
    # the same name in a sentence that no ordinal opens is not read as a part
    words[0] = "Here"
    doc = make(words, ["ADV", "PUNCT", "PRON", "VERB", "DET", "PROPN", "PROPN", "PROPN", "NOUN", "PUNCT"],
               ["RB", ",", "PRP", "VBP", "DT", "NNP", "NNP", "NNP", "NN", "."],
               ["advmod", "punct", "nsubj", "ROOT", "det", "compound", "compound", "compound", "dobj", "punct"],
               [3, 3, 3, 3, 8, 7, 7, 8, 3, 3], spaces=[False, True, True, True, True, True, True, True, False, False])
    assert enumerated_as_part(doc, cand, {"HERMES"}, LEX) is None
    # a list after a plural noun of findings names findings: "Second, we ..., identifying three properties: ..."
    words = ["Second", ",", "we", "find", "two", "properties", ":", "Joint", "Geometric", "Correlation", "."]
    doc = make(words, ["ADV", "PUNCT", "PRON", "VERB", "NUM", "NOUN", "PUNCT", "PROPN", "PROPN", "PROPN", "PUNCT"],
               ["RB", ",", "PRP", "VBP", "CD", "NNS", ":", "NNP", "NNP", "NNP", "."],
               ["advmod", "punct", "nsubj", "ROOT", "nummod", "dobj", "punct", "compound", "compound", "appos", "punct"],
               [3, 3, 3, 3, 5, 3, 5, 9, 9, 5, 3], spaces=[False, True, True, True, True, False, True, True, True, False, False],
               lemmas=[w.lower() for w in words])
    start = doc.text.index("Joint")
    cand = Candidate(start, start + len("Joint Geometric Correlation"), "Method", 0.55, "name", "Joint Geometric Correlation")
    assert enumerated_as_part(doc, cand, {"HERMES"}, LEX) is None


def test_a_finite_verb_after_a_definition_is_no_kind():
    from kg.extract.name_types import following_head

    # "Ambivalence and hesitancy ( A/H ) play a role": "play" is a verb here, not the "play" of "self-play"
    words = ["Ambivalence", "and", "hesitancy", "(", "A/H", ")", "play", "a", "role"]
    doc = make(words, ["NOUN", "CCONJ", "NOUN", "PUNCT", "PROPN", "PUNCT", "VERB", "DET", "NOUN"],
               ["NN", "CC", "NN", "-LRB-", "NNP", "-RRB-", "VBP", "DT", "NN"],
               ["nsubj", "cc", "conj", "punct", "appos", "punct", "ROOT", "det", "dobj"], [6, 0, 0, 0, 0, 0, 6, 8, 6],
               spaces=[True, True, True, False, False, True, True, True, False])
    assert following_head(doc[4:5], LEX) is None
    # a kind noun after the definition still types it: "... (KV) caching"
    words = ["attention", "and", "KV", "caching", "preserve", "features"]
    doc = make(words, ["NOUN", "CCONJ", "PROPN", "VERB", "VERB", "NOUN"], ["NN", "CC", "NNP", "VBG", "VBP", "NNS"],
               ["nsubj", "cc", "compound", "conj", "ROOT", "dobj"], [4, 0, 3, 0, 4, 4])
    assert following_head(doc[2:3], LEX) == "Method"


def test_a_name_before_an_encoder_or_decoder_is_that_component():
    from kg.extract.name_types import type_name

    # "with a SigLIP-Tiny encoder and a FooFormer decoder": the kind word says what the name is
    words = ["with", "a", "FooFormer", "decoder", "."]
    doc = make(words, ["ADP", "DET", "PROPN", "NOUN", "PUNCT"], ["IN", "DT", "NNP", "NN", "."],
               ["ROOT", "det", "compound", "pobj", "punct"], [0, 3, 3, 0, 0], spaces=[True, True, True, False, False])
    assert type_name(doc[2:3], LEX, GAZ)[:3:2] == ("Method", "name-typed")


def test_capitalised_words_in_running_text_are_one_name_and_devices_and_organisations_none():
    # "we deploy it on AWS Bedrock and NVIDIA Jetson AGX Orin with help from IBM Research and compare with ARC Lang Solver ."
    words = ["we", "deploy", "it", "on", "AWS", "Bedrock", "and", "NVIDIA", "Jetson", "AGX", "Orin", "with", "help", "from", "IBM",
             "Research", "and", "compare", "with", "ARC", "Lang", "Solver", "."]
    pos = ["PRON", "VERB", "PRON", "ADP", "PROPN", "PROPN", "CCONJ", "PROPN", "PROPN", "PROPN", "PROPN", "ADP", "NOUN", "ADP",
           "PROPN", "PROPN", "CCONJ", "VERB", "ADP", "PROPN", "PROPN", "PROPN", "PUNCT"]
    tags = ["PRP", "VBP", "PRP", "IN", "NNP", "NNP", "CC", "NNP", "NNP", "NNP", "NNP", "IN", "NN", "IN", "NNP", "NNP", "CC", "VBP",
            "IN", "NNP", "NNP", "NNP", "."]
    deps = ["nsubj", "ROOT", "dobj", "prep", "compound", "pobj", "cc", "compound", "compound", "compound", "conj", "prep", "pobj",
            "prep", "compound", "pobj", "cc", "conj", "prep", "compound", "compound", "pobj", "punct"]
    heads = [1, 1, 1, 1, 5, 3, 5, 10, 10, 10, 5, 1, 11, 12, 15, 13, 1, 1, 17, 21, 21, 18, 1]
    doc = make(words, pos, tags, deps, heads, spaces=[True] * 21 + [False, False])
    names = [s.text for s in name_spans(doc, LEX)]
    assert "AWS Bedrock" in names and "ARC Lang Solver" in names and "NVIDIA Jetson AGX Orin" in names
    types = _types(doc)
    assert types.get("AWS Bedrock") == "Method"
    assert not any(label.startswith(("NVIDIA", "IBM")) or label in ("Research", "Orin") for label in types)
    # an accelerator by its product line or model number, maker or not: "on an RTX 4090 and H100 GPUs"
    doc = parsed("we run FooNet on an RTX 4090 and H100 GPUs.",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; IN prep 1; DT det 6; NNP compound 6; CD pobj 3; CC cc 6; "
                 "NNP compound 9; NNS conj 6; . punct 1")
    types = _types(doc)
    assert "FooNet" in types and not any(label.startswith(("RTX", "H100")) for label in types)
    # and a phone the model is deployed on: "deployed locally on an iPhone 17 Pro"
    doc = parsed("we deploy FooNet on an iPhone 17 Pro .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; IN prep 1; DT det 7; NNP compound 7; CD nummod 7; NNP pobj 3; . punct 1")
    types = _types(doc)
    assert "FooNet" in types and not any(label.startswith("iPhone") for label in types)
    # a mobile chip and an operating system: "on the Snapdragon 8 Elite platform", "validated on Android"
    doc = parsed("we deploy FooNet on the Snapdragon 8 Elite and validate it on Android .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; IN prep 1; DT det 7; NNP compound 7; CD nummod 7; NNP pobj 3; CC cc 1; "
                 "VB conj 1; PRP dobj 9; IN prep 9; NNP pobj 11; . punct 1", lemmas={"validate": "validate"})
    types = _types(doc)
    assert "FooNet" in types and "Android" not in types and not any(label.startswith("Snapdragon") for label in types)


def test_a_quality_put_to_use_is_no_measure():
    from kg.extract.terms import term_spans

    # "a strategy that leverages local spatial fidelity for more reliable decisions"
    words = ["a", "strategy", "that", "leverages", "local", "spatial", "fidelity", "for", "more", "reliable", "decisions"]
    doc = make(words, ["DET", "NOUN", "PRON", "VERB", "ADJ", "ADJ", "NOUN", "ADP", "ADV", "ADJ", "NOUN"],
               ["DT", "NN", "WDT", "VBZ", "JJ", "JJ", "NN", "IN", "RBR", "JJ", "NNS"],
               ["det", "ROOT", "nsubj", "relcl", "amod", "amod", "dobj", "prep", "advmod", "amod", "pobj"],
               [1, 1, 3, 1, 6, 6, 3, 3, 9, 10, 7], lemmas=[w.lower() if w != "leverages" else "leverage" for w in words])
    assert ("local spatial fidelity", "Metric") not in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # measured, the same quality is a metric: "it achieves higher spatial fidelity"
    words = ["it", "achieves", "higher", "spatial", "fidelity"]
    doc = make(words, ["PRON", "VERB", "ADJ", "ADJ", "NOUN"], ["PRP", "VBZ", "JJR", "JJ", "NN"],
               ["nsubj", "ROOT", "amod", "amod", "dobj"], [1, 1, 4, 4, 1], lemmas=["it", "achieve", "high", "spatial", "fidelity"])
    assert ("spatial fidelity", "Metric") in [(s.text, t) for s, t in term_spans(doc, LEX)]


def test_a_part_of_what_it_names_right_after_the_presentation_is_kept():
    from kg.extract.terms import term_spans

    # "We propose a new correction network. It contains an adaptive feature fusion module, ...": "It" is the network
    text = "we propose a new correction network . It contains an adaptive feature fusion module ."
    parse = ("PRP nsubj 1; VBP ROOT 1; DT det 5; JJ amod 5; NN compound 5; NN dobj 1; . punct 1; "
             "PRP nsubj 8; VBZ ROOT 8; DT det 13; JJ amod 13; NN compound 12; NN compound 13; NN dobj 8; . punct 8")
    doc = parsed(text, parse, lemmas={"contains": "contain"})
    assert ("adaptive feature fusion", "Method") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # without the presentation before it, "It" is anything: the module only describes
    doc = parsed(text.replace("propose", "study"), parse, lemmas={"contains": "contain"})
    assert ("adaptive feature fusion", "Method") not in [(s.text, t) for s, t in term_spans(doc, LEX)]


def test_an_arrow_in_a_phrase_separates_two_things():
    from kg.extract.terms import term_spans

    # "a single-view PX $\to$ CBCT reconstruction": what goes in, then the task that makes what comes out
    doc = parsed("we study single-view PX → CBCT reconstruction .",
                 "PRP nsubj 1; VBP ROOT 1; JJ amod 7; HYPH punct 4; NN amod 7; NNP compound 7; : punct 7; NNP compound 8; NN dobj 1; . punct 1")
    found = [(s.text, t) for s, t in term_spans(doc, LEX)]
    assert ("CBCT reconstruction", "Task") in found and not any("→" in text for text, _ in found)


def test_a_present_tense_verb_after_and_opens_no_term():
    from kg.extract.terms import term_spans

    # "that pose serious safety risks and disrupt learning in educational settings": a verb and its object
    doc = parsed("that pose serious safety risks and disrupt learning in educational settings .",
                 "WDT nsubj 1; VBP ROOT 1; JJ amod 4; NN compound 4; NNS dobj 1; CC cc 4; VBP compound 7; NN conj 4; "
                 "IN prep 1; JJ amod 10; NNS pobj 8; . punct 1")
    assert not any("disrupt" in s.text for s, _ in term_spans(doc, LEX))
    # the tagger's base form is as often a noun: "surgical instrument and tissue recognition" keeps its task
    doc = parsed("it works in surgical instrument and tissue recognition .",
                 "PRP nsubj 1; VBZ ROOT 1; IN prep 1; JJ amod 4; NN pobj 2; CC cc 4; VB compound 7; NN conj 4; . punct 1")
    assert ("tissue recognition", "Task") in [(s.text, t) for s, t in term_spans(doc, LEX)]


def test_a_name_bracketed_after_a_problem_evaluated_on_is_its_benchmark():
    from kg.extract.evaluated_on import bracketed_after_task

    # "Experiments on mathematical reasoning (MathX2) show ...": what the problem is measured on
    doc = parsed("experiments on mathematical reasoning ( MathX2 ) show gains .",
                 "NNS nsubj 7; IN prep 0; JJ amod 3; NN pobj 1; -LRB- punct 3; NNP appos 3; -RRB- punct 3; VBP ROOT 7; "
                 "NNS dobj 7; . punct 7")
    assert bracketed_after_task(doc[5:6], LEX)
    assert type_name(doc[5:6], LEX, gazetteer_index(LEX))[0] == "Benchmark"
    # a short form the words before it spell: "natural language understanding (NLU)"
    doc = parsed("experiments on natural language understanding ( NLU ) show gains .",
                 "NNS nsubj 8; IN prep 0; JJ amod 3; NN compound 4; NN pobj 1; -LRB- punct 4; NNP appos 4; -RRB- punct 4; "
                 "VBP ROOT 8; NNS dobj 8; . punct 8")
    assert not bracketed_after_task(doc[6:7], LEX)
    # no evaluation: "a model for medical image segmentation (MedSAM)" names a system
    doc = parsed("a model for medical image segmentation ( MedSAM ) .",
                 "DT det 1; NN ROOT 1; IN prep 1; JJ amod 5; NN compound 5; NN pobj 2; -LRB- punct 5; NNP appos 5; "
                 "-RRB- punct 5; . punct 1")
    assert not bracketed_after_task(doc[7:8], LEX)
    # a later item of the same list, whatever its own words: "on super-resolution (BBBC021) and sketch-to-image (Edges2Shoes)"
    doc = parsed("experiments on reasoning ( BBBC021 ) and sketches ( Edges2Shoes ) show gains .",
                 "NNS nsubj 11; IN prep 0; NN pobj 1; -LRB- punct 2; NNP appos 2; -RRB- punct 2; CC cc 2; NNS conj 2; "
                 "-LRB- punct 7; NNP appos 7; -RRB- punct 7; VBP ROOT 11; NNS dobj 11; . punct 11",
                 lemmas={"sketches": "sketch"})
    assert bracketed_after_task(doc[4:5], LEX) and bracketed_after_task(doc[9:10], LEX)
    assert type_name(doc[9:10], LEX, gazetteer_index(LEX))[0] == "Benchmark"
    # not when the item before is no bracketed name measured so ("a model for segmentation (MedSAM) and editing (EditX)")
    doc = parsed("a model for segmentation ( MedSAM ) and editing ( EditX ) .",
                 "DT det 1; NN ROOT 1; IN prep 1; NN pobj 2; -LRB- punct 3; NNP appos 3; -RRB- punct 3; CC cc 3; NN conj 3; "
                 "-LRB- punct 8; NNP appos 8; -RRB- punct 8; . punct 1")
    assert not bracketed_after_task(doc[10:11], LEX)


def test_a_quality_the_paper_makes_is_a_technique():
    from kg.extract.terms import term_spans

    # "we introduce a margin-aware logit calibration in the offline stage": something the paper does
    doc = parsed("we introduce a margin-aware logit calibration in the offline stage .",
                 "PRP nsubj 1; VBP ROOT 1; DT det 7; NN npadvmod 5; HYPH punct 5; JJ amod 7; NN compound 7; NN dobj 1; "
                 "IN prep 1; DT det 11; JJ amod 11; NN pobj 8; . punct 1", lemmas={"introduce": "introduce"})
    assert ("margin-aware logit calibration", "Method") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # "this strategy introduces the upfront cost of ...": a burden, no new thing of the paper's
    doc = parsed("this strategy introduces the upfront cost of maintenance .",
                 "DT det 1; NN nsubj 2; VBZ ROOT 2; DT det 5; JJ amod 5; NN dobj 2; IN prep 5; NN pobj 6; . punct 2",
                 lemmas={"introduces": "introduce"})
    assert ("upfront cost", "Method") not in [(s.text, t) for s, t in term_spans(doc, LEX)]


def test_a_name_that_only_modifies_the_appositive_of_a_proposed_name_is_not_proposed():
    doc = parsed("we propose DiffNet, a simple RGB-DCT architecture.",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 9; JJ amod 9; NNP compound 8; HYPH punct 8; "
                 "NNP compound 9; NN appos 2; . punct 1")
    rgb_dct = doc[6:9]
    assert is_contribution(doc, Candidate(rgb_dct.start_char, rgb_dct.end_char, "Method", 0.55, "name", "RGB-DCT"), LEX) is None
    assert is_contribution(doc, Candidate(11, 18, "Method", 0.8, "name-typed", "DiffNet"), LEX) == "object of 'propose'"
    # "a MARL (TPE-MARL) method": the parser's appositive inside one phrase sets nothing off
    doc = parsed("we propose a MARL (TPE-MARL) method.",
                 "PRP nsubj 1; VBP ROOT 1; DT det 3; NNP dobj 1; -LRB- punct 3; NNP nmod 9; HYPH punct 7; NNP nmod 9; "
                 "-RRB- punct 7; NN appos 3; . punct 1")
    tpe = doc[5:8]
    assert is_contribution(doc, Candidate(tpe.start_char, tpe.end_char, "Method", 0.85, "acronym", "TPE-MARL"), LEX) == "object of 'propose'"


def test_a_definition_that_opens_a_title_before_its_colon_is_the_papers():
    from kg.extract.relations import defined_as_contribution

    words = ["Heuristic", "Thoughts", "Prompting", "(", "HTP", ")", ":", "Integrating", "Heuristics"]
    doc = make(words, ["PROPN", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT", "VERB", "NOUN"],
               ["NNP", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", ":", "VBG", "NNS"],
               ["compound", "compound", "ROOT", "punct", "appos", "punct", "punct", "acl", "dobj"], [2, 2, 2, 4, 2, 4, 2, 2, 7],
               spaces=[True, True, True, False, False, False, True, True, False])
    abbreviations = find_abbreviations(doc.text)
    cand = Candidate(0, 28, "Method", 0.9, "acronym", "Heuristic Thoughts Prompting")
    assert defined_as_contribution(doc, cand, abbreviations, set(), LEX, {}) == "named in the title ('Name (SF): subtitle')"
    # a definition inside the text is no title's
    doc = make(["Using"] + words, ["VERB", "PROPN", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "PUNCT", "VERB", "NOUN"],
               ["VBG", "NNP", "NNP", "NNP", "-LRB-", "NNP", "-RRB-", ":", "VBG", "NNS"],
               ["ROOT", "compound", "compound", "dobj", "punct", "appos", "punct", "punct", "advcl", "dobj"],
               [0, 3, 3, 0, 5, 3, 5, 0, 0, 8], spaces=[True, True, True, True, False, False, False, True, True, False])
    cand = Candidate(6, 34, "Method", 0.9, "acronym", "Heuristic Thoughts Prompting")
    assert defined_as_contribution(doc, cand, find_abbreviations(doc.text), set(), LEX, {}) is None


def test_a_word_of_its_own_before_a_new_name_makes_a_variant_built_on_it():
    from kg.extract.own_phrase import is_introduced_as_new

    parse = "PRP nsubj 1; VBP ROOT 1; DT det 6; JJ amod 6; JJ amod 6; NNP compound 6; NN dobj 1"
    for words, new in (("a novel lightweight FooRL scheme", True), ("a novel conditional FooRL scheme", False)):
        doc = parsed(f"we need {words}", parse, lemmas={"need": "need"})
        assert is_introduced_as_new(doc[5:6], LEX) == new, words


def test_a_name_the_paper_owns_is_its_own():
    doc = parsed("our FooNet performs better", "PRP$ poss 1; NNP nsubj 2; VBZ ROOT 2; RBR advmod 2")
    assert is_contribution(doc, Candidate(4, 10, "Method", 0.55, "name", "FooNet"), LEX) == "called the paper's own ('our X')"
    # another's model the paper trained is not
    doc = parsed("our fine-tuned FooNet performs better",
                 "PRP$ poss 4; RB advmod 3; HYPH punct 3; VBN amod 4; NNP nsubj 5; VBZ ROOT 5; RBR advmod 5")
    assert is_contribution(doc, Candidate(15, 21, "Method", 0.55, "name", "FooNet"), LEX) is None


def test_a_short_form_that_keeps_its_kind_word_names_one_model():
    # "to train a Domain Captioning Model (DCModel) in ICT": no class of models, where "(DCM)" would be
    for short, found in (("DCModel", True), ("DCM", False)):
        doc = parsed(f"to train a Domain Captioning Model ({short}) today",
                     "TO aux 1; VB ROOT 1; DT det 5; NNP compound 5; NNP compound 5; NNP dobj 1; -LRB- punct 7; "
                     "NNP appos 5; -RRB- punct 7; NN npadvmod 1")
        assert (short in _types(doc)) == found, short


def test_a_present_passive_about_things_in_general_presents_nothing():
    parse = "NNP nsubjpass 2; VBP auxpass 2; VBN ROOT 2; TO aux 4; VB xcomp 2; . punct 2"
    doc = parsed("FooNet is designed to help.", parse, lemmas={"is": "be", "designed": "design"})
    assert is_contribution(doc, Candidate(0, 6, "Method", 0.8, "name-typed", "FooNet"), LEX) == "object of 'designed'"
    doc = parsed("Most agents are designed to help.", "JJS amod 1; " + parse.replace(" 2", " 3").replace(" 4", " 5"),
                 lemmas={"are": "be", "designed": "design", "agents": "agent"})
    assert is_contribution(doc, Candidate(5, 11, "Method", 0.8, "name-typed", "agents"), LEX) is None


def test_a_definition_the_presented_work_is_for_is_not_the_papers():
    from kg.extract.relations import defined_as_contribution
    def defined(doc, long):
        abbreviations = find_abbreviations(doc.text)
        start = doc.text.index(long)
        cand = Candidate(start, start + len(long), "Method", 0.9, "acronym", long)
        return defined_as_contribution(doc, cand, abbreviations, set(), LEX, {})

    doc = parsed("we propose a framework for Eye View (EV) segmentation.",
                 "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NNP compound 6; NNP compound 10; "
                 "-LRB- punct 8; NNP appos 6; -RRB- punct 8; NN pobj 4; . punct 1")
    assert defined(doc, "Eye View") is None
    # "for" inside the long form is part of the name
    doc = parsed("we propose a Framework for Adaptive Reasoning (FAR).",
                 "PRP nsubj 1; VBP ROOT 1; DT det 3; NNP dobj 1; IN prep 3; NNP compound 6; NNP pobj 4; "
                 "-LRB- punct 8; NNP appos 6; -RRB- punct 8; . punct 1")
    assert defined(doc, "Framework for Adaptive Reasoning") == "defined where the paper presents its work ('propose')"
    # an item after "and" starts anew: "RPS for alignment and Graph Similarity (GS)"
    doc = parsed("we propose RPS for alignment and Graph Similarity (GS).",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; IN prep 2; NN pobj 3; CC cc 4; NNP compound 7; NNP conj 4; "
                 "-LRB- punct 9; NNP appos 7; -RRB- punct 9; . punct 1")
    assert defined(doc, "Graph Similarity") == "defined where the paper presents its work ('propose')"
    # where the parse hangs the definition on the presented thing itself, "for" governs something else
    doc = parsed("we propose a framework for images with Eye View (EV).",
                 "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NNS pobj 4; IN prep 3; NNP compound 8; "
                 "NNP pobj 6; -LRB- punct 10; NNP appos 8; -RRB- punct 10; . punct 1")
    assert defined(doc, "Eye View") == "defined where the paper presents its work ('propose')"
    # nor where another preposition comes between: the definition may be the presented thing's part
    doc = parsed("we propose a framework for recognition with Cue Integration (CI).",
                 "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NN pobj 4; IN prep 5; NNP compound 8; "
                 "NNP pobj 6; -LRB- punct 10; NNP appos 8; -RRB- punct 10; . punct 1")
    assert defined(doc, "Cue Integration") == "defined where the paper presents its work ('propose')"
    # a "to" of direction serves as "for" does, a hyphen inside a word ending no phrase;
    # a definition before "Challenge" names the shared evaluation
    doc = parsed("we present our entry to the ABAW-X Mimicry Intensity (MI) Challenge.",
                 "PRP nsubj 1; VBP ROOT 1; PRP$ poss 3; NN dobj 1; IN prep 3; DT det 14; NNP compound 8; HYPH punct 8; "
                 "NNP compound 14; NNP compound 10; NNP compound 14; -LRB- punct 12; NNP appos 10; -RRB- punct 12; "
                 "NNP pobj 4; . punct 1")
    assert defined(doc, "Mimicry Intensity") is None
    assert _types(doc)["Mimicry Intensity"] == "Benchmark"
    # a definition right after a word of earlier work is others': "augments existing Human Motion Recovery (HMR) pipelines"
    doc = parsed("we propose X , which augments existing Motion Recovery (MR) pipelines .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; WDT nsubj 5; VBZ relcl 2; VBG amod 12; NNP compound 8; "
                 "NNP compound 12; -LRB- punct 10; NNP appos 8; -RRB- punct 10; NNS dobj 5; . punct 1",
                 lemmas={"augments": "augment"})
    assert defined(doc, "Motion Recovery") is None
    doc = parsed("we propose X , which augments new Motion Recovery (MR) pipelines .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; WDT nsubj 5; VBZ relcl 2; JJ amod 12; NNP compound 8; "
                 "NNP compound 12; -LRB- punct 10; NNP appos 8; -RRB- punct 10; NNS dobj 5; . punct 1",
                 lemmas={"augments": "augment"})
    assert defined(doc, "Motion Recovery") == "defined where the paper presents its work ('propose')"


def test_a_known_short_form_before_the_kind_of_an_unnamed_new_thing_is_not_proposed():
    from kg.extract.relations import is_kind_of_known

    parse = ("NN nsubj 4; -LRB- punct 2; NNP appos 0; -RRB- punct 2; VBZ ROOT 4; . punct 4; "
             "PRP nsubj 7; VBP ROOT 7; DT det 11; JJ amod 11; NNP compound 11; NN dobj 7; . punct 7")
    doc = parsed("learning (QZ) works . we propose a novel QZ framework .", parse, lemmas={"works": "work"})
    fl = doc[10:11]
    assert fl.text == "QZ" and is_kind_of_known(fl, LEX)
    # a short form the text has not defined, nor the gazetteer knows, may be the paper's own name
    doc = parsed("learning (XY) works . we propose a novel QZ framework .", parse, lemmas={"works": "work"})
    assert not is_kind_of_known(doc[10:11], LEX)
    # a known one is read so without a definition ("a novel FL framework": federated learning)
    doc = parsed("learning (XY) works . we propose a novel FL framework .", parse, lemmas={"works": "work"})
    assert is_kind_of_known(doc[10:11], LEX)
    # adjectives and commas between the article and the short form: "a lightweight, distilled VLA model"
    doc = parsed("learning (QZ) works . we propose a light , distilled QZ framework .",
                 "NN nsubj 4; -LRB- punct 2; NNP appos 0; -RRB- punct 2; VBZ ROOT 4; . punct 4; "
                 "PRP nsubj 7; VBP ROOT 7; DT det 13; JJ amod 13; , punct 13; JJ amod 13; NNP compound 13; NN dobj 7; . punct 7",
                 lemmas={"works": "work"})
    assert doc[12].text == "QZ" and is_kind_of_known(doc[12:13], LEX)
    # coordinated praise and a hyphened modifier too: "a simple yet effective context-augmented CDA method"
    doc = parsed("learning (QZ) works . we propose a simple yet effective context-augmented QZ framework .",
                 "NN nsubj 4; -LRB- punct 2; NNP appos 0; -RRB- punct 2; VBZ ROOT 4; . punct 4; "
                 "PRP nsubj 7; VBP ROOT 7; DT det 16; JJ amod 16; CC advmod 9; JJ conj 9; NN npadvmod 14; HYPH punct 14; "
                 "VBN amod 16; NNP compound 16; NN dobj 7; . punct 7",
                 lemmas={"works": "work"})
    assert doc[15].text == "QZ" and is_kind_of_known(doc[15:16], LEX)
    # nor after "the": "the QZ framework" may name one
    doc = parsed("learning (QZ) works . we propose the novel QZ framework .", parse, lemmas={"works": "work"})
    assert not is_kind_of_known(doc[10:11], LEX)


def test_a_short_form_with_a_lower_case_tail_may_name_a_thing_of_its_own():
    from kg.extract.name_spans import is_named_variant, name_spans

    for word in ("ABSA-mix", "SWE-smith", "GPQA-diamond", "BCOMP-zh", "GPT-oss", "TT-cross"):  # "ss" ends no plural
        assert is_named_variant(word, LEX), word
    # participles, gerunds, plurals, nouns of quality, head nouns and the listed modifier tails make a modifier
    for word in ("LLM-generated", "AI-embracing", "LLM-judges", "F1-score", "LLM-based", "CPU-only", "AI-driven", "NP-hard", "ICAO-compliant",
                 "NP-hardness", "AI-readiness", "API-access"):
        assert not is_named_variant(word, LEX), word
    doc = NLP("We release ABSA-mix, a large-scale benchmark.")
    assert "ABSA-mix" in [s.text for s in name_spans(doc, LEX)]


def test_a_variant_of_a_thing_is_of_its_kind():
    # "MMLBD-C, a manually corrected version of MMLongBenchDoc": a benchmark, by the name after "of"
    doc = parsed("we release FooSetC , a corrected version of FooBench .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 6; VBN amod 6; NN appos 2; IN prep 6; NNP pobj 7; . punct 1")
    assert type_name(doc[2:3], LEX, {})[0] == "Benchmark"
    # by its kind noun, and a variant of a model is a technique
    doc = parsed("we release FooX , an extension of the Bar framework .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 6; NN appos 2; IN prep 5; DT det 9; NNP compound 9; NN pobj 6; . punct 1")
    assert type_name(doc[2:3], LEX, {})[0] == "Method"
    doc = parsed("we release FooX , an extension of the Bar model .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 6; NN appos 2; IN prep 5; DT det 9; NNP compound 9; NN pobj 6; . punct 1")
    assert type_name(doc[2:3], LEX, {})[0] == "Method"


def test_a_model_family_opens_a_name_at_a_sentence_start():
    from kg.extract.name_spans import name_spans

    # "Claude Sonnet 4.6 had the best ...": at a sentence start a capital says nothing, a known family does
    doc = parsed("It varies . Claude Sonnet 4.6 wins .", "PRP nsubj 1; VBZ ROOT 1; . punct 1; NNP compound 5; NNP compound 5; CD nsubj 6; VBZ ROOT 6; . punct 6")
    assert doc[3].is_sent_start and "Claude Sonnet 4.6" in [s.text for s in name_spans(doc, LEX)]
    # alone, without a version or tier after it, it is an ordinary sentence opener
    doc = parsed("It varies . Claude wins .", "PRP nsubj 1; VBZ ROOT 1; . punct 1; NNP nsubj 4; VBZ ROOT 4; . punct 4")
    assert "Claude" not in [s.text for s in name_spans(doc, LEX)]
    # a version joined to its tier or size by a hyphen goes on with the family's name ("Gemini 3-Pro", "Qwen 3-8B")
    doc = parsed("as do Gemini 3-Pro and Qwen 3-8B .",
                 "IN mark 1; VBP ROOT 1; NNP nsubj 1; CD nummod 5; HYPH punct 5; NNP conj 2; CC cc 2; NNP conj 2; CD nummod 10; HYPH punct 10; NNP conj 7; . punct 1")
    names = [s.text for s in name_spans(doc, LEX)]
    assert "Gemini 3-Pro" in names and "Qwen 3-8B" in names
    # and so at a sentence start
    doc = parsed("It varies . Gemini 3-Pro wins .", "PRP nsubj 1; VBZ ROOT 1; . punct 1; NNP nsubj 7; CD nummod 6; HYPH punct 6; NNP appos 3; VBZ ROOT 7; . punct 7")
    assert "Gemini 3-Pro" in [s.text for s in name_spans(doc, LEX)]


def test_a_company_that_makes_models_is_no_entity():
    # "the latest Google and OpenAI models": who made them
    doc = parsed("the latest Google and OpenAI models reach 85 % .",
                 "DT det 5; JJS amod 5; NNP compound 5; CC cc 2; NNP conj 2; NNS nsubj 6; VBP ROOT 6; CD nummod 8; NN dobj 6; . punct 6")
    assert not {"Google", "OpenAI"} & set(_types(doc))


def test_a_name_ending_in_problem_is_a_task():
    # "We formalize the Document Consumption Problem": a problem, named; "Problems" are a kind
    doc = parsed("we formalize the Document Consumption Problem here .",
                 "PRP nsubj 1; VBP ROOT 1; DT det 5; NNP compound 5; NNP compound 5; NNP dobj 1; RB advmod 1; . punct 1",
                 lemmas={"formalize": "formalize"})
    assert _types(doc).get("Document Consumption Problem") == "Task", _types(doc)


def test_a_disease_named_like_a_model_is_no_entity():
    # "Recognition of Pneumonia and COVID-19": the disease studied; a name of the same shape is kept
    doc = parsed("we study COVID-19 and FooNet-19 here .", "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; CC cc 2; NNP conj 2; RB advmod 1; . punct 1")
    types = _types(doc)
    assert "COVID-19" not in types and "FooNet-19" in types, types


def test_a_definition_named_as_the_task_is_a_task_whatever_its_head():
    # "The task of Long-tailed Class Incremental Learning (LT-CIL) addresses ..."
    doc = parsed("The task of Tailed Incremental Learning (TIL) is hard .",
                 "DT det 1; NN nsubj 9; IN prep 1; NNP compound 5; NNP compound 5; NNP pobj 2; -LRB- punct 7; NNP appos 5; -RRB- punct 7; "
                 "VBZ ROOT 9; JJ acomp 9; . punct 9")
    types = _types(doc)
    assert types["Tailed Incremental Learning"] == "Task" and types["TIL"] == "Task"
    # a plural kind word is a kind of problem, not this one
    doc = parsed("The tasks of Tailed Incremental Learning (TIL) are hard .",
                 "DT det 1; NNS nsubj 9; IN prep 1; NNP compound 5; NNP compound 5; NNP pobj 2; -LRB- punct 7; NNP appos 5; -RRB- punct 7; "
                 "VBP ROOT 9; JJ acomp 9; . punct 9")
    assert _types(doc).get("Tailed Incremental Learning") != "Task"


def test_what_was_introduced_recently_is_others_work():
    from kg.extract.own_phrase import is_called_proposed

    # "the recently introduced Jump Restore algorithm": another's; "the proposed RB approach": the paper's
    doc = parsed("we adapt it to the recently introduced Jump Restore algorithm .",
                 "PRP nsubj 1; VBP ROOT 1; PRP dobj 1; IN prep 1; DT det 9; RB advmod 6; VBN amod 9; NNP compound 8; NNP compound 9; NN pobj 3; . punct 1")
    assert not is_called_proposed(doc[7:9])
    doc = parsed("we adapt it to the introduced Jump Restore algorithm .",
                 "PRP nsubj 1; VBP ROOT 1; PRP dobj 1; IN prep 1; DT det 8; VBN amod 8; NNP compound 7; NNP compound 8; NN pobj 3; . punct 1")
    assert is_called_proposed(doc[6:8])


def test_a_name_before_its_kind_word_is_called_proposed_whatever_label_the_parse_gave():
    from kg.extract.own_phrase import is_called_proposed

    # "and our proposed ViHTGen dataset for Vietnamese": the tagger made the name an interjection negating "dataset"
    doc = parsed("on English and our proposed ViHTGen dataset for Vietnamese",
                 "IN ROOT 0; NNP pobj 0; CC cc 1; PRP$ poss 6; VBN amod 6; UH neg 6; NN conj 1; IN prep 6; NNPS pobj 7")
    assert is_called_proposed(doc[5:6])
    # a name after its kind word is no modifier of it
    doc = parsed("on English and our proposed dataset ViHTGen for Vietnamese",
                 "IN ROOT 0; NNP pobj 0; CC cc 1; PRP$ poss 5; VBN amod 5; NN conj 1; UH dep 5; IN prep 6; NNPS pobj 7")
    assert not is_called_proposed(doc[6:7])


def test_a_name_claimed_as_the_first_of_its_kind_is_the_papers():
    from kg.extract.own_phrase import is_claimed_first

    doc = parsed("FooAttack is the first transfer attack that works .",
                 "NNP nsubj 1; VBZ ROOT 1; DT det 5; JJ amod 5; NN compound 5; NN attr 1; WDT nsubj 7; VBZ relcl 5; . punct 1",
                 lemmas={"is": "be", "works": "work"})
    assert is_claimed_first(doc[0:1], LEX)
    # history is no claim: "GPT-3 was the first model to ..."
    doc = parsed("FooNet was the first model to work .",
                 "NNP nsubj 1; VBD ROOT 1; DT det 4; JJ amod 4; NN attr 1; TO aux 6; VB relcl 4; . punct 1", lemmas={"was": "be"})
    assert not is_claimed_first(doc[0:1], LEX)


def test_entitled_names_the_thing_just_described():
    doc = parsed("we generated a new dataset entitled FooChat , where it works .",
                 "PRP nsubj 1; VBD ROOT 1; DT det 4; JJ amod 4; NN dobj 1; VBN acl 4; NNP oprd 5; , punct 4; RB advmod 10; PRP nsubj 10; VBZ relcl 4; . punct 1",
                 lemmas={"generated": "generate", "works": "work"})
    assert _types(doc).get("FooChat") == "Dataset"


def test_a_coinage_the_papers_system_works_through_is_no_others():
    from kg.extract.relations import relation_cue_is_other

    # "a framework that learns ranks through Difference-preserved Tokenization (DiffToken)"
    doc = parsed("a framework that learns ranks through Preserved Tokenization (PT) .",
                 "DT det 1; NN ROOT 1; WDT nsubj 3; VBZ relcl 1; NNS dobj 3; IN prep 3; NNP compound 7; NNP pobj 5; -LRB- punct 9; NNP appos 7; -RRB- punct 9; . punct 1",
                 lemmas={"learns": "learn"})
    start = doc.text.index("Preserved")
    coined = Candidate(start, start + len("Preserved Tokenization"), "Method", 0.9, "acronym", "Preserved Tokenization")
    assert not relation_cue_is_other(doc, coined, LEX)
    # a phrase in lower case worked through is used, as before
    doc = parsed("a framework that learns ranks through preserved tokenization (PT) .",
                 "DT det 1; NN ROOT 1; WDT nsubj 3; VBZ relcl 1; NNS dobj 3; IN prep 3; NN compound 7; NN pobj 5; -LRB- punct 9; NNP appos 7; -RRB- punct 9; . punct 1",
                 lemmas={"learns": "learn"})
    plain = Candidate(start, start + len("preserved tokenization"), "Method", 0.9, "acronym", "preserved tokenization")
    assert relation_cue_is_other(doc, plain, LEX)


def test_a_list_broken_by_the_parser_is_read_from_its_words():
    from kg.extract.candidates import coordinated_type

    # "including A2D Sentences, J-HMDB Sentences, Ref-YouTube-VOS, and Ref-DAVIS17": the parser made appositions of it
    doc = parsed("on AlphaSet , BetaSet , GammaSet , and Delta .",
                 "IN ROOT 0; NNP pobj 0; , punct 1; NNP appos 1; , punct 3; NNP appos 3; , punct 5; CC cc 5; NNP appos 5; . punct 0")

    def typed(*ks):
        return [Candidate(doc[k].idx, doc[k].idx + len(doc[k]), "Dataset", 0.8, "name-typed", doc[k].text) for k in ks]

    assert coordinated_type(doc[8:9], typed(1, 3, 5)) == "Dataset"
    # a name after the list's "and ..." is no member: "on ScanQA, SQA3D, and Scan2Cap, Descrip3D outperforms ..."
    doc = parsed("on AlphaSet , BetaSet , and GammaSet , Delta wins .",
                 "IN prep 9; NNP pobj 0; , punct 1; NNP appos 1; , punct 3; CC cc 3; NNP appos 3; , punct 9; NNP nsubj 9; VBZ ROOT 9; . punct 9")
    assert coordinated_type(doc[8:9], typed(1, 3, 6)) is None
    # commas alone make no list, nor do two names joined by "and"
    doc = parsed("the AlphaSet accuracy , Delta gives .", "DT det 2; NNP compound 2; NN nsubj 5; , punct 2; NNP appos 2; VBZ ROOT 5; . punct 5")
    assert coordinated_type(doc[4:5], typed(1)) is None
    # where the parser broke it ("experiments on KITTI and BDD100K demonstrate", the tagger reading the second as a
    # verb), two names after "on" are still a list; after another word they may be two kinds of thing
    parse = "NNS nsubj 5; IN prep 0; NNP pobj 1; CC cc 0; VBP conj 0; VBP ROOT 5; NNS dobj 5; . punct 5"
    doc = parsed("tests on AlphaSet and Delta2 demonstrate gains .", parse)
    assert coordinated_type(doc[4:5], typed(2)) == "Dataset"
    doc = parsed("tests with AlphaSet and Delta2 demonstrate gains .", parse)
    assert coordinated_type(doc[4:5], typed(2)) is None


def test_a_measure_word_after_a_definition_says_what_is_measured_not_what_it_is():
    from kg.extract.definition_types import abbreviation_type

    def typed(text, parse):
        doc = parsed(text, parse)
        (abbrev,) = find_abbreviations(doc.text)
        return abbreviation_type(abbrev, doc, LEX, GAZ)

    # "evaluation of knowledge graph (KG) quality": the quality of a graph; no metric named "knowledge graph"
    assert typed("evaluation of knowledge graph ( KG ) quality matters",
                 "NN nsubj 8; IN prep 0; NN compound 3; NN compound 7; -LRB- punct 5; NNP appos 3; -RRB- punct 5; NN pobj 1; VBZ ROOT 8") != "Metric"
    # a kind word of measures names it: "Fréchet Inception Distance (FID) score"
    assert typed("the Fréchet Inception Distance ( FID ) score drops",
                 "DT det 7; NNP compound 3; NNP compound 3; NNP compound 7; -LRB- punct 5; NNP appos 3; -RRB- punct 5; NN nsubj 8; VBZ ROOT 8",
                 ) == "Metric"


def test_a_name_listed_among_makers_of_models_is_one_of_them():
    from kg.extract.candidates import listed_with_organisations

    def listed(text, word):
        doc = NLP(text)
        i = [t.text for t in doc].index(word)
        return listed_with_organisations(doc[i : i + 1], LEX)

    text = "nine lineages (Google, Anthropic, OpenAI, Meta, DeepSeek, xAI, Alibaba, IBM, and Moonshot)."
    assert listed(text, "DeepSeek") and listed(text, "xAI") and listed(text, "Moonshot")
    assert listed("models from OpenAI, Anthropic, and DeepSeek.", "DeepSeek")
    # makers that are few in a list of systems make none of them a maker
    assert not listed("transcripts from AWS, Azure, Google, IBM, NeMo, Rev, Whisper, and Parakeet.", "Whisper")
    assert not listed("We compare DeepSeek with Google models.", "DeepSeek")



def test_an_em_dash_sets_off_a_name_and_joins_none():
    # "modalities--PDFs" is cleaned to an em dash glued to both words: the word before it is no part of the name
    doc = NLP("We compare baseline methods—ContextCite and RAFT-Stereo—on benchmarks, and human–AI teams.")
    names = [s.text for s in name_spans(doc, LEX)]
    assert "ContextCite" in names and "RAFT-Stereo" in names
    assert not any("—" in n for n in names), names


def test_a_plain_word_hyphened_to_a_plural_class_is_a_kind_of_it():
    from kg.extract.entities import is_kind_of_plural_class

    # "Diagnosing Temporal Information Flow in Video-LLMs": a class of models for a kind of data
    assert is_kind_of_plural_class("Video-LLMs", LEX) and is_kind_of_plural_class("long-video-MLLMs", LEX)
    # a coined name stays one, and so does a singular
    assert not is_kind_of_plural_class("WSI-Agents", LEX) and not is_kind_of_plural_class("CoMET-Agent", LEX)
    assert not is_kind_of_plural_class("Speech-Agent", LEX) and not is_kind_of_plural_class("Mixture-of-Agents", LEX)


def test_short_forms_of_no_entity_paired_by_a_dash_are_no_name():
    # "(AU) ... (FE) ... bidirectional AU–FE learning": two words read as no entity, paired
    text = "We study action units (AU) and facial expressions (FE), with bidirectional AU–FE learning."
    names = {c.text for c in extract_entities(NLP(text), LEX, find_abbreviations(text), [])}
    assert "AU–FE" not in names


def test_a_variety_of_a_language_defined_by_a_short_form_is_no_entity():
    # "standardized dialects such as Standard American English (SAE)": the language the data is in
    def names(text):
        return {c.text for c in extract_entities(NLP(text), LEX, find_abbreviations(text), [])}

    found = names("Most evaluations use Standard American English (SAE), not African American Vernacular English (AAVE).")
    assert not found & {"Standard American English", "SAE", "African American Vernacular English", "AAVE"}
    # a corpus of one is data, and its short form stays
    assert "COHA" in names("We count words in the Corpus of Historical American English (COHA) and in COHA samples.")
    # a headline's name spelled out before its colon is the paper's, whatever its last word
    assert "MUSE" in names("MUSE: Multi-Domain Chinese User Simulation via Self-Evolving Profiles")


def test_a_measure_word_modifying_a_noun_in_its_other_sense_is_no_measure():
    # "drones support precision agriculture": exact, no measure; "factual recall circuits": remembering
    doc = parsed("drones support precision agriculture .", "NNS nsubj 1; VBP ROOT 1; NN compound 3; NN dobj 1; . punct 1")
    assert "precision" not in _types(doc)
    doc = parsed("factual recall circuits emerge .", "JJ amod 2; NN compound 2; NNS nsubj 3; VBP ROOT 3; . punct 3")
    assert "recall" not in _types(doc)
    # a word of measuring after it keeps the measure, plural or hyphened: "recall rates", "precision trade-off"
    doc = parsed("we report recall rates .", "PRP nsubj 1; VBP ROOT 1; NN compound 3; NNS dobj 1; . punct 1", lemmas={"rates": "rate"})
    assert _types(doc).get("recall") == "Metric"
    doc = parsed("the precision trade-off persists .",
                 "DT det 4; NN compound 4; NN compound 4; HYPH punct 4; NN nsubj 5; VBZ ROOT 5; . punct 5")
    assert _types(doc).get("precision") == "Metric"
    # and so does a measure standing alone or in a list
    doc = parsed("we report precision and recall .", "PRP nsubj 1; VBP ROOT 1; NN dobj 1; CC cc 2; NN conj 2; . punct 1")
    assert _types(doc).get("precision") == "Metric" and _types(doc).get("recall") == "Metric"


def test_a_quantifier_before_a_singular_noun_modifier_opens_a_fixed_compound():
    # "multiple instance learning", "multiple object tracking": a fixed compound, not "instance learning"
    doc = parsed("we use multiple instance learning .", "PRP nsubj 1; VBP ROOT 1; JJ amod 4; NN compound 4; NN dobj 1; . punct 1")
    assert _types(doc).get("multiple instance learning") == "Method"
    doc = parsed("we study multiple object tracking .", "PRP nsubj 1; VBP ROOT 1; JJ amod 4; NN compound 4; NN dobj 1; . punct 1")
    assert _types(doc).get("multiple object tracking") == "Task"
    # before a plural, or the head alone, it counts: "multiple datasets", "a single model"
    doc = parsed("we study multiple segmentation datasets .", "PRP nsubj 1; VBP ROOT 1; JJ amod 4; NN compound 4; NNS dobj 1; . punct 1")
    assert not any(label.startswith("multiple") for label in _types(doc))


def test_a_phrase_under_no_is_absent():
    # "sentence embeddings have no direct linguistic interpretation", "requires no hyperparameter tuning"
    doc = parsed("embeddings have no direct linguistic interpretation .",
                 "NNS nsubj 1; VBP ROOT 1; DT det 5; JJ amod 5; JJ amod 5; NN dobj 1; . punct 1")
    assert not _types(doc)
    doc = parsed("it requires no hyperparameter tuning .", "PRP nsubj 1; VBZ ROOT 1; DT det 4; NN compound 4; NN dobj 1; . punct 1")
    assert not _types(doc)
    # a measure stays one: "at no extra inference cost", "no extra success rate"
    doc = parsed("it has no extra success rate .", "PRP nsubj 1; VBZ ROOT 1; DT det 5; JJ amod 5; NN compound 5; NN dobj 1; . punct 1")
    assert _types(doc).get("success rate") == "Metric"


def test_an_indefinite_kind_set_off_before_a_definition_types_it():
    from kg.extract.definition_types import kind_set_off_before

    # "we develop a new metric, expected utility renormalized by the oracle (EURO), ...": the parser read "metric" as an adjective
    text = "we develop a new metric, expected utility renormalized by the oracle (EURO), that balances calibration."
    assert kind_set_off_before(text, text.index("expected"), LEX) == "Metric"
    assert kind_set_off_before("Our benchmark, Long Form Suite (LFS)", len("Our benchmark, "), LEX) == "Benchmark"
    # a list or a word of no kind says nothing
    text = "we report accuracy, precision, and expected calibration error (ECE)."
    assert kind_set_off_before(text, text.index("expected"), LEX) is None
    assert kind_set_off_before("As a result, Retrieval Augmented Generation (RAG)", len("As a result, "), LEX) is None
    words = ["we", "develop", "a", "new", "metric", ",", "expected", "utility", "renormalized", "by", "the", "oracle", "(", "EURO", ")", "."]
    doc = make(words, ["PRON", "VERB", "DET", "ADJ", "ADJ", "PUNCT", "ADJ", "NOUN", "VERB", "ADP", "DET", "NOUN", "PUNCT", "PROPN", "PUNCT", "PUNCT"],
               ["PRP", "VBP", "DT", "JJ", "JJ", ",", "JJ", "NN", "VBN", "IN", "DT", "NN", "-LRB-", "NNP", "-RRB-", "."],
               ["nsubj", "ROOT", "det", "amod", "amod", "punct", "amod", "dobj", "acl", "agent", "det", "pobj", "punct", "appos", "punct", "punct"],
               [1, 1, 7, 7, 7, 7, 7, 1, 7, 8, 11, 9, 11, 11, 11, 1],
               spaces=[True, True, True, True, False, True, True, True, True, True, True, True, False, False, False, False])
    assert _types(doc).get("EURO") == "Metric"


def test_a_name_set_off_after_the_object_of_a_contribution_verb_names_it():
    from kg.extract.syntax import contribution_path

    # "We propose a novel ... framework, SpeciaRL, to fine-tune ...": the parser hung the name on the verb as an adverb
    text = "we propose a novel framework , SpeciaRL , to tune models ."
    doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; DT det 4; JJ amod 4; NN dobj 1; , punct 1; NNP advmod 1; , punct 1; "
                       "TO aux 9; VB advcl 1; NNS dobj 9; . punct 1")
    assert contribution_path(doc[6:7], LEX) == "object of 'propose'"
    # the kind noun types it: "we introduce a new ... dataset, TICW, featuring ..."
    text = "we introduce a new dataset , TICW , featuring weapons ."
    doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; DT det 4; JJ amod 4; NN dobj 1; , punct 1; NNP advmod 1; , punct 1; "
                       "VBG advcl 1; NNS dobj 8; . punct 1")
    assert _types(doc).get("TICW") == "Dataset"
    # a list after the noun is no such name: "we evaluate on the COCO dataset, ImageNet, and ..." has no contribution verb
    text = "we evaluate the dataset , ImageNet , and others ."
    doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; , punct 3; NNP conj 3; , punct 5; CC cc 5; NNS conj 5; . punct 1")
    assert contribution_path(doc[5:6], LEX) is None


def test_examples_after_a_plural_kind_noun_that_the_parser_hung_elsewhere_take_its_kind():
    # "Extensive experiments on four benchmarks, including DOTA-v1.0, ...": "including" hung on "experiments"
    text = "experiments on four benchmarks , including DOTA , HRSC2016 , and DIOR demonstrate it ."
    doc = parsed(text, "NNS nsubj 12; IN prep 0; CD nummod 3; NNS pobj 1; , punct 0; VBG prep 0; NNP pobj 5; , punct 6; "
                       "NNP conj 6; , punct 8; CC cc 8; NNP conj 8; VBP ROOT 12; PRP dobj 12; . punct 12",
                 lemmas={"benchmarks": "benchmark", "experiments": "experiment"})
    types = _types(doc)
    assert types.get("DOTA") == "Benchmark" and types.get("HRSC2016") == "Benchmark" and types.get("DIOR") == "Benchmark"


def test_attention_a_topic_attracts_is_no_mechanism():
    # "has attracted significant research attention": the notice a topic gets (notice_verbs)
    doc = parsed("it has attracted significant research attention .", "PRP nsubj 2; VBZ aux 2; VBN ROOT 2; JJ amod 5; NN compound 5; NN dobj 2; . punct 2",
                 lemmas={"attracted": "attract"})
    assert not _types(doc)
    # the mechanism stays one: "we use cross-modal attention"
    doc = parsed("we use cross-modal attention .", "PRP nsubj 1; VBP ROOT 1; JJ amod 4; HYPH punct 4; JJ amod 5; NN dobj 1; . punct 1")
    assert _types(doc).get("cross-modal attention") == "Method"


def test_a_word_of_averaging_or_normalising_before_a_known_measure_is_part_of_its_name():
    # "lower normalized mean absolute error", "higher weighted F1" (measure_name_prefixes)
    text = "it achieves lower normalized mean absolute error and higher weighted F1 ."
    types = {c.text: c.type for c in extract_entities(NLP(text), LEX, [], [])}
    assert types.get("normalized mean absolute error") == "Metric" and types.get("weighted F1") == "Metric"
    assert "mean absolute error" not in types and "F1" not in types
    # a domain word before a measure's code stays out of it ("flood IoU"), and so does "relative"
    text = "it improves flood IoU and relative F1 ."
    types = {c.text: c.type for c in extract_entities(NLP(text), LEX, [], [])}
    assert types.get("IoU") == "Metric" and types.get("F1") == "Metric"


def test_resolution_reads_the_words_that_make_another_measure_from_the_lexicon():
    from kg.resolve import metric_variants

    assert "macro" in LEX.measure_variant_words and metric_variants(["f1", "macro f1"]) == {}
    # another list of such words keeps other keys apart
    assert metric_variants(["f1", "macro f1"], frozenset()) == {"macro f1": "f1"}


def test_a_name_that_increases_by_an_amount_is_a_measure():
    # "SR increased by 5% and 2.07% respectively, and SPL increased by 4%" (amount_change_verbs)
    doc = parsed("SR increased by 5 % .", "NNP nsubj 1; VBD ROOT 1; IN prep 1; CD nummod 4; NN pobj 2; . punct 1", lemmas={"increased": "increase"})
    assert _types(doc).get("SR") == "Metric"
    # a system "improves by" an amount: no measure
    doc = parsed("TikZilla improves by 12 % .", "NNP nsubj 1; VBZ ROOT 1; IN prep 1; CD nummod 4; NN pobj 2; . punct 1", lemmas={"improves": "improve"})
    assert _types(doc).get("TikZilla") != "Metric"


def test_a_definition_said_to_measure_is_a_metric_whatever_its_last_word():
    # a task word after "of" names only what is measured
    for clause, kind in (("which measures the effect of tokens", "Metric"), ("which improves the effect of tokens", "Task")):
        doc = NLP(f"We develop Causal Importance of Reasoning (CIR), {clause}.")
        assert _types(doc).get("Causal Importance of Reasoning") == kind, clause
    doc = NLP("We report Cross-Model Entropy (CME), which measures the disagreement of models.")
    assert _types(doc)["Cross-Model Entropy"] == "Metric"
    # a process named last is what the paper does, though its clause evaluates
    doc = NLP("We design Neighborhood-Aware Anchor Pruning (NAAP), which evaluates anchor importance.")
    assert _types(doc)["Neighborhood-Aware Anchor Pruning"] != "Metric"


def test_a_name_graded_high_or_low_is_a_measure():
    doc = parsed("with high ACC and low HTER", "IN ROOT 0; JJ amod 2; NNP pobj 0; CC cc 2; JJ amod 5; NNP conj 2")
    assert is_measured(doc[2:3], LEX) and is_measured(doc[5:6], LEX)
    assert type_name(doc[5:6], LEX, {})[0] == "Metric"
    # a noun after the name takes the grade: "a high LoRA rank"
    doc = parsed("with a high LoRA rank", "IN ROOT 0; DT det 4; JJ amod 4; NNP compound 4; NN pobj 0")
    assert not is_measured(doc[3:4], LEX)


def test_a_definition_ending_in_a_kind_of_two_words_takes_its_type():
    # "graph" alone types nothing; "knowledge graph" is data, "test set" a benchmark
    doc = NLP("FooShield constructs a Face Attack Knowledge Graph (FAKG) that links attack categories.")
    assert _types(doc)["Face Attack Knowledge Graph"] == "Dataset"
    doc = NLP("We release the Hindi Analogy Test Set (HATS) for analogies.")
    assert _types(doc)["Hindi Analogy Test Set"] == "Benchmark"
    # and the word after where the tagger reads "set" as a participle: "FooTrain, a large training set with 9 samples"
    from kg.extract.evaluated_on import kind_noun_type

    doc = parsed("FooTrain , a large training set with 9 samples", "NNP ROOT 0; , punct 0; DT det 4; JJ amod 4; NN appos 0; VBN acl 4; "
                 "IN prep 5; CD nummod 8; NNS pobj 6")
    assert kind_noun_type(doc[4], LEX) == "Dataset" and type_name(doc[0:1], LEX, {})[0] == "Dataset"
    doc = parsed("FooTest , a curated test set with 9 samples", "NNP ROOT 0; , punct 0; DT det 4; JJ amod 4; NN appos 0; VBN acl 4; "
                 "IN prep 5; CD nummod 8; NNS pobj 6")
    assert type_name(doc[0:1], LEX, {})[0] == "Benchmark"


def test_a_rating_scale_is_a_measure():
    # "scale" alone types nothing ("at scale", "model scale"); a rating scale is an instrument of measurement
    doc = NLP("Fidelity is measured using the Brief Psychiatric Rating Scale (BPRS), implemented as a pipeline.")
    assert _types(doc)["Brief Psychiatric Rating Scale"] == "Metric"


def test_a_law_is_no_entity():
    doc = NLP("It composes predicates grounded in regulatory frameworks (EU DSM Directive, EU AI Act) and FooNet.")
    assert set(_types(doc)) == {"FooNet"}
    doc = NLP("We comply with the Health Insurance Portability and Accountability Act (HIPAA) and GDPR Art. 17 in FooNet.")
    assert set(_types(doc)) == {"FooNet"}
    # an act of language is no law: "the Rational Speech Act (RSA) framework"
    doc = NLP("We extend the Rational Speech Act (RSA) framework.")
    assert "Rational Speech Act" in _types(doc)


def test_a_definition_set_off_as_a_loss_is_a_designed_objective():
    # "we introduce Relational Inter-Distance Alignment (RIDA), a novel 3D semantic alignment loss that aligns ..."
    doc = parsed("We introduce Relational Alignment ( RA ) , a novel alignment loss that aligns spaces .",
                 "PRP nsubj 1; VBP ROOT 1; NNP compound 3; NNP dobj 1; -LRB- punct 5; NNP appos 3; -RRB- punct 5; , punct 3; "
                 "DT det 11; JJ amod 11; NN compound 11; NN appos 3; WDT nsubj 13; VBZ relcl 11; NNS dobj 13; . punct 1",
                 lemmas={"aligns": "align", "spaces": "space"})
    assert _types(doc)["Relational Alignment"] == "Method"
    # a phrase whose head is an earlier kind word only refers to a loss
    from kg.extract.definition_types import _set_off_as_objective

    for text, expected in (("We use Foo Bar (FB), a novel alignment loss that aligns.", True),
                           ("We use Foo Bar (FB), a first-token-based metric inspired by focal loss.", False),
                           ("We use Foo Bar (FB), an embedding-based measure of semantic loss.", False)):
        doc = NLP(text)
        assert _set_off_as_objective(find_abbreviations(doc.text)[0], doc, LEX) is expected, text


def test_a_name_ending_in_a_count_in_thousands_is_a_collection_of_data():
    from kg.extract.name_forms import is_counted_collection

    assert is_counted_collection("COMPASS-20K") and is_counted_collection("SpineMed-450k") and is_counted_collection("VidNum-1.4K")
    # a model's size or variant words say otherwise, and a count alone or in maths is no name
    assert not is_counted_collection("Qwen-7B-128K") and not is_counted_collection("Phi-3-mini-4k")
    assert not is_counted_collection("$N^2+KN-2K$") and not is_counted_collection("GSM8K")
    doc = make(["we", "curate", "FooNet-20K", "spanning", "degradations"], ["PRON", "VERB", "PROPN", "VERB", "NOUN"],
               ["PRP", "VBP", "NNP", "VBG", "NNS"], ["nsubj", "ROOT", "dobj", "acl", "dobj"], [1, 1, 1, 2, 3])
    assert type_name(doc[2:3], LEX, {})[0] == "Dataset"


def _relations_of(text, parse, lemmas):
    """The relation each mention of a hand-parsed doc gets from the acronym, entity and relation components."""
    from kg.components import AcronymFinder, EntityFinder, RelationFinder, read_group

    doc = parsed(text, parse, lemmas=lemmas)
    for component in (AcronymFinder(LEX), EntityFinder(LEX), RelationFinder(LEX)):
        component(doc)
    return {doc.text[m["start"] : m["end"]]: label for label, m in read_group(doc, "kg_relations")}


def test_a_title_case_name_the_papers_system_introduces_is_its_part():
    def relations(text, parse):
        return _relations_of(text, parse, {"introduces": "introduce", "introduced": "introduce"})

    # "We propose D-VLA. D-VLA introduces Plane Decoupling.": the tagger reads "VLA" as a common noun
    parse = ("PRP nsubj 1; VBP ROOT 1; NNP compound 4; HYPH punct 4; NNP dobj 1; . punct 1; "
             "NNP compound 8; HYPH punct 8; NN nsubj 9; VBZ ROOT 9; NNP compound 11; NNP dobj 9; . punct 9")
    found = relations("We propose D-VLA. D-VLA introduces Plane Decoupling.", parse)
    assert found.get("Plane Decoupling") == "proposes"
    # another's system, or one in the past tense, introduced what it names: Title Case words alone are no entity
    parse = ("PRP nsubj 1; VBP ROOT 1; NNP dobj 1; . punct 1; "
             "NNP compound 6; HYPH punct 6; NN nsubj 7; VBD ROOT 7; NNP compound 9; NNP dobj 7; . punct 7")
    found = relations("We propose Foo. D-VLA introduced Plane Decoupling.", parse)
    assert "Plane Decoupling" not in found


def test_what_the_papers_system_combines_by_a_gerund_is_its_part():
    from kg.extract.syntax import presented_by_own_system

    # "By synergizing Adaptive Routing and Hierarchical Reasoning , NaviMind transitions agents ."
    text = "By synergizing Adaptive Routing and Hierarchical Reasoning , NaviMind transitions agents ."
    parse = ("IN prep 9; VBG pcomp 0; NNP compound 3; NNP dobj 1; CC cc 3; NNP compound 6; NNP conj 3; , punct 9; "
             "NNP nsubj 9; VBZ ROOT 9; NNS dobj 9; . punct 9")
    doc = parsed(text, parse, lemmas={"synergizing": "synergize", "transitions": "transition", "agents": "agent"})
    assert presented_by_own_system(doc[2:4], LEX) and presented_by_own_system(doc[5:7], LEX)
    # the Title Case task reading of a part's head gives way: "Hierarchical Reasoning" is a technique there
    assert _types(doc).get("Hierarchical Reasoning") == "Method"
    # a gerund with a subject of its own says nothing of the main clause's: "by others combining ..."
    doc = parsed("By experts combining Adaptive Routing , NaviMind transitions agents .",
                 "IN prep 7; NNS nsubj 2; VBG pcomp 0; NNP compound 4; NNP dobj 2; , punct 7; NNP nsubj 7; VBZ ROOT 7; NNS dobj 7; . punct 7",
                 lemmas={"combining": "combine", "transitions": "transition", "agents": "agent", "experts": "expert"})
    assert not presented_by_own_system(doc[3:5], LEX)


def test_a_described_part_the_papers_system_introduces_is_its_own():
    # "We propose Tandem. Tandem introduces a cost-aware termination mechanism."
    parse = ("PRP nsubj 1; VBP ROOT 1; NNP dobj 1; . punct 1; NNP nsubj 5; VBZ ROOT 5; DT det 11; NN npadvmod 9; HYPH punct 9; "
             "JJ amod 10; NN compound 11; NN dobj 5; . punct 5")
    text = "We propose Tandem. Tandem introduces a cost-aware termination mechanism."
    found = _relations_of(text, parse, {"introduces": "introduce", "propose": "propose"})
    assert found.get("cost-aware termination") == "proposes"
    # without the kind word after it the phrase is no described part: "Tandem introduces cost-aware termination."
    parse = "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; . punct 1; NNP nsubj 5; VBZ ROOT 5; NN npadvmod 8; HYPH punct 8; JJ amod 9; NN dobj 5; . punct 5"
    found = _relations_of("We propose Tandem. Tandem introduces cost-aware termination.", parse, {"introduces": "introduce"})
    assert found.get("cost-aware termination") != "proposes"


def test_a_coinage_the_papers_system_uses_is_its_part():
    def relations(text, parse):
        return _relations_of(text, parse, {"uses": "use", "used": "use"})

    # "We propose SkillAudit. SkillAudit uses Paired Contrastive Evaluation (PACE)."
    parse = ("PRP nsubj 1; VBP ROOT 1; NNP dobj 1; . punct 1; "
             "NNP nsubj 5; VBZ ROOT 5; NNP compound 8; NNP compound 8; NNP dobj 5; -LRB- punct 8; NNP appos 8; -RRB- punct 8; . punct 5")
    found = relations("We propose SkillAudit. SkillAudit uses Paired Contrastive Evaluation (PACE).", parse)
    assert found.get("Paired Contrastive Evaluation") == "proposes"
    # a known technique is used, and so is a coinage another's system used
    found = relations("We propose SkillAudit. SkillAudit uses Model Context Protocol (MCP).", parse)
    assert found.get("Model Context Protocol") == "uses"
    parse = parse.replace("VBZ ROOT 5", "VBD ROOT 5")
    found = relations("We propose SkillAudit. OtherNet used Paired Contrastive Evaluation (PACE).", parse)
    assert found.get("Paired Contrastive Evaluation") == "uses"


def test_capitalised_words_before_a_capitalised_kind_of_data_are_its_name():
    spans = [s.text for s in name_spans(NLP("We evaluate the approach on the Blood Cell Images Dataset and report gains."), LEX)]
    assert "Blood Cell Images Dataset" in spans
    # praise or a scope describes the data: "a Large-scale Real-world Dataset" names none
    spans = [s.text for s in name_spans(NLP("We evaluate the approach on a Large-scale Real-world Dataset and report gains."), LEX)]
    assert not any("Dataset" in s for s in spans)


def test_a_quality_aimed_at_or_weighed_is_no_measure():
    from kg.extract.measures import aimed_property

    # "To improve simulation fidelity , we train a model": a purpose, no measure taken
    doc = parsed("To improve simulation fidelity , we train a model",
                 "TO aux 1; VB advcl 6; NN compound 3; NN dobj 1; , punct 6; PRP nsubj 6; VBP ROOT 6; DT det 8; NN dobj 6",
                 lemmas={"train": "train"})
    assert aimed_property(doc[3], LEX)
    # "we aim to improve geometric fidelity": a verb of aiming
    doc = parsed("we aim to improve geometric fidelity", "PRP nsubj 1; VBP ROOT 1; TO aux 3; VB xcomp 1; JJ amod 5; NN dobj 3")
    assert aimed_property(doc[5], LEX)
    # "has been reported to improve essay quality": a finding, read as one
    doc = parsed("AI has been reported to improve essay quality",
                 "NNP nsubjpass 3; VBZ aux 3; VBN auxpass 3; VBN ROOT 3; TO aux 5; VB xcomp 3; NN compound 7; NN dobj 5",
                 lemmas={"has": "have", "been": "be", "reported": "report"})
    assert not aimed_property(doc[7], LEX)
    # "a metric to evaluate the data faithfulness": measured
    doc = parsed("a metric to evaluate the data faithfulness",
                 "DT det 1; NN ROOT 1; TO aux 3; VB advcl 1; DT det 6; NN compound 6; NN dobj 3")
    assert not aimed_property(doc[6], LEX)
    # "a trade-off between computational cost and accuracy": weighed, not measured
    doc = parsed("a favorable trade-off between computational cost and accuracy",
                 "DT det 4; JJ amod 4; NN compound 4; HYPH punct 4; NN ROOT 4; IN prep 4; JJ amod 7; NN pobj 5; CC cc 7; NN conj 7")
    assert aimed_property(doc[7], LEX)
    # "for improving retrieval quality"
    doc = parsed("a technique for improving retrieval quality", "DT det 1; NN ROOT 1; IN prep 1; VBG pcomp 2; NN compound 5; NN dobj 3")
    assert aimed_property(doc[5], LEX)
    # a word that is no quality of a system is left to the other rules
    doc = parsed("To improve accuracy , we train", "TO aux 1; VB advcl 5; NN dobj 1; , punct 5; PRP nsubj 5; VBP ROOT 5")
    assert not aimed_property(doc[2], LEX)


def test_the_measuring_verbs_are_read_in_their_base_form():
    assert {"measure", "quantify", "evaluate", "assess", "score", "gauge"} <= LEX.measuring_lemmas


def test_a_process_the_paper_proposes_bare_is_its_technique():
    from kg.extract.relations import is_bare_proposed_process
    from kg.extract.term_roles import is_proposed_process

    # "We propose output vector editing , a constrained-optimization weight edit"
    doc = parsed("We propose output vector editing , a weight edit",
                 "PRP nsubj 1; VBP ROOT 1; NN compound 4; NN compound 4; NN dobj 1; , punct 4; DT det 8; NN compound 8; NN appos 4",
                 lemmas={"propose": "propose"})
    assert is_proposed_process(list(doc[2:5]), LEX)
    assert is_bare_proposed_process(doc[2:5], LEX)
    # put forward as something: "We propose image segmentation as a testbed"
    doc = parsed("We propose spectral segmentation as a testbed",
                 "PRP nsubj 1; VBP ROOT 1; JJ amod 3; NN dobj 1; IN prep 1; DT det 6; NN pobj 4")
    assert not is_proposed_process(list(doc[2:4]), LEX)
    # the parser's second object: "we present HyperDocRED , a benchmark for hypergraph extraction"
    doc = parsed("we present HyperDocRED , a benchmark for hypergraph extraction",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 5; NN appos 2; IN prep 5; NN compound 8; NN dobj 1")
    assert not is_proposed_process(list(doc[7:9]), LEX)
    # with an article it describes one: "we propose a novel token pruning"
    doc = parsed("we propose a novel token pruning", "PRP nsubj 1; VBP ROOT 1; DT det 5; JJ amod 5; NN compound 5; NN dobj 1")
    assert is_proposed_process(list(doc[4:6]), LEX) and not is_bare_proposed_process(doc[4:6], LEX)
    # a known name, read as written with its hyphens, is applied, not put forward: "we design multi-object tracking"
    doc = parsed("we design multi-object tracking", "PRP nsubj 1; VBP ROOT 1; JJ amod 5; HYPH punct 4; NN compound 5; NN dobj 1",
                 lemmas={"design": "design"})
    assert not is_proposed_process(list(doc[2:6]), LEX)
    # another verb is no proposal: "we study output vector editing"
    doc = parsed("we study output vector editing", "PRP nsubj 1; VBP ROOT 1; NN compound 4; NN compound 4; NN dobj 1")
    assert not is_proposed_process(list(doc[2:5]), LEX)


def test_a_problem_a_title_improves_is_no_measure():
    # "for improving IMU-based Human Activity Recognition": the object of a word of change, but a problem
    doc = parsed("for improving Human Activity Recognition", "IN ROOT 0; VBG pcomp 0; NNP compound 4; NNP compound 4; NNP dobj 1")
    typed = type_name(doc[2:5], LEX, GAZ)
    assert typed is None or typed[0] != "Metric"
    # a measure there is one: "for improving Top-1 Accuracy" is read by the gazetteer; a name is: "reducing FooScore"
    doc = parsed("for reducing FooScore", "IN ROOT 0; VBG pcomp 0; NNP dobj 1")
    assert type_name(doc[2:3], LEX, GAZ)[0] == "Metric"


def test_labels_units_and_a_baseline_role_name_nothing():
    from kg.extract.bare_names import is_enumeration_label

    # "(M1) a skeleton baseline ; (M2) PCA ... M1 is fastest": the labels of a list's items, there and referred back to
    doc = NLP("(M1) a skeleton baseline; (M2) PCA on depth. M1 is fastest.")
    labels = [t for t in doc if t.text in ("M1", "M2")]
    assert labels and all(is_enumeration_label(doc[t.i : t.i + 1]) for t in labels)
    # a short form defined after its phrase is a name: "hybrid fusion (FM1), attention fusion (FM2)"
    doc = NLP("hybrid fusion (FM1), attention fusion (FM2). FM1 is best.")
    assert not any(is_enumeration_label(doc[t.i : t.i + 1]) for t in doc if t.text.startswith("FM"))
    # one code alone is a name: "(SAM2) segments"
    doc = NLP("a mask model (SAM2) segments the image.")
    assert not any(is_enumeration_label(doc[t.i : t.i + 1]) for t in doc if t.text == "SAM2")
    # "where SNR > 20 dB , the model": a known unit after its number, whatever is set off after it
    doc = parsed("where SNR is 20 dB , the model wins", "WRB advmod 2; NNP nsubj 2; VBZ ROOT 2; CD nummod 4; NN attr 2; , punct 2; "
                 "DT det 7; NN appos 4; VBZ ROOT 8")
    assert type_name(doc[4:5], LEX, GAZ) is None
    # "five configurations : Baseline , Loss-only": a role capitalised as a label
    doc = parsed("five configurations : Baseline , FooNet", "CD nummod 1; NNS ROOT 1; : punct 1; NNP appos 1; , punct 3; NNP conj 3")
    assert type_name(doc[3:4], LEX, GAZ) is None


def test_a_name_compared_with_a_value_is_measured():
    # "split-half ICC >= 0.5", "ICC ~ 0.9": a bound or an approximate value, as "=" gives one
    for text in ("a split-half ICC >= 0.5 here", "the ICC ~ 0.9 here", "an ICC ≥ 0.5 here"):
        doc = NLP(text)
        span = next(doc[t.i : t.i + 1] for t in doc if t.text == "ICC")
        assert is_measured(span, LEX), text


def test_two_names_joined_by_a_slash_are_two_where_one_is_known():
    # "0.30-0.34 for SAM/MedSAM": listed by the slash
    assert [s.text for s in name_spans(NLP("compared with 0.30 for SAM/MedSAM here."), LEX)] == ["SAM", "MedSAM"]
    # a name of its own with a slash stays whole: "the 2010 i2b2/VA corpus"; nor are unknown pairs split
    assert "i2b2/VA" in [s.text for s in name_spans(NLP("we use the i2b2/VA corpus here."), LEX)]
    assert "FooNet/BarNet" in [s.text for s in name_spans(NLP("we use FooNet/BarNet here."), LEX)]


def test_a_coined_kind_of_a_known_task_is_the_task():
    from kg.extract.definition_types import abbreviation_type

    # "Multimodal Sentiment Analysis (MSA) seeks to infer human emotions": "analysis" heads coined
    # techniques, but the long form ends in the known task "sentiment analysis"
    text = "Multimodal Sentiment Analysis (MSA) seeks to infer human emotions ."
    doc = parsed(text, "JJ amod 2; NN compound 2; NN nsubj 7; -LRB- punct 2; NNP appos 2; -RRB- punct 2; VBZ ROOT 6; TO aux 8; "
                       "VB xcomp 6; JJ amod 10; NNS dobj 8; . punct 6", lemmas={"seeks": "seek", "emotions": "emotion"})
    abbrev = next(a for a in find_abbreviations(doc.text) if a.short == "MSA")
    assert abbreviation_type(abbrev, doc, LEX, GAZ) == "Task"


def test_a_capitalised_word_each_of_whose_letters_opens_a_word_is_a_short_form():
    # "Attentive Low-Rank Filter Adaptation (Alfa)": one initial a word
    found = [(a.long, a.short) for a in find_abbreviations("We present Attentive Low-Rank Filter Adaptation (Alfa) to adapt models.")]
    assert found == [("Attentive Low-Rank Filter Adaptation", "Alfa")]
    # a capitalised word in parentheses is otherwise a gloss: a place, a name
    assert find_abbreviations("artisans in Odisha (India) weave") == []
    assert find_abbreviations("evaluated on the Brain Tumor MRI Dataset (Kaggle) here") == []


def test_a_task_the_paper_introduces_as_one_is_its_contribution():
    from kg.extract.relations import is_introduced_task

    parse = "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NN compound 7; NN compound 7; NN pobj 4; . punct 1"
    # "we introduce the task of applicability condition extraction": the task is new, the paper's own
    found = _relations_of("We introduce the task of image watermark detection .", parse, {"introduce": "introduce"})
    assert found.get("image watermark detection") == "introduces", found
    # a task studied is addressed
    found = _relations_of("We study the task of image watermark detection .", parse, {"study": "study"})
    assert found.get("image watermark detection") == "addresses", found
    doc = NLP("we propose a new task called semantic contact estimation here")
    start = doc.text.index("semantic")
    assert is_introduced_task(doc, Candidate(start, start + len("semantic contact estimation"), "Task", 0.6, "term", "semantic contact estimation"))
    assert not is_introduced_task(doc, Candidate(start, start + len("semantic contact estimation"), "Method", 0.6, "term", "semantic contact estimation"))


def test_a_finding_verb_read_as_a_noun_leaves_the_name_before_it_alone():
    # "Experiments on FooNet256 show that ...": the tagger made "show" the noun the name modifies
    doc = parsed("Experiments on FooNet256 show that it works .",
                 "NNS ROOT 0; IN prep 0; NN compound 3; NN pobj 1; IN mark 6; PRP nsubj 6; VBZ acl 0; . punct 0",
                 lemmas={"Experiments": "experiment", "works": "work"})
    assert _types(doc).get("FooNet256") == "Benchmark"
    # a noun that is no verb of a finding keeps the name its modifier: "experiments on FooNet256 encoders that work"
    doc = parsed("Experiments on FooNet256 encoders that work .",
                 "NNS ROOT 0; IN prep 0; NN compound 3; NNS pobj 1; WDT nsubj 5; VBP relcl 3; . punct 0",
                 lemmas={"Experiments": "experiment", "encoders": "encoder"})
    assert _types(doc).get("FooNet256") != "Benchmark"


def test_a_known_benchmark_written_with_an_ampersand_is_one_name():
    # "Tanks & Temples" is one benchmark, not the data "Tanks" and "Temples"
    assert _types(NLP("Results on Mip-NeRF 360, Tanks & Temples and Deep Blending."))["Tanks & Temples"] == "Benchmark"


def test_training_names_the_process_a_measure_is_taken_of():
    from kg.extract.terms import type_term

    # "a training speedup of up to 6.46 times", as "inference speedup": the process measured
    doc = parsed("a training speedup", "DT det 2; NN compound 2; NN ROOT 2")
    assert [t.text for t in type_term(list(doc)[1:], LEX)[1]] == ["training", "speedup"]
    # a plain measurement stays cut: "high latency"
    doc = parsed("high latency", "JJ amod 1; NN ROOT 1")
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["latency"]


def test_adaptation_to_a_domain_or_at_test_time_is_a_technique():
    # a family of training procedures, as "test-time training" is; a defined short form shares the type
    doc = parsed("Existing test-time adaptation (TTA) methods rely on gradients.",
                 "JJ amod 8; NN compound 3; HYPH punct 3; NN compound 4; NN compound 8; -LRB- punct 6; NNP appos 4; -RRB- punct 6; "
                 "NNS nsubj 9; VBP ROOT 9; IN prep 9; NNS pobj 10; . punct 9")
    assert _types(doc)["test-time adaptation"] == "Method"
    assert _types(NLP("We tackle unsupervised domain adaptation for segmentation."))["domain adaptation"] == "Method"


def test_one_word_listed_with_task_phrases_is_a_task():
    # "covers machine translation, captioning, and dialogue": listed as the task phrases are
    doc = parsed("It covers machine translation , captioning , and dialogue .",
                 "PRP nsubj 1; VBZ ROOT 1; NN compound 3; NN dobj 1; , punct 3; NN conj 3; , punct 5; CC cc 5; NN conj 5; . punct 1",
                 lemmas={"covers": "cover"})
    assert _types(doc).get("captioning") == "Task"
    # two plain words alone say only the activities: "covers translation and captioning"
    doc = parsed("It covers translation and captioning .", "PRP nsubj 1; VBZ ROOT 1; NN dobj 1; CC cc 2; NN conj 2; . punct 1",
                 lemmas={"covers": "cover"})
    assert "captioning" not in _types(doc)


def test_a_name_before_a_kind_word_the_paper_owns_is_its_own():
    from kg.extract.own_phrase import is_called_ours

    # "We extend our PixNerd framework to ...": the framework is the paper's, and so is its name
    doc = parsed("We extend our PixNerd framework .", "PRP nsubj 1; VBP ROOT 1; PRP$ poss 4; NNP compound 4; NN dobj 1; . punct 1",
                 lemmas={"extend": "extend"})
    assert is_called_ours(doc[3:4], LEX)
    # a part of the system is none: "our FooMask module"; nor is another's model the paper changed
    doc = parsed("We use our FooMask module .", "PRP nsubj 1; VBP ROOT 1; PRP$ poss 4; NNP compound 4; NN dobj 1; . punct 1")
    assert not is_called_ours(doc[3:4], LEX)
    doc = parsed("We use our modified FooNet backbone .",
                 "PRP nsubj 1; VBP ROOT 1; PRP$ poss 5; VBN amod 5; NNP compound 5; NN dobj 1; . punct 1")
    assert not is_called_ours(doc[4:5], LEX)
    # a short form defined earlier names what the pipeline handles: "... Identifiable Information (PII). Our PII pipeline"
    doc = parsed("Identifiable Information ( PII ) . Our PII pipeline works .",
                 "NNP compound 1; NNP ROOT 1; -LRB- punct 3; NNP appos 1; -RRB- punct 3; . punct 1; "
                 "PRP$ poss 8; NNP compound 8; NN nsubj 9; VBZ ROOT 9; . punct 9")
    assert not is_called_ours(doc[7:8], LEX)


def test_a_name_set_beside_a_new_thing_is_introduced():
    from kg.extract.own_phrase import is_apposed_to_new

    # "we collate BIMO, a new dataset containing ...": the verb is no cue, the apposition is
    doc = parsed("we collate BIMO , a new dataset .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 6; JJ amod 6; NN appos 2; . punct 1",
                 lemmas={"collate": "collate"})
    assert is_apposed_to_new(doc[2:3])
    # where the paper does not speak, a new thing is another's: "Recently FooBench, a new benchmark, appeared"
    doc = parsed("Recently FooBench , a new benchmark , appeared .",
                 "RB advmod 7; NNP nsubj 7; , punct 1; DT det 5; JJ amod 5; NN appos 1; , punct 1; VBD ROOT 7; . punct 7")
    assert not is_apposed_to_new(doc[1:2])


def test_a_coined_name_first_met_beside_its_kind_is_what_the_paper_makes():
    from kg.extract.own_phrase import is_apposed_to_kind

    # "we distill IMPACT into TIDE , a small model ."
    parse = "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; IN prep 1; NNP pobj 3; , punct 4; DT det 8; JJ amod 8; NN appos 4; . punct 1"
    doc = parsed("we distill IMPACT into TIDE , a small model .", parse, lemmas={"distill": "distill"})
    assert is_apposed_to_kind(doc[4:5], LEX)
    # what the work stands on is another's: "we build on TIDE , a small model ."
    doc = parsed("we build on TIDE , a small model .",
                 "PRP nsubj 1; VBP ROOT 1; IN prep 1; NNP pobj 2; , punct 3; DT det 7; JJ amod 7; NN appos 3; . punct 1")
    assert not is_apposed_to_kind(doc[3:4], LEX)
    # so is what it uses or improves, and a name met before is described, not presented
    doc = parsed("we enhance TIDE , a small model .", "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 6; JJ amod 6; NN appos 2; . punct 1",
                 lemmas={"enhance": "enhance"})
    assert not is_apposed_to_kind(doc[2:3], LEX)
    doc = parsed("TIDE helps . we distill IMPACT into TIDE , a small model .", "NNP nsubj 1; VBZ ROOT 1; . punct 1; " + " ; ".join(
        f"{tag} {dep} {int(head) + 3}" for tag, dep, head in (row.split() for row in parse.split("; "))), lemmas={"distill": "distill"})
    assert not is_apposed_to_kind(doc[7:8], LEX)


def test_a_quality_of_an_outcome_a_cause_brings_about_is_no_part_of_a_task():
    from kg.extract.term_roles import outcome_quality

    # "often lead to discontinuous segmentation": how the segmentation turns out
    doc = parsed("often lead to discontinuous segmentation .", "RB advmod 1; VBP ROOT 1; IN prep 1; JJ amod 4; NN pobj 2; . punct 1")
    assert outcome_quality(list(doc)[3:5], LEX)
    # an adjective of relation says which kind: "lead to spatial reasoning"
    doc = parsed("often lead to spatial reasoning .", "RB advmod 1; VBP ROOT 1; IN prep 1; JJ amod 4; NN pobj 2; . punct 1")
    assert not outcome_quality(list(doc)[3:5], LEX)
    # "results in" after a noun is the results of something: "promising results in deepfake detection"
    doc = parsed("achieves results in deepfake detection .", "VBZ ROOT 0; NNS dobj 0; IN prep 1; JJ amod 4; NN pobj 2; . punct 0",
                 lemmas={"results": "result", "achieves": "achieve"})
    assert not outcome_quality(list(doc)[3:5], LEX)


def test_a_name_a_plural_kind_is_exemplified_by_takes_its_type():
    # "Training-free methods, exemplified by Gaussian Shading, embed ...": an example of the methods
    doc = parsed("Training methods , exemplified by Gaussian Shading , embed marks .",
                 "NN compound 1; NNS nsubj 9; , punct 1; VBN acl 1; IN agent 3; NNP compound 6; NNP pobj 4; , punct 1; "
                 "VBP ROOT 9; NNS dobj 9; . punct 9",
                 lemmas={"methods": "method", "exemplified": "exemplify", "embed": "embed", "marks": "mark"})
    assert _types(doc).get("Gaussian Shading") == "Method"


def test_a_headline_phrase_ending_in_its_own_kind_word_is_a_name():
    from kg.extract.name_spans import headline_phrase_name

    # "The Antipodal Method: Fast, Accurate, and Robust ...": no "A ..." subtitle needed
    doc = parsed("The Antipodal Method : Fast , Accurate Numbers",
                 "DT det 2; NNP compound 2; NNP ROOT 2; : punct 2; RB advmod 7; , punct 7; JJ amod 7; NNS appos 2")
    assert headline_phrase_name(doc, LEX) == (1, 3)
    assert _types(doc).get("Antipodal Method") == "Method"
    # its kind word types it: "The Coralscapes Dataset: Semantic Scene Understanding ..."
    doc = parsed("The Coralscapes Dataset : Semantic Scene Understanding",
                 "DT det 2; NNP compound 2; NNP ROOT 2; : punct 2; JJ amod 6; NN compound 6; NN appos 2")
    assert _types(doc).get("Coralscapes Dataset") == "Dataset"
    # a survey of a plural kind, or a slogan in "-ing", names no contribution
    doc = parsed("Small Language Models : Architectures , Techniques",
                 "JJ amod 2; NNP compound 2; NNPS ROOT 2; : punct 2; NNS appos 2; , punct 4; NNS conj 4")
    assert headline_phrase_name(doc, LEX) is None
    doc = parsed("Debiasing Diffusion Model : Enhancing Fairness",
                 "VBG amod 2; NNP compound 2; NNP ROOT 2; : punct 2; VBG acl 2; NN dobj 4")
    assert headline_phrase_name(doc, LEX) is None


def test_a_package_index_and_a_licence_are_no_entities():
    # "available on PyPI under the MIT License": where the code is hosted, and the terms it is under
    doc = parsed("FooKit is available on PyPI under the MIT License .",
                 "NNP nsubj 1; VBZ ROOT 1; JJ acomp 1; IN prep 2; NNP pobj 3; IN prep 2; DT det 9; NNP compound 9; NNP pobj 5; . punct 1")
    types = _types(doc)
    assert "FooKit" in types and "PyPI" not in types and "MIT License" not in types


def test_an_emphasised_title_case_phrase_takes_the_noun_set_beside_it_before_its_head():
    from kg.cleanup import clean
    from kg.extract.candidates import emphasis_candidates
    from kg.extract.document import set_emphasis

    # "\textbf{State Retrieval}, a unified paradigm": the apposition says a technique, not the head's task
    c = clean("\\textbf{State Retrieval}, a unified paradigm")
    words = ["State", "Retrieval", ",", "a", "unified", "paradigm"]
    doc = make(words, ["PROPN", "PROPN", "PUNCT", "DET", "ADJ", "NOUN"], ["NNP", "NNP", ",", "DT", "JJ", "NN"],
               ["compound", "ROOT", "punct", "det", "amod", "appos"], [1, 1, 1, 5, 5, 1], spaces=[True, False, True, True, True, False])
    assert doc.text == c.text
    set_emphasis(doc, c.emphasis)
    assert {(x.text, x.type) for x in emphasis_candidates(doc, LEX)} == {("State Retrieval", "Method")}


def test_a_rate_joined_to_a_known_measure_is_measured_beside_it():
    # "excels in inference speed and throughput": a rate in a list with a known measure
    doc = parsed("It excels in inference speed and throughput .",
                 "PRP nsubj 1; VBZ ROOT 1; IN prep 1; NN compound 4; NN pobj 2; CC cc 4; NN conj 4; . punct 1",
                 lemmas={"excels": "excel"})
    assert _types(doc).get("inference speed") == "Metric"
    # "low latency and memory usage", read as one phrase headed by "usage"
    doc = parsed("It keeps low latency and memory usage .",
                 "PRP nsubj 1; VBZ ROOT 1; JJ amod 3; NN nmod 6; CC cc 3; NN conj 3; NN dobj 1; . punct 1",
                 lemmas={"keeps": "keep"})
    assert _types(doc).get("memory usage") == "Metric"
    # a quality in such a list is left: "flexibility" as often names what a system offers
    doc = parsed("It excels in deployment flexibility and throughput .",
                 "PRP nsubj 1; VBZ ROOT 1; IN prep 1; NN compound 4; NN pobj 2; CC cc 4; NN conj 4; . punct 1",
                 lemmas={"excels": "excel"})
    assert "deployment flexibility" not in _types(doc)


def test_a_programming_language_is_no_entity():
    # "a Python library written in Rust": what the code is written in; the task keeps it
    doc = parsed("FooKit is a Python library written in Rust .",
                 "NNP nsubj 1; VBZ ROOT 1; DT det 4; NNP compound 4; NN attr 1; VBN acl 4; IN prep 5; NNP pobj 6; . punct 1")
    types = _types(doc)
    assert "FooKit" in types and "Python" not in types and "Rust" not in types


def test_a_video_site_and_a_creative_commons_licence_are_no_entities():
    # "videos collected from YouTube, released under CC-BY-NC": where the data came from, and its terms
    doc = parsed("FooVid holds videos from YouTube under CC-BY-NC .",
                 "NNP nsubj 1; VBZ ROOT 1; NNS dobj 1; IN prep 2; NNP pobj 3; IN prep 1; NNP compound 9; HYPH punct 9; "
                 "NNP compound 9; HYPH punct 9; NNP pobj 5; . punct 1")
    types = _types(doc)
    assert "FooVid" in types and "YouTube" not in types and "CC-BY-NC" not in types


def test_two_coined_names_that_make_a_headline_are_both_the_papers():
    from kg.extract.own_phrase import is_paired_title_name

    # "LandslideAgent with Multimodal LandslideBench: A ... Agent for ...": both are the paper's
    doc = parsed("LandslideAgent with Multimodal LandslideBench : A Agent",
                 "NNP ROOT 0; IN prep 0; JJ amod 3; NNP pobj 1; : punct 0; DT det 6; NNP appos 0")
    assert is_paired_title_name(doc[0:1]) and is_paired_title_name(doc[3:4])
    # a slogan's words are no names: "WHERE and WHICH: Iterative Debate"
    doc = parsed("WHERE and WHICH : Iterative Debate", "WRB ROOT 0; CC cc 0; WDT conj 0; : punct 0; JJ amod 5; NN appos 0")
    assert not is_paired_title_name(doc[0:1])


def test_a_bare_protocol_or_tokenizer_is_no_entity():
    from kg.extract.terms import term_spans

    # "we propose a protocol" names nothing: a kind word alone, as "framework" is
    for word in ("protocol", "tokenizer"):
        doc = parsed(f"we propose a {word} .", "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; . punct 1")
        assert word not in {s.text for s, _ in term_spans(doc, LEX)}


def test_a_phenomenon_the_paper_names_is_a_problem_it_studies():
    from kg.extract.document import Candidate
    from kg.extract.phenomena import named_phenomena, type_phenomena

    text = "We term this phenomenon Order-to-Space Bias (OTS) and show it. OTS is common."
    assert named_phenomena(text, LEX) == {"order-to-space bias", "ots"}
    cands = [Candidate(24, 43, "Method", 0.85, "acronym", "Order-to-Space Bias"), Candidate(45, 48, "Method", 0.85, "acronym", "OTS"),
             Candidate(63, 66, "Method", 0.85, "acronym", "OTS")]
    assert [c.type for c in type_phenomena(cands, text, LEX)] == ["Task", "Task", "Task"]
    assert named_phenomena("We refer to this failure mode as unintentional cross-user contamination (UCC).", LEX) == {
        "unintentional cross-user contamination", "ucc"}
    assert named_phenomena('we call this behavior "reward hacking", which ...', LEX) == {"reward hacking"}
    # a method the paper names, or a problem ("we call this problem X"), is no phenomenon
    assert not named_phenomena("We term this approach Order-to-Space Tuning (OST).", LEX)
    assert not named_phenomena("We call this problem compositional retrieval.", LEX)
    assert not named_phenomena("They term this phenomenon drift.", LEX)


def test_a_capital_and_a_digit_in_a_series_is_a_label():
    from kg.extract.bare_names import bare_name_is_no_entity

    # "C1 to C5 reporting labels": items of a series, no names
    doc = NLP("It uses C1 to C5 reporting labels.")
    assert bare_name_is_no_entity(doc[2:3]) and bare_name_is_no_entity(doc[4:5])
    # alone it may be a short form: "We propose a search (S3). S3 wins."
    doc = NLP("We propose a search (S3). S3 wins.")
    assert not bare_name_is_no_entity(doc[5:6])
    # "R2", in a series or not, is the coefficient of determination
    doc = NLP("It reports R1 and R2 scores.")
    assert bare_name_is_no_entity(doc[2:3]) and not bare_name_is_no_entity(doc[4:5])


def test_what_metrics_assess_is_measured():
    from kg.extract.terms import term_spans

    # "metrics to assess faithfulness and plausibility": the qualities the metrics measure
    doc = parsed("we use metrics to assess faithfulness and plausibility .",
                 "PRP nsubj 1; VBP ROOT 1; NNS dobj 1; TO aux 4; VB acl 2; NN dobj 4; CC cc 5; NN conj 5; . punct 1",
                 lemmas={"metrics": "metric"})
    found = [(s.text, t) for s, t in term_spans(doc, LEX)]
    assert ("faithfulness", "Metric") in found and ("plausibility", "Metric") in found
    # what is assessed with a determiner, or no quality, is no measure: "metrics to assess the robustness", "... model performance"
    doc = parsed("we use metrics to assess the robustness .", "PRP nsubj 1; VBP ROOT 1; NNS dobj 1; TO aux 4; VB acl 2; DT det 6; NN dobj 4; . punct 1",
                 lemmas={"metrics": "metric"})
    assert ("robustness", "Metric") not in [(s.text, t) for s, t in term_spans(doc, LEX)]
    doc = parsed("we use metrics to assess model performance .", "PRP nsubj 1; VBP ROOT 1; NNS dobj 1; TO aux 4; VB acl 2; NN compound 6; NN dobj 4; . punct 1",
                 lemmas={"metrics": "metric"})
    assert not any(t == "Metric" for _, t in term_spans(doc, LEX))


def test_a_phrase_opening_an_item_of_a_list_of_parts_is_a_technique():
    from kg.extract.syntax import opens_part_item

    # "with three components: (1) exact rule retrieval over keys, (2) ...": a working part, though "retrieval" heads tasks
    doc = parsed("it has three components : ( 1 ) exact rule retrieval over keys , ( 2 ) memory .",
                 "PRP nsubj 1; VBZ ROOT 1; CD nummod 3; NNS dobj 1; : punct 3; -LRB- punct 9; LS meta 9; -RRB- punct 9; "
                 "JJ amod 10; NN compound 10; NN appos 3; IN prep 10; NNS pobj 11; , punct 10; -LRB- punct 17; LS meta 17; "
                 "-RRB- punct 17; NN conj 10; . punct 1")
    assert opens_part_item(doc[8:11], LEX) is not None
    assert _types(doc).get("exact rule retrieval") == "Method"
    # after another noun the colon lists something else: "three tasks: (1) exact rule retrieval ..."
    doc = parsed("it has three tasks : ( 1 ) exact rule retrieval over keys .",
                 "PRP nsubj 1; VBZ ROOT 1; CD nummod 3; NNS dobj 1; : punct 3; -LRB- punct 9; LS meta 9; -RRB- punct 9; "
                 "JJ amod 10; NN compound 10; NN appos 3; IN prep 10; NNS pobj 11; . punct 1")
    assert opens_part_item(doc[8:11], LEX) is None
