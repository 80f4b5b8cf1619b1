"""Doc-level extractor logic on hand-built Docs (blank English vocab, fixed tags and parse).

These docs carry the annotations a parser would give, set by hand, so each
rule is tested on exactly the structure it reads.
"""

import spacy
from spacy.tokens import Doc

from kg.extract.acronyms import Abbreviation, find_abbreviations
from kg.extract.candidates import gazetteer_candidates, propagate_types
from kg.extract.overlaps import resolve_overlaps
from kg.extract.document import Candidate, doc_text, tokenize, word_runs
from kg.extract.entities import extract_entities
from kg.extract.lexicon import default_lexicon
from kg.extract.bare_names import bare_name_is_no_entity
from kg.extract.name_types import apposed_noun_type, gazetteer_index, split_type, type_name
from kg.extract.names import is_name_like
from kg.extract.relations import is_contribution, relation_cue
from kg.extract.results import find_results
from kg.extract.measures import is_measure_phrase
from kg.extract.term_roles import is_described_process
from kg.extract.terms import is_single_plain_word, may_be_typed, type_term
from kg.extract.urls import find_urls

NLP = spacy.blank("en")
NLP.add_pipe("sentencizer")
LEX = default_lexicon()


def make(words, pos, tags, deps, heads, spaces=None, lemmas=None):
    doc = Doc(NLP.vocab, words=words, spaces=spaces, pos=pos, tags=tags, deps=deps,
              heads=heads, lemmas=lemmas or [w.lower() for w in words])
    return doc


# The coarse part of speech of each fine tag the hand-built docs use.
_POS = {
    "PRP": "PRON", "PRP$": "PRON", "WDT": "PRON", "VB": "VERB", "VBP": "VERB", "VBZ": "VERB", "VBD": "VERB",
    "VBN": "VERB", "VBG": "VERB", "MD": "AUX", "NN": "NOUN", "NNS": "NOUN", "NNP": "PROPN", "NNPS": "PROPN",
    "JJ": "ADJ", "JJR": "ADJ", "JJS": "ADJ", "RB": "ADV", "RBR": "ADV", "DT": "DET", "PDT": "DET", "IN": "ADP", "TO": "PART",
    "CC": "CCONJ", "CD": "NUM", "HYPH": "PUNCT", ",": "PUNCT", ".": "PUNCT", ":": "PUNCT", "-LRB-": "PUNCT",
    "-RRB-": "PUNCT", "POS": "PART", "RP": "ADP", "LS": "X", "FW": "X", "WRB": "ADV", "UH": "INTJ",
}


def parsed(text, parse, lemmas=None):
    """A doc of ``text`` (split by the blank tokenizer) with the parse given as "TAG dep head" per token.

    ``parse`` is one string, the tokens' annotations separated by semicolons:
    ``parsed("we propose X.", "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; . punct 1")``.
    Lemmas are the lower-cased words unless ``lemmas`` maps a word to its own.
    """
    tokens = NLP.make_doc(text)
    rows = [row.split() for row in parse.split(";")]
    assert len(rows) == len(tokens), [t.text for t in tokens]
    lemmas = lemmas or {}
    return make([t.text for t in tokens], [_POS[r[0]] for r in rows], [r[0] for r in rows], [r[1] for r in rows],
                [int(r[2]) for r in rows], spaces=[bool(t.whitespace_) for t in tokens],
                lemmas=[lemmas.get(t.text, t.lower_) for t in tokens])


def found_in(text):
    """The texts of the entity mentions the trained pipeline's parse of ``text`` gives, its definitions found."""
    return {c.text for c in extract_entities(NLP(text), LEX, find_abbreviations(text), [])}


def test_word_runs_join_tokens_without_spaces():
    doc = NLP("We apply Qwen3-30B-A3B, and V* here.")
    assert [w.text for w in word_runs(doc)] == ["We", "apply", "Qwen3-30B-A3B", "and", "V*", "here"]
    # extra white space is a token of its own, no part of the word after it
    doc = NLP("evidence.   MIRAGE adds")
    assert [w.text for w in word_runs(doc)] == ["evidence", "MIRAGE", "adds"]


def test_a_modality_before_a_kind_word_is_no_name():
    # "encoded by a LiDAR encoder": the data the encoder works on, no technique "LiDAR"
    doc = parsed("a LiDAR encoder", "DT det 2; NNP compound 2; NN ROOT 2")
    assert type_term(list(doc)[1:], LEX) is None
    # a name there is the thing named: "the MLUBench dataset"
    doc = parsed("the MLUBench dataset", "DT det 2; NNP compound 2; NN ROOT 2")
    assert type_term(list(doc)[1:], LEX)[0] == "Dataset"


def test_a_hyphen_with_spaces_about_it_is_a_dash_that_ends_a_chunk():
    from kg.extract.terms import term_spans

    # "We present STELLAR-E - a fully automated system": the parser made one chunk across the dash
    doc = parsed("We present STELLAR-E - a fully automated system .",
                 "PRP nsubj 1; VBP ROOT 1; NNP compound 4; HYPH punct 4; NNP compound 9; HYPH punct 9; DT det 9; RB advmod 8; "
                 "VBN amod 9; NN dobj 1; . punct 1")
    assert not any("STELLAR" in s.text for s, _ in term_spans(doc, LEX))
    # the phrase after the dash is read alone: "diverse tasks - abnormality detection" is the task
    doc = parsed("We study diverse tasks - abnormality detection .",
                 "PRP nsubj 1; VBP ROOT 1; JJ amod 3; NNS compound 6; HYPH punct 6; NN compound 6; NN dobj 1; . punct 1")
    assert [s.text for s, _ in term_spans(doc, LEX)] == ["abnormality detection"]
    # a compound written with spaces about its hyphen stays whole
    doc = parsed("We study pixel - level labeling .", "PRP nsubj 1; VBP ROOT 1; NN npadvmod 4; HYPH punct 4; JJ amod 5; NN dobj 1; . punct 1")
    assert all(s.text != "level labeling" for s, _ in term_spans(doc, LEX))


def test_a_chunk_the_tagger_made_of_a_clause_is_no_term():
    from kg.extract.terms import term_spans

    # "... inherited from pretraining and lack principled adaptation ."
    doc = parsed("from pretraining and lack principled adaptation .",
                 "IN ROOT 0; VBG amod 5; CC cc 1; VB conj 1; VBN amod 5; NN pobj 0; . punct 0")
    assert term_spans(doc, LEX) == []
    # "A structured ordering margin enforces hierarchical separation .": the verb read as a plural
    # noun; the phrase is what follows it
    doc = parsed("A structured ordering margin enforces hierarchical separation .",
                 "DT det 4; JJ amod 4; NN compound 4; NN compound 4; NNS npadvmod 6; JJ amod 6; NN ROOT 6; . punct 6")
    assert [s.text for s, _ in term_spans(doc, LEX)] == ["hierarchical separation"]
    # "KDRL leverages policy gradient optimization to ...": a verb of use read as a plural after a
    # name; the phrase is what follows it
    doc = parsed("KDRL leverages diffusion hallucination detection to schedule",
                 "JJ amod 1; NNS compound 4; NN compound 3; NN compound 4; NN nsubj 6; TO aux 6; VB ROOT 6",
                 lemmas={"leverages": "leverage"})
    assert [s.text for s, _ in term_spans(doc, LEX)] == ["diffusion hallucination detection"]
    # the name is the whole hyphened word ("Lock" alone is none)
    doc = parsed("KV-Lock leverages diffusion hallucination detection to schedule",
                 "NNP compound 2; HYPH punct 2; JJ compound 3; NNS compound 6; NN compound 5; NN compound 6; NN nsubj 8; TO aux 8; VB ROOT 8",
                 lemmas={"leverages": "leverage"})
    assert [s.text for s, _ in term_spans(doc, LEX)] == ["diffusion hallucination detection"]
    # a verb that is as often a plural noun after a name stays in the phrase: "CLIP features"
    doc = parsed("CLIP features alignment loss .", "NNP compound 1; NNS compound 3; NN compound 3; NN ROOT 3; . punct 3",
                 lemmas={"features": "feature"})
    assert [s.text for s, _ in term_spans(doc, LEX)] == ["features alignment loss"]
    # a plain task phrase is one
    doc = parsed("for hierarchical separation .", "IN ROOT 0; JJ amod 2; NN pobj 0; . punct 0")
    assert [s.text for s, _ in term_spans(doc, LEX)] == ["hierarchical separation"]


def test_a_formula_stating_a_value_is_no_part_of_the_phrase_after_it():
    from kg.extract.document import set_maths, value_formula_before

    # "receive a $D=2$ smoothness penalty": the amount, then the phrase
    doc = parsed("receive a D=2 smoothness penalty .", "VB ROOT 0; DT det 4; NNP compound 4; NN compound 4; NN dobj 0; . punct 0")
    assert doc[2].text == "D=2"
    set_maths(doc, [(doc[2].idx, doc[2].idx + 3)])
    assert value_formula_before(doc, doc[2].idx, doc[4].idx + 7) == doc[2].idx + 3
    found = {c.text for c in extract_entities(doc, LEX, [], [])}
    assert "smoothness penalty" in found and not any("D=2" in t for t in found)
    # a symbol is no value: "$\\alpha$-divergence"
    doc = parsed("a D smoothness penalty .", "DT det 3; NNP compound 3; NN compound 3; NN ROOT 3; . punct 3")
    set_maths(doc, [(doc[1].idx, doc[1].idx + 1)])
    assert value_formula_before(doc, doc[1].idx, doc[3].idx + 7) is None


def test_a_noun_an_adverb_and_a_participle_are_a_clause_not_a_measure():
    from kg.extract.terms import term_spans

    # "with font alone swinging accuracy by 47 points": what the participle acts on is the measure
    doc = parsed("with font alone swinging accuracy by 47 points .",
                 "IN ROOT 0; NN amod 4; RB advmod 1; VBG amod 4; NN pobj 0; IN prep 4; CD nummod 7; NNS pobj 5; . punct 0")
    assert "font alone swinging accuracy" not in [s.text for s, _ in term_spans(doc, LEX)]


def test_a_baseline_is_a_role_in_the_comparison_no_part_of_a_name():
    from kg.extract.terms import trim_phrase

    # "outperforms baseline reconstruction methods": no task "baseline reconstruction"
    doc = parsed("baseline reconstruction", "NN compound 1; NN ROOT 1")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["reconstruction"]
    # nor a participle of result: "..., preserving accuracy while ..."
    doc = parsed("preserving answer accuracy", "VBG amod 2; NN compound 2; NN ROOT 2", lemmas={"preserving": "preserve"})
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["answer", "accuracy"]
    # nor a superlative, "the greatest answer accuracy", nor what is "reasonable"
    doc = parsed("greatest answer accuracy", "JJS amod 2; NN compound 2; NN ROOT 2")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["answer", "accuracy"]
    doc = parsed("reasonable rendering quality", "JJ amod 2; NN compound 2; NN ROOT 2")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["rendering", "quality"]
    # an accepted standing neither: "established semantic segmentation methods"
    doc = parsed("established semantic segmentation", "VBN amod 2; JJ amod 2; NN ROOT 2")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["semantic", "segmentation"]


def test_question_answering_written_short_heads_a_task_after_lower_case_words():
    from kg.extract.terms import type_term

    # "multi-hop QA", "medical QA": what the questions are about, in lower case
    doc = parsed("multi-hop QA", "JJ amod 2; HYPH punct 2; NN amod 3; NNP ROOT 3")
    assert type_term(list(doc), LEX)[0] == "Task"
    doc = parsed("medical QA", "JJ amod 1; NNP ROOT 1")
    assert type_term(list(doc), LEX) == ("Task", list(doc))
    # a name ending in it is a benchmark's, and the short form alone is no phrase
    doc = parsed("Japanese Bar Exam QA", "NNP compound 3; NNP compound 3; NNP compound 3; NNP ROOT 3")
    assert type_term(list(doc), LEX) is None
    assert type_term(list(parsed("QA", "NNP ROOT 0")), LEX) is None


def test_breadth_is_praise_no_part_of_a_phrase():
    from kg.extract.terms import trim_phrase

    # "ensures broad topic coverage", "a wider visual understanding": how much, not which measure or task
    doc = parsed("broad topic coverage", "JJ amod 2; NN compound 2; NN ROOT 2")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["topic", "coverage"]
    doc = parsed("wider visual understanding", "JJR amod 2; JJ amod 2; NN ROOT 2")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["visual", "understanding"]


def test_praise_written_as_one_hyphenated_word_goes_after_an_article_too():
    from kg.extract.terms import trim_phrase

    doc = make(["a", "state", "-", "of", "-", "the", "-", "art", "object", "detector"],
               ["DET", "NOUN", "PUNCT", "ADP", "PUNCT", "DET", "PUNCT", "NOUN", "NOUN", "NOUN"],
               ["DT", "NN", "HYPH", "IN", "HYPH", "DT", "HYPH", "NN", "NN", "NN"],
               ["det", "nmod", "punct", "prep", "punct", "det", "punct", "pobj", "compound", "ROOT"],
               [9, 9, 1, 1, 3, 7, 7, 3, 9, 9], spaces=[True, False, False, False, False, False, False, True, True, False])
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["object", "detector"]


def test_a_near_bound_or_a_size_of_gain_is_praise_too():
    from kg.extract.terms import trim_phrase

    # "achieve near-perfect accuracy", "an order-of-magnitude speedup": how good or how large, no part of the measure
    doc = parsed("near-perfect accuracy", "JJ amod 3; HYPH punct 2; JJ amod 3; NN ROOT 3")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["accuracy"]
    doc = parsed("order-of-magnitude speedup", "NN compound 5; HYPH punct 0; IN prep 0; HYPH punct 4; NN pobj 2; NN ROOT 5")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["speedup"]


def test_type_term_keeps_task_modifiers():
    # "long-context question answering": amod compound compound ROOT
    doc = make(["long", "-", "context", "question", "answering"], ["ADJ", "PUNCT", "NOUN", "NOUN", "NOUN"],
               ["JJ", "HYPH", "NN", "NN", "NN"], ["amod", "punct", "compound", "compound", "ROOT"], [4, 2, 4, 4, 4],
               spaces=[False, False, True, True, False])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Task" and doc[tokens[0].i : tokens[-1].i + 1].text == "long-context question answering"


def test_a_means_compound_before_a_task_is_no_part_of_it():
    # "3DGS-based novel view synthesis": the task is the rest
    words = ["3DGS", "-", "based", "novel", "view", "synthesis"]
    doc = make(words, ["PROPN", "PUNCT", "VERB", "ADJ", "NOUN", "NOUN"], ["NNP", "HYPH", "VBN", "JJ", "NN", "NN"],
               ["npadvmod", "punct", "amod", "amod", "compound", "ROOT"], [2, 2, 5, 5, 5, 5],
               spaces=[False, False, True, True, True, False])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Task" and doc[tokens[0].i : tokens[-1].i + 1].text == "novel view synthesis"
    # one word left keeps the compound: "tool-augmented reasoning" is no bare "reasoning"
    words = ["tool", "-", "augmented", "reasoning"]
    doc = make(words, ["NOUN", "PUNCT", "VERB", "NOUN"], ["NN", "HYPH", "VBN", "NN"], ["npadvmod", "punct", "amod", "ROOT"],
               [2, 2, 3, 3], spaces=[False, False, True, False])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Task" and doc[tokens[0].i : tokens[-1].i + 1].text == "tool-augmented reasoning"
    # the compound's own modifiers go with it: "generative model-based cotton crop synthesis"
    words = ["generative", "model", "-", "based", "cotton", "crop", "synthesis"]
    doc = make(words, ["ADJ", "NOUN", "PUNCT", "VERB", "NOUN", "NOUN", "NOUN"], ["JJ", "NN", "HYPH", "VBN", "NN", "NN", "NN"],
               ["amod", "npadvmod", "punct", "amod", "compound", "compound", "ROOT"], [1, 3, 3, 6, 5, 6, 6],
               spaces=[True, False, False, True, True, True, False])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Task" and doc[tokens[0].i : tokens[-1].i + 1].text == "cotton crop synthesis"
    # but a capitalised word before it is a name's: "Principal Axis-based Unknown Labeling" keeps its words
    words = ["Principal", "Axis", "-", "based", "Unknown", "Labeling"]
    doc = make(words, ["PROPN", "PROPN", "PUNCT", "VERB", "PROPN", "NOUN"], ["NNP", "NNP", "HYPH", "VBN", "NNP", "NN"],
               ["compound", "npadvmod", "punct", "amod", "compound", "ROOT"], [1, 3, 3, 5, 5, 5],
               spaces=[True, False, False, True, True, False])
    typed = type_term(list(doc), LEX)
    assert typed is None or typed[1][0].text == "Principal"


def test_a_kind_of_system_with_modifiers_of_its_own_is_a_phrase():
    from kg.extract.terms import term_spans

    # "this study proposes a role - based LLM framework ."
    words = ["this", "study", "proposes", "a", "role", "-", "based", "LLM", "framework", "."]
    doc = make(words, ["DET", "NOUN", "VERB", "DET", "NOUN", "PUNCT", "VERB", "PROPN", "NOUN", "PUNCT"],
               ["DT", "NN", "VBZ", "DT", "NN", "HYPH", "VBN", "NNP", "NN", "."],
               ["det", "nsubj", "ROOT", "det", "npadvmod", "punct", "amod", "compound", "dobj", "punct"],
               [1, 2, 2, 8, 6, 6, 8, 8, 2, 2], spaces=[True, True, True, True, False, False, True, True, False, False],
               lemmas=["this", "study", "propose", "a", "role", "-", "base", "LLM", "framework", "."])
    assert ("role-based LLM framework", "Method") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # without modifiers of its own it is a kind of system: "costly LLM pipelines", "an LLM framework"
    doc = make(["an", "LLM", "framework"], ["DET", "PROPN", "NOUN"], ["DT", "NNP", "NN"], ["det", "compound", "ROOT"], [2, 2, 2])
    assert type_term(list(doc), LEX) is None


