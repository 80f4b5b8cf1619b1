"""Kind nouns, and the data a name is evaluated or trained on.

The noun a phrase ends in, or that the text attaches to a name ("X, a
benchmark"), gives its type; after "results on X" or "fine-tuning on X" a
name is data. The name rules (:mod:`kg.extract.name_types`), the candidate
rules and the definition rules read these.

Every function here is pure: a parsed Doc (and the lexicon) in, plain data out.
"""

from __future__ import annotations

import re

from spacy.tokens import Span, Token

from kg.extract.acronyms import match_long_form
from kg.extract.lexicon import Lexicon
from kg.extract.measures import is_score_word, score_before, value_follows
from kg.extract.name_spans import is_plain_title_case
from kg.extract.names import family_prefixes, starts_with_family
from kg.extract.syntax import finding_verb_read_as_noun, first_conjunct, sentence_start


def head_noun_type(token: Token, lexicon: Lexicon) -> str | None:
    """The type a head noun gives its phrase; a hyphenated word is read whole first ("re-identification")."""
    doc = token.doc
    if token.i >= 2 and doc[token.i - 1].text == "-" and not doc[token.i - 1].whitespace_ and not doc[token.i - 2].whitespace_:
        found = lexicon.head_type(f"{doc[token.i - 2].lower_}-{token.lower_}")
        if found:
            return found
    for key in (token.text.lower(), token.lemma_.lower()):
        found = lexicon.head_type(key)
        if found:
            return found
    return None


def kind_noun_type(token: Token, lexicon: Lexicon) -> str | None:
    """The type a kind noun the text attaches to a name gives it: a head noun's type, or Task for "task"/"problem".

    A kind of two words is read with the word before it: "a ... knowledge
    graph" is data, though "graph" alone says nothing. And with the word after it where the tagger
    took that for a verb ("a training set with 405,007 samples", "set" a
    participle).
    """
    if token.i > 0 and (token.lower_ in lexicon.two_word_head_ends or token.lemma_.lower() in lexicon.two_word_head_ends):
        before = token.doc[token.i - 1]
        for key in (f"{before.lower_} {token.lower_}", f"{before.lower_} {token.lemma_.lower()}"):
            found = lexicon.head_type(key)
            if found:
                return found
    after = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    if after is not None and after.head.i == token.i and after.lower_ in lexicon.two_word_head_ends and after.pos_ == "VERB":
        # "a large-scale training set with ...", the tagger reading "set" as a participle on "training"
        found = lexicon.head_type(f"{token.lower_} {after.lower_}")
        if found:
            return found
    found = head_noun_type(token, lexicon)
    if found is None and (token.lower_ in lexicon.task_kind_words or token.lemma_.lower() in lexicon.task_kind_words):
        return "Task"
    return found


