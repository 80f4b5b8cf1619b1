"""Typed entity mentions from a parsed Doc.

Four sources of candidates, each with a priority, merged so that no two
mentions overlap:

1. acronym definitions (both forms), typed by the long form's head noun;
2. gazetteer names (well-established methods, tasks, metrics, benchmarks);
3. names by morphology (CamelCase, acronyms, checkpoints, Title Case runs),
   typed by the noun the text attaches to them;
4. terms: noun phrases whose head noun has a type ("code generation",
   "bug fix rate", "reinforcement learning").

Every function here is pure: a Doc (and plain data) in, plain data out.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from dataclasses import dataclass

import numpy

from spacy.attrs import DEP, HEAD, IDX, LEMMA, LENGTH, LOWER, POS, SPACY
from spacy.symbols import NOUN as NOUN_ID, PART as PART_ID, PRON as PRON_ID, PROPN as PROPN_ID, PUNCT as PUNCT_ID
from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc, Span, Token

from kg.extract.acronyms import Abbreviation
from kg.extract.lexicon import Lexicon
from kg.extract.names import is_acronym, is_headline_name, is_name_like, looks_like_model, starts_with_family
from kg.extract.syntax import (
    opens_list_item,
    contribution_path,
    describes_another,
    first_conjunct,
    follows_earlier_work_word,
    is_argument,
    is_naming_word,
    listed_as_innovation,
    sentence_bounds,
    sentence_end,
    sentence_start,
)
from kg.extract.urls import UrlMatch, is_repository, name_from_url

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
_MAX_TERM_WORDS = 6


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


# ------------------------------------------------------------------ words


def word_runs(doc: Doc) -> list[Span]:
    """Maximal runs of tokens with no white space between them, edge punctuation trimmed.

    "Qwen3-30B-A3B" is five tokens to spaCy and one word here; names are
    judged on words.
    """
    return [doc[a:b] for a, b in _word_bounds(doc)[0]]


def _token_texts(doc: Doc) -> tuple[list[str], list[int], list[bool]]:
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


def _word_bounds(doc: Doc, token_texts: TokenTexts | None = None) -> tuple[list[tuple[int, int]], list[str]]:
    """:func:`word_runs` as (start, end) token indices, with the text of each run.

    Spans are made only for the words that turn out to be names.
    """
    texts, offsets, spaced = token_texts or _token_texts(doc)
    full = doc_text(doc)
    runs = []
    run_texts = []
    start = 0
    last = len(texts) - 1
    for i in range(len(texts)):
        if spaced[i] or i == last:
            if start == i and texts[i] not in _EDGE_PUNCT and texts[i] not in ("'s", "’s"):
                runs.append((i, i + 1))  # a word of one token, most words: nothing to trim
                run_texts.append(texts[i])
                start = i + 1
                continue
            a, b = start, i + 1
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
            start = i + 1
    return runs, run_texts


def doc_length(doc: Doc) -> int:
    """``len(doc.text)`` without joining the tokens."""
    return doc[-1].idx + len(doc[-1].text_with_ws) if len(doc) else 0


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


_EMPHASIS = "kg.emphasis"


def set_emphasis(doc: Doc, ranges) -> None:
    """Record the ``(start, end)`` ranges of the doc's text that the original set in emphasis (see :mod:`kg.cleanup`)."""
    doc.user_data[_EMPHASIS] = [list(r) for r in ranges]


def emphasised_ranges(doc: Doc) -> list[tuple[int, int]]:
    return [(a, b) for a, b in doc.user_data.get(_EMPHASIS, ()) if 0 <= a < b <= doc_length(doc)]


_MATHS = "kg.maths"


def set_maths(doc: Doc, ranges) -> None:
    """Record the ``(start, end)`` ranges of the doc's text rendered from inline maths (see :mod:`kg.cleanup`)."""
    doc.user_data[_MATHS] = [list(r) for r in ranges]


def in_maths(doc: Doc, start: int, end: int) -> bool:
    """Whether the characters ``start:end`` all come from one piece of inline maths."""
    return any(a <= start and end <= b for a, b in doc.user_data.get(_MATHS, ()))


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


def _starts_sentence(doc: Doc, start: int) -> bool:
    """Nothing but punctuation or space before token ``start`` in its sentence."""
    bounds = sentence_bounds(doc)
    k = bisect.bisect_right(bounds, (start, len(doc) + 1)) - 1
    if k < 0:
        return True
    return start <= sentence_openers(doc)[k]


# "τ-bench", "SWE-bench"; and "xbench-DS", a benchmark word with a capitalised or numbered variant after it
_BENCH_WORD = re.compile(r"[^\W_][\w.]*[-_](?:[Bb]ench|BENCH)|[^\W_][\w.]*[Bb]ench[-_][A-Z0-9][\w.]*")
_DIGIT = re.compile(r"\d")
_LETTER = re.compile(r"[^\W\d_]")


def _name_word(doc: Doc, a: int, b: int, text: str, capitalised_elsewhere: set[str], lexicon: Lexicon) -> bool:
    """Whether the word of tokens ``a:b`` (written ``text``) reads as (part of) a name."""
    if text.islower() and not _DIGIT.search(text):
        # No capital and no digit (most words): only a "-bench" word can be a name.
        return "bench" in text and _BENCH_WORD.fullmatch(text) is not None and not any(doc[k].like_url for k in range(a, b))
    if text in lexicon.not_names or text.lower() in {"et", "al"} or "," in text or "=" in text:
        return False  # "r=0.98" is a statement, not a name
    if "/" in text and all(len(part) <= 3 for part in text.split("/")):
        return False  # "ZH/EN", "I/O": codes side by side, not a name
    # spaCy's like_url needs a "." or a scheme's ":", and like_email an "@":
    # most words have none, and their tokens need not be looked at.
    if ("." in text or ":" in text or "@" in text) and any(doc[k].like_url or doc[k].like_email for k in range(a, b)):
        return False
    if is_name_like(text):
        return True
    if _SHORT_FORM_TAIL.fullmatch(text) and is_named_variant(text, lexicon):
        return True
    if _BENCH_WORD.fullmatch(text):
        return True  # "τ-bench", "SWE-bench": a benchmark's name, capitals or not
    if text[:1].isupper() and text[1:].islower() and text.isalpha():
        # Title Case: a name mid-sentence; at a sentence start only if the
        # text also writes it capitalised elsewhere ("Surgery ... Surgery").
        if not _starts_sentence(doc, a):
            return doc[a].pos_ == "PROPN" and not doc[a].is_stop
        # A model family opens a name wherever it stands ("Claude Sonnet 4.6 had the best ...").
        return text in capitalised_elsewhere or (b < len(doc) and text in lexicon.model_families and _continues_model(doc, b, lexicon))
    return False


_SHORT_FORM_TAIL = re.compile(r"[A-Z][A-Z0-9]+-[a-z]{2,}")


def is_named_variant(word: str, lexicon: Lexicon) -> bool:
    """A short form with a lower-case word after its hyphen that names a thing of its own ("ABSA-mix", "SWE-smith").

    The tail of a modifier is a participle or gerund ("LLM-generated",
    "AI-embracing"), an adverb, a plural or a head noun ("LLM-judges",
    "F1-score", "SE-attention"), or one of ``modifier_tails`` ("LLM-based",
    "CPU-only"); any other makes the word a name: "We release ABSA-mix, a
    large-scale benchmark" had found no entity.
    """
    tail = word.rsplit("-", 1)[1]
    return not (
        tail.endswith(("ed", "ing", "ly", "s"))
        or tail in lexicon.modifier_tails
        or lexicon.head_type(tail) is not None
        or tail in lexicon.container_heads
    )


def _continues_model(doc: Doc, i: int, lexicon: Lexicon) -> bool:
    """The word at token ``i`` goes on with a model name: a version number or a tier word ("Claude | Sonnet 4.6", "Gemini | 3 Flash")."""
    text = doc[i].text
    return doc[i - 1].whitespace_ != "" and (text in lexicon.model_tiers or re.fullmatch(r"\d+(?:\.\d+)*[A-Za-z]?", text) is not None)


def is_title_cased(doc: Doc) -> bool:
    """A headline in Title Case ("Towards Training-Free Scene Text Editing"): capitals say nothing there.

    Most words of three letters or more start with a capital. Such a doc is
    read for names by morphology only (CamelCase, acronyms, digits), not by
    capitalisation.
    """
    if doc_length(doc) > 300:
        return False  # an abstract, not a headline; said first, as it costs nothing
    words = [t.text for t in doc if t.is_alpha and len(t.text) > 3]
    if len(words) < 3:
        return False
    return sum(w[0].isupper() for w in words) / len(words) >= 0.7


def _capitalised_mid_sentence(doc: Doc, words: list[tuple[int, int]], texts: list[str]) -> set[str]:
    return {text for (a, _), text in zip(words, texts) if text[:1].isupper() and not _starts_sentence(doc, a)}


def name_spans(doc: Doc, lexicon: Lexicon, headline: bool | None = None, token_texts: TokenTexts | None = None) -> list[Span]:
    """Names: runs of name-like words, joined across spaces ("Reward Auditor", "Gemini 3 Flash").

    A number or a model tier word continues a name ("Gemini 3 Flash",
    "Claude 3.5 Sonnet"); a name never crosses a sentence or a parenthesis.
    """
    words, texts = _word_bounds(doc, token_texts)  # (start, end) pairs: a Span per word, and its text, cost more than the rules
    elsewhere = _capitalised_mid_sentence(doc, words, texts)
    headline = is_title_cased(doc) if headline is None else headline
    if headline:
        flags = [is_headline_name(text) and text not in lexicon.not_names for text in texts]
    else:
        flags = [
            # Inline first test of _name_word: no capital and no digit, no "bench", no name (most words).
            False if (text.islower() and "bench" not in text and not _DIGIT.search(text))
            else _name_word(doc, a, b, text, elsewhere, lexicon)
            for (a, b), text in zip(words, texts)
        ]
    if not headline:
        for k in range(len(words) - 2, -1, -1):
            if (
                not flags[k]
                and flags[k + 1]
                and words[k + 1][0] == words[k][1]
                and texts[k + 1][:1].isupper()
                and texts[k].lower() not in STOP_WORDS
                and texts[k] not in lexicon.not_names
                and not _starts_sentence(doc, words[k][0])
                and not (k > 0 and flags[k - 1] and words[k - 1][1] == words[k][0])  # it opens the name: "Ego4D Long-term Action ..." is two things
                and (
                    (_PLAIN_CAPITALISED.fullmatch(texts[k]) and doc[words[k][0]].pos_ in ("ADJ", "VERB", "ADV"))
                    or (
                        _CAPITALISED_COMPOUND.fullmatch(texts[k])
                        # "Corporate-based KGQA": used, not named; "Large-scale Benchmark": a scope
                        and texts[k].rsplit("-", 1)[1] not in lexicon.name_compound_suffixes | lexicon.scope_tails
                    )
                )
            ):
                # "through a Decoupled Cross Attention mechanism": a capitalised word the tagger
                # reads as an adjective, a participle or an adverb, mid-sentence before a name's
                # capitalised word, is the name's first word (the run had been "Cross Attention");
                # so is a capitalised compound with a lower-case second half ("we propose
                # Pixel-wise Attention Dissolution").
                flags[k] = True
    if not headline:
        for k in range(1, len(words) - 1):
            if (
                not flags[k]
                and flags[k - 1]
                and words[k - 1][1] == words[k][0]
                and words[k][1] == words[k + 1][0]
                and _PLAIN_CAPITALISED.fullmatch(texts[k])
                and texts[k - 1][:1].isupper()
                and texts[k + 1].islower()
                and texts[k + 1] in lexicon.container_heads
                and texts[k].lower() not in STOP_WORDS
            ):
                # "a Hybrid Stabilized Rendering module": a capitalised common noun between
                # a name's words and its kind word ends the name (it had been "Hybrid Stabilized")
                flags[k] = True
    if words and not flags[0] and is_headline_word_name(doc, words[0], texts[0], lexicon):
        flags[0] = True
    heading = headline_phrase_name(doc, lexicon) if headline else None
    if heading is not None:
        for k, (a, b) in enumerate(words):
            if heading[0] <= a and b <= heading[1]:
                flags[k] = True
    spans: list[Span] = []
    i = 0
    while i < len(words):
        if not flags[i]:
            i += 1
            continue
        j = i + 1
        while j < len(words):
            if words[j][0] != words[j - 1][1]:
                break
            if doc[words[j][0]].is_sent_start is True and not (
                texts[j] in lexicon.model_tiers and texts[j - 1][-1:].isalnum()
            ):
                # A tier word right after a name continues it wherever the parser put a
                # sentence start ("surpassing GPT-5.4 | Pro (18.5%)").
                break
            cur_text = texts[j]
            if flags[j] and cur_text[:1].isupper() and (not headline or (not is_acronym(cur_text) and not is_acronym(texts[j - 1]))):
                # Capitalised words next to each other are one name in running text, acronyms
                # too ("AWS Bedrock", "the GOOSE 2D Fine-Grained Semantic Segmentation Challenge");
                # in a Title Case headline, where every word is capitalised, acronyms end a run.
                j += 1
                continue
            if (
                not headline
                and not flags[j]
                and cur_text in lexicon.not_names
                and cur_text.isupper()
                and j + 1 < len(words)
                and flags[j + 1]
                and words[j + 1][0] == words[j][1]
                and texts[j + 1][:1].isupper()
            ):
                # "the NIST AI Risk Management Framework", "Secure AI Governance": a kind's
                # acronym between two parts of one name is part of it.
                j += 1
                continue
            if flags[j] and is_acronym(cur_text) and is_acronym(texts[j - 1]) and (not headline or i == 0):
                # "MS COCOAI", "NVIDIA AGX": capitals next to capitals are one name; in a
                # headline only at its start ("INDIC DIALECT: A Multi Task Benchmark").
                j += 1
                continue
            if (
                not headline
                and _CAPITALISED_COMPOUND.fullmatch(cur_text)
                and j + 1 < len(words)
                and words[j + 1][0] == words[j][1]
                and flags[j + 1]
                and texts[j + 1][:1].isupper()
                and re.fullmatch(r"[A-Z][a-z]+(?:-[A-Za-z]+)*", texts[j - 1])  # a plain word: "Ego4D Long-term ..." is two things
            ):
                # "an Intrinsic Geometry-aware Decoder": a capitalised word with a lower-case
                # second half between two capitalised words of the name is part of it
                j += 1
                continue
            if re.fullmatch(r"(?:\d+(?:\.\d+)?[A-Za-z]?|\d+x\d+(?:\.\d+)?[BM]|[vV]\d+(?:\.\d+)*)", cur_text) or cur_text in lexicon.model_tiers:
                # "Gemini 3 Flash", "NAVSIM v1": a version number or tier word continues a name.
                if j + 1 <= len(words):
                    j += 1
                    continue
            break
        run = "".join(texts[i:j])
        if run.count("(") != run.count(")") or run.count("[") != run.count("]"):
            i = j
            continue  # "MLLM)-as-a-Judge": a run of words across a bracket is no name
        span = doc[words[i][0] : words[j - 1][1]]
        # "Camera-Cooperative ISAC Framework": the kind word is not part of the name.
        if (
            j - i > 1
            and texts[j - 1].lower() in lexicon.container_heads
            and lexicon.head_type(texts[j - 1].lower()) not in ("Benchmark", "Dataset")
            and texts[j - 1].lower() != "network"  # "Cycle-Consistent Adversarial Network": the network is the thing named
        ):
            span = doc[words[i][0] : words[j - 2][1]]
        # A trailing bare number is not part of a plain word ("Table 3"), nor cut
        # from inside a word ("mAP50-95"); nor is a numbered sub-part ("Stage 2a", "Task 1.1").
        while (
            len(span) > 1
            and span[-2].whitespace_
            and re.fullmatch(r"\d+(?:\.\d+)*[a-z]?", span[-1].text)
            and is_plain_title_case(span[:-1].text)
            and (
                not looks_like_model(span.text, lexicon.model_families, lexicon.model_tiers)
                or span[:-1].text.lower() in lexicon.part_nouns  # "Stage 2b" is a part, not a 2-billion checkpoint
                or span[:-1].text.lower() in lexicon.document_references  # "Algorithm 1b": a pointer into the paper
            )
        ):
            span = span[:-1]  # "Table 3", "Stage 2", "Stage 2a"; a coined name keeps its version ("MultiWOZ 2.2")
        if (
            len(span) > 2
            and use_compound_at(doc, span.end - 2, lexicon) is not None
            and not _PLAIN_CAPITALS.fullmatch(span[:-2].text)
        ):
            # "ResNet-based generators", "SAM2-guided segmentation": the name is what is used.
            # Plain capitals there are mostly a class ("LLM-based tools", "AI-assisted"),
            # and known ones ("CNN-based") are the gazetteer's.
            span = span[:-2]
        if j - i > 2 and texts[j - 2].lower() == "technical" and texts[j - 1].lower() == "report":
            span = doc[words[i][0] : words[j - 3][1]]  # "Ruyi2 Technical Report": the genre of the paper, no part of the name
        spans.append(span)
        i = j
    if not headline:
        for a, b in bridged_names(doc, words, texts, lexicon):
            spans = [s for s in spans if s.end <= a or s.start >= b]
            spans.append(doc[a:b])
        spans.sort(key=lambda s: s.start)
    return spans


_BRIDGE_ENDS = frozenset({",", "(", ":", ";", "–", "—"})


def bridged_names(doc: Doc, words: list[tuple[int, int]], texts: list[str], lexicon: Lexicon) -> list[tuple[int, int]]:
    """Token ranges of capitalised names with lower-case function words inside, where the paper gives them.

    "we propose Rays as Pixels, a Video Diffusion Model", "We introduce
    Guardians of Generation, a model agnostic ... framework", "we propose
    Segment then Splat, a 3D-aware ... approach": the run right after a
    contribution or naming verb (or its "the"), capitalised words joined by
    single function words (``name_bridge_words``), ending where punctuation
    sets it off, is one name; read word by word it was several ("Rays",
    "Pixels"). Elsewhere such a run is a phrase of a title or a sentence.
    """
    found: list[tuple[int, int]] = []
    if not doc.has_annotation("DEP"):
        return found
    verbs = lexicon.contribution_verbs | lexicon.naming_verbs

    def joined(m: int) -> bool:  # word m and the next only white space apart: no comma or bracket between
        return words[m + 1][0] == words[m][1]

    bridges = lexicon.name_bridge_words | {"and"}
    for k in range(1, len(words) - 1):
        if texts[k].lower() not in bridges:
            continue
        if not (texts[k - 1][:1].isupper() and texts[k + 1][:1].isupper() and joined(k - 1) and joined(k)):
            continue
        # Back to the run's start: capitalised words and single bridges.
        first = k - 1
        while first > 0 and joined(first - 1) and (texts[first - 1][:1].isupper() or (
            texts[first - 1].lower() in bridges and first > 1 and joined(first - 2) and texts[first - 2][:1].isupper()
        )):
            first -= 1
        if found and words[first][0] < found[-1][1]:
            continue  # a later bridge of a run already taken
        before = words[first][0] - 1
        if before >= 0 and doc[before].lower_ == "the":
            before -= 1
        if before < 0 or doc[before].lemma_.lower() not in verbs or doc[before].pos_ != "VERB":
            continue
        last = k + 1
        while last + 1 < len(words) and joined(last) and (texts[last + 1][:1].isupper() or (
            texts[last + 1].lower() in bridges and last + 2 < len(words) and joined(last + 1) and texts[last + 2][:1].isupper()
        )):
            last += 2 if not texts[last + 1][:1].isupper() else 1
        end = words[last][1]
        if end >= len(doc) or doc[end].text not in _BRIDGE_ENDS or last - first + 1 > 7:
            continue
        if any(texts[m].lower() == "and" for m in range(first, last + 1)) and texts[last].lower() not in lexicon.container_heads:
            # "OD-VIRAT Large and OD-VIRAT Tiny" are two names; "Predictive Alignment and
            # Planning Architecture", ending in its kind, is one
            continue
        if any(doc[words[m][0]].is_sent_start for m in range(first + 1, last + 1)):
            continue
        found.append((words[first][0], end))
    return found


def use_compound_at(doc: Doc, i: int, lexicon: Lexicon) -> Token | None:
    """The word of use after the hyphen at token ``i`` that joins it to the word before ("ResNet-based", "SAM2-guided"), or None."""
    if not (0 < i < len(doc) - 1) or doc[i].text not in ("-", "–") or doc[i - 1].whitespace_:
        return None
    if doc[i].whitespace_:
        # "VAE- and alignment-based baselines": a suspended hyphen shares the word of use after the list
        if i + 4 < len(doc) and doc[i + 1].lower_ in ("and", "or") and doc[i + 3].text in ("-", "–"):
            return use_compound_at(doc, i + 3, lexicon)
        return None
    word = doc[i + 1]
    return word if word.lower_ in lexicon.name_compound_suffixes else None


_PLAIN_CAPITALISED = re.compile(r"[A-Z][a-z]{2,}")
_CAPITALISED_COMPOUND = re.compile(r"[A-Z][a-z]+-[a-z]+")  # "Geometry-aware", "Task-specific"
_PLAIN_CAPITALS = re.compile(r"[A-Z]{2,6}")


def is_headline_word_name(doc: Doc, word: tuple[int, int], text: str, lexicon: Lexicon) -> bool:
    """One plain capitalised word before the colon of a "Word: subtitle" title ("Signals: Trajectory Sampling ...").

    The title's first word is capitalised by position, so its form says
    nothing; the colon does: what stands before it is what the paper is
    called ("Hydra: ...", "Argus: ..."), unless it is the title's genre
    ("Position: ...", "Survey: ..."; ``title_heading_words``).
    """
    start, end = word
    return (
        start == 0
        and end < len(doc)
        and doc[end].text == ":"
        and doc_length(doc) <= 300
        and _PLAIN_CAPITALISED.fullmatch(text) is not None
        and text.lower() not in lexicon.title_heading_words
    )


