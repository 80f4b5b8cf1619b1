"""Where the names are.

Runs of words that morphology marks as names (CamelCase, acronyms,
checkpoints such as "Qwen3-30B-A3B", Title Case runs, a headline's coined
name), found without deciding what they name: that is
:mod:`kg.extract.name_types`.

Every function here is pure: a Doc (and plain data) in, plain data out.
"""

from __future__ import annotations


import re


from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc, Span, Token

from kg.extract.document import doc_length, is_headline_break, starts_sentence, TokenTexts, word_bounds
from kg.extract.lexicon import Lexicon
from kg.extract.names import is_acronym, is_headline_name, is_name_like, is_release_marked, looks_like_model


# "τ-bench", "SWE-bench"; and "xbench-DS", a benchmark word with a capitalised or numbered variant after it
_BENCH_WORD = re.compile(r"[^\W_][\w.]*[-_](?:[Bb]ench|BENCH)|[^\W_][\w.]*[Bb]ench[-_][A-Z0-9][\w.]*")
_DIGIT = re.compile(r"\d")
_PAPER_IDENTIFIER = re.compile(r"(?i:arxiv):\S")  # "arXiv:2605.15746"
LETTER = re.compile(r"[^\W\d_]")
_AT_THRESHOLD = re.compile(r"[A-Za-z][\w-]*@\d+(?:\.\d+)?(?:[eE][-−]?\d+)?")  # "TPR@0.1": a number after "@" is no mail domain


def _name_word(doc: Doc, a: int, b: int, text: str, capitalised_elsewhere: set[str], lexicon: Lexicon) -> bool:
    """Whether the word of tokens ``a:b`` (written ``text``) reads as (part of) a name."""
    if text.islower() and not _DIGIT.search(text):
        # No capital and no digit (most words): only a "-bench" word can be a name.
        return "bench" in text and _BENCH_WORD.fullmatch(text) is not None and not any(doc[k].like_url for k in range(a, b))
    if text in lexicon.not_names or text.lower() in {"et", "al"} or "," in text or "=" in text:
        return False  # "r=0.98" is a statement, not a name
    if _PAPER_IDENTIFIER.match(text):
        return False  # "(Nakamura 2026, arXiv:2605.15746)": a citation of a paper, no entity
    if "/" in text and all(len(part) <= 3 for part in text.split("/")):
        return False  # "ZH/EN", "I/O": codes side by side, not a name
    # spaCy's like_url needs a "." or a scheme's ":", and like_email an "@":
    # most words have none, and their tokens need not be looked at.
    if (
        ("." in text or ":" in text or "@" in text)
        and not _AT_THRESHOLD.fullmatch(text)  # "TPR@0.1", "PCK@0.05": a measure at a threshold, which spaCy reads as an e-mail
        and any(doc[k].like_url or doc[k].like_email for k in range(a, b))
    ):
        return False
    if is_name_like(text):
        return True
    family = text.split("-", 1)[0]
    if family[:1].islower() and _DIGIT.search(family) and family in lexicon.one_word_model_families:
        return True  # "Experiments with o1 show ...", "o3-mini": a family written in lower case, with its digit
    if _SHORT_FORM_TAIL.fullmatch(text) and is_named_variant(text, lexicon):
        return True
    if _BENCH_WORD.fullmatch(text):
        return True  # "τ-bench", "SWE-bench": a benchmark's name, capitals or not
    if text[:1].isupper() and text[1:].islower() and text.isalpha():
        # Title Case: a name mid-sentence; at a sentence start only if the
        # text also writes it capitalised elsewhere ("Surgery ... Surgery").
        if not starts_sentence(doc, a):
            return doc[a].pos_ == "PROPN" and not doc[a].is_stop
        # A model family opens a name wherever it stands ("Claude Sonnet 4.6 had the best ...").
        return text in capitalised_elsewhere or (b < len(doc) and text in lexicon.model_families and _continues_model(doc, b, lexicon))
    return False


_SHORT_FORM_TAIL = re.compile(r"[A-Z][A-Z0-9]+-[a-z]{2,}")
# Where a noun stands in its clause: a gerund there is a noun, a name's last word.
_NOMINAL_DEPS = frozenset({"dobj", "pobj", "nsubj", "nsubjpass", "appos", "conj", "attr"})