def test_type_term_trims_praise_and_rejects_generic():
    doc = make(["the", "best", "accuracy"], ["DET", "ADJ", "NOUN"], ["DT", "JJS", "NN"], ["det", "amod", "ROOT"], [2, 2, 2])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Metric" and [t.text for t in tokens] == ["accuracy"]
    doc = make(["existing", "methods"], ["VERB", "NOUN"], ["VBG", "NNS"], ["amod", "ROOT"], [1, 1], lemmas=["exist", "method"])
    assert type_term(list(doc), LEX) is None
    # praise of quality is no part of a name: "a high-quality skill library"
    doc = make(["high", "-", "quality", "skill", "library"], ["ADJ", "PUNCT", "NOUN", "NOUN", "NOUN"], ["JJ", "HYPH", "NN", "NN", "NN"],
               ["amod", "punct", "compound", "compound", "ROOT"], [2, 2, 4, 4, 4], spaces=[False, False, True, True, False])
    assert type_term(list(doc), LEX) is None
    # an amount is no part of a task: "provide limited control" names no task "limited control"
    doc = make(["limited", "control"], ["ADJ", "NOUN"], ["JJ", "NN"], ["amod", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX) is None
    doc = make(["a", "plug", "-", "in", "approach"], ["DET", "NOUN", "PUNCT", "ADP", "NOUN"], ["DT", "NN", "HYPH", "IN", "NN"],
               ["det", "compound", "punct", "compound", "ROOT"], [4, 4, 1, 4, 4], spaces=[True, False, False, True, False])
    assert type_term(list(doc), LEX) is None


def test_type_term_metric_needs_modifier_for_ordinary_heads():
    doc = make(["bug", "fix", "rate"], ["NOUN"] * 3, ["NN"] * 3, ["compound", "compound", "ROOT"], [2, 2, 2])
    assert type_term(list(doc), LEX)[0] == "Metric"
    doc = make(["rate"], ["NOUN"], ["NN"], ["ROOT"], [0])
    assert type_term(list(doc), LEX) is None
    doc = make(["high", "latency"], ["ADJ", "NOUN"], ["JJ", "NN"], ["amod", "ROOT"], [1, 1])
    _, tokens = type_term(list(doc), LEX)
    assert [t.text for t in tokens] == ["latency"]
    # the score of a baseline is no measure of its own; an extreme or an official figure is the measure itself
    doc = make(["baseline", "score"], ["NOUN", "NOUN"], ["NN", "NN"], ["compound", "ROOT"], [1, 1])
    assert type_term(list(doc), LEX) is None
    for first in ("maximum", "official"):
        doc = make([first, "composite", "score"], ["ADJ", "ADJ", "NOUN"], ["JJ", "JJ", "NN"], ["amod", "amod", "ROOT"], [2, 2, 2])
        assert [t.text for t in type_term(list(doc), LEX)[1]] == ["composite", "score"], first
    # a criterion is a kind of measure: described, it names none ("interpretable criteria", "evaluation criteria")
    for first in ("interpretable", "evaluation"):
        doc = make([first, "criteria"], ["ADJ", "NOUN"], ["JJ", "NNS"], ["amod", "ROOT"], [1, 1], lemmas=[first, "criterion"])
        assert type_term(list(doc), LEX) is None, first


def test_list_container_names_its_modifiers():
    doc = make(["personalization", "benchmarks"], ["NOUN", "NOUN"], ["NN", "NNS"], ["compound", "ROOT"], [1, 1],
               lemmas=["personalization", "benchmark"])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Task" and [t.text for t in tokens] == ["personalization"]


def known_forms_found(text):
    """The (text, type) of each gazetteer match in ``text`` as the trained pipeline tokenizes it."""
    return {(c.text, c.type) for c in gazetteer_candidates(NLP(text), LEX, gazetteer_index(LEX))}

def test_gazetteer_matches_on_word_boundaries_and_case():
    found = known_forms_found("We use reinforcement learning and MATH, not math or RL-free ideas.")
    assert ("reinforcement learning", "Method") in found
    assert ("MATH", "Benchmark") in found
    assert not any(t == "math" for t, _ in found)
    assert not any(t == "RL" for t, _ in found)
    found = known_forms_found("It gains in F-score and F-measure.")
    assert found == {("F-score", "Metric"), ("F-measure", "Metric")}
    # a range of thresholds is part of the measure's name, not a score after it
    found = known_forms_found("It reaches 60.1 mAP@0.5:0.95 and 45.2 mAP50-95, with an HD95 of 3.4 mm.")
    assert {("mAP@0.5:0.95", "Metric"), ("mAP50-95", "Metric"), ("HD95", "Metric")} <= found
    # well-established one-word tasks are known by name: "supports inpainting, outpainting and dehazing"
    found = known_forms_found("It supports inpainting, outpainting and dehazing, and summarization too.")
    assert {("inpainting", "Task"), ("outpainting", "Task"), ("dehazing", "Task"), ("summarization", "Task")} <= found
    # a capability written with its hyphen is the known task: "spanning cybersecurity analysis, instruction-following, and ..."
    assert ("instruction-following", "Task") in known_forms_found("It spans analysis, instruction-following, and math.")
    # a learning setting studied as a problem is a task: "continual learning", "class-incremental learning"
    found = known_forms_found("We study continual learning, also called lifelong learning, and class-incremental learning.")
    assert {("continual learning", "Task"), ("lifelong learning", "Task"), ("class-incremental learning", "Task")} <= found
    # known names of a capital and a digit, which a series label would otherwise look like: the Z3 solver, the S4 model
    assert {("Z3", "Method"), ("S4", "Method")} <= known_forms_found("It calls Z3 and an S4 backbone.")
    # "super-resolution", one hyphenated word, is the known task; a dimension after "of" is no value
    # that would make it a measure ("super-resolution of 4D flow MRI"), as "an ASR of 47.1%" does
    assert ("super-resolution", "Task") in known_forms_found("We study super-resolution of 4D flow MRI.")
    assert ("ASR", "Metric") in known_forms_found("It has an average ASR of 47.1% here.")
    # rendering: the inverse problem is a task, the neural and volume techniques are techniques
    found = known_forms_found("We study inverse rendering with neural rendering and volume rendering.")
    assert {("inverse rendering", "Task"), ("neural rendering", "Method"), ("volume rendering", "Method")} <= found
    # the singular of a plural entry: "a closed-form Shapley value"; and "linear discriminant analysis"
    found = known_forms_found("It has a closed-form Shapley value and uses linear discriminant analysis.")
    assert {("Shapley value", "Method"), ("linear discriminant analysis", "Method")} <= found
    # the segmentation measure averaged over classes is one name, spelled short or not: "higher mean IoU scores"
    assert ("mean IoU", "Metric") in known_forms_found("It achieves higher mean IoU scores than IoU alone.")
    # measures of compute: "40% fewer FLOPs", "with 8 NFEs"
    assert {("FLOPs", "Metric"), ("NFEs", "Metric")} <= known_forms_found("It needs 40% fewer FLOPs with 8 NFEs.")


def test_capitalised_words_before_a_known_title_case_name_are_part_of_it():
    # "a pre-trained Fast Segment Anything Model": the variant, named whole
    assert ("Fast Segment Anything Model", "Model") in known_forms_found("We fuse features from a pre-trained Fast Segment Anything Model here.")
    # a bracket opens a name: "D2PPO (Diffusion Policy Policy Optimization)"
    assert ("Diffusion Policy Policy Optimization", "Method") in known_forms_found("We propose D2PPO (Diffusion Policy Policy Optimization) here.")
    # a capital by position, a determiner, and a word before a one-word name stay out
    found = known_forms_found("Fast Segment Anything Model is strong. The Segment Anything Model helps, as does Standard GRPO.")
    assert ("Segment Anything Model", "Model") in found and not any(t.startswith(("Fast", "The")) for t, _ in found)
    assert not any(t == "Standard GRPO" for t, _ in found)
    # in a headline every word is capitalised: "Fast Segment Anything Model Distillation for ..." is read as written
    assert ("Fast Segment Anything Model", "Model") not in known_forms_found("Towards Fast Segment Anything Model Distillation for Robots")
    # one capitalised word before a one-word data name makes a variant of the data: "on Moving MNIST"
    found = known_forms_found("Extending to video, we include an example on Moving MNIST that works. The MNIST digits help, as does Standard MNIST.")
    assert ("Moving MNIST", "Dataset") in found and ("MNIST", "Dataset") in found
    assert not any(t in ("The MNIST", "Standard MNIST") for t, _ in found)


def test_the_precision_numbers_are_kept_in_is_no_measure():
    # "half-precision", "full precision", "4-bit precision": a number format (`number_formats`)
    for text, parse in (("half-precision", "JJ amod 2; HYPH punct 2; NN ROOT 2"), ("full precision", "JJ amod 1; NN ROOT 1"),
                        ("4-bit precision", "CD nummod 2; HYPH punct 2; NN amod 3; NN ROOT 3")):
        assert type_term(list(parsed(text, parse)), LEX) is None, text
    assert type_term(list(parsed("average precision", "JJ amod 1; NN ROOT 1")), LEX)[0] == "Metric"
    # the known measure after such a word is no mention of it; alone it is
    doc = NLP("weights kept in 4-bit precision and in full precision reach a high precision.")
    found = [c.start for c in gazetteer_candidates(doc, LEX, gazetteer_index(LEX)) if c.text == "precision"]
    assert found == [doc.text.rindex("precision")]
    # a number format's code is no name ("TensorRT half-precision (FP16) benchmarking")
    assert "FP16" in LEX.not_names and "BF16" in LEX.not_names


def test_a_file_format_is_no_name():
    from kg.extract.name_spans import name_spans

    # "results export to BibTeX and CSV ." : how data is written, no technique
    doc = parsed("results export to BibTeX and CSV .", "NNS nsubj 1; VBP ROOT 1; IN prep 1; NNP pobj 2; CC cc 3; NNP conj 3; . punct 1")
    assert not {"BibTeX", "CSV"} & {s.text for s in name_spans(doc, LEX)}
    # web addresses, in the plural too: "agents hallucinate URLs at higher rates"
    doc = parsed("agents hallucinate URLs .", "NNS nsubj 1; VBP ROOT 1; NNP dobj 1; . punct 1")
    assert "URLs" not in {s.text for s in name_spans(doc, LEX)}


def test_a_known_name_in_a_compound_of_use_is_a_mention():
    # "CNN-based detectors" and "Mamba-based models" use CNN and Mamba; "transformer-based" describes.
    doc = NLP("CNN-based detectors and Mamba-based models beat transformer-based nets and RL-free ones.")
    found = {c.text: c for c in gazetteer_candidates(doc, LEX, gazetteer_index(LEX))}
    assert found["CNN"].type == "Method" and found["Mamba"].type == "Method"
    assert found["CNN"].confidence < 0.85
    assert "transformer" not in found and "RL" not in found
    # a task in such a compound says how something works, even where a capital opens the sentence
    doc = NLP("Retrieval-based few-shot prompting improves over zero-shot prompting.")
    assert "Retrieval" not in {c.text for c in gazetteer_candidates(doc, LEX, gazetteer_index(LEX))}


def test_resolve_overlaps_prefers_priority_then_length():
    a = Candidate(0, 10, "Method", 0.9, "acronym", "x" * 10)
    b = Candidate(5, 20, "Task", 0.6, "term", "y" * 15)
    c = Candidate(21, 30, "Task", 0.6, "term", "z" * 9)
    assert resolve_overlaps([b, a, c]) == [a, c]


def test_a_name_extending_known_data_by_a_named_part_wins():
    from kg.extract.name_forms import names_part_of_known_data

    types = gazetteer_index(LEX)
    # "on ScanNet V2", "the KITTI Odometry benchmark": the release or part of the known collection
    g = Candidate(0, 7, "Dataset", 0.85, "gazetteer", "ScanNet")
    n = Candidate(0, 10, "Method", 0.55, "name", "ScanNet V2")
    assert resolve_overlaps([g, n], gazetteer_types=types) == [Candidate(0, 10, "Dataset", 0.85, "name-typed", "ScanNet V2")]
    assert names_part_of_known_data("KITTI Odometry", "KITTI", "Benchmark", types)
    # a known measure is what is measured on the data, and a kind word or a plural short form names no part
    assert not names_part_of_known_data("ImageNet FID", "ImageNet", "Dataset", types)
    assert not names_part_of_known_data("KITTI Dataset", "KITTI", "Benchmark", types, LEX.data_kind_words)
    assert not names_part_of_known_data("ScanNet Data", "ScanNet", "Dataset", types, LEX.data_kind_words)
    assert not names_part_of_known_data("ImageNet Benchmarks", "ImageNet", "Dataset", types, LEX.data_kind_words)
    # a kind word inside the part's name is the part's own: the release of a named database
    assert names_part_of_known_data("MIMIC-IV Clinical Database Demo", "MIMIC-IV", "Dataset", types, LEX.data_kind_words)
    assert not names_part_of_known_data("ImageNet AEs", "ImageNet", "Dataset", types)
    # only data: "BERT Base" is left to the model rules
    assert not names_part_of_known_data("GPT Turbo", "GPT", "Model", types)


def test_term_extending_a_gazetteer_name_wins():
    g = Candidate(13, 31, "Task", 0.85, "gazetteer", "question answering")
    t = Candidate(0, 31, "Task", 0.6, "term", "long-context question answering")
    assert resolve_overlaps([g, t]) == [t]
    # It keeps the known name's rank: a weaker cue typing the name otherwise does not win.
    n = Candidate(13, 31, "Method", 0.8, "name-typed", "question answering")
    assert resolve_overlaps([g, t, n]) == [t]
    # A domain word before a known metric code is no extension: "flood IoU" is IoU,
    # and a weaker cue reading the code as a dataset does not win either.
    g = Candidate(6, 9, "Metric", 0.85, "gazetteer", "IoU")
    t = Candidate(0, 9, "Metric", 0.6, "term", "flood IoU")
    n = Candidate(6, 9, "Dataset", 0.8, "name-typed", "IoU")
    assert resolve_overlaps([g, t, n]) == [g]
    # capitalised words before a known name coin a name of the same type: "Pinned Chain-of-Thought"
    g = Candidate(7, 23, "Method", 0.85, "gazetteer", "Chain-of-Thought")
    n = Candidate(0, 23, "Method", 0.8, "name-typed", "Pinned Chain-of-Thought")
    assert resolve_overlaps([g, n]) == [n]
    assert resolve_overlaps([g, Candidate(0, 23, "Task", 0.8, "name-typed", "Pinned Chain-of-Thought")]) == [g]
    g = Candidate(3, 7, "Metric", 0.85, "gazetteer", "PSNR")
    assert resolve_overlaps([g, Candidate(0, 7, "Metric", 0.8, "name-typed", "dB PSNR")]) == [g]  # a unit is no coinage
    # a known name that starts on a capitalised name's last word and ends in a kind word is that
    # name's word and kind: "Decoupled Cross Attention mechanism" is no "Attention mechanism"
    text = "Decoupled Cross Attention mechanism"
    g = Candidate(16, 35, "Method", 0.85, "gazetteer", "Attention mechanism")
    n = Candidate(0, 25, "Method", 0.8, "name-typed", text[:25])
    assert resolve_overlaps([g, n], frozenset({"mechanism"})) == [n]
    assert resolve_overlaps([g, n]) == [g]


def test_propagate_types_to_bare_mentions():
    typed = Candidate(0, 10, "Benchmark", 0.8, "name-typed", "FutureOmni")
    bare = Candidate(50, 60, "Method", 0.55, "name", "FutureOmni")
    out = propagate_types([typed, bare])
    assert out[1].type == "Benchmark" and out[1].rule == "name-typed"
    # a phrase typed by its head and written as the name the text types is that name:
    # "This paper presents Youtu-Parsing, an ... model. Youtu-Parsing encompasses ..."
    typed = Candidate(20, 33, "Method", 0.8, "name-typed", "Youtu-Parsing")
    term = Candidate(80, 93, "Task", 0.6, "term", "Youtu-Parsing")
    assert propagate_types([typed, term])[1].type == "Method"
    # not where only the words agree ("document parsing" the task, "Document Parsing" a name elsewhere)
    other = Candidate(80, 96, "Task", 0.6, "term", "document parsing")
    assert propagate_types([Candidate(0, 16, "Method", 0.8, "name-typed", "Document Parsing"), other])[1].type == "Task"
    # nor from an acronym's long form, which may name the paper's technique beside the task of the same words
    acr = Candidate(0, 16, "Method", 0.9, "acronym", "Future Forecasting")
    assert propagate_types([acr, Candidate(40, 58, "Task", 0.6, "term", "Future Forecasting")])[1].type == "Task"


def test_extract_entities_from_acronym_and_url():
    text = "We propose Test-Driven Development (TDD). TDD works. Code: https://github.com/a/b."
    doc = NLP(text)
    for t in doc:
        t.pos_ = "PROPN" if t.text[:1].isupper() else "NOUN"
    cands = extract_entities(doc, LEX, find_abbreviations(text), find_urls(text))
    found = [(c.text, c.type, c.rule) for c in cands]
    assert ("Test-Driven Development", "Method", "acronym") in found
    assert found.count(("TDD", "Method", "acronym")) == 2
    assert ("https://github.com/a/b", "Repository", "repository") in found


def _proposal_doc():
    # "we introduce Hypermem , a hypernetwork ."
    words = ["we", "introduce", "Hypermem", ",", "a", "hypernetwork", "."]
    return make(words, ["PRON", "VERB", "PROPN", "PUNCT", "DET", "NOUN", "PUNCT"], ["PRP", "VBP", "NNP", ",", "DT", "NN", "."],
                ["nsubj", "ROOT", "dobj", "punct", "det", "appos", "punct"], [1, 1, 1, 2, 5, 2, 1],
                spaces=[True, True, False, True, True, False, False], lemmas=["we", "introduce", "hypermem", ",", "a", "hypernetwork", "."])


def test_contribution_is_the_object_of_we_introduce():
    doc = _proposal_doc()
    cand = Candidate(13, 21, "Method", 0.8, "name-typed", "Hypermem")
    assert doc.text[13:21] == "Hypermem"
    assert is_contribution(doc, cand, LEX) == "object of 'introduce'"


def test_contribution_needs_the_paper_as_subject():
    words = ["they", "introduce", "Hypermem", "."]
    doc = make(words, ["PRON", "VERB", "PROPN", "PUNCT"], ["PRP", "VBP", "NNP", "."], ["nsubj", "ROOT", "dobj", "punct"], [1, 1, 1, 1],
               spaces=[True, True, False, False], lemmas=["they", "introduce", "hypermem", "."])
    assert is_contribution(doc, Candidate(15, 23, "Method", 0.8, "name-typed", "Hypermem"), LEX) is None


def test_the_papers_own_system_speaks_for_it():
    from kg.extract.syntax import subject_is_paper

    # "Our method introduces two key components: ...": "our" makes the system the paper's
    doc = parsed("Our method introduces components", "PRP$ poss 1; NN nsubj 2; VBZ ROOT 2; NNS dobj 2",
                 lemmas={"introduces": "introduce", "components": "component"})
    assert subject_is_paper(doc[2])
    # another's method, or our findings, do not
    doc = parsed("Their method introduces components", "PRP$ poss 1; NN nsubj 2; VBZ ROOT 2; NNS dobj 2",
                 lemmas={"introduces": "introduce", "components": "component"})
    assert not subject_is_paper(doc[2])
    doc = parsed("Our results present evidence", "PRP$ poss 1; NNS nsubj 2; VBP ROOT 2; NN dobj 2", lemmas={"results": "result"})
    assert not subject_is_paper(doc[2])
    # "By introducing FooNet, we improve accuracy": the gerund after "by" has the clause's subject
    doc = parsed("By introducing FooNet , we improve accuracy", "IN prep 5; VBG pcomp 0; NNP dobj 1; , punct 5; PRP nsubj 5; VBP ROOT 5; NN dobj 5",
                 lemmas={"introducing": "introduce"})
    assert subject_is_paper(doc[1])
    assert is_contribution(doc, Candidate(doc[2].idx, doc[2].idx + 6, "Method", 0.8, "name-typed", "FooNet"), LEX)
    doc = parsed("By introducing FooNet , they improve accuracy", "IN prep 5; VBG pcomp 0; NNP dobj 1; , punct 5; PRP nsubj 5; VBP ROOT 5; NN dobj 5",
                 lemmas={"introducing": "introduce"})
    assert not subject_is_paper(doc[1])


def test_a_thesis_or_a_piece_of_research_speaks_for_the_paper():
    # "This thesis presents SCM , ...", "This research proposes ...": the work itself is the subject
    for noun in ("thesis", "research", "dissertation"):
        doc = parsed(f"This {noun} presents SCM .", "DT det 1; NN nsubj 2; VBZ ROOT 2; NNP dobj 2; . punct 2",
                     lemmas={"presents": "present"})
        start = doc.text.index("SCM")
        assert is_contribution(doc, Candidate(start, start + 3, "Method", 0.8, "name-typed", "SCM"), LEX) is not None
    # a survey presents what it surveys
    doc = parsed("This survey presents SCM .", "DT det 1; NN nsubj 2; VBZ ROOT 2; NNP dobj 2; . punct 2", lemmas={"presents": "present"})
    start = doc.text.index("SCM")
    assert is_contribution(doc, Candidate(start, start + 3, "Method", 0.8, "name-typed", "SCM"), LEX) is None


def test_a_name_in_a_compound_of_use_is_used_not_proposed():
    # "we propose FooNet - based detectors ."
    words = ["we", "propose", "FooNet", "-", "based", "detectors", "."]
    doc = make(words, ["PRON", "VERB", "PROPN", "PUNCT", "VERB", "NOUN", "PUNCT"], ["PRP", "VBP", "NNP", "HYPH", "VBN", "NNS", "."],
               ["nsubj", "ROOT", "npadvmod", "punct", "amod", "dobj", "punct"], [1, 1, 4, 4, 5, 1, 1],
               spaces=[True, True, False, False, True, False, False], lemmas=["we", "propose", "foonet", "-", "base", "detector", "."])
    cand = Candidate(11, 17, "Method", 0.55, "name", "FooNet")
    assert doc.text[11:17] == "FooNet"
    assert is_contribution(doc, cand, LEX) is None
    assert relation_cue(doc, cand, LEX)[0] == "uses"


def test_one_name_before_plural_kind_words_is_a_family_not_the_papers():
    # "we develop a protocol , benchmarking DiffDA methods .", as the parser reads it:
    # "methods" the object of "develop", with "protocol" and "benchmarking" hung on it
    words = ["we", "develop", "a", "protocol", ",", "benchmarking", "DiffDA", "methods", "."]
    doc = make(words, ["PRON", "VERB", "DET", "NOUN", "PUNCT", "VERB", "PROPN", "NOUN", "PUNCT"],
               ["PRP", "VBP", "DT", "NN", ",", "VBG", "NNP", "NNS", "."],
               ["nsubj", "ROOT", "det", "nmod", "punct", "amod", "compound", "dobj", "punct"], [1, 1, 3, 7, 7, 7, 7, 1, 1],
               spaces=[True, True, True, False, True, True, True, False, False],
               lemmas=["we", "develop", "a", "protocol", ",", "benchmark", "diffda", "method", "."])
    cand = Candidate(doc[6].idx, doc[6].idx + 6, "Method", 0.85, "acronym", "DiffDA")
    assert is_contribution(doc, cand, LEX) is None
    # a list before the plural names each of its own: "we introduce DevEval and TraceEval benchmarks"
    words = ["we", "introduce", "DevEval", "and", "TraceEval", "benchmarks", "."]
    doc = make(words, ["PRON", "VERB", "PROPN", "CCONJ", "PROPN", "NOUN", "PUNCT"], ["PRP", "VBP", "NNP", "CC", "NNP", "NNS", "."],
               ["nsubj", "ROOT", "compound", "cc", "conj", "dobj", "punct"], [1, 1, 5, 2, 2, 1, 1],
               spaces=[True, True, True, True, True, False, False],
               lemmas=["we", "introduce", "deveval", "and", "traceeval", "benchmark", "."])
    cand = Candidate(doc[4].idx, doc[4].idx + 9, "Benchmark", 0.8, "name-typed", "TraceEval")
    assert is_contribution(doc, cand, LEX) is not None


def test_comparison_relation():
    # "X outperforms MemoryLLM ."
    words = ["X", "outperforms", "MemoryLLM", "."]
    doc = make(words, ["PROPN", "VERB", "PROPN", "PUNCT"], ["NNP", "VBZ", "NNP", "."], ["nsubj", "ROOT", "dobj", "punct"], [1, 1, 1, 1],
               spaces=[True, True, False, False], lemmas=["x", "outperform", "memoryllm", "."])
    assert relation_cue(doc, Candidate(14, 23, "Method", 0.55, "name", "MemoryLLM"), LEX)[0] == "comparesWith"
    assert relation_cue(doc, Candidate(0, 1, "Method", 0.55, "name", "X"), LEX) is None
    # "X outperforms Y while reducing latency through FooDecoding .": the means, not a rival
    words = ["X", "outperforms", "Y", "while", "reducing", "latency", "through", "FooDecoding", "."]
    doc = make(words, ["PROPN", "VERB", "PROPN", "SCONJ", "VERB", "NOUN", "ADP", "PROPN", "PUNCT"],
               ["NNP", "VBZ", "NNP", "IN", "VBG", "NN", "IN", "NNP", "."],
               ["nsubj", "ROOT", "dobj", "mark", "advcl", "dobj", "prep", "pobj", "punct"], [1, 1, 1, 4, 1, 4, 4, 6, 1],
               spaces=[True, True, True, True, True, True, True, False, False],
               lemmas=["x", "outperform", "y", "while", "reduce", "latency", "through", "foodecoding", "."])
    start = doc[7].idx
    assert relation_cue(doc, Candidate(start, start + 11, "Method", 0.55, "name", "FooDecoding"), LEX)[0] == "uses"


def test_results_with_respectively_pair_values_and_benchmarks():
    text = "Surgery improves defense by 5.90%, 11.25%, and 9.55% on the A, B, and C benchmarks, respectively."
    doc = NLP(text)
    doc[0].is_sent_start = True
    ents = [Candidate(0, 7, "Method", 0.8, "name-typed", "Surgery")] + [
        Candidate(text.index(n), text.index(n) + 1, "Benchmark", 0.8, "name-typed", n) for n in ("A,", "B,", "C ")
    ]
    results = find_results(doc, ents, LEX)
    assert [(str(r.value), r.unit, r.improvement) for r in results] == [("5.90", "%", True), ("11.25", "%", True), ("9.55", "%", True)]
    assert [r.benchmark.text for r in results] == ["A,", "B,", "C "]


def test_result_ranges_and_factors():
    text = "achieving a bug fix rate 1.4x-1.6x higher than baselines."
    doc = NLP(text)
    ents = [Candidate(12, 24, "Metric", 0.6, "term", "bug fix rate")]
    (r,) = find_results(doc, ents, LEX)
    assert (str(r.value), str(r.max_value), r.unit, r.improvement) == ("1.4", "1.6", "x", True)
    assert r.metric.text == "bug fix rate"


def test_counts_are_not_results():
    doc = NLP("It contains 919 videos and 7B parameters.")
    assert find_results(doc, [], LEX) == []


def test_headline_capitals_carry_no_information():
    from kg.extract.name_spans import is_title_cased, name_spans

    doc = NLP("Towards Training-Free Scene Text Editing With Flow Steering")
    assert is_title_cased(doc)
    assert [s.text for s in name_spans(doc, LEX)] == []  # nothing name-like by morphology
    doc = NLP("VideoSeek: Long-Horizon Video Agent with Tool-Guided Seeking")
    assert "VideoSeek" in [s.text for s in name_spans(doc, LEX)]
    assert not is_title_cased(NLP("We introduce VideoSeek, a long-horizon video agent for video understanding."))


def test_title_name_is_a_contribution_typed_by_the_subtitle():
    from kg.extract.name_types import type_name

    words = ["PeeriScope", ":", "A", "Framework", "for", "Evaluating", "Reviews"]
    doc = make(words, ["PROPN", "PUNCT", "DET", "PROPN", "ADP", "VERB", "PROPN"], ["NNP", ":", "DT", "NNP", "IN", "VBG", "NNPS"],
               ["ROOT", "punct", "det", "appos", "prep", "pcomp", "dobj"], [0, 0, 3, 0, 3, 4, 5],
               spaces=[False, True, True, True, True, True, False])
    span = doc[0:1]
    assert type_name(span, LEX, {})[0] == "Method"
    assert is_contribution(doc, Candidate(0, 10, "Method", 0.8, "name-typed", "PeeriScope"), LEX) == "named in the title ('Name: subtitle')"
    words = ["FooBench", ":", "A", "Benchmark", "for", "Code"]
    doc = make(words, ["PROPN", "PUNCT", "DET", "NOUN", "ADP", "NOUN"], ["NNP", ":", "DT", "NN", "IN", "NN"],
               ["ROOT", "punct", "det", "appos", "prep", "pobj"], [0, 0, 3, 0, 3, 4], spaces=[False, True, True, True, True, False])
    assert type_name(doc[0:1], LEX, {})[0] == "Benchmark"
    # "Name -- subtitle" as titles also write it, a dash set off by spaces; a hyphen inside a word parts nothing
    words = ["MOOSEnger", "--", "a", "Domain", "-", "Specific", "AI", "Agent"]
    doc = make(words, ["PROPN", "PUNCT", "DET", "NOUN", "PUNCT", "ADJ", "PROPN", "PROPN"], ["NNP", ":", "DT", "NN", "HYPH", "JJ", "NNP", "NNP"],
               ["ROOT", "punct", "det", "npadvmod", "punct", "amod", "compound", "appos"], [0, 0, 7, 5, 5, 7, 7, 0],
               spaces=[True, True, True, False, False, True, True, False])
    assert is_contribution(doc, Candidate(0, 9, "Method", 0.8, "name-typed", "MOOSEnger"), LEX) == "named in the title ('Name: subtitle')"
    doc = make(["FooNet", "--", "Bar"], ["PROPN", "PUNCT", "PROPN"], ["NNP", ":", "NNP"], ["ROOT", "punct", "appos"], [0, 0, 0],
               spaces=[False, False, False])
    assert is_contribution(doc, Candidate(0, 6, "Method", 0.8, "name-typed", "FooNet"), LEX) is None
    # a kind of two words: "SciAtlas: A Knowledge Graph for Research"
    words = ["SciAtlas", ":", "A", "Knowledge", "Graph", "for", "Research"]
    doc = make(words, ["PROPN", "PUNCT", "DET", "PROPN", "PROPN", "ADP", "PROPN"], ["NNP", ":", "DT", "NNP", "NNP", "IN", "NNP"],
               ["ROOT", "punct", "det", "compound", "appos", "prep", "pobj"], [0, 0, 4, 4, 0, 4, 5],
               spaces=[False, True, True, True, True, True, False])
    assert type_name(doc[0:1], LEX, {})[0] == "Dataset"
    # "KG-CMI: Knowledge graph enhanced cross interaction for ...": a kind noun before a participle is its agent
    doc = parsed("FooNet: Knowledge graph enhanced cross interaction for answering",
                 "NNP ROOT 0; : punct 0; NN compound 3; NN nsubj 4; VBN amod 6; JJ amod 6; NN appos 0; IN prep 6; VBG pobj 7")
    assert type_name(doc[0:1], LEX, {})[0] == "Method"
    doc = parsed("FooNet: Knowledge graph for answering", "NNP ROOT 0; : punct 0; NN compound 3; NN appos 0; IN prep 3; VBG pobj 4")
    assert type_name(doc[0:1], LEX, {})[0] == "Dataset"
    # "SADL: What to Ignore? A Benchmark for ...": the phrase after a question says what the name is
    words = ["SADL", ":", "What", "to", "Ignore", "?", "A", "Benchmark", "for", "Localization"]
    doc = make(words, ["PROPN", "PUNCT", "PRON", "PART", "VERB", "PUNCT", "DET", "NOUN", "ADP", "NOUN"],
               ["NNP", ":", "WP", "TO", "VB", "."  , "DT", "NN", "IN", "NN"],
               ["ROOT", "punct", "dobj", "aux", "acl", "punct", "det", "appos", "prep", "pobj"], [0, 0, 4, 4, 0, 0, 7, 0, 7, 8],
               spaces=[False, True, True, True, False, True, True, True, True, False])
    assert type_name(doc[0:1], LEX, {})[0] == "Benchmark"
    # no kind word in the subtitle: a name ending in "Bench" says it is a benchmark, another name is a method
    for name, kind in (("JudgmentBench", "Benchmark"), ("QuantumQA", "Benchmark"), ("Judgment", "Method"), ("FooQA_HDR", "Method")):
        doc = parsed(f"{name}: Comparing Rubric and Preference Evaluation",
                     "NNP ROOT 0; : punct 0; VBG acl 0; NNP compound 6; CC cc 3; NNP conj 3; NNP dobj 2")
        assert type_name(doc[0:1], LEX, {})[0] == kind, name
    # a metric subtitle makes a metric; a measure the subtitle is about types nothing, and then the name's ending says
    doc = parsed("SMILE: A Composite Lexical-Semantic Metric for Evaluation",
                 "NNP ROOT 0; : punct 0; DT det 7; JJ amod 7; NNP amod 7; HYPH punct 4; JJ amod 7; NNP appos 0; IN prep 7; NNP pobj 8")
    assert type_name(doc[0:1], LEX, {})[0] == "Metric"
    for name, kind in (("FooBench", "Benchmark"), ("FooNet", "Method")):
        doc = parsed(f"{name}: Measuring Robustness under Shift", "NNP ROOT 0; : punct 0; VBG acl 0; NNP dobj 2; IN prep 2; NNP pobj 4",
                     lemmas={"Measuring": "measure"})
        assert type_name(doc[0:1], LEX, {})[0] == kind, name
    # a subtitle that opens by benchmarking makes a benchmark, whatever task it names after ("CapArena: Benchmarking ... Captioning")
    for name in ("FooArena", "FooNet"):
        doc = parsed(f"{name}: Benchmarking Detailed Image Captioning", "NNP ROOT 0; : punct 0; VBG acl 0; JJ amod 5; NNP compound 5; NNP dobj 2",
                     lemmas={"Benchmarking": "benchmark"})
        assert type_name(doc[0:1], LEX, {})[0] == "Benchmark", name
    doc = parsed("FooNet: Detailed Image Captioning", "NNP ROOT 0; : punct 0; JJ amod 4; NNP compound 4; NNP appos 0")
    assert type_name(doc[0:1], LEX, {})[0] == "Method"
    # so does one that opens by evaluating or assessing, unless it trains too or names its means
    doc = parsed("SNEAK: Evaluating Strategic Communication in Agents", "NNP ROOT 0; : punct 0; VBG acl 0; JJ amod 4; NNP dobj 2; IN prep 2; NNPS pobj 5")
    assert type_name(doc[0:1], LEX, {})[0] == "Benchmark"
    doc = parsed("CROC: Evaluating and Training Metrics", "NNP ROOT 0; : punct 0; VBG acl 0; CC cc 2; VBG conj 2; NNS dobj 2")
    assert type_name(doc[0:1], LEX, {})[0] == "Method"
    doc = parsed("GSE: Evaluating Similarity via an Encoder", "NNP ROOT 0; : punct 0; VBG acl 0; NNP dobj 2; IN prep 2; DT det 6; NNP pobj 4")
    assert type_name(doc[0:1], LEX, {})[0] == "Method"
    # "QA" in a title on quality assessment is that task's, no benchmark's ("Zoom-IQA: Image Quality Assessment with ...")
    doc = parsed("FooIQA: Image Quality Assessment with Reasoning", "NNP ROOT 0; : punct 0; NNP compound 4; NNP compound 4; NNP appos 0; IN prep 4; NNP pobj 5")
    assert type_name(doc[0:1], LEX, {})[0] == "Method"
    # a variant of what follows "of": "BIRDTurk: Adaptation of the BIRD Text-to-SQL Dataset to Turkish"
    doc = parsed("FooTurk: Adaptation of the Text-to-SQL Dataset to Turkish",
                 "NNP ROOT 0; : punct 0; NN appos 0; IN prep 2; DT det 10; NN compound 10; HYPH punct 6; IN prep 6; HYPH punct 6; "
                 "NNP compound 10; NNP pobj 3; IN prep 2; NNP pobj 11")
    assert type_name(doc[0:1], LEX, {})[0] == "Dataset"


def test_the_words_of_a_spelled_out_list_name_nothing():
    # "HyVE (Hypothesize, Validate, Explain)": no three techniques; the name is what the text makes it
    text = "We propose HyVE ( Hypothesize , Validate , Explain ) , an explainer ."
    doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; -LRB- punct 4; NNP appos 2; , punct 4; NNP conj 4; , punct 6; "
                       "NNP conj 6; -RRB- punct 4; , punct 2; DT det 12; NN appos 2; . punct 1")
    found = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert found == {"HyVE": "Method"}


def test_listed_kinds_of_a_defined_short_form_are_named_whole():
    import re

    from kg.extract.entities import listed_variants

    # "namely Vanilla GANs, Multi-Scale GANs, and Conditional GANs": each a kind of the technique
    text = "We use Generative Adversarial Networks (GANs). There are three classes, namely Vanilla GANs, Multi-Scale GANs, and Conditional GANs."
    found = [c.text for c in extract_entities(NLP(text), LEX, find_abbreviations(text), []) if c.rule == "acronym"]
    assert found == ["Generative Adversarial Networks", "GANs"], found
    # one use after a capitalised word is as often a language or a setting put before it
    text = "We use Speech Emotion Recognition (SER) in Arabic. The Arabic SER task is hard."
    assert listed_variants(text, [(text.rindex("SER"), text.rindex("SER") + 3)]) == set()
    # two uses apart by more than a list's separator are no list: "Alignment VLA (AVA-VLA), a novel Latent Reasoning VLA"
    text = "we propose Alignment VLA (AVA-VLA), a novel Latent Reasoning VLA framework"
    uses = [(m.start(), m.end()) for m in re.finditer(r"(?<![\w-])VLA(?![\w-])", text)]
    assert len(uses) == 2 and listed_variants(text, uses) == set()
    text = "We study Arabic SER, and Persian SER."
    assert listed_variants(text, [(text.index("SER"), text.index("SER") + 3), (text.rindex("SER"), text.rindex("SER") + 3)]) == {text.index("SER"), text.rindex("SER")}


def test_a_finding_spelled_out_before_its_short_form_is_no_technique():
    # "the Lottery Ticket Hypothesis (LTH)", "the Identifiable Victim Effect (IVE)": what a paper
    # tests or reports, however it is used after; a headline's "SLAP: The ... Principle" is the paper's
    for text in ("We revisit the Lottery Ticket Hypothesis (LTH). LTH predicts sparse subnetworks.",
                 "We study the Identifiable Victim Effect (IVE) in models.",
                 "We prove a Central Limit Theorem (CLT) here."):
        doc = NLP(text)
        found = {c.text for c in extract_entities(doc, LEX, find_abbreviations(text), [])}
        assert not found & {"Lottery Ticket Hypothesis", "LTH", "Identifiable Victim Effect", "IVE", "Central Limit Theorem", "CLT"}, text
    text = "SLAP: The Semantic Least Action Principle for Video Modeling"
    doc = NLP(text)
    assert "SLAP" in {c.text for c in extract_entities(doc, LEX, find_abbreviations(text), [])}


def test_state_of_the_art_is_no_acronym():
    text = "Three state-of-the-art (SOTA) models were used."
    doc = NLP(text)
    cands = extract_entities(doc, LEX, find_abbreviations(text), [])
    assert not any(c.text in ("SOTA", "state-of-the-art") for c in cands)


def test_untyped_acronyms_need_a_coined_name():
    text = "Drones are unmanned aerial vehicles (UAVs). We add Attention Boost (AttnBoost) to it."
    doc = NLP(text)
    found = {c.text for c in extract_entities(doc, LEX, find_abbreviations(text), [])}
    assert "Attention Boost" in found and "AttnBoost" in found
    assert not {"unmanned aerial vehicles", "UAVs"} & found


def test_lists_of_definitions_take_the_type_noun_after_the_list():
    words = ["Time", "to", "First", "Token", "(", "TTFT", ")", "and", "Time", "Per", "Output", "Token", "(", "TPOT", ")", "metrics"]
    spaces = [True, True, True, True, False, False, True, True, True, True, True, True, False, False, True, False]
    doc = make(words, ["PROPN"] * 15 + ["NOUN"], ["NNP"] * 15 + ["NNS"], ["dep"] * 15 + ["ROOT"], [15] * 16,
               spaces=spaces, lemmas=[w.lower() for w in words[:-1]] + ["metric"])
    types = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert types["Time to First Token"] == "Metric" and types["TPOT"] == "Metric"


def test_word_runs_keep_balanced_parentheses():
    doc = NLP("Equivariance under SE(3) and (GRPO) here.")
    assert [w.text for w in word_runs(doc)] == ["Equivariance", "under", "SE(3)", "and", "GRPO", "here"]


def test_doc_text_is_joined_once_and_never_stale():
    doc = NLP("We propose FooNet (https://github.com/a/b). It works.")
    assert doc_text(doc) == doc.text
    assert doc_text(doc) is doc_text(doc)  # kept, not joined again
    doc.user_data["kg.text"] = "stale text of another length"
    assert doc_text(doc) == doc.text
    assert doc_text(NLP("")) == ""


def test_the_lower_case_fast_path_of_name_morphology_changes_no_answer():
    # Words with no capital and no digit are never names; the others take the full tests.
    for word in ("model", "self-supervised", "über", "v*", "qwen3", "gpt-4o", "vLLM", "GRPO", "Qwen3-30B-A3B", "x"):
        expected = word in ("gpt-4o", "vLLM", "GRPO", "Qwen3-30B-A3B")  # "qwen3": lower case plus digits is a word
        assert is_name_like(word) is expected, word


def test_the_cheap_head_test_never_rejects_a_phrase_the_rules_type():
    # may_be_typed spares most noun chunks the full rules; it must pass every phrase type_term types.
    docs = [
        make(["long", "-", "context", "question", "answering"], ["ADJ", "PUNCT", "NOUN", "NOUN", "NOUN"],
             ["JJ", "HYPH", "NN", "NN", "NN"], ["amod", "punct", "compound", "compound", "ROOT"], [4, 2, 4, 4, 4],
             spaces=[False, False, True, True, False]),
        make(["the", "best", "accuracy", "."], ["DET", "ADJ", "NOUN", "PUNCT"], ["DT", "JJS", "NN", "."],
             ["det", "amod", "ROOT", "punct"], [2, 2, 2, 2]),
        make(["personalization", "benchmarks"], ["NOUN", "NOUN"], ["NN", "NNS"], ["compound", "ROOT"], [1, 1],
             lemmas=["personalization", "benchmark"]),
        make(["hypothesis", "-", "testing", "framework"], ["NOUN", "PUNCT", "NOUN", "NOUN"], ["NN", "HYPH", "NN", "NN"],
             ["compound", "punct", "compound", "ROOT"], [3, 2, 3, 3], spaces=[False, False, True, False]),
        make(["bug", "fix", "rate"], ["NOUN"] * 3, ["NN"] * 3, ["compound", "compound", "ROOT"], [2, 2, 2]),
        make(["rapid", "progress"], ["ADJ", "NOUN"], ["JJ", "NN"], ["amod", "ROOT"], [1, 1]),
    ]
    typed = 0
    for doc in docs:
        tokens = list(doc)
        for a in range(len(tokens)):
            for b in range(a + 1, len(tokens) + 1):
                piece = tokens[a:b]
                if type_term(piece, LEX) is not None:
                    typed += 1
                    assert may_be_typed(piece, LEX), [t.text for t in piece]
    assert typed >= 8
    assert not may_be_typed(list(docs[-1]), LEX)  # "rapid progress": no head noun of any type


def test_tokenize_keeps_the_text_so_nothing_joins_it_again():
    text = "We propose FooNet.  It works\n"
    doc = tokenize(NLP, text)
    assert doc_text(doc) is text and doc.text == text


def test_bare_names_whose_form_says_they_are_no_thing():
    doc = NLP("Many UAVs and LMMs use LLM-Guided search at 3 dB with Exploration and Hypermem on GRPO.")
    words = {w.text: w for w in word_runs(doc)}
    assert bare_name_is_no_entity(words["UAVs"]) and bare_name_is_no_entity(words["LMMs"])  # plural acronyms: kinds
    assert bare_name_is_no_entity(words["LLM-Guided"])  # a Title Case participle: a modifier
    assert bare_name_is_no_entity(words["dB"])  # after a number: a unit
    assert bare_name_is_no_entity(words["Exploration"])  # a capitalised abstract noun
    doc = NLP("Xception Inception, V3 and B0 or T5 and v1.5 here.")
    words.update({w.text: w for w in word_runs(doc)})
    assert bare_name_is_no_entity(words["V3"]) and bare_name_is_no_entity(words["B0"])  # a version or size cut off
    assert bare_name_is_no_entity(words["v1.5"])  # "Technical Report v1.5": a version alone
    doc = NLP("a quadratic complexity (O(n^2)) and O(1) memory")
    # big-O notation: how a cost grows, whether or not the tokenizer keeps its closing bracket
    assert bare_name_is_no_entity(doc[4:5]) and bare_name_is_no_entity(doc[8:10])
    for name in ("Hypermem", "GRPO", "T5"):
        assert not bare_name_is_no_entity(words[name]), name


def test_measure_phrases_among_acronym_long_forms():
    for long in ("Time Per Output Token", "Normalized Time Per Output Token", "Time to First Token", "Frames Per Second",
                 "Reverse Surprise Index", "Causality Cognition Index"):
        assert is_measure_phrase(long), long
    for long in ("Attention Boost", "Timeline Fusion Network", "Property-Generated Solver", "Perception Transformer",
                 "Index Tree Search"):
        assert not is_measure_phrase(long), long