_SLOGAN_TAGS = frozenset({"VB", "IN", "RB", "MD", "TO", "PR", "CC", "WR", "WP"})  # "Decoder Generates ...", "Judge Like ..."


def headline_phrase_name(doc: Doc, lexicon: Lexicon) -> tuple[int, int] | None:
    """Token range of a plain Title Case phrase that a "Phrase: A ... Framework for ..." title names.

    "The Stochastic Gap: A Markovian Framework for ...", "Recursive Flow: A
    Generative Framework for ...": the subtitle says the phrase is a
    framework, a benchmark or a dataset, so the phrase is its name. A
    slogan is not ("Beyond Static Artifacts: A Forensic Benchmark", "Thinking
    Before You Speak: A ... Approach"): a function word or a verb, or a first word in
    "-ing", marks one; and a phrase headed by a task word or an activity in
    "-ing" says what the framework is for ("Rip Current Segmentation: A Novel
    Benchmark", "Fetal Brain Imaging: A Composite Neural Network Approach").
    """
    if doc_length(doc) > 300:
        return None
    colon = next((t.i for t in doc[:7] if t.text == ":"), None)
    if colon is None or colon + 2 >= len(doc) or doc[colon + 1].text not in ("A", "An"):
        return None
    start = 1 if doc[0].text == "The" else 0
    heading = doc[start:colon]
    if not 2 <= len(heading) <= 4 or any(
        _PLAIN_CAPITALISED.fullmatch(t.text) is None or t.lower_ in STOP_WORDS or t.tag_[:2] in _SLOGAN_TAGS
        for t in heading
    ):
        return None
    last = heading[-1].lower_
    if heading[0].lower_.endswith("ing") or last.endswith("ing") or (lexicon.head_type(last) == "Task" and last not in lexicon.coined_method_heads):
        return None
    for token in doc[colon + 2 : colon + 12]:
        if token.text in (",", ";", "(") or (token.lower_ in _SUBTITLE_STOPS and doc[token.i - 1].whitespace_):
            break  # "for", "with"; not the "and" inside "Plug-and-Play"
        kind = token.lemma_.lower() if token.lower_ not in lexicon.container_heads else token.lower_
        if kind in lexicon.container_heads and lexicon.head_type(kind) in ("Method", "Benchmark", "Dataset"):
            return heading.start, heading.end
    return None


# ------------------------------------------------------------------ typing


def _head_noun_type(token: Token, lexicon: Lexicon) -> str | None:
    for key in (token.text.lower(), token.lemma_.lower()):
        found = lexicon.head_type(key)
        if found:
            return found
    return None


def _kind_noun_type(token: Token, lexicon: Lexicon) -> str | None:
    """The type a kind noun the text attaches to a name gives it: a head noun's type, or Task for "task"/"problem".

    A kind of two words is read with the word before it: "a ... knowledge
    graph" is data, though "graph" alone says nothing.
    """
    if token.i > 0 and (token.lower_ in lexicon.two_word_head_ends or token.lemma_.lower() in lexicon.two_word_head_ends):
        before = token.doc[token.i - 1]
        for key in (f"{before.lower_} {token.lower_}", f"{before.lower_} {token.lemma_.lower()}"):
            found = lexicon.head_type(key)
            if found:
                return found
    found = _head_noun_type(token, lexicon)
    if found is None and (token.lower_ in lexicon.task_kind_words or token.lemma_.lower() in lexicon.task_kind_words):
        return "Task"
    return found


def _instance_type(noun: Token, span: Span, lexicon: Lexicon) -> str | None:
    """The type of a name set in apposition to ``noun``: the noun's, except that a named instance of a process is a technique.

    "The standard mitigation, Contrastive Activation Addition (CAA), ...":
    a name for one way of mitigating is a method. A task word makes the
    name a task ("a novel task, Knowledge-aware Concept Customization"), and
    so does a task head of the name's own ("UAV Scene Change Captioning").
    A collective noun passes on its members' type ("Arctic-ABSA, a
    collection of powerful models" names models; ``collective_nouns``).
    Names in parentheses after plural tasks are the data the tasks are run
    on: "biomedical NER tasks (NCBI Disease, BC5CDR, BioRED)".
    """
    if noun.i + 1 < span.start and _lists_data_of_tasks(noun, lexicon) and not is_plain_title_case(span.text):
        return "Benchmark"  # "QA tasks (Simple, Complex, and Abstract QA)": plain words name kinds of the task
    if noun.lower_ in lexicon.collective_nouns:
        for prep in noun.children:
            if prep.dep_ == "prep" and prep.lower_ == "of":
                members = [c for c in prep.children if c.dep_ == "pobj"]
                if members and _kind_noun_type(members[0], lexicon):
                    return _kind_noun_type(members[0], lexicon)  # "a collection of powerful models": models
    if noun.lemma_.lower() in lexicon.variant_nouns:
        of_type = _variant_of_type(noun, lexicon)
        if of_type:
            return of_type
    found = _kind_noun_type(noun, lexicon)
    if (
        found == "Task"
        and noun.lower_ not in lexicon.task_kind_words
        and noun.lemma_.lower() not in lexicon.task_kind_words
        and lexicon.head_type(span[-1].lower_) != "Task"
    ):
        return "Method"
    return found


def _variant_of_type(noun: Token, lexicon: Lexicon) -> str | None:
    """What a variant is of gives its type: "a manually corrected version of MMLongBenchDoc" is a benchmark.

    The thing after "of" is typed by its kind noun ("an extension of the
    AutoBnB framework"), by a name's own ending ("-Bench", "-QA") or by the
    gazetteer ("a variant of DPO"). A variant of a model is the paper's
    technique, as a model the paper makes is.
    """
    for prep in noun.children:
        if prep.dep_ != "prep" or prep.lower_ != "of":
            continue
        for obj in prep.children:
            if obj.dep_ != "pobj":
                continue
            found = _kind_noun_type(obj, lexicon)
            if found is None and obj.pos_ == "PROPN":
                name = obj.doc[obj.left_edge.i : obj.i + 1]
                words = [t for t in name if t.pos_ != "DET"]
                text = obj.doc[words[0].i : obj.i + 1].text if words else obj.text
                found = _suffix_type(text) or gazetteer_index(lexicon).get(text.lower())
            if found in ("Benchmark", "Dataset", "Method", "Model"):
                return "Method" if found == "Model" else found
    return None


def _is_kind_compound(token: Token, lexicon: Lexicon) -> bool:
    """A benchmark or dataset noun right after a name, hung as a compound on a later word."""
    return (
        token.dep_ == "compound"
        and token.pos_ == "NOUN"
        and lexicon.head_type(token.lemma_.lower()) in ("Benchmark", "Dataset")
        and (token.lemma_.lower() in lexicon.container_heads or token.lower_ in lexicon.container_heads)
    )


def _lists_data_of_tasks(noun: Token, lexicon: Lexicon) -> bool:
    """ "biomedical NER tasks (NCBI Disease, ...)": plural tasks with a parenthesis after them, which lists the data they are run on."""
    doc = noun.doc
    return (
        noun.tag_ == "NNS"
        and (noun.lemma_.lower() in lexicon.task_kind_words or noun.lower_ in lexicon.task_kind_words)
        and noun.i + 1 < len(doc)
        and doc[noun.i + 1].text == "("
    )


def names_benchmark_family(span: Span, noun: Token) -> bool:
    """One acronym alone before a plural benchmark or dataset noun: "standard KGQA benchmarks", "VQA datasets".

    Such an acronym names the task or domain the benchmarks share (QA, VQA,
    OOD, RAG, Re-ID, KGQA are the commonest in the arXiv corpus), not one
    benchmark; a list of names before the plural ("the BeaverTails,
    HarmBench, and SorryBench benchmarks") names each of them, and a count
    ("31 UCR datasets") the archive they come from.
    """
    return (
        noun.tag_ == "NNS"
        and is_acronym(span.text)
        and stands_alone_before(span, noun)
        and not any(c.dep_ == "nummod" or c.like_num for c in noun.children)  # "31 UCR datasets": a counted archive
    )


LIST_WORDS = frozenset({",", "and", "or", "&"})


def stands_alone_before(span: Span, noun: Token, gap_breaks: frozenset[str] = LIST_WORDS) -> bool:
    """The name is alone before ``noun``, in no list: "standard KGQA benchmarks", "representative DiffDA methods".

    Neither the name nor a conjunct of it is coordinated, no list word (or
    other word of ``gap_breaks``) stands between it and the noun, and none
    stands right before it ("the cantilever and MBB benchmarks").
    """
    root = span.root
    doc = span.doc
    return (
        root.dep_ != "conj"
        and not any(c.dep_ == "conj" for c in root.children)
        and all(t.text not in gap_breaks for t in doc[span.end : noun.i])
        and not (span.start and doc[span.start - 1].text in LIST_WORDS)
    )


_POINTING_DETS = frozenset({"this", "these"})


def _next_sentence_kind(span: Span, lexicon: Lexicon) -> str | None:
    """ "... by introducing SLURP-TN. This dataset was created by ...": the kind noun that opens the next sentence.

    A name that ends its sentence and is taken up at once by "This <kind>"
    or "These <kind>s" is of that kind: the next sentence names what it is.
    A gloss in parentheses may stand between ("PoliBiasES (2,480 motions).")
    and, for data, a preposition before the pointer ("Across these
    benchmarks, ..."; ``_DATA_PREPS``).
    "The" is left out: "... than GPT-4o. The method ..." speaks of the
    paper's own method as often as of the name before it.
    """
    doc = span.doc
    i = span.end
    if i < len(doc) and doc[i].text == "(":
        # "PoliBiasES (2,480 motions and votes). Across these benchmarks": a gloss in between
        close = next((k for k in range(i + 1, min(len(doc), i + 40)) if doc[k].text in ("(", ")")), None)
        if close is None or doc[close].text != ")":
            return None
        i = close + 1
    if i >= len(doc) or doc[i].text not in (".", "!"):
        return None
    j = i + 1
    data_only = j + 2 < len(doc) and doc[j].lower_ in _DATA_PREPS and doc[j + 1].lower_ in _POINTING_DETS
    if data_only:
        j += 1  # "Across these benchmarks, ...", "On this dataset, ..."; not "Beyond this discovery"
    if j + 1 >= len(doc) or doc[j].lower_ not in _POINTING_DETS:
        return None
    for k in range(j + 1, min(len(doc), j + 4)):
        token = doc[k]
        if token.pos_ == "NOUN":
            type_ = _kind_noun_type(token, lexicon) if k + 1 < len(doc) and doc[k + 1].pos_ != "NOUN" else None
            return type_ if not data_only or type_ in ("Benchmark", "Dataset") else None
        if token.pos_ not in ("ADJ", "PUNCT"):
            return None
    return None


_DATA_PREPS = frozenset({"across", "on", "in", "over", "from"})  # where a pointer takes up data


def _following_head(span: Span, lexicon: Lexicon) -> str | None:
    """The type noun right after a name or a list of names: "X benchmark", "A, B, and C benchmarks"."""
    doc = span.doc
    i = span.end
    depth = 0
    while i < len(doc):
        token = doc[i]
        if token.text == "(" or depth:
            # "A (SA) and B (SB) metrics": definitions in parentheses are part of the list.
            depth += (token.text == "(") - (token.text == ")")
            i += 1
            continue
        if token.text == ")":
            i += 1
            continue
        if token.text in (",", "and", "or", "&") or token.text[:1].isupper() or token.text in ("*", "-"):
            if token.text[:1].isupper() and _kind_noun_type(token, lexicon) in ("Benchmark", "Dataset"):
                return _kind_noun_type(token, lexicon)
            if token.is_sent_start is True:
                return None
            i += 1
            if i - span.end > 12:
                return None
            continue
        if token.tag_ in ("VBP", "VBD", "MD"):
            # "Ambivalence and hesitancy (A/H) play a role": a finite verb is no kind ("self-play" is);
            # "-s" forms are left to the kind test, as the tagger reads "benchmarks" as a verb at times
            return None
        if token.tag_ in ("NNS", "VBZ") and i + 1 < len(doc) and doc[i + 1].like_num:
            return None  # "V2V-Zero scores 32.7/100": an "-s" word with its number after it is the verb
        found = _kind_noun_type(token, lexicon)
        if found in ("Benchmark", "Dataset") and names_benchmark_family(span, token):
            return None  # "on standard KGQA benchmarks", "VQA datasets": the task the benchmarks are for, not one benchmark
        if found == "Task" and token.lower_ not in lexicon.task_kind_words and token.lemma_.lower() not in lexicon.task_kind_words:
            return None  # "valence-arousal (VA) annotations": an activity the names modify, not their kind ("X and Y tasks")
        return found
    return None


def _apposed_data_kind(span: Span, lexicon: Lexicon) -> str | None:
    """ "WebVid-10M, a large dataset of clips": Benchmark or Dataset where the name's own appositive is headed by such a kind word."""
    for child in span.root.children:
        if child.dep_ == "appos" and child.i >= span.end and child.pos_ == "NOUN":
            kind = _kind_noun_type(child, lexicon)
            if kind in ("Benchmark", "Dataset"):
                return kind
    return None


def _is_own_short_form(child: Token, span: Span) -> bool:
    """``child`` heads the parenthesis right after ``span`` and spans it whole: "X Loss (MSIS-Loss)"."""
    doc = span.doc
    first, last = child.left_edge.i, child.right_edge.i
    return first == span.end + 1 and doc[span.end].text == "(" and last + 1 < len(doc) and doc[last + 1].text == ")"


def _appositive_type(span: Span, lexicon: Lexicon) -> str | None:
    """The noun the text attaches to a name: "X, a benchmark", "a defense, dubbed X"."""
    root = span.root
    for child in root.children:
        if child.dep_ == "appos" and child.i >= span.end and child.pos_ in ("NOUN", "PROPN"):
            if _gives_value(child):
                continue  # "DeepSeek-FT-CoT (Fleiss' Kappa = 0.893)": a score of the name, not what it is
            if _is_own_short_form(child, span):
                continue  # "Supervision Loss (MSIS-Loss)": the name's short form, whose last word is no kind noun
            found = _instance_type(child, span, lexicon)
            if found:
                return found
    head = root.head
    if root.dep_ == "appos" and head.i < span.start and head.pos_ == "NOUN" and not _list_item_between(head, span):
        return _instance_type(head, span, lexicon)
    if root.dep_ == "conj" and head.i < span.start and head.pos_ == "NOUN":
        # "the ETCI dataset and SenFloods11": a conjunct shares its partner's type noun.
        found = _kind_noun_type(head, lexicon)
        if found in ("Benchmark", "Dataset"):
            return found
    if root.dep_ in ("oprd", "dobj", "attr") and is_naming_word(head, lexicon, root) and head.head.pos_ == "NOUN":
        return _kind_noun_type(head.head, lexicon)
    if root.dep_ in ("nsubj", "nsubjpass"):
        # "X is a benchmark for ..."
        for child in head.children:
            if child.dep_ == "attr" and child.pos_ == "NOUN" and head.lemma_ == "be":
                return _kind_noun_type(child, lexicon)
    return _apposed_noun_type(span, lexicon) or _example_of_type(span, lexicon) or _kind_before_type(span, lexicon)


def _listed_part_type(span: Span, lexicon: Lexicon) -> str | None:
    """ "a novel framework integrating three key components: (1) Deep Structured Narrative Planning; (2) ...":
    a name that opens an item of a list of parts is a technique.

    The noun right before the colon names working parts (``part_list_nouns``).
    """
    colon = opens_list_item(span)
    if colon is None or colon.i == 0:
        return None
    node = first_conjunct(span.root)
    if node.dep_ in ("dobj", "pobj") and node.head.i > colon.i:
        return None  # "1) a pool ... built through a pipeline ensuring Range, Reach, and Rigor": inside an item
    before = span.doc[colon.i - 1]
    return "Method" if before.lower_ in lexicon.part_list_nouns else None


def _list_item_between(head: Token, span: Span) -> bool:
    """A semicolon or a list marker ("(2)") between a noun and a name the parser hung on it as an appositive.

    "... to preserve representation fidelity; (2) Quantized Slimmable
    Architecture (QSA), ...": the name opens the next item of a list, and
    the noun before says nothing of what it is.
    """
    return any(t.text == ";" or t.tag_ == "LS" or t.dep_ == "meta" for t in span.doc[head.i + 1 : span.start])


def _gives_value(noun: Token) -> bool:
    """The noun is given a value right after it: "Kappa = 0.893", "accuracy 0.81", "F1: 72.4"."""
    doc = noun.doc
    i = noun.i + 1
    if i < len(doc) and doc[i].text in ("=", ":", "of", "≈", "~"):
        i += 1
    return i < len(doc) and doc[i].like_num


_EXAMPLE_PREPS = frozenset({"including", "like", "as"})


def _opens_examples(prep: Token) -> bool:
    """ "including", "like", or the "as" of "such as": a word after which a list gives examples of a kind."""
    return prep.lower_ in _EXAMPLE_PREPS and (prep.lower_ != "as" or (prep.i > 0 and prep.doc[prep.i - 1].lower_ == "such"))


def _example_of_type(span: Span, lexicon: Lexicon) -> str | None:
    """ "methods including TOATOD, D3ST, and Diable", "benchmarks such as X": an example takes its kind noun's type.

    A plural kind noun is no entity itself ("existing methods"), but it says
    what the names listed as its examples are; "models" lists models.
    """
    node = first_conjunct(span.root)
    prep = node.head
    if node.dep_ != "pobj" or prep.lower_ not in _EXAMPLE_PREPS:
        prep = _listing_prep(span)  # the parse broke the list: read it from the words
        if prep is None:
            return None
        kind = prep.doc[prep.i - 2] if prep.lower_ == "as" else prep.doc[prep.i - 1]
    else:
        kind = prep.head
    if not _opens_examples(prep):
        return None
    if kind.pos_ != "NOUN" or kind.i >= span.start:
        return None
    if kind.lemma_.lower() in ("model", "llm", "vlm", "mllm"):
        return "Model"
    found = _kind_noun_type(kind, lexicon)
    if found == "Task":
        own = _suffix_type(span.text)
        if own in ("Benchmark", "Dataset"):
            return own  # "agentic tasks, including ALFWorld, WebShop, and Search-QA": a benchmark named as a task
    return found


def example_kind(head: Token) -> Token | None:
    """The kind noun whose examples a phrase is listed among: "tasks like X and Y", "strategies such as X".

    "A dual alignment strategy is adopted, including X and Y": where the list
    hangs on the verb, the noun the verb is about is the kind.
    """
    node = first_conjunct(head)
    prep = node.head
    if node.dep_ != "pobj" or not _opens_examples(prep):
        return None
    kind = prep.head
    if kind.pos_ in ("VERB", "AUX"):
        kind = next((c for c in kind.children if c.dep_ in ("nsubjpass", "dobj") and c.i < prep.i), None)
    return kind if kind is not None and kind.pos_ == "NOUN" else None


_MEANS_PREPS = frozenset({"via", "through", "using"})


def is_named_means(doc: Doc, indices: list[int], parse: "_Parse", lexicon: Lexicon) -> bool:
    """ "validated through feature steering and circuit patching": a noun and a process noun in "-ing" that something is done through.

    Two nouns, the second a process in "-ing" ("steering", "patching"),
    after "via", "through", "using" or "based on" name the technique used,
    though the head is no technique word of the lexicon.
    """
    if len(indices) < 2 or not parse.spaced[indices[-2]] or sum(1 for i in indices[:-1] if parse.spaced[i]) != 1:
        return False  # two words: a noun (hyphenated or not) and the process
    first, head = doc[indices[-2]], doc[indices[-1]]
    if first.tag_ != "NN" or head.tag_ != "NN" or not head.lower_.endswith("ing") or len(head.text) < 6:
        return False
    node = first_conjunct(head)
    if node.dep_ == "dobj" and node.head.pos_ == "VERB" and node.head.lemma_.lower() in lexicon.means_verbs:
        return True  # "current methods use keyframe sampling", "we employ feature steering"
    if node.dep_ != "pobj":
        return False
    prep = node.head
    return prep.lower_ in _MEANS_PREPS or (prep.lower_ == "on" and prep.head.lower_ == "based")


_BY_AMOUNT = re.compile(
    r"\s+by\s+(?:up to |about |over |nearly |almost |approximately |around |roughly |more than |an average of |on average )?[$~≈]?\d"
)


_NO_MEASURE_HEADS = frozenset({"performance", "result", "work", "way", "number", "amount"})  # "model performance": the guidelines' "not this"


def _used_property(head: Token, lexicon: Lexicon) -> bool:
    """The phrase is the object of a verb of use ("leverages local spatial consistency", "exploits temporal coherence")."""
    node = first_conjunct(head, 8)
    verb = node.head
    return node.dep_ == "dobj" and verb.pos_ == "VERB" and verb.lemma_.lower() in lexicon.property_use_verbs


def _measure_phrase_head(doc: Doc, indices: list[int], parse: "_Parse") -> Token | None:
    """The head of a phrase that may name a measure whatever its head word: two words or more, a singular head, not "performance"."""
    head = doc[indices[-1]]
    if head.tag_ != "NN" or sum(1 for i in indices[:-1] if parse.spaced[i]) < 1 or head.lower_ in _NO_MEASURE_HEADS:
        return None
    return head


def is_changed_by_amount(doc: Doc, indices: list[int], parse: "_Parse", lexicon: Lexicon) -> bool:
    """ "reduces alert volume by 73%", "and token usage by up to 93%": what a change verb moves by an amount is a measure.

    The object of a verb of change (``measure_change_words``) followed by
    "by" and a number is what the paper measured, though its head is no
    metric word of the lexicon. Only a phrase of two or more words with a
    singular head counts: a plural counts things ("reducing total parameters
    by 7%", "reduces hallucinations by 20%"), and one bare word is too often
    the thing itself.
    """
    head = _measure_phrase_head(doc, indices, parse)
    if head is None:
        return False
    text = doc_text(doc)
    end = head.idx + len(head.text)
    if text.find("by", end, end + 8) < 0 or _BY_AMOUNT.match(text, end, min(len(text), end + 40)) is None:
        return False  # the words first: most phrases are followed by no "by <number>"
    node = first_conjunct(head)
    return node.dep_ == "dobj" and node.head.tag_.startswith("VB") and node.head.lower_ in lexicon.measure_change_words


