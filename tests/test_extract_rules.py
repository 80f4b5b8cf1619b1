"""The typing and precision rules of the entity extractor, each on a hand-built Doc.

Every doc carries the tags and parse a parser would give, set by hand (see
tests/test_extract_doc.py), so each test shows the one structure its rule reads.
"""

from kg.extract.acronyms import find_abbreviations
from kg.extract.entities import (
    Candidate,
    coordinated_type,
    extract_entities,
    gazetteer_candidates,
    gazetteer_index,
    is_coined_long_form,
    is_description,
    is_measured,
    is_plain_title_case,
    known_type,
    name_spans,
    type_name,
)
from tests.test_extract_doc import LEX, NLP, make

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


def _kind_phrase(words, deps, heads, tags, pos):
    return make(words, pos, tags, deps, heads, spaces=[not w in (",",) and i + 1 < len(words) and words[i + 1] not in (",", ".") for i, w in enumerate(words)])


def test_a_kind_phrase_beside_a_name_describes_it():
    # "CoWorld-VLA , a world reasoning framework ."
    words = ["CoWorld-VLA", ",", "a", "world", "reasoning", "framework", "."]
    doc = _kind_phrase(words, ["ROOT", "punct", "det", "compound", "compound", "appos", "punct"], [0, 0, 5, 5, 5, 0, 0],
                       ["NNP", ",", "DT", "NN", "NN", "NN", "."], ["PROPN", "PUNCT", "DET", "NOUN", "NOUN", "NOUN", "PUNCT"])
    assert is_description(list(doc[3:6]), LEX)
    assert "world reasoning framework" not in _types(doc)


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


def test_a_kind_noun_set_after_a_name_types_it():
    # "we introduce MDRAW , the first dataset tailored for it" (the parser made "dataset" a second object)
    words = ["we", "introduce", "MDRAW", ",", "the", "first", "dataset", "tailored", "for", "it"]
    doc = make(words, ["PRON", "VERB", "PROPN", "PUNCT", "DET", "ADJ", "NOUN", "VERB", "ADP", "PRON"],
               ["PRP", "VBP", "NNP", ",", "DT", "JJ", "NN", "VBN", "IN", "PRP"],
               ["nsubj", "ROOT", "dobj", "punct", "det", "amod", "dobj", "acl", "prep", "pobj"], [1, 1, 1, 1, 6, 6, 1, 6, 7, 8],
               spaces=[True, True, False, True, True, True, True, True, True, False])
    assert type_name(doc[2:3], LEX, {})[0] == "Dataset"