def test_a_plural_title_case_definition_with_no_type_noun_is_a_kind():
    doc = NLP("Services must meet Service Level Objectives (SLOs) while Attention Boost (AttnBoost) helps.")
    labels = {(c.text, c.type) for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert ("Attention Boost", "Method") in labels
    assert not any(text in ("Service Level Objectives", "SLOs") for text, _ in labels)


def test_one_plain_word_is_no_task_and_an_adjective_before_a_method_noun_no_method():
    one = make(["classification"], ["NOUN"], ["NN"], ["ROOT"], [0])
    hyphen = make(["iteration", "-", "collapse"], ["NOUN", "PUNCT", "NOUN"], ["NN", "HYPH", "NN"],
                  ["compound", "punct", "ROOT"], [2, 2, 2], spaces=[False, False, False])
    assert is_single_plain_word(list(one)) and not is_single_plain_word(list(hyphen))
    negated = make(["non", "-", "coding"], ["ADJ", "ADJ", "NOUN"], ["JJ", "HYPH", "NN"], ["amod", "punct", "ROOT"], [2, 2, 2],
                   spaces=[False, False, False])
    assert is_single_plain_word(list(negated))  # "non-coding" says what lies outside the task
    described = make(["iterative", "training"], ["ADJ", "NOUN"], ["JJ", "NN"], ["amod", "ROOT"], [1, 1])
    named = make(["reinforcement", "learning"], ["NOUN", "NOUN"], ["NN", "NN"], ["compound", "ROOT"], [1, 1])
    longer = make(["token", "-", "level", "supervised", "training"], ["NOUN", "PUNCT", "NOUN", "VERB", "NOUN"],
                  ["NN", "HYPH", "NN", "VBN", "NN"], ["compound", "punct", "amod", "amod", "ROOT"], [2, 2, 4, 4, 4],
                  spaces=[False, False, True, True, False])
    assert is_described_process(list(described))
    assert not is_described_process(list(named)) and not is_described_process(list(longer))
    # an adjective made from a name, capitalised mid-sentence, names the technique: "we impose Jacobian regularization"
    doc = parsed("we impose Jacobian regularization", "PRP nsubj 1; VBP ROOT 1; JJ amod 3; NN dobj 1")
    assert not is_described_process(list(doc[2:4]))
    doc = parsed("we impose iterative regularization", "PRP nsubj 1; VBP ROOT 1; JJ amod 3; NN dobj 1")
    assert is_described_process(list(doc[2:4]))


def test_a_described_process_the_paper_introduces_as_a_kind_of_thing_is_its_technique():
    from kg.extract.terms import term_spans

    # "we also introduce a novel iterative sampling scheme ."
    words = ["we", "also", "introduce", "a", "novel", "iterative", "sampling", "scheme", "."]
    def parse(verb, lemma):
        w = list(words)
        w[2] = verb
        return make(w, ["PRON", "ADV", "VERB", "DET", "ADJ", "ADJ", "NOUN", "NOUN", "PUNCT"],
                    ["PRP", "RB", "VBP", "DT", "JJ", "JJ", "NN", "NN", "."],
                    ["nsubj", "advmod", "ROOT", "det", "amod", "amod", "compound", "dobj", "punct"],
                    [2, 2, 2, 7, 7, 7, 7, 2, 2], lemmas=[t.lower() if t != verb else lemma for t in w])

    assert [(s.text, t) for s, t in term_spans(parse("introduce", "introduce"), LEX)] == [("iterative sampling", "Method")]
    # used, not introduced: "iterative sampling" only says how something is done
    assert term_spans(parse("use", "use"), LEX) == []
    # beside a name the phrase says what the name is: "FooTok , a simplified training objective"
    doc = make(["we", "propose", "FooTok", ",", "a", "simplified", "training", "objective", "."],
               ["PRON", "VERB", "PROPN", "PUNCT", "DET", "VERB", "NOUN", "NOUN", "PUNCT"],
               ["PRP", "VBP", "NNP", ",", "DT", "VBN", "NN", "NN", "."],
               ["nsubj", "ROOT", "dobj", "punct", "det", "amod", "compound", "appos", "punct"], [1, 1, 1, 2, 7, 7, 7, 2, 1])
    assert not any(t == "Method" and s.text == "simplified training" for s, t in term_spans(doc, LEX))


def test_an_untyped_name_after_results_on_or_trained_on_is_data():
    def typed(cue, cue_lemma):
        doc = make([cue, "on", "FooLab", "and", "BarLab"], ["NOUN", "ADP", "PROPN", "CCONJ", "PROPN"],
                   ["NNS", "IN", "NNP", "CC", "NNP"], ["ROOT", "prep", "pobj", "cc", "conj"], [0, 0, 1, 2, 2],
                   lemmas=[cue_lemma, "on", "FooLab", "and", "BarLab"])
        return type_name(doc[2:3], LEX, {})[0], type_name(doc[4:5], LEX, {})[0]

    assert typed("results", "result") == ("Benchmark", "Benchmark")  # the conjunct follows the list to "on"
    assert typed("trained", "train") == ("Dataset", "Dataset")
    assert typed("builds", "build") == ("Method", "Method")  # "builds on X": no evaluation, no training


def test_a_named_metric_formalized_by_the_paper_is_a_contribution():
    # "we formalize a metric , NTPOT ."
    words = ["we", "formalize", "a", "metric", ",", "NTPOT", "."]
    doc = make(words, ["PRON", "VERB", "DET", "NOUN", "PUNCT", "PROPN", "PUNCT"], ["PRP", "VBP", "DT", "NN", ",", "NNP", "."],
               ["nsubj", "ROOT", "det", "dobj", "punct", "appos", "punct"], [1, 1, 3, 1, 3, 3, 1],
               spaces=[True, True, True, False, True, False, False],
               lemmas=["we", "formalize", "a", "metric", ",", "ntpot", "."])
    start = doc.text.index("NTPOT")
    cand = Candidate(start, start + 5, "Metric", 0.8, "acronym", "NTPOT")
    assert is_contribution(doc, cand, LEX) == "object of 'formalize'"
    # A task is addressed, never proposed, by the same cue.
    assert is_contribution(doc, Candidate(start, start + 5, "Task", 0.8, "acronym", "NTPOT"), LEX) is None


def _new_metric_doc(subject):
    # "<subject> include a new Rejection-F1 metric ."
    words = [subject, "include", "a", "new", "Rejection", "-", "F1", "metric", "."]
    return make(words, ["PRON", "VERB", "DET", "ADJ", "PROPN", "PUNCT", "PROPN", "NOUN", "PUNCT"],
                ["PRP", "VBP", "DT", "JJ", "NNP", "HYPH", "NNP", "NN", "."],
                ["nsubj", "ROOT", "det", "amod", "compound", "punct", "compound", "dobj", "punct"], [1, 1, 7, 7, 6, 6, 7, 1, 1],
                spaces=[True, True, True, True, False, False, True, False, False])


def test_a_name_introduced_as_new_is_a_contribution_where_the_paper_speaks():
    doc = _new_metric_doc("we")
    start = doc.text.index("Rejection")
    cand = Candidate(start, start + len("Rejection-F1"), "Metric", 0.8, "name-typed", "Rejection-F1")
    assert is_contribution(doc, cand, LEX) == "introduced as new ('a new X')"
    doc = _new_metric_doc("they")
    start = doc.text.index("Rejection")
    assert is_contribution(doc, Candidate(start, start + len("Rejection-F1"), "Metric", 0.8, "name-typed", "Rejection-F1"), LEX) is None


def _presented_doc(container):
    # "A hybrid digital twin <container> is presented ."
    words = ["A", "hybrid", "digital", "twin", container, "is", "presented", "."]
    return make(words, ["DET", "ADJ", "ADJ", "NOUN", "NOUN", "AUX", "VERB", "PUNCT"], ["DT", "JJ", "JJ", "NN", "NN", "VBZ", "VBN", "."],
                ["det", "amod", "amod", "compound", "nsubjpass", "auxpass", "ROOT", "punct"], [4, 4, 4, 4, 6, 6, 6, 6],
                spaces=[True, True, True, True, True, True, False, False],
                lemmas=["a", "hybrid", "digital", "twin", container, "be", "present", "."])


def test_a_described_system_is_the_contribution_of_a_paper_that_names_none():
    from kg.extract.relations import is_described_contribution

    doc = _presented_doc("framework")
    start = doc.text.index("hybrid")
    term = Candidate(start, doc.text.index(" is"), "Method", 0.6, "term", "hybrid digital twin framework")
    assert is_described_contribution(doc, term, LEX) == "object of 'presented', a described system"
    assert is_contribution(doc, term, LEX) is None  # not a name: only the caller's fallback asks
    # The term without a container word after it names a field, not a system.
    doc = _presented_doc("output")
    term = Candidate(start, doc.text.index(" output"), "Method", 0.6, "term", "hybrid digital twin")
    assert is_described_contribution(doc, term, LEX) is None
    # a designed objective of three words or more is described so too: "A hybrid digital twin loss is presented ."
    doc = _presented_doc("loss")
    term = Candidate(start, doc.text.index(" is"), "Method", 0.6, "term", "hybrid digital twin loss")
    assert is_described_contribution(doc, term, LEX) == "object of 'presented', a described system"


def _relations(doc, cands):
    from kg.components import RelationFinder, _group, read_group

    _group(doc, "kg_entities", [(c.start, c.end, c.type, {"confidence": c.confidence, "rule": c.rule}) for c in cands])
    RelationFinder(LEX)(doc)
    return {doc.text[m["start"] : m["end"]]: label for label, m in read_group(doc, "kg_relations")}


def test_relation_finder_takes_a_described_system_only_when_no_name_is_proposed():
    doc = _presented_doc("framework")
    start = doc.text.index("hybrid")
    term = Candidate(start, doc.text.index(" is"), "Method", 0.6, "term", "hybrid digital twin framework")
    assert _relations(doc, [term]) == {"hybrid digital twin framework": "proposes"}
    # "we propose Foo . A hybrid digital twin framework is presented ."
    words = ["we", "propose", "Foo", ".", "A", "hybrid", "digital", "twin", "framework", "is", "presented", "."]
    doc = make(words, ["PRON", "VERB", "PROPN", "PUNCT", "DET", "ADJ", "ADJ", "NOUN", "NOUN", "AUX", "VERB", "PUNCT"],
               ["PRP", "VBP", "NNP", ".", "DT", "JJ", "JJ", "NN", "NN", "VBZ", "VBN", "."],
               ["nsubj", "ROOT", "dobj", "punct", "det", "amod", "amod", "compound", "nsubjpass", "auxpass", "ROOT", "punct"],
               [1, 1, 1, 1, 8, 8, 8, 8, 10, 10, 10, 10],
               spaces=[True, True, False, True, True, True, True, True, True, True, False, False],
               lemmas=["we", "propose", "foo", ".", "a", "hybrid", "digital", "twin", "framework", "be", "present", "."])
    start = doc.text.index("hybrid")
    term = Candidate(start, doc.text.index(" is"), "Method", 0.6, "term", "hybrid digital twin framework")
    name = Candidate(doc.text.index("Foo"), doc.text.index("Foo") + 3, "Method", 0.8, "name-typed", "Foo")
    assert _relations(doc, [name, term]).get("Foo") == "proposes"
    assert _relations(doc, [name, term]).get("hybrid digital twin framework") != "proposes"


def test_a_phrase_headed_by_metric_or_measure_describes_a_metric_without_naming_it():
    doc = make(["a", "running", "fairness", "measure"], ["DET", "VERB", "NOUN", "NOUN"], ["DT", "VBG", "NN", "NN"],
               ["det", "amod", "compound", "ROOT"], [3, 3, 3, 3], lemmas=["a", "run", "fairness", "measure"])
    assert type_term(list(doc), LEX) is None
    # A named one keeps its name, without the kind word.
    doc = make(["Rejection", "-", "F1", "metric"], ["PROPN", "PUNCT", "PROPN", "NOUN"], ["NNP", "HYPH", "NNP", "NN"],
               ["compound", "punct", "compound", "ROOT"], [2, 2, 3, 3], spaces=[False, False, True, False])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Metric" and "".join(t.text_with_ws for t in tokens).strip() == "Rejection-F1"


def test_what_a_thing_is_done_through_is_its_means_not_a_task():
    from kg.extract.terms import is_incidental, term_spans

    # "improving F1 through structural reasoning and spatial refinement"
    words = ["improving", "F1", "through", "structural", "reasoning", "and", "spatial", "refinement"]
    doc = make(words, ["VERB", "PROPN", "ADP", "ADJ", "NOUN", "CCONJ", "ADJ", "NOUN"], ["VBG", "NNP", "IN", "JJ", "NN", "CC", "JJ", "NN"],
               ["ROOT", "dobj", "prep", "amod", "pobj", "cc", "amod", "conj"], [0, 0, 0, 4, 2, 4, 7, 4])
    assert is_incidental([doc[3], doc[4]], LEX) and is_incidental([doc[6], doc[7]], LEX)
    assert [t for _, t in term_spans(doc, LEX)].count("Task") == 0
    # The same phrase after "for" is the task addressed.
    words = ["improving", "F1", "for", "structural", "reasoning"]
    doc = make(words, ["VERB", "PROPN", "ADP", "ADJ", "NOUN"], ["VBG", "NNP", "IN", "JJ", "NN"],
               ["ROOT", "dobj", "prep", "amod", "pobj"], [0, 0, 0, 4, 2])
    assert not is_incidental([doc[3], doc[4]], LEX)
    assert ("structural reasoning", "Task") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # and so is what an evaluation is "of": "a fine-grained evaluation of structural reasoning"
    doc = parsed("a evaluation of structural reasoning", "DT det 1; NN ROOT 1; IN prep 1; JJ amod 4; NN pobj 2")
    assert not is_incidental([doc[3], doc[4]], LEX)
    # "the implementation of constraint generation": a step, no problem
    doc = parsed("a implementation of constraint generation", "DT det 1; NN ROOT 1; IN prep 1; NN compound 4; NN pobj 2")
    assert is_incidental([doc[3], doc[4]], LEX)


def test_what_a_design_avoids_or_no_longer_relies_on_is_no_task():
    from kg.extract.terms import is_incidental

    # "This avoids manual data labeling": the means the design does away with
    doc = parsed("This avoids manual data labeling .", "DT nsubj 1; VBZ ROOT 1; JJ amod 4; NN compound 4; NN dobj 1; . punct 1",
                 lemmas={"avoids": "avoid"})
    assert is_incidental([doc[3], doc[4]], LEX)
    # "eliminates the reliance on extensive human annotation"
    doc = parsed("It eliminates the reliance on extensive human annotation .",
                 "PRP nsubj 1; VBZ ROOT 1; DT det 3; NN dobj 1; IN prep 3; JJ amod 7; JJ amod 7; NN pobj 4; . punct 1",
                 lemmas={"eliminates": "eliminate"})
    assert is_incidental([doc[6], doc[7]], LEX)
    # what an attack bypasses is as often the problem the paper addresses
    doc = parsed("Jailbreaks bypass safety alignment .", "NNS nsubj 1; VBP ROOT 1; NN compound 3; NN dobj 1; . punct 1")
    assert not is_incidental([doc[2], doc[3]], LEX)


def _prep_phrase(head_word, head_pos, head_tag, prep):
    """'<head> <prep> action generation', the head the root."""
    words = [head_word, prep, "action", "generation"]
    return make(words, [head_pos, "ADP", "NOUN", "NOUN"], [head_tag, "IN", "NN", "NN"],
                ["ROOT", "prep", "compound", "pobj"], [0, 0, 3, 1], lemmas=[head_word.lower(), prep, "action", "generation"])


def test_a_circumstance_or_a_part_is_no_task():
    from kg.extract.terms import is_incidental, term_spans

    # "during action generation", "without action generation", "the implementation of action generation"
    for head, pos, tag, prep in (("employed", "VERB", "VBN", "during"), ("works", "VERB", "VBZ", "without"),
                                 ("implementation", "NOUN", "NN", "of"), ("attack", "NOUN", "NN", "with"),
                                 ("stage", "NOUN", "NN", "for"), ("relying", "VERB", "VBG", "on")):
        doc = _prep_phrase(head, pos, tag, prep)
        assert is_incidental([doc[2], doc[3]], LEX), prep
        assert ("action generation", "Task") not in [(s.text, t) for s, t in term_spans(doc, LEX)], prep
    # "the task of X", "struggle with X", "for X": the problem itself.
    for head, pos, tag, prep in (("task", "NOUN", "NN", "of"), ("formulation", "NOUN", "NN", "of"), ("struggle", "VERB", "VB", "with"),
                                 ("framework", "NOUN", "NN", "for"), ("focus", "VERB", "VB", "on")):
        doc = _prep_phrase(head, pos, tag, prep)
        assert not is_incidental([doc[2], doc[3]], LEX), (head, prep)
        assert ("action generation", "Task") in [(s.text, t) for s, t in term_spans(doc, LEX)], (head, prep)


def test_what_a_system_combines_or_exhibits_is_no_task():
    from kg.extract.terms import is_incidental

    # what a thing makes possible is a capability claimed for it ("a framework that enables
    # text-based control"); what a kind of system supports is often the task it is made for
    for verb, lemma, typed in (("combines", "combine", False), ("exhibits", "exhibit", False), ("lacks", "lack", False),
                               ("replaces", "replace", False),
                               ("enables", "enable", False), ("enabling", "enable", False), ("allows", "allow", False),
                               ("improves", "improve", False), ("enhances", "enhance", False),
                               ("offers", "offer", False), ("provides", "provide", False),
                               ("addresses", "address", True), ("performs", "perform", True), ("supports", "support", True)):
        doc = make([verb, "action", "generation"], ["VERB", "NOUN", "NOUN"], ["VBZ", "NN", "NN"],
                   ["ROOT", "compound", "dobj"], [0, 2, 0], lemmas=[lemma, "action", "generation"])
        assert is_incidental([doc[1], doc[2]], LEX) is not typed, verb


def test_noun_chunks_from_arrays_match_spacys_on_a_coordinated_parse():
    from kg.extract.terms import _Parse

    # "we evaluate on memory retrieval and personalization benchmarks ."
    words = ["we", "evaluate", "on", "memory", "retrieval", "and", "personalization", "benchmarks", "."]
    doc = make(words, ["PRON", "VERB", "ADP", "NOUN", "NOUN", "CCONJ", "NOUN", "NOUN", "PUNCT"],
               ["PRP", "VBP", "IN", "NN", "NN", "CC", "NN", "NNS", "."],
               ["nsubj", "ROOT", "prep", "compound", "pobj", "cc", "compound", "conj", "punct"], [1, 1, 1, 4, 2, 4, 7, 4, 1])
    parse = _Parse(doc)
    assert parse.noun_chunks() == [(c.start, c.end) for c in doc.noun_chunks] == [(0, 1), (3, 5), (6, 8)]
    assert parse.left == [t.left_edge.i for t in doc]
    assert parse.pieces(3, 8) == [[3, 4], [6, 7]]


def _tagged(words, tags, spaces=None):
    return Doc(NLP.vocab, words=words, spaces=spaces, tags=tags, sent_starts=[True] + [False] * (len(words) - 1))


def test_a_known_task_keeps_the_modifiers_before_it():
    from kg.extract.candidates import task_modifiers_start

    # "Unsupervised fine-grained image hashing aims ...": "image hashing" is known.
    doc = _tagged(["Unsupervised", "fine", "-", "grained", "image", "hashing", "aims"],
                  ["JJ", "RB", "HYPH", "VBN", "NN", "NN", "VBZ"], [True, False, False, True, True, True, False])
    assert task_modifiers_start(doc, 4, LEX, headline=False) == 0
    # Praise, a determiner, a capitalised name mid-sentence and a lone participle end the modifiers.
    for words, tags, expected in (
        (["the", "efficient", "image", "hashing"], ["DT", "JJ", "NN", "NN"], 2),
        (["with", "Open", "-", "SAT", "image", "hashing"], ["IN", "NNP", "HYPH", "NNP", "NN", "NN"], 4),
        (["has", "enabled", "image", "hashing"], ["VBZ", "VBN", "NN", "NN"], 2),
        (["for", "medical", "image", "hashing"], ["IN", "JJ", "NN", "NN"], 1),
    ):
        spaces = [not (w == "-" or (i + 1 < len(words) and words[i + 1] == "-")) for i, w in enumerate(words)]
        doc = _tagged(words, tags, spaces)
        assert task_modifiers_start(doc, len(words) - 2, LEX, headline=False) == expected, words
    # In a headline capitals are no sign of a name: "for Open-Vocabulary Object Retrieval".
    doc = _tagged(["for", "Open", "-", "Vocabulary", "Object", "Retrieval"], ["IN", "NNP", "HYPH", "NNP", "NNP", "NNP"],
                  [True, False, False, True, True, False])
    assert task_modifiers_start(doc, 5, LEX, headline=True) == 1
    assert task_modifiers_start(doc, 5, LEX, headline=False) == 5
    # a word of effect says what is done to the task, in a headline too: "UniTemp: Unlocking Video Generation in ..."
    doc = _tagged(["Unlocking", "Video", "Generation"], ["NNP", "NNP", "NNP"], [True, True, False])
    assert task_modifiers_start(doc, 1, LEX, headline=True) == 1
    # and so does the verb of a headline's claim, read as a name: "Synthetic Data Help Named Entity Recognition"
    doc = _tagged(["Data", "Help", "Named", "Entity", "Recognition"], ["NNP", "NNP", "NNP", "NNP", "NNP"], [True, True, True, True, False])
    assert task_modifiers_start(doc, 3, LEX, headline=True) == 2
    # a noun the parser gave an object is a verb the tagger missed: "techniques address catastrophic forgetting"
    doc = parsed("merging techniques address catastrophic forgetting", "NN compound 1; NNS nsubj 2; NN ROOT 2; JJ amod 4; NN dobj 2")
    assert task_modifiers_start(doc, 3, LEX, headline=False) == 3
    # a dimension is a modifier though it is no word: "6D pose estimation", "Category-Level 6D Pose Estimation"
    doc = _tagged(["6D", "pose", "estimation"], ["CD", "NN", "NN"], [True, True, False])
    assert task_modifiers_start(doc, 1, LEX, headline=False) == 0
    doc = _tagged(["Category", "-", "Level", "6D", "Pose", "Estimation"], ["NNP", "HYPH", "NNP", "CD", "NNP", "NNP"],
                  [False, False, True, True, True, False])
    assert task_modifiers_start(doc, 4, LEX, headline=True) == 0
    doc = _tagged(["in", "2023", "pose", "estimation"], ["IN", "CD", "NN", "NN"], [True, True, True, False])
    assert task_modifiers_start(doc, 2, LEX, headline=False) == 2  # a year is no dimension


def test_a_known_task_with_modifiers_is_one_task():
    from kg.extract.entities import extract_entities

    doc = _tagged(["Unsupervised", "fine", "-", "grained", "image", "hashing", "aims", "high", "."],
                  ["JJ", "RB", "HYPH", "VBN", "NN", "NN", "VBZ", "JJ", "."], [True, False, False, True, True, True, True, False, False])
    tasks = [c.text for c in extract_entities(doc, LEX, [], []) if c.type == "Task"]
    assert tasks == ["Unsupervised fine-grained image hashing"]


def test_a_chunk_splits_at_a_noun_by_its_suffix_and_at_a_number():
    from kg.extract.name_forms import is_nominal_word
    from kg.extract.terms import _Parse, _pieces, term_spans

    assert is_nominal_word("robustness") and is_nominal_word("fidelity") and not is_nominal_word("cross-modal")
    # "improve robustness and cross-modal fidelity": the tagger calls "robustness" an adjective.
    words = ["improve", "robustness", "and", "cross", "-", "modal", "fidelity"]
    doc = make(words, ["VERB", "ADJ", "CCONJ", "ADJ", "PUNCT", "ADJ", "NOUN"], ["VB", "JJ", "CC", "JJ", "HYPH", "JJ", "NN"],
               ["ROOT", "amod", "cc", "conj", "punct", "amod", "dobj"], [0, 6, 1, 1, 5, 6, 0],
               spaces=[True, True, True, False, False, True, False])
    assert [[t.i for t in p] for p in _pieces(doc[1:7])] == _Parse(doc).pieces(1, 7) == [[1], [3, 4, 5, 6]]
    assert ("cross-modal fidelity", "Metric") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # "cross-modal causal and temporal reasoning": adjectives share the head, one piece.
    words = ["causal", "and", "temporal", "reasoning"]
    doc = make(words, ["ADJ", "CCONJ", "ADJ", "NOUN"], ["JJ", "CC", "JJ", "NN"], ["amod", "cc", "conj", "ROOT"], [3, 0, 0, 3])
    assert _Parse(doc).pieces(0, 4) == [[0, 1, 2, 3]]
    # "a composite metric balancing 60 % regression accuracy", one chunk to the parser.
    words = ["a", "composite", "metric", "balancing", "60", "%", "regression", "accuracy"]
    doc = make(words, ["DET", "ADJ", "ADJ", "VERB", "NUM", "NOUN", "NOUN", "NOUN"], ["DT", "JJ", "JJ", "VBG", "CD", "NN", "NN", "NN"],
               ["det", "amod", "amod", "amod", "nummod", "compound", "compound", "ROOT"], [7, 2, 3, 7, 5, 7, 7, 7],
               spaces=[True, True, True, True, False, True, True, False])
    assert _Parse(doc).pieces(0, 8) == [[t.i for t in p] for p in _pieces(doc[0:8])] == [[0, 1, 2, 3], [4, 5, 6, 7]]
    assert [(s.text, t) for s, t in term_spans(doc, LEX) if t == "Metric"] == [("regression accuracy", "Metric")]


def test_a_kind_acronym_before_a_kind_word_is_no_name():
    # "an LLM agent", "current AI systems": the acronym names a kind of system.
    for word in ("LLM", "AI"):
        doc = make(["an", word, "agent"], ["DET", "PROPN", "NOUN"], ["DT", "NNP", "NN"], ["det", "compound", "ROOT"], [2, 2, 2])
        assert type_term(list(doc), LEX) is None, word
    # A coined name keeps its kind word's type: "the HiPO agent".
    doc = make(["the", "HiPO", "agent"], ["DET", "PROPN", "NOUN"], ["DT", "NNP", "NN"], ["det", "compound", "ROOT"], [2, 2, 2])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Method" and [t.text for t in tokens] == ["HiPO"]


def test_training_of_a_scope_is_a_step_not_a_technique():
    from kg.extract.terms import is_training_scope

    assert is_training_scope(["task-specific"], LEX) and is_training_scope(["multi-stage"], LEX)
    assert is_training_scope(["deep", "neural", "network"], LEX) and is_training_scope(["model"], LEX)
    assert not is_training_scope(["supervised"], LEX) and not is_training_scope(["token-level", "supervised"], LEX)
    # "model training" is no method; "critique training" is.
    for word, typed in (("model", None), ("critique", "Method")):
        doc = make([word, "training"], ["NOUN", "NOUN"], ["NN", "NN"], ["compound", "ROOT"], [1, 1])
        result = type_term(list(doc), LEX)
        assert (result[0] if result else None) == typed, word


def test_british_spellings_read_as_the_lexicon_s_american_ones():
    from kg.extract.lexicon import british_spelling

    assert british_spelling("bayesian optimization") == "bayesian optimisation"
    assert british_spelling("tokenizers") == "tokenisers" and british_spelling("regularization") == "regularisation"
    # only the noun endings after three letters change
    assert british_spelling("size") == "size" and british_spelling("prize") == "prize" and british_spelling("optimize") == "optimize"
    found = known_forms_found("We apply Bayesian optimisation to text summarisation.")
    # (the one-word "summarisation" inside "text summarisation" matches too; the overlap stage keeps the longer)
    assert found == {("Bayesian optimisation", "Method"), ("text summarisation", "Task"), ("summarisation", "Task")}
    # heads and word lists are read in both spellings: "weight regularisation" is typed as "weight regularization" is
    for spelling in ("regularization", "regularisation"):
        doc = make(["weight", spelling], ["NOUN", "NOUN"], ["NN", "NN"], ["compound", "ROOT"], [1, 1])
        assert type_term(list(doc), LEX)[0] == "Method", spelling
    assert "characterisation" in LEX.studied_object_heads and LEX.head_type("tokeniser") == LEX.head_type("tokenizer")
    # a few stems double their "l": "masked language modelling", "pseudo-labelling"; "scaling" never does
    assert british_spelling("masked language modeling") == "masked language modelling"
    assert british_spelling("pseudo-labeled") == "pseudo-labelled" and british_spelling("scaling") == "scaling"
    found = known_forms_found("We continue masked language modelling with pseudo-labelling.")
    assert {("masked language modelling", "Method"), ("pseudo-labelling", "Method")} <= found


def test_a_joined_word_of_training_is_also_read_with_its_hyphen():
    from kg.extract.lexicon import hyphened_training

    assert hyphened_training("continued pretraining") == "continued pre-training"
    assert hyphened_training("instruction finetuning") == "instruction fine-tuning" and hyphened_training("pretext") == "pretext"
    found = known_forms_found("We apply continued pre-training and vision-language pre-training.")
    assert {("continued pre-training", "Method"), ("vision-language pre-training", "Method")} <= found


def test_a_known_name_matches_with_its_hyphen_joined_or_spaced():
    doc = NLP("We compare supervised finetuning with supervised fine tuning and supervised fine-tuning.")
    found = [c.text for c in gazetteer_candidates(doc, LEX, gazetteer_index(LEX))]
    assert found.count("supervised finetuning") == found.count("supervised fine tuning") == found.count("supervised fine-tuning") == 1
    assert gazetteer_index(LEX)["supervised finetuning"] == "Method"
    # a name of three words or more is also written as one hyphenated word;
    # two hyphened words are mostly a modifier ("an instruction-tuning dataset")
    found = known_forms_found("It reduces the time-to-first-token and raises intersection-over-union on an instruction-tuning dataset.")
    assert found == {("time-to-first-token", "Metric"), ("intersection-over-union", "Metric")}
    # and with its last three words or more hyphened behind the rest
    assert ("mean intersection-over-union", "Metric") in known_forms_found("It falls behind in mean intersection-over-union performance.")
    # a definition's long form is looked up hyphened or spaced too ("a video question-answering (QA) benchmark")
    from kg.extract.name_forms import known_type

    assert known_type("question-answering", gazetteer_index(LEX)) == known_type("question answering", gazetteer_index(LEX)) == "Task"


def test_a_known_task_short_form_given_a_value_is_a_measure():
    # "ASR" is both speech recognition and attack success rate in the gazetteer
    doc = NLP("Agents reach an average ASR of 47.1% and ASR = 12 here, while ASR of speech stays hard.")
    types = {}
    for c in gazetteer_candidates(doc, LEX, gazetteer_index(LEX)):
        types.setdefault(c.start, set()).add(c.type)
    assert [types[k] for k in sorted(types)] == [{"Metric"}, {"Metric"}, {"Task", "Metric"}]
    labels = {(c.text, c.type) for c in extract_entities(NLP("Agents reach an average ASR of 47.1%."), LEX, [], [])}
    assert labels == {("ASR", "Metric")}


def test_a_name_right_after_we_propose_is_a_contribution_when_the_parse_breaks():
    from kg.extract.syntax import named_after_verb

    # The parser tags "AgentEA" as punctuation and hangs it off the verb.
    words = ["We", "propose", "AgentEA", ",", "a", "framework", "."]
    doc = make(words, ["PRON", "VERB", "PUNCT", "PUNCT", "DET", "NOUN", "PUNCT"], ["PRP", "VBP", ".", ",", "DT", "NN", "."],
               ["nsubj", "ROOT", "punct", "punct", "det", "dobj", "punct"], [1, 1, 1, 1, 5, 1, 1],
               spaces=[True, True, False, True, True, False, False], lemmas=["we", "propose", "agentea", ",", "a", "framework", "."])
    name = Candidate(doc[2].idx, doc[2].idx + 7, "Method", 0.7, "name-typed", "AgentEA")
    assert named_after_verb(doc[2:3], LEX) and is_contribution(doc, name, LEX)
    # Another party's verb, or a name that goes on into a longer phrase, is not the paper's.
    words = ["They", "propose", "AgentEA", "models", "."]
    doc = make(words, ["PRON", "VERB", "PROPN", "NOUN", "PUNCT"], ["PRP", "VBP", "NNP", "NNS", "."],
               ["nsubj", "ROOT", "compound", "dobj", "punct"], [1, 1, 3, 1, 1], lemmas=["they", "propose", "agentea", "model", "."])
    assert named_after_verb(doc[2:3], LEX) is None
    words = ["We", "propose", "AgentEA", "models", "."]
    doc = make(words, ["PRON", "VERB", "PROPN", "NOUN", "PUNCT"], ["PRP", "VBP", "NNP", "NNS", "."],
               ["nsubj", "ROOT", "compound", "dobj", "punct"], [1, 1, 3, 1, 1], lemmas=["we", "propose", "agentea", "model", "."])
    assert named_after_verb(doc[2:3], LEX) is None


def test_a_noun_in_a_parenthesis_after_a_name_only_glosses_it():
    from kg.extract.name_types import modified_noun

    # "DevEval (developer tasks) and TraceEval (execution prediction) benchmarks"
    words = ["DevEval", "(", "developer", "tasks", ")", "and", "TraceEval", "(", "execution", "prediction", ")", "benchmarks"]
    doc = make(words, ["PROPN", "PUNCT", "NOUN", "NOUN", "PUNCT", "CCONJ", "PROPN", "PUNCT", "NOUN", "NOUN", "PUNCT", "NOUN"],
               ["NNP", "-LRB-", "NN", "NNS", "-RRB-", "CC", "NNP", "-LRB-", "NN", "NN", "-RRB-", "NNS"],
               ["nmod", "punct", "compound", "ROOT", "punct", "cc", "nmod", "punct", "compound", "appos", "punct", "conj"],
               [3, 3, 3, 3, 3, 3, 11, 9, 9, 6, 9, 3])
    assert modified_noun(doc[0:1]) is None
    assert modified_noun(doc[6:7]).text == "benchmarks"
    # Without a parenthesis the name modifies the noun: "RM suitability inference".
    doc = make(["RM", "suitability", "inference"], ["PROPN", "NOUN", "NOUN"], ["NNP", "NN", "NN"],
               ["compound", "compound", "ROOT"], [2, 2, 2])
    assert modified_noun(doc[0:1]).text == "inference"


def test_running_a_model_and_a_property_are_no_tasks():
    # "language model inference", "execution safety": an operation and a property, not research problems
    for words in (["language", "model", "inference"], ["execution", "safety"]):
        doc = make(words, ["NOUN"] * len(words), ["NN"] * len(words), ["compound"] * (len(words) - 1) + ["ROOT"],
                   [len(words) - 1] * len(words))
        assert type_term(list(doc), LEX) is None, words
    # a known task with such a head is still known
    assert gazetteer_index(LEX).get("natural language inference") == "Task"


def test_a_comparative_is_no_part_of_a_task():
    # "keyframe detection" is a task; "earlier detection" compares, and one plain word is left.
    doc = make(["keyframe", "detection"], ["NOUN", "NOUN"], ["NN", "NN"], ["compound", "ROOT"], [1, 1])
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Task" and [t.text for t in tokens] == ["keyframe", "detection"]
    doc = make(["earlier", "detection"], ["ADJ", "NOUN"], ["JJR", "NN"], ["amod", "ROOT"], [1, 1])
    type_, tokens = type_term(list(doc), LEX)
    assert [t.text for t in tokens] == ["detection"]
    from kg.extract.terms import term_spans
    assert term_spans(doc, LEX) == []


def test_a_quality_phrase_is_a_metric_only_where_results_are_reported():
    from kg.extract.measures import reports_results
    from kg.extract.terms import term_spans

    # "agents struggle to integrate character fidelity": motivation, no measure
    words = ["agents", "struggle", "to", "integrate", "character", "fidelity", "."]
    doc = make(words, ["NOUN", "VERB", "PART", "VERB", "NOUN", "NOUN", "PUNCT"], ["NNS", "VBP", "TO", "VB", "NN", "NN", "."],
               ["nsubj", "ROOT", "aux", "xcomp", "compound", "dobj", "punct"], [1, 1, 3, 1, 5, 3, 1],
               lemmas=["agent", "struggle", "to", "integrate", "character", "fidelity", "."])
    assert not reports_results(doc[:], LEX)
    assert [t for _, t in term_spans(doc, LEX)].count("Metric") == 0
    # "the model maintains character fidelity": a result word
    words = ["the", "model", "maintains", "character", "fidelity", "."]
    doc = make(words, ["DET", "NOUN", "VERB", "NOUN", "NOUN", "PUNCT"], ["DT", "NN", "VBZ", "NN", "NN", "."],
               ["det", "nsubj", "ROOT", "compound", "dobj", "punct"], [1, 2, 2, 4, 2, 2],
               lemmas=["the", "model", "maintain", "character", "fidelity", "."])
    assert reports_results(doc[:], LEX)
    assert ("character fidelity", "Metric") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # A comparative or a number reports a result too: "higher character fidelity", "fidelity of 82%".
    for word, tag in (("higher", "JJR"), ("best", "JJS"), ("82%", "CD"), ("3.6x", "NN")):
        doc = make(["with", word, "character", "fidelity"], ["ADP", "ADJ", "NOUN", "NOUN"], ["IN", tag, "NN", "NN"],
                   ["ROOT", "amod", "compound", "pobj"], [0, 3, 3, 0])
        assert reports_results(doc[:], LEX), word
    # A digit inside a name is no number: "Qwen3 struggles".
    doc = make(["Qwen3", "struggles"], ["PROPN", "VERB"], ["NNP", "VBZ"], ["nsubj", "ROOT"], [1, 1],
               lemmas=["Qwen3", "struggle"])
    assert not reports_results(doc[:], LEX)
    # A verb of reporting reports: "reporting retrieval accuracy"; the noun, "radiology reports", names a text
    doc = make(["and", "reporting", "retrieval", "accuracy"], ["CCONJ", "VERB", "NOUN", "NOUN"], ["CC", "VBG", "NN", "NN"],
               ["cc", "ROOT", "compound", "dobj"], [1, 1, 3, 1], lemmas=["and", "report", "retrieval", "accuracy"])
    assert reports_results(doc[:], LEX)
    doc = make(["radiology", "reports", "need", "accuracy"], ["NOUN", "NOUN", "VERB", "NOUN"], ["NN", "NNS", "VBP", "NN"],
               ["compound", "nsubj", "ROOT", "dobj"], [1, 2, 2, 2], lemmas=["radiology", "report", "need", "accuracy"])
    assert not reports_results(doc[:], LEX)


def test_a_title_case_term_in_running_text_is_a_coined_name_and_can_be_a_contribution():
    from kg.extract.relations import is_coined_term

    def introduce(phrase):
        # "we introduce <phrase> for the control of the layout ."
        words = ["we", "introduce", *phrase, "for", "the", "control", "of", "the", "layout", "."]
        return make(words, ["PRON", "VERB", "ADV", "VERB", "NOUN", "ADP", "DET", "NOUN", "ADP", "DET", "NOUN", "PUNCT"],
                    ["PRP", "VBP", "RB", "VBN", "NN", "IN", "DT", "NN", "IN", "DT", "NN", "."],
                    ["nsubj", "ROOT", "advmod", "amod", "dobj", "prep", "det", "pobj", "prep", "det", "pobj", "punct"],
                    [1, 1, 3, 4, 1, 1, 7, 5, 7, 10, 8, 1],
                    spaces=[True] * 10 + [False, False],
                    lemmas=["we", "introduce", "spatially", "gate", "attention", "for", "the", "control", "of", "the", "layout", "."])

    doc = introduce(["Spatially", "Gated", "Attention"])
    assert is_coined_term(doc[2:5], LEX)
    assert is_contribution(doc, Candidate(13, 38, "Method", 0.6, "term", "Spatially Gated Attention"), LEX) == "object of 'introduce'"
    # The same phrase in lower case is the field, not a coinage.
    doc = introduce(["spatially", "gated", "attention"])
    assert not is_coined_term(doc[2:5], LEX)
    assert is_contribution(doc, Candidate(13, 38, "Method", 0.6, "term", "spatially gated attention"), LEX) is None
    # Capitals at the start of a sentence come from the position.
    words = ["Gated", "Attention", "helps", "."]
    doc = make(words, ["VERB", "NOUN", "VERB", "PUNCT"], ["VBN", "NN", "VBZ", "."], ["amod", "nsubj", "ROOT", "punct"], [1, 2, 2, 2])
    assert not is_coined_term(doc[0:2], LEX)


def test_a_name_apposed_to_our_noun_is_the_papers_own():
    from kg.extract.syntax import named_as_ours

    # "our model , FooNet , wins ."
    words = ["our", "model", ",", "FooNet", ",", "wins", "."]
    doc = make(words, ["PRON", "NOUN", "PUNCT", "PROPN", "PUNCT", "VERB", "PUNCT"], ["PRP$", "NN", ",", "NNP", ",", "VBZ", "."],
               ["poss", "nsubj", "punct", "appos", "punct", "ROOT", "punct"], [1, 5, 1, 1, 1, 5, 5],
               spaces=[True, False, True, False, True, False, False])
    assert named_as_ours(doc[3:4], LEX) == "apposed to 'our model'"
    assert is_contribution(doc, Candidate(11, 17, "Method", 0.7, "name-typed", "FooNet"), LEX) == "apposed to 'our model'"
    # "FooNet , our framework , wins ."
    words = ["FooNet", ",", "our", "framework", ",", "wins", "."]
    doc = make(words, ["PROPN", "PUNCT", "PRON", "NOUN", "PUNCT", "VERB", "PUNCT"], ["NNP", ",", "PRP$", "NN", ",", "VBZ", "."],
               ["nsubj", "punct", "poss", "appos", "punct", "ROOT", "punct"], [5, 0, 3, 0, 0, 5, 5],
               spaces=[False, True, True, False, True, False, False])
    assert named_as_ours(doc[0:1], LEX) == "apposed to 'our framework'"
    # "our results on FooBench": the paper owns the results, not the benchmark.
    words = ["our", "results", "on", "FooBench", "."]
    doc = make(words, ["PRON", "NOUN", "ADP", "PROPN", "PUNCT"], ["PRP$", "NNS", "IN", "NNP", "."],
               ["poss", "ROOT", "prep", "pobj", "punct"], [1, 1, 1, 2, 1])
    assert named_as_ours(doc[3:4], LEX) is None
    # "in our comparison ( ROC-AUC 0.682 )": a measure beside an activity, no name of it
    words = ["in", "our", "comparison", "(", "ROC-AUC", "0.682", ")"]
    doc = make(words, ["ADP", "PRON", "NOUN", "PUNCT", "PROPN", "NUM", "PUNCT"], ["IN", "PRP$", "NN", "-LRB-", "NNP", "CD", "-RRB-"],
               ["ROOT", "poss", "pobj", "punct", "appos", "nummod", "punct"], [0, 2, 0, 4, 2, 4, 4],
               spaces=[True, True, True, False, True, False, False])
    assert named_as_ours(doc[4:5], LEX) is None
    # a realisation of the paper's idea names its system: "our primary instantiation , LIT-LoRA ,"
    words = ["our", "primary", "instantiation", ",", "LIT-LoRA", ","]
    doc = make(words, ["PRON", "ADJ", "NOUN", "PUNCT", "PROPN", "PUNCT"], ["PRP$", "JJ", "NN", ",", "NNP", ","],
               ["poss", "amod", "ROOT", "punct", "appos", "punct"], [2, 2, 2, 2, 2, 2],
               spaces=[True, True, False, True, False, False])
    assert named_as_ours(doc[4:5], LEX) == "apposed to 'our instantiation'"
    # the authors' earlier work, which the paper extends: "our previous work , DrVoice ,", "our earlier FooNet model"
    words = ["our", "previous", "work", ",", "DrVoice", ","]
    doc = make(words, ["PRON", "ADJ", "NOUN", "PUNCT", "PROPN", "PUNCT"], ["PRP$", "JJ", "NN", ",", "NNP", ","],
               ["poss", "amod", "ROOT", "punct", "appos", "punct"], [2, 2, 2, 2, 2, 2],
               spaces=[True, True, False, True, False, False])
    assert named_as_ours(doc[4:5], LEX) is None
    words = ["our", "earlier", "FooNet", "model", "."]
    doc = make(words, ["PRON", "ADJ", "PROPN", "NOUN", "PUNCT"], ["PRP$", "JJR", "NNP", "NN", "."],
               ["poss", "amod", "compound", "ROOT", "punct"], [3, 3, 3, 3, 3])
    assert named_as_ours(doc[2:4], LEX) is None
    assert named_as_ours(make(["our", "FooNet", "model"], ["PRON", "PROPN", "NOUN"], ["PRP$", "NNP", "NN"],
                              ["poss", "compound", "ROOT"], [2, 2, 2])[1:3], LEX) == "called the paper's own ('our X')"


def test_a_coined_acronym_opening_a_term_makes_it_a_name():
    from kg.extract.relations import is_coined_term

    # "In this paper we propose MVIG attack , a novel framework ."
    words = ["In", "this", "paper", "we", "propose", "MVIG", "attack", ",", "a", "novel", "framework", "."]
    doc = make(words, ["ADP", "DET", "NOUN", "PRON", "VERB", "PROPN", "NOUN", "PUNCT", "DET", "ADJ", "NOUN", "PUNCT"],
               ["IN", "DT", "NN", "PRP", "VBP", "NNP", "NN", ",", "DT", "JJ", "NN", "."],
               ["prep", "det", "pobj", "nsubj", "ROOT", "compound", "dobj", "punct", "det", "amod", "appos", "punct"],
               [4, 2, 0, 4, 4, 6, 4, 6, 10, 10, 6, 4],
               spaces=[True, True, True, True, True, True, False, True, True, True, False, False],
               lemmas=["in", "this", "paper", "we", "propose", "mvig", "attack", ",", "a", "novel", "framework", "."])
    assert is_coined_term(doc[5:7], LEX)
    start = doc[5].idx
    assert is_contribution(doc, Candidate(start, doc[6].idx + 6, "Method", 0.6, "term", "MVIG attack"), LEX) == "object of 'propose'"
    # A known name or a kind word first coins nothing: "GRPO training", "LLM agents".
    for first in ("GRPO", "LLM"):
        words2 = ["we", "propose", first, "training", "for", "the", "task", "of", "parsing", "text", "."]
        doc2 = make(words2, ["PRON", "VERB", "PROPN", "NOUN", "ADP", "DET", "NOUN", "ADP", "NOUN", "NOUN", "PUNCT"],
                    ["PRP", "VBP", "NNP", "NN", "IN", "DT", "NN", "IN", "NN", "NN", "."],
                    ["nsubj", "ROOT", "compound", "dobj", "prep", "det", "pobj", "prep", "compound", "pobj", "punct"],
                    [1, 1, 3, 1, 3, 6, 4, 6, 9, 7, 1], spaces=[True] * 9 + [False, False])
        assert not is_coined_term(doc2[2:4], LEX), first


def test_a_compound_of_linked_words_is_headed_by_no_part():
    from kg.extract.terms import type_term

    # "plug-and-play": "play" heads nothing here
    words = ["plug", "-", "and", "-", "play"]
    doc = make(words, ["NOUN", "PUNCT", "CCONJ", "PUNCT", "NOUN"], ["NN", "HYPH", "CC", "HYPH", "NN"],
               ["compound", "punct", "cc", "punct", "ROOT"], [4, 4, 4, 4, 4], spaces=[False] * 5)
    assert type_term(list(doc), LEX) is None
    words = ["self", "-", "play"]
    doc = make(words, ["NOUN", "PUNCT", "NOUN"], ["NN", "HYPH", "NN"], ["compound", "punct", "ROOT"], [2, 2, 2], spaces=[False] * 3)
    assert type_term(list(doc), LEX)[0] == "Method"


def test_a_name_given_by_denote_is_a_contribution():
    # "We denote this approach FooNet ."
    words = ["We", "denote", "this", "approach", "FooNet", "."]
    doc = make(words, ["PRON", "VERB", "DET", "NOUN", "PROPN", "PUNCT"], ["PRP", "VBP", "DT", "NN", "NNP", "."],
               ["nsubj", "ROOT", "det", "dobj", "oprd", "punct"], [1, 1, 3, 1, 1, 1],
               spaces=[True, True, True, True, False, False], lemmas=["we", "denote", "this", "approach", "foonet", "."])
    assert is_contribution(doc, Candidate(doc[4].idx, doc[4].idx + 6, "Method", 0.8, "name-typed", "FooNet"), LEX) == "named by 'denote'"


def test_a_name_the_presented_system_is_with_is_part_of_the_contribution():
    from kg.extract.syntax import part_of_presented

    def present(subject):
        # "<subject> present an architecture with Modality Dropout ."
        words = [subject, "present", "an", "architecture", "with", "Modality", "Dropout", "."]
        return make(words, ["PRON", "VERB", "DET", "NOUN", "ADP", "PROPN", "PROPN", "PUNCT"], ["PRP", "VBP", "DT", "NN", "IN", "NNP", "NNP", "."],
                    ["nsubj", "ROOT", "det", "dobj", "prep", "compound", "pobj", "punct"], [1, 1, 3, 1, 3, 6, 4, 1],
                    spaces=[True, True, True, True, True, True, False, False], lemmas=[w.lower() for w in words])

    assert part_of_presented(present("we")[5:7], LEX)
    # Someone else's architecture "with" a part is theirs.
    assert part_of_presented(present("they")[5:7], LEX) is None
    # a participle of having parts lists them: "we introduce a recipe featuring Logit Projection"; one of use names a means
    for verb, lemma, part in (("featuring", "feature", True), ("comprising", "comprise", True), ("using", "use", False)):
        doc = parsed(f"we introduce a recipe {verb} Logit Projection .", "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; VBG acl 3; NNP compound 6; NNP dobj 4; . punct 1",
                     lemmas={"introduce": "introduce", verb: lemma})
        assert bool(part_of_presented(doc[5:7], LEX)) is part, verb


def test_a_list_marker_is_no_part_of_a_term():
    from kg.extract.terms import term_spans

    # "( 3 ) a cross-band covariance penalty"
    words = ["(", "3", ")", "a", "cross", "-", "band", "covariance", "penalty"]
    doc = make(words, ["PUNCT", "X", "PUNCT", "DET", "ADJ", "ADJ", "ADJ", "NOUN", "NOUN"], ["-LRB-", "LS", "-RRB-", "DT", "JJ", "JJ", "JJ", "NN", "NN"],
               ["punct", "meta", "punct", "det", "amod", "amod", "amod", "compound", "ROOT"], [8, 8, 1, 8, 8, 8, 7, 8, 8],
               spaces=[False, False, True, True, False, False, True, True, False])
    assert ("cross-band covariance penalty", "Method") in [(s.text, t) for s, t in term_spans(doc, LEX)]


def test_a_list_item_the_parser_hung_on_a_prepositions_noun_is_an_item_of_the_list():
    from kg.extract.syntax import contribution_path, describes_another
    from kg.extract.terms import term_spans

    # "we design a motion representation for video, an audio alignment module, and a flow matching scheme":
    # the parser makes "module" an appositive of "video", and "scheme" its conjunct
    parse = ("PRP nsubj 1; VBP ROOT 1; DT det 4; NN compound 4; NN dobj 1; IN prep 4; NN pobj 5; , punct 6; "
             "DT det 11; NN compound 10; NN compound 11; NN appos 6; , punct 11; CC cc 11; DT det 17; NN compound 16; "
             "NN compound 17; NN conj 11; . punct 1")
    text = "we design a motion representation for video , an audio alignment module , and a flow matching scheme ."
    doc = parsed(text, parse)
    assert not describes_another(doc[9:12])
    assert contribution_path(doc[9:12], LEX) == "object of 'design'"
    assert contribution_path(doc[15:18], LEX) == "object of 'design'"
    assert ("audio alignment module", "Method") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # with no list after it, the appositive says what the noun is
    doc = parsed("we design a motion representation for video , an audio alignment module .",
                 "PRP nsubj 1; VBP ROOT 1; DT det 4; NN compound 4; NN dobj 1; IN prep 4; NN pobj 5; , punct 6; "
                 "DT det 11; NN compound 10; NN compound 11; NN appos 6; . punct 1")
    assert describes_another(doc[9:12]) and contribution_path(doc[9:12], LEX) is None
    assert "audio alignment module" not in [s.text for s, _ in term_spans(doc, LEX)]
    # and so it does after a name: "... for DiffNet, an audio alignment module, and ..."
    doc = parsed(text.replace("video", "DiffNet"), parse.replace("NN pobj 5", "NNP pobj 5"))
    assert describes_another(doc[9:12])


def test_a_phrase_the_text_calls_a_task_is_a_task_whatever_its_head():
    from kg.extract.cued_phrases import said_to_be_tasks

    BE = {"is": "be", "are": "be"}
    # "Video deduplication is a critical task ." ("deduplication" types nothing by itself)
    doc = parsed("Video deduplication is a critical task .", "NN compound 1; NN nsubj 2; VBZ ROOT 2; DT det 5; JJ amod 5; NN attr 2; . punct 2",
                 lemmas=BE)
    assert [s.text for s in said_to_be_tasks(doc, LEX)] == ["Video deduplication"]
    # "making large-scale video deduplication a critical task": the praise goes, the task stays
    doc = parsed("making large-scale video deduplication a critical task .",
                 "VBG ROOT 0; JJ amod 3; HYPH punct 3; NN compound 5; NN compound 5; NN nsubj 8; DT det 8; JJ amod 8; NN dobj 0; . punct 0")
    assert [s.text for s in said_to_be_tasks(doc, LEX)] == ["video deduplication"]
    # "Exposure correction still faces two critical challenges: ...": a problem the field works on
    face = "NN compound 1; NN nsubj 3; RB advmod 3; VBZ ROOT 3; CD nummod 6; JJ amod 6; NNS dobj 3; . punct 3"
    doc = parsed("Exposure correction still faces two critical challenges .", face,
                 lemmas={"faces": "face", "challenges": "challenge"})
    assert [s.text for s in said_to_be_tasks(doc, LEX)] == ["Exposure correction"]
    # a field faces them too: "Affective computing still faces two critical challenges"
    doc = parsed("Affective computing still faces two critical challenges .", face.replace("NN compound 1", "JJ amod 1", 1),
                 lemmas={"faces": "face", "challenges": "challenge"})
    assert said_to_be_tasks(doc, LEX) == []
    # "We address the task of video chaptering ."
    doc = parsed("We address the task of video chaptering .", "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NN compound 6; NN pobj 4; . punct 1")
    assert [s.text for s in said_to_be_tasks(doc, LEX)] == ["video chaptering"]
    assert ("video chaptering", "Task") in [(c.text, c.type) for c in extract_entities(doc, LEX, [], [])]
    # no task: one word, a plural, a phrase with its own determiner, a phrase the parser cut short
    for text, parse in [
        ("Deduplication is a critical task .", "NN nsubj 1; VBZ ROOT 1; DT det 4; JJ amod 4; NN attr 1; . punct 1"),
        ("Labelled samples are a scarce task .", "JJ amod 1; NNS nsubj 2; VBP ROOT 2; DT det 5; JJ amod 5; NN attr 2; . punct 2"),
        ("The primary goal is a downstream task .", "DT det 2; JJ amod 2; NN nsubj 3; VBZ ROOT 3; DT det 6; JJ amod 6; NN attr 3; . punct 3"),
        ("We introduce the task of human motion unlearning .",
         "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; JJ amod 6; NN pobj 4; JJ amod 6; . punct 1"),
    ]:
        assert said_to_be_tasks(parsed(text, parse, lemmas=BE), LEX) == [], text
    # what the sentence calls a problem is as often a phenomenon ("the problem of class imbalance")
    doc = parsed("We address the problem of video chaptering .", "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NN compound 6; NN pobj 4; . punct 1")
    assert said_to_be_tasks(doc, LEX) == []
    # "Cloud removal aims to recover clear images .": a sentence that opens by defining its task
    AIM = {"aims": "aim", "recover": "recover"}
    doc = parsed("Cloud removal aims to recover clear images .", "NN compound 1; NN nsubj 2; VBZ ROOT 2; TO aux 4; VB xcomp 2; JJ amod 6; NNS dobj 4; . punct 2",
                 lemmas=AIM)
    assert [s.text for s in said_to_be_tasks(doc, LEX)] == ["Cloud removal"]
    # not mid-sentence, nor what the paper aims at ("This work aims to ...")
    doc = parsed("Thus cloud removal aims to recover images .", "RB advmod 3; NN compound 2; NN nsubj 3; VBZ ROOT 3; TO aux 5; VB xcomp 3; NNS dobj 5; . punct 3",
                 lemmas=AIM)
    assert said_to_be_tasks(doc, LEX) == []
    doc = parsed("This work aims to recover images .", "DT det 1; NN nsubj 2; VBZ ROOT 2; TO aux 4; VB xcomp 2; NNS dobj 4; . punct 2", lemmas=AIM)
    assert said_to_be_tasks(doc, LEX) == []


def test_a_name_the_paper_trains_beside_an_indefinite_kind_is_its_own_model():
    from kg.extract.syntax import contribution_path

    # "we train PACER , a counseling model ."
    doc = parsed("we train PACER , a counseling model .", "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 6; NN compound 6; NN appos 2; . punct 1")
    assert contribution_path(doc[2:3], LEX) == "trained as new ('train X, a ...')"
    # "we train a user model , CustomerLM , with SFT ."
    doc = parsed("we train a user model , CustomerLM , with SFT .",
                 "PRP nsubj 1; VBP ROOT 1; DT det 4; NN compound 4; NN dobj 1; , punct 4; NNP appos 4; , punct 4; IN prep 1; NNP pobj 8; . punct 1")
    assert contribution_path(doc[6:7], LEX) is not None
    # someone's model: no apposition, or a known family, or a verb above the training verb
    doc = parsed("we train PACER on data .", "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; IN prep 1; NNS pobj 3; . punct 1")
    assert contribution_path(doc[2:3], LEX) is None
    doc = parsed("we finetune an open VLM , Qwen7B , here .",
                 "PRP nsubj 1; VBP ROOT 1; DT det 4; JJ amod 4; NN dobj 1; , punct 4; NNP appos 4; , punct 4; RB advmod 1; . punct 1")
    assert contribution_path(doc[6:7], LEX) is None
    doc = parsed("we finetune an open VLM , FooLM , here .",
                 "PRP nsubj 1; VBP ROOT 1; DT det 4; JJ amod 4; NN dobj 1; , punct 4; NNP appos 4; , punct 4; RB advmod 1; . punct 1")
    assert contribution_path(doc[6:7], LEX) is not None
    doc = parsed("we propose to train PACER .", "PRP nsubj 1; VBP ROOT 1; TO aux 3; VB xcomp 1; NNP dobj 3; . punct 1")
    assert contribution_path(doc[4:5], LEX) is None


def test_the_papers_own_verb_of_naming_names_its_contribution():
    from kg.extract.syntax import contribution_path

    # "call", "term", "name" with "we" as subject, the name their complement
    doc = parsed("The method , which we call S0 tuning , optimizes layers .",
                 "DT det 1; NN nsubj 9; , punct 1; WDT dobj 5; PRP nsubj 5; VBP relcl 1; NNP compound 7; NN oprd 5; "
                 ", punct 1; VBZ ROOT 9; NNS dobj 9; . punct 9")
    assert contribution_path(doc[6:8], LEX) == "named by 'call'"
    # "we then call for a new framework" asks for one; "they call" is not the paper
    doc = parsed("we then call for a new Framework .", "PRP nsubj 2; RB advmod 2; VBP ROOT 2; IN prep 2; DT det 6; JJ amod 6; NNP pobj 3; . punct 2")
    assert contribution_path(doc[6:7], LEX) is None
    doc = parsed("They call this setup GuideDPO .", "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; NNP oprd 1; . punct 1")
    assert contribution_path(doc[4:5], LEX) is None
    # a finding the paper names is no contribution: "we call this phenomenon X"
    doc = parsed("We call this phenomenon VaguePerception .", "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; NNP oprd 1; . punct 1")
    assert contribution_path(doc[4:5], LEX) is None
    doc = parsed("We call this phenomenon VaguePerception .", "PRP nsubj 1; VBP ROOT 1; DT det 4; NN compound 4; NNP oprd 1; . punct 1")
    assert contribution_path(doc[4:5], LEX) is None
    doc = parsed("We call this setup GuideDPO .", "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; NNP oprd 1; . punct 1")
    assert contribution_path(doc[4:5], LEX) == "named by 'call'"
    # "we identify a critical bottleneck, termed StructDrift": a finding named, no contribution and no entity;
    # "we propose a scaling law called ShapleyLaw" puts it forward
    for verb, lemma, named in (("identify", "identify", False), ("propose", "propose", True)):
        doc = parsed(f"We {verb} a bottleneck , termed StructDrift .",
                     "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; , punct 1; VBD conj 1; NNP oprd 5; . punct 1",
                     lemmas={verb: lemma, "termed": "term"})
        assert (contribution_path(doc[6:7], LEX) is not None) is named, verb
        assert ("StructDrift" in {c.text for c in extract_entities(doc, LEX, [], [])}) is named, verb
    # "referred to as X" and "which we refer to as X" name through their "as"
    doc = parsed("a setup we refer to as GuideDPO .", "DT det 1; NN ROOT 1; PRP nsubj 3; VBP relcl 1; IN prep 3; IN prep 3; NNP pobj 5; . punct 1")
    assert contribution_path(doc[6:7], LEX) == "named by 'refer'"
    # "the explanations referred to averaging ratings" names nothing
    doc = parsed("the explanations referred to averaging Ratings .", "DT det 1; NNS nsubj 2; VBD ROOT 2; IN prep 2; VBG pcomp 3; NNP dobj 4; . punct 2",
                 lemmas={"referred": "refer"})
    assert contribution_path(doc[5:6], LEX) is None


def test_a_class_short_form_is_no_contribution_however_it_is_attached():
    # the parser set "large language models (LLMs)" beside the proposed system as its appositive
    text = "This paper proposes MindX , an experimental system that leverages RAG , large language models ( LLMs ) , and techniques ."
    doc = parsed(text, "DT det 1; NN nsubj 2; VBZ ROOT 2; NNP dobj 2; , punct 3; DT det 7; JJ amod 7; NN appos 3; WDT nsubj 9; "
                       "VBZ relcl 7; NNP dobj 9; , punct 3; JJ amod 14; NN compound 14; NNS appos 3; -LRB- punct 14; NNPS appos 14; "
                       "-RRB- punct 14; , punct 3; CC cc 2; NNS conj 2; . punct 2",
                 lemmas={"proposes": "propose", "models": "model"})
    found = {(c.text, c.type) for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert not any("language models" in t or t == "LLMs" for t, _ in found), found


def test_sensitivity_and_specificity_are_metrics_only_where_scored():
    def metrics(doc):
        return [c.text for c in extract_entities(doc, LEX, [], []) if c.type == "Metric"]

    doc = parsed("We report accuracy , sensitivity , and specificity .",
                 "PRP nsubj 1; VBP ROOT 1; NN dobj 1; , punct 2; NN conj 2; , punct 4; CC cc 4; NN conj 4; . punct 1")
    assert metrics(doc) == ["accuracy", "sensitivity", "specificity"]
    doc = parsed("It reached a sensitivity of 91 % .", "PRP nsubj 1; VBD ROOT 1; DT det 3; NN dobj 1; IN prep 3; CD nummod 6; NN pobj 4; . punct 1")
    assert metrics(doc) == ["sensitivity"]
    # a score before it, which the parser hangs on it as a compound: "94.86% sensitivity"
    doc = parsed("It reached 94.86 % sensitivity .", "PRP nsubj 1; VBD ROOT 1; CD nummod 3; NN compound 4; NN dobj 1; . punct 1")
    assert metrics(doc) == ["sensitivity"]
    doc = parsed("It has 20 sensitivity levels .", "PRP nsubj 1; VBZ ROOT 1; CD nummod 4; NN compound 4; NNS dobj 1; . punct 1")
    assert metrics(doc) == []
    # a property of something else: "sensitivity to noise", "prompt sensitivity", "a sensitivity analysis"
    doc = parsed("It shows sensitivity to noise and prompt sensitivity .",
                 "PRP nsubj 1; VBZ ROOT 1; NN dobj 1; IN prep 2; NN pobj 3; CC cc 2; NN compound 7; NN conj 2; . punct 1")
    assert metrics(doc) == []
    doc = parsed("We run a sensitivity analysis with accuracy .", "PRP nsubj 1; VBP ROOT 1; DT det 4; NN compound 4; NN dobj 1; IN prep 4; NN pobj 5; . punct 1")
    assert metrics(doc) == ["accuracy"]


def test_a_tier_word_continues_a_name_across_a_sentence_start_the_parser_put_there():
    from kg.extract.name_spans import name_spans

    # the parser started a sentence at "Pro" in "surpassing GPT-5.4 Pro (18.5%)"
    doc = parsed("surpassing GPT-5.4 Pro ( 18.5 % ) .",
                 "VBG ROOT 0; NNP dobj 0; NNP ROOT 2; -LRB- punct 2; CD nummod 5; NN appos 2; -RRB- punct 2; . punct 2")
    assert doc[2].is_sent_start
    assert "GPT-5.4 Pro" in [s.text for s in name_spans(doc, LEX)]


def test_a_measure_at_a_threshold_is_no_e_mail_address():
    from kg.extract.name_spans import name_spans

    # "+14.7 PCK@0.1 on SPair ." : spaCy reads "PCK@0.1" as an e-mail address
    doc = parsed("+14.7 PCK@0.1 on SPair .", "CD nummod 1; NNP ROOT 1; IN prep 1; NNP pobj 2; . punct 1")
    assert doc[1].like_email
    assert "PCK@0.1" in [s.text for s in name_spans(doc, LEX)]
    assert {c.text: c.type for c in extract_entities(doc, LEX, [], [])}.get("PCK@0.1") == "Metric"
    # and in scientific notation, "TAR@1e-4", a measure by its form
    from kg.extract.name_forms import suffix_type

    assert suffix_type("TAR@1e-4") == "Metric" and suffix_type("TPR@0.1") == "Metric"
    # an address stays none: "mail john@mit.edu ."
    doc = parsed("mail john@mit.edu .", "VB ROOT 0; NN dobj 0; . punct 0")
    assert "john@mit.edu" not in [s.text for s in name_spans(doc, LEX)]


def test_a_lower_case_tier_word_continues_a_model_name():
    from kg.extract.name_spans import name_spans

    # "GPT-5.4 mini and GPT-5.4 nano reach 79.2 % ."
    doc = parsed("GPT-5.4 mini and GPT-5.4 nano reach 79.2 % .",
                 "NNP compound 1; NN nsubj 5; CC cc 1; NNP compound 4; NN conj 1; VBP ROOT 5; CD nummod 7; NN dobj 5; . punct 5")
    assert {"GPT-5.4 mini", "GPT-5.4 nano"} <= {s.text for s in name_spans(doc, LEX)}


def test_a_short_form_the_text_defines_otherwise_is_not_the_known_one():
    from kg.extract.candidates import is_redefined

    found = {c.text for c in extract_entities(NLP("Agents play first-person shooter (FPS) games. FPS games are hard."), LEX,
                                              find_abbreviations("Agents play first-person shooter (FPS) games. FPS games are hard."), [])}
    assert "FPS" not in found
    text = "The detector runs at 30 FPS."
    assert "FPS" in found_in(text)
    # the known thing spelled another way is the known thing
    (ap,) = find_abbreviations("against attack presentations (AP) here")
    (sdf,) = find_abbreviations("a signed distance field (SDF) here")
    assert is_redefined(ap, LEX) and not is_redefined(sdf, LEX)


def test_a_description_of_unnamed_data_is_no_entity():
    # "an in-house MRI dataset", "the first multi-game FPS dataset": data without a name
    doc = parsed("We train on an in - house MRI dataset .",
                 "PRP nsubj 1; VBP ROOT 1; IN prep 1; DT det 8; IN amod 6; HYPH punct 6; NN amod 8; NNP compound 8; NN pobj 2; . punct 1")
    assert [c for c in extract_entities(doc, LEX, [], []) if c.type in ("Dataset", "Benchmark")] == []
    doc = parsed("We train on the OpenHouse MRI dataset .",
                 "PRP nsubj 1; VBP ROOT 1; IN prep 1; DT det 6; NNP compound 6; NNP compound 6; NN pobj 2; . punct 1")
    assert [c.type for c in extract_entities(doc, LEX, [], [])] == ["Dataset"]


def test_a_lower_case_definition_the_paper_introduces_is_its_own():
    text = "We introduce generalized function - correcting partition codes ( GFCPCs ) that protect partitions ."
    doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; JJ amod 7; NN npadvmod 5; HYPH punct 5; VBG amod 7; NN compound 7; NNS dobj 1; "
                       "-LRB- punct 7; NNP appos 7; -RRB- punct 7; WDT nsubj 12; VBP relcl 7; NNS dobj 12; . punct 1",
                 lemmas={"codes": "code", "partitions": "partition"})
    found = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert found.get("GFCPCs") == "Method", found
    # a number counts items: "we curate 402 multiple-choice questions (MCQs)" is data, no technique
    text = "We curate 402 multiple - choice questions ( MCQs ) ."
    doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; CD nummod 6; JJ amod 5; HYPH punct 5; NN compound 6; NNS dobj 1; -LRB- punct 6; "
                       "NNP appos 6; -RRB- punct 6; . punct 1", lemmas={"questions": "question"})
    assert "MCQs" not in {c.text for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}