def evaluated_on_type(span: Span, lexicon: Lexicon) -> str | None:
    """ "results on X", "fine-tuning on X": a name that is the object of "on" after such a word is data.

    So is one that the work draws its data "from" (``data_source_verbs``: "sampled from
    ScienceQA"), unless a model family opens it or it is in plain Title Case (a place or a platform).

    After an evaluation word or a score ("45.7% on BrowseComp") it is a Benchmark, after a training word a
    Dataset. The chain of a coordinated list leads to the preposition
    ("evaluated on A, B and C").
    """
    misread = finding_verb_read_as_noun(span, lexicon)
    # "Experiments on ImageNet-256 show that ...": the verb read as a noun stands where the name is
    node = first_conjunct(misread if misread is not None and span.root.head.i == misread.i else span.root, 12)
    prep = node.head
    if node.dep_ == "pobj" and prep.lower_ == "from" and prep.head.pos_ == "VERB" and prep.head.lemma_.lower() in lexicon.data_source_verbs:
        # "We instantiate DeltaLogic from FOLIO and ProofWriter": the sources its data is drawn from
        if starts_with_family(span.text, lexicon.model_families) or is_plain_title_case(span.text):
            return None  # "derived from Llama-3", "collected from Reddit", "from New York City": no data by this cue
        return "Dataset"
    if node.dep_ != "pobj" or prep.lower_ not in ("on", "across"):
        return None
    if node.i != span.root.i and node.pos_ == "NOUN" and kind_noun_type(node, lexicon) in ("Method", "Model"):
        return None  # "gains across two dLLM architectures, LLaDA and Dream": the list names systems, no data
    word = prep.head
    keys = {word.lower_, word.lemma_.lower()}
    if keys & lexicon.evaluation_cues or word.like_num or word.text in ("%", "\\%"):
        if keys & lexicon.evaluation_cues and _lists_models(node, lexicon):
            return None  # "experiments on MiniGPT and LLaVA": the systems the method is run on, no data
        return "Benchmark"  # "results on X", "45.7% on X"
    if word.lower_ in _POINTS and any(c.dep_ == "nummod" and c.like_num for c in word.children):
        return "Benchmark"  # "by 25 percentage points on FRTR-Bench, 7 points on SpreadsheetLLM": a gain in points taken on it
    if node.i == span.root.i and value_follows(span):
        return "Benchmark"  # "reduces reflective tokens on AIME24 from 2.54 to 0.39": a change of score taken on it
    if (
        word.pos_ == "VERB"
        and any(c.lower_ == "by" and c.i < prep.i and _amount_object(c) for c in word.children)
        and not {span.text.lower(), span.text.lower().rsplit("-", 1)[-1]} & lexicon.known_metrics  # "by 0.05 on PLCC": the measure
        and not starts_with_family(span.text, lexicon.model_families)  # "by 2.1% on ViT-L": the model improved
    ):
        return "Benchmark"  # "increases by 4.0% on cSCC": a change of score by an amount, taken on it
    if word.lower_ in ("from", "to") and any(c.dep_ == "pobj" and (c.like_num or c.text in ("%", "\\%")) for c in word.children):
        return "Benchmark"  # "lifts MAGI-1 from 50.01% to 64.50% on PhysicsIQ": the change of score was taken on it
    if word.lower_ not in lexicon.hardware_measures and (
        word.lower_ in lexicon.known_metrics
        or (word.pos_ == "NOUN" and "Metric" in (lexicon.head_type(word.lower_), lexicon.head_type(word.lemma_.lower())))
    ):
        return "Benchmark"  # "91.5% mAP50 on the UATD ... benchmark", "accuracy on MMLU"
    if (
        word.pos_ in ("NOUN", "PROPN")
        # "attains 91.27% mean Dice on ACDC"; "rivals substantially larger models on Im2GPS3k": compared on it
        and (score_before(word) or (word.dep_ == "dobj" and word.head.lemma_.lower() in lexicon.comparison_verbs and not _lists_measures_or_models(node, lexicon)))
        # "up to 15% increase on MS-SSIM": the measure itself, a variant of a known one too
        and not {span.text.lower(), span.text.lower().rsplit("-", 1)[-1]} & lexicon.known_metrics
        and not starts_with_family(span.text, lexicon.model_families)  # "6.24 times speedup on Qwen-Image": a model run faster
    ):
        return "Benchmark"  # a score, whatever the measure's name, or a comparison, taken on it
    if prep.i == sentence_start(span.doc, prep.i) and word.pos_ == "VERB" and word.lemma_.lower() in lexicon.result_words:
        return "Benchmark"  # "On ImageNet-256, DRoRAE reduces rFID from 0.57 to 0.29"
    if keys & lexicon.training_cues:
        return "Dataset"
    if word.dep_ == "dobj" and word.head.lemma_.lower() in lexicon.training_cues:
        return "Dataset"  # "training a controlled SLT pipeline on RWTH-PHOENIX-Weather 2014": "on" hangs on what is trained
    return None


