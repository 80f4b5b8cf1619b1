"""What a name's own phrase says about whose it is: "our X framework", "the proposed X", "a new X", "X, a new Y".

These cues read the words that build the name's phrase (the kind word it
modifies, its article, "new", "our", "proposed") and the sentence's person;
:func:`kg.extract.relations.is_contribution` asks them beside the cues of
verbs and titles. Pure functions: a Span in, a bool out.
"""

from __future__ import annotations

import re

from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Span, Token

from kg.extract.document import doc_text, doc_length, is_headline_break
from kg.extract.lexicon import Lexicon
from kg.extract.names import is_acronym, is_name_like, starts_with_family
from kg.extract.syntax import first_conjunct, sentence_of


_NEW_WORDS = frozenset({"new", "novel"})
_INDEFINITE = frozenset({"a", "an"})


def _phrase_noun(span: Span) -> Token:
    """The noun a name's phrase is built on: the name itself, or the kind word it modifies ("a new X metric")."""
    noun = span.root
    while noun.head.i != noun.i and noun.head.i >= span.end and (
        noun.dep_ in ("compound", "nmod")
        # "our proposed ViHTGen dataset", the tagger reading the name as an interjection that negates the
        # kind word: a name right before its kind word modifies it, whatever label the parse gave
        or (noun.i == span.end - 1 and noun.head.i == span.end and noun.head.pos_ == "NOUN" and noun.dep_ in ("amod", "neg", "dep"))
    ):
        noun = noun.head
    return noun


def is_introduced_as_new(span: Span, lexicon: Lexicon) -> bool:
    """ "a new Rejection-F1 metric", "a novel X": the paper's own, in a sentence where it speaks ("we", "our").

    An indefinite article with "new" or "novel" presents a thing for the
    first time; about earlier work a text writes "the recent X" or "X was
    proposed". The first person in the sentence keeps a related-work line
    ("a new benchmark, X, appeared") out. A word of its own before the name
    makes the new thing a variant built on the name: in "a novel conditional
    MeanFlow pipeline" the pipeline is new and MeanFlow is used.
    """
    noun = _phrase_noun(span)
    if not (any(c.dep_ == "det" and c.lower_ in _INDEFINITE for c in noun.children) and _called_new(noun)):
        return False
    doc = span.doc
    first = min((c.i for c in noun.children if c.dep_ == "det"), default=span.start)
    if any(
        t.is_lower and t.is_alpha and t.lower_ not in _NEW_WORDS and t.lower_ not in lexicon.evaluative
        for t in doc[first + 1 : span.start]
    ):
        return False
    return paper_speaks(span)


def is_apposed_to_new(span: Span) -> bool:
    """ "we collate BIMO, a new dataset containing ...": a name set by a comma beside "a new X" is that new thing.

    Whatever the verb (no verb of contribution here), in a sentence where
    the paper speaks, as for :func:`is_introduced_as_new`.
    """
    apposed = _indefinite_apposed(span)
    return apposed is not None and _called_new(apposed) and paper_speaks(span)


def _indefinite_apposed(span: Span) -> Token | None:
    """The noun set by a comma right after ``span`` as its appositive with "a" or "an" ("BIMO, a new dataset"), or None."""
    if span.end >= len(span.doc) or span.doc[span.end].text != ",":
        return None
    apposed = next((c for c in span.root.children if c.dep_ == "appos" and c.pos_ == "NOUN" and c.i > span.end), None)
    if apposed is None or not any(c.dep_ == "det" and c.lower_ in _INDEFINITE for c in apposed.children):
        return None
    return apposed


def _called_new(noun: Token) -> bool:
    """ "new" or "novel" modifies the noun."""
    return any(c.dep_ == "amod" and c.lower_ in _NEW_WORDS for c in noun.children)


def paper_speaks(span: Span) -> bool:
    """The sentence of ``span`` is one where the paper speaks ("we", "our")."""
    return any(t.lower_ in ("we", "our") for t in sentence_of(span))