def is_named_variant(word: str, lexicon: Lexicon) -> bool:
    """A short form with a lower-case word after its hyphen that names a thing of its own ("ABSA-mix", "SWE-smith").

    The tail of a modifier is a participle or gerund ("LLM-generated",
    "AI-embracing"), an adverb, a noun of quality ("NP-hardness"), a plural or a head noun ("LLM-judges",
    "F1-score", "SE-attention"), or one of ``modifier_tails`` ("LLM-based",
    "CPU-only"); any other makes the word a name: "We release ABSA-mix, a
    large-scale benchmark" had found no entity.
    """
    tail = word.rsplit("-", 1)[1]
    return not (
        tail.endswith(("ed", "ing", "ly", "ness"))
        # a plural; "ss" ends no plural ("GPT-oss", "TT-cross")
        or (tail.endswith("s") and not tail.endswith("ss"))
        or tail in lexicon.modifier_tails
        or lexicon.head_type(tail) is not None
        or tail in lexicon.container_heads
    )


def is_modifier_compound(word: str, lexicon: Lexicon) -> bool:
    """A hyphenated word that only says how its noun is ("Turbulence-Aware", "Physics-Guided"): no name alone."""
    if "-" not in word:
        return False
    tail = word.rsplit("-", 1)[1].lower()
    return tail in lexicon.modifier_tails or tail.endswith("ed")


_VERSION_TIER = re.compile(r"\d+(?:\.\d+)?-(?:[A-Z][a-z]+|\d+(?:\.\d+)?[BM])")


def _continues_model(doc: Doc, i: int, lexicon: Lexicon) -> bool:
    """The word at token ``i`` goes on with a model name: a version number or a tier word ("Claude | Sonnet 4.6", "Gemini | 3 Flash")."""
    text = doc[i].text
    return doc[i - 1].whitespace_ != "" and (
        text in lexicon.model_tiers or re.fullmatch(r"\d+(?:\.\d+)*[A-Za-z]?", text) is not None or _VERSION_TIER.match(doc[i : i + 3].text) is not None
    )


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


def _capitalised_mid_sentence(doc: Doc, words: list[tuple[int, int]], texts: list[str], families: frozenset[str]) -> set[str]:
    """Words written capitalised mid-sentence on their own: evidence that the word itself is a name.

    A word inside a run of capitalised words takes its capital from the run
    ("the Human-Like Memory Emotion (HLME) dataset" says nothing of "Memory
    systems address ..." at a sentence start), unless it is a model family
    ("a Gemini Flash scaffold ... Gemini refers to ...").
    """
    out = set()
    for k, ((a, _), text) in enumerate(zip(words, texts)):
        if not text[:1].isupper() or starts_sentence(doc, a):
            continue
        in_run = (k > 0 and words[k - 1][1] == a and _run_capital(texts[k - 1])) or (
            k + 1 < len(words) and words[k + 1][0] == words[k][1] and _run_capital(texts[k + 1])
        )
        if not in_run or text in families:
            out.add(text)
    return out


def _run_capital(text: str) -> bool:
    """A word of a Title Case run: a capital, then lower-case letters (a hyphen's parts too)."""
    return re.fullmatch(r"[A-Z][a-z]+(?:-[A-Z]?[a-z]+)*", text) is not None


