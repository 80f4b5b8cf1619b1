"""The trained pipeline as paper-kg loads it: which components run, and its tokenizer rules."""

from __future__ import annotations

import pickle

import pytest

from kg.extract.lexicon import default_lexicon
from kg.extract.terms import term_spans
from kg.pipeline import ALPHANUMERIC_WORD, EXTRA_INFIXES, EXTRA_SUFFIXES, KG_COMPONENTS, TRAINING_WORD, add_tokenizer_rules


def test_ner_is_left_out_and_the_extractors_follow_the_parser(nlp):
    assert "ner" not in nlp.pipe_names
    assert nlp.pipe_names[-len(KG_COMPONENTS):] == list(KG_COMPONENTS)


@pytest.mark.parametrize("text, name", [
    ("We report results on GSM8K. Results improve.", "GSM8K"),
    ("Top-1 accuracy on ImageNet-1K. We also study robustness.", "ImageNet-1K"),
    ("We evaluate GPT-4o on MiniF2F. Llama-3 is weaker.", "MiniF2F"),
    ("Maps are cleaner than with a baseline ViT. We show artifacts.", "ViT"),
    # one capital after a hyphen, which the tokenizer had read as an initial
    ("We evaluate on LFW and IJB-C. We also test it.", "IJB-C"),
    ("We use the backbone ViT-B. We also test it.", "ViT-B"),
])
def test_a_sentence_ending_in_a_digit_capital_name_ends_there(nlp, text, name):
    doc = nlp(text)
    assert len(list(doc.sents)) == 2
    assert not any(t.text.endswith(".") and len(t.text) > 1 for t in doc)
    labels = [s.text for s in doc.spans["kg_entities"]]
    assert name in labels and not any("." in label.rstrip(".") and " " in label for label in labels)


@pytest.mark.parametrize("text, words", [
    ("on GSM8K and ADE20K", ["on", "GSM8K", "and", "ADE20K"]),
    ("We propose Token-to-Mask (T2M) remasking.", ["We", "propose", "Token", "-", "to", "-", "Mask", "(", "T2M", ")", "remasking", "."]),
    ("a T2T, L2M or W4A8 model", ["a", "T2T", ",", "L2M", "or", "W4A8", "model"]),
    # Quantities still split into number and unit.
    ("trained on 2M images for 8.5K steps", ["trained", "on", "2", "M", "images", "for", "8.5", "K", "steps"]),
])
def test_names_with_a_digit_inside_are_one_word(nlp, text, words):
    assert [t.text for t in nlp.tokenizer(text)] == words


def test_hyphenated_phases_of_training_are_one_noun(nlp):
    doc = nlp("We then perform reinforcement fine-tuning on unlabeled data, after Pre-training (and post-training).")
    words = [t.text for t in doc]
    assert "fine-tuning" in words and "Pre-training" in words and "post-training" in words
    # whole, the phase is a noun and its modifier stays on it
    assert ("reinforcement fine-tuning", "Method") in [(s.text, t) for s, t in term_spans(doc, default_lexicon())]
    # other hyphenated words still split
    assert [t.text for t in nlp.tokenizer("fine-grained")] == ["fine", "-", "grained"]


def test_a_suspended_hyphen_is_no_part_of_its_word(nlp):
    # "VAE- and alignment-based": kept on the word, the name's label was "VAE-"
    assert [t.text for t in nlp.tokenizer("prior VAE- and alignment-based baselines")] == [
        "prior", "VAE", "-", "and", "alignment", "-", "based", "baselines"]
    doc = nlp("SCALE improves over ConvNet- and Transformer-based baselines.")
    labels = [s.text for s in doc.spans["kg_entities"]]
    assert "ConvNet" in labels and not any(label.endswith("-") for label in labels)


def test_listed_languages_and_world_regions_are_no_entities(nlp):
    doc = nlp("We present the Thiomi Dataset, a large-scale corpus spanning ten African languages across four language "
              "families: Swahili, Kikuyu, Kamba, Luo, Maasai, Somali (East Africa); Wolof (West Africa); and Fulani.")
    labels = {s.text for s in doc.spans["kg_entities"]}
    assert "Thiomi Dataset" in labels
    assert not labels & {"Kikuyu", "Kamba", "Luo", "Maasai", "Somali", "Wolof", "Fulani", "East Africa", "West Africa", "Africa"}
    # a language under its own name, alone or in a pair ("Bangla", not only "Bengali")
    doc = nlp("We fine-tune BanglaBERT on a multilabel Bangla cyberbullying dataset and on Bangla-English pairs.")
    labels = {s.text for s in doc.spans["kg_entities"]}
    assert "BanglaBERT" in labels and not labels & {"Bangla", "Bangla-English"}


