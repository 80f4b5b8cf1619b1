"""The Doc as the entity extractors read it.

Its text (joined once per doc), its words and sentence openers, the
emphasis and maths marks that cleanup leaves on it, and the
:class:`Candidate` that every source of mentions returns.

Every function here is pure: a Doc (and plain data) in, plain data out.
"""

from __future__ import annotations


import bisect
import re
from dataclasses import dataclass


from spacy.attrs import IDX, LENGTH, SPACY
from spacy.tokens import Doc, Span, Token

from kg.extract.acronyms import SET_OFF_DASHES
from kg.extract.syntax import sentence_bounds

# Priorities: a higher one wins an overlap; within one, the longer span.
PRIORITY = {
    "repository": 100,
    "acronym": 90,
    "emphasis": 85,
    "gazetteer": 80,
    "name-typed": 70,
    "eponym": 70,
    "url-name": 65,
    "term": 50,
    "name": 45,
}

_EDGE_PUNCT = ",.;:!?\"'“”‘’()[]{}"
MAX_TERM_WORDS = 6


@dataclass(frozen=True)
class Candidate:
    """One typed mention: character offsets into ``doc.text``."""

    start: int
    end: int
    type: str
    confidence: float
    rule: str
    text: str

    @property
    def priority(self) -> int:
        return PRIORITY[self.rule]


def word_runs(doc: Doc) -> list[Span]:
    """Maximal runs of tokens with no white space between them, edge punctuation trimmed.

    "Qwen3-30B-A3B" is five tokens to spaCy and one word here; names are
    judged on words.
    """
    return [doc[a:b] for a, b in word_bounds(doc)[0]]


def doc_token_texts(doc: Doc) -> tuple[list[str], list[int], list[bool]]:
    """Each token's text, start offset and trailing-space flag, read in one pass.

    ``doc.to_array`` reads them in C; the token objects that ``t.text`` would
    make, one per token and attribute, cost most of the time of the word rules.
    """
    if not len(doc):
        return [], [], []
    full = doc_text(doc)
    table = doc.to_array([IDX, LENGTH, SPACY]).tolist()
    return [full[i : i + n] for i, n, _ in table], [i for i, _, _ in table], [bool(sp) for _, _, sp in table]


TokenTexts = tuple[list[str], list[int], list[bool]]


_SIGNS = frozenset("+-−")


def word_bounds(doc: Doc, token_texts: TokenTexts | None = None) -> tuple[list[tuple[int, int]], list[str]]:
    """:func:`word_runs` as (start, end) token indices, with the text of each run.

    Spans are made only for the words that turn out to be names.
    """
    texts, offsets, spaced = token_texts or doc_token_texts(doc)
    full = doc_text(doc)
    runs = []
    run_texts = []

    def close(a: int, b: int) -> None:
        """Add the run of tokens [a, b), its edge punctuation trimmed."""
        # A run of extra white space is a token of its own, with no space after it
        # ("evidence.   MIRAGE addresses"): it starts no word.
        while a < b and (texts[a] in _EDGE_PUNCT or texts[a].isspace()):
            a += 1
        # A hyphen that ends a word is suspended ("VAE- and alignment-based"): no part of the word.
        while b > a and (texts[b - 1] in _EDGE_PUNCT or texts[b - 1] in ("'s", "’s", "-", "–")):
            if texts[b - 1] == ")":
                inner = "".join(texts[a : b - 1])
                if inner.count("(") > inner.count(")"):
                    break  # "SE(3)": the parenthesis closes one inside the word
            b -= 1
        if a < b:
            runs.append((a, b))
            run_texts.append(full[offsets[a] : offsets[b - 1] + len(texts[b - 1])])

    start = 0
    last = len(texts) - 1
    for i in range(len(texts)):
        if i > start and texts[i] == "(" and i < last and texts[i + 1][:1] in _SIGNS and not spaced[i - 1]:
            # "GPT-4.1(+5.36%)", "“Claude-3(-2.1%)”": a bracket glued to a word before a signed
            # amount opens an aside, no part of the word
            close(start, i)
            start = i
        if i > start and texts[i] == "—" and not spaced[i - 1]:
            # "modalities—PDFs", "methods—ContextCite": an em dash sets off what follows; it joins no name
            close(start, i)
            start = i + 1
            if spaced[i] or i == last:
                continue
        if spaced[i] or i == last:
            if start == i and texts[i] not in _EDGE_PUNCT and texts[i] not in ("'s", "’s"):
                runs.append((i, i + 1))  # a word of one token, most words: nothing to trim
                run_texts.append(texts[i])
            else:
                close(start, i + 1)
            start = i + 1
    return runs, run_texts


def doc_length(doc: Doc) -> int:
    """``len(doc.text)`` without joining the tokens."""
    return doc[-1].idx + len(doc[-1].text_with_ws) if len(doc) else 0


def is_headline_break(token: Token) -> bool:
    """A colon, or a dash set off by spaces, that parts a headline's name from its subtitle ("Name -- subtitle")."""
    if token.text == ":":
        return True
    return token.text in SET_OFF_DASHES and token.i > 0 and bool(token.doc[token.i - 1].whitespace_) and bool(token.whitespace_)


_TEXT_CACHE = "kg.text"