_QUALITY_SUFFIXES = ("ness", "ity", "cy", "ance", "ence", "ism")  # "semantic richness", "removal efficacy", "generation realism"


def is_measured_aspect(doc: Doc, indices: list[int], parse: "_Parse", lexicon: Lexicon) -> bool:
    """ "outperforms the baselines in terms of generation realism, style consistency, and ...": what "in terms of" compares is measured.

    The phrases under "in terms of" (the first and its conjuncts) name the
    measures a comparison is made on, though their heads are no metric word
    of the lexicon. Only a noun phrase of two or more words with a singular
    head and no determiner counts, and the head must name a quality (a noun
    in "-ness", "-ity", "-cy", "-ance", "-ence" or "-ism") or a rate ("inference
    speed", "parameter count"; ``compared_rate_words``): "in terms of the amount of data", "in terms
    of loss function" and "in terms of memory arrangement" name no measure,
    nor does "performance".
    """
    head = _measure_phrase_head(doc, indices, parse)
    if head is None or doc[indices[0]].pos_ == "DET" or not (head.lower_.endswith(_QUALITY_SUFFIXES) or head.lower_ in lexicon.compared_rate_words):
        return False
    node = first_conjunct(head)
    of = node.head
    if node.dep_ != "pobj" or of.lower_ != "of":
        return False
    terms = of.head
    return terms.lower_ == "terms" and terms.head.lower_ == "in"


def is_example_of_tasks(head: Token, lexicon: Lexicon) -> bool:
    """ "tasks like pronoun resolution and metaphor detection": a phrase listed as an example of plural tasks is a task.

    The kind noun says what its examples are, as it does for names
    (:func:`_example_of_type`), so a task whose head is no task word
    ("resolution") is still found.
    """
    kind = example_kind(head)
    if kind is not None and kind.lower_ in lexicon.task_example_kinds:
        # "areas such as hyperparameter tuning and robotics policy search"; "risk areas
        # such as self-harm" are kinds of something else
        return not any(c.dep_ in ("compound", "nmod") and c.lemma_.lower() != "application" for c in kind.children)
    return kind is not None and kind.lower_ in lexicon.task_kind_words and kind.lower_ != kind.lemma_.lower()


def is_said_to_be_technique(head: Token, lexicon: Lexicon) -> bool:
    """ "Visual token pruning is a practical acceleration strategy": the subject of "be" with a technique's kind word as complement.

    A phrase whose head also names problems ("pruning", "compression") is a
    technique where the text says it is one.
    """
    node = first_conjunct(head)
    verb = node.head
    if node.dep_ != "nsubj" or verb.lemma_ != "be":
        return False
    return any(
        c.dep_ == "attr" and c.lemma_.lower() in lexicon.container_heads and lexicon.head_type(c.lemma_.lower()) == "Method"
        for c in verb.children
    )


def is_example_of_techniques(head: Token, lexicon: Lexicon) -> bool:
    """ "a dual alignment strategy is adopted, including contrastive text-structure alignment and ...":
    the examples of a technique word are techniques, though their head ("alignment") also names problems."""
    kind = example_kind(head)
    if kind is None:
        return False
    lemma = kind.lemma_.lower()
    return lemma in lexicon.container_heads and lexicon.head_type(lemma) == "Method"


def _listing_prep(span: Span) -> Token | None:
    """The "including"/"like"/"such as" that opens the list a name is in, read leftwards over the list's words.

    "methods including TOATOD (63.79%), D3ST (58.70%), and Diable
    (56.48%)": the parser hangs the later names anywhere, but the words
    between them are only names, commas, "and", and scores in parentheses.
    """
    doc = span.doc
    i = span.start - 1
    depth = 0
    while i > 0 and span.start - i < 40:
        token = doc[i]
        if token.text == ")":
            depth += 1
        elif token.text == "(":
            depth -= 1
        elif depth == 0 and token.lower_ in _EXAMPLE_PREPS:
            return token if doc[i - 1].pos_ == "NOUN" or (token.lower_ == "as" and _opens_examples(token)) else None
        elif depth == 0 and not (token.text in (",", "and", "or", "-") or token.pos_ == "PROPN" or is_name_like(token.text)):
            return None
        i -= 1
    return None


_EXAMPLE_MARKS = frozenset({"e.g.", "i.e.", "e.g", "i.e", "eg", "ie"})


def _kind_before_type(span: Span, lexicon: Lexicon) -> str | None:
    """ "reasoning benchmarks (MindCube and RoboSpatial)", "an existing prompt sensitivity metric, PromptSensiScore":
    names set right after a kind noun, in parentheses or after a comma, are of that kind."""
    doc = span.doc
    if span.start < 2 or is_plain_title_case(span.text):
        return None  # "(Planning Agent, ...)": a plain word is no name of its own
    i = span.start - 1
    example = False  # "datasets (e.g., V3Det and ...)", "metrics, i.e., X and Y": examples of the kind
    for _ in range(12):  # back over the earlier members of a list in parentheses
        if i < 0:
            break
        token = doc[i]
        if token.lower_ in _EXAMPLE_MARKS:
            example = True
        elif not (token.text in ("and", "or", ",") or (token.text[:1].isupper() and token.pos_ == "PROPN")):
            break
        i -= 1
    if example and 0 <= i < len(doc) - 1 and doc[i].pos_ == "NOUN" and doc[i + 1].text == ",":
        i += 1  # the comma after the kind noun was read as a list's
    if i < 1 or doc[i].text not in ("(", ","):
        return None
    kind = doc[i - 1]
    if kind.pos_ != "NOUN" or kind.text[:1].isupper():
        return None
    if _lists_data_of_tasks(kind, lexicon):
        return "Benchmark"
    return _kind_noun_type(kind, lexicon)


_APPOSITION_DETS = frozenset({"a", "an", "the"})
_APPOSITION_BREAKS = frozenset({"ADP", "VERB", "AUX", "PUNCT", "CCONJ", "SCONJ", "PRON", "DET"})


def _apposed_noun_type(span: Span, lexicon: Lexicon) -> str | None:
    """ "MDRAW, the first dataset tailored for ...": the kind noun of a noun phrase set after a name.

    The same apposition as the parser's ``appos``, read from the surface
    when the parse attaches the phrase elsewhere (a second object of the
    verb, say): a comma, an article, modifiers, and the phrase's last noun,
    the one before a preposition, a verb, punctuation or the sentence end.
    """
    doc = span.doc
    i = span.end
    if i + 2 >= len(doc) or doc[i].text != "," or doc[i + 1].lower_ not in _APPOSITION_DETS:
        return None
    head = None
    for k in range(i + 2, min(len(doc), i + 10)):
        token = doc[k]
        if token.is_sent_start is True and k > i + 2:
            break
        if token.pos_ in ("NOUN", "PROPN"):
            head = token
            continue
        if token.pos_ in _APPOSITION_BREAKS and token.text not in ("-", "–") and token.dep_ not in ("amod", "compound", "nmod"):
            break  # a modifier before the noun ("localization-specialized") continues the phrase
    return _kind_noun_type(head, lexicon) if head is not None else None


def is_title_name(span: Span) -> bool:
    """The name of a "Name: subtitle" headline ("VideoSeek: Long-Horizon Video Agent ...")."""
    doc = span.doc
    return (
        (span.start == 0 or (span.start == 1 and doc[0].text == "The"))
        and span.end < len(doc)
        and doc[span.end].text == ":"
        and len(span) <= 6
        and doc_length(doc) <= 300
    )


_SUBTITLE_STOPS = frozenset({"for", "of", "with", "via", "to", "in", "on", "from", "and", "by", "through"})


def _subtitle_type(span: Span, lexicon: Lexicon) -> str | None:
    """Type of a headline name from its subtitle: "X: A Multi-Faceted Framework for ..." -> Method.

    The last typed noun before the subtitle's first preposition decides; a
    benchmark or dataset says so, anything else a headline names is taken
    as a method (a task noun there says what it is for, not what it is).
    A question that opens the subtitle is read past: in "SADL: What to
    Ignore? A Benchmark for ..." the phrase after the question says what
    the name is. Where the subtitle has no kind word, a name ending in
    "Bench", "QA" or "Set" is what its ending says (``_BENCH_NAME``,
    ``_DATA_ENDING``).
    """
    if not is_title_name(span):
        return None
    found = None
    rest = span.doc[span.end + 1 :]
    question = next((t.i for t in rest if t.text == "?"), None)
    if question is not None and question + 1 < len(span.doc):
        rest = span.doc[question + 1 :]
    for token in rest:
        if token.lower_ == "of" and token.i > rest.start and rest.doc[token.i - 1].lemma_.lower() in lexicon.variant_nouns:
            # "BIRDTurk: Adaptation of the BIRD Text-to-SQL Dataset to Turkish": a variant of what follows
            found = None
            for after in rest.doc[token.i + 1 :]:
                if after.text in (",", ";", "(", ":") or (after.lower_ in _SUBTITLE_STOPS and rest.doc[after.i - 1].whitespace_):
                    break  # "to Turkish"; not the "to" inside "Text-to-SQL"
                found = _kind_noun_type(after, lexicon) or found
            break
        if token.text in (",", ";", "(") or token.lower_ in _SUBTITLE_STOPS:
            break
        found = _kind_noun_type(token, lexicon) or found  # "SciAtlas: A Large-Scale Knowledge Graph for ..."
    if found is None and (_BENCH_NAME.search(span.text) or _DATA_ENDING.search(span.text)):
        # "JudgmentBench: Comparing Rubric and Preference Evaluation ...", "QuantumQA: Enhancing
        # Scientific Reasoning via ...": no kind word, the name's last letters say it
        return _suffix_type(span.text)
    return found if found in ("Benchmark", "Dataset") else "Method"


# Endings besides "Bench" that make a headline name a collection of data where its subtitle
# names no kind; a split label after "QA" ("CompressedVQA-HDR") or "Eval" ("G-Eval") may be a method's.
_DATA_ENDING = re.compile(r"(?:QA|[a-z0-9]Set)$")
_BENCH_NAME = re.compile(r"(?:Bench|bench|BENCH)(?:[-_ ]?[A-Za-z0-9.]+)?$")


def _described_as_evaluation(span: Span, lexicon: Lexicon) -> bool:
    """ "CLVG-Bench, an evaluation framework": the phrase apposed to the name says it evaluates.

    A name ending in "Bench" that the text calls a framework is a benchmark
    when the framework is for evaluation (``evaluation_words``); "VTBench, a
    systematic and extensible framework that re-examines ..." is the
    paper's method.
    """
    doc = span.doc
    i = span.end
    if i >= len(doc) or doc[i].text != ",":
        return False
    for token in doc[i + 1 : i + 8]:
        if token.lower_ in lexicon.evaluation_words:
            return True
        if token.pos_ == "NOUN" and token.dep_ in ("appos", "ROOT", "dobj", "conj", "attr"):
            return False  # the head of the apposed phrase ends its modifiers
    return False


def _suffix_type(text: str) -> str | None:
    """Name endings that say what a thing is: "...Bench", "...QA", "...Eval" (with a short split label: "LongMemEval_S") and "... Challenge" are benchmarks, "...Set" a dataset; "Pass@128", "Recall@10" a metric at a cutoff."""
    if re.search(r"@(?:\d+(?:\.\d+)?|[kKnN])$", text):
        return "Metric"
    if _BENCH_NAME.search(text) or re.search(r"(?:QA|Eval|EVAL|Arena|GLUE)(?:[-_][A-Za-z0-9]{1,4})?$", text):
        return "Benchmark"
    if re.search(r"\S \s*Challenge(?: \d{4})?$", text):
        return "Benchmark"  # "PVUW Challenge 2026", "BraTS Challenge": a shared evaluation
    if re.search(r"[a-z0-9]Set$", text) and len(text) > 5:
        return "Dataset"  # "PandaSet", "AudioSet", "TJ4DRadSet": a set of data
    return None


def _abbreviation_type(abbrev: Abbreviation, doc: Doc, lexicon: Lexicon, gazetteer_types: dict[str, str]) -> str | None:
    """Type of an acronym definition, most specific cue first.

    "X (SF) training strategy" and "X (SF), a ... method": the noun after the
    definition; else a known name; else the long form's own head noun
    ("conformal prediction" is a known Method, "Test-Driven Development" ends in
    a method head).
    """
    long_span = doc.char_span(abbrev.long_start, abbrev.long_end, alignment_mode="expand")
    if long_span is None:
        return None
    if is_colon_definition(abbrev, doc_text(doc)):
        # "MERIT: Multi-domain Efficient RAW Image Translation": a name spelled
        # out as a subtitle is what the paper makes; its head says only what
        # the thing is for, unless it is a benchmark or a dataset.
        own = _head_noun_type(long_span[-1], lexicon)
        if own is None and long_span.end < len(doc) and doc[long_span.end].text[:1].isupper():
            # "PROVE: A Perceptual RemOVal cohErence Benchmark": the kind word after the spelling
            own = _head_noun_type(doc[long_span.end], lexicon)
        return own if own in ("Benchmark", "Dataset") else "Method"
    if is_appositive_definition(abbrev, doc_text(doc)):
        # "CodeARC, the Code Abstraction and Reasoning Challenge, an evaluation
        # framework": the appositive that spells the name says what it is.
        return _suffix_type(abbrev.long) or _head_noun_type(long_span[-1], lexicon)
    known = known_type(abbrev.long, gazetteer_types)
    if known:
        # An established name keeps its type whatever it modifies:
        # "chain-of-thought (CoT) reasoning" is the technique, not a task.
        return known
    short_span = doc.char_span(abbrev.short_start, abbrev.short_end, alignment_mode="expand")
    if short_span is not None and long_span.end < short_span.start - 1 and abbrev.long_end < abbrev.short_start:
        # "the Episodic Memory with Questions and Feedback task (EM-QnF)": the kind word left
        # between the long form and its short form (see find_abbreviations) says what it is
        kind_word = doc[short_span.start - 2]
        kind = _kind_noun_type(kind_word, lexicon) if kind_word.pos_ == "NOUN" else None
        if kind is not None:
            return "Method" if kind == "Model" else kind
    if short_span is not None:
        i = short_span.end
        while i < len(doc) and doc[i].text in (")", "*"):
            i += 1
        if i < len(doc) and doc[i].text == "Challenge":
            return "Benchmark"  # "the Hume-ABAW10 Emotional Mimicry Intensity (EMI) Challenge": the shared evaluation named by it
        j = i
        while j < len(doc) and doc[j].pos_ in ("NOUN", "PROPN") and not doc[j].text[:1].isupper():
            j += 1
        if j > i:
            if doc[j - 1].lower_ in lexicon.objective_heads:
                return "Method"  # "Cross-Scale Coherence (CSC) losses"
            found = _kind_noun_type(doc[j - 1], lexicon)
            if found and _names_kind(doc[j - 1], found, lexicon):
                if (
                    found in ("Method", "Model")
                    and doc[j - 1].lemma_.lower() in lexicon.container_heads
                    and doc[j - 1].tag_ in ("NNS", "NNPS")
                    and (
                        _head_noun_type(_long_form_head(long_span, lexicon), lexicon) == "Task"
                        or lexicon.head_type(abbrev.long.split()[-1].lower()) == "Task"  # "super-resolution (SR) models"
                    )
                ):
                    # "privacy-preserving face recognition (PPFR) systems", "IML
                    # methods": the kinds of system that do the task; the definition
                    # names the task. One part ("the prototypical alignment (PA)
                    # module") and a coined name ("Pixel Motion Matching (PMM)
                    # module") are the system's.
                    return "Task"
                if (
                    found in ("Method", "Model")
                    and _head_noun_type(_long_form_head(long_span, lexicon), lexicon) == "Task"
                    and _used_before_plural_systems(abbrev, doc, lexicon)
                ):
                    # "a new Single-Image Face Morphing Attack Detection (S-MAD) framework ...
                    # nine recent S-MAD algorithms": systems of its kind elsewhere make it the task
                    return "Task"
                return found
        # "A (SA) and B (SB) metrics": the noun after the list types every definition in it.
        after_list = _following_head(doc[short_span.start : short_span.end], lexicon)
        if after_list:
            return "Method" if after_list == "Metric" and _list_ends_in_objective(doc, short_span.end, lexicon) else after_list
    appos = _appositive_type(long_span, lexicon) or _apposed_after_definition(long_span, short_span, lexicon)
    if appos:
        return appos
    if (
        long_span.start >= 2
        and doc[long_span.start - 1].lower_ == "of"
        and doc[long_span.start - 2].lower_ in lexicon.task_kind_words
        and not doc[long_span.start - 2].lower_.endswith("s")
    ):
        return "Task"  # "The task of Long-tailed Class Incremental Learning (LT-CIL)": named as the task, whatever its head
    if known_variant_type(abbrev.long, gazetteer_types) is not None:
        # "Diffusion-based data augmentation (DiffDA)": a variant of the known
        # technique "data augmentation", though "augmentation" heads tasks too.
        return "Method"
    head = _long_form_head(long_span, lexicon)
    own = _head_noun_type(head, lexicon)
    if own in (None, "Task") and opens_title_definition(abbrev, doc_text(doc)) and not is_measure_phrase(abbrev.long):
        # "Cross-Modal Robustness Transfer (CMRT): Training Robust Speech Translation ...",
        # "Quick-CapsNet (QCN): A fast alternative ...": the paper's own work, named before
        # its subtitle, whatever problem its head names (a benchmark, a dataset or a measure keeps its kind)
        return "Method"
    if own is None and head.lower_ in lexicon.task_kind_words and not head.lower_.endswith("s"):
        return "Task"  # "the Submodular Welfare Problem (SWP)": a problem, named; "similar problems (ASPs)" a kind
    if own == "Task" and is_coined_long_form(abbrev.long) and head.lower_ in lexicon.coined_method_heads:
        return "Method"
    if own == "Task" and (is_coined_short_form(abbrev.short) or is_coined_long_form(abbrev.long)) and is_contributed_definition(abbrev, doc, lexicon):
        # "we propose Query-Relevant Retrieval through Hard Negative Sampling (QuRe)":
        # a coinage the paper introduces is its technique, whatever problem its head names.
        return "Method"
    if (
        own == "Metric"
        and head.lower_.endswith(_PROCESS_ENDINGS)
        and is_coined_long_form(abbrev.long)
        and is_contributed_definition(abbrev, doc, lexicon)
        and not _said_to_measure(abbrev, doc, lexicon)
    ):
        # "We introduce SATTC (Structure-Aware Test-Time Calibration), a label-free calibration
        # head": a coined process the paper introduces is its technique, where "calibration" is measured
        return "Method"
    if own == "Metric" and head.lower_ in lexicon.objective_heads and not _said_to_measure(abbrev, doc, lexicon):
        # "Trajectory Topology Loss (TTL)": a named objective is designed, not measured;
        # "Residual Spectral Loss (RSL), which evaluates changes ..." is a measure
        return "Method"
    return own


def _used_before_plural_systems(abbrev: Abbreviation, doc: Doc, lexicon: Lexicon) -> bool:
    """Another use of the short form stands before plural kind words: "nine recent S-MAD algorithms", "existing IML methods"."""
    text = doc_text(doc)
    for start, end in short_form_uses(text, abbrev.short):
        if start == abbrev.short_start:
            continue
        after = re.match(r"\s+([a-z]+)", text[end : end + 30])
        word = after.group(1) if after else ""
        if word.endswith("s") and (word[:-1] in lexicon.container_heads or (word.endswith("es") and word[:-2] in lexicon.container_heads)):
            return True  # "S-MAD algorithms", "IML approaches"
    return False


def _said_to_measure(abbrev: Abbreviation, doc: Doc, lexicon: Lexicon) -> bool:
    """The definition is followed by "which"/"that" and a verb of measuring: "X (SF), which evaluates ..."."""
    text = doc_text(doc)
    after = re.match(r"\)?\s*,?\s*(?:which|that)\s+([a-z]+)", text[abbrev.short_end : abbrev.short_end + 40])
    return after is not None and after.group(1) in lexicon.measuring_verbs


def _long_form_head(long_span: Span, lexicon: Lexicon) -> Token:
    """The head noun of a long form: its last word, or the word before "for" ("Latent Gaussian Splatting for 4D Panoptic Occupancy Tracking").

    What follows "for", "via", "with", "using" or "through" says what the
    thing is for or how it works; the words before name what it is
    (``long_form_purpose_words``).
    """
    for token in long_span[1:]:
        before = token.doc[token.i - 1]
        if token.lower_ in lexicon.long_form_purpose_words:
            return before if before.is_alpha else long_span[-1]
        if token.lower_ == "of" and lexicon.head_type(before.lower_) in ("Benchmark", "Dataset"):
            return before  # "Diachronic Electronic Corpus of Tyneside English (DECTE)": a corpus, whatever it holds
    return long_span[-1]


def _apposed_after_definition(long_span: Span, short_span: Span | None, lexicon: Lexicon) -> str | None:
    """ "SCOPE (Selective Conformal Optimized Pairwise Evaluation), a framework for ...": the noun after the whole definition.

    The parser often hangs such a phrase elsewhere when a long definition
    sits between it and the name, so it is read from the words after the
    closing parenthesis.
    """
    doc = long_span.doc
    end = max(long_span.end, short_span.end if short_span is not None else 0)
    if end >= len(doc) or doc[end].text != ")":
        return None
    return _apposed_noun_type(doc[long_span.start : end + 1], lexicon)


def _list_ends_in_objective(doc: Doc, i: int, lexicon: Lexicon) -> bool:
    """The type noun after a list of definitions is a training objective ("A (SA) and B (SB) losses")."""
    for token in doc[i : i + 16]:
        if token.pos_ == "NOUN" and not token.text[:1].isupper():
            return token.lower_ in lexicon.objective_heads
    return False


def known_type(form: str, gazetteer_types: dict[str, str]) -> str | None:
    """The gazetteer's type of a form, singular or plural ("Vision Transformers" is the known "vision transformer")."""
    lowered = form.lower()
    found = gazetteer_types.get(lowered)
    if found is None and lowered.endswith("s"):
        found = gazetteer_types.get(lowered[:-1])
    return found