def test_a_bracket_glued_to_a_name_before_a_signed_amount_opens_an_aside(nlp):
    # "GPT-4.1(+5.36%)" is the model and its gain; "SE(3)-Transformer" keeps its bracket
    doc = nlp("We compare GPT-4.1(+5.36%) and GPT-o3-mini(-5.28%) with the SE(3)-Transformer.")
    labels = {s.text for s in doc.spans["kg_entities"]}
    assert {"GPT-4.1", "GPT-o3-mini", "SE(3)-Transformer"} <= labels
    assert not any("%" in label for label in labels)


def test_abbreviations_keep_their_periods(nlp):
    assert [t.text for t in nlp("Results in the U.S. and e.g. Europe.")][:4] == ["Results", "in", "the", "U.S."]


def test_tokenizer_rules_are_added_once_and_survive_pickling(nlp):
    pattern = nlp.tokenizer.suffix_search.__self__.pattern
    assert all(pattern.count(rule) == 1 for rule in EXTRA_SUFFIXES)
    infixes = nlp.tokenizer.infix_finditer.__self__.pattern
    assert all(infixes.count(rule) == 1 for rule in EXTRA_INFIXES)
    whole = nlp.tokenizer.token_match.__self__.pattern
    assert whole.count(ALPHANUMERIC_WORD) == 1 and whole.count(TRAINING_WORD) == 1
    add_tokenizer_rules(nlp)
    assert nlp.tokenizer.suffix_search.__self__.pattern == pattern
    assert nlp.tokenizer.infix_finditer.__self__.pattern == infixes
    assert nlp.tokenizer.token_match.__self__.pattern == whole
    # Worker processes get the pipeline by pickling (spaCy's n_process, Dask).
    copy = pickle.loads(pickle.dumps(nlp))
    assert [t.text for t in copy("on GSM8K. Then")][-4:] == ["on", "GSM8K", ".", "Then"]


def test_the_term_rules_read_spacys_noun_chunks_and_subtrees_from_arrays(nlp):
    # The term rules rebuild spaCy's English noun chunks and left edges from
    # doc.to_array; on real parses they must be the same as spaCy's own.
    from pathlib import Path

    from kg.extract.document import doc_token_texts
    from kg.extract.terms import _Parse

    text = (Path(__file__).resolve().parent.parent / "examples" / "icml2026-abstracts.txt").read_text(encoding="utf-8")
    paragraphs = [p for p in text.split("\n\n") if p.strip()][1:]
    assert len(paragraphs) >= 19
    with nlp.select_pipes(disable=[n for n in nlp.pipe_names if n.startswith("kg_")]):
        for doc in nlp.pipe(paragraphs):
            parse = _Parse(doc, doc_token_texts(doc))
            assert parse.noun_chunks() == [(c.start, c.end) for c in doc.noun_chunks]
            assert parse.left == [t.left_edge.i for t in doc]
            assert parse.head == [t.head.i for t in doc]


def test_a_bracketed_aside_glued_to_a_quoted_name_leaves_the_name_whole(nlp):
    from kg.extract.document import word_runs

    runs = [s.text for s in word_runs(nlp.make_doc("We compare (GPT-4.1(+5.36%) and “Claude-3(-2.1%)” here."))]
    assert "GPT-4.1" in runs and "Claude-3" in runs


def test_a_word_that_only_says_how_a_thing_is_keeps_its_kind_word(nlp):
    # "a Geometry-Guided Decoder": "Geometry-Guided" alone names nothing, and had been a technique
    doc = nlp("The pipeline is simple. Then a Geometry-Guided Decoder refines the anomaly maps to localize defects.")
    labels = {s.text for s in doc.spans["kg_entities"]}
    assert "Geometry-Guided Decoder" in labels and "Geometry-Guided" not in labels
    # a name before the kind word still stands alone
    doc = nlp("The pipeline is simple. Then a FooNet Decoder refines the anomaly maps to localize defects.")
    assert "FooNet" in {s.text for s in doc.spans["kg_entities"]}