def test_a_model_that_made_the_data_is_used_in_its_compound():
    doc = NLP("We add GPT-4-generated responses and GPT-4o-annotated labels.")
    found = {c.text: c.type for c in extract_entities(doc, LEX, [], [])}
    assert found == {"GPT-4": "Model", "GPT-4o": "Model"}, found


def test_a_benchmark_named_among_tasks_keeps_its_own_ending():
    doc = parsed("Experiments on agentic tasks , including ALFWorld , WebShop , and Search-QA , show gains .",
                 "NNS nsubj 15; IN prep 0; JJ amod 3; NNS pobj 1; , punct 3; VBG prep 3; NNP pobj 5; , punct 6; NNP conj 6; "
                 ", punct 8; CC cc 8; NNP compound 13; HYPH punct 13; NNP conj 8; , punct 15; VBP ROOT 15; NNS dobj 15; . punct 15",
                 lemmas={"tasks": "task", "Experiments": "experiment"})
    found = {c.text: c.type for c in extract_entities(doc, LEX, [], [])}
    assert found.get("Search-QA") == "Benchmark", found


def test_a_headline_names_the_task_it_is_for():
    from kg.extract.cued_phrases import headline_purpose_tasks

    def tasks(title):
        return [c.text for c in headline_purpose_tasks(NLP(title), LEX)]

    assert tasks("Set-Inclusive Uncertainty Modeling for Robust Brain Tumor Segmentation") == ["Brain Tumor Segmentation"]
    assert tasks("Cognitive Mismatch in Language Models for Discrete Symbol Understanding") == ["Discrete Symbol Understanding"]
    assert tasks("A Benchmark for Evaluating Structured Knowledge Understanding") == ["Structured Knowledge Understanding"]
    # the phrase ends at a preposition; one word, or a head that is no task, names none
    assert tasks("Efficient Methods for Face Forgery Detection via Frequency Cues") == ["Face Forgery Detection"]
    # a dimension written in digits and a capital opens the phrase: "for 4D Reconstruction from ..."
    assert tasks("Gaussian Sequences with Multi-Scale Dynamics for 4D Reconstruction from Monocular Videos") == ["4D Reconstruction"]
    assert tasks("A Framework for 6DoF Pose Estimation of Unseen Moving Objects") == ["6DoF Pose Estimation"]
    assert tasks("Skill-Conditioned Visual Geolocation for Vision-Language") == []
    assert tasks("Memory for Agents") == []
    assert tasks("What Is Attention Good For") == []  # "for" last: nothing after it
    assert tasks("Text Sanitization for Distributed Agents Collaboration via Representations") == []
    # a process no list of task words holds is a task too ("-tion", "-sion", "-ment", "-ing"), but not a field,
    # a faculty or a technique, nor a quality in "-ence"
    assert tasks("Power-Aware Runtime for LLM Serving") == ["LLM Serving"]
    assert tasks("Semantic Soft Affinity for Cluster Workload Allocation") == ["Cluster Workload Allocation"]
    assert tasks("Transformers for Computer Vision") == []
    assert tasks("A Benchmark for Spatial Intelligence") == []
    assert tasks("Tokenizers for Video Diffusion") == []
    # a headline or subtitle that opens "Towards" is after what follows it; a word joined by a hyphen
    # stays in the phrase, and a means of use before its hyphen ("GCN-based") is no part of the task
    assert tasks("TopoVST: Toward Topology-fidelitous Vessel Skeleton Tracking") == ["Topology-fidelitous Vessel Skeleton Tracking"]
    assert tasks("Towards Vessel Skeleton Tracking for Clinics") == ["Vessel Skeleton Tracking"]
    assert tasks("Active Learning for GCN-based Action Recognition") == ["Action Recognition"]
    assert tasks("BarLM: Towards Generalist Embodied Agents") == []
    assert tasks("Methods Working Towards Vessel Skeleton Tracking") == []  # "towards" inside a clause
    # a subtitle that opens by benchmarking or evaluating names the task it evaluates, up to the next preposition
    assert tasks("LIFEBench: Evaluating Length Instruction Following in Large Language Models") == ["Length Instruction Following"]
    assert tasks("A False Sense: Evaluating Textual Data Sanitization Toward Privacy") == ["Textual Data Sanitization"]
    assert tasks("Benchmarking Chart Editing Beyond Rendering") == ["Chart Editing"]
    assert tasks("MathDuels: Evaluating Large Language Models as Problem Posers") == []  # systems, no task
    assert tasks("Methods Benchmarking Chart Editing") == []  # inside a clause


def test_a_definition_used_before_plural_systems_elsewhere_names_the_task():
    first = "We present a new Face Attack Detection ( FAD ) framework ."
    parse = "PRP nsubj 1; VBP ROOT 1; DT det 10; JJ amod 10; NNP compound 6; NNP compound 6; NNP compound 10; -LRB- punct 8; NNP appos 6; -RRB- punct 8; NN dobj 1; . punct 1"
    doc = parsed(first, parse)
    assert {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}["Face Attack Detection"] == "Method"
    doc = parsed(first + " It beats FAD algorithms .", parse + "; PRP nsubj 13; VBZ ROOT 13; NNP compound 15; NNS dobj 13; . punct 13",
                 lemmas={"algorithms": "algorithm"})
    assert {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}["Face Attack Detection"] == "Task"


def test_a_technique_headed_phrase_listed_among_tasks_is_a_task():
    from kg.extract.terms import term_spans

    doc = parsed("agentic tasks , including web browsing and software engineering .",
                 "JJ amod 1; NNS ROOT 1; , punct 1; VBG prep 1; NN compound 5; NN pobj 3; CC cc 5; NN compound 8; NN conj 5; . punct 1",
                 lemmas={"tasks": "task"})
    assert ("software engineering", "Task") in [(s.text, t) for s, t in term_spans(doc, LEX)]


def test_examples_of_application_areas_are_tasks():
    from kg.extract.terms import term_spans

    doc = parsed("applied in areas such as hyperparameter tuning and policy search .",
                 "VBN ROOT 0; IN prep 0; NNS pobj 1; JJ amod 5; IN prep 2; NN compound 6; NN pobj 4; CC cc 6; NN compound 9; NN conj 6; . punct 0")
    assert ("hyperparameter tuning", "Task") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # "risk areas such as self-harm" are kinds of risk, no problems
    doc = parsed("covering risk areas such as child exploitation and racist content .",
                 "VBG ROOT 0; NN compound 2; NNS dobj 0; JJ amod 4; IN prep 2; NN compound 6; NN pobj 4; CC cc 6; JJ amod 9; NN conj 6; . punct 0")
    assert all(t != "Task" for _, t in term_spans(doc, LEX))