def name_spans(doc: Doc, lexicon: Lexicon, headline: bool | None = None, token_texts: TokenTexts | None = None) -> list[Span]:
    """Names: runs of name-like words, joined across spaces ("Reward Auditor", "Gemini 3 Flash").

    A number or a model tier word continues a name ("Gemini 3 Flash",
    "Claude 3.5 Sonnet"); a name never crosses a sentence or a parenthesis.
    """
    words, texts = word_bounds(doc, token_texts)  # (start, end) pairs: a Span per word, and its text, cost more than the rules
    elsewhere = _capitalised_mid_sentence(doc, words, texts, lexicon.one_word_model_families)
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
                and not starts_sentence(doc, words[k][0])
                # it opens the name: "Ego4D Long-term Action ..." is two things; after a plain capitalised
                # word it continues one ("a Predictive Token Rectification mechanism" had been "Predictive")
                and not (k > 0 and flags[k - 1] and words[k - 1][1] == words[k][0] and not PLAIN_CAPITALISED.fullmatch(texts[k - 1]))
                and (
                    (PLAIN_CAPITALISED.fullmatch(texts[k]) and doc[words[k][0]].pos_ in ("ADJ", "VERB", "ADV"))
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
            if flags[k] or not flags[k - 1] or words[k - 1][1] != words[k][0] or not texts[k - 1][:1].isupper():
                continue
            m = k
            while m + 1 < len(words) and words[m][1] == words[m + 1][0] and PLAIN_CAPITALISED.fullmatch(texts[m]) and texts[m].lower() not in STOP_WORDS:
                m += 1
            if m > k and (texts[m] in lexicon.container_heads or texts[m] in lexicon.task_kind_words):
                # "a Hybrid Stabilized Rendering module", "the Referring Video Object Segmentation task":
                # capitalised common nouns between a name's words and its kind word end the name (it had
                # been "Hybrid Stabilized", "Referring Video")
                flags[k:m] = [True] * (m - k)
    if not headline:
        for k in range(1, len(words)):
            if (
                not flags[k]
                and flags[k - 1]
                and words[k - 1][1] == words[k][0]
                and PLAIN_CAPITALISED.fullmatch(texts[k])
                and texts[k - 1][:1].isupper()
                and doc[words[k][0]].tag_ == "VBG"
                and doc[words[k][0]].dep_ in _NOMINAL_DEPS
            ):
                # "we incorporate Block-wise Learnable Clipping to suppress ...": a capitalised
                # gerund that the parser makes the object after a name's words ends the name (it had
                # been "Block-wise Learnable")
                flags[k] = True
    if not headline:
        for k in range(len(words)):
            a = words[k][0]
            if (
                flags[k]
                and a >= 2
                and doc[a - 1].text == ":"
                and doc[a - 2].text in lexicon.abstract_headings
                and starts_sentence(doc, a - 2)
                and PLAIN_CAPITALISED.fullmatch(texts[k])
            ):
                # "Methods: Following PRISMA-ScR guidelines, we ...": after a heading of a structured
                # abstract a plain capitalised word opens the sentence, no name's first word
                flags[k] = False
    if not headline:
        _flag_named_data(doc, words, texts, flags, lexicon)
        _flag_opening_compounds(doc, words, texts, flags, lexicon)
    _flag_pronoun_names(words, texts, flags)
    if words and not flags[0] and is_headline_word_name(doc, words[0], texts[0], lexicon):
        flags[0] = True
    if headline:
        for k in range(1, min(len(words), 4)):
            if is_release_marked(texts[k]) and words[k][1] < len(doc) and is_headline_break(doc[words[k][1]]) and all(
                PLAIN_CAPITALISED.fullmatch(t) or is_headline_name(t) for t in texts[:k]
            ):
                # "Gaussian Shading++: ...", "Visual Para-Thinker++: ...": capitalised words before a
                # release of a name that the headline opens with are that name's
                flags[:k] = [True] * k
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
        numbered = False
        while j < len(words):
            if words[j][0] != words[j - 1][1]:
                break
            if _ends_in_use_of_name(texts[j - 1], lexicon):
                break  # "a LoRA-tuned Llama model": the word of use ends what was used; the next name is another
            if doc[words[j][0]].is_sent_start is True and not (
                (texts[j] in lexicon.model_tiers and texts[j - 1][-1:].isalnum())
                or (texts[j - 1][-1:].isalnum() and texts[j][:1].isupper() and texts[j][1:].islower() and _kind_word_after(doc, words[j][1], lexicon))
            ):
                # A tier word right after a name continues it wherever the parser put a
                # sentence start ("surpassing GPT-5.4 | Pro (18.5%)"), and so does a
                # capitalised word between a name and its kind word, with no punctuation
                # to end a sentence ("on the NeuralTO | Syn dataset").
                break
            cur_text = texts[j]
            if flags[j] and not headline and cur_text[:1].islower() and cur_text[1:2].isupper() and PLAIN_CAPITALISED.fullmatch(texts[j - 1]):
                # "the Cornell eRulemaking Corpus", "Facebook bAbI": a word with a capital after its lower-case first letter
                # continues a name after a plain capitalised word; after a name it is another ("JumpScore mAP")
                j += 1
                continue
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
            if (
                # "Gemma 3 4B/12B IT": sizes side by side continue it too
                (
                    re.fullmatch(r"(?:\d+(?:\.\d+)?[A-Za-z]?|\d+x\d+(?:\.\d+)?[BM]|[vV]\d+(?:\.\d+)*|\d+(?:\.\d+)?[BM](?:/\d+(?:\.\d+)?[BM])+)", cur_text)
                    # "(e.g., IC 0.871, SSIM-OM 0.84)": a fraction of one after a name is its score, no release
                    and not re.fullmatch(r"0\.\d+", cur_text)
                )
                or cur_text in lexicon.model_tiers
                # "Gemini 3-Pro", "Qwen 3-8B": a family's version joined to its tier or size
                or (j == i + 1 and texts[i] in lexicon.model_families and _VERSION_TIER.fullmatch(cur_text) is not None)
            ):
                # "Gemini 3 Flash", "NAVSIM v1": a version number or tier word continues a name.
                if j + 1 <= len(words):
                    j += 1
                    continue
            if cur_text in _ROMAN_VERSIONS:
                # "Deep Research Bench II", "StarCraft II", "MIMIC III": a roman numeral after a name of two
                # words, or of one that is no plain word, is its version; after one plain word it numbers
                # a part or a kind ("Stage II", "Type II errors", "Table IV"), which is no name, and after
                # a plural it counts kinds ("Fitzpatrick Types IV-VI").
                if (j - i > 1 or not PLAIN_CAPITALISED.fullmatch(texts[i])) and not texts[j - 1].endswith("s"):
                    j += 1
                else:
                    numbered = True
            break
        if numbered:
            i = j
            continue
        run = "".join(texts[i:j])
        if run.count("(") != run.count(")") or run.count("[") != run.count("]"):
            i = j
            continue  # "MLLM)-as-a-Judge": a run of words across a bracket is no name
        span = doc[words[i][0] : words[j - 1][1]]
        if _numbered_part(span, lexicon):
            i = j
            continue
        # "Camera-Cooperative ISAC Framework": the kind word is not part of the name.
        if (
            j - i > 1
            and texts[j - 1].lower() in lexicon.container_heads
            and lexicon.head_type(texts[j - 1].lower()) not in ("Benchmark", "Dataset")
            and texts[j - 1].lower() != "network"  # "Cycle-Consistent Adversarial Network": the network is the thing named
            and not (j - i == 2 and is_modifier_compound(texts[i], lexicon))  # "a Turbulence-Aware Decoder": no name without its kind word
            # "An Attacker Agent generates ...": Title Case words after an article name a part, its kind word included
            and not names_a_part(doc[words[i][0] : words[j - 1][1]], lexicon)
            and (words[i][0], words[j - 1][1]) != heading  # "The Antipodal Method: Fast, ...": the headline's own kind word
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
        if len(span) > 4 and span[-3].lower_ == "fine" and use_compound_at(doc, span.end - 4, lexicon) is not None:
            span = span[:-2]  # "X-fine-tuned" is cut as "X-tuned" is, below
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
    spans = _with_shared_task_numbers(doc, spans)
    spans = [part for span in spans for part in _slashed_names(span, lexicon)]
    if not headline:
        for a, b in bridged_names(doc, words, texts, lexicon):
            spans = [s for s in spans if s.end <= a or s.start >= b]
            spans.append(doc[a:b])
        spans.sort(key=lambda s: s.start)
    versioned = headline_versioned_name(doc, lexicon)
    if versioned is not None:
        a, b = versioned
        spans = sorted([s for s in spans if s.end <= a or s.start >= b] + [doc[a:b]], key=lambda s: s.start)
    return spans


_RELEASE_NUMBER = re.compile(r"\d{1,3}(?:\.\d+)*")  # "2.5", "360", "3"; a year ("2025") dates an event instead


def headline_versioned_name(doc: Doc, lexicon: Lexicon) -> tuple[int, int] | None:
    """Token range of capitalised words and a release number that open a "Name N: subtitle" headline.

    "Think 360°: Evaluating the Width-centric Reasoning ...", "Eagle 2.5:
    Boosting ...", "Depth Anything 3: Recovering ...": the number makes the
    words before the colon a release of a name, which plain capitalised
    words alone need not be ("Dense Retrieval: A Survey"); a part of a
    document ("Part 2:", "Stage 1:") or a heading word is none, and a year
    dates an event ("SHREC 2025: ...").
    """
    if doc_length(doc) > 300:
        return None
    for k in range(1, 4):
        if k + 1 >= len(doc):
            return None
        words = doc[:k]
        if words[0].lower_ in STOP_WORDS or not all(w.text[:1].isupper() and w.text.isalnum() and w.lower_ not in SUBTITLE_STOPS for w in words):
            return None
        if (
            words[0].lower_ in lexicon.title_heading_words
            or words[0].lower_.endswith("ing")  # "Hallucinating 360°:", a slogan
            or words[-1].lower_ in lexicon.series_part_words  # "Cloud Diffusion Part 1:", "Prompting Science Report 2:"
            or any(w.lower_ in lexicon.part_nouns or w.lower_ in lexicon.document_references or w.tag_ in ("VBZ", "VBD") for w in words)
        ):
            return None  # "Stage 2:", "Table 3:", "BabyLM Turns 4:" (a verb)
        number = doc[k]
        if not _RELEASE_NUMBER.fullmatch(number.text) or not words[-1].whitespace_:
            continue
        end = k + 1
        while end < len(doc) and doc[end].text in ("°", "+") and not doc[end - 1].whitespace_:
            end += 1  # "360°", "2+"
        if end < len(doc) and is_headline_break(doc[end]):
            return 0, end
        return None
    return None


def _slashed_names(span: Span, lexicon: Lexicon) -> list[Span]:
    """ "0.30-0.34 for SAM/MedSAM": two names joined by a slash are two things, where one of them is known.

    Each side must be a name of three characters or more ("i2b2/VA" is one
    dataset's name, "ZH/EN" two codes) and one of them a known name; then
    the slash lists them, as "and" would.
    """
    slashes = [t.i for t in span if t.text == "/"]
    if len(slashes) != 1 or len(span) < 3:
        return [span]
    k = slashes[0]
    left, right = span.doc[span.start : k], span.doc[k + 1 : span.end]
    if not len(left) or not len(right) or any(t.whitespace_ for t in span[:-1]):
        return [span]
    if min(len(left.text), len(right.text)) < 3 or not (is_name_like(left.text) and is_name_like(right.text)):
        return [span]
    if left.text.lower() not in lexicon.known_forms and right.text.lower() not in lexicon.known_forms:
        return [span]
    return [left, right]


_SHARED_TASK_NUMBER = re.compile(r"\d+[A-Za-z]?")
# "1", "2a", "2A", "1.1", "A", "A.1": the number or letter that picks one of a work's parts
_PART_NUMBER = re.compile(r"(?:\d+(?:\.\d+)*[A-Za-z]?|[A-D](?:\.\d+)*)")


def _numbered_part(span: Span, lexicon: Lexicon) -> bool:
    """ "On Task 1, models reach ...", "Subtask 2A", "Stage 2", "Table 3": one word naming a
    part of the work, a series or the document, with the number or letter that picks it, is no name.

    A word and a number alone are the whole run; "Step 3.5 Flash", with a word of its
    own after the number, stays a name, and so does a shared task's campaign before it.
    """
    if len(span) != 2 or not span[0].whitespace_ or not _PART_NUMBER.fullmatch(span[1].text):
        return False
    word = span[0].lower_
    return word in lexicon.series_part_words or word in lexicon.part_nouns or word in lexicon.document_references


_ROMAN_VERSIONS = frozenset({"II", "III", "IV"})


def _with_shared_task_numbers(doc: Doc, spans: list[Span]) -> list[Span]:
    """ "SemEval-2026 Task 13", "BLP-2025 Shared Task 2", "BAREC Shared Task 2025": a shared task's number is part of its campaign's name.

    In a headline, where "Task" is capitalised like every word, and after
    an acronym, the run of name words would otherwise end before it; the
    task's words then make no name of their own.
    """
    out: list[Span] = []
    for span in spans:
        if out and span.start < out[-1].end:
            continue  # "Shared Task 2025", already joined to the campaign before it
        k = span.end
        shared = k < len(doc) and doc[k].text == "Shared" and span[-1].whitespace_
        if shared:
            k += 1
        if (
            k + 1 < len(doc)
            and doc[k].text in ("Task", "TASK")
            and doc[k - 1].whitespace_
            and doc[k].whitespace_
            and _SHARED_TASK_NUMBER.fullmatch(doc[k + 1].text)
        ):
            span = doc[span.start : k + 2]
        elif shared and k < len(doc) and doc[k].text in ("Task", "TASK") and doc[k - 1].whitespace_ and not is_plain_title_case(span.text):
            span = doc[span.start : k + 1]  # "the MAGMaR 2026 Shared Task", "the BEA 2025 Shared Task": the campaign's own task
        out.append(span)
    return out


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
    if word.lower_ == "fine" and i + 3 < len(doc) and not word.whitespace_ and doc[i + 2].text == "-" and not doc[i + 2].whitespace_:
        word = doc[i + 3]  # "LoRA-fine-tuned": the two hyphened words are one word of use
        return word if word.lower_ == "tuned" else None
    if word.lower_ == "tuned" and i > 1 and doc[i - 1].lower_ == "fine" and doc[i - 2].text in ("-", "–"):
        return None  # the second hyphen of "-fine-tuned"; the compound starts at the first
    if word.is_lower and len(word.text) > 6 and word.lower_.endswith(("able", "ible")) and is_name_like(doc[i - 1].text):
        # "BM25-retrievable", "SAM2-compatible": what the named thing can do to it, as "-based" says;
        # "Sub-visible", "Multi-variable" are words of their own
        return word
    return word if word.lower_ in lexicon.name_compound_suffixes else None


PLAIN_CAPITALISED = re.compile(r"[A-Z][a-z]{2,}")


def _flag_named_data(doc: Doc, words: list[tuple[int, int]], texts: list[str], flags: list[bool], lexicon: Lexicon) -> None:
    """ "In the Blood Cell Images Dataset, ...", "the Brain Tumor MRI Dataset": capitalised words mid-sentence that end
    in a capitalised kind of data ("Dataset", "Corpus", "Benchmark") are its name, in place.

    Plain capitalised words are no name on their own (a place, a person, a
    field); before such a kind word they are what the data is called, as
    "the Cornell eRulemaking Corpus" is. The run stops at a word in lower
    case, a function word, a break between words or the sentence's start.
    """
    for k, text in enumerate(texts):
        if k == 0 or not PLAIN_CAPITALISED.fullmatch(text) or lexicon.head_type(text.lower()) not in ("Benchmark", "Dataset"):
            continue
        j = k
        while (
            j > 0
            and words[j - 1][1] == words[j][0]
            and texts[j - 1][:1].isupper()
            and texts[j - 1].lower() not in STOP_WORDS
            and not starts_sentence(doc, words[j - 1][0])
            # "a Large-scale Real-world Dataset", "a High-resolution ... Dataset": praise or a scope describes the data
            and texts[j - 1].lower() not in lexicon.evaluative
            and texts[j - 1].lower().rsplit("-", 1)[-1] not in lexicon.scope_tails
        ):
            j -= 1
        if j < k:
            flags[j : k + 1] = [True] * (k + 1 - j)


def _flag_opening_compounds(doc: Doc, words: list[tuple[int, int]], texts: list[str], flags: list[bool], lexicon: Lexicon) -> None:
    """ "an Uncertainty-based Superpoint Distillation module": a capitalised compound that opens a run of
    capitalised words after an article is the name's first word (it had been cut off), unless its first
    half is a known name the compound uses ("a Mamba-based Global Semantic Aggregator")."""
    for k in range(len(words) - 1):
        a = words[k][0]
        if (
            not flags[k]
            and _CAPITALISED_COMPOUND.fullmatch(texts[k])
            and texts[k].split("-", 1)[0].lower() not in lexicon.known_forms
            and a > 0
            and doc[a - 1].lower_ in ("a", "an", "the", "our")
            and flags[k + 1]
            and words[k + 1][0] == words[k][1]
            and PLAIN_CAPITALISED.fullmatch(texts[k + 1])
        ):
            flags[k] = True


# Indefinite pronouns that a name's pattern puts after a capitalised verb or noun ("Segment Anything",
# "Depth Anything V2", "Pose Anything Anywhere"); a closed class of function words
_NAME_PRONOUNS = frozenset({"Anything", "Everything", "Anywhere", "Everywhere", "Anyone", "Everyone"})


def _flag_pronoun_names(words: list[tuple[int, int]], texts: list[str], flags: list[bool]) -> None:
    """ "We use Depth Anything V2 and Insert Anything", "Orient Anything V2: ...": a capitalised indefinite
    pronoun right after a plain capitalised word makes a name of the two, which neither is alone (the
    pronoun is a stop word, and the word before it a common noun or verb; the run had been "Depth", "V2")."""
    for k in range(1, len(words)):
        if texts[k] in _NAME_PRONOUNS and words[k - 1][1] == words[k][0] and PLAIN_CAPITALISED.fullmatch(texts[k - 1]):
            flags[k - 1] = flags[k] = True


def _kind_word_after(doc: Doc, i: int, lexicon: Lexicon) -> bool:
    """The token at ``i`` is a lower-case kind word ("dataset", "benchmark", "model")."""
    return i < len(doc) and doc[i].text.islower() and doc[i].text in lexicon.container_heads


def _ends_in_use_of_name(text: str, lexicon: Lexicon) -> bool:
    """ "LoRA-tuned", "SimCLR-pretrained", "GPT-4o-driven": a coined name, then a word of its use after a hyphen.

    A plain capitalised word before it is part of a Title Case name instead
    ("Progressive Language-guided Visual Learning", "Channel Attention-based
    Fusion"), and so is a class of systems ("AI-Generated Text Detection").
    """
    head, _, tail = text.rpartition("-")
    if not head or tail.lower() not in lexicon.name_compound_suffixes:
        return False
    if tail.lower() == "tuned" and head.lower().endswith("-fine"):
        head = head[: -len("-fine")]
    last = head.rsplit("-", 1)[-1]
    # a class of systems ("Chinese AI-Generated Text Detection") is no name used
    plain = PLAIN_CAPITALISED.fullmatch(last) is not None or (last.isalpha() and last.islower())
    return bool(last) and not plain and last not in lexicon.not_names
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
        and is_headline_break(doc[end])
        and doc_length(doc) <= 300
        and PLAIN_CAPITALISED.fullmatch(text) is not None
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
    colon = next((t.i for t in doc[:7] if is_headline_break(t)), None)
    if colon is None or colon + 2 >= len(doc):
        return None
    start = 1 if doc[0].text == "The" else 0
    heading = doc[start:colon]
    if not 2 <= len(heading) <= 4 or any(
        PLAIN_CAPITALISED.fullmatch(t.text) is None or t.lower_ in STOP_WORDS or t.tag_[:2] in _SLOGAN_TAGS
        for t in heading
    ):
        return None
    last = heading[-1].lower_
    if doc[colon + 1].text not in ("A", "An"):
        # "The Antipodal Method: Fast, Accurate, and Robust ...": a heading whose last word is a singular kind word names its kind
        own_kind = last in lexicon.container_heads and lexicon.head_type(last) in ("Method", "Benchmark", "Dataset")
        return (heading.start, heading.end) if own_kind and not heading[0].lower_.endswith("ing") else None
    if heading[0].lower_.endswith("ing") or last.endswith("ing") or (lexicon.head_type(last) == "Task" and last not in lexicon.coined_method_heads):
        return None
    for token in doc[colon + 2 : colon + 12]:
        if token.text in (",", ";", "(") or (token.lower_ in SUBTITLE_STOPS and doc[token.i - 1].whitespace_):
            break  # "for", "with"; not the "and" inside "Plug-and-Play"
        kind = token.lemma_.lower() if token.lower_ not in lexicon.container_heads else token.lower_
        if kind in lexicon.container_heads and lexicon.head_type(kind) in ("Method", "Benchmark", "Dataset"):
            return heading.start, heading.end
    return None


SUBTITLE_STOPS = frozenset({"for", "of", "with", "via", "to", "in", "on", "from", "and", "by", "through"})


_PLAIN_WORD = re.compile(r"[A-Z][a-z]+")


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


def names_a_part(span: Span, lexicon: Lexicon) -> bool:
    """ "a Graph Learner models ...", "An Attacker Agent generates ...": Title Case words after an
    article, ending in a noun of a working part (``working_part_nouns``), name a part of a system;
    so do such words with the part's kind after them ("a Cross-Expert Calibration mechanism";
    ``part_kind_nouns``)."""
    doc = span.doc
    if len(span) < 2 or span.start == 0 or doc[span.start - 1].lower_ not in ("a", "an"):
        return False
    if span[-1].lower_ in lexicon.working_part_nouns:
        # "an Action-Aware Critic Head": plain words, hyphened or not; "an LLM Agent" is a kind
        return all(_HYPHENED_PLAIN_WORD.fullmatch(w) for w in span.text.split())
    return (
        span.end < len(doc)
        and doc[span.end].lower_ in lexicon.part_kind_nouns
        and all(_HYPHENED_PLAIN_WORD.fullmatch(w) for w in span.text.split())  # "Cross-Expert Calibration"
    )


_HYPHENED_PLAIN_WORD = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)*")
