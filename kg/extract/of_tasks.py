"""Tasks written with "of": "a network for classification of cuneiform tablet metadata".

A task word ("classification", "segmentation", "detection") followed by
"of" and a plain noun phrase names the task as well as the compound does
("skin lesion classification"): what is classified or detected is the
task's object, and the guidelines keep a task's modifiers. The phrase is
read only where it is plainly one: a lower-case task word with no noun
before it (a compound before it is the term rules' "object detection"), and
after "of" lower-case nouns with at most one adjective before them, no
article, pronoun, number or name (the object must say which things, not
point at some: "detection of the anomalies", "segmentation of ImageNet").
Acts of study ("analysis of", "evaluation of") name what they study, not a
task, and are left (``capacity_heads``).
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.extract.lexicon import Lexicon
from kg.extract.term_roles import is_for
from kg.extract.terms import trim_phrase

#: At most this many words after "of": a longer object is a clause's worth of description.
_MAX_OBJECT_WORDS = 4


def of_object_tasks(doc: Doc, lexicon: Lexicon) -> list[Span]:
    """Spans "task word of object" (with the task word's own adjectives) that name a task."""
    out: list[Span] = []
    for token in doc:
        if token.lower_ != "of" or token.i == 0:
            continue
        head = token.head
        if head.i != token.i - 1 or not _task_word(head, lexicon):
            continue
        if not is_for(head, lexicon.description_heads, lexicon.means_verbs):
            continue  # "extraction of visual features" inside a method's description is a step, no task
        obj = next((c for c in token.children if c.dep_ == "pobj"), None)
        if obj is None or not _plain_object(obj, token):
            continue
        start = _adjectives_start(head, lexicon)
        out.append(doc[start : obj.i + 1])
    return out


def _task_word(head: Token, lexicon: Lexicon) -> bool:
    """A lower-case singular noun the lexicon types a task, with no noun or name before it."""
    if head.tag_ != "NN" or not head.is_lower or lexicon.head_type(head.lower_) != "Task":
        return False
    if head.lower_ in lexicon.capacity_heads:
        return False  # "analysis of X", "evaluation of X": an act of study, of what it studies
    return not any(c.dep_ == "compound" and c.i < head.i for c in head.children)


def _plain_object(obj: Token, of: Token) -> bool:
    """The object after "of" is lower-case nouns, an adjective at most before them, and ends the phrase."""
    words = list(obj.doc[of.i + 1 : obj.i + 1])
    if not words or len(words) > _MAX_OBJECT_WORDS or not obj.tag_.startswith("NN"):
        return False
    if any(c.dep_ in ("prep", "acl", "relcl", "conj") for c in obj.children):
        return False  # "detection of anomalies in ...": the object goes on, and where it ends is unclear
    adjectives = 0
    for word in words:
        if not word.is_alpha and word.text != "-":
            return False
        if not word.is_lower or word.pos_ not in ("NOUN", "PROPN", "ADJ", "PUNCT"):
            return False  # lower case throughout: the tagger's "PROPN" for "cuneiform tablet metadata" is a plain noun
        adjectives += word.pos_ == "ADJ"
    return adjectives <= 1 and words[0].pos_ != "PUNCT"


def _adjectives_start(head: Token, lexicon: Lexicon) -> int:
    """Where the task word's own adjectives begin ("automated assessment of ..."), praise and manner dropped."""
    start = head.i
    while start > 0 and head.doc[start - 1].tag_ == "JJ" and head.doc[start - 1].head.i == head.i:
        start -= 1
    kept = trim_phrase(list(head.doc[start : head.i + 1]), lexicon)
    while len(kept) > 1 and kept[0].lower_ in lexicon.manner_adjectives:
        kept = kept[1:]  # "precise preoperative classification of ...": how well, not which task
    return kept[0].i if kept else head.i