def test_a_capitalised_compound_between_words_of_a_name_is_part_of_it():
    from kg.extract.name_spans import name_spans

    doc = parsed("we design an Intrinsic Geometry-aware Decoder .", "PRP nsubj 1; VBP ROOT 1; DT det 6; NNP compound 6; NNP compound 6; HYPH punct 6; "
                 "JJ amod 7; NNP dobj 1; . punct 1")
    # (the kind word at the end is left out, as in "Camera-Cooperative ISAC Framework")
    assert [s.text for s in name_spans(doc, LEX)] == ["Intrinsic Geometry-aware"]
    # a word that only says how the thing is names nothing without its kind word ("a Turbulence-Aware Decoder")
    doc = parsed("then a Turbulence-Aware Decoder is proposed to suppress cues .",
                 "RB advmod 7; DT det 5; NNP compound 4; HYPH punct 4; NNP compound 5; NNP nsubjpass 7; VBZ auxpass 7; VBN ROOT 7; "
                 "TO aux 9; VB xcomp 7; NNS dobj 9; . punct 7")
    assert [s.text for s in name_spans(doc, LEX)] == ["Turbulence-Aware Decoder"]
    # a name before the kind word still stands alone ("the MLUBench dataset")
    doc = parsed("then a FooNet Decoder is proposed to suppress cues .",
                 "RB advmod 5; DT det 3; NNP compound 3; NNP nsubjpass 5; VBZ auxpass 5; VBN ROOT 5; TO aux 7; VB xcomp 5; NNS dobj 7; . punct 5")
    assert [s.text for s in name_spans(doc, LEX)] == ["FooNet"]
    # one that opens the run after an article is its first word; not a known name's compound of use
    parse = "PRP nsubj 1; VBP ROOT 1; DT det 7; NNP npadvmod 5; HYPH punct 5; VBN amod 7; NNP compound 7; NNP dobj 1; . punct 1"
    doc = parsed("we introduce an Uncertainty-based Superpoint Distillation .", parse)
    assert [s.text for s in name_spans(doc, LEX)] == ["Uncertainty-based Superpoint Distillation"]
    doc = parsed("we introduce a Mamba-based Global Aggregator .", parse)
    assert "Mamba-based Global Aggregator" not in [s.text for s in name_spans(doc, LEX)]


def test_function_words_join_the_name_a_paper_gives_its_contribution():
    from kg.extract.name_spans import name_spans

    doc = parsed("we propose Rays as Pixels , a model .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; IN prep 2; NNP pobj 3; , punct 2; DT det 7; NN appos 2; . punct 1",
                 lemmas={"Rays": "ray", "Pixels": "pixel"})
    assert [s.text for s in name_spans(doc, LEX)] == ["Rays as Pixels"]
    # not where no contribution verb gives it ("compare Rays to Pixels, ..."), nor two names joined by "and"
    doc = parsed("we compare Rays to Pixels , a model .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; IN prep 2; NNP pobj 3; , punct 2; DT det 7; NN appos 2; . punct 1")
    assert [s.text for s in name_spans(doc, LEX)] == ["Rays", "Pixels"]
    doc = parsed("we release Foo Large and Foo Tiny , two sets .",
                 "PRP nsubj 1; VBP ROOT 1; NNP compound 3; NNP dobj 1; CC cc 3; NNP compound 6; NNP conj 3; , punct 3; CD nummod 9; NNS appos 3; . punct 1")
    assert [s.text for s in name_spans(doc, LEX)] == ["Foo Large", "Foo Tiny"]
    # unless the name ends in its kind word
    doc = parsed("we propose Foo Alignment and Planning Architecture , a framework .",
                 "PRP nsubj 1; VBP ROOT 1; NNP compound 3; NNP dobj 1; CC cc 3; NNP compound 6; NNP conj 3; , punct 3; DT det 9; NN appos 3; . punct 1")
    assert [s.text for s in name_spans(doc, LEX)] == ["Foo Alignment and Planning Architecture"]


def test_a_capitalised_adjective_before_a_name_starts_it():
    from kg.extract.name_spans import name_spans

    doc = parsed("through a Decoupled Cross Attention mechanism .",
                 "IN ROOT 0; DT det 5; VBN amod 5; NNP compound 4; NNP compound 5; NN pobj 0; . punct 0",
                 lemmas={"Decoupled": "decouple"})
    assert [s.text for s in name_spans(doc, LEX)] == ["Decoupled Cross Attention"]
    # a capitalised common noun is no such word: "Attention U-Net" in a title read as running text stays "U-Net"
    doc = parsed("a Quantum Attention U-Net for mapping", "DT det 4; NN compound 4; NN compound 4; NNP compound 4; HYPH punct 4; NNP ROOT 4; IN prep 5; NN pobj 6")
    assert [s.text for s in name_spans(doc, LEX)] == ["U-Net"]


def test_augmentation_heads_techniques():
    # "test-time augmentation", "domain-adaptive augmentation": a way of making more data, no problem
    doc = parsed("domain - adaptive augmentation", "NN npadvmod 2; HYPH punct 2; JJ amod 3; NN ROOT 3")
    assert type_term(list(doc), LEX)[0] == "Method"


def test_what_a_presented_name_holds_says_it_is_data():
    from kg.extract.data_counts import counts_data_after

    # "we introduce LUMINA-26, comprising 6,784 clips across 26 action classes"
    doc = parsed("we introduce FooClips , comprising 6,784 clips across classes .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; VBG acl 2; CD nummod 6; NNS dobj 4; IN prep 6; NNS pobj 7; . punct 1")
    assert counts_data_after(doc, 3, LEX)
    assert type_name(doc[2:3], LEX, {})[0] == "Dataset"
    # a count of something else, or words after a comma that belong to a list, say nothing
    doc = parsed("we introduce FooNet , comprising 7 layers .", "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; VBG acl 2; CD nummod 6; NNS dobj 4; . punct 1")
    assert not counts_data_after(doc, 3, LEX)
    doc = parsed("we compare FooTrack , BarTrack , containing 7 videos .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; NNP conj 2; , punct 4; VBG acl 4; CD nummod 8; NNS dobj 6; . punct 1")
    assert not counts_data_after(doc, 3, LEX)


def test_a_capitalised_gerund_the_parser_makes_a_noun_ends_a_name():
    from kg.extract.name_spans import name_spans

    # "we incorporate Block-wise Learnable Clipping to suppress ...": the gerund is the object
    doc = parsed("we incorporate Learnable Clipping to suppress outliers",
                 "PRP nsubj 1; VBP ROOT 1; NNP compound 3; VBG dobj 1; TO aux 5; VB advcl 1; NNS dobj 5",
                 lemmas={"Clipping": "clip"})
    assert [s.text for s in name_spans(doc, LEX)] == ["Learnable Clipping"]
    # a gerund that heads a clause of its own is no part of it: "a Learnable Mask Reducing cost"
    doc = parsed("with Learnable Clipping Reducing cost", "IN ROOT 0; NNP compound 2; NNP pobj 0; VBG acl 2; NN dobj 3",
                 lemmas={"Reducing": "reduce"})
    assert [s.text for s in name_spans(doc, LEX)] == ["Learnable Clipping"]


def test_a_named_possessor_is_no_part_of_a_term():
    # "the LLM's token generation": what the model does, not a task named "LLM's token generation"
    doc = parsed("the LLM's token generation", "DT det 1; NNP poss 4; POS case 1; NN compound 4; NN ROOT 4")
    type_, tokens = type_term(list(doc)[1:], LEX)
    assert type_ == "Task" and doc[tokens[0].i : tokens[-1].i + 1].text == "token generation"


def test_a_model_before_a_measure_is_whose_score_it_is():
    # "the published Whisper Base zero-shot WER": the model is no part of the measure
    doc = parsed("Whisper Base zero-shot WER", "NNP compound 1; NNP compound 5; NN amod 5; HYPH punct 4; JJ amod 5; NN ROOT 5")
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Metric" and doc[tokens[0].i : tokens[-1].i + 1].text == "zero-shot WER"
    # a capitalised word that names no model stays: "Hamming distance"
    doc = parsed("Hamming distance", "NNP compound 1; NN ROOT 1")
    type_, tokens = type_term(list(doc), LEX)
    assert doc[tokens[0].i : tokens[-1].i + 1].text == "Hamming distance"


def test_a_phrase_the_text_calls_a_strategy_is_a_technique():
    from kg.extract.terms import term_spans

    # "Visual token pruning is a practical acceleration strategy": "pruning" heads tasks too
    doc = parsed("Visual token pruning is a practical acceleration strategy .",
                 "JJ amod 2; NN compound 2; NN nsubj 3; VBZ ROOT 3; DT det 7; JJ amod 7; NN compound 7; NN attr 3; . punct 3",
                 lemmas={"is": "be"})
    assert ("Visual token pruning", "Method") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # a task the text calls a task stays one
    doc = parsed("Visual token pruning is a practical task .",
                 "JJ amod 2; NN compound 2; NN nsubj 3; VBZ ROOT 3; DT det 6; JJ amod 6; NN attr 3; . punct 3", lemmas={"is": "be"})
    assert ("Visual token pruning", "Task") in [(s.text, t) for s, t in term_spans(doc, LEX)]


def test_a_capitalised_compound_opens_the_name_it_stands_before():
    from kg.extract.name_spans import name_spans

    doc = parsed("we propose Pixel-wise Attention Dissolution to remove objects .",
                 "PRP nsubj 1; VBP ROOT 1; NNP compound 5; HYPH punct 4; JJ amod 5; NNP compound 6; NNP dobj 1; TO aux 8; VB advcl 1; NNS dobj 8; . punct 1")
    assert "Pixel-wise Attention Dissolution" in [s.text for s in name_spans(doc, LEX)]
    # not a compound of use ("Corporate-based KGQA"), nor after a name it would join ("Ego4D Long-term Action ...")
    doc = parsed("on the Corporate-based KGQA set .", "IN ROOT 0; DT det 6; NNP npadvmod 4; HYPH punct 4; VBN amod 6; NNP compound 6; NN pobj 0; . punct 0")
    assert "Corporate-based KGQA" not in [s.text for s in name_spans(doc, LEX)]
    doc = parsed("the Ego4D Long-term Action Anticipation task", "DT det 7; NNP compound 7; NNP compound 4; HYPH punct 4; NN compound 7; NNP compound 7; NNP compound 7; NN ROOT 7")
    assert "Ego4D Long-term Action Anticipation" not in [s.text for s in name_spans(doc, LEX)]


def test_a_kind_word_alone_names_nothing():
    # "we propose the Adaptive Context Refactoring (ACR) Framework": the capitalised kind word is no name
    doc = parsed("we propose the Context Refactoring (CR) Framework , which works .",
                 "PRP nsubj 1; VBP ROOT 1; DT det 8; NNP compound 4; NNP compound 8; -LRB- punct 6; NNP appos 4; -RRB- punct 6; "
                 "NNP dobj 1; , punct 8; WDT nsubj 11; VBZ relcl 8; . punct 1")
    assert "Framework" not in {c.text for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}


def test_a_title_case_term_the_paper_devises_is_a_technique():
    from kg.extract.terms import term_spans

    # "We also devise Series Refinement and Rank Calibration to ...": "refinement" heads tasks too
    doc = parsed("we also devise Series Refinement for the labels of every sample in the collected data .",
                 "PRP nsubj 2; RB advmod 2; VBD ROOT 2; NNP compound 4; NNP dobj 2; IN prep 4; DT det 7; NNS pobj 5; IN prep 7; "
                 "DT det 10; NN pobj 8; IN prep 10; DT det 15; VBN amod 15; NNS pobj 11; . punct 2",
                 lemmas={"devise": "devise"})
    assert ("Series Refinement", "Method") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # in lower case it is the problem, after a verb that puts forward problems as often as techniques
    # ("formulate"; a process "devised" bare is the paper's technique, test_a_process_the_paper_proposes_bare_is_its_technique)
    doc = parsed("we also formulate series refinement for the labels of every sample in the collected data .",
                 "PRP nsubj 2; RB advmod 2; VBD ROOT 2; NN compound 4; NN dobj 2; IN prep 4; DT det 7; NNS pobj 5; IN prep 7; "
                 "DT det 10; NN pobj 8; IN prep 10; DT det 15; VBN amod 15; NNS pobj 11; . punct 2",
                 lemmas={"formulate": "formulate"})
    assert ("series refinement", "Method") not in [(s.text, t) for s, t in term_spans(doc, LEX)]


def test_a_name_in_a_compound_of_training_is_used():
    # "56 ImageNet-trained models": the data they were trained on
    doc = parsed("we study FooSet-trained models .", "PRP nsubj 1; VBP ROOT 1; NNP npadvmod 4; HYPH punct 4; VBN amod 5; NNS dobj 1; . punct 1",
                 lemmas={"trained": "train", "models": "model"})
    cand = Candidate(9, 15, "Method", 0.55, "name", "FooSet")
    assert doc.text[9:15] == "FooSet"
    assert relation_cue(doc, cand, LEX)[0] == "uses"


def test_a_customary_name_is_the_fields_not_the_papers():
    from kg.extract.syntax import contribution_path

    # "model collapse, commonly referred to as Model Autophagy Disorder": the field's name for it
    doc = parsed("model collapse , commonly referred to as Autophagy Disorder .",
                 "NN compound 1; NN ROOT 1; , punct 1; RB advmod 4; VBN acl 1; IN prep 4; IN prep 4; NNP compound 8; NNP pobj 6; . punct 1",
                 lemmas={"referred": "refer"})
    assert contribution_path(doc[7:9], LEX) is None
    doc = parsed("model collapse , which we refer to as Autophagy Disorder .",
                 "NN compound 1; NN ROOT 1; , punct 1; WDT dobj 5; PRP nsubj 5; VBP relcl 1; IN prep 5; IN prep 5; NNP compound 9; NNP pobj 7; . punct 1")
    assert contribution_path(doc[8:10], LEX) is not None


def test_a_capitalised_adverb_starts_the_name_it_stands_before():
    from kg.extract.name_spans import name_spans

    doc = parsed("we then use a Partially Observed Planner for every single sample here .",
                 "PRP nsubj 2; RB advmod 2; VBP ROOT 2; DT det 6; RB advmod 5; VBN amod 6; NNP dobj 2; IN prep 6; DT det 10; JJ amod 10; NN pobj 7; RB advmod 2; . punct 2")
    assert "Partially Observed Planner" in [s.text for s in name_spans(doc, LEX)]


def test_a_capitalised_noun_before_the_kind_word_ends_the_name():
    from kg.extract.name_spans import name_spans

    # "introduces a Hybrid Stabilized Rendering module": "Rendering" is the name's last word
    doc = parsed("our pipeline then introduces a Hybrid Stabilized Rendering module that fuses every cue .",
                 "PRP$ poss 1; NN nsubj 3; RB advmod 3; VBZ ROOT 3; DT det 8; NNP compound 8; NNP compound 8; NN compound 8; NN dobj 3; "
                 "WDT nsubj 10; VBZ relcl 8; DT det 12; NN dobj 10; . punct 3",
                 lemmas={"introduces": "introduce", "fuses": "fuse"})
    assert "Hybrid Stabilized Rendering" in [s.text for s in name_spans(doc, LEX)]


def test_a_definition_before_a_gerund_names_the_process_the_paper_proposes():
    # "We propose Token-to-Mask (TM) remasking, ...": one hyphenated name of two capitalised
    # words, its gerund the head of the verb's object (a noun in one parse, a clause in another)
    lemmas = {"Token": "Token", "Mask": "Mask", "TM": "TM", "remasking": "remask"}
    for parse in (
        "PRP nsubj 1; VBP ROOT 1; NNP nmod 10; HYPH punct 2; IN prep 2; HYPH punct 4; NNP pobj 4; -LRB- punct 8; "
        "NNP appos 6; -RRB- punct 6; NN dobj 1; , punct 10; DT det 16; NN nmod 16; HYPH punct 13; RP prt 13; NN appos 10; . punct 1",
        "PRP nsubj 1; VBP ROOT 1; NNP nmod 10; HYPH punct 2; IN prep 2; HYPH punct 4; NNP pobj 4; -LRB- punct 8; "
        "NNP appos 6; -RRB- punct 6; VBG advcl 1; , punct 10; DT det 16; NN nmod 16; HYPH punct 13; RP prt 13; NN appos 10; . punct 1",
    ):
        doc = parsed("We propose Token-to-Mask (TM) remasking, a drop-in replacement.", parse, lemmas=lemmas)
        found = {(c.text, c.type, is_contribution(doc, c, LEX) is not None) for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
        assert ("Token-to-Mask", "Method", True) in found, found
    # a participle after the definition makes a compound modifier: what is proposed is the optimization
    doc = parsed("We propose a novel Hamilton-Jacobi-Bellman (HJB) based face optimization.",
                 "PRP nsubj 1; VBP ROOT 1; DT det 14; JJ amod 14; NNP npadvmod 12; HYPH punct 12; NNP npadvmod 12; HYPH punct 12; "
                 "NNP nmod 7; -LRB- punct 10; NNP appos 8; -RRB- punct 8; VBN amod 14; NN compound 14; NN dobj 1; . punct 1",
                 lemmas={"Hamilton": "Hamilton", "Jacobi": "Jacobi", "Bellman": "Bellman", "HJB": "HJB", "based": "base"})
    found = {c.text for c in extract_entities(doc, LEX, find_abbreviations(doc.text), []) if is_contribution(doc, c, LEX)}
    assert not found & {"HJB", "Hamilton-Jacobi-Bellman"}, found


def test_a_noun_the_parser_made_a_clause_after_a_contribution_verb_opens_its_object():
    from kg.extract.syntax import contribution_path

    # "this study introduces graph neural network latent space dynamics identification (GNN-LaSDI)": "graph" read as a clause
    parse = ("DT det 1; NN nsubj 2; VBZ ROOT 2; NN xcomp 2; NN compound 6; NNS compound 6; NN dobj 3; -LRB- punct 6; "
             "NNP compound 10; HYPH punct 10; NNP appos 6; -RRB- punct 6; . punct 2")
    doc = parsed("this study introduces graph network dynamics identification ( GNN-LaSDI ) .", parse, lemmas={"introduces": "introduce"})
    assert contribution_path(doc[3:7], LEX) == "object of 'introduces'"
    # a verb there heads a clause of its own: "we introduce ... to reduce cost" is no object
    doc = parsed("this study introduces reducing network dynamics identification ( GNN-LaSDI ) .", parse.replace("NN xcomp 2", "VBG xcomp 2"),
                 lemmas={"introduces": "introduce"})
    assert contribution_path(doc[3:7], LEX) is None


def test_a_kind_word_after_a_spelled_title_name_types_it():
    title = "PROVE: A Perceptual RemOVal cohErence Benchmark for Visual Media"
    doc = NLP(title)
    found = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(title), [])}
    assert found.get("Perceptual RemOVal cohErence") == "Benchmark" and found.get("PROVE") == "Benchmark", found
    # no kind word after it: the paper's technique, as before
    title = "PROVE: A Perceptual RemOVal cohErence for Visual Media"
    doc = NLP(title)
    found = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(title), [])}
    assert found.get("Perceptual RemOVal cohErence") == "Method", found


def test_a_size_in_a_name_the_appositive_calls_data_counts_samples():
    # "PexelsCustom-1M, the first ... dataset": "1M" counts clips, not parameters
    def types(name, kind):
        words = ["We", "introduce", name, ",", "the", "first", "large", kind, "."]
        doc = make(words, ["PRON", "VERB", "PROPN", "PUNCT", "DET", "ADJ", "ADJ", "NOUN", "PUNCT"],
                   ["PRP", "VBP", "NNP", ",", "DT", "JJ", "JJ", "NN", "."], ["nsubj", "ROOT", "dobj", "punct", "det", "amod", "amod", "appos", "punct"],
                   [1, 1, 1, 2, 7, 7, 7, 2, 1], spaces=[True, True, False, True, True, True, True, False, False])
        return {c.text: c.type for c in extract_entities(doc, LEX, [], [])}.get(name)

    assert types("WebVid-10M", "dataset") == "Dataset"
    assert types("WebVid-10M", "benchmark") == "Benchmark"
    # a model family keeps its size a parameter count; so does an appositive of another kind
    assert types("Llama-3-8B", "dataset") == "Model"
    assert types("WebVid-10M", "model") == "Model"


def test_a_definitions_own_short_form_is_no_appositive_kind():
    # "(MSIS-Loss)" hangs on the long form as an appositive; its last word "Loss" says nothing of what the name is
    doc = parsed("We propose a Multi-Scale Illumination Supervision Loss (MSIS-Loss) to train the network.",
                 "PRP nsubj 1; VBP ROOT 1; DT det 8; NNP amod 8; JJ compound 8; JJ compound 8; NNP compound 7; NNP compound 8; "
                 "NNP dobj 1; -LRB- punct 8; NNP compound 12; HYPH punct 12; NNP appos 8; -RRB- punct 8; TO aux 15; VB advcl 1; "
                 "DT det 17; NN dobj 15; . punct 1")
    found = {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(doc.text), [])}
    assert found.get("Multi-Scale Illumination Supervision Loss") == "Method" and found.get("MSIS-Loss") == "Method", found


def test_a_definition_opening_a_title_names_the_papers_work_whatever_problem_its_head_names():
    def types(title):
        doc = NLP(title)
        return {c.text: c.type for c in extract_entities(doc, LEX, find_abbreviations(title), [])}

    found = types("Cross-Modal Robustness Transfer (CMRT): Training Robust Speech Models")
    assert found.get("Cross-Modal Robustness Transfer") == "Method" and found.get("CMRT") == "Method", found
    # in running text the head still names the problem
    found = types("We study Cross-Modal Robustness Transfer (CMRT) in speech models.")
    assert found.get("Cross-Modal Robustness Transfer") != "Method", found
    # a measure keeps its kind
    assert types("Alignment Quality Score (AQS): Beyond Refusals").get("Alignment Quality Score") == "Metric"


def test_a_baseline_or_an_example_the_parser_hangs_on_a_contribution_verb_is_not_presented():
    from kg.extract.syntax import contribution_path, rival_or_example_between

    # "presents ... against models such as ARIMA, Long-short Term Memory (LSTM), ...": a list item hung on the verb
    doc = parsed("we present FooNet against models such as BarNet .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; IN prep 1; NNS pobj 3; JJ amod 6; IN prep 4; NNP dep 1; . punct 1",
                 lemmas={"present": "present", "models": "model"})
    assert rival_or_example_between(doc[1], doc[7], LEX)
    assert contribution_path(doc[7:8], LEX) is None and contribution_path(doc[2:3], LEX) is not None
    # examples of what the verb itself introduces are the paper's
    doc = parsed("we introduce metrics such as BarNet .", "PRP nsubj 1; VBP ROOT 1; NNS dobj 1; JJ amod 4; IN prep 2; NNP pobj 4; . punct 1",
                 lemmas={"introduce": "introduce", "metrics": "metric"})
    assert not rival_or_example_between(doc[1], doc[5], LEX)
    # a verb or a semicolon between ends the phrase of baselines
    doc = parsed("we present robustness against noise ; and BarNet .",
                 "PRP nsubj 1; VBP ROOT 1; NN dobj 1; IN prep 2; NN pobj 3; : punct 1; CC cc 1; NNP dep 1; . punct 1",
                 lemmas={"present": "present"})
    assert not rival_or_example_between(doc[1], doc[7], LEX)


def test_a_definition_among_baselines_is_not_where_the_paper_presents_its_work():
    from kg.extract.relations import defined_as_contribution

    def presented(text):
        parse = ("PRP nsubj 1; VBP ROOT 1; NNP dobj 1; IN prep 1; NNS pobj 3; JJ amod 6; IN prep 4; NNP compound 9; NNP compound 9; "
                 "NNP pobj 6; -LRB- punct 11; NNP appos 9; -RRB- punct 11; . punct 1")
        doc = parsed(text, parse, lemmas={"present": "present", "models": "model"})
        cand = Candidate(doc[7].idx, doc[9].idx + 3, "Method", 0.9, "acronym", "Bar Baz Qux")
        return defined_as_contribution(doc, cand, find_abbreviations(doc.text), set(), LEX, {})

    assert presented("we present FooNet against models such as Bar Baz Qux ( BBQ ) .") is None
    # without the baselines' phrase the same definition is presented by the paper
    assert presented("we present FooNet with models made of Bar Baz Qux ( BBQ ) .") is not None
    # nor is a definition of where the data comes from: "... derived from The Cancer Genome Atlas (TCGA)"
    assert presented("we present FooNet with models made from Bar Baz Qux ( BBQ ) .") is None


def test_the_object_of_a_verb_of_use_beside_a_contribution_verb_is_used():
    from kg.extract.syntax import contribution_path

    parse = "PRP nsubj 1; VBP ROOT 1; NNS dobj 1; CC cc 1; VB conj 1; NNP dobj 4; . punct 1"
    lemmas = {"curate": "curate", "data": "datum"}
    # "We curate a dataset ... and use GPT-5-chat to ...": GPT-5-chat is used, not presented
    doc = parsed("we curate data and use FooNet .", parse, lemmas=lemmas)
    assert contribution_path(doc[5:6], LEX) is None
    # "we develop and evaluate a ... model": a verb that is no use shares the paper's presentation
    doc = parsed("we curate data and evaluate FooNet .", parse, lemmas=lemmas)
    assert contribution_path(doc[5:6], LEX) is not None
    # a phrase in Title Case the paper employs is its own coinage ("and employ Conditioned Motion Lifting")
    doc = parsed("we curate data and use Conditioned Motion Lifting .",
                 "PRP nsubj 1; VBP ROOT 1; NNS dobj 1; CC cc 1; VB conj 1; NNP compound 7; NNP compound 7; NNP dobj 4; . punct 1",
                 lemmas=lemmas)
    assert contribution_path(doc[5:8], LEX) is not None


def test_a_study_that_reports_a_finding_is_no_task():
    from kg.extract.terms import is_incidental

    # "Explainability analysis confirms ...": the paper's own study reporting what it found
    # "Intervention analysis identifies ...", "Our analysis finds ..." report too
    for head, lemma, typed in (("analysis", "confirm", False), ("evaluation", "show", False), ("analysis", "identify", False),
                               ("analysis", "find", False), ("analysis", "remain", True)):
        doc = make(["coherence", head, "confirms", "it"], ["NOUN", "NOUN", "VERB", "PRON"], ["NN", "NN", "VBZ", "PRP"],
                   ["compound", "nsubj", "ROOT", "dobj"], [1, 2, 2, 2], lemmas=["coherence", head, lemma, "it"])
        assert is_incidental([doc[0], doc[1]], LEX) is not typed, (head, lemma)


def test_a_task_word_the_paper_owns_is_its_act_no_task():
    from kg.extract.terms import is_incidental

    # "The SIRS variant (our primary recommendation) incorporates ...": the paper's advice, no recommendation task
    doc = parsed("our primary recommendation holds", "PRP$ poss 2; JJ amod 2; NN nsubj 3; VBZ ROOT 3")
    assert is_incidental(list(doc[1:3]), LEX)
    doc = parsed("the primary recommendation holds", "DT det 2; JJ amod 2; NN nsubj 3; VBZ ROOT 3")
    assert not is_incidental(list(doc[1:3]), LEX)


def test_a_number_of_bits_is_part_of_a_technique():
    from kg.extract.terms import trim_phrase

    # "applying 8-bit quantization": the precision names the technique; "8 layers" is a count
    doc = make(["8", "-", "bit", "quantization"], ["NUM", "PUNCT", "NOUN", "NOUN"], ["CD", "HYPH", "NN", "NN"],
               ["nummod", "punct", "compound", "ROOT"], [2, 2, 3, 3], spaces=[False, False, True, False])
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["8", "-", "bit", "quantization"]
    doc = make(["8", "-", "layer", "stacking"], ["NUM", "PUNCT", "NOUN", "NOUN"], ["CD", "HYPH", "NN", "NN"],
               ["nummod", "punct", "compound", "ROOT"], [2, 2, 3, 3], spaces=[False, False, True, False])
    assert "8" not in [t.text for t in trim_phrase(list(doc), LEX)]


def test_a_capitalised_indefinite_pronoun_makes_a_name_with_the_word_before_it():
    from kg.extract.name_spans import name_spans

    # "Depth Anything V2": the stop word had ended the run, leaving "Depth" and "V2" apart
    doc = parsed("We use Depth Anything V2 and Insert Anything here .",
                 "PRP nsubj 1; VBP ROOT 1; NN compound 4; NN compound 4; NNP dobj 1; CC cc 4; VB conj 4; NN dobj 6; RB advmod 1; . punct 1")
    assert [s.text for s in name_spans(doc, LEX)] == ["Depth Anything V2", "Insert Anything"]
    # in a Title Case headline too
    assert "Orient Anything V2" in [s.text for s in name_spans(NLP("Orient Anything V2: Unifying Orientation and Rotation"), LEX)]
    # lower case, the pronoun is a word of the sentence
    doc = parsed("models that segment anything well", "NNS ROOT 0; WDT nsubj 2; VBP relcl 0; NN dobj 2; RB advmod 2")
    assert name_spans(doc, LEX) == []


def test_a_count_of_dimensions_or_degrees_of_freedom_is_a_modifier_no_name():
    from kg.extract.name_types import type_name
    from kg.extract.terms import trim_phrase

    # "on 6DoF pose estimation": the tagger reads "6DoF" as a number; it says which pose estimation
    doc = parsed("6DoF pose estimation", "CD nummod 2; NN compound 2; NN ROOT 2")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["6DoF", "pose", "estimation"]
    assert type_name(doc[0:1], LEX, {}) is None
    doc = parsed("6-DoF grasping", "CD nummod 2; HYPH punct 2; NN compound 3; NN ROOT 3")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["6", "-", "DoF", "grasping"]
    # "two-dimensional ($2$-D) codes": the dimensions in LaTeX, no technique
    doc = make(["$2$-D", "codes"], ["PROPN", "NOUN"], ["NNP", "NNS"], ["compound", "ROOT"], [1, 1])
    assert type_name(doc[0:1], LEX, {}) is None
    # a plain count stays out of the phrase: "6 pose estimators"
    doc = parsed("6 pose estimators", "CD nummod 2; NN compound 2; NNS ROOT 2")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["pose", "estimators"]


def test_a_gloss_mark_is_no_part_of_a_phrase():
    from kg.extract.terms import trim_phrase

    # "the task of image segmentation, i.e. pixel classification"
    doc = make(["i.e.", "pixel", "classification"], ["X", "ADJ", "NOUN"], ["FW", "JJ", "NN"], ["advmod", "amod", "ROOT"], [2, 2, 2])
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["pixel", "classification"]


def test_a_unit_after_a_number_is_no_part_of_the_measure():
    from kg.extract.terms import trim_phrase

    # "achieves 37.75 dB PSNR": the amount's unit, no metric "dB PSNR"
    doc = parsed("37.75 dB PSNR", "CD nummod 2; NN compound 2; NN ROOT 2")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["PSNR"]
    doc = parsed("12 ms latency", "CD nummod 2; NN compound 2; NN ROOT 2")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["latency"]
    # without a number before it the word is no unit of an amount
    doc = parsed("the dB PSNR", "DT det 2; NN compound 2; NN ROOT 2")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["dB", "PSNR"]


def test_a_name_before_baseline_is_a_system_compared_against():
    # "improving on the pretrained EDSR baseline": the parser hangs the name on "on", the noun on the verb
    doc = parsed("improves on the EDSR baseline", "VBZ ROOT 0; IN prep 0; DT det 3; NNS pobj 1; NN dobj 0")
    assert type_name(doc[3:4], LEX, {})[0] == "Method"
    # a known name keeps its type
    assert type_name(doc[3:4], LEX, {"edsr": "Benchmark"})[0] == "Benchmark"
    # a variant or a combination is no one system: the rule leaves it to the others
    for name in ("non-MoE", "LiDAR-only", "GRPO/PPO"):
        doc = make(["improves", "on", "the", name, "baseline"], ["VERB", "ADP", "DET", "PROPN", "NOUN"], ["VBZ", "IN", "DT", "NNS", "NN"],
                   ["ROOT", "prep", "det", "pobj", "dobj"], [0, 0, 3, 1, 0])
        assert type_name(doc[3:4], LEX, {}) != ("Method", 0.75, "name-typed"), name
    # a list before "baselines" names systems each ("outperforming RX, PaDiM and LSTM baselines")
    doc = parsed("outperforming RX , PaDiM and LSTM baselines",
                 "VBG ROOT 0; NNP dobj 0; , punct 1; NNP conj 1; CC cc 3; NNP compound 6; NNS conj 3", lemmas={"baselines": "baseline"})
    # (typed by the list's noun, not left to the last resort a bare name has)
    assert type_name(doc[1:2], LEX, {})[1:] == (0.8, "name-typed") and type_name(doc[3:4], LEX, {})[0] == "Method"


def test_a_coinage_opening_a_sentence_on_the_system_at_work_is_a_part():
    from kg.extract.relations import opens_sentence_as_part

    def part(verb, tag, lemma, proposed=frozenset({"FooNet"})):
        # "We present FooNet . Synergistic Feature Fusion ( SFF ) performs it ."
        doc = parsed(f"We present FooNet . Synergistic Feature Fusion ( SFF ) {verb} it .",
                     f"PRP nsubj 1; VBP ROOT 1; NNP dobj 1; . punct 1; NNP compound 6; NNP compound 6; NNP nsubj 10; "
                     f"-LRB- punct 8; NNP appos 6; -RRB- punct 8; {tag} ROOT 10; PRP dobj 10; . punct 10",
                     lemmas={verb: lemma})
        text = doc_text(doc)
        start = text.index("Synergistic")
        abbrev = Abbreviation(start, start + len("Synergistic Feature Fusion"), text.index("SFF"), text.index("SFF") + 3,
                              "Synergistic Feature Fusion", "SFF")
        span = doc[4:7]
        return opens_sentence_as_part(abbrev, span, doc[4:], set(proposed), LEX)

    assert part("performs", "VBZ", "perform")
    # before the paper presents anything it is background; a measure read off or "is"/"has" describes no part
    assert not part("performs", "VBZ", "perform", proposed=frozenset())
    assert not part("ranges", "VBZ", "range")
    assert not part("measures", "VBZ", "measure")
    assert not part("has", "VBZ", "have")