def doc_text(doc: Doc) -> str:
    """``doc.text``, joined once per doc.

    spaCy joins the tokens again on every access of ``doc.text`` (about
    35 microseconds for an abstract), and every component reads it; the
    text is kept in ``doc.user_data``, checked against the doc's length.
    """
    cached = doc.user_data.get(_TEXT_CACHE)
    if isinstance(cached, str) and len(cached) == doc_length(doc):
        return cached
    text = doc.text
    doc.user_data[_TEXT_CACHE] = text
    return text


def tokenize(nlp, text: str) -> Doc:
    """``nlp.make_doc(text)`` with the text kept for :func:`doc_text`, which then joins nothing."""
    doc = nlp.make_doc(text)
    doc.user_data[_TEXT_CACHE] = text
    return doc


EMPHASIS = "kg.emphasis"


def set_emphasis(doc: Doc, ranges) -> None:
    """Record the ``(start, end)`` ranges of the doc's text that the original set in emphasis (see :mod:`kg.cleanup`)."""
    doc.user_data[EMPHASIS] = [list(r) for r in ranges]


def emphasised_ranges(doc: Doc) -> list[tuple[int, int]]:
    return [(a, b) for a, b in doc.user_data.get(EMPHASIS, ()) if 0 <= a < b <= doc_length(doc)]


_MATHS = "kg.maths"


def set_maths(doc: Doc, ranges) -> None:
    """Record the ``(start, end)`` ranges of the doc's text rendered from inline maths (see :mod:`kg.cleanup`)."""
    doc.user_data[_MATHS] = [list(r) for r in ranges]


def in_maths(doc: Doc, start: int, end: int) -> bool:
    """Whether the characters ``start:end`` all come from one piece of inline maths."""
    return any(a <= start and end <= b for a, b in doc.user_data.get(_MATHS, ()))


def value_formula_before(doc: Doc, start: int, end: int) -> int | None:
    """The end of a piece of inline maths that opens ``start:end`` and states a value ("$\\Delta = -2.81$"), or None.

    A formula with a sign of relation and a digit is an amount, no part of a
    phrase's name; a symbol ("$\\alpha$-divergence") may be.
    """
    text = doc_text(doc)
    for a, b in doc.user_data.get(_MATHS, ()):
        if a <= start < b < end and re.search(r"[=<>≈≤≥]", text[a:b]) and re.search(r"\d", text[a:b]):
            return b
    return None


_OPENER_CACHE = "kg.sentence_openers"


def sentence_openers(doc: Doc) -> list[int]:
    """Per sentence, the index of its first token that is not punctuation or space (its end if none)."""
    bounds = sentence_bounds(doc)
    cached = doc.user_data.get(_OPENER_CACHE)
    if cached is not None and len(cached) == len(bounds):
        return cached
    openers = []
    for a, b in bounds:
        i = a
        while i < b and (doc[i].is_punct or doc[i].is_space):
            i += 1
        openers.append(i)
    doc.user_data[_OPENER_CACHE] = openers
    return openers


def starts_sentence(doc: Doc, start: int) -> bool:
    """Nothing but punctuation or space before token ``start`` in its sentence."""
    bounds = sentence_bounds(doc)
    k = bisect.bisect_right(bounds, (start, len(doc) + 1)) - 1
    if k < 0:
        return True
    return start <= sentence_openers(doc)[k]


def sentences(doc: Doc) -> list[Span]:
    """The doc's sentences, or the whole doc as one when nothing set boundaries."""
    return [doc[a:b] for a, b in sentence_bounds(doc)]


def short_form_uses(text: str, short: str) -> list[tuple[int, int]]:
    """Where ``short`` stands as a word of its own: not inside a longer word or name ("ECG" in "ECG-R1"),
    nor before a "+" that names a variant of it ("CoFT+", "Rein++")."""
    out = []
    n = len(short)
    i = text.find(short)
    while i >= 0:
        j = i + n
        before = text[i - 1] if i else ""
        after = text[j : j + 2]
        if not (before.isalnum() or before in ("_", "-")) and not (
            after[:1].isalnum()
            or after[:1] == "_"
            or (after[:1] == "-" and (after[1:2].isalnum() or after[1:2] == "_"))
            or (after[:1] == "+" and not after[1:2].isalnum())  # "SGAD+LoFTR" joins two names
        ):
            out.append((i, j))
        i = text.find(short, i + 1)
    return out


# "a"/"an" as a word of its own at the end of the four characters before a position.
_INDEFINITE_BEFORE = re.compile(r"(?:^|[\s(])[Aa]n?\s+$")


def indefinite_before(text: str, start: int) -> bool:
    """Whether an indefinite article stands right before ``start`` ("We add a Memory Bank (MB)",
    "(an Adaptive Gate"): what follows is introduced as new, not cited."""
    return _INDEFINITE_BEFORE.search(text[max(0, start - 4) : start]) is not None


def phrase_words(tokens: list[Token]) -> list[list[Token]]:
    """Tokens grouped into white-space separated words ("fine-tuning" is one word)."""
    words: list[list[Token]] = []
    current: list[Token] = []
    for t in tokens:
        current.append(t)
        if t.whitespace_ or t.i == tokens[-1].i:
            words.append(current)
            current = []
    if current:
        words.append(current)
    return words