_POINTS = frozenset({"points", "point", "pp", "pts"})  # a gain in points of score


def _amount_object(prep: Token) -> bool:
    """The preposition's object is an amount: "by 4.0%", "by 2.3 points", "by 12"."""
    return any(
        c.dep_ == "pobj" and (is_score_word(c) or any(n.dep_ == "nummod" and n.like_num for n in c.children))
        for c in prep.children
    )


def _lists_models(node: Token, lexicon: Lexicon) -> bool:
    """A list after "on" with a model family in it ("experiments on MiniGPT and LLaVA", "SD1.5"): the list names systems.

    The family's name must end where a word or a version starts: "VGGSound" and "ViTT" are data named after no model.
    """
    families = lexicon.model_families
    return any(_FAMILY_END.match(item.text[len(f) :]) for item in (node, *node.conjuncts) for f in family_prefixes(item.text, families))


_FAMILY_END = re.compile(r"(?:$|[-\s.:_]|\d)")


def _lists_measures_or_models(node: Token, lexicon: Lexicon) -> bool:
    """A list after "on" with a known measure or model in it ("outperforms baselines on KID, LPIPS,
    SIFID", "on SD v1.4, SDXL, and Qwen-Image"): what is compared is measured by them or runs on them."""
    for item in (node, *node.conjuncts):
        words = item.doc[item.left_edge.i : item.i + 1].text.lower()
        if words in lexicon.known_metrics or lexicon.head_type(item.lower_) == "Metric" or starts_with_family(item.text, lexicon.model_families):
            return True
    return False


def bracketed_after_task(span: Span, lexicon: Lexicon) -> bool:
    """ "Experiments on mathematical reasoning (CAP-GSM8K) and ...": a name alone in brackets right after
    a problem's phrase that the paper is evaluated on is what the problem is measured on.

    The phrase's head is a problem noun in lower case, and the phrase is
    where results are taken ("experiments on", "results on", a score before
    "on"; :func:`evaluated_on_type`): elsewhere a name in brackets after a
    problem is as often the paper's system or another's model ("medical
    image segmentation (MedSAM)"). A name the words before it spell is
    their short form ("natural language understanding (NLU)").
    """
    doc = span.doc
    if span.start < 2 or span.end >= len(doc) or doc[span.start - 1].text != "(" or doc[span.end].text != ")":
        return False
    noun = doc[span.start - 2]
    if noun.pos_ != "NOUN" or not noun.is_lower or head_noun_type(noun, lexicon) != "Task":
        earlier = _earlier_bracketed_item(span)
        # "on microscopy super-resolution (BBBC021) and sketch-to-image (Edges2Shoes)": a later item of the
        # same list is measured on its name as the first is, whatever its own words
        return earlier is not None and bracketed_after_task(earlier, lexicon)
    if evaluated_on_type(doc[noun.i : noun.i + 1], lexicon) != "Benchmark":
        return False
    return match_long_form(span.text, doc[max(0, noun.i - 6) : noun.i + 1].text) is None


def _earlier_bracketed_item(span: Span) -> Span | None:
    """The name in brackets of the list item before this one: in "A (X) and B (Y)", X for Y.

    An item is a short run of lower-case words ("sketch-to-image") and a name in
    brackets; items are joined by a comma or "and"/"or".
    """
    doc = span.doc
    i = span.start - 2  # the last word before "("
    words = 0
    while i >= 0 and words <= 6 and doc[i].lower_ not in ("and", "or") and doc[i].text not in (",", "(", ")"):
        if not (doc[i].is_lower or doc[i].is_punct or doc[i].like_num):
            return None
        words += 1
        i -= 1
    if words == 0 or words > 6 or i < 3:
        return None
    if doc[i].lower_ in ("and", "or"):
        i -= 1
    if doc[i].text == ",":
        i -= 1
    if doc[i].text != ")" or doc[i - 2].text != "(":
        return None
    return doc[i - 1 : i]