def test_a_part_opening_a_sentence_may_follow_an_adverbial_and_take_an_adverb():
    from kg.extract.relations import opens_sentence_as_part

    def part(opener, opener_parse, adverb):
        # "We present FooNet . During inference , Synergistic Feature Fusion ( SFF ) effectively performs it ."
        words = f"We present FooNet . {opener} Synergistic Feature Fusion ( SFF ) {adverb} performs it ."
        n = len(opener.split())
        a = 4 + n  # first word of the name
        verb = a + 6 + (1 if adverb else 0)
        parse = (f"PRP nsubj 1; VBP ROOT 1; NNP dobj 1; . punct 1; {opener_parse.format(verb=verb, name=a + 2)}"
                 f"NNP compound {a + 2}; NNP compound {a + 2}; NNP nsubj {verb}; -LRB- punct {a + 4}; NNP appos {a + 2}; -RRB- punct {a + 4}; "
                 + (f"RB advmod {verb}; " if adverb else "") + f"VBZ ROOT {verb}; PRP dobj {verb}; . punct {verb}")
        doc = parsed(" ".join(words.split()), parse, lemmas={"performs": "perform"})
        text = doc_text(doc)
        start = text.index("Synergistic")
        abbrev = Abbreviation(start, start + len("Synergistic Feature Fusion"), text.index("SFF"), text.index("SFF") + 3,
                              "Synergistic Feature Fusion", "SFF")
        return opens_sentence_as_part(abbrev, doc[a : a + 3], doc[4:], {"FooNet"}, LEX)

    assert part("During inference ,", "IN prep {verb}; NN pobj 4; , punct {verb}; ", "")
    assert part("", "", "effectively")
    # a clause before the name is no adverbial: "When it fails , ..." puts the name in another's sentence
    assert not part("When it fails ,", "WRB advmod 6; PRP nsubj 6; VBZ advcl {verb}; , punct {verb}; ", "")
    # the article of the name, and a purpose set off in the adverbial: "Subsequently, the ... (VCPG) employs",
    # "Furthermore, to address the gap, the ... (VTAM) establishes"
    assert part("Subsequently , the", "RB advmod {verb}; , punct {verb}; DT det {name}; ", "")
    assert part("Furthermore , to address it , the",
                "RB advmod {verb}; , punct {verb}; TO aux 7; VB advcl {verb}; PRP dobj 7; , punct {verb}; DT det {name}; ", "")


def test_a_part_opening_a_sentence_may_have_its_verb_read_as_a_plural_or_be_one_of_contribution():
    from kg.extract.relations import defined_as_contribution, opens_sentence_as_part

    def setup(rest, parse, lemmas):
        doc = parsed(f"We present FooNet . Local Relational Alignment ( LRA ) {rest}",
                     "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; . punct 1; NNP compound 6; NNP compound 6; " + parse, lemmas=lemmas)
        text = doc_text(doc)
        start = text.index("Local")
        abbrev = Abbreviation(start, start + len("Local Relational Alignment"), text.index("LRA"), text.index("LRA") + 3,
                              "Local Relational Alignment", "LRA")
        return doc, abbrev

    # "Region Decouple Regularization (RDR) enforces class-selective ...": the verb read as a plural noun
    doc, abbrev = setup("enforces class consistency .",
                        "NNP nmod 12; -LRB- punct 8; NNP appos 6; -RRB- punct 8; NNS compound 12; NN compound 12; NN ROOT 12; . punct 12",
                        {"enforces": "enforce"})
    assert opens_sentence_as_part(abbrev, doc[4:7], doc[4:], {"FooNet"}, LEX)
    # a plural that a verb follows is a noun: "(LRA) agents collaborate"
    doc, abbrev = setup("agents collaborate .",
                        "NNP compound 10; -LRB- punct 8; NNP appos 6; -RRB- punct 8; NNS nsubj 11; VBP ROOT 11; . punct 11",
                        {"agents": "agent"})
    assert not opens_sentence_as_part(abbrev, doc[4:7], doc[4:], {"FooNet"}, LEX)
    # "Local Relational Consistency Alignment (LRCA) constructs a ... matrix": the name is the subject of a
    # verb of contribution, the one doing it, not the thing another presents
    doc, abbrev = setup("constructs a matrix .",
                        "NNP nsubj 10; -LRB- punct 6; NNP appos 6; -RRB- punct 6; VBZ ROOT 10; DT det 12; NN dobj 10; . punct 10",
                        {"constructs": "construct"})
    cand = Candidate(abbrev.long_start, abbrev.long_end, "Method", 0.9, "acronym", "Local Relational Alignment")
    assert defined_as_contribution(doc, cand, [abbrev], {"FooNet"}, LEX, {}) is not None


def test_a_new_part_the_paper_puts_in_is_its_own_though_it_is_used():
    from kg.extract.relations import relation_cue_is_other

    # "We also incorporate a Cluster-Aware ReID (CA-ReID) strategy": an indefinite coinage, defined, with a kind word of parts
    def other(text, verb_lemma):
        doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; . punct 1; PRP nsubj 6; RB advmod 6; VBP ROOT 6; DT det 17; "
                           "NNP compound 10; HYPH punct 10; NNP compound 11; NNP compound 17; -LRB- punct 15; NNP compound 15; "
                           "HYPH punct 15; NNP appos 11; -RRB- punct 15; NN dobj 6; . punct 6",
                     lemmas={text.split()[6]: verb_lemma})
        start = doc_text(doc).index("Cluster")
        return relation_cue_is_other(doc, Candidate(start, start + len("Cluster-Aware ReID"), "Method", 0.9, "acronym", "Cluster-Aware ReID"), LEX)

    assert not other("We propose FooNet . We also incorporate a Cluster-Aware ReID ( CA-ReID ) strategy .", "incorporate")
    # with "the" it is a known one put to use
    assert other("We propose FooNet . We also incorporate the Cluster-Aware ReID ( CA-ReID ) strategy .", "incorporate")


def test_a_coinage_the_presented_thing_is_built_around_is_the_papers_part():
    from kg.extract.acronyms import find_abbreviations
    from kg.extract.relations import defined_as_contribution, relation_cue_is_other

    def read(participle, prep):
        text = f"we introduce FooNet , a framework {participle} {prep} the Aqua Attention Module ( AAM ) ."
        doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 5; NN appos 2; VBN acl 5; IN prep 6; DT det 11; "
                           "NNP compound 11; NNP compound 11; NNP pobj 7; -LRB- punct 13; NNP appos 11; -RRB- punct 13; . punct 1",
                     lemmas={"built": "build", "based": "base"})
        start = doc_text(doc).index("Aqua")
        cand = Candidate(start, start + len("Aqua Attention Module"), "Method", 0.9, "acronym", "Aqua Attention Module")
        return relation_cue_is_other(doc, cand, LEX), defined_as_contribution(doc, cand, find_abbreviations(doc.text), {"FooNet"}, LEX, {})

    other, defined = read("built", "around")
    assert not other and defined is not None
    # "based on" says what the framework uses: someone else's
    other, defined = read("based", "on")
    assert other


def test_what_a_purpose_of_the_presented_work_acts_on_is_not_presented():
    from kg.extract.acronyms import find_abbreviations
    from kg.extract.relations import defined_as_contribution

    def defined(verb, lemma):
        text = f"we release FooSet , processed to identify and {verb} Private Personal Information ( PPI ) ."
        doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; VBN acl 2; TO aux 6; VB advcl 4; CC cc 6; VB conj 6; "
                           "NNP compound 11; NNP compound 11; NNP dobj 8; -LRB- punct 11; NNP appos 11; -RRB- punct 11; . punct 1",
                     lemmas={"release": "release", "processed": "process", "identify": "identify", verb: lemma})
        start = doc_text(doc).index("Private")
        cand = Candidate(start, start + len("Private Personal Information"), "Method", 0.9, "acronym", "Private Personal Information")
        return defined_as_contribution(doc, cand, find_abbreviations(doc.text), {"FooSet"}, LEX, {})

    # "a pipeline to identify and remove Personally-Identifiable Information (PII)": what the work handles
    assert defined("remove", "remove") is None
    # a purpose of making: "to obtain an Interpretable Motion-Attentive Map (IMAP)" is the paper's
    assert defined("obtain", "obtain") is not None


def _definition_cue(text, parse, long_form):
    """The hand-parsed doc of ``text``, the acronym candidate of ``long_form`` in it, and the cue that makes it the paper's (or None)."""
    from kg.extract.acronyms import find_abbreviations
    from kg.extract.relations import defined_as_contribution

    doc = parsed(text, parse)
    start = doc_text(doc).index(long_form)
    cand = Candidate(start, start + len(long_form), "Method", 0.9, "acronym", long_form)
    return doc, cand, defined_as_contribution(doc, cand, find_abbreviations(doc.text), set(), LEX, {})


def test_a_coinage_the_text_calls_new_is_the_papers():
    from kg.extract.relations import relation_cue_is_other

    def read(adjective):
        doc, cand, defined = _definition_cue(
            f"it is trained via a {adjective} Agentic Knowledge Distillation ( AKD ) process .",
            "PRP nsubjpass 2; VBZ auxpass 2; VBN ROOT 2; IN prep 2; DT det 12; JJ amod 12; NNP compound 7; "
            "NNP compound 8; NNP compound 12; -LRB- punct 10; NNP appos 8; -RRB- punct 10; NN pobj 3; . punct 2",
            "Agentic Knowledge Distillation",
        )
        return relation_cue_is_other(doc, cand, LEX), defined

    other, defined = read("novel")
    assert not other and defined == "defined as new ('a novel X (SF)')"
    # without the word the sentence says nothing of whose it is
    other, defined = read("standard")
    assert defined is None

    # in lower case it is new as the kind of technique after its short form
    def lower(kind):
        return _definition_cue(
            f"it is built upon a novel chain-of-prompt ( CoP ) {kind} .",
            "PRP nsubjpass 2; VBZ auxpass 2; VBN ROOT 2; IN prep 2; DT det 14; JJ amod 14; NN compound 8; HYPH punct 8; "
            "NN compound 8; HYPH punct 8; NN compound 14; -LRB- punct 12; NNP appos 10; -RRB- punct 12; NN pobj 3; . punct 2",
            "chain-of-prompt",
        )[2]

    assert lower("mechanism") == "defined as new ('a novel X (SF)')"
    # a word that names no technique after it says nothing of what is new: "a novel chain-of-prompt (CoP) setting"
    assert lower("setting") is None


def test_an_adjective_made_from_a_name_is_no_name():
    # "mapped to 3D Gaussian primitives": the parser hangs "Gaussian" on a kind noun, but it only says what kind
    doc = parsed("mapped to 3D Gaussian primitives", "VBN ROOT 0; IN prep 0; NN compound 4; NNP compound 4; NNS pobj 1",
                 lemmas={"primitives": "primitive"})
    assert type_name(doc[3:4], LEX, {}) is None
    # alone, or before no common noun, the word may name a thing ("we propose Gaussian , a model")
    doc = parsed("we propose Gaussian , a model", "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 5; NN appos 2")
    assert type_name(doc[2:3], LEX, {})[0] == "Method"
    # two of them joined by a hyphen are one such adjective: "a hybrid Lagrangian-Eulerian particle method"
    doc = parsed("a hybrid Lagrangian-Eulerian particle method", "DT det 6; JJ amod 6; NNP amod 6; HYPH punct 4; NNP amod 6; "
                 "NN compound 6; NN ROOT 6")
    assert type_name(doc[2:5], LEX, {}) is None


def test_development_heads_an_activity_no_technique():
    # "AI model development", "software development", "drug development": work people do, no technique
    doc = parsed("software development", "NN compound 1; NN ROOT 1")
    assert type_term(list(doc), LEX) is None
    # a head of techniques still types its phrase
    doc = parsed("software testing", "NN compound 1; NN ROOT 1")
    assert type_term(list(doc), LEX)[0] == "Method"


def test_an_evaluation_setup_is_no_technique():
    # "a systematic evaluation framework", "the evaluation protocol": how a study is run
    doc = parsed("systematic evaluation framework", "JJ amod 2; NN compound 2; NN ROOT 2")
    assert type_term(list(doc), LEX) is None
    doc = parsed("unified evaluation protocol", "JJ amod 2; NN compound 2; NN ROOT 2")
    assert type_term(list(doc), LEX) is None
    # a framework of another kind is still the paper's technique when it presents one
    doc = parsed("systematic retrieval framework", "JJ amod 2; NN compound 2; NN ROOT 2")
    assert type_term(list(doc), LEX) is not None


def test_a_definition_ending_in_a_known_task_is_a_kind_of_it():
    from kg.extract.definition_types import abbreviation_type

    gaz = {"image quality assessment": "Task"}
    # "Face Image Quality Assessment (FIQA) is essential": a kind of the known task
    doc = parsed("Face Image Quality Assessment ( FIQA ) is essential .",
                 "NNP compound 3; NNP compound 3; NNP compound 3; NNP nsubj 7; -LRB- punct 5; NNP appos 3; -RRB- punct 5; VBZ ROOT 7; JJ acomp 7; . punct 7")
    (abbrev,) = find_abbreviations(doc.text)
    assert abbreviation_type(abbrev, doc, LEX, gaz) == "Task"
    # without the known task the Title Case long form types nothing by its head
    assert abbreviation_type(abbrev, doc, LEX, {}) is None


def test_a_name_data_are_derived_from_is_data_and_a_study_in_its_style_is_no_task():
    from kg.extract.name_spans import use_compound_at
    from kg.extract.name_types import following_head

    # "on a SemCor-derived dataset": the kind after the compound is the name's kind
    doc = parsed("on a SemCor - derived dataset", "IN ROOT 0; DT det 5; NNP npadvmod 4; HYPH punct 4; VBN amod 5; NN pobj 0")
    doc = make([t.text for t in doc], [t.pos_ for t in doc], [t.tag_ for t in doc], [t.dep_ for t in doc],
               [t.head.i for t in doc], spaces=[True, True, False, False, True, False])
    assert doc.text == "on a SemCor-derived dataset"
    assert following_head(doc[2:3], LEX) == "Dataset"
    # "derived" is a word of use: the name is cut from the compound, not kept with "-derived"
    doc = NLP("We fine-tune LLMs on MedQuAD-derived data.")
    assert doc[7].text == "-" and use_compound_at(doc, 7, LEX).text == "derived"
    # "PaperQuiz-style evaluation": a study run the way a benchmark runs it, no task
    doc = parsed("on PaperQuiz - style evaluation", "IN ROOT 0; NNP compound 3; HYPH punct 3; NN compound 4; NN pobj 0")
    doc = make([t.text for t in doc], [t.pos_ for t in doc], [t.tag_ for t in doc], [t.dep_ for t in doc],
               [t.head.i for t in doc], spaces=[True, False, False, True, False])
    assert type_term(list(doc)[1:], LEX) is None
    doc = parsed("on off - policy evaluation", "IN ROOT 0; JJ amod 3; HYPH punct 3; NN compound 4; NN pobj 0")
    doc = make([t.text for t in doc], [t.pos_ for t in doc], [t.tag_ for t in doc], [t.dep_ for t in doc],
               [t.head.i for t in doc], spaces=[True, False, False, True, False])
    assert type_term(list(doc)[1:], LEX) is not None


def test_a_contest_is_a_benchmark_and_the_team_that_entered_it_no_entity():
    # "the ArchEHR-QA 2026 shared task", "the HECKTOR 2025 challenge": a contest systems are scored in
    doc = parsed("The ArchEHR-QA 2026 shared task addresses it .",
                 "DT det 6; NNP compound 3; HYPH punct 3; NNP compound 6; CD nummod 6; VBN amod 6; NN nsubj 7; VBZ ROOT 7; PRP dobj 7; . punct 7")
    assert type_name(doc[1:5], LEX, {})[0] == "Benchmark"
    doc = parsed("We won the NTIRE challenge .", "PRP nsubj 1; VBD ROOT 1; DT det 4; NNP compound 4; NN dobj 1; . punct 1")
    assert type_name(doc[3:4], LEX, {})[0] == "Benchmark"
    # "challenges" as a verb says nothing of the kind
    doc = parsed("InterChart challenges models .", "NNP nsubj 1; VBZ ROOT 1; NNS dobj 1; . punct 1")
    assert (type_name(doc[0:1], LEX, {}) or ("",))[0] != "Benchmark"
    # "TEAM at CONTEST: subtitle": the contest is a benchmark, the team no entity
    title = NLP("HealthNLP_Retrievers at ArchEHR-QA 2026: Cascaded LLM Pipeline for Clinical Question Answering")
    assert type_name(title[0:1], LEX, {}, headline=True) is None
    colon = next(t.i for t in title if t.text == ":")
    assert type_name(title[2:colon], LEX, {}, headline=True)[0] == "Benchmark"
    # a headline with "at" and no colon is no such heading
    title = NLP("Layers at Similar Depths Generate Similar Activations")
    assert type_name(title[0:1], LEX, {}, headline=True) is not None


def test_words_in_title_case_the_paper_uses_name_a_technique():
    doc = parsed("We use Gated Experts and Selective Prediction to incorporate labels .",
                 "PRP nsubj 1; VBP ROOT 1; NNP compound 3; NNPS dobj 1; CC cc 3; NNP compound 6; NNP conj 3; TO aux 8; VB xcomp 1; NNS dobj 8; . punct 1",
                 lemmas={"use": "use", "Experts": "expert"})
    found = {c.text: c.type for c in extract_entities(doc, LEX, [], [])}
    assert found.get("Gated Experts") == "Method" and found.get("Selective Prediction") == "Method", found
    # the same words as the subject of a sentence are a phrase in capitals, nothing named
    doc = parsed("Gated Experts matter .", "NNP compound 1; NNPS nsubj 2; VBP ROOT 2; . punct 2")
    assert "Gated Experts" not in {c.text for c in extract_entities(doc, LEX, [], [])}


def test_a_name_after_a_change_of_score_is_where_it_was_taken():
    doc = parsed("GEOPHYS lifts MAGI from 50.01 % to 64.50 % on PhysicsIQ .",
                 "NNP nsubj 1; VBZ ROOT 1; NNP dobj 1; IN prep 1; CD nummod 5; NN pobj 3; IN prep 3; CD nummod 8; NN pobj 6; IN prep 3; NNP pobj 9; . punct 1")
    assert type_name(doc[10:11], LEX, {})[0] == "Benchmark"
    # "increases by 4.0% on cSCC": a change by an amount, taken on it; not a model the change was on
    parse = "NN nsubj 1; VBZ ROOT 1; IN prep 1; CD nummod 4; NN pobj 2; IN prep 1; NNP pobj 5; . punct 1"
    doc = parsed("PCC increases by 4.0 % on cSCC .", parse)
    assert type_name(doc[6:7], LEX, {})[0] == "Benchmark"
    doc = parsed("PCC increases by 4.0 % on ViT-L .", parse.replace("NNP pobj 5", "NNP compound 8; HYPH punct 8; NNP pobj 5"))
    assert doc[6:9].text == "ViT-L" and (type_name(doc[6:9], LEX, {}) or ("none",))[0] != "Benchmark"


def test_a_hyphened_word_that_says_how_its_noun_is_names_nothing_before_the_noun():
    # "an EVent-centric spatiotemporal framework": capitals that spell a short form do not make the modifier a name
    doc = parsed("an EVent - centric spatiotemporal framework", "DT det 5; NNP amod 3; HYPH punct 3; JJ amod 5; JJ amod 5; NN ROOT 5")
    doc = make([t.text for t in doc], [t.pos_ for t in doc], [t.tag_ for t in doc], [t.dep_ for t in doc],
               [t.head.i for t in doc], spaces=[True, False, False, True, True, False])
    assert doc.text == "an EVent-centric spatiotemporal framework"
    assert type_name(doc[1:4], LEX, {}) is None
    # a tail of its own keeps the name ("ABSA-mix, a benchmark")
    doc = parsed("the ABSA - mix benchmark", "DT det 4; NNP compound 3; HYPH punct 3; NN compound 4; NN ROOT 4")
    doc = make([t.text for t in doc], [t.pos_ for t in doc], [t.tag_ for t in doc], [t.dep_ for t in doc],
               [t.head.i for t in doc], spaces=[True, False, False, True, False])
    assert type_name(doc[1:4], LEX, {}) is not None


def test_a_name_before_a_part_of_its_data_set_aside_for_a_use_is_data():
    # "on the KITTI validation split": evaluated on a part of KITTI, a benchmark
    doc = parsed("We report results on the KITTI validation split .",
                 "PRP nsubj 1; VBP ROOT 1; NNS dobj 1; IN prep 1; DT det 7; NNP compound 7; NN compound 7; NN pobj 3; . punct 1")
    assert type_name(doc[5:6], LEX, {})[0] == "Benchmark"
    # the tagger reads "set" as a verb at times; the words decide
    doc = parsed("We report results on the ExLPose hard set .",
                 "PRP nsubj 1; VBP ROOT 1; NNS dobj 1; IN prep 1; DT det 7; NNP nmod 7; JJ amod 7; VBN pobj 3; . punct 1")
    assert type_name(doc[5:6], LEX, {})[0] == "Benchmark"
    # a part that trains makes the name a dataset
    doc = parsed("We train on the BraTS training set .",
                 "PRP nsubj 1; VBP ROOT 1; IN prep 1; DT det 6; NNP compound 6; NN compound 6; NN pobj 2; . punct 1")
    assert type_name(doc[4:5], LEX, {})[0] == "Dataset"
    # a subset a system is run on, whatever its use
    doc = parsed("It gains 4 % on the NUAA subset .",
                 "PRP nsubj 1; VBZ ROOT 1; CD nummod 3; NN dobj 1; IN prep 1; DT det 7; NNP compound 7; NN pobj 4; . punct 1")
    assert type_name(doc[6:7], LEX, {})[0] == "Benchmark"
    # a part with no use is no data: "applying it to the OpenMP subsets", "the Pareto set"
    doc = parsed("Applying it to the OpenMP subsets works .",
                 "VBG csubj 6; PRP dobj 0; IN prep 0; DT det 5; NNP compound 5; NNS pobj 2; VBZ ROOT 6; . punct 6")
    assert split_type(doc[4:5], LEX) is None
    doc = parsed("We compute the Pareto set .", "PRP nsubj 1; VBP ROOT 1; DT det 4; NNP compound 4; NN dobj 1; . punct 1")
    assert split_type(doc[3:4], LEX) is None
    # "RHYTHM partitions trajectories": a verb
    doc = parsed("RHYTHM test partitions trajectories .", "NNP nsubj 2; NN compound 0; VBZ ROOT 2; NNS dobj 2; . punct 2")
    assert split_type(doc[0:1], LEX) is None


def test_modifiers_joined_by_and_continue_a_phrase_set_after_a_name():
    # "ShapeY, a novel and principled benchmark designed to ...": the parser made the phrase a second object
    doc = parsed("We introduce ShapeY , a novel and principled benchmark designed to evaluate it .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 8; NN amod 8; CC cc 5; JJ conj 5; NN dobj 1; VBN acl 8; TO aux 11; VB xcomp 9; PRP dobj 11; . punct 1")
    assert apposed_noun_type(doc[2:3], LEX) == "Benchmark"
    # an "and" between two phrases still ends the first
    doc = parsed("We introduce ShapeY , a method and a benchmark .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 5; NN appos 2; CC cc 5; DT det 8; NN conj 5; . punct 1")
    assert apposed_noun_type(doc[2:3], LEX) == "Method"


def test_a_name_ending_an_opening_phrase_has_no_apposition():
    # "Relative to HAGE, the Pearson correlation ... increases": the comma ends the phrase, the noun phrase is the subject
    doc = parsed("Relative to HAGE , the accuracy increases .", "JJ advmod 6; IN prep 0; NNP pobj 1; , punct 6; DT det 5; NN nsubj 6; VBZ ROOT 6; . punct 6")
    assert apposed_noun_type(doc[2:3], LEX) is None
    # an indefinite phrase there is set after the name
    doc = parsed("On DEBATE , a deliberation dataset , BE wins .",
                 "IN prep 8; NNP pobj 0; , punct 1; DT det 5; NN compound 5; NN appos 1; , punct 8; NNP nsubj 8; VBZ ROOT 8; . punct 8")
    assert apposed_noun_type(doc[1:2], LEX) == "Dataset"
    # not at the start of the sentence, the phrase is apposed
    doc = parsed("We build on HAGE , the accuracy measure .", "PRP nsubj 1; VBP ROOT 1; IN prep 1; NNP pobj 2; , punct 3; DT det 7; NN compound 7; NN appos 3; . punct 1")
    assert apposed_noun_type(doc[3:4], LEX) == "Metric"


def test_a_phrase_set_after_a_name_and_its_parenthesis_types_the_name():
    # "we construct SciRAG-SSLI (Scientific RAG - ... Irrelevant), a large-scale dataset comprising ..."
    parse = ("PRP nsubj 1; VBP ROOT 1; NNP dobj 1; -LRB- punct 2; NNP compound 5; NNP appos 2; -RRB- punct 2; , punct 2; "
             "DT det 10; JJ amod 10; NN nsubj 1; VBG acl 10; NNS dobj 11; . punct 1")
    doc = parsed("we construct FooSet ( Foo Collection ) , a large dataset comprising items .", parse)
    assert apposed_noun_type(doc[2:3], LEX) == "Dataset"
    # a short form after plain words may stand for more than them: "Event Detection (SED-Aug), a framework"
    doc = parsed("we construct Detection ( SED ) , a large dataset comprising items .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; -LRB- punct 2; NNP appos 2; -RRB- punct 2; , punct 2; "
                 "DT det 9; JJ amod 9; NN nsubj 1; VBG acl 9; NNS dobj 10; . punct 1")
    assert apposed_noun_type(doc[2:3], LEX) is None


def test_identification_and_solving_head_tasks():
    # "speaker identification", "Multimodal Sarcasm Target Identification", "collaborative problem solving"
    assert type_term(list(parsed("speaker identification", "NN compound 1; NN ROOT 1")), LEX)[0] == "Task"
    assert type_term(list(parsed("collaborative problem solving", "JJ amod 2; NN compound 2; NN ROOT 2")), LEX)[0] == "Task"
    # what is identified must be said: "early identification" is a manner, as "a comprehensive analysis" is a study
    assert type_term(list(parsed("early identification", "JJ amod 1; NN ROOT 1")), LEX) is None


def test_restoration_gerunds_decision_making_and_writing_head_tasks():
    for text, parse in (("image deraining", "NN compound 1; NN ROOT 1"), ("clinical decision-making", "JJ amod 3; NN compound 3; HYPH punct 3; NN ROOT 3"),
                        ("creative writing", "JJ amod 1; NN ROOT 1")):
        assert type_term(list(parsed(text, parse)), LEX)[0] == "Task", text
    # the bare head, a manner of it or what is at stake names no problem
    for text, parse in (("complex decision-making", "JJ amod 3; NN compound 3; HYPH punct 3; NN ROOT 3"),
                        ("high-stakes decision-making", "JJ amod 2; HYPH punct 2; NNS compound 5; NN compound 5; HYPH punct 5; NN ROOT 5"),
                        ("writing", "NN ROOT 0")):
        assert type_term(list(parsed(text, parse)), LEX) is None, text


def test_a_bench_name_whose_subtitle_names_a_task_is_a_benchmark():
    # "CONDESION-BENCH: Conditional Decision-Making of Large Language Models ...": the task is what it evaluates
    doc = parsed("FOO-BENCH: Conditional Decision-Making of Language Models",
                 "NNP compound 2; HYPH punct 2; NNP ROOT 2; : punct 2; JJ amod 7; NN compound 7; HYPH punct 7; NN appos 2; "
                 "IN prep 7; NNP compound 10; NNPS pobj 8")
    assert type_name(doc[0:3], LEX, {}, headline=True)[0] == "Benchmark"
    # a kind word in the subtitle still says what it is
    doc = parsed("FOO-BENCH: A Framework of Language Models", "NNP compound 2; HYPH punct 2; NNP ROOT 2; : punct 2; DT det 5; "
                 "NN appos 2; IN prep 5; NNP compound 8; NNPS pobj 6")
    assert type_name(doc[0:3], LEX, {}, headline=True)[0] == "Method"


def test_a_cohort_or_a_release_is_no_generating():
    # "the next generation of language models": no task; "text generation" is one
    assert type_term(list(parsed("next generation", "JJ amod 1; NN ROOT 1")), LEX) is None
    assert type_term(list(parsed("text generation", "NN compound 1; NN ROOT 1")), LEX)[0] == "Task"
    # "next-generation speech synthesis": the release word is no part of the task
    doc = parsed("next-generation video synthesis", "JJ amod 2; HYPH punct 2; NN amod 4; NN compound 4; NN ROOT 4")
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["video", "synthesis"]


def test_a_framework_or_platform_for_benchmarking_is_a_benchmark():
    doc = parsed("We present LTLZinc , a benchmarking framework for continual learning .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 6; NN compound 6; NN appos 2; IN prep 6; JJ amod 9; NN pobj 7; . punct 1")
    assert type_name(doc[2:3], LEX, {})[0] == "Benchmark"
    doc = parsed("We present OpenCompass , an evaluation platform for models .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 6; NN compound 6; NN appos 2; IN prep 6; NNS pobj 7; . punct 1")
    assert type_name(doc[2:3], LEX, {})[0] == "Benchmark"
    # an evaluation framework is as often a judge the paper designs: it stays a framework
    doc = parsed("We present MUSE , an evaluation framework for models .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 6; NN compound 6; NN appos 2; IN prep 6; NNS pobj 7; . punct 1")
    assert type_name(doc[2:3], LEX, {})[0] == "Method"


def test_examples_hung_on_a_singular_noun_are_of_the_plural_joined_to_it():
    # "with tracking optimization and evaluation metrics, such as FooScore": the parser hangs "such as" on "optimization"
    doc = parsed("aligned with optimization and metrics , such as FooScore .",
                 "VBN ROOT 0; IN prep 0; NN pobj 1; CC cc 2; NNS conj 2; , punct 2; JJ amod 7; IN prep 2; NNP pobj 7; . punct 0",
                 lemmas={"metrics": "metric"})
    assert type_name(doc[8:9], LEX, {})[0] == "Metric"
    # two plural kinds: the first still says what the examples are
    doc = parsed("compared with methods and benchmarks , such as FooScore .",
                 "VBN ROOT 0; IN prep 0; NNS pobj 1; CC cc 2; NNS conj 2; , punct 2; JJ amod 7; IN prep 2; NNP pobj 7; . punct 0",
                 lemmas={"methods": "method", "benchmarks": "benchmark"})
    assert type_name(doc[8:9], LEX, {})[0] == "Method"


def test_a_name_before_a_verb_the_tagger_read_as_a_plural_is_its_subject():
    from kg.extract.syntax import is_argument, subject_of_mistagged_verb

    # "SAMST leverages the strengths": the tagger made "leverages" a plural noun and hung the name on it
    doc = parsed("SAMST leverages the strengths .", "NNP compound 1; NNS ROOT 1; DT det 3; NNS dobj 1; . punct 1")
    assert subject_of_mistagged_verb(doc[0:1]) and is_argument(doc[0:1])
    assert type_name(doc[0:1], LEX, {}) == ("Method", 0.55, "name")
    # a real plural noun takes no object: "the KTU models performed well" leaves the name a modifier
    doc = parsed("KTU models performed well .", "NNP compound 1; NNS nsubj 2; VBD ROOT 2; RB advmod 2; . punct 2")
    assert not subject_of_mistagged_verb(doc[0:1])
    assert type_name(doc[0:1], LEX, {}) is None
    # "FAIL-PD exploits differentiable ODE solvers": the parser hangs the object apart, but an adjective before
    # a noun follows no plural noun
    doc = parsed("FOOPD exploits differentiable ODE solvers .", "NNP compound 1; NNS ROOT 1; JJ amod 4; NNP compound 4; NNS appos 1; . punct 1")
    assert subject_of_mistagged_verb(doc[0:1])
    # an adjective set after its noun is no object: "fake ID documents available due to ..."
    doc = parsed("ID documents available due to privacy", "NNP compound 1; NNS ROOT 1; JJ amod 1; IN prep 2; IN pcomp 3; NN pobj 3")
    assert not subject_of_mistagged_verb(doc[0:1])


def test_a_definition_set_inside_a_task_names_the_task():
    from kg.extract.definition_types import task_noun_after

    # "Facial action unit (AU) detection is hard": the task, with what it works on spelled out
    text = "Facial action unit (AU) detection is hard ."
    doc = parsed(text, "JJ amod 2; NN compound 2; NN compound 6; -LRB- punct 2; NNP appos 2; -RRB- punct 2; NN nsubj 7; "
                       "VBZ ROOT 7; JJ acomp 7; . punct 7")
    (abbrev,) = find_abbreviations(text)
    assert task_noun_after(abbrev, doc, LEX, {}).text == "detection"
    cands = extract_entities(doc, LEX, [abbrev], [], {})
    assert [(c.text, c.type) for c in cands] == [("Facial action unit (AU) detection", "Task")]
    # a technique of the kind, with an article, is no task: "introduced a Token-to-Token (TTT) editing mechanism"
    text = "introduced a Token-to-Token (TTT) editing mechanism ."
    doc = parsed(text, "VBD ROOT 0; DT det 11; NNP compound 11; HYPH punct 2; IN prep 2; HYPH punct 6; NNP pobj 4; -LRB- punct 8; "
                       "NNP appos 2; -RRB- punct 8; NN compound 11; NN dobj 0; . punct 0")
    (abbrev,) = find_abbreviations(text)
    assert task_noun_after(abbrev, doc, LEX, {}) is None
    # nor is what is done with a measure or a technique: "binary cross-entropy (BCE) optimization"
    text = "binary cross-entropy (BCE) optimization ."
    doc = parsed(text, "JJ amod 3; NN compound 3; HYPH punct 3; NN compound 7; -LRB- punct 5; NNP appos 3; -RRB- punct 5; NN ROOT 7; . punct 7")
    (abbrev,) = find_abbreviations(text)
    assert task_noun_after(abbrev, doc, LEX, {}) is None
    # a noun of what the task works on may come between: "Positron Emission Tomography (PET) image denoising"
    text = "Positron Emission Tomography (PET) image denoising is hard ."
    doc = parsed(text, "NNP compound 2; NNP compound 2; NNP nmod 7; -LRB- punct 2; NNP appos 2; -RRB- punct 2; NN compound 7; "
                       "NN nsubj 8; VBZ ROOT 8; JJ acomp 8; . punct 8")
    (abbrev,) = find_abbreviations(text)
    assert task_noun_after(abbrev, doc, LEX, {}).text == "denoising"


def test_title_case_words_after_an_article_ending_in_a_part_noun_name_a_part():
    from kg.extract.name_spans import name_spans, names_a_part
    from kg.extract.relations import named_as_part

    # "An Attacker Agent generates rewrites": the kind word stays in the name, which names a part
    text = "We propose X . An Attacker Agent generates rewrites ."
    doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; . punct 1; DT det 6; NNP compound 6; NNP nsubj 7; VBZ ROOT 7; "
                       "NNS dobj 7; . punct 7")
    names = [s.text for s in name_spans(doc, LEX)]
    assert "Attacker Agent" in names and names_a_part(doc[5:7], LEX)
    part = Candidate(doc[5].idx, doc[6].idx + len("Agent"), "Method", 0.55, "name", "Attacker Agent")
    assert named_as_part(doc, part, {"X"}, LEX) == "a part named in Title Case"
    assert named_as_part(doc, part, set(), LEX) is None  # a text that proposes nothing names no part of its own
    # the same words found by the term rules are such a name: "we incorporate an Early-Exit Strategy that ..."
    assert named_as_part(doc, Candidate(part.start, part.end, "Method", 0.6, "term", "Attacker Agent"), {"X"}, LEX)
    # "an LLM Agent" is a kind, and without an article the words may be a title's
    doc = parsed("an LLM Agent acts .", "DT det 2; NNP compound 2; NNP nsubj 3; VBZ ROOT 3; . punct 3")
    assert not names_a_part(doc[1:3], LEX)
    # plain words hyphened name a part too: "coupled with an Action-Aware Critic Head that evaluates ..."
    doc = parsed("an Action-Aware Critic Head evaluates .",
                 "DT det 5; NNP amod 3; HYPH punct 3; NNP compound 5; NNP compound 5; NNP nsubj 6; VBZ ROOT 6; . punct 6")
    assert doc[1:6].text == "Action-Aware Critic Head" and names_a_part(doc[1:6], LEX)