def is_listed_as_new(span: Span) -> bool:
    """ "through two new datasets: ODA-Math-460k, ...": the first name listed after new things of a kind.

    The colon sets the name beside "new datasets" as an apposition would; as
    with "a new X", the sentence must be one where the paper speaks.
    """
    doc = span.doc
    if span.start < 3 or doc[span.start - 1].text != ":":
        return False
    return new_kind_before(doc[span.start - 1]) and paper_speaks(span)


def new_kind_before(colon: Token) -> bool:
    """The colon follows a noun of new things: "two new datasets:"."""
    kind = colon.doc[colon.i - 1]
    return kind.pos_ == "NOUN" and _called_new(kind)


_OWN_WORDS = frozenset({"proposed", "introduced", "presented"})


def is_called_proposed(span: Span) -> bool:
    """ "the proposed point cloud error provides ...": a term the text itself calls the paper's own.

    "proposed" before a technique or a measure says whose it is, as "our"
    does; it must stand before the phrase ("the proposed X", "our proposed
    X"), not describe a part of it.
    """
    noun = _phrase_noun(span)
    children = list(noun.children)
    return any(
        c.dep_ == "amod" and c.lower_ in _OWN_WORDS and c.i < span.start and not _said_of_earlier_work(c) for c in children
    ) and any(c.dep_ in ("det", "poss") and c.lower_ in ("the", "our") for c in children)


def is_called_ours(span: Span, lexicon: Lexicon) -> bool:
    """ "our FooNet framework", "a variant of our Attention-based Candidate Selection (ACS) framework": a
    name before a kind word the paper owns is the paper's own.

    Between "our" and the name only "proposed" may stand ("our modified
    ResNet backbone" is another's model the paper changed), a part of the
    system ("our X module", "our X mechanism") is no contribution of its
    own, and a known name or a model family's ("our Llama-3 model") is one
    the paper used; the name's short form in brackets may stand before the
    kind word. A short form the text defined earlier names what the thing
    handles ("Our PII pipeline" after "Personally-Identifiable Information
    (PII)"), as "a FL framework" does in
    :func:`kg.extract.relations.is_kind_of_known`.
    """
    doc = span.doc
    noun = _phrase_noun(span)
    if noun.i < span.end and span[-1].dep_ in ("compound", "nmod") and span[-1].head.i >= span.end:
        noun = span[-1].head  # "our Attention-based Candidate Selection (ACS) framework": the root is "based"
    if noun.i < span.end or not (noun.lemma_.lower() in lexicon.container_heads or noun.lower_ in lexicon.container_heads):
        return False
    if noun.lower_ in lexicon.part_nouns or noun.lower_ in lexicon.component_nouns:
        return False  # "our Instance-level Mask Reconstruction module": a part of the paper's system, not the system
    gap = doc[span.end : noun.i]
    if len(gap) and not (len(gap) == 3 and gap[0].text == "(" and gap[2].text == ")"):
        return False  # "FooNet-style attention framework": the name modifies another word
    owner = next((c for c in noun.children if c.dep_ == "poss" and c.lower_ == "our" and c.i < span.start), None)
    if owner is None or any(t.lower_ not in _OWN_WORDS for t in doc[owner.i + 1 : span.start]):
        return False
    if is_acronym(span.text) and defined_before(span.text, span):
        return False  # "Personally-Identifiable Information (PII) ... Our PII pipeline": what the pipeline handles, defined earlier
    return span.text.lower() not in lexicon.known_forms and not starts_with_family(span.text, lexicon.model_families)


def defined_before(short: str, span: Span) -> bool:
    """The text sets ``short`` (or its plural) in brackets, as a definition does, before ``span``: "... (PII)"."""
    return re.search(r"\(\s*" + re.escape(short) + r"s?\s*\)", doc_text(span.doc)[: span.start_char]) is not None


def is_claimed_first(span: Span, lexicon: Lexicon) -> bool:
    """ "DeBias-Attack is the first transfer-based VLP attack that ...": a name the paper claims is the first of its kind is its own.

    The claim is made in the present ("is", not "was": "GPT-3 was the first
    model to ..." tells history), with "the first" before a kind word.
    """
    root = span.root
    verb = root.head
    if root.dep_ != "nsubj" or verb.lemma_ != "be" or verb.tag_ != "VBZ" or root.i > verb.i:
        return False
    for attr in verb.children:
        if attr.dep_ != "attr" or attr.pos_ != "NOUN":
            continue
        if attr.lemma_.lower() not in lexicon.container_heads and lexicon.head_type(attr.lemma_.lower()) is None:
            continue
        words = {c.lower_ for c in attr.children if c.dep_ in ("amod", "det", "advmod")}
        if {"the", "first"} <= words:
            return True
    return False