def known_variant_type(form: str, gazetteer_types: dict[str, str]) -> str | None:
    """The type of a known technique of two words or more that ``form`` ends in: a variant of it.

    "uniform-state diffusion models (USDMs)" is a kind of the known
    "diffusion models", so a technique, where "Large Language Models (LLMs)"
    names a class of models.
    """
    words = form.split()
    for k in range(1, len(words) - 1):
        tail = " ".join(words[k:])
        found = known_type(tail, gazetteer_types)
        if found in ("Method", "Model"):
            return "Method"
    return None


def is_colon_definition(abbrev: Abbreviation, text: str) -> bool:
    """The definition reads "NAME: Expansion" (see :func:`kg.extract.acronyms.find_colon_definitions`)."""
    if abbrev.short_end > abbrev.long_start:
        return False
    between = text[abbrev.short_end : abbrev.long_start].strip()
    return between.startswith(":") and between[1:].strip().lower() in ("", "a", "an", "the")


def is_appositive_definition(abbrev: Abbreviation, text: str) -> bool:
    """The definition reads "NAME, an expansion" (see :func:`kg.extract.acronyms.find_appositive_definitions`)."""
    if abbrev.short_end > abbrev.long_start:
        return False
    between = text[abbrev.short_end : abbrev.long_start]
    return re.fullmatch(r",\s+(?:an?|the)\s+(?:\S+\s+){0,2}", between) is not None


def is_contributed_definition(abbrev: Abbreviation, doc: Doc, lexicon: Lexicon) -> bool:
    """The paper introduces the defined thing: "We introduce Generative Recursive reAsoning Models (GRAM), a framework ...".

    A class of models is not what a paper presents as its own, so a
    definition in the object of a contribution verb whose subject is the
    paper names one thing even where its head is a kind ("Models").
    """
    if not doc.has_annotation("DEP"):
        return False
    long_span = doc.char_span(abbrev.long_start, abbrev.long_end, alignment_mode="expand")
    short_span = doc.char_span(abbrev.short_start, abbrev.short_end, alignment_mode="expand")
    if long_span is None or short_span is None:
        return False
    end = max(long_span.end, short_span.end)
    while end < len(doc) and doc[end].text in (")", "*"):
        end += 1
    if _gerund_after(doc, end):
        # "We propose Token-to-Mask (T2M) remasking, a ...": the definition names the
        # process the paper proposes, as "T2M remasking" does; the gerund is its head.
        return contribution_path(doc[long_span.start : end + 1], lexicon) is not None
    if end < len(doc) and (doc[end].text in ("-", "–") or doc[end].pos_ in ("NOUN", "PROPN", "ADJ", "NUM")):
        return False  # "a large language model (LLM) multi-agent ... framework": the definition only modifies
    if end + 1 < len(doc) and doc[end].tag_ == "VBN" and doc[end + 1].pos_ in ("NOUN", "ADJ", "PROPN"):
        return False  # "a novel Hamilton-Jacobi-Bellman (HJB) based face optimization": a participle compound modifies too
    if follows_earlier_work_word(long_span):
        return False  # "augments existing Human Motion Recovery (HMR) pipelines": others' work
    # "three technical contributions: (1) Redistribution-driven Bit Determination (RBD), ...": an item of the list
    return contribution_path(long_span, lexicon) is not None or listed_as_innovation(long_span, lexicon) is not None


def _names_kind(noun: Token, type_: str, lexicon: Lexicon) -> bool:
    """Whether the noun after a definition says what the defined thing is.

    A kind word does ("X (SF) benchmark", "X (SF) framework", "X (SF) task");
    an activity noun does not: in "X (SF) reasoning" or "X (SF) training" the
    definition modifies the activity, and its own head types it.
    """
    if type_ in ("Benchmark", "Dataset", "Metric", "Model"):
        return True
    lemma = noun.lemma_.lower()
    return lemma in lexicon.container_heads or noun.lower_ in lexicon.container_heads or lemma in ("task", "problem")


_APPLY_VERBS = frozenset({"apply", "employ"})


def is_applied(span: Span | None) -> bool:
    """The phrase is what the text applies or employs: "applying diffusion tensor imaging (DTI) to ...".

    Only the object counts: in "applied to electronic health records (EHR)"
    the phrase is what something is applied to.
    """
    if span is None or not span.doc.has_annotation("DEP"):
        return False
    root = first_conjunct(span.root)
    return root.dep_ == "dobj" and root.head.lemma_.lower() in _APPLY_VERBS


def is_studied_object(span: Span | None, lexicon: Lexicon) -> bool:
    """The phrase is what a task noun works on: the object of "of" after "estimation", "analysis", "detection"."""
    if span is None or not span.doc.has_annotation("DEP"):
        return False
    root = span.root
    if root.dep_ != "pobj" or root.head.lower_ != "of":
        return False
    noun = root.head.head
    return noun.pos_ == "NOUN" and (lexicon.head_type(noun.lower_) == "Task" or noun.lower_ in lexicon.studied_object_heads)


_TITLE_DEFINITION_END = re.compile(r"\)\s*:")


def opens_title_definition(abbrev: Abbreviation, text: str) -> bool:
    """ "Heuristic Thoughts Prompting (HTP): Integrating ...": a definition that opens the text before its colon."""
    return abbrev.long_start == 0 and _TITLE_DEFINITION_END.match(text, abbrev.short_end) is not None


def is_coined_long_form(long_form: str) -> bool:
    """Every word of four letters or more starts with a capital: a coined name ("Gradient-based Entropy Optimization").

    A hyphenated word counts by its first part, as Title Case writes it ("Proximity-guided").

    Capitals mid-sentence mark a name the authors made; a lower-case long
    form ("lung ultrasound", "combinatorial optimization") is an ordinary phrase.
    """
    words = [w for w in long_form.split() if len(w) > 3]  # "Gradient-based" is judged by its first part
    return bool(words) and all(w[:1].isupper() for w in words)


def _gerund_after(doc: Doc, i: int) -> bool:
    """ "(T2M) remasking,": one gerund after a definition, the last word of its phrase."""
    return (
        i < len(doc)
        and doc[i].lower_.endswith("ing")
        and doc[i].tag_ in ("NN", "VBG")
        and doc[i].text.islower()
        and (i + 1 == len(doc) or doc[i + 1].pos_ not in ("NOUN", "PROPN", "ADJ"))
    )


def _word_parts(long_form: str) -> int:
    """Words of a long form, the capitalised parts of a hyphenated compound counted apart.

    "Token-to-Mask (T2M)" is spelled from two words as "Masked Token (MT)"
    would be; a single word ("Electrocardiography (ECG)") names a domain.
    """
    capitalised = sum(1 for w in re.split(r"[\s\-\u2010-\u2015]+", long_form) if w[:1].isupper() and len(w) > 1)
    return max(len(long_form.split()), capitalised)


_COINED_SHORT = re.compile(r"[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*[A-Z]|.*[A-Za-z][-_][A-Za-z]")


def is_coined_short_form(short: str) -> bool:
    """A short form shaped as a coinage: capitals around lower-case letters ("LaSDI", "DRoRAE") or a hyphen ("GNN-LaSDI").

    Plain capitals ("POD", "MOR") abbreviate domain words as often as
    names; such a shape is made for a name, so its definition names a
    technique even when the long form is written in lower case ("graph
    neural network latent space dynamics identification (GNN-LaSDI)").
    """
    return len(short) >= 3 and _COINED_SHORT.match(short) is not None


_RANK_NAME = re.compile(r"(?i)(?:top|bottom|rank)-?\d+")
_YEAR_AFTER = re.compile(r" (?:19|20)\d\d\b")


def _names_its_kind_word(abbrev: Abbreviation) -> bool:
    """ "a Domain-specific Image Captioning Model (DICModel)": the short form spells out the kind word as part of a name.

    A class of models abbreviates its kind word to a letter ("LLM", "MLLMs",
    "VideoLLM"); a short form that keeps the word whole after capitals of its
    own ("DICModel", "SegNetwork") names one model.
    """
    last = abbrev.long.split()[-1]
    return (
        len(last) > 3
        and last[:1].isupper()
        and abbrev.short.endswith(last)
        and len(abbrev.short) > len(last) + 1
        and abbrev.short[: -len(last)].isupper()
    )


def is_generic_abbreviation(abbrev: Abbreviation, lexicon: Lexicon) -> bool:
    """ "Large Language Models (LLMs)", "reward models (RMs)": a class of models, not an entity.

    The short form of such a definition is not an entity either, wherever it is used.
    """
    last = abbrev.long.split()[-1]
    tail = last.rsplit("-", 1)[-1]
    if tail.islower():
        last = tail  # "large language-model (LLM)": the kind word after a hyphen; not "Hibiki-Model", a name
    # Singular too: "Multimodal Large Language Model (MLLM)" names the kind as much as the plural does.
    # A medical condition ("Alzheimer's Disease (AD)") is what a study is about, no entity either.
    return last.lower() in lexicon.generic_plural_heads or last.lower() in lexicon.condition_heads


def modified_noun(span: Span) -> Token | None:
    """The noun a name modifies ("RM suitability inference" -> inference), if any.

    A noun inside a parenthesis after the name only glosses it: in "DevEval
    (developer tasks) and TraceEval (execution prediction) benchmarks" the
    parser hangs "DevEval" on "tasks"; "TraceEval" modifies "benchmarks",
    after the parenthesis.
    """
    root = span.root
    head = root.head
    if root.dep_ in ("compound", "nmod", "amod") and head.i >= span.end and head.pos_ in ("NOUN", "PROPN"):
        doc = span.doc
        if span.end < len(doc) and doc[span.end].text in ("(", "["):
            close = next((t.i for t in doc[span.end : head.i + 1] if t.text in (")", "]")), None)
            if close is None:
                return None  # the noun is inside the parenthesis
        return head
    return None


def type_name(
    span: Span, lexicon: Lexicon, gazetteer_types: dict[str, str], headline: bool = False
) -> tuple[str, float, str] | None:
    """Type, confidence and rule for a name; the most specific cue wins.

    None when the name only modifies an ordinary noun ("RM evaluation",
    "LLM inference cost"): then the whole noun phrase is the candidate. In a
    Title Case headline every noun is capitalised, so there a capital on the
    modified noun ("RAW Image Translation") does not make it part of a name.
    """
    text = span.text
    if _SIZE_RANGE.fullmatch(text):
        return None  # "7B-70B": a range of sizes, no model
    if looks_like_model(text, lexicon.model_families, lexicon.model_tiers):
        data = None if starts_with_family(text, lexicon.model_families) else _apposed_data_kind(span, lexicon)
        if data is not None:
            # "PexelsCustom-1M, the first ... dataset": a count of samples, as the appositive says, not of parameters
            return data, 0.85, "name-typed"
        return "Model", 0.85, "name-typed"
    subtitle = _subtitle_type(span, lexicon)
    if subtitle:
        return subtitle, 0.8, "name-typed"
    noun = modified_noun(span)
    if noun is not None and noun.i > span.end and _is_kind_compound(span.doc[span.end], lexicon):
        noun = span.doc[span.end]  # "the REAL275 benchmark demonstrate ...": the tagger made the verb a noun
    if noun is not None and noun.i == span.end and (noun.lower_ in lexicon.task_kind_words or noun.lemma_.lower() in lexicon.task_kind_words):
        return "Task", 0.75, "name-typed"  # "in Text-to-SQL tasks", "the X problem"
    if noun is not None and (noun.lemma_.lower() in lexicon.container_heads or noun.lower_ in lexicon.container_heads):
        kind = _kind_noun_type(noun, lexicon)
        if kind in ("Benchmark", "Dataset") and names_benchmark_family(span, noun):
            return None  # "on standard KGQA benchmarks": the task the benchmarks are for, not one benchmark
        if kind in ("Benchmark", "Dataset") and not noun.text[:1].isupper():
            return kind, 0.8, "name-typed"  # "the UATD forward-looking sonar benchmark": the phrase's kind noun
    if noun is not None and noun.i == span.end and noun.lower_ in lexicon.measure_change_words and noun.pos_ == "NOUN" and not is_unit(span):
        return "Metric", 0.7, "name-typed"  # "13.7% RH-AUC gains", "BLEU improvements": the name is what grew
    if noun is not None and noun.lemma_.lower() not in lexicon.container_heads and noun.lower_ not in lexicon.container_heads:
        if headline or not (noun.text[:1].isupper() or lexicon.head_type(noun.lower_) in ("Benchmark", "Dataset")):
            return None
    abstract_word = is_capitalised_abstract_noun(span)
    for rule in (_appositive_type, _following_head, _next_sentence_kind, _listed_part_type):
        if rule is _following_head and abstract_word:
            continue  # "a novel Efficient Patch tokenization, Integration and Representation framework": words of a title
        cue = rule(span, lexicon)  # the first that answers decides; the later ones are not read
        if cue:
            if cue == "Model":
                cue = "Method"
            if cue == "Method" and _BENCH_NAME.search(text) and _described_as_evaluation(span, lexicon):
                cue = "Benchmark"  # "CLVG-Bench, an evaluation framework": a framework to evaluate, named a bench
            return cue, 0.8, "name-typed"
    known = gazetteer_types.get(text.lower())
    if known:
        return known, 0.8, "name-typed"
    suffix = _suffix_type(text)
    if suffix:
        return suffix, 0.75, "name-typed"
    if is_unit(span):
        return None
    if is_measured(span, lexicon):
        return "Metric", 0.7, "name-typed"  # before the form tests: "lowering FLOPs" is a measure, plural or not
    if bare_name_is_no_entity(span):
        return None
    data = _evaluated_on_type(span, lexicon)
    if data:
        return data, 0.7, "name-typed"
    return "Method", 0.55, "name"


_PLAIN_WORD = re.compile(r"[A-Z][a-z]+")
_SIZE_RANGE = re.compile(r"\d+(?:\.\d+)?[BMKT](?:\s?[-–~]\s?\d+(?:\.\d+)?[BMKT])?", re.IGNORECASE)


def before_kind_in_title_case(span: Span, lexicon: Lexicon) -> bool:
    """ "Large Vision-Language Models": plain capitalised words inside a kind written in Title Case.

    Words of the plain form of :func:`is_plain_title_case`, joined by
    hyphens, right before a plural kind word in Title Case ("Models",
    "Agents") are a modifier of that kind, no name of their own; a coined
    name is kept by its contribution cue before this test.
    """
    doc = span.doc
    if span.end >= len(doc):
        return False
    after = doc[span.end]
    if after.lower_ not in lexicon.generic_plural_heads or not after.text[:1].isupper() or not after.lower_.endswith("s"):
        return False  # "the Segment-Anything Model" is one
    return is_plain_title_case(span.text.replace("-", " "))


def is_plain_title_case(text: str) -> bool:
    """Every word a capital and lower-case letters ("Nevada", "Black Rock Desert", "Cohen").

    Such a name that no cue types is far more often a place, a person, an
    organisation, a month or a heading than a method: coined method names
    carry internal capitals, digits or hyphens ("FutureOmni", "Hibiki-Zero"),
    and a plain-word system name the paper proposes is kept by the
    contribution cue.
    """
    words = text.split()
    return bool(words) and all(_PLAIN_WORD.fullmatch(w) for w in words)


_SCORE_BEFORE = re.compile(r"(?:\d\.\d+\s?(?:%|\\%)?|\d\s?(?:%|\\%))\s$")  # "91.5% mAP50", "0.9673 F1"; not "10 FLOPs"
_RESULT_AFTER = re.compile(
    r"\s*(?::|=|of(?:\s+(?:up\s+to|about|around|over|nearly|approximately|roughly|almost|only|just))?"
    r"|from\s+\$?\d[\d.,]*\s?%?\s+to)\s*[<>≈~]?\s*\$?\d"
)  # "kappa = 0.84", "an R2 of up to 0.71", "reduces rFID from 0.57 to 0.29"


def _value_follows(span: Span) -> bool:
    """A value, or a change of value, follows ``span`` (:data:`_RESULT_AFTER`)."""
    text = doc_text(span.doc)
    return _RESULT_AFTER.match(text, span.end_char, min(len(text), span.end_char + 28)) is not None


_CHANGE_THEN_NAME = re.compile(r"\s*from\s+\$?\d[\d.,]*\s?%?\s+to\s+\$?\d[\d.,]*\s?%?\s+([^\W\d][\w@-]*)")


def _measure_named_after_change(text: str, end: int) -> bool:
    """A name of its own follows the change of value after ``end``: "improves SD 1.5 from 5.4 to 9.4 HPSv3".

    The measure is the name after the numbers; the name before them is what improved.
    """
    m = _CHANGE_THEN_NAME.match(text, end, min(len(text), end + 60))
    return m is not None and is_name_like(m.group(1))


def is_measured(span: Span, lexicon: Lexicon) -> bool:
    """A name that the text measures: a metric.

    * a number follows it with ":" or "=" ("Top-1: 55.13%", "kappa = 0.84"),
      or a change of score does ("reduces rFID from 0.57 to 0.29"),
      or a score precedes it ("91.5% mAP50", "0.9673 F1");
    * it is the object of a word of change ("reducing AURC", "lowering FLOPs"),
      or the "in"-phrase of one ("improvements of over 20% in minADE and minFDE"),
      directly or as a conjunct;

    and not a name that a measure is "of", or one the score was taken "on"
    (:func:`_is_what_is_scored`).
    """
    doc = span.doc
    text = doc_text(doc)
    if _is_what_is_scored(span, lexicon):
        return False
    if _value_follows(span):
        return not _measure_named_after_change(text, span.end_char)
    if _SCORE_BEFORE.search(text, max(0, span.start_char - 12), span.start_char):
        return True
    node = first_conjunct(span.root, 8)
    head = node.head
    if node.dep_ == "dobj" and head.lower_ in lexicon.measure_change_words:
        return True
    if node.dep_ == "pobj" and head.lower_ == "in":
        above = head.head
        return above.lower_ in lexicon.measure_change_words or above.like_num or above.text == "%"
    return False


def _is_what_is_scored(span: Span, lexicon: Lexicon) -> bool:
    """The name is what a score is of or where it was taken, not the measure.

    "improves the performance of Search-R1 from 0.403 to 0.442": the name
    after "of" a measure is what is measured.

    A measure noun ("performance", "accuracy", "score") with "of" and a name
    says whose score it is; the change of score that follows belongs to the
    measure, and the name is the system ("a reduction of FID from 10 to 5"
    names the measure after a word of change, not after a measure). A name
    after "on" or "across" is where the score was taken, a benchmark.
    """
    root = span.root
    of = root.head
    if root.dep_ == "pobj" and of.lower_ in ("on", "across"):
        return True  # "reduces reflective tokens on AIME24 from 2.54 to 0.39": the score is on the benchmark
    if root.dep_ != "pobj" or of.lower_ != "of" or of.head.pos_ != "NOUN":
        return False
    noun = of.head
    return noun.lemma_.lower() in ("performance", "result") or lexicon.head_type(noun.lemma_.lower()) == "Metric"


_COMPARISON_TAGS = frozenset({"JJR", "RBR", "JJS", "RBS"})
_SCORE_TOKEN = re.compile(r"[<>≈~±+-]?\d+(?:[.,]\d+)*(?:%|x|×)?")


def reports_results(sentence: Span, lexicon: Lexicon) -> bool:
    """Whether a sentence measures, reports or compares results.

    A number ("82%", "3.62x"), a comparative or superlative ("higher",
    "best") or a word of result or measurement (``result_words``: "achieves",
    "outperforms", "maintaining", "in terms of") makes it so. A quality phrase
    typed as a metric by its head alone ("semantic consistency") needs such a
    sentence: in a sentence of motivation or design it names a property
    ("agents struggle to integrate character consistency").
    """
    for token in sentence:
        if token.tag_ in _COMPARISON_TAGS or token.like_num or _SCORE_TOKEN.fullmatch(token.text):
            return True
        if token.lemma_.lower() in lexicon.result_words or token.lower_ in lexicon.result_words:
            return True
    return False


def _evaluated_on_type(span: Span, lexicon: Lexicon) -> str | None:
    """ "results on X", "fine-tuning on X": a name that is the object of "on" after such a word is data.

    After an evaluation word or a score ("45.7% on BrowseComp") it is a Benchmark, after a training word a
    Dataset. The chain of a coordinated list leads to the preposition
    ("evaluated on A, B and C").
    """
    node = first_conjunct(span.root, 12)
    prep = node.head
    if node.dep_ != "pobj" or prep.lower_ not in ("on", "across"):
        return None
    word = prep.head
    keys = {word.lower_, word.lemma_.lower()}
    if keys & lexicon.evaluation_cues or word.like_num or word.text in ("%", "\\%"):
        return "Benchmark"  # "results on X", "45.7% on X"
    if node.i == span.root.i and _value_follows(span):
        return "Benchmark"  # "reduces reflective tokens on AIME24 from 2.54 to 0.39": a change of score taken on it
    if word.lower_ not in lexicon.hardware_measures and (
        word.lower_ in lexicon.known_metrics
        or (word.pos_ == "NOUN" and "Metric" in (lexicon.head_type(word.lower_), lexicon.head_type(word.lemma_.lower())))
    ):
        return "Benchmark"  # "91.5% mAP50 on the UATD ... benchmark", "accuracy on MMLU"
    if prep.i == sentence_start(span.doc, prep.i) and word.pos_ == "VERB" and word.lemma_.lower() in lexicon.result_words:
        return "Benchmark"  # "On ImageNet-256, DRoRAE reduces rFID from 0.57 to 0.29"
    if keys & lexicon.training_cues:
        return "Dataset"
    return None


_PLURAL_ACRONYM = re.compile(r"[A-Z][A-Z0-9]*[A-Z]s")
_COMMON_NOUN_SUFFIX = re.compile(r"(?:tion|sion|ment|ness|ity|ance|ence)$")
_PARTICIPLE_PART = re.compile(r"[-–][A-Z][a-z]+(?:ed|iven|itten|osen|oven)$")