def test_a_name_that_spells_out_a_known_short_form_it_does_not_spell_is_that_known_thing():
    from kg.extract.definition_types import spells_out_known

    # "We present a Cycle-Consistent Adversarial Network (CycleGAN) approach": the known form is the mention
    text = "We present a Cycle-Consistent Adversarial Network (CycleGAN) approach for translation."
    name = "Cycle-Consistent Adversarial Network"
    assert spells_out_known(text, name, text.index(name) + len(name), LEX)
    doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; DT det 11; NNP amod 5; HYPH punct 5; NNP amod 7; NNP compound 7; NNP compound 11; "
                       "-LRB- punct 9; NNP appos 7; -RRB- punct 9; NN dobj 1; IN prep 11; NN pobj 12; . punct 1")
    assert [c.text for c in extract_entities(doc, LEX, find_abbreviations(text), [], {}) if c.type == "Method"] == ["CycleGAN"]
    # a short form the name spells is the text's own definition, whatever else it names
    text = "It has a Textual Semantic Prototype (TSP) module."
    name = "Textual Semantic Prototype"
    assert not spells_out_known(text, name, text.index(name) + len(name), LEX)


def test_a_model_family_a_compound_of_use_is_built_on_is_the_model_used():
    from kg.extract.candidates import family_use_candidates

    # "built upon a Qwen-based vision backbone": "Qwen-based" is no name by its form; the family is used
    doc = parsed("a Qwen-based vision backbone", "DT det 4; NNP npadvmod 2; HYPH punct 2; VBN amod 4; NN compound 4; NN ROOT 4")
    assert [(c.text, c.type) for c in family_use_candidates(doc, LEX)] == [("Qwen", "Model")]
    assert ("Qwen", "Model") in [(c.text, c.type) for c in extract_entities(doc, LEX, [], [], {})]
    # a word that is no family is left to the other rules
    doc = parsed("a Retrieval-based method", "DT det 3; NNP npadvmod 2; HYPH punct 2; VBN amod 3; NN ROOT 3")
    assert family_use_candidates(doc, LEX) == []


def test_a_word_of_earlier_work_reaches_over_a_count():
    from kg.extract.syntax import follows_earlier_work_word

    # "conventional multiple fixed-position antenna (FPA) systems", "existing two-stage detectors"
    doc = parsed("in conventional multiple antenna systems", "IN ROOT 0; JJ amod 4; JJ amod 4; NN compound 4; NNS pobj 0")
    assert follows_earlier_work_word(doc[3:4])
    doc = parsed("in multiple antenna systems", "IN ROOT 0; JJ amod 3; NN compound 3; NNS pobj 0")
    assert not follows_earlier_work_word(doc[2:3])


def test_names_listed_after_a_data_noun_and_its_phrase_are_data():
    # "three baseline datasets for rehabilitation exercises: Kimore, IRDS.": a colon's list after the data noun
    # and its phrase; a plain capitalised word there names a collection too
    doc = parsed("on three datasets for rehabilitation exercises : Kimore , IRDS .",
                 "IN ROOT 0; CD nummod 2; NNS pobj 0; IN prep 2; NN compound 5; NNS pobj 3; : punct 7; NNP ROOT 7; , punct 7; "
                 "NNP appos 7; . punct 7", lemmas={"datasets": "dataset", "exercises": "exercise"})
    assert type_name(doc[7:8], LEX, {})[0] == "Dataset"
    assert type_name(doc[9:10], LEX, {})[0] == "Dataset"
    # a colon after another kind of noun says nothing of the name: "a framework for semantic segmentation: PPAR"
    doc = parsed("a framework for semantic segmentation : PPAR .",
                 "DT det 1; NN ROOT 1; IN prep 1; JJ amod 4; NN pobj 2; : punct 6; NNP appos 1; . punct 1")
    assert type_name(doc[6:7], LEX, {})[0] != "Task"
    # "datasets of comparable scale (LIMO, SoK)": the parser hangs the list on "scale" and the first name on the last
    doc = parsed("outperform datasets of comparable scale ( LIMO , SoK ) .",
                 "VBP ROOT 0; NNS dobj 0; IN prep 1; JJ amod 4; NN pobj 2; -LRB- punct 4; NNP nmod 8; , punct 6; NNP appos 4; "
                 "-RRB- punct 4; . punct 0", lemmas={"datasets": "dataset"})
    assert type_name(doc[6:7], LEX, {})[0] == "Dataset"
    assert type_name(doc[8:9], LEX, {})[0] == "Dataset"
    # the tagger reads "corpus" as a foreign word: "trained on the same speech corpus (LJ Speech)"
    doc = parsed("on the speech corpus ( LJ Speech ) .",
                 "IN ROOT 0; DT det 3; NN compound 3; FW pobj 0; -LRB- punct 3; NNP compound 6; NNP appos 3; -RRB- punct 3; . punct 0")
    assert type_name(doc[5:7], LEX, {})[0] == "Dataset"
    # a range of dimensions in the parenthesis is no name: "data dimensionality (1D-3D)"
    doc = parsed("of dimensionality ( 1D-3D )", "IN ROOT 0; NN pobj 0; -LRB- punct 1; CD appos 1; -RRB- punct 1")
    assert type_name(doc[3:4], LEX, {}) is None


def test_a_known_measure_with_a_lower_case_mark_is_a_measure():
    from kg.extract.name_forms import is_metric_variant

    gaz = gazetteer_index(LEX)
    # "with substantially lower rFID than ...": the measure of reconstructions; "gFID", "cIoU", "spBLEU" likewise
    doc = parsed("with lower rFID than VAE", "IN ROOT 0; JJR amod 2; NNP pobj 0; IN prep 2; NNP pobj 3")
    assert type_name(doc[2:3], LEX, gaz)[0] == "Metric"
    assert all(is_metric_variant(name, gaz) for name in ("gFID", "cIoU", "spBLEU", "xCOMET", "mRecall"))
    # letters of a word are no mark ("thEm"); a known name keeps its own type; a plain measure is no variant
    assert not any(is_metric_variant(name, gaz) for name in ("thEm", "pEer", "FID", "iPhone"))
    # a short mark before the hyphen of a usual area or score: "PR-AUC", "BCD-AUC (the geometric mean of ...)"
    assert all(is_metric_variant(name, gaz) for name in ("PR-AUC", "BCD-AUC", "NTA-IoU"))
    assert not any(is_metric_variant(name, gaz) for name in ("CLIP-F1", "SAM-IoU", "EM-KD"))  # a name, or no score


def test_a_name_the_compared_systems_are_run_on_is_evaluated_on():
    from kg.extract.evaluated_on import evaluated_on_type

    # "REVERSE rivals larger models on Im2GPS3k and YFCC4k": the parser hangs "on" on the compared noun
    doc = parsed("REVERSE rivals larger models on Im2GPS3k and YFCC4k .",
                 "NNP nsubj 1; VBZ ROOT 1; JJR amod 3; NNS dobj 1; IN prep 3; NNP pobj 4; CC cc 5; NNP conj 5; . punct 1",
                 lemmas={"rivals": "rival", "models": "model"})
    assert evaluated_on_type(doc[5:6], LEX) == "Benchmark" and evaluated_on_type(doc[7:8], LEX) == "Benchmark"
    # a list with a known measure in it is what they were measured by: "outperforms baselines on KID, LPIPS and SIFID"
    doc = parsed("outperforms baselines on KID , LPIPS and SIFID .",
                 "VBZ ROOT 0; NNS dobj 0; IN prep 1; NNP pobj 2; , punct 3; NNP conj 3; CC cc 5; NNP conj 5; . punct 0",
                 lemmas={"outperforms": "outperform", "baselines": "baseline"})
    assert evaluated_on_type(doc[7:8], LEX) is None
    # a noun that is no object of a comparison says nothing here: "describes models on Foo"
    doc = parsed("describes models on Foo .", "VBZ ROOT 0; NNS dobj 0; IN prep 1; NNP pobj 2; . punct 0",
                 lemmas={"describes": "describe", "models": "model"})
    assert evaluated_on_type(doc[3:4], LEX) is None


def test_a_name_after_a_score_and_its_measure_is_evaluated_on():
    from kg.extract.evaluated_on import evaluated_on_type

    # "RF-HiT attains 91.27% mean Dice on ACDC": the parser hangs "Dice" apart from its score; the surface says
    doc = parsed("attains 91.27 % mean Dice on ACDC .",
                 "NNS nsubj 3; CD nummod 2; NN appos 0; VBP ROOT 3; NNP dobj 3; IN prep 4; NNP pobj 5; . punct 3")
    assert evaluated_on_type(doc[6:7], LEX) == "Benchmark"
    # a count is no score ("15 steps on WebVoyager"), nor is a score across punctuation
    doc = parsed("within 15 steps on WebVoyager .", "IN ROOT 0; CD nummod 2; NNS pobj 0; IN prep 2; NNP pobj 3; . punct 0")
    assert evaluated_on_type(doc[4:5], LEX) is None
    # the measure itself, or a model run faster, is no data: "15% increase on MS-SSIM", "6.24 times speedup on Qwen-Image"
    doc = parsed("a 15 % increase on SSIM .", "DT det 3; CD nummod 2; NN compound 3; NN ROOT 3; IN prep 3; NNP pobj 4; . punct 3")
    assert evaluated_on_type(doc[5:6], LEX) is None
    doc = parsed("6.24 times speedup on Qwen2 .", "CD nummod 1; NNS compound 2; NN ROOT 2; IN prep 2; NNP pobj 3; . punct 2")
    assert evaluated_on_type(doc[4:5], LEX) is None


def test_a_capitalised_adjective_after_a_plain_capitalised_word_continues_the_name():
    from kg.extract.name_spans import name_spans

    # "along with a Predictive Token Rectification mechanism": the tagger reads "Token" as an adjective
    doc = parsed("along with a Predictive Token Rectification mechanism to correct errors .",
                 "IN prep 1; IN ROOT 1; DT det 6; NNP compound 4; JJ compound 5; NNP compound 6; NN pobj 1; TO aux 8; VB relcl 6; "
                 "NNS dobj 8; . punct 1")
    assert [s.text for s in name_spans(doc, LEX, False)] == ["Predictive Token Rectification"]


def test_title_case_words_after_an_article_with_a_part_kind_after_them_name_a_part():
    from kg.extract.name_spans import names_a_part
    from kg.extract.relations import named_as_part

    # "It integrates a Cross-Expert Calibration mechanism to ...": the kind of a part right after its name
    doc = parsed("It integrates a Cross-Expert Calibration mechanism .",
                 "PRP nsubj 1; VBZ ROOT 1; DT det 7; NNP compound 5; HYPH punct 5; JJ amod 6; NNP compound 7; NN dobj 1; . punct 1")
    assert names_a_part(doc[3:7], LEX)
    part = Candidate(doc[3].idx, doc[6].idx + len("Calibration"), "Method", 0.8, "name-typed", "Cross-Expert Calibration")
    assert named_as_part(doc, part, {"SymTrack"}, LEX) == "a part named in Title Case"
    # a system's kind after the name is no part's ("a Virtual Biopsy framework" has cues of its own); nor a kind in capitals
    doc = parsed("a Virtual Biopsy framework .", "DT det 3; NNP compound 2; NNP compound 3; NN ROOT 3; . punct 3")
    assert not names_a_part(doc[1:3], LEX)
    doc = parsed("an LLM Routing module .", "DT det 3; NNP compound 2; NNP compound 3; NN ROOT 3; . punct 3")
    assert not names_a_part(doc[1:3], LEX)


def test_a_model_family_written_in_lower_case_with_its_digit_is_a_name():
    from kg.extract.name_spans import name_spans

    # "Experiments with o1 show ...", "o3-mini": a family of the lexicon in lower case, with a digit
    doc = parsed("Experiments with o1 show gains over o3-mini .", "NNS nsubj 3; IN prep 0; NN pobj 1; VBP ROOT 3; NNS dobj 3; "
                 "IN prep 4; NN pobj 5; HYPH punct 6; NN pobj 5; . punct 3")
    assert [s.text for s in name_spans(doc, LEX, False)] == ["o1", "o3-mini"]
    # a lower-case word with a digit that is no family is no name
    doc = parsed("with x2 gains .", "IN ROOT 0; NN compound 2; NNS pobj 0; . punct 0")
    assert name_spans(doc, LEX, False) == []


def test_a_long_form_ending_in_a_band_of_light_names_the_data():
    # "spanning Short-Wave Infrared (SWIR) and Long-Wave Infrared (LWIR)": the band the data is recorded in
    text = "imaging in Short-Wave Infrared (SWIR) and Long-Wave Infrared (LWIR) bands; SWIR data"
    found = found_in(text)
    assert not found & {"Short-Wave Infrared", "SWIR", "Long-Wave Infrared", "LWIR"}
    # a collection named "in Infrared" is data of its own
    text = "the Surgical Tattoos in Infrared (STIR) dataset"
    assert "Surgical Tattoos in Infrared" in found_in(text)


def test_the_sequences_of_an_mri_protocol_are_the_data():
    # "MRI sequences included T1, T2, and FLAIR": the data's modality, as "in MRI" is
    text = "MRI sequences included T1, T2, and FLAIR."
    assert not {c.text for c in extract_entities(NLP(text), LEX, [], [])} & {"T1", "T2", "FLAIR"}
    # a headline's name is the paper's own: "T1: A Tool-Oriented Conversational Dataset"
    doc = parsed("T1 : A Dataset for Planning", "NNP ROOT 0; : punct 0; DT det 3; NN appos 0; IN prep 3; NN pobj 4")
    assert "T1" in {c.text for c in extract_entities(doc, LEX, [], [])}


def test_sizes_side_by_side_continue_a_model_name():
    from kg.extract.name_spans import name_spans

    # "in Gemma 3 4B/12B IT and Qwen3-8B": one name, where "IT" alone had been a model
    doc = parsed("in Gemma 3 4B/12B IT and Qwen3 .", "IN ROOT 0; NNP pobj 0; CD nummod 1; CD nummod 1; NNP appos 1; CC cc 1; NNP conj 1; . punct 0")
    assert [s.text for s in name_spans(doc, LEX, False)] == ["Gemma 3 4B/12B IT", "Qwen3"]
    # a fraction of one after a name is its score, no release: "(e.g., IC 0.871, SSIM-OM 0.84)"
    doc = parsed("( IC 0.871 , LPIPS 0.84 )", "-LRB- punct 1; NNP ROOT 1; CD nummod 1; , punct 1; NNP appos 1; CD nummod 4; -RRB- punct 1")
    assert [s.text for s in name_spans(doc, LEX, False)] == ["IC", "LPIPS"]


def test_natural_language_processing_is_a_field_as_machine_learning_is():
    # "Recent advances in natural language processing (NLP)": where a paper works, no task it addresses
    text = "Recent advances in natural language processing (NLP) and machine learning help. NLP tools abound."
    found = found_in(text)
    assert not found & {"natural language processing", "NLP", "machine learning"}


def test_what_follows_a_colon_belongs_to_the_sentence_that_announced_it():
    from kg.extract.own_phrase import is_listed_as_new
    from kg.extract.syntax import sentence_bounds

    # "We introduce two new metrics: FooScore and BarRate.": the parser started a sentence at
    # "FooScore", which left the list without the "we" that makes its names the paper's own
    doc = parsed("We introduce two new metrics : FooScore and BarRate .",
                 "PRP nsubj 1; VBP ROOT 1; CD nummod 4; JJ amod 4; NNS dobj 1; : punct 1; NNP ROOT 6; CC cc 6; NNP conj 6; . punct 6")
    assert doc[6].is_sent_start
    assert sentence_bounds(doc) == [(0, 10)]
    assert is_listed_as_new(doc[6:7])
    # a full stop still ends a sentence
    doc = parsed("We introduce two new metrics . FooScore is one .",
                 "PRP nsubj 1; VBP ROOT 1; CD nummod 4; JJ amod 4; NNS dobj 1; . punct 1; NNP nsubj 7; VBZ ROOT 7; CD attr 7; . punct 7")
    assert sentence_bounds(doc) == [(0, 6), (6, 10)]


def test_a_headline_names_the_task_it_works_within():
    from kg.extract.cued_phrases import headline_purpose_tasks

    def tasks(title):
        return [c.text for c in headline_purpose_tasks(NLP(title), LEX)]

    # "in" before a Title Case phrase that ends in a task head, as "for" does
    assert tasks("Aligning Dynamic Spatial Relationships in Video Generation") == ["Video Generation"]
    assert tasks("Mixed Signals: Understanding Model Disagreement in Multimodal Empathy Detection") == ["Multimodal Empathy Detection"]
    # a system, a field, a place or one word after it names no task
    assert tasks("Hallucination in Large Language Models") == []
    # (the task this headline opens with is read as an opening: below)
    assert tasks("Action Recognition in Real-World Ambient Assisted Living Environment") == ["Action Recognition"]
    assert tasks("Neural Scaling in Healthcare") == []


def test_a_headline_or_subtitle_that_opens_with_a_task_names_it():
    from kg.extract.cued_phrases import headline_purpose_tasks

    def tasks(title):
        return [c.text for c in headline_purpose_tasks(NLP(title), LEX)]

    # a Title Case phrase opening a headline or its subtitle, ended by a known task word
    assert tasks("Strips as Tokens: Artist Mesh Generation with Native UV Segmentation") == ["Artist Mesh Generation"]
    assert tasks("Cuneiform Tablet Classification: A Survey") == ["Cuneiform Tablet Classification"]
    # a word of manner before it, or a compound saying how, is no part of the task
    assert tasks("Zero-Shot CFC: Fast Real-World Image Denoising based on Consistency") == ["Real-World Image Denoising"]
    assert tasks("PASE: Fine-Tuned LLM Personalization at Scale") == ["LLM Personalization"]
    # a process that is no known task word, or a capacity a method has as often as a task, opens none
    assert tasks("Cluster Workload Allocation with Soft Affinity") == []
    assert tasks("Generative Recursive Reasoning with Small Networks") == []
    # an act done to what follows, the means to a task after "for", a claim or a question names none
    assert tasks("Automated Detection of Pre-training Text in Black-box LLMs") == []
    assert tasks("Proposal Refinement for Few-Shot Object Detection") == ["Few-Shot Object Detection"]
    assert tasks("Do Instance Priors Help Weakly Supervised Semantic Segmentation?") == []
    assert tasks("Methods Enhancing Acoustic Scene Classification") == []
    # a claim's verb, which the tagger reads as a name in a headline, comes before the task it improves
    assert tasks("Human-AI Ensembles Improve Deepfake Detection in Videos") == ["Deepfake Detection"]
    # nor the long form of the name before the colon, nor words a subtitle calls an approach
    assert tasks("PASR: Pose Aware Shape Retrieval from Occluded Single Views") == []
    assert tasks("Sandwich Reasoning Retrieval: An Answer-First Approach for Query Correction") == ["Query Correction"]


def test_a_headline_that_opens_on_what_it_improves_names_that_task():
    from kg.extract.cued_phrases import headline_purpose_tasks

    def tasks(title):
        return [c.text for c in headline_purpose_tasks(NLP(title), LEX)]

    assert tasks("City2Scene: Improving Acoustic Scene Classification with City Features") == ["Acoustic Scene Classification"]
    assert tasks("Enhancing Pancreatic Cancer Staging with Large Language Models") == ["Pancreatic Cancer Staging"]
    # a system, or a gerund inside a clause, names none
    assert tasks("Improving Large Language Models with Feedback") == []
    assert tasks("Methods Enhancing Acoustic Scene Classification") == []


def test_a_name_built_on_the_papers_own_name_is_its_own():
    from kg.extract.relations import named_after_own

    def cue(text, type_="Method", own=("LLM-in-Sandbox",)):
        return named_after_own(Candidate(0, len(text), type_, 0.8, "name", text), set(own))

    assert cue("LLM-in-Sandbox Reinforcement Learning") == "named after the paper's own 'LLM-in-Sandbox'"
    assert cue("ToolGrad-5k", "Dataset", ("ToolGrad",))
    assert cue("CoCoA-zero", own=("CoCoA",))
    # the name itself, a name that only shares its first letters, a phrase that uses the name, a task
    assert cue("LLM-in-Sandbox") is None
    assert cue("Libration", own=("Libra",)) is None
    assert cue("Routine-based distillation", own=("Routine",)) is None
    assert cue("LLM-in-Sandbox exploration", "Task") is None


def test_a_release_mark_after_a_capitalised_word_makes_a_name():
    from kg.extract.name_spans import name_spans
    from kg.extract.names import is_headline_name, is_name_like, is_release_marked

    assert is_release_marked("Rein++") and is_release_marked("Insight-V++") and is_release_marked("CoFT+")
    assert not is_release_marked("C++") and not is_release_marked("rein++") and not is_release_marked("Rein+++")
    assert is_name_like("Rein++") and is_headline_name("Insight-V++")
    # in a Title Case headline the capitalised words before such a release, ending at the colon, are its name
    doc = NLP("Gaussian Shading++: Rethinking the Realistic Deployment Challenge of Image Watermarking")
    assert [s.text for s in name_spans(doc, LEX)] == ["Gaussian Shading++"]
    doc = NLP("Insight-V++: Towards Advanced Long-Chain Visual Reasoning with Multimodal Large Language Models")
    assert [s.text for s in name_spans(doc, LEX)] == ["Insight-V++"]


def test_capitalised_words_and_a_release_number_opening_a_headline_are_a_name():
    from kg.extract.name_spans import name_spans

    for title, name in (("Think 360°: Evaluating the Width-centric Reasoning Capability of MLLMs", "Think 360°"),
                        ("Depth Anything 3: Recovering the Visual Space", "Depth Anything 3"),
                        ("Eagle 2.5: Boosting Long-Context Post-Training", "Eagle 2.5")):
        assert name in [s.text for s in name_spans(NLP(title), LEX)], title
    # a part of a series, a slogan in "-ing" or a year make none
    for title in ("Cloud Diffusion Part 1: Theory and Practice", "Hallucinating 360°: Panoramic Street-View Generation",
                  "Stage 2: Recovering the Visual Space"):
        assert not [s.text for s in name_spans(NLP(title), LEX) if s.start == 0], title


def test_an_acronym_listed_with_a_typed_technique_is_a_technique_too():
    # "FooNet introduces two algorithms, ST-GRPO and J-GRPO.": "J-GRPO" has no cue of its own, and an
    # acronym no cue types is read as a field or modality ("in MRI"); the list says it is an algorithm
    text = "FooNet introduces two algorithms, ST-GRPO and J-GRPO."
    parse = ("NN nsubj 1; VBZ ROOT 1; CD nummod 3; NNS dobj 1; , punct 3; NNP compound 7; HYPH punct 7; NNP appos 3; "
             "CC cc 7; NNP compound 11; HYPH punct 11; NNP conj 7; . punct 1")
    doc = parsed(text, parse, lemmas={"introduces": "introduce", "algorithms": "algorithm"})
    found = {c.text: c.type for c in extract_entities(doc, LEX, [], [])}
    assert found.get("ST-GRPO") == "Method" and found.get("J-GRPO") == "Method", found
    # alone, with no cue, it is still no entity
    text = "Results in MNER are shown."
    found = {c.text for c in extract_entities(parsed(text, "NNS nsubjpass 4; IN prep 0; NNP pobj 1; VBP auxpass 4; VBN ROOT 4; . punct 4"), LEX, [], [])}
    assert "MNER" not in found


def test_a_known_technique_written_as_one_hyphened_word_keeps_its_type():
    # "Flow-matching methods for ...": the head "matching" would make a task of it; the gazetteer's
    # "flow matching" says what it is
    doc = parsed("Flow-matching methods learn fields .", "NN compound 2; HYPH punct 2; NN compound 3; NNS nsubj 4; VBP ROOT 4; NNS dobj 4; . punct 4")
    found = {c.text: c.type for c in extract_entities(doc, LEX, [], [])}
    assert found.get("Flow-matching") == "Method", found


def test_fluency_and_readability_are_measures_of_text():
    # "we evaluate 2,000 responses on accuracy, fluency, and completeness"
    doc = parsed("on fluency and readability", "IN ROOT 0; NN pobj 0; CC cc 1; NN conj 1")
    assert type_term([doc[1]], LEX)[0] == "Metric"
    assert type_term([doc[3]], LEX)[0] == "Metric"
    # a property the text only names stays a property: "consistency" heads no measure
    doc = parsed("temporal consistency", "JJ amod 1; NN ROOT 1")
    assert type_term(list(doc), LEX) is None or type_term(list(doc), LEX)[0] != "Metric"


def test_a_thing_a_listed_verb_presents_is_presented_not_used():
    from kg.extract.relations import _system_presents, relation_cue

    # "CRPO constructs videos, trains on branches, and introduces a Relation Reward": the tagger reads
    # "trains" as a plural noun and hangs "introduces" on it; the reward is what the system presents
    text = "FooNet constructs videos , trains on branches , and introduces a Relation Reward ."
    parse = ("NNP nsubj 1; VBZ ROOT 1; NNS dobj 1; , punct 1; NNS conj 1; IN prep 4; NNS pobj 5; , punct 4; CC cc 4; "
             "VBZ conj 4; DT det 12; NNP compound 12; NNP dobj 9; . punct 1")
    doc = parsed(text, parse, lemmas={"constructs": "construct", "trains": "train", "introduces": "introduce"})
    start = text.index("Relation Reward")
    cand = Candidate(start, start + len("Relation Reward"), "Method", 0.7, "name", "Relation Reward")
    assert relation_cue(doc, cand, LEX) is None
    assert _system_presents(doc[9], {"FooNet"}, LEX)
    assert not _system_presents(doc[9], {"OtherNet"}, LEX)


def test_a_word_that_judges_a_problem_is_no_part_of_its_name():
    from kg.extract.terms import trim_phrase

    def trimmed(text, parse):
        return [t.text for t in trim_phrase(list(parsed(text, parse)), LEX)]

    # "addresses the suboptimal alignment of ...", "inaccurate motion estimation": a judgement, as "poor" is
    assert trimmed("inaccurate motion estimation", "JJ amod 2; NN compound 2; NN ROOT 2") == ["motion", "estimation"]
    assert trimmed("suboptimal alignment", "JJ amod 1; NN ROOT 1") == ["alignment"]
    # "a 15% speedup at equal accuracy", "comparable latency": what the comparison holds equal is the measure
    assert trimmed("equal accuracy", "JJ amod 1; NN ROOT 1") == ["accuracy"]
    assert trimmed("comparable inference latency", "JJ amod 2; NN compound 2; NN ROOT 2") == ["inference", "latency"]
    # "Classical prediction methods often become inefficient", "classic template matching": the old way
    # of doing it, no part of its name ("classical planning", the field, is known whole)
    assert trimmed("classic template matching", "JJ amod 2; NN compound 2; NN ROOT 2") == ["template", "matching"]
    assert gazetteer_index(LEX).get("classical planning") == "Task"
    # a setting held fixed is no part of the measure: "at matched compression ratios", "a fixed ratio"
    assert trimmed("matched compression ratios", "JJ amod 2; NN compound 2; NNS ROOT 2") == ["compression", "ratios"]
    assert gazetteer_index(LEX).get("matched filtering") == "Method"  # a technique, known whole
    # how a figure was pooled is no part of the measure: "the highest averaged Macro F1"
    assert trimmed("averaged cosine similarity", "JJ amod 2; NN compound 2; NN ROOT 2") == ["cosine", "similarity"]


def test_a_number_with_its_unit_written_on_is_an_amount():
    from kg.extract.bare_names import is_amount

    units = LEX.measure_units
    assert is_amount("268kPa", units) and is_amount("5GHz", units) and is_amount("4.1GiB", units)
    assert not is_amount("3D", units) and not is_amount("7B", units) and not is_amount("H100", units)
    # a range of amounts: "less memory (2.1GB vs 3.2-4.5GB)"
    assert is_amount("3.2-4.5GB", units) and is_amount("3-4dB", units) and not is_amount("3-4B", units)
    # "a similar compressive stiffness (268kPa vs. 299kPa)": no technique
    text = "a stiffness ( 268kPa vs. 299kPa ) ."
    doc = parsed(text, "DT det 1; NN ROOT 1; -LRB- punct 1; NN appos 1; IN prep 3; NN pobj 4; -RRB- punct 1; . punct 1")
    assert {c.text for c in extract_entities(doc, LEX, [], [])} == set()


def test_a_class_listed_under_a_scheme_is_no_contribution():
    from kg.extract.syntax import contribution_path

    # "we introduce a taxonomy : Atomic Generation , Agentic Generation": classes of the scheme
    text = "we introduce a taxonomy : Atomic Generation , Agentic Generation ."
    parse = "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; : punct 3; NNP compound 6; NNP appos 3; , punct 6; NNP compound 9; NNP conj 6; . punct 1"
    doc = parsed(text, parse, lemmas={"introduce": "introduce"})
    assert contribution_path(doc[5:7], LEX) is None
    assert contribution_path(doc[8:10], LEX) is None
    # the same list under a system's name is the system's parts
    text = "we introduce a framework : Atomic Generation , Agentic Generation ."
    doc = parsed(text, parse, lemmas={"introduce": "introduce"})
    assert contribution_path(doc[5:7], LEX) == "object of 'introduce'"


def test_a_known_measure_with_a_mark_after_it_is_that_measure():
    from kg.extract.name_forms import is_metric_variant

    gaz = gazetteer_index(LEX)
    # "AUC-PR", "AUC-ROC", "PSNR-Y": a curve or a channel; "F1-micro", "F1-weighted": an average
    assert all(is_metric_variant(name, gaz) for name in ("AUC-PR", "AUC-ROC", "PSNR-Y", "F1-micro", "F1-weighted"))
    # capitals after a two-letter short form make a name of its own ("EM-KD", "AP-CAP"); no known measure, no variant
    assert not any(is_metric_variant(name, gaz) for name in ("EM-KD", "AP-CAP", "GPT-4", "Llama-3", "FooBar-ROC"))


def test_counting_heads_a_task():
    # "Text-guided Open-vocabulary Object Counting (TOOC)", "class-agnostic counting", "cell counting"
    doc = parsed("class-agnostic object counting", "JJ amod 4; HYPH punct 0; JJ amod 4; NN compound 4; NN ROOT 4")
    assert type_term(list(doc), LEX)[0] == "Task"


def test_a_list_after_a_colon_that_follows_others_models_names_those_models():
    from kg.extract.syntax import contribution_path

    # "we build Multi-PixMo, a corpus from datasets with licensed models: PixMo-Cap, ..." (the parser hangs the
    # list on the built thing as its appositive)
    text = "we build MultiPix , a corpus from datasets with licensed models : PixCap and CoSyn ."
    doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 5; NN appos 2; IN prep 5; NNS pobj 6; "
                       "IN prep 7; VBN amod 10; NNS pobj 8; : punct 2; NNP appos 2; CC cc 12; NNP conj 12; . punct 1")
    assert contribution_path(doc[2:3], LEX) == "object of 'build'"
    assert contribution_path(doc[12:13], LEX) is None
    # parts the paper counts before the colon stay its own, and so do the items of a plural noun further back
    text = "we introduce two techniques using diffusion models : CACTI and CACTIF ."
    doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; CD nummod 3; NNS dobj 1; VBG acl 3; NN compound 6; NNS dobj 4; "
                       ": punct 3; NNP appos 3; CC cc 8; NNP conj 8; . punct 1")
    assert contribution_path(doc[8:9], LEX) == "object of 'introduce'"


def test_a_cameras_field_of_view_is_no_name():
    # "particularly for normal FoV with unknown yaw": the view, no technique
    doc = parsed("gains for normal FoV with unknown yaw .", "NNS ROOT 0; IN prep 0; JJ amod 3; NNP pobj 1; IN prep 3; JJ amod 6; NN pobj 4; . punct 0")
    assert "FoV" not in {c.text for c in extract_entities(doc, LEX, [], [], {})}


def test_accelerators_are_no_names_and_sufficiency_is_no_part_of_a_task():
    # "the tiled-memory architectures of modern mobile SoCs", "on the mobile NPU": hardware, as a GPU is
    for word in ("NPU", "NPUs", "SoC", "SoCs"):
        assert word in LEX.not_names
    doc = parsed("it runs on modern mobile SoCs .", "PRP nsubj 1; VBZ ROOT 1; IN prep 1; JJ amod 5; JJ amod 5; NNPS pobj 2; . punct 1")
    assert "SoCs" not in {c.text for c in extract_entities(doc, LEX, [], [], {})}
    # "when sufficient reasoning has been reached": how much, no task
    doc = parsed("sufficient reasoning is reached .", "JJ amod 1; NN nsubjpass 3; VBZ auxpass 3; VBN ROOT 3; . punct 3")
    assert not extract_entities(doc, LEX, [], [], {})


def test_a_coinage_our_system_takes_in_after_an_article_is_its_new_part():
    from kg.extract.relations import defined_as_contribution, relation_cue_is_other

    def read(text, parse):
        doc = parsed(text, parse, lemmas={"incorporates": "incorporate"})
        start = doc_text(doc).index("Spectral")
        cand = Candidate(start, start + len("Spectral Pass Filter"), "Method", 0.9, "acronym", "Spectral Pass Filter")
        return relation_cue_is_other(doc, cand, LEX), defined_as_contribution(doc, cand, find_abbreviations(doc.text), set(), LEX, {})

    # "our synthesis method incorporates a Direct-Current-based High-Pass Filter (DHF) ...": nothing is named proposed
    other, defined = read("our method incorporates a Spectral Pass Filter ( SPF ) .",
                          "PRP$ poss 1; NN nsubj 2; VBZ ROOT 2; DT det 6; NNP compound 6; NNP compound 6; NNP dobj 2; "
                          "-LRB- punct 8; NNP appos 6; -RRB- punct 8; . punct 2")
    assert not other and defined is not None
    # without the article it is something the system uses, not a new part of it
    other, defined = read("our method incorporates Spectral Pass Filter ( SPF ) .",
                          "PRP$ poss 1; NN nsubj 2; VBZ ROOT 2; NNP compound 5; NNP compound 5; NNP dobj 2; "
                          "-LRB- punct 7; NNP appos 5; -RRB- punct 7; . punct 2")
    assert other and defined is None


def test_a_long_phrase_set_after_a_name_is_read_to_its_kind_noun():
    # "we propose UniCVR, the first unified zero-shot composed visual retrieval framework": the parser made the
    # name an adverb; the kind noun is the phrase's last word, past a task modifier ("retrieval")
    doc = parsed("we propose UniCVR , the first unified zero - shot composed visual retrieval framework .",
                 "PRP nsubj 1; VBP ROOT 1; RB advmod 1; , punct 1; DT det 14; JJ amod 14; VBN amod 14; CD nummod 9; "
                 "HYPH punct 9; NN nmod 14; VBN amod 14; JJ amod 13; NN compound 14; NN dobj 1; . punct 1")
    assert apposed_noun_type(doc[2:3], LEX) == "Method"
    # a phrase longer than the words read has not reached its kind noun: no type from a modifier
    doc = parsed("we propose UniCVR , the first unified zero - shot composed visual retrieval image video text framework .",
                 "PRP nsubj 1; VBP ROOT 1; RB advmod 1; , punct 1; DT det 17; JJ amod 17; VBN amod 17; CD nummod 9; "
                 "HYPH punct 9; NN nmod 17; VBN amod 17; JJ amod 13; NN compound 17; NN compound 17; NN compound 17; "
                 "NN compound 17; NN dobj 1; . punct 1")
    assert apposed_noun_type(doc[2:3], LEX) is None