_EARLIER_ADVERBS = frozenset({"recently", "previously", "originally", "earlier", "already", "widely", "commonly", "initially"})


def _said_of_earlier_work(word: Token) -> bool:
    """ "the recently introduced Jump Restore algorithm", "the previously proposed X": another's work, when."""
    return any(c.dep_ == "advmod" and c.lower_ in _EARLIER_ADVERBS for c in word.children) or (
        word.i > 0 and word.doc[word.i - 1].lower_ in _EARLIER_ADVERBS
    )


_PAIR_WORDS = frozenset({"and", "&", "with"})


def is_paired_title_name(span: Span) -> bool:
    """ "LandslideAgent with Multimodal LandslideBench: A ...", "LangVAE and LangSpace: Building ...": two coined
    names that make a headline's heading, joined by "and", "&" or "with", are both the paper's.

    Each is one word that reads as a name by its form, the second perhaps
    after one capitalised word ("Multimodal"); "WHERE and WHICH:" or
    "In-Depth and In-Breadth:" are a slogan's words, no names.
    """
    doc = span.doc
    if doc_length(doc) > 300 or " " in span.text or not is_name_like(span.text):
        return False
    colon = next((t.i for t in doc[:12] if is_headline_break(t)), None)
    if colon is None or span.end > colon:
        return False
    join = next((t for t in doc[1:colon] if t.lower_ in _PAIR_WORDS and t.whitespace_ and doc[t.i - 1].whitespace_), None)
    if join is None:
        return False
    first, second = doc[: join.i], doc[join.i + 1 : colon]
    if " " in second.text and second[0].text[:1].isupper() and second[0].text[1:].islower() and second[0].whitespace_:
        second = second[1:]  # "with Multimodal LandslideBench": a word that describes the second name
    names = [
        part for part in (first, second)
        if len(part) and " " not in part.text and is_name_like(part.text) and part.text.lower() not in STOP_WORDS  # "WHERE and WHICH"
    ]
    return len(names) == 2 and any(part.start == span.start and part.end == span.end for part in names)


def is_apposed_to_kind(span: Span, lexicon: Lexicon) -> bool:
    """ "we distill IMPACT into TIDE, a small language model that ...": a coined name first met set by a comma beside "a X" of a kind is that new thing.

    An indefinite article presents the thing named for the first time; a
    name the text has used before ("TIDE ... TIDE, a model") or a known
    one is described, not presented. As for :func:`is_apposed_to_new`, only
    in a sentence where the paper speaks ("we", "our"), which keeps a line
    on others' work ("Prior work used MemGPT, a memory system") out; nor
    what the work stands on, uses or improves ("built on LTX-2, a ...
    model", "utilizes Mask2Former, a ... model", "We enhance CoELA, a
    framework"): the object of a verb of making (``making_verbs``: "we
    implement ReCoN-Ipsundrum, an inspectable agent") or of "into" ("we
    distill IMPACT into TIDE, a small language model") is made.
    """
    if not is_name_like(span.text) or span.text in doc_text(span.doc)[: span.start_char]:
        return False  # no coined name, or one met before: described now, not presented
    node = first_conjunct(span.root)
    head = node.head
    made = (node.dep_ == "pobj" and head.lower_ == "into") or (node.dep_ == "dobj" and head.lemma_.lower() in lexicon.making_verbs)
    if not made:
        return False  # "built on LTX-2, a ... model", "utilizes Mask2Former, a ... model", "We enhance CoELA, a framework"
    apposed = _indefinite_apposed(span)
    return (
        apposed is not None
        and apposed.tag_ == "NN"
        and (apposed.lemma_.lower() in lexicon.container_heads or lexicon.head_type(apposed.lower_) in ("Method", "Model", "Benchmark", "Dataset"))
        and paper_speaks(span)
    )