# After an author's name in a citation: "& Xu, 2026a)", "et al., 2024)", ", 2023;".
_CITATION_REST = re.compile(
    r"(?:\s*(?:&|and)\s+[A-Z][\w'’-]+|\s+et\s+al\.?)?,?\s+(?:19|20)\d\d[a-z]?\s*[);,]"
)


def cites_authors(text: str, start: int, end: int) -> bool:
    """ "the framework (Zou & Xu, 2026a)", "(Smith et al., 2024)": a name that opens a citation is its author.

    The name follows an opening parenthesis or a citation separator, and a
    second author or "et al." and a year close it. A key of the alphabetic
    style in brackets ("[KSS24]", "[BFL+23]") is a citation too.
    """
    i = start
    while i and text[i - 1].isspace():
        i -= 1  # read back over white space, without copying the text before the name
    if _CITATION_KEY.fullmatch(text, start, end) and _in_brackets(text, start, end):
        return True  # "strategic robustness [KSS24]": an alphabetic citation key, its authors' initials and year
    return i > 0 and text[i - 1] in "(;" and _CITATION_REST.match(text, end) is not None


def _in_brackets(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` stands in square brackets, alone or in a list ("[KSS24]", "[BFL+23; KSS24]")."""
    opening = text.rfind("[", max(0, start - 40), start)
    closing = text.find("]", end, end + 40)
    return opening >= 0 and closing >= 0 and "]" not in text[opening:start] and "[" not in text[end:closing]


# A key of an alphabetic citation style: authors' initials (or a name's start) and a two-digit year.
_CITATION_KEY = re.compile(r"[A-Z][A-Za-z+]{1,6}\d{2}[a-z]?")


def is_capitalised_abstract_noun(span: Span) -> bool:
    """One capitalised word with the suffix of an abstract noun ("Exploration", "Representation")."""
    text = span.text
    return len(span) == 1 and text[:1].isupper() and text[1:].islower() and bool(_COMMON_NOUN_SUFFIX.search(text))


def bare_name_is_no_entity(span: Span) -> bool:
    """A name-like word that no cue types, and whose form says it is not a thing of its own.

    Each reason is morphology, checked only when nothing in the text types the word:
    * a plural acronym is a kind, as "LLMs" is ("UAVs", "LMMs");
    * a hyphenated word ending in a capitalised participle is a modifier
      set in Title Case ("LLM-Guided", "AI-Augmented", "LLM-Driven"), not a name;
    * a short word right after a number is its unit ("2 dB", "5 GHz");
    * one capitalised common noun, with the suffix of an abstract noun, is a
      heading or a listed component ("Exploration, Stabilization, and
      Reference"); coined names are seldom plain derived English nouns;
    * one capitalised participle ("Guarded", "Driving") is a modifier set in
      Title Case;
    * a version or size label alone ("V2", "B0") is a piece of a name the
      text cut off ("Inception V3", "EfficientNet B0").
    """
    text = span.text
    if _PLURAL_ACRONYM.fullmatch(text) or _PARTICIPLE_PART.search(text):
        return True
    if is_unit(span):
        return True
    if len(span) == 1 and text[:1].isupper() and text[1:].islower() and len(text) > 4 and text.endswith(("ed", "ing")):
        return True  # "Guarded", "Driving": a Title Case modifier, not a name
    if _BARE_VERSION.fullmatch(text):
        return True  # "Inception V3", "EfficientNet B0" cut from their names: a version or size alone
    return is_capitalised_abstract_noun(span)


_BARE_VERSION = re.compile(r"[VvB]\d{1,2}(?:\.\d+)*")  # "V3", "B0", "v1.5"


def is_unit(span: Span) -> bool:
    """A short word or a ratio right after a number is its unit ("2 dB", "5 GHz", "10 ms", "42.26 GMAC/J")."""
    return span.start > 0 and span.doc[span.start - 1].like_num and (len(span.text) <= 3 or "/" in span.text)


_MEASURE = re.compile(r"\bper\b|^(?:\w+ed\s+)?time\b|\b(?:index|indicator)$", re.IGNORECASE)


def is_measure_phrase(long_form: str) -> bool:
    """A long form that reads as a measure: a ratio ("Time Per Output Token", "Frames Per Second"),
    a time to an event ("Time to First Token") or an index ("Reverse Surprise Index")."""
    return bool(_MEASURE.search(long_form))


# ------------------------------------------------------------------ terms


def _trails(token: Token) -> bool:
    """Punctuation, a particle or a dash: what a phrase loses at its end."""
    return token.pos_ in ("PUNCT", "PART") or token.text in ("-", "–")


def _trim_phrase(tokens: list[Token], lexicon: Lexicon) -> list[Token]:
    """Drop determiners, numbers, comparatives and praise from the edges: "the best accuracy" -> "accuracy".

    A word is dropped whole: "high" goes from "high accuracy", but not from
    "high-fidelity text manipulation", where it is part of one hyphenated word.
    """
    # "single- and multi-concept erasure", "zero- and few-shot prompting": the suspended
    # first half is no contiguous phrase; the second one is
    if len(tokens) > 3 and tokens[1].text in ("-", "–") and tokens[1].whitespace_ and tokens[2].lower_ in ("and", "or"):
        tokens = tokens[3:]
    elif len(tokens) > 2 and len(tokens[0].text) > 1 and tokens[0].text[-1] in "-–" and tokens[1].lower_ in ("and", "or"):
        tokens = tokens[2:]
    while len(tokens) > 1 and not tokens[0].whitespace_:
        n = 1
        while n < len(tokens) and not tokens[n - 1].whitespace_:
            n += 1  # the first white-space word
        if "".join(t.text for t in tokens[:n]).lower() not in lexicon.evaluative:
            break
        tokens = tokens[n:]  # "end-to-end latency", "state-of-the-art accuracy": praise as one hyphenated word
    while tokens and not _opens_hyphenated_word(tokens) and not _qualifies_metric(tokens, lexicon) and (
        tokens[0].lower_ in lexicon.evaluative
        or (tokens[0].lower_ in lexicon.measure_change_words and tokens[0].tag_.startswith("VB"))  # "increasing activation coverage"
        or (tokens[0].lower_ in lexicon.effect_verbs and tokens[0].tag_ == "VBG")  # "accelerating video generation"
        or (tokens[0].pos_ in ("DET", "PRON", "NUM", "PUNCT", "ADP", "CCONJ", "SCONJ", "PART", "ADV") and not _at_cutoff(tokens[0]))
        or tokens[0].tag_ in ("JJR", "RBR")  # a comparison, no part of a name: "earlier detection"
        or tokens[0].like_num
        or _MULTIPLIER.fullmatch(tokens[0].text) is not None  # "a 3.43x speedup"
        or tokens[0].lower_ == "times"  # "a 2-3 times speedup"
        or _LETTER.search(tokens[0].text) is None  # "≈20", "%", "-"
    ):
        tokens = tokens[1:]
    while tokens and _trails(tokens[-1]):
        tokens = tokens[:-1]
    for k, token in enumerate(tokens[:-1]):
        if _VERB_FORM.search(token.lower_) and token.is_alpha and token.lower_ not in _NOUNS_LIKE_VERBS:
            # "Reward Auditor quantifies statistical significance", "codes minimize repair
            # bandwidth": a verb the tagger took for a noun ends the phrase before it
            return _trim_phrase(tokens[k + 1 :], lexicon)
    if tokens and tokens[0].i > 1:
        dash, before = tokens[0].doc[tokens[0].i - 1], tokens[0].doc[tokens[0].i - 2]
        if dash.text in ("-", "–") and not dash.whitespace_ and not before.whitespace_:
            return []  # "natural language–based reasoning" cut after the dash: the rest of a word is no phrase
    for k, token in enumerate(tokens[:-1]):
        if token.tag_ == "POS" and k and (tokens[k - 1].tag_ in ("NN", "NNS") or is_name_like(tokens[k - 1].text)):
            return _trim_phrase(tokens[k + 1 :], lexicon)  # "the model's reasoning generation": the possessor is no part of it
    return tokens


_MULTIPLIER = re.compile(r"[~≈]?\d+(?:\.\d+)?[x×]")  # "3.43x", "10×": a factor, which the tagger reads as an adjective
_VERB_FORM = re.compile(r"..(?:ifies|ify|izes|ize)$")  # verbs by form: "quantifies", "minimize", "optimizes"
_NOUNS_LIKE_VERBS = frozenset({"sizes", "prizes", "seize", "seizes", "capsize"})


def _at_cutoff(token: Token) -> bool:
    """A measure at a cutoff ("Best@K", "Pass@1"), which the tagger often reads as a number."""
    return "@" in token.text and _suffix_type(token.text) == "Metric"


def _qualifies_metric(tokens: list[Token], lexicon: Lexicon) -> bool:
    """ "robust accuracy", "clean accuracy": a qualifier that picks the measure, kept before a metric head."""
    return (
        len(tokens) > 1
        and tokens[0].lower_ in lexicon.metric_qualifiers
        and lexicon.head_type(tokens[-1].lower_) == "Metric"
    )


def _opens_hyphenated_word(tokens: list[Token]) -> bool:
    """The first token is the start of a hyphenated or slashed word ("high" in "high-fidelity", "Low" in "Low-light", "A" in "A/H recognition")."""
    return (
        len(tokens) > 2
        and not tokens[0].whitespace_
        and tokens[1].text in ("-", "–", "/")
        and not tokens[1].whitespace_
        and _LETTER.search(tokens[0].text) is not None
    )


def _words(tokens: list[Token]) -> list[list[Token]]:
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


def _text(word: list[Token]) -> str:
    return "".join(t.text_with_ws for t in word).strip()


def type_term(tokens: list[Token], lexicon: Lexicon) -> tuple[str, list[Token]] | None:
    """Type of a noun phrase by its head noun, and the tokens that name it.

    Rules, each for a reason:
    * a list container after a typed modifier names the modifier:
      "personalization benchmarks", "complex problem-solving scenarios";
    * a container after a technique names the technique, as the guidelines
      want no trailing "framework": "hypothesis-testing framework";
    * metrics lose measurement words ("high latency" is latency) and need a
      modifier when the head alone is an ordinary word ("bug fix rate", not "rate");
    * plural methods and tasks are kinds, not entities ("existing methods");
    * a bare generic head is nothing ("approach", "generalization").
    """
    tokens = _trim_phrase(tokens, lexicon)
    if not tokens:
        return None
    words = _words(tokens)
    if len(words) > _MAX_TERM_WORDS:
        return None
    head = tokens[-1]
    head_word = _text(words[-1]).lower()
    head_lemma = head.lemma_.lower()
    if len(words) > 1 and (head_lemma in lexicon.list_heads or head_word in lexicon.list_heads):
        inner = type_term([t for w in words[:-1] for t in w], lexicon)
        if inner and inner[0] in ("Task", "Method", "Metric"):
            return inner
        return None
    if _is_linked_compound(words[-1]):
        # "plug-and-play", "end-to-end": a compound of linked words is an adjective, not headed by its last part
        type_ = lexicon.head_type(head_word)
    else:
        type_ = lexicon.head_type(head_word) or lexicon.head_type(head.text) or lexicon.head_type(head_lemma)
    if type_ is None:
        return None
    if len(words) > 1 and head_lemma in lexicon.container_heads and is_name_like(_text(words[-2])):
        # "Rejection-F1 metric", "the MLUBench dataset": the kind word is not part of the name.
        if _text(words[-2]) not in lexicon.not_names:
            return type_ if type_ != "Model" else "Method", [t for w in words[:-1] for t in w]
        if len(words) < 3 or not any(_text(w).lower() not in lexicon.evaluative for w in words[:-2]):
            return None  # "costly LLM pipelines", "current AI systems": a kind of system, no name
        # "a role-based LLM framework": a kind word with modifiers of its own is
        # read as a phrase, an entity only as the paper's unnamed contribution.
    if len(words) > 1 and type_ == "Method" and head_lemma in lexicon.container_heads and head.lower_ == head_lemma:
        inner = type_term([t for w in words[:-1] for t in w], lexicon)
        if inner and inner[0] == "Method":
            return inner
    modifiers = [_text(w).lower() for w in words[:-1]]
    plural = head.tag_ in ("NNS", "NNPS") and head.lower_ != head_lemma
    if type_ == "Metric" and head_lemma in lexicon.container_heads:
        # "a running fairness measure", "a task-aligned metric": a description
        # of a measure; a named one ("Rejection-F1 metric") was kept above.
        return None
    if type_ == "Metric" and len(words) == 1 and len(words[0]) == 3 and words[0][1].text in ("-", "–"):
        if words[0][0].lower_ in lexicon.metric_never_modifier:
            return None  # "high-accuracy datasets", "low-fidelity data": a quality made an adjective
    if type_ == "Metric":
        named = [k for k in range(len(words) - 1) if _text(words[k])[:1].isupper()]
        if named:
            k = named[-1]
            j = k
            while j - 1 >= 0 and _text(words[j - 1])[:1].isupper():
                j -= 1
            if looks_like_model(" ".join(_text(w) for w in words[j : k + 1]), lexicon.model_families, lexicon.model_tiers):
                # "the published Whisper Base zero-shot WER": whose score it is, no part of the measure
                words = words[k + 1 :]
                modifiers = [_text(w).lower() for w in words[:-1]]
        while modifiers and modifiers[0] in lexicon.metric_never_modifier:
            modifiers.pop(0)
            words = words[1:]
        if any(m in lexicon.metric_never_modifier for m in modifiers):
            return None
        content = [m for m in modifiers if m not in lexicon.evaluative]
        needs_modifier = head_word in lexicon.metric_only_with_modifier or head_lemma in lexicon.metric_only_with_modifier
        if needs_modifier and (not content or (plural and head_lemma not in ("rate", "ratio"))):
            return None  # "higher rates", "systematic errors"; "cache hit rates", "success rates" are measures
        if (head_word in lexicon.objective_heads or head_lemma in lexicon.objective_heads) and (
            len(content) >= 2 or (len(content) == 1 and content[0] not in lexicon.measured_loss_words)
        ):
            return "Method", [t for w in words for t in w]  # "normalized Hamming distance loss": a designed objective
        return "Metric", [t for w in words for t in w]
    content = [m for m in modifiers if m not in lexicon.evaluative]
    if plural:
        return None
    # A hyphenated head word is judged whole: "hypothesis-testing" is no bare "testing".
    generic = head_word in lexicon.generic_heads or ("-" not in head_word and head_lemma in lexicon.generic_heads)
    if not content and generic:
        return None
    if type_ in ("Benchmark", "Dataset", "Model"):
        return None  # "a large-scale dataset" without a name is no entity
    if type_ == "Method" and any(_MODEL_SIZE.fullmatch(m) for m in modifiers):
        return None  # "our 395M-parameter encoder", "a 7B decoder": a model described by its size, no technique
    if type_ == "Method" and head_word in lexicon.training_heads and is_training_scope(content, lexicon):
        return None  # "task-specific training", "model training": a step of the work, not a technique
    if type_ == "Method" and head_lemma in lexicon.container_heads and len(content) < 2:
        return None  # "a plug-in approach", "our framework": descriptions, not names
    if type_ == "Task" and head_lemma in ("analysis", "evaluation") and (
        not is_analysed_thing(words[-2] if len(words) > 1 else None, lexicon)
        or any(c.dep_ == "poss" for c in head.children)
    ):
        return None  # "a comprehensive analysis", "error analysis", "reproducible evaluation": a study, not a problem
    if type_ == "Task":
        # "precise extraction", "stable adaptation": how well, not which problem
        while len(words) > 1 and _text(words[0]).lower() in lexicon.manner_adjectives:
            words = words[1:]
            if len(words) > 2 and _text(words[0]).lower() in ("and", "or", ","):
                words = words[1:]  # "rapid and accurate glottis detection": the list of manners goes whole
        means = [
            k for k, w in enumerate(words[:-2])
            if len(w) >= 3 and use_compound_at(w[-2].doc, w[-2].i, lexicon) is not None
            and not any(v[0].text[:1].isupper() for v in words[:k])  # "Principal Axis-based ...": a name's words stay
        ]
        if means:
            # "3DGS-based novel view synthesis", "AI-Assisted English Reading Comprehension",
            # "masked autoencoding-based human pose estimation": the compound (with what
            # modifies it) says by what means; the task is the rest. One word left
            # keeps it ("tool-augmented reasoning" is no bare "reasoning").
            words = words[means[-1] + 1 :]
        words = words[_coordinated_qualities(words) :]
        tokens = [t for w in words for t in w]
    return type_, tokens


_DEMONSTRATIVES = frozenset({"this", "these", "such"})  # "that" is too often a complementizer the parser misreads as a determiner


def refers_back(head: Token) -> bool:
    """The phrase headed by ``head`` takes a demonstrative ("this disjointed modeling", "such approximations").

    It points back at something the text has described, in words of the
    moment, rather than naming a task or a technique.
    """
    return any(c.dep_ in ("det", "predet", "amod") and c.lower_ in _DEMONSTRATIVES and c.i < head.i for c in head.children)


_QUALITY_TAGS = frozenset({"JJ", "VBN"})  # "coordinated and proactive": a participle is a quality as an adjective is


def _coordinated_qualities(words: list[list[Token]]) -> int:
    """How many leading words are a list of adjectives ("faithful and interpretable", "rapid, accurate and ...").

    Qualities joined by a conjunction say how well a task is done, not
    which task: "interpretable and effective multimodal time-series
    classification" is "multimodal time-series classification". A lone
    adjective may say which task it is ("moving object detection"), so
    only a list is dropped.
    """
    k = 0
    seen_conjunction = False
    while k + 1 < len(words):
        word = words[k]
        if len(word) == 1 and word[0].tag_ in _QUALITY_TAGS:
            k += 1
            if seen_conjunction:
                break  # the list ends with the adjective after its conjunction
            continue
        if k and len(word) == 1 and word[0].lower_ in ("and", "or") and words[k + 1][0].tag_ in _QUALITY_TAGS:
            seen_conjunction = True
            k += 1
            continue
        if k and len(word) == 1 and word[0].lower_ == ",":
            k += 1
            continue
        break
    if not seen_conjunction or k >= len(words) or words[k - 1][0].tag_ not in _QUALITY_TAGS:
        return 0
    return k


_LINK_PARTS = frozenset({"and", "to", "of", "in", "the", "or", "for", "by", "on"})


def _is_linked_compound(word: list[Token]) -> bool:
    """A hyphenated word with a linking word inside ("plug-and-play", "state-of-the-art", "end-to-end")."""
    return len(word) >= 5 and any(t.lower_ in _LINK_PARTS for t in word[1:-1])


def is_analysed_thing(word: list[Token] | None, lexicon: Lexicon) -> bool:
    """The word before "analysis" is a noun saying what is analysed ("sentiment", "OCT"), not a kind of study."""
    if not word:
        return False
    last = word[-1]
    return last.tag_ in ("NN", "NNP", "NNS", "NNPS") and _text(word).lower() not in lexicon.analysis_of_study


_MODEL_SIZE = re.compile(r"\d+(?:\.\d+)?\s?[kmbt](?:-?param(?:eter)?s?)?", re.IGNORECASE)


def is_training_scope(modifiers: list[str], lexicon: Lexicon) -> bool:
    """Modifiers of a training head that say what is trained, for what or in how many steps.

    "task-specific training", "domain-specific fine-tuning", "multi-stage
    training", "model training", "deep neural network training" describe a
    step of someone's work; a technique's modifiers say how it trains
    ("supervised fine-tuning", "critique training", "token-level supervised
    training").
    """
    if any(m.endswith(lexicon.training_scope_suffixes) for m in modifiers):
        return True
    return bool(modifiers) and modifiers[-1] in lexicon.training_scope_things


def is_single_plain_word(tokens: list[Token]) -> bool:
    """One white-space word with no hyphen in it ("classification", not "iteration-collapse").

    A word that only negates an activity is as generic: "non-coding" says
    what lies outside the task.
    """
    if len(tokens) == 1:
        return "-" not in tokens[0].text
    words = _words(tokens)
    return len(words) == 1 and words[0][0].lower_ == "non"


_DESCRIPTIVE_TAGS = frozenset({"JJ", "JJR", "JJS", "VBN", "VBG", "VBD"})


def is_purpose_of_method(tokens: list[Token], lexicon: Lexicon) -> bool:
    """ "a generative method for texture filtering": a process a method is "for" is the problem it solves.

    A phrase typed a technique by a process head in "-ing" ("filtering",
    "denoising") that is what a method, framework or model is for names the
    task; the known techniques of this shape are in the gazetteer, which
    matches first.
    """
    head = tokens[-1]
    if len(_words(tokens)) < 2 or not head.lower_.endswith("ing"):
        return False
    return _is_for(first_conjunct(head, 8), lexicon.description_heads)


def _is_for(node: Token, nouns: frozenset[str]) -> bool:
    """``node`` is what a noun of ``nouns`` is "for": "a method for X", "a stage for X"."""
    prep = node.head
    return node.dep_ == "pobj" and prep.lower_ == "for" and prep.head.pos_ == "NOUN" and prep.head.lemma_.lower() in nouns


def is_described_process(tokens: list[Token]) -> bool:
    """An adjective or participle before a method noun: "iterative training", "structured search".

    Such a phrase describes how something is done rather than naming a
    technique; the established names of this shape ("contrastive learning",
    "speculative decoding") are in the gazetteer, which matches before the
    noun-phrase rule. A noun modifier ("reinforcement learning") or a longer
    phrase ("token-level supervised training") is kept.
    """
    words = _words(tokens)
    return len(words) == 2 and len(words[0]) == 1 and words[0][0].tag_ in _DESCRIPTIVE_TAGS


def is_contributed_kind(piece: list[Token], tokens: list[Token], lexicon: Lexicon) -> bool:
    """ "We also introduce a novel iterative sampling scheme": a described process the paper introduces as a kind of thing.

    ``tokens`` is what :func:`type_term` kept of ``piece``, a phrase that
    ended in a kind word ("scheme", "strategy", "module"). Described that
    way in the object of a contribution verb whose subject is the paper, it
    is the paper's own technique, though "iterative sampling" alone only
    describes how something is done. Beside a name ("FLEXITOKENS, a
    simplified training objective") it says what the name is.
    """
    kind = piece[-1]
    if kind.i == tokens[-1].i or kind.lemma_.lower() not in lexicon.description_heads:
        return False
    span = kind.doc[piece[0].i : kind.i + 1]
    return not describes_another(span) and contribution_path(span, lexicon) is not None


def is_incidental(tokens: list[Token], lexicon: Lexicon) -> bool:
    """The phrase (or the list it is part of) is a means, a circumstance or a step, not a problem addressed.

    A task is what a paper works on: "for X", "on X", "X remains
    challenging". What a thing is done through, with or during ("via
    semantic alignment", "without pose refinement", "during action
    generation"), what something is "of" ("the implementation of
    constraint generation"), and what a system combines, uses or exhibits
    ("combines data synthesis with ...", "exhibits severe rating
    compression") is part of how the work is done. "the task of X" and
    "struggle with X" still name the problem (``task_prep_heads``).
    """
    node = first_conjunct(tokens[-1], 8)
    head = node.head
    if node.dep_ == "pobj":
        if _is_for(node, lexicon.part_nouns):
            return True  # "an initial stage for global structural synthesis": a part's function
        if head.lower_ == "on" and head.head.lower_ in lexicon.means_on_verbs:
            return True  # "relying on slow multi-step video generation": what something is built from
        if head.lower_ not in lexicon.task_never_preps:
            return False
        return not (head.dep_ == "prep" and head.head.lemma_.lower() in lexicon.task_prep_heads)
    if node.dep_ == "dobj" and head.pos_ == "VERB":
        # "a framework that enables text-based control": a capability claimed, no problem addressed
        return head.lemma_.lower() in lexicon.task_never_verbs | lexicon.capability_verbs
    if (
        node.dep_ == "nsubj"
        and head.lemma_.lower() in lexicon.reporting_verbs
        and (node.lower_ in lexicon.evaluation_words or node.lower_ == "analysis")
    ):
        return True  # "Explainability analysis confirms ...", "cross-domain evaluation ... confirms": the paper's study reporting
    return False



def is_description(tokens: list[Token], lexicon: Lexicon) -> bool:
    """A phrase headed by a kind word that describes a system instead of naming it.

    "a multi-expert world reasoning framework", "the frozen base model", "an
    identity replacement objective": such a phrase is an entity only as the
    paper's own unnamed contribution, in the object of a contribution verb
    whose subject is the paper ("we propose a sparse voxel-space diffusion
    framework", "A hybrid digital twin framework is presented"). Beside a
    name ("CoWorld-VLA, a ... framework", "SOAP is a post-hoc suppression
    method") it says what the name is, and elsewhere it describes a part
    or someone else's system.
    """
    head = tokens[-1]
    if head.lemma_.lower() not in lexicon.description_heads and head.lower_ not in lexicon.description_heads:
        return False
    span = head.doc[tokens[0].i : head.i + 1]
    if listed_as_innovation(span, lexicon):
        return False  # "two key technical innovations: (1) a full-codebook random masking strategy"
    if describes_another(span):
        return True
    return contribution_path(span, lexicon) is None


def apposition_names(doc: Doc, lexicon: Lexicon) -> list[tuple[Span, str]]:
    """ "we propose interaction locality, a task-geometry-aware framework": phrases the paper names as its own kind of thing.

    A lower-case noun phrase whose head has no type is an entity when it is
    the object of a contribution verb with the paper as subject and an
    apposition says what kind of thing it is: the phrase is used as a name.
    So is the singular phrase after "the concept of" (``concept_words``) there ("we
    introduce the concept of second-order rollout").
    """
    found = []
    if not doc.has_annotation("DEP") or not len(doc):
        return found
    strings = doc.vocab.strings
    dobj, noun = strings.add("dobj"), NOUN_ID
    # Token objects only for the nouns that are objects (read in C): most tokens are not.
    for i, (dep, pos) in enumerate(doc.to_array([DEP, POS]).tolist()):
        if dep != dobj or pos != noun:
            continue
        token = doc[i]
        if token.head.lemma_.lower() not in lexicon.contribution_verbs:
            continue
        if token.lemma_.lower() in lexicon.concept_words:
            named = _concept_named(token, lexicon)
            if named is not None:
                found.append((named, "Method"))
            continue
        if lexicon.head_type(token.lower_) or lexicon.head_type(token.lemma_.lower()) or token.lower_ in lexicon.list_heads:
            continue  # typed by the term rules
        words = [t for t in doc[token.left_edge.i : token.i + 1] if t.pos_ not in ("DET", "PRON", "PUNCT")]
        if not words or len(words) > 4 or any(t.is_stop or t.text[:1].isupper() for t in words):
            continue
        span = doc[words[0].i : token.i + 1]
        if contribution_path(span, lexicon) is None:
            continue
        kind = _appositive_type(span, lexicon)
        if kind in ("Method", "Benchmark", "Dataset", "Metric"):
            found.append((span, kind))
    return found


def _concept_named(concept: Token, lexicon: Lexicon) -> Span | None:
    """ "we introduce the concept of second-order rollout": the phrase after "of", when the paper is the one introducing it."""
    doc = concept.doc
    for prep in concept.children:
        if prep.dep_ != "prep" or prep.lower_ != "of":
            continue
        for obj in prep.children:
            if obj.dep_ != "pobj" or obj.pos_ not in ("NOUN", "PROPN"):
                continue
            if obj.tag_ in ("NNS", "NNPS"):
                return None  # "the notion of heterogeneous time preferences": a plural is a kind of thing, no technique
            words = [t for t in doc[obj.left_edge.i : obj.i + 1] if t.pos_ not in ("DET", "PRON")]
            if not words or len(words) > 6 or any(t.is_stop for t in words):
                return None
            span = doc[words[0].i : obj.i + 1]
            probe = doc[concept.i : concept.i + 1]
            return span if contribution_path(probe, lexicon) is not None else None
    return None


def may_be_typed(tokens: list[Token], lexicon: Lexicon) -> bool:
    """A cheap necessary condition of :func:`type_term`: the phrase ends in a word it can type.

    :func:`type_term` types a phrase by its last token (after trailing
    punctuation) or the white-space word that token ends, and gives None for
    any other; most noun chunks end in neither, and this test, which looks at
    no other token, spares them the full rules.
    """
    keys = lexicon.head_keys
    k = len(tokens) - 1
    while k >= 0 and _trails(tokens[k]):
        k -= 1
    if k < 0:
        return False
    head = tokens[k]
    if head.lower_ in keys or head.lemma_.lower() in keys:
        return True
    # The head's word, from any token boundary inside it (the left trim may cut it).
    word = head.lower_
    j = k - 1
    while j >= 0 and not tokens[j].whitespace_:
        word = tokens[j].lower_ + word
        if word in keys:
            return True
        j -= 1
    return False


_NOMINAL_SUFFIX = re.compile(r"[a-z]{3}(?:ness|ity|tion|sion|ment|ance|ence|ism)$")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def is_nominal_word(text: str) -> bool:
    """A word a noun by its suffix, whatever its tag: "robustness", "fidelity", "adherence".

    The tagger reads such a word as an adjective before a conjunction
    ("robustness and cross-modal consistency"), and then the phrase would
    not split into its two measures.
    """
    return _NOMINAL_SUFFIX.search(text.lower()) is not None


def _pieces(chunk: Span) -> list[list[Token]]:
    """A noun chunk split at its coordination when each part has a noun of its own, and at numbers.

    "state determination, state reconstruction, and state augmentation" is
    three; "cross-modal causal and temporal reasoning" is one (the adjectives
    share the head); "robustness and cross-modal consistency" is two, since
    "robustness" is a noun by its suffix. A number starts a new piece: in "a
    composite metric balancing 60% regression accuracy" (one chunk to the
    parser) the phrase is what follows the number.
    """
    pieces: list[list[Token]] = []
    current: list[Token] = []
    for t in chunk:
        if (t.dep_ == "cc" or t.text in (",", ";")) and any(x.pos_ in ("NOUN", "PROPN") or is_nominal_word(x.text) for x in current):
            pieces.append(current)
            current = []
        elif t.text in (",", ";"):
            current = []
        elif current and t.i > 0 and t.doc[t.i - 1].whitespace_ and _NUMBER.fullmatch(t.text):
            pieces.append(current)
            current = [t]
        else:
            current.append(t)
    if current:
        pieces.append(current)
    return pieces


def sentences(doc: Doc) -> list[Span]:
    """The doc's sentences, or the whole doc as one when nothing set boundaries."""
    return [doc[a:b] for a, b in sentence_bounds(doc)]


_NP_DEPS = frozenset({"oprd", "nsubj", "dobj", "nsubjpass", "pcomp", "pobj", "dative", "appos", "attr", "ROOT"})
_NOMINAL_IDS = frozenset({NOUN_ID, PROPN_ID, PRON_ID})
_NOUN_IDS = frozenset({NOUN_ID, PROPN_ID})
_TRAILING_IDS = frozenset({PUNCT_ID, PART_ID})
_QUOTES_AND_BRACKETS = frozenset({"(", ")", '"', "“", "”", "'"})


class _Parse:
    """A parsed doc's tokens as plain lists, read once in C (``doc.to_array``).

    The term rules look at every token of every noun chunk; a Token object
    per look costs more than the rules. Tags and labels stay integers
    (compared with the ids of the few that matter), words are looked up only
    for the phrase heads, and Token objects are made only for the phrases
    that may be typed.
    """

    def __init__(self, doc: Doc, token_texts: TokenTexts | None = None):
        strings = self.strings = doc.vocab.strings
        self.texts, _, self.spaced = token_texts or _token_texts(doc)
        array = doc.to_array([POS, DEP, LEMMA, LOWER, HEAD])
        self.pos, self.dep, self.lemma_ids, self.lower_ids = (array[:, k].tolist() for k in range(4))
        # HEAD is an offset, negative to the left, in an unsigned array.
        self.head = (numpy.arange(len(array)) + array[:, 4].astype("int64")).tolist()
        self.np_deps = frozenset(strings.add(d) for d in _NP_DEPS)
        self.conj, self.cc = strings.add("conj"), strings.add("cc")
        self.listed_deps = frozenset({strings.add("pobj"), self.conj})  # where an example of a kind stands
        # Leftmost token of each subtree: a token's first (lowest) descendant
        # reaches its ancestors first, and climbing stops where one is set.
        left = list(range(len(self.head)))
        for j, a in enumerate(self.head):
            while a != j and left[a] > j:
                left[a] = j
                if self.head[a] == a:
                    break
                a = self.head[a]
        self.left = left

    def noun_chunks(self, join_hyphenated: bool = False) -> list[tuple[int, int]]:
        """(start, end) of spaCy's English noun chunks (``spacy.lang.en.syntax_iterators``), in the same order.

        With ``join_hyphenated``, a chunk that starts inside a hyphenated word
        gives way to the phrase around it (see below); otherwise the chunks are
        spaCy's own.
        """
        out = []
        prev_end = -1
        np_deps, conj, dep, head = self.np_deps, self.conj, self.dep, self.head
        spaced = self.spaced
        for i, pos in enumerate(self.pos):
            if pos not in _NOMINAL_IDS:
                continue
            if self.left[i] <= prev_end:
                # "unpaired image-to-image translation": the parser reads the "to" of a
                # hyphenated word as a preposition, and spaCy keeps the inner "image"
                # as the chunk; a chunk that starts inside a hyphenated word gives way
                # to the phrase around it.
                if (
                    join_hyphenated
                    and dep[i] in np_deps
                    and out
                    and self.left[i] < out[-1][0]
                    and out[-1][0] > 0
                    and not spaced[out[-1][0] - 1]
                ):
                    while out and out[-1][0] >= self.left[i]:
                        out.pop()
                    prev_end = i
                    out.append((self.left[i], i + 1))
                continue
            if dep[i] not in np_deps:
                if dep[i] != conj:
                    continue
                h = head[i]
                while dep[h] == conj and head[h] < h:
                    h = head[h]
                if dep[h] not in np_deps:
                    continue
            prev_end = i
            out.append((self.left[i], i + 1))
        return out

    def pieces(self, start: int, end: int) -> list[list[int]]:
        """:func:`_pieces` of the chunk ``start:end``, as token indices."""
        pieces: list[list[int]] = []
        current: list[int] = []
        for i in range(start, end):
            text = self.texts[i]
            if (self.dep[i] == self.cc or text in (",", ";")) and any(
                self.pos[k] in _NOUN_IDS or is_nominal_word(self.texts[k]) for k in current
            ):
                pieces.append(current)
                current = []
            elif text in (",", ";"):
                current = []
            elif current and i > 0 and self.spaced[i - 1] and _NUMBER.fullmatch(text):
                pieces.append(current)
                current = [i]
            else:
                current.append(i)
        if current:
            pieces.append(current)
        return pieces

    def may_be_typed(self, piece: list[int], keys: frozenset[str]) -> bool:
        """:func:`may_be_typed` of the piece's tokens."""
        k = len(piece) - 1
        while k >= 0 and (self.pos[piece[k]] in _TRAILING_IDS or self.texts[piece[k]] in ("-", "–")):
            k -= 1
        if k < 0:
            return False
        head = piece[k]
        word = self.strings[self.lower_ids[head]]
        if word in keys or self.strings[self.lemma_ids[head]].lower() in keys:
            return True
        j = k - 1
        while j >= 0 and not self.spaced[piece[j]]:
            word = self.strings[self.lower_ids[piece[j]]] + word
            if word in keys:
                return True
            j -= 1
        return False


_PROCESS_ENDINGS = ("ing", "tion", "sion", "ment", "ence", "ance")  # "masking", "augmentation", "alignment", "inference"


def term_spans(
    doc: Doc, lexicon: Lexicon, headline: bool | None = None, token_texts: TokenTexts | None = None
) -> list[tuple[Span, str]]:
    """Noun phrases typed by their head noun (none without a dependency parse)."""
    found = []
    if not doc.has_annotation("DEP") or not len(doc):
        return found
    headline = is_title_cased(doc) if headline is None else headline
    parse = _Parse(doc, token_texts)
    keys = lexicon.head_keys
    reporting: dict[int, bool] = {}  # sentence start -> whether it reports results
    for start, end in parse.noun_chunks(join_hyphenated=True):
        if headline and any(t.is_title and not is_acronym(t.text) for t in doc[start:end]):
            continue  # "Evaluating Peer Review Quality": a headline phrase, not a term
        for indices in parse.pieces(start, end):
            while len(indices) > 1 and (doc[indices[0]].tag_ == "LS" or parse.texts[indices[0]] in ("(", ")")):
                indices = indices[1:]  # "(1) a multi-scale wavelet coefficient alignment loss": a list marker is no part
            if not parse.may_be_typed(indices, keys):
                last = indices[-1]
                if is_named_means(doc, indices, parse, lexicon):
                    found.append((doc[indices[0] : last + 1], "Method"))
                    continue
                if parse.pos[last] in _NOUN_IDS and (
                    is_changed_by_amount(doc, indices, parse, lexicon) or is_measured_aspect(doc, indices, parse, lexicon)
                ):
                    measure = _trim_phrase([doc[i] for i in indices], lexicon)
                    if len(measure) > 1:
                        found.append((doc[measure[0].i : measure[-1].i + 1], "Metric"))
                    continue
                if parse.pos[last] in _NOUN_IDS and parse.dep[last] in parse.listed_deps and is_example_of_tasks(doc[last], lexicon):
                    example = _trim_phrase([doc[i] for i in indices], lexicon)
                    if len(example) > 1 and all(t.pos_ in ("NOUN", "ADJ", "PROPN") or t.text == "-" for t in example):
                        found.append((doc[example[0].i : example[-1].i + 1], "Task"))
                continue
            if any(parse.texts[i] in _QUOTES_AND_BRACKETS or (("." in parse.texts[i] or ":" in parse.texts[i]) and doc[i].like_url) for i in indices):
                continue
            piece = [doc[i] for i in indices]
            typed = type_term(piece, lexicon)
            if typed and typed[0] == "Task" and len(typed[1]) > 1 and is_example_of_techniques(typed[1][-1], lexicon):
                typed = ("Method", typed[1])
            elif typed and typed[0] == "Method" and len(typed[1]) > 1 and is_example_of_tasks(typed[1][-1], lexicon):
                typed = ("Task", typed[1])  # "agentic tasks, including web browsing and software engineering"
            if typed and typed[0] == "Task" and is_single_plain_word(typed[1]):
                # "classification", "tracking": a task is a phrase with its
                # modifiers; one plain word is the generic activity.
                typed = None
            if typed and typed[0] == "Method" and is_purpose_of_method(typed[1], lexicon):
                typed = ("Task", typed[1])
            if (
                typed
                and typed[0] == "Method"
                and is_described_process(typed[1])
                and not is_contributed_kind(piece, typed[1], lexicon)
                and typed[1][-1].lower_ not in lexicon.objective_heads  # "an adversarial loss": a designed objective
            ):
                typed = None
            if typed and typed[0] == "Task" and is_incidental(typed[1], lexicon):
                typed = None
            if typed and typed[0] == "Method" and is_description(typed[1], lexicon):
                typed = None
            if typed and typed[0] == "Task" and typed[1][-1].lower_ in lexicon.finding_heads and all(t.text[:1].isupper() for t in typed[1] if t.is_alpha):
                typed = None  # "a phenomenon we term Attention Logit Collapse": a named finding; "iteration-collapse" stays a problem
            if typed and typed[0] in ("Task", "Method") and refers_back(typed[1][-1]):
                typed = None  # "This disjointed modeling leads to ...": a phrase that points back names nothing new
            if typed and typed[0] == "Metric" and _used_property(typed[1][-1], lexicon):
                typed = None  # "a strategy that leverages local spatial consistency": a property put to use, not measured
            if typed and typed[0] == "Metric":
                sent_start = sentence_start(doc, typed[1][0].i)
                if sent_start not in reporting:
                    reporting[sent_start] = reports_results(doc[sent_start : sentence_end(doc, sent_start)], lexicon)
                if not reporting[sent_start]:
                    typed = None  # a quality named in motivation or design, not measured
            if (
                typed
                and typed[0] == "Task"
                and not headline
                and len(typed[1]) > 1
                and all(t.text[:1].isupper() for t in typed[1] if t.is_alpha)
                and not (typed[1][0].i > 0 and doc[typed[1][0].i - 1].text == "(")  # "HOLa (Zero-Shot HOI Detection with ...)": a gloss
                and contribution_path(doc[typed[1][0].i : typed[1][-1].i + 1], lexicon) is not None
            ):
                # "We also devise Series Refinement and Rank Calibration": capitals mid-sentence
                # after the paper's verb of contribution coin a technique, whatever problem the head names
                typed = ("Method", typed[1])
            if (
                typed
                and typed[0] == "Task"
                and len(typed[1]) > 1
                and is_said_to_be_technique(typed[1][-1], lexicon)
                and not is_described_process(typed[1])
                and not is_description(typed[1], lexicon)
            ):
                typed = ("Method", typed[1])  # "Visual token pruning is a practical acceleration strategy"
            if typed:
                type_, tokens = typed
                if (
                    type_ == "Method"
                    and len(tokens) > 2
                    and tokens[-1].lemma_.lower() in lexicon.container_heads
                    and tokens[-2].whitespace_
                    and tokens[-2].tag_ in ("NN", "NNS")
                    and not any(t.text[:1].isupper() for t in tokens)
                    and lexicon.head_type(tokens[-2].lower_) != "Task"
                    and (lexicon.head_type(tokens[-2].lower_) == "Method" or tokens[-2].lower_.endswith(_PROCESS_ENDINGS))
                ):
                    # "a full-codebook random masking strategy" is "full-codebook random
                    # masking": the guidelines keep no trailing kind word in a span. What
                    # an adjective ends ("a feed-forward neural network"), a Title Case
                    # name ("Gaussian Anomaly Generator") and a task ("an accident
                    # anticipation framework" is no technique "accident anticipation")
                    # keep their kind word, and so does a thing that names no process
                    # ("a learnable side network" is no technique "learnable side").
                    tokens = tokens[:-1]
                span = doc[tokens[0].i : tokens[-1].i + 1]
                if span.text.count("(") != span.text.count(")"):
                    continue  # "MLLM)-as-a-Judge": a phrase across a bracket is no term
                found.append((span, type_))
    return found


# ------------------------------------------------------------------ merge


def is_verb_reading(doc: Doc, cand: Candidate) -> bool:
    """ "boosting the low-level details", "pruning the search space": a one-word known technique used as a verb.

    A lower-case word in "-ing" that the tagger reads as a verb with an
    object of its own names an action of the sentence, not the technique
    ("boosting", "pruning", "clustering" as nouns are the technique).
    """
    if not doc.has_annotation("TAG") or " " in cand.text or not cand.text.islower() or not cand.text.endswith("ing"):
        return False
    span = doc.char_span(cand.start, cand.end)
    if span is None or len(span) != 1:
        return False
    token = span[0]
    return token.tag_ == "VBG" and any(c.dep_ == "dobj" for c in token.children)


def gazetteer_index(lexicon: Lexicon) -> dict[str, str]:
    """Lower-cased label and alias -> type (the lexicon's :attr:`~Lexicon.form_types`, built once; read-only)."""
    return lexicon.form_types


def gazetteer_candidates(doc: Doc, lexicon: Lexicon, index: dict[str, str]) -> list[Candidate]:
    """Exact gazetteer phrases in the text, on word boundaries.

    Multi-word and lower-case entries match in any case; short all-caps
    entries ("MATH", "ARC", "RL") only as written, so that the word "math"
    is not the MATH benchmark.
    """
    out = []
    text = doc_text(doc)
    lowered = text.lower()
    if len(lowered) != len(text):
        # "İ" lower-cases to two characters: keep offsets aligned with the text.
        lowered = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    forms = lexicon.gazetteer_forms
    by_word, other = lexicon.gazetteer_first_words  # families are left out: they are typed through names
    # (form, position) pairs where a form may start: at a word that begins it.
    starts: list[tuple[int, int]] = []
    for word in _WORD.finditer(text):  # one scan: the lowered text has the same word bounds
        a, b = word.span()
        for index in by_word.get((True, word.group()), ()):
            starts.append((index, a))
        for index in by_word.get((False, lowered[a:b]), ()):
            starts.append((index, a))
    for index in other:
        needle, case_sensitive, _ = forms[index]
        haystack = text if case_sensitive else lowered
        i = haystack.find(needle)
        while i >= 0:
            starts.append((index, i))
            i = haystack.find(needle, i + len(needle))
    starts.sort()  # form order, then text order, as a search form by form would find them
    searched_to: dict[int, int] = {}
    for index, i in starts:
        needle, case_sensitive, entry = forms[index]
        haystack = text if case_sensitive else lowered
        j = i + len(needle)
        if i < searched_to.get(index, 0) or not haystack.startswith(needle, i):
            continue
        searched_to[index] = j  # occurrences of one form do not overlap
        if (
            not case_sensitive
            and text[j : j + 1] == "s"
            and needle[-1:].isalpha()
            and (j + 1 == len(text) or not (text[j + 1].isalnum() or text[j + 1] in "_-"))
        ):
            j += 1  # the plural of a technique is the technique: "diffusion models", "sparse autoencoders"
        if (i > 0 and (text[i - 1].isalnum() or text[i - 1] in "-_")) or (j < len(text) and (text[j].isalnum() or text[j] in "_")):
            continue
        confidence = 0.85
        if j < len(text) and text[j] == "-":
            # "-" after makes a compound. "CNN-based detectors" and "Mamba-based
            # models" still name what they use, when the name is written as a
            # name (a capital) and the compound says use; "transformer-based"
            # and "RL-style" descriptions of something else are no mention,
            # and neither is a task there ("Retrieval-based prompting").
            after = _WORD.match(text, j + 1)
            # A task in such a compound says how something works, whatever its case:
            # "Retrieval-based few-shot prompting" uses no task "retrieval".
            if entry.type == "Task" or not (text[i].isupper() and after and after.group().lower() in lexicon.name_compound_suffixes):
                continue
            confidence = 0.75
        type_ = entry.type
        if type_ == "Task" and _RESULT_AFTER.match(text, j):
            # "an average ASR of 47.1%": a short form shared by a task and a
            # measure (speech recognition, attack success rate) that takes a
            # value is the measure.
            type_ = "Metric"
        if entry.type == "Metric" and (cutoff := _CUTOFF.match(text, j)) is not None:
            j = cutoff.end()  # "F1@0.5", "Recall@10": the metric at a cutoff is its own measure
        if entry.type in ("Benchmark", "Dataset") and (version := _DATA_VERSION.match(text, j)) is not None:
            j = version.end()  # "MultiWOZ 2.2": a release of the known benchmark, named with its version
        out.append(Candidate(i, j, type_, confidence, "gazetteer", text[i:j]))
    return out


_CUTOFF = re.compile(r"@(?:\d+(?:\.\d+)?|[kKN])\b")
_DATA_VERSION = re.compile(r" (?:v\d+(?:\.\d+)*|\d+\.\d+)(?![\w%])(?!\.\d)(?!\s+(?:million|billion|thousand|[MBK])\b)")


_WORD = re.compile(r"\w+")


_MODIFIER_TAGS = frozenset({"JJ", "NN", "NNP"})
_MAX_TASK_MODIFIERS = 3


def task_modifiers_start(doc: Doc, start: int, lexicon: Lexicon, headline: bool) -> int:
    """The first token of the modifiers before a known task: "unsupervised fine-grained image hashing".

    Tasks keep their modifiers (the guidelines' rule), and a known task
    ("image hashing", "object retrieval") is often the end of a longer one.
    The words before it are read by their form, since such phrases often
    break the parse ("Unsupervised fine-grained image hashing aims to ..."
    parses "image" as an object): up to three adjectives or nouns, or
    hyphenated words ("open-vocabulary", "fine-grained"), within the
    sentence; a lone participle is a verb's ("has enabled image
    synthesis"). Praise and manner ("efficient retrieval", "robust
    detection"), determiners, numbers and, outside a headline, capitalised
    names ("Open-SAT retrieval") end the modifiers.
    """
    sent_start = sentence_start(doc, start)
    i = start
    for _ in range(_MAX_TASK_MODIFIERS):
        j = i - 1
        if j < sent_start or not doc[j].whitespace_:
            break
        # The word before: tokens joined without spaces ("open-vocabulary").
        k = j
        while k > sent_start and not doc[k - 1].whitespace_:
            k -= 1
        word = doc[k : j + 1]
        text = word.text.lower()
        if text in lexicon.evaluative or text in lexicon.manner_adjectives or text in lexicon.generic_heads:
            break
        if text in lexicon.effect_verbs:
            break  # "UniTemp: Unlocking Video Generation in Any Temporal Order": what is done to the task
        if word[0].text[:1].isupper() and not headline and k != sent_start:
            break
        if len(word) == 1:
            token = word[0]
            if token.tag_ not in _MODIFIER_TAGS or not token.is_alpha:
                break
            if token.tag_.startswith("NN") and any(c.dep_ == "dobj" for c in token.children):
                break  # "... merging techniques address catastrophic forgetting": a verb the tagger took for a noun
        else:
            parts = [t for t in word if t.text not in ("-", "–")]
            if any(t.text not in ("-", "–") and not t.is_alpha for t in word) or len(parts) < 2:
                break
        i = k
    return i


def known_task_extensions(doc: Doc, cands: list[Candidate], lexicon: Lexicon, headline: bool) -> list[Candidate]:
    """Each known task (a gazetteer match) with the modifiers before it, as a term.

    The term takes the known name's place in :func:`resolve_overlaps`. A
    modifier is a plain word: one that another rule reads as a name or an
    entity ("Low Latency Text-to-SQL") ends the modifiers.
    """
    text = doc_text(doc)
    taken = [(c.start, c.end) for c in cands if c.rule != "term"]
    out = []
    for c in cands:
        if c.type != "Task" or c.rule != "gazetteer":
            continue
        first = doc.char_span(c.start, c.end, alignment_mode="expand")
        if first is None or not len(first):
            continue
        begin = task_modifiers_start(doc, first.start, lexicon, headline)
        while begin < first.start and any(a < doc[first.start].idx and doc[begin].idx < b for a, b in taken):
            begin = _next_word(doc, begin, first.start)
        if begin < first.start:
            start = doc[begin].idx
            out.append(Candidate(start, c.end, "Task", 0.6, "term", text[start : c.end]))
    return out


_PURPOSE_ENDS = frozenset({"via", "with", "using", "through", "by", "in", "on", "from", "under", "and", "or", "of", "to", "at", "across"})


def headline_purpose_tasks(doc: Doc, lexicon: Lexicon) -> list[Candidate]:
    """ "... for Discrete Symbol Understanding", "... for Face Forgery Detection via ...": the task a headline is for.

    In a Title Case headline every word is capitalised, so no term is read
    from it (:func:`term_spans`); the words after "for" that end in a task
    head, up to the next preposition, conjunction or punctuation, are the
    problem the paper works on. A phrase that ends in anything else ("for
    Vision-Language", "for Agents") names none.
    """
    text = doc_text(doc)
    out = []
    for token in doc:
        if token.lower_ != "for":
            continue
        end = token.i + 1
        while end < len(doc) and (doc[end].text[:1].isupper() or doc[end].text in ("-", "–") or doc[end].like_num) and doc[end].lower_ not in _PURPOSE_ENDS:
            end += 1
        begin = token.i + 1
        if end - begin < 2:
            continue  # "What Is Attention Good For", "for Agents": nothing, or one word, after "for"
        if doc[begin].whitespace_ and doc[begin].lower_.endswith("ing") and lexicon.head_type(doc[begin].lower_) is None:
            begin += 1  # "for Evaluating Structured Knowledge Understanding": what is done to the task
        words = _trim_phrase(list(doc[begin:end]), lexicon)  # "for Robust Brain Tumor Segmentation"
        if len(words) < 2:
            continue  # one word is too little to name a problem ("for Agents", "for Robustness")
        last = words[-1]
        if last.i != end - 1 or (lexicon.head_type(last.lower_) != "Task" and lexicon.head_type(last.lemma_.lower()) != "Task"):
            continue
        start = words[0].idx
        out.append(Candidate(start, last.idx + len(last.text), "Task", 0.6, "term", text[start : last.idx + len(last.text)]))
    return out


def _after_function_word(doc: Doc, i: int, sent_start: int) -> bool:
    """Token ``i`` follows a determiner, a conjunction or a preposition, where a verb cannot stand.

    "evaluates both answer accuracy and ...": the tagger reads "answer" as a
    verb, but no verb follows "both"; it is the noun that says what the
    accuracy is of.
    """
    if i - 1 < sent_start:
        return False
    before = doc[i - 1]
    return before.tag_ in ("DT", "PDT", "CC", "IN") or before.lower_ in ("both", "either")


def known_metric_extensions(doc: Doc, cands: list[Candidate], lexicon: Lexicon) -> list[Candidate]:
    """A known one-word metric with the nouns that say what it measures, where no term reached it.

    "attains strong answer accuracy", "balance robustness against clean
    accuracy preservation": the parser often leaves such a metric out of
    any noun phrase (it tags "accuracy" a conjunction), and then only the
    gazetteer's "accuracy" is found. The words right before it that are
    common nouns ("answer", "parsing") or qualifiers of a measure ("clean",
    "robust") belong to it; praise, kind words ("LLM"), names and anything
    else end it.
    """
    text = doc_text(doc)
    covered = [(c.start, c.end) for c in cands if c.rule == "term" and c.type == "Metric"]
    out = []
    for c in cands:
        if c.type != "Metric" or c.rule != "gazetteer" or " " in c.text:
            continue
        if any(a <= c.start and c.end <= b and (a, b) != (c.start, c.end) for a, b in covered):
            continue
        first = doc.char_span(c.start, c.end, alignment_mode="expand")
        if first is None or len(first) != 1:
            continue
        i = first.start
        sent_start = sentence_start(doc, i)
        while i - 1 >= sent_start and doc[i - 1].whitespace_ and i > first.start - 2:
            if i - 2 >= sent_start and not doc[i - 2].whitespace_:
                break  # the word before is hyphenated ("end-to-end latency"): read whole by the term rules
            token = doc[i - 1]
            lower = token.lower_
            noun = (
                (token.tag_ in ("NN", "NNS") or (token.tag_ in ("VB", "VBP") and _after_function_word(doc, token.i, sent_start)))
                and token.is_alpha
                and token.is_lower
                and lower not in lexicon.evaluative
            )
            if not (noun or lower in lexicon.metric_qualifiers) or lower in lexicon.metric_never_modifier:
                break
            i -= 1
        if i < first.start and reports_results(doc[sent_start : sentence_end(doc, first.start)], lexicon):
            start = doc[i].idx
            out.append(Candidate(start, c.end, "Metric", 0.6, "term", text[start : c.end]))
    return out


def _next_word(doc: Doc, i: int, limit: int) -> int:
    """The first token of the white-space word after the one at ``i``."""
    while i < limit and not doc[i].whitespace_:
        i += 1
    return min(i + 1, limit)


def resolve_overlaps(candidates: Iterable[Candidate], kind_words: frozenset[str] = frozenset()) -> list[Candidate]:
    """Keep the best of overlapping candidates: higher priority, then longer, then earlier.

    Exceptions, where a term that holds a gazetteer name is the better reading:
    * it extends the name to the left, and so keeps its modifiers
      ("long-context question answering" over "question answering", "memory
      retrieval" over "retrieval"), since tasks keep their modifiers; also
      when a kind word follows ("hybrid digital twin framework", which the
      contribution rules read as the paper's described system);
    * a technique term modifies a metric's or a task's head ("quantization
      error" is a metric, "diffusion model attribution" a task, not the
      technique); a proper name keeps its place ("LoRA adaptation" is LoRA);
    * a typed name of the same type extends it to the left ("Pinned
      Chain-of-Thought"): capitals before a known name coin a new one.
    """
    candidates = list(candidates)
    terms = [c for c in candidates if c.rule == "term"]
    # The extending term takes the gazetteer name's place, and its rank: a
    # weaker cue on the name ("flood IoU" read as a dataset by the noun after
    # it) does not win over the term that replaced a known name.
    replaced: set[int] = set()
    promoted: set[int] = set()
    for c in candidates:
        if c.rule == "gazetteer":
            for t in terms:
                if t.start < c.start and t.type == c.type and not _domain_before_metric(t, c) and (
                    t.end == c.end or t.text[c.end - t.start :].strip().lower() in kind_words
                ):
                    replaced.add(id(c))
                    promoted.add(id(t))
                elif t.start <= c.start and t.end > c.end and t.type in ("Metric", "Task") and c.type != t.type and c.text.islower():
                    replaced.add(id(c))
                    promoted.add(id(t))
            for n in candidates:
                if (
                    n.rule == "name-typed"
                    and n.type == c.type
                    and n.start < c.start
                    and n.end == c.end
                    and all(w[:1].isupper() for w in n.text[: c.start - n.start].split())  # "1.2 dB PSNR" is PSNR
                ):
                    # "we propose Pinned Chain-of-Thought, a ... paradigm": capitalised words before a
                    # known name in running text coin a name of their own
                    replaced.add(id(c))
                    promoted.add(id(n))
                elif (
                    n.rule in ("name", "name-typed")
                    and n.start < c.start < n.end < c.end
                    and c.text[:1].isupper()
                    and c.text[n.end - c.start :].strip().lower() in kind_words
                ):
                    # "through a Decoupled Cross Attention mechanism": a known name that starts
                    # inside a capitalised name and ends in a kind word ("Attention mechanism")
                    # is the name's last word and the kind of the name
                    replaced.add(id(c))
                    promoted.add(id(n))
    # "the GOOSE 2D Fine-Grained Semantic Segmentation Challenge": a benchmark or
    # dataset named by its kind word holds the task it is about; the task inside
    # gives way to the name.
    data_names = [c for c in candidates if c.rule == "name-typed" and c.type in ("Benchmark", "Dataset")]
    for c in candidates:
        if c.rule == "gazetteer" and c.type in ("Task", "Method") and any(
            n.start <= c.start and c.end <= n.end and n.end - n.start > c.end - c.start for n in data_names
        ):
            replaced.add(id(c))
    candidates = [c for c in candidates if id(c) not in replaced]

    def rank(c: Candidate) -> int:
        return PRIORITY["gazetteer"] if id(c) in promoted else c.priority

    ordered = sorted(candidates, key=lambda c: (-rank(c), -(c.end - c.start), c.start))
    taken: list[Candidate] = []
    for cand in ordered:
        if any(cand.start < t.end and t.start < cand.end for t in taken):
            continue
        taken.append(cand)
    return sorted(taken, key=lambda c: c.start)


_METRIC_CODE = re.compile(r"(?![A-Z][a-z]+$)(?=\S*[A-Z])[A-Za-z0-9@.]{2,8}")  # "IoU", "F1", "mAP", "BLEU"; not "Accuracy"


def _domain_before_metric(term: Candidate, known: Candidate) -> bool:
    """ "flood IoU": one lower-case word of the domain before a known metric acronym, which the metric's name does not take."""
    if known.type != "Metric" or not _METRIC_CODE.fullmatch(known.text):
        return False
    before = term.text[: known.start - term.start].strip()
    return bool(before) and before.isalpha() and before.islower() and " " not in before


def extract_entities(
    doc: Doc,
    lexicon: Lexicon,
    abbreviations: list[Abbreviation],
    urls: list[UrlMatch],
    gazetteer_types: dict[str, str] | None = None,
) -> list[Candidate]:
    """All typed, non-overlapping entity mentions of ``doc``."""
    gazetteer_types = gazetteer_types if gazetteer_types is not None else gazetteer_index(lexicon)
    text = doc_text(doc)
    cands: list[Candidate] = []

    for url in urls:
        if is_repository(url.url, lexicon):
            cands.append(Candidate(url.start, url.end, "Repository", 0.95, "repository", url.url))

    generic_shorts = set()
    short_types: dict[str, str] = {}  # the type each short form was given, in order of definition
    for abbrev in abbreviations:
        last_word = abbrev.long.split()[-1]
        if abbrev.long.lower() in lexicon.evaluative or abbrev.long.lower() in lexicon.field_names:
            generic_shorts.add(abbrev.short)  # "state-of-the-art (SOTA)", "artificial intelligence (AI)"
            continue
        if last_word.lower() in lexicon.modality_heads and any(abbrev.short.endswith(m) for m in lexicon.modality_names):
            # "High-Resolution Computed Tomography (HRCT)": a kind of the modality too
            generic_shorts.add(abbrev.short)  # "Magnetic Resonance Imaging (MRI)": the data's modality, as "in MRI" is
            continue
        if (
            is_generic_abbreviation(abbrev, lexicon)
            and known_type(abbrev.long, gazetteer_types) is None
            and known_variant_type(abbrev.long, gazetteer_types) is None
            and not is_colon_definition(abbrev, text)  # "Illumi-Net: An Illumination-Adaptive ... Network" is coined
            # "DiNa-LRM, a diffusion-native latent reward model": a name of coined shape
            # that its appositive spells is one model, where "VLM, a vision-language model" is a kind.
            and not (is_appositive_definition(abbrev, text) and is_coined_short_form(abbrev.short))
            # A class's own short form ("large language models (LLMs)") is not coined,
            # however the parse attaches it to the paper's system.
            and not (is_contributed_definition(abbrev, doc, lexicon) and abbrev.short.lower() not in lexicon.generic_plural_heads)
            and not _names_its_kind_word(abbrev)
        ):
            # "Large Language Models (LLMs)" is a kind; "Generative Adversarial Networks (GANs)" a known technique.
            generic_shorts.add(abbrev.short)
            continue
        type_ = _abbreviation_type(abbrev, doc, lexicon, gazetteer_types)
        if type_ is None and last_word in short_types:
            # "Referring Expression Segmentation (RES) ... Generalized RES (GRES)": a long form
            # headed by a short form defined before is a kind of that thing; one the paper
            # introduces is its technique ("This study introduces Generative-AI-Enabled HMS (G-AI-HMS)")
            type_ = short_types[last_word]
            if type_ == "Task" and is_contributed_definition(abbrev, doc, lexicon):
                type_ = "Method"
        if type_ is None:
            # No noun says what it is. A Title Case long form is a coined name
            # ("Attention Boost (AttnBoost)"): a method. A lower-case one is a
            # domain word ("lung ultrasound (LUS)", "unmanned aerial vehicles (UAVs)"),
            # and so is one capitalised word ("Electrocardiography (ECG)"): coined
            # names are phrases.
            short_span = doc.char_span(abbrev.short_start, abbrev.short_end, alignment_mode="expand")
            data = (
                _evaluated_on_type(short_span, lexicon)
                if short_span is not None and doc.has_annotation("DEP") and is_coined_long_form(abbrev.long)
                else None
            )
            if data is not None:
                type_ = data  # "Experiments on View-of-Delft (VoD) and ...": data, whatever its words
            elif known_variant_type(abbrev.long, gazetteer_types) is not None:
                type_ = "Method"  # "uniform-state diffusion models (USDMs)": a variant of a known technique
            elif is_applied(doc.char_span(abbrev.long_start, abbrev.long_end, alignment_mode="expand")):
                type_ = "Method"  # "by applying diffusion tensor imaging (DTI) to word embeddings": what is applied is a technique
            elif (
                (not is_coined_long_form(abbrev.long) or len(abbrev.long.split()) < 2)
                and not is_coined_short_form(abbrev.short)
                # "We introduce generalized function-correcting partition codes (GFCPCs)": what the
                # paper introduces is its own, in lower case too, unless a number counts items
                and not (_word_parts(abbrev.long) >= 2 and is_contributed_definition(abbrev, doc, lexicon) and not _counted(abbrev, doc))
            ):
                generic_shorts.add(abbrev.short)
                continue
            elif is_studied_object(doc.char_span(abbrev.long_start, abbrev.long_end, alignment_mode="expand"), lexicon):
                # "estimation of the Angle of Progression (AoP)", "analysis of the
                # Retinal Nerve Fiber Layer (RNFL)": what the task studies, no technique.
                generic_shorts.add(abbrev.short)
                continue
            elif is_measure_phrase(abbrev.long):
                type_ = "Metric"
            elif abbrev.short.endswith("s") and abbrev.long.endswith("s") and (
                last_word.lower() in lexicon.generic_plural_heads or not is_contributed_definition(abbrev, doc, lexicon)
            ):
                # "Service Level Objectives (SLOs)": a plural names a kind, as "LLMs" does,
                # unless the paper introduces it ("we introduce Dedicated Feature Crosscoders (DFCs)")
                # under a head of its own ("Spoken Language Models (SLMs) are designed to ..." is a kind).
                generic_shorts.add(abbrev.short)
                continue
            else:
                type_ = "Method"
        if type_ == "Model":
            type_ = "Method"
        if looks_like_model(abbrev.long, lexicon.model_families, lexicon.model_tiers):
            type_ = "Model"
        cands.append(Candidate(abbrev.long_start, abbrev.long_end, type_, 0.9, "acronym", abbrev.long))
        short_types.setdefault(abbrev.short, type_)
        # Every use of the short form is the same entity (resolution links them).
        for start, end in short_form_uses(text, abbrev.short):
            if names_other_kind(text, end, type_, lexicon):
                continue  # "MindDR Bench" after "Mind DeepResearch (MindDR)": the benchmark named after the system
            if _YEAR_AFTER.match(text, end):
                continue  # "experiments on BraTS 2020": a dated edition, a name of its own
            cands.append(Candidate(start, end, type_, 0.85, "acronym", abbrev.short))

    # A short form the text defines means what the text says: "first-person shooter (FPS)"
    # is no "FPS" (frames per second) of the gazetteer, whatever the definition became.
    redefined = {a.short for a in abbreviations if is_redefined(a, lexicon)}
    cands.extend(
        c for c in gazetteer_candidates(doc, lexicon, gazetteer_types) if not is_verb_reading(doc, c) and c.text not in redefined
    )
    cands.extend(eponym_candidates(text, lexicon))
    cands.extend(scored_measure_candidates(doc, lexicon, cands))
    if doc.user_data.get(_EMPHASIS):
        cands.extend(emphasis_candidates(doc, lexicon))

    headline = is_title_cased(doc)
    generic_stems = {g.rstrip("s") for g in generic_shorts}
    token_texts = _token_texts(doc)  # read once, for the names and the terms
    untyped: list[Span] = []  # names no cue types: typed by their list, or kept as methods, or dropped
    defined = {a.short for a in abbreviations}
    for span in name_spans(doc, lexicon, headline, token_texts):
        if span.text.rstrip("s") in generic_stems:
            continue
        if span.text in lexicon.modality_names and span.text not in defined:
            continue  # "in MRI", "CT and PET scans": the data's modality, no entity
        if span.text.lower() in lexicon.region_names or all(
            part in lexicon.language_names for part in re.split(r"[-–—/]+", span.text.lower()) if part
        ):
            continue  # "a Brazilian Portuguese chat benchmark", "in Korean", "(West Africa)": the language or place of the data
        if any(span.start_char < u.end and u.start < span.end_char for u in urls):
            continue
        if any(span.start_char < a.long_end and a.long_start < span.end_char for a in abbreviations if a.short in generic_shorts):
            continue
        if len(span) > 1 and span[0].lower_ in lexicon.hardware_vendors and span[0].whitespace_:
            continue  # "NVIDIA Jetson AGX Orin", "Sony IMX500", "an NVIDIA A100": a device the work runs on
        if span[0].lower_ in lexicon.hardware_names:
            continue  # "an RTX 4090", "A100 GPUs", "TPU v4 pods": the accelerator, no entity
        if span.text.lower().replace(" ", "") in lexicon.platform_names:
            continue  # "available at GitHub and Hugging Face": where things are hosted
        if span.text.lower() in lexicon.organisation_names:
            continue  # "the latest Google and OpenAI models": who made them
        if span.text.lower() in lexicon.condition_names:
            continue  # "Recognition of Pneumonia and COVID-19": the disease studied
        if len(span) == 1 and _PLAIN_CAPITALISED.fullmatch(span.text) and span.text.lower() in lexicon.container_heads:
            continue  # "the ... (ACR) Framework": a kind word alone, capitalised as part of a title, names nothing
        if cites_authors(text, span.start_char, span.end_char):
            continue  # "(Zou & Xu, 2026a)": the authors of a cited work
        if span[-1].lower_ in lexicon.generic_plural_heads and (len(span) == 1 or span[-2].whitespace_):
            # "LLM Agents" names a kind; in "CoMET-Agent" the word is part of a hyphenated name.
            continue
        typed = type_name(span, lexicon, gazetteer_types, headline)
        if typed is None:
            continue
        if typed[2] == "name":
            if _RANK_NAME.fullmatch(span.text):
                continue  # "ranked top-2 in 21 of 33 models", "rank-1": a place in a ranking, no technique
            untyped.append(span)
            continue
        type_, confidence, rule = typed
        cands.append(Candidate(span.start_char, span.end_char, type_, confidence, rule, span.text))
    for span in untyped:
        shared = coordinated_type(span, cands)
        if shared:
            cands.append(Candidate(span.start_char, span.end_char, shared, 0.7, "name-typed", span.text))
        elif len(span) > 1 and span[-1].lower_ in lexicon.task_kind_words and not span[-1].lower_.endswith("s"):
            # "We formalize the Document Consumption Problem": a problem, named
            cands.append(Candidate(span.start_char, span.end_char, "Task", 0.7, "name-typed", span.text))
        elif is_plain_title_case(span.text) and contribution_path(span, lexicon) is None:
            continue
        elif before_kind_in_title_case(span, lexicon) and contribution_path(span, lexicon) is None:
            continue
        elif not headline and is_acronym(span.text) and not is_argument(span) and contribution_path(span, lexicon) is None:
            continue  # "in MRI", "in MNER": a field or modality, not a thing the text works with
        elif len(span) > 1 and span[-1].lower_ in lexicon.event_heads:
            continue  # "the ICRA 2026 Workshop on Field Robotics": a venue, no entity
        elif re.split(r"[\s-]", span.text)[-1].lower() in lexicon.finding_heads or span[-1].lower_ in lexicon.finding_heads:
            continue  # "a Quality-Homogenization Tradeoff": a finding the paper reports, no technique
        elif in_maths(doc, span.start_char, span.end_char):
            continue  # "$\\mathcal L_{KM}$": a symbol no cue types is no technique
        else:
            cands.append(Candidate(span.start_char, span.end_char, "Method", 0.55, "name", span.text))

    for span, type_ in apposition_names(doc, lexicon):
        cands.append(Candidate(span.start_char, span.end_char, type_, 0.7, "name-typed", span.text))
    for span, type_ in term_spans(doc, lexicon, headline, token_texts):
        if any(span.start_char < u.end and u.start < span.end_char for u in urls):
            continue
        if any(span.start_char < a.long_end and a.long_start < span.end_char for a in abbreviations if a.short in generic_shorts):
            continue  # "a fine-grained Multimodal Large Language Model (MLLM)": a kind, as its definition is
        if span.text.rstrip("s") in generic_stems:
            continue  # "a LUS dataset" after "lung ultrasound (LUS)": the domain word, no name
        if span.text.lower() in lexicon.field_names or span.text.lower() in lexicon.organisation_names:
            continue  # "through machine learning": a field of research, no technique; "OpenAI models": who made them
        if type_ in ("Benchmark", "Dataset") and span[0].is_lower:
            continue  # "the first multi-game FPS dataset", "in-house MRI data": unnamed data, no entity
        cands.append(Candidate(span.start_char, span.end_char, type_, 0.6, "term", span.text))

    cands.extend(known_task_extensions(doc, cands, lexicon, headline))
    if headline:
        cands.extend(headline_purpose_tasks(doc, lexicon))
    cands.extend(known_metric_extensions(doc, cands, lexicon))
    # Names read from inside a URL sit within the Repository mention by design.
    kept = resolve_overlaps(cands, lexicon.description_heads) + _url_named_resources(doc, urls, lexicon)
    return sorted(propagate_types(kept), key=lambda c: c.start)


def _coordination_top(token: Token) -> int:
    """The first conjunct of the list ``token`` is in (itself when it is in none)."""
    return first_conjunct(token).i


_SHARED_TYPES = frozenset({"Model", "Benchmark", "Dataset", "Metric"})


def coordinated_type(span: Span, cands: list[Candidate]) -> str | None:
    """The type of the typed names a name is listed with, when they agree.

    "Stable Diffusion, DALL-E, and Midjourney", "on WeatherBench, SEVIR, and
    TaxiBJ": the members of a list are things of one kind, so a name no cue
    types takes the type its neighbours were given by a cue (a checkpoint's
    form, a benchmark suffix, a type noun). Only the specific kinds spread;
    a method is the default and says nothing about its neighbours.
    """
    doc = span.doc
    brackets = _bracketed_list(span)
    coordinated = brackets is not None or span.root.dep_ == "conj" or any(c.dep_ == "conj" for c in span.root.children)
    top = _coordination_top(span.root)
    found: dict[str, int] = {}
    for c in cands if coordinated else ():
        if c.type not in _SHARED_TYPES or c.rule not in ("name-typed", "gazetteer", "acronym"):
            continue
        other = doc.char_span(c.start, c.end, alignment_mode="expand")
        if other is None or other.start == span.start:
            continue
        if (brackets is not None and brackets[0] < other.start and other.end <= brackets[1]) or (
            # "on nuScenes-Occupancy, SemanticKITTI and SemanticPOSS": the list may hang on a word inside the name
            brackets is None and (_coordination_top(other.root) == top or other.start <= top < other.end)
        ):
            found[c.type] = found.get(c.type, 0) + 1
    if not found:
        # the parser may break a list into appositions: its words still say who its members are
        for c in _listed_beside(span, cands):
            if c.type in _SHARED_TYPES and c.rule in ("name-typed", "gazetteer", "acronym"):
                found[c.type] = found.get(c.type, 0) + 1
    if len(found) == 1:
        return next(iter(found))
    if set(found) == {"Benchmark", "Dataset"}:
        # "four datasets (HarmBench, StrongREJECT, RealToxicityPrompts, and BeaverTails)": collections
        # of data either way; the more of the list says which
        return "Dataset" if found["Dataset"] > found["Benchmark"] else "Benchmark"
    return None


_LIST_JOINERS = frozenset({",", "and", "or"})


def _listed_beside(span: Span, cands: list[Candidate]) -> list[Candidate]:
    """The mentions listed with ``span`` in the text: names apart only by commas, "and" or "or".

    "including A2D Sentences, J-HMDB Sentences, Ref-YouTube-VOS, and
    Ref-DAVIS17": where the parser breaks such a list into appositions, its
    words still say which names are its members. A list ends at its last
    "and" or "or": in "on ScanQA, SQA3D, and Scan2Cap, Descrip3D consistently
    outperforms ..." the name after the list is the sentence's subject.
    """
    doc = span.doc
    if not (
        (span.start > 0 and doc[span.start - 1].lower_ in _LIST_JOINERS) or (span.end < len(doc) and doc[span.end].lower_ in _LIST_JOINERS)
    ):
        return []  # nothing joins the span to a neighbour (most names)
    by_start: dict[int, tuple[Candidate, Span]] = {}
    by_end: dict[int, tuple[Candidate, Span]] = {}
    for c in cands:
        if c.rule not in ("name", "name-typed", "gazetteer", "acronym"):
            continue
        other = doc.char_span(c.start, c.end, alignment_mode="expand")
        if other is not None and other.start != span.start:
            by_start[other.start] = (c, other)
            by_end[other.end] = (c, other)

    def joiners(i: int, step: int) -> tuple[int, bool]:
        """The token after a run of list joiners from ``i`` in direction ``step``, and whether the run holds "and"/"or"."""
        n, conj = 0, False
        while 0 <= i < len(doc) and doc[i].lower_ in _LIST_JOINERS and n < 3:
            conj = conj or doc[i].lower_ != ","
            i += step
            n += 1
        return (i if n else -1), conj

    # The chain of names around the span, left to right, with the joiner before each.
    left: list[tuple[Candidate, bool]] = []
    i, conj = joiners(span.start - 1, -1)
    while i >= 0 and i + 1 in by_end:
        c, other = by_end[i + 1]
        left.append((c, conj))
        i, conj = joiners(other.start - 1, -1)
    right: list[tuple[Candidate, bool]] = []
    i, conj = joiners(span.end, 1)
    while i in by_start:
        c, other = by_start[i]
        right.append((c, conj))
        i, conj = joiners(other.end, 1)
    before = [j for _, j in left]  # whether "and"/"or" joins each left member to the one after it, nearest first
    after = [j for _, j in right]  # the same for each right member and the one before it
    if not any(before) and not any(after):
        return []  # commas alone: "final answer accuracy, LingBench++ provides ..." is no list
    if any(before):
        # an "and" to the span's left closed the list before it, unless it joins the span itself
        first_conj = next(k for k, j in enumerate(before) if j)
        if first_conj > 0 or after:
            return []
    members = [c for c, _ in left]
    for c, j in right:
        members.append(c)
        if j:
            break  # the list's last member
    # Two names joined by "and" may be two kinds of thing ("AUBlendSet and AUBlendNet"); three or more are a list.
    return members if len(members) >= 2 else []


def _bracketed_list(span: Span) -> tuple[int, int] | None:
    """Token bounds ``(open, close)`` of the brackets around a list of names that holds ``span``, or None.

    "three fMRI datasets (ABIDE-I, ADHD-200, ADNI)": the parser often hangs
    the last item on the one before it rather than on the list; the text says
    it is a list when the brackets hold only names, commas and "and"/"or".
    """
    doc = span.doc
    open_ = _nearest_bracket(doc, span.start - 1, -1, "(")
    close = _nearest_bracket(doc, span.end, 1, ")") if open_ is not None else None
    if close is None:
        return None
    inside = doc[open_ + 1 : close]
    if sum(t.text == "," for t in inside) < 1 or any(
        (t.is_alpha and t.is_lower and t.lower_ not in ("and", "or")) or t.pos_ in ("VERB", "AUX") for t in inside
    ):
        return None
    return open_, close


def _nearest_bracket(doc: Doc, i: int, step: int, wanted: str) -> int | None:
    """Index of the first bracket from token ``i`` in direction ``step``, when it is ``wanted``, within the sentence and 40 tokens (a list in brackets is short)."""
    end = max(-1, i - 39) if step < 0 else min(len(doc), i + 40)
    for k in range(i, end, step):
        if doc[k].text in ("(", ")"):
            return k if doc[k].text == wanted else None
        if doc[k].is_sent_start:
            return None
    return None


_EPONYM = re.compile(r"(?<![\w-])[A-Z][a-z]+(?:[-–][A-Z][a-z]+)?['’]s?\s+([a-z][\w-]*)(?:\s+([a-z][\w-]*))?")


def eponym_candidates(text: str, lexicon: Lexicon) -> list[Candidate]:
    """ "Cohen's kappa", "Cliff's delta", "Welch's t-test": a measure or procedure named after a person.

    The possessive name with the noun it owns is the entity; the name alone
    is a person. The noun decides the type (``eponym_heads``); one word may
    stand between ("Spearman's rank correlation").
    """
    out = []
    if "'" not in text and "’" not in text:
        return out
    for m in _EPONYM.finditer(text):
        for group in (1, 2):
            type_ = lexicon.eponym_heads.get((m.group(group) or "").lower())
            if type_ is not None:
                out.append(Candidate(m.start(), m.end(group), type_, 0.8, "eponym", text[m.start() : m.end(group)]))
                break
    return out


_VALUE_IN_PARENTHESES = re.compile(r"\s*\(\s*[<>≈~]?\s*\$?\d")


def scored_measure_candidates(doc: Doc, lexicon: Lexicon, found: list[Candidate]) -> list[Candidate]:
    """ "a sensitivity of 91%", "accuracy (84.25%) and sensitivity (77.97%)", "accuracy, sensitivity, and specificity".

    A word of ``scored_only_measures`` is a metric where a value follows it or
    where it is listed with a metric (found before, in ``found``) or with
    another such word. It must stand alone: with a word before it ("noise
    sensitivity"), a noun after it ("sensitivity analysis") or a "to" ("sensitivity
    to noise") it is a property of something else.
    """
    if not doc.has_annotation("DEP"):
        return []
    text = doc_text(doc)
    metrics = {(c.start, c.end) for c in found if c.type == "Metric"}
    out = []
    for token in doc:
        if token.lower_ not in lexicon.scored_only_measures or token.pos_ != "NOUN":
            continue
        if any(c.dep_ in ("compound", "amod", "nmod", "poss") or (c.dep_ == "prep" and c.lower_ == "to") for c in token.children):
            continue
        if token.dep_ == "compound" or (token.i + 1 < len(doc) and doc[token.i + 1].text in ("-", "–")):
            continue
        end = token.idx + len(token.text)
        scored = (
            _value_follows(doc[token.i : token.i + 1])
            or _VALUE_IN_PARENTHESES.match(text, end) is not None
            or any(
                (c.idx, c.idx + len(c.text)) in metrics or c.lower_ in lexicon.scored_only_measures
                for c in token.conjuncts
            )
        )
        if scored:
            out.append(Candidate(token.idx, end, "Metric", 0.75, "term", token.text))
    return out


def _counted(abbrev: Abbreviation, doc: Doc) -> bool:
    """A number counts the defined things: "we curate 402 multiple-choice questions (MCQs)" are items, no technique."""
    long_span = doc.char_span(abbrev.long_start, abbrev.long_end, alignment_mode="expand")
    return long_span is not None and long_span.start > 0 and doc[long_span.start - 1].like_num


def _stems(phrase: str) -> set[str]:
    """The words of ``phrase`` longer than two letters, each by its first five letters ("fine-tuned" -> {"fine", "tuned"})."""
    return {w[:5] for w in re.split(r"[\s\-–]+", phrase.lower()) if len(w) > 2}


def is_redefined(abbrev: Abbreviation, lexicon: Lexicon) -> bool:
    """The text defines a known short form as something else: "first-person shooter (FPS)", "attack presentations (AP)".

    The long forms share no word (by its first five letters) with any the
    gazetteer spells the short form out as; "signed distance field (SDF)"
    and "supervised fine-tuned (SFT)" are the known things.
    """
    known = lexicon.spelled_out.get(abbrev.short)
    if not known:
        return False
    mine = _stems(abbrev.long)
    return not any(mine & _stems(k) for k in known)


def short_form_uses(text: str, short: str) -> list[tuple[int, int]]:
    """Where ``short`` stands as a word of its own: not inside a longer word or name ("ECG" in "ECG-R1")."""
    out = []
    n = len(short)
    i = text.find(short)
    while i >= 0:
        j = i + n
        before = text[i - 1] if i else ""
        after = text[j : j + 2]
        if not (before.isalnum() or before in ("_", "-")) and not (
            after[:1].isalnum() or after[:1] == "_" or (after[:1] == "-" and (after[1:2].isalnum() or after[1:2] == "_"))
        ):
            out.append((i, j))
        i = text.find(short, i + 1)
    return out


_NEXT_CAPITALISED = re.compile(r"[ \u00a0]([A-Z][a-z]+)\b")
_DATA_KINDS = frozenset({"Benchmark", "Dataset", "Metric"})


def names_other_kind(text: str, end: int, type_: str, lexicon: Lexicon) -> bool:
    """Whether a short form ending at ``end`` opens the name of another kind of thing.

    A capitalised kind word right after it that types a benchmark, dataset or
    metric, where the short form names something else, makes a longer name:
    "MindDR Bench" is the benchmark released with the system MindDR, and
    "PGS Score" a metric. Where the kinds agree ("the GLUE Benchmark") the
    word only says what the short form is.
    """
    match = _NEXT_CAPITALISED.match(text, end)
    if match is None:
        return False
    kind = lexicon.head_type(match.group(1))
    return kind in _DATA_KINDS and kind != type_


def emphasis_candidates(doc: Doc, lexicon: Lexicon) -> list[Candidate]:
    """ "we present \\textit{Protocol-Guided Instruction Data Generation}": a phrase the authors emphasise is a name.

    Authors set the names they coin in italics or bold. An emphasised phrase
    of two to eight words, or one word that reads as a name, is an entity:
    a lower-case phrase typed by its head noun like any term ("\\emph{dynamic
    view synthesis}" is a task), a Title Case one a coined name, typed by its
    head noun and a method when the head says nothing. Emphasis of a plain
    word ("\\emph{any}"), a letter or a clause is not a name.
    """
    out = []
    text = doc_text(doc)
    for a, b in emphasised_ranges(doc):
        phrase = text[a:b]
        words = phrase.split()
        if not words or len(words) > 8 or any(c in phrase for c in ".;:!?") and not is_name_like(phrase):
            continue
        span = doc.char_span(a, b, alignment_mode="expand")
        if span is None or not len(span):
            continue
        tokens = list(span)
        while tokens and (tokens[0].pos_ in ("DET", "PRON") or tokens[0].is_punct):
            tokens = tokens[1:]
        while tokens and tokens[-1].is_punct:
            tokens = tokens[:-1]
        if not tokens:
            continue
        span = doc[tokens[0].i : tokens[-1].i + 1]
        if len(span.text.split()) == 1:
            if not is_name_like(span.text):
                continue  # "\\emph{any}", "\\textbf{S}elf"
            # "\\textbf{ODA-Math-460k}, a specialized ... dataset": the noun the text attaches to it first
            cue = _appositive_type(span, lexicon) or _following_head(span, lexicon)
            type_ = ("Method" if cue == "Model" else cue) or _suffix_type(span.text) or "Method"
        elif is_coined_long_form(span.text):
            if span[-1].lower_ in lexicon.finding_heads:
                continue  # "we formalize ... as the \\textit{Impedance Mismatch}": a named finding, no technique
            type_ = _head_noun_type(span[-1], lexicon) or "Method"
            if type_ == "Model":
                type_ = "Method"
        else:
            typed = type_term(tokens, lexicon)
            if typed is None:
                continue
            type_ = typed[0]
            span = doc[typed[1][0].i : typed[1][-1].i + 1]
        out.append(Candidate(span.start_char, span.end_char, type_, 0.8, "emphasis", span.text))
    return out


def propagate_types(cands: list[Candidate]) -> list[Candidate]:
    """A name the text types once keeps that type where it appears bare.

    "we introduce FutureOmni, the first benchmark ..." types FutureOmni; the
    later "Evaluations on FutureOmni" has no cue of its own but is the same
    benchmark, and relations read from it must know that.
    """
    typed: dict[str, Candidate] = {}
    for c in cands:
        if c.rule in ("name-typed", "acronym", "gazetteer", "url-name", "emphasis"):
            best = typed.get(c.text)
            if best is None or c.confidence > best.confidence:
                typed[c.text] = c
    out = []
    for c in cands:
        source = typed.get(c.text) if c.rule == "name" else None
        if source is not None and source.type != c.type:
            c = Candidate(c.start, c.end, source.type, min(source.confidence, 0.75), "name-typed", c.text)
        out.append(c)
    return out


def _url_named_resources(doc: Doc, urls: list[UrlMatch], lexicon: Lexicon) -> list[Candidate]:
    """ "we release a [benchmark](https://huggingface.co/datasets/org/Name)": Name is a Benchmark.

    The link text (cleaned to "benchmark (URL)") names the type; the URL's last
    path segment names the resource, and its offsets are the mention's.
    """
    out = []
    text = doc_text(doc)
    for url in urls:
        before = text[max(0, url.start - 40) : url.start].rstrip(" (").lower()
        words = before.split()
        if not words:
            continue
        type_ = lexicon.head_type(words[-1].strip("[]"))
        if type_ not in ("Benchmark", "Dataset"):
            continue
        name = name_from_url(url.url)
        if not name:
            continue
        i = url.url.rfind(name)
        out.append(Candidate(url.start + i, url.start + i + len(name), type_, 0.7, "url-name", name))
    return out