def test_a_short_form_inside_a_phrase_set_after_a_name_is_passed_over():
    # "GuideSR, a novel single-step diffusion-based image super-resolution (SR) model specifically designed ..."
    doc = parsed("we propose GuideSR , a novel diffusion - based image resolution ( SR ) model designed to work .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 1; DT det 14; JJ amod 14; NN npadvmod 8; HYPH punct 8; "
                 "VBN amod 14; NN compound 14; NN nmod 14; -LRB- punct 14; NNP nmod 14; -RRB- punct 14; NN appos 2; "
                 "VBN acl 14; TO aux 17; VB xcomp 15; . punct 1")
    assert apposed_noun_type(doc[2:3], LEX) == "Method"


def test_a_participle_after_a_plural_noun_ends_a_phrase_set_after_a_name():
    # "SpanishOCR, the first OCR-embedded financial QA tasks challenging models to extract ...": the tasks, not the models
    doc = parsed("we add SpanishOCR , the first financial QA tasks challenging models to extract it .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 8; JJ amod 8; JJ amod 8; NNP compound 8; "
                 "NNS appos 2; VBG amod 10; NNS appos 2; TO aux 12; VB relcl 10; PRP dobj 12; . punct 1",
                 lemmas={"tasks": "task", "models": "model"})
    assert apposed_noun_type(doc[2:3], LEX) == "Task"


def test_a_named_instance_of_a_process_set_after_a_name_is_a_technique():
    # "FLASH (Frame-Level ... Handler), a multi-object real-time video instance segmentation that maintains ...":
    # one way of segmenting, as in the parser's apposition
    doc = parsed("it uses FLASH , a multi - object video instance segmentation that works .",
                 "PRP nsubj 1; VBZ ROOT 1; NNP dobj 1; , punct 2; DT det 10; JJ amod 7; HYPH punct 7; NN compound 10; "
                 "NN compound 10; NN compound 10; NN appos 2; WDT nsubj 12; VBZ relcl 10; . punct 1")
    assert apposed_noun_type(doc[2:3], LEX) == "Method"
    # a task word keeps the task: "X, a new task"
    doc = parsed("we pose FooTask , a new task .", "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 6; JJ amod 6; NN appos 2; . punct 1")
    assert apposed_noun_type(doc[2:3], LEX) == "Task"


def test_a_reward_right_after_a_score_is_what_is_measured():
    from kg.extract.terms import term_spans

    # "SkillAudit achieves 73.9% average task reward": the reward a system earned (scored_measure_heads)
    doc = parsed("It achieves 73.9 % average task reward .",
                 "PRP nsubj 1; VBZ ROOT 1; CD nummod 3; NN compound 6; JJ amod 6; NN compound 6; NN dobj 1; . punct 1")
    assert [(s.text, t) for s, t in term_spans(doc, LEX)] == [("task reward", "Metric")]
    # without a score before it, a reward is a designed signal
    doc = parsed("It designs a process reward .", "PRP nsubj 1; VBZ ROOT 1; DT det 4; NN compound 4; NN dobj 1; . punct 1")
    assert [(s.text, t) for s, t in term_spans(doc, LEX)] == [("process reward", "Method")]


def test_a_question_opening_a_sentence_leaves_its_verb_out_of_a_phrase():
    from kg.extract.terms import term_spans

    # "Can reinforcement learning with hard, verifiable rewards teach ...?": the tagger read "Can" as a noun
    doc = parsed("Can contrastive learning teach it ?", "NN compound 2; NN compound 2; NN nsubj 3; VB ROOT 3; PRP dobj 3; . punct 3")
    assert [(s.text, t) for s, t in term_spans(doc, LEX)] == [("contrastive learning", "Method")]


def test_a_quality_named_before_the_paper_presents_its_work_is_no_measure():
    from kg.extract.terms import term_spans

    # "... sharply increasing computational cost. We propose ... reducing computational cost by 20%":
    # before the paper's own work the quality is the field's problem (property_measure_heads)
    parse = ("NN compound 1; NNS nsubj 2; VBP ROOT 2; JJ amod 4; NN dobj 2; . punct 2; "
             "PRP nsubj 7; VBP ROOT 7; DT det 9; NN dobj 7; WDT nsubj 11; VBZ relcl 9; JJ amod 13; NN dobj 11; "
             "IN prep 11; CD nummod 16; NN pobj 14; . punct 7")
    doc = parsed("Video models increase computational cost . We propose a method that reduces computational cost by 20 % .",
                 parse, lemmas={"reduces": "reduce", "models": "model"})
    assert [(s.start, s.text, t) for s, t in term_spans(doc, LEX) if t == "Metric"] == [(12, "computational cost", "Metric")]
    # where the paper presents no work of its own, nothing is motivation
    doc = parsed("Video models increase computational cost .", "NN compound 1; NNS nsubj 2; VBP ROOT 2; JJ amod 4; NN dobj 2; . punct 2",
                 lemmas={"models": "model"})
    assert [(s.text, t) for s, t in term_spans(doc, LEX) if t == "Metric"] == [("computational cost", "Metric")]


def test_a_measure_names_no_collection_or_kind_it_modifies():
    # "building class-stratified synthetic error datasets": no measure "synthetic error"
    doc = parsed("building synthetic error datasets", "VBG ROOT 0; JJ amod 2; NN compound 3; NNS dobj 0",
                 lemmas={"datasets": "dataset"})
    assert type_term(list(doc)[1:], LEX) is None
    # a task before such a container is named by it: "personalization benchmarks"
    doc = parsed("building personalization benchmarks", "VBG ROOT 0; NN compound 2; NNS dobj 0", lemmas={"benchmarks": "benchmark"})
    assert type_term(list(doc)[1:], LEX)[0] == "Task"


def test_two_fields_joined_before_a_container_name_nothing():
    # "central to many scientific and engineering applications": no technique "scientific and engineering"
    doc = parsed("to scientific and engineering applications", "IN ROOT 0; JJ amod 4; CC cc 1; NN conj 1; NNS pobj 0",
                 lemmas={"applications": "application"})
    assert type_term(list(doc)[1:], LEX) is None
    # a modifier of its own before the joined words keeps the task: "binary and multi-class segmentation tasks"
    doc = parsed("on binary and multi-class segmentation tasks",
                 "IN ROOT 0; JJ amod 7; CC cc 1; JJ conj 1; HYPH punct 5; NN amod 6; NN compound 7; NNS pobj 0",
                 lemmas={"tasks": "task"})
    assert type_term(list(doc)[1:], LEX) is not None
    # the joined adjective is a kind of its own and the rest one name: "the best statistical and supervised learning methods"
    doc = parsed("the statistical and supervised learning methods", "DT det 5; JJ amod 5; CC cc 1; JJ conj 1; NN conj 1; NNS ROOT 5",
                 lemmas={"methods": "method"})
    typed = type_term(list(doc)[1:], LEX)
    assert typed[0] == "Method" and " ".join(t.text for t in typed[1]) == "supervised learning"


def test_a_bare_term_set_off_as_a_kind_of_technique_is_the_papers_own():
    # "we propose annotation-anchored training, a principled method that ...": a lower-case name
    parse = ("PRP nsubj 1; VBP ROOT 1; NN npadvmod 4; HYPH punct 4; VBN amod 5; NN dobj 1; , punct 5; DT det 9; "
             "JJ amod 9; NN appos 5; WDT nsubj 11; VBZ relcl 9; . punct 1")
    text = "we propose annotation-anchored training , a principled method that works ."
    doc = parsed(text, parse, lemmas={"works": "work"})
    start = text.index("annotation")
    cand = Candidate(start, start + len("annotation-anchored training"), "Method", 0.6, "term", "annotation-anchored training")
    assert is_contribution(doc, cand, LEX)
    # with an article it is a description of an unnamed one
    text = "we propose a anchored training , a principled method that works ."
    doc = parsed(text, "PRP nsubj 1; VBP ROOT 1; DT det 4; VBN amod 4; NN dobj 1; , punct 4; DT det 8; JJ amod 8; NN appos 4; "
                       "WDT nsubj 10; VBZ relcl 8; . punct 1", lemmas={"works": "work"})
    start = text.index("anchored")
    assert not is_contribution(doc, Candidate(start, start + len("anchored training"), "Method", 0.6, "term", "anchored training"), LEX)


def test_a_heading_of_a_structured_abstract_opens_the_sentence_after_it():
    from kg.extract.name_spans import name_spans

    # "Methods: Following PRISMA-ScR guidelines, we searched ...": "Following" opens the sentence
    parse = "NNS nsubj 9; : punct 9; VBG prep 9; NNP compound 4; NNS pobj 2; , punct 9; PRP nsubj 9; RB advmod 9; RB advmod 9; VBD ROOT 9; . punct 9"
    doc = parsed("Methods : Following RadarSim guidelines , we then also searched .", parse)
    texts = [s.text for s in name_spans(doc, LEX, headline=False)]
    assert "RadarSim" in texts and not any("Following" in t for t in texts)
    # after a word that heads no section the capitalised participle still opens a name
    doc = parsed("Consider : Following RadarSim guidelines , we then also searched .", parse)
    assert "Following RadarSim" in [s.text for s in name_spans(doc, LEX, headline=False)]


def test_a_coinage_the_paper_does_its_work_with_is_its_own():
    from kg.extract.relations import defined_as_contribution

    # "we ... aim to improve geometric fidelity with Hyperbolic Kinematic Attention (HKA)"
    text = "we improve fidelity with Hyperbolic Kinematic Attention ( HKA ) ."
    parse = ("PRP nsubj 1; VBP ROOT 1; NN dobj 1; IN prep 1; NNP compound 6; NNP compound 6; NNP pobj 3; "
             "-LRB- punct 8; NNP appos 6; -RRB- punct 8; . punct 1")
    doc = parsed(text, parse, lemmas={"improve": "improve"})
    abbrevs = find_abbreviations(doc.text)
    start = doc.text.index("Hyperbolic")
    cand = Candidate(start, start + len("Hyperbolic Kinematic Attention"), "Method", 0.9, "acronym", "Hyperbolic Kinematic Attention")
    assert defined_as_contribution(doc, cand, abbrevs, {"FooNet"}, LEX, {}) is not None
    assert defined_as_contribution(doc, cand, abbrevs, set(), LEX, {}) is None  # a paper that proposes nothing
    # "via the Model Context Protocol (MCP)": an established one
    text = "we improve fidelity with the Hyperbolic Kinematic Attention ( HKA ) ."
    parse = ("PRP nsubj 1; VBP ROOT 1; NN dobj 1; IN prep 1; DT det 7; NNP compound 7; NNP compound 7; NNP pobj 3; "
             "-LRB- punct 9; NNP appos 7; -RRB- punct 9; . punct 1")
    doc = parsed(text, parse)
    start = doc.text.index("Hyperbolic")
    cand = Candidate(start, start + len("Hyperbolic Kinematic Attention"), "Method", 0.9, "acronym", "Hyperbolic Kinematic Attention")
    assert defined_as_contribution(doc, cand, find_abbreviations(doc.text), {"FooNet"}, LEX, {}) is None


def test_a_definition_inside_the_subject_of_a_verb_of_making_is_not_another_presenting_it():
    from kg.extract.relations import defined_as_contribution

    # "A novel Cross-Modal Aligned Motion VAE (CMA-VAE) and ... embedders construct ...": the parser made
    # "novel" the subject noun and the definition its appositive; the thing defined does the constructing
    text = "A novel Cross Aligned Motion Net ( CAMN ) and embedders construct pathways ."
    parse = ("DT det 1; NN nsubj 11; NNP compound 5; NNP compound 5; NNP compound 5; NNP appos 1; -LRB- punct 7; "
             "NNP appos 5; -RRB- punct 7; CC cc 1; NNS conj 1; VBP ROOT 11; NNS dobj 11; . punct 11")
    doc = parsed(text, parse, lemmas={"construct": "construct", "embedders": "embedder", "pathways": "pathway"})
    start = doc.text.index("Cross")
    cand = Candidate(start, start + len("Cross Aligned Motion Net"), "Method", 0.9, "acronym", "Cross Aligned Motion Net")
    assert defined_as_contribution(doc, cand, find_abbreviations(doc.text), {"UniMotion"}, LEX, {}) is not None


def test_a_coined_definition_a_verb_of_use_takes_is_a_technique():
    from kg.extract.definition_types import abbreviation_type

    # "SkillAudit uses Process-Aligned Contrastive Evaluation (PACE), ...": used, so a technique
    doc = parsed("It uses Contrastive Trajectory Evaluation ( CTE ) here .",
                 "PRP nsubj 1; VBZ ROOT 1; NNP compound 4; NNP compound 4; NNP dobj 1; -LRB- punct 6; NNP appos 4; -RRB- punct 6; RB advmod 1; . punct 1",
                 lemmas={"uses": "use"})
    (abbrev,) = find_abbreviations(doc.text)
    assert abbreviation_type(abbrev, doc, LEX, {}) == "Method"
    # what a verb of working on takes stays the task its head names
    doc = parsed("It studies Contrastive Trajectory Evaluation ( CTE ) here .",
                 "PRP nsubj 1; VBZ ROOT 1; NNP compound 4; NNP compound 4; NNP dobj 1; -LRB- punct 6; NNP appos 4; -RRB- punct 6; RB advmod 1; . punct 1",
                 lemmas={"studies": "study"})
    (abbrev,) = find_abbreviations(doc.text)
    assert abbreviation_type(abbrev, doc, LEX, {}) == "Task"


def test_a_definition_the_paper_proposes_is_a_technique_whatever_its_head():
    from kg.extract.definition_types import abbreviation_type

    # "We thus propose a rank-aware hyperbolic alignment (RAHA) that combines ...": a way of doing something
    text = "we propose a hyperbolic distribution alignment ( HDA ) here ."
    parse = "PRP nsubj 1; VBP ROOT 1; DT det 5; JJ amod 5; NN compound 5; NN dobj 1; -LRB- punct 7; NNP appos 5; -RRB- punct 7; RB advmod 1; . punct 1"
    doc = parsed(text, parse)
    (abbrev,) = find_abbreviations(doc.text)
    assert abbreviation_type(abbrev, doc, LEX, {}) == "Method"
    # a problem is introduced as often as a technique: "we introduce ..." keeps the task its head names
    doc = parsed(text.replace("propose", "introduce"), parse)
    (abbrev,) = find_abbreviations(doc.text)
    assert abbreviation_type(abbrev, doc, LEX, {}) == "Task"


def test_names_right_after_a_plural_kind_of_data_are_of_that_kind():
    # "on the human pose estimation benchmarks Human3.6M and MPI-INF-3DHP", the tagger reading "benchmarks" as a verb
    doc = parsed("on the pose benchmarks FooSet and BarSet", "IN ROOT 0; DT det 3; NN compound 3; VBZ pobj 0; NNP appos 3; CC cc 4; NNP conj 4",
                 lemmas={"benchmarks": "benchmark"})
    assert type_name(doc[4:5], LEX, {})[0] == "Benchmark" and type_name(doc[6:7], LEX, {})[0] == "Benchmark"
    doc = parsed("on the pose datasets FooSet", "IN ROOT 0; DT det 3; NN compound 3; NNS pobj 0; NNP appos 3", lemmas={"datasets": "dataset"})
    assert type_name(doc[4:5], LEX, {})[0] == "Dataset"
    # the verb: "Our study benchmarks FooNet" tests it
    doc = parsed("Our study benchmarks FooNet", "PRP$ poss 1; NN nsubj 2; VBZ ROOT 2; NNP dobj 2", lemmas={"benchmarks": "benchmark"})
    assert (type_name(doc[3:4], LEX, {}) or ("none",))[0] not in ("Benchmark", "Dataset")


def test_a_measure_written_after_the_name_of_its_data_is_two_mentions():
    from kg.extract.candidates import split_data_names_from_measures

    # "on HumanML3D ... the best HumanML3D MultiModal Distance": the benchmark the text names, then the measure
    cands = [Candidate(3, 12, "Benchmark", 0.7, "name-typed", "HumanML3D"),
             Candidate(30, 60, "Metric", 0.6, "term", "HumanML3D MultiModal Distance")]
    out = split_data_names_from_measures(cands)
    assert [(c.start, c.end, c.type, c.text) for c in out[1:]] == [
        (30, 39, "Benchmark", "HumanML3D"), (40, 60, "Metric", "MultiModal Distance")]
    # a first word the text names as no data stays in the measure ("Top-1 accuracy")
    cands = [Candidate(0, 14, "Metric", 0.6, "term", "Top-1 accuracy")]
    assert split_data_names_from_measures(cands) == cands


def test_a_known_measure_inside_a_title_case_name_is_no_mention():
    from kg.extract.candidates import inside_title_case_name

    text = "The Precision Field Estimator estimates precision, and Scene Recall Frames compress scenes."
    at = text.index("Precision")
    assert inside_title_case_name(text, at, at + len("Precision"))
    at = text.index("Recall")
    assert inside_title_case_name(text, at, at + len("Recall"))
    # one that ends the name heads it, and a lower-case or all-caps one is the measure
    for text, word in (("the Round Chain Accuracy of models", "Accuracy"), ("we report Precision and Recall", "Precision"),
                       ("the PSNR Gain is", "PSNR"), ("estimates precision Field", "precision")):
        at = text.index(word)
        assert not inside_title_case_name(text, at, at + len(word)), text
    doc = NLP("The Precision Field Estimator estimates evidence.")
    assert not any(c.type == "Metric" for c in extract_entities(doc, LEX, [], []))


def test_a_gain_in_points_is_the_amount_no_part_of_the_measure():
    # "improves by 5.2 percentage points accuracy": the unit of two words belongs to the number
    doc = parsed("FooNet improves by 5.2 percentage points accuracy over BarNet .",
                 "NNP nsubj 1; VBZ ROOT 1; IN prep 1; CD nummod 5; NN compound 5; NNS pobj 2; NN npadvmod 1; IN prep 1; NNP pobj 7; . punct 1",
                 lemmas={"improves": "improve", "points": "point"})
    measures = [c.text for c in extract_entities(doc, LEX, [], []) if c.type == "Metric"]
    assert measures and all("point" not in m and "percentage" not in m for m in measures), measures
    from kg.extract.terms import trim_phrase

    doc = parsed("cuts by 4 percentage points refusal rates", "VBZ ROOT 0; IN prep 0; CD nummod 4; NN compound 4; NNS compound 6; NN compound 6; NNS pobj 1")
    assert [t.text for t in trim_phrase(list(doc)[2:], LEX)] == ["refusal", "rates"]


def test_a_gerund_phrase_before_tasks_is_the_task():
    from kg.extract.cued_phrases import said_to_be_tasks

    # "designed for 1D sequence modeling tasks": "modeling" heads techniques and tasks alike
    doc = parsed("designed for sequence modeling tasks", "VBN ROOT 0; IN prep 0; NN compound 3; NN compound 4; NNS pobj 1",
                 lemmas={"tasks": "task"})
    assert [s.text for s in said_to_be_tasks(doc, LEX)] == ["sequence modeling"]
    # a quality of the tasks, a broad field or one word names no task
    for words, tags in (("complex driving", "JJ amod 3; NN compound 4"), ("medical imaging", "JJ amod 3; NN compound 4"),
                        ("the modeling", "DT det 4; NN compound 4")):
        doc = parsed(f"designed for {words} tasks", f"VBN ROOT 0; IN prep 0; {tags}; NNS pobj 1", lemmas={"tasks": "task"})
        assert said_to_be_tasks(doc, LEX) == [], words


def test_a_name_before_an_adjective_of_ability_is_a_compound_of_use():
    from kg.extract.name_spans import use_compound_at

    # "SAM2-compatible", "BM25-retrievable": the name is what the thing works with
    for name in ("SAM2", "BM25"):
        doc = NLP(f"a {name}-compatible encoder")
        assert doc[2].text == "-" and use_compound_at(doc, 2, LEX).text == "compatible", name
    # "Multi-variable", "Sub-visible": a word of its own, no name before the hyphen
    for word in ("Multi", "Sub"):
        doc = NLP(f"a {word}-variable encoder")
        assert use_compound_at(doc, 2, LEX) is None, word


def test_a_process_with_no_typed_head_that_a_framework_is_for_is_its_task():
    from kg.extract.terms import term_spans

    # "a simulation-guided framework for adaptive programmatic strategy selection": "selection"
    # has no type of its own, but what a framework is for is the problem it solves
    parse = "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 5; NN appos 2; IN prep 5; JJ amod 9; NN compound 9; NN pobj 6; . punct 1"
    doc = parsed("We propose MetaPS , a framework for adaptive strategy selection .", parse)
    assert ("adaptive strategy selection", "Task") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    doc = parsed("We propose MetaPS , a framework for algorithmic stock trading .", parse)
    assert ("algorithmic stock trading", "Task") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # what a part is for is its function; a field or a thing in "-tion" is no process
    for text in ("We propose MetaPS , a module for adaptive feature selection .", "We propose MetaPS , a framework for dynamic scene representation ."):
        assert all(t != "Task" for _, t in term_spans(parsed(text, parse), LEX)), text


def test_a_process_a_system_is_used_for_is_its_task():
    from kg.extract.terms import term_spans

    # "Automated systems have been widely adopted for essay scoring": what a system is used for, passive or active
    parse = "JJ amod 1; NNS nsubjpass 5; VBP aux 5; VBN auxpass 5; RB advmod 5; VBN ROOT 5; IN prep 5; NN compound 8; NN pobj 6; . punct 5"
    doc = parsed("Automated systems have been widely adopted for essay scoring .", parse, lemmas={"systems": "system", "adopted": "adopt"})
    assert ("essay scoring", "Task") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    parse = "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 1; JJ amod 6; NN pobj 4; . punct 1"
    doc = parsed("We apply the framework for automated negotiation .", parse)
    assert ("automated negotiation", "Task") in [(s.text, t) for s, t in term_spans(doc, LEX)]
    # a verb that says no use, or a thing used that is no system, gives none
    doc = parsed("We explain the framework for automated negotiation .", parse)
    assert all(t != "Task" for _, t in term_spans(doc, LEX))
    doc = parsed("We apply the data for automated negotiation .", parse)
    assert all(t != "Task" for _, t in term_spans(doc, LEX))


def test_each_conjunct_after_a_headlines_for_is_read_as_a_task():
    from kg.extract.cued_phrases import headline_purpose_tasks

    def tasks(title):
        return [c.text for c in headline_purpose_tasks(NLP(title), LEX)]

    # two problems joined: each is one
    assert tasks("Deep Learning for Fetal Ventricle Segmentation and Atrial Width Estimation in Ultrasound") == [
        "Fetal Ventricle Segmentation", "Atrial Width Estimation"]
    # a quality joined to another before the task: the second is as much a quality as the first
    assert tasks("A Model for Robust and Efficient Point Cloud Registration") == ["Point Cloud Registration"]
    assert tasks("Towards Fair, Robust and Accurate Volumetric CT Classification via Regularisation") == ["Volumetric CT Classification"]
    # a noun joined to the task's modifiers stays out, the rest is the task; measures name none
    assert tasks("Deep Models for Cell and Nuclei Segmentation") == ["Nuclei Segmentation"]
    assert tasks("Benchmarks for Energy Efficiency, Output Accuracy, and Inference Latency") == []


def test_a_capitalised_participle_before_a_preposition_ends_a_headlines_task():
    from kg.extract.cued_phrases import headline_purpose_tasks

    def tasks(title):
        return [c.text for c in headline_purpose_tasks(NLP(title), LEX)]

    # "Derived from", "Based on": how the task's data came about, no part of its name
    assert tasks("C-ReD: A Chinese Benchmark for AI-Generated Text Detection Derived from Real-World Prompts") == [
        "AI-Generated Text Detection"]
    assert tasks("A Study for Brain Tumor Segmentation Based on Deep Learning") == ["Brain Tumor Segmentation"]
    # a participle inside the name, before its noun, stays
    assert tasks("Models for Text Guided Image Segmentation") == ["Text Guided Image Segmentation"]


def test_a_process_called_a_problem_is_a_task():
    from kg.extract.cued_phrases import said_to_be_tasks

    # "Data mixing is a consequential problem ...": the tagger reads the gerund with its noun as a verb
    parse = "NNS compound 1; VBG nsubj 2; VBZ ROOT 2; DT det 5; JJ amod 5; NN attr 2; . punct 2"
    doc = parsed("Data mixing is a consequential problem .", parse, lemmas={"is": "be", "mixing": "mix"})
    assert [s.text for s in said_to_be_tasks(doc, LEX)] == ["Data mixing"]
    doc = parsed("Edge partitioning is a central problem .", parse.replace("NNS compound 1; VBG", "NN compound 1; NN"), lemmas={"is": "be"})
    assert [s.text for s in said_to_be_tasks(doc, LEX)] == ["Edge partitioning"]
    # a thing or a quality called a problem is a phenomenon: "Driver attention is a critical problem"
    doc = parsed("Driver attention is a critical problem .", parse.replace("NNS compound 1; VBG", "NN compound 1; NN"), lemmas={"is": "be"})
    assert said_to_be_tasks(doc, LEX) == []
    doc = parsed("Class imbalance is a critical problem .", parse.replace("NNS compound 1; VBG", "NN compound 1; NN"), lemmas={"is": "be"})
    assert said_to_be_tasks(doc, LEX) == []


def test_generalization_and_control_name_a_capability_not_a_task():
    from kg.extract.terms import term_spans

    # "the model shows strong zero-shot generalization": a capability, no problem addressed
    doc = parsed("It shows strong zero - shot generalization .",
                 "PRP nsubj 1; VBZ ROOT 1; JJ amod 6; JJ amod 5; HYPH punct 5; NN compound 6; NN dobj 1; . punct 1")
    assert all(t != "Task" for _, t in term_spans(doc, LEX))
    doc = parsed("It gives fine - grained facial control .",
                 "PRP nsubj 1; VBZ ROOT 1; JJ amod 4; HYPH punct 4; JJ amod 6; JJ amod 6; NN dobj 1; . punct 1")
    assert all(t != "Task" for _, t in term_spans(doc, LEX))
    # what a framework is for is its problem, read by the "-tion" form
    parse = "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 5; NN appos 2; IN prep 5; JJ amod 9; NN compound 9; NN pobj 6; . punct 1"
    doc = parsed("We propose MetaPS , a framework for multilingual policy generalization .", parse)
    assert ("multilingual policy generalization", "Task") in [(s.text, t) for s, t in term_spans(doc, LEX)]


def test_a_plural_noun_before_a_hyphened_adjective_is_a_verb_the_tagger_read_as_a_noun():
    from kg.extract.terms import term_spans

    # "CoVR-R studies reason-aware composed video retrieval: ...": the task is what follows the verb
    doc = parsed("CoVR studies reason-aware video retrieval .",
                 "NNP compound 1; NNS compound 6; NN npadvmod 4; HYPH punct 4; JJ amod 6; NN compound 6; NN ROOT 6; . punct 6")
    assert [(s.text, t) for s, t in term_spans(doc, LEX)] == [("reason-aware video retrieval", "Task")]


def test_a_name_after_on_that_hangs_on_what_is_trained_is_data():
    from kg.extract.evaluated_on import evaluated_on_type

    # "We train a model on PhoenixData": the parser hangs "on" on the object of the verb of training
    doc = parsed("We train a model on PhoenixData .", "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NNP pobj 4; . punct 1",
                 lemmas={"train": "train"})
    assert evaluated_on_type(doc[5:6], LEX) == "Dataset"
    # the object of another verb says nothing: "We deploy a model on PhoenixData"
    doc = parsed("We deploy a model on PhoenixData .", "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NNP pobj 4; . punct 1")
    assert evaluated_on_type(doc[5:6], LEX) is None


def test_a_class_of_systems_before_a_measure_is_whose_score_it_is():
    # "improves VLM accuracy": the measure is accuracy; "VLM robustness" names no measure once the class is off
    doc = parsed("VLM accuracy", "NNP compound 1; NN ROOT 1")
    type_, tokens = type_term(list(doc), LEX)
    assert type_ == "Metric" and [t.text for t in tokens] == ["accuracy"]
    # a word that makes another measure of it stays: "top-1 accuracy", "exact-match accuracy"
    doc = parsed("retrieval accuracy", "NN compound 1; NN ROOT 1")
    assert [t.text for t in type_term(list(doc), LEX)[1]] == ["retrieval", "accuracy"]


def test_a_definition_ending_in_an_operation_is_a_technique():
    from kg.extract.definition_types import abbreviation_type
    from kg.extract.terms import type_term

    # "our tailored ensemble Kalman inversion (EKI) formulation": the operation names a technique
    doc = parsed("our ensemble Kalman inversion ( EKI ) formulation works .",
                 "PRP$ poss 7; NN compound 3; NNP compound 3; NN nmod 7; -LRB- punct 5; NNP appos 3; -RRB- punct 5; NN nsubj 8; VBZ ROOT 8; . punct 8")
    (abbrev,) = find_abbreviations(doc.text)
    assert abbreviation_type(abbrev, doc, LEX, {}) == "Method"
    # a bare phrase headed by it is as often what happens to something: no type of its own
    doc = parsed("error propagation", "NN compound 1; NN ROOT 1")
    assert type_term(list(doc), LEX) is None


def test_a_capital_inside_a_run_of_capitalised_words_is_the_runs():
    from kg.extract.name_spans import name_spans

    # "Memory systems address ..." opens a sentence; "Memory" is capitalised elsewhere only inside a name's run
    doc = parsed("Memory systems help . We build the Human Memory Emotion dataset .",
                 "NN compound 1; NNS nsubj 2; VBP ROOT 2; . punct 2; PRP nsubj 5; VBP ROOT 5; DT det 10; NNP compound 10; NNP compound 10; NNP compound 10; NN dobj 5; . punct 5")
    assert "Memory" not in [s.text for s in name_spans(doc, LEX) if s.start == 0]
    # written capitalised on its own mid-sentence, the word opening a sentence is a name there too
    doc = parsed("Surgery helps . We apply Surgery here .",
                 "NNP nsubj 1; VBZ ROOT 1; . punct 1; PRP nsubj 4; VBP ROOT 4; NNP dobj 4; RB advmod 4; . punct 4")
    assert "Surgery" in [s.text for s in name_spans(doc, LEX) if s.start == 0]


def test_a_name_an_objective_is_set_after_is_a_technique():
    # "StyleNCE, an optimal-transport-weighted contrastive loss that emphasizes hard negatives": designed, not measured
    doc = parsed("We design StyleNCE , a contrastive loss that emphasizes negatives .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 6; JJ amod 6; NN appos 2; WDT nsubj 8; VBZ relcl 6; NNS dobj 8; . punct 1",
                 lemmas={"emphasizes": "emphasize"})
    assert apposed_noun_type(doc[2:3], LEX) == "Method"
    # a loss said to measure is a measure
    doc = parsed("We define FooDist , a loss which measures gaps .",
                 "PRP nsubj 1; VBP ROOT 1; NNP dobj 1; , punct 2; DT det 5; NN appos 2; WDT nsubj 7; VBZ relcl 5; NNS dobj 7; . punct 1",
                 lemmas={"measures": "measure"})
    assert apposed_noun_type(doc[2:3], LEX) == "Metric"


def test_plain_capitalised_words_across_which_experiments_run_are_domains():
    parse = "NNS nsubj 6; IN prep 0; NNP compound 3; NNP pobj 1; CC cc 3; NNP conj 3; VBP ROOT 6; NNS dobj 6; . punct 6"
    doc = parsed("Experiments across Software Engineering and Law show gains .", parse, lemmas={"Experiments": "experiment"})
    assert type_name(doc[2:4], LEX, {}) is None
    # after "on" a name is still the data experiments run on
    doc = parsed("Experiments on Software Engineering and Law show gains .", parse, lemmas={"Experiments": "experiment"})
    assert type_name(doc[2:4], LEX, {})[0] == "Benchmark"


def test_a_graphical_user_interface_is_no_name():
    from kg.extract.name_spans import name_spans

    text = "Vision-language graphical user interface (GUI) agents act. GUI agents click."
    found = found_in(text)
    assert not found & {"GUI", "graphical user interface"}, found
    assert "GUI" not in [s.text for s in name_spans(NLP("We build GUI agents ."), LEX)]


def test_an_adverb_goes_with_the_quality_it_grades():
    from kg.extract.terms import trim_phrase

    # "clinically relevant typing tasks": the quality with its adverb says how the tasks are
    doc = parsed("clinically relevant typing tasks", "RB advmod 1; JJ amod 3; NN compound 3; NNS ROOT 3")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["typing", "tasks"]
    # a participle that says the kind stays: "visually grounded reasoning"
    doc = parsed("visually grounded reasoning", "RB advmod 1; VBN amod 2; NN ROOT 2")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["grounded", "reasoning"]
    # an adverb of degree grades any quality, and the chunk may open after it: "performs more informed recognition"
    doc = parsed("performs more informed speech recognition", "VBZ ROOT 0; RBR advmod 2; JJ amod 4; NN compound 4; NN dobj 0")
    assert [t.text for t in trim_phrase(list(doc)[2:], LEX)] == ["speech", "recognition"]


def test_a_word_that_is_only_a_verb_ends_the_phrase_before_it():
    from kg.extract.terms import trim_phrase

    # "... and impair vision-language alignment": the tagger made "impair" a noun of the phrase
    doc = parsed("impair vision - language alignment", "NN compound 4; NN compound 3; HYPH punct 3; NN compound 4; NN ROOT 4")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["vision", "-", "language", "alignment"]
    # "all six exhibit instruction compliance rates of 0%": "exhibit" is a noun once in 5,400 corpus records
    doc = parsed("six exhibit instruction compliance rates", "CD nummod 4; NN compound 4; NN compound 4; NN compound 4; NNS ROOT 4")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["instruction", "compliance", "rates"]
    # "HiFlow formulates generation as ...": "formulates" is no noun
    doc = parsed("HiFlow formulates generation", "NNP compound 2; NNS compound 2; NN ROOT 2")
    assert [t.text for t in trim_phrase(list(doc), LEX)] == ["generation"]


def test_a_long_form_ending_in_a_device_names_hardware():
    # "synchronizing an Unmanned Surface Vehicle (USV) ...", "a movable antenna (MA)": hardware, no technique
    found = found_in("a framework synchronizing an Unmanned Surface Vehicle (USV) with a movable antenna (MA); the USV lands")
    assert not found & {"Unmanned Surface Vehicle", "USV", "movable antenna", "MA"}
    # a device noun inside a long form heads nothing: "Vehicle Re-Identification (VReID)"
    assert "Vehicle Re-Identification" in found_in("we study Vehicle Re-Identification (VReID) on VeRi")
