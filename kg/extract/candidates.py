"""Candidates beside names and terms, and how candidates are merged.

Gazetteer names and their known extensions, eponyms, emphasised coinages,
scored measures and resources named by their URL; and types shared along
coordinated lists (overlaps are resolved in ``overlaps.py``).

Every function here is pure: a Doc (and plain data) in, plain data out.
"""

from __future__ import annotations


import re


from spacy.tokens import Doc, Span, Token

from kg.extract.acronyms import Abbreviation
from kg.extract.definition_types import is_coined_long_form
from kg.extract.document import Candidate, doc_text, emphasised_ranges
from kg.extract.lexicon import Lexicon
from kg.extract.name_spans import is_title_cased, use_compound_at
from kg.extract.name_forms import is_counted_collection, known_type, suffix_type
from kg.extract.evaluated_on import evaluated_on_type, head_noun_type
from kg.extract.name_types import appositive_type, following_head, gazetteer_index
from kg.extract.measures import is_number_format, is_score_word, reports_results, RESULT_AFTER, score_before, value_follows
from kg.extract.names import is_name_like, looks_like_model
from kg.extract.syntax import first_conjunct, sentence_end, sentence_start
from kg.extract.terms import is_graded_quality, type_term
from kg.extract.urls import UrlMatch, name_from_url


_FINITE = frozenset({"VBP", "VBZ", "VBD"})


def _has_subject(token: Token) -> bool:
    return any(c.dep_ in ("nsubj", "nsubjpass") for c in token.children) or token.dep_ == "relcl"


_LIST_JOINERS = frozenset({",", "and", "or"})


def listed_with_organisations(span: Span, lexicon: Lexicon) -> bool:
    """A one-word name listed beside two or more makers of models: "(Google, Anthropic, OpenAI, Meta, DeepSeek, xAI, ...)".

    The members of a list are things of one kind, and a list of companies
    names companies: "DeepSeek", "Moonshot" and "xAI" there are who made the
    models, not models (``organisation_names``), where they are most of the
    list. Read from the words, one word per item, up to anything that is
    neither an item nor a comma or conjunction.
    """
    if len(span) != 1:
        return False
    doc = span.doc
    found = items = 0
    for step in (-1, 1):
        i = span.start + step
        while 0 <= i < len(doc):
            word = doc[i]
            if word.lower_ in _LIST_JOINERS:
                i += step
                continue
            if not word.text[:1].isalpha() or word.text[:1].islower() and word.lower_ != "xai":
                break
            found += word.lower_ in lexicon.organisation_names
            items += 1
            i += step
    # most of the others: "AWS, Azure, Google, IBM, NeMo, Rev.ai, Whisper" lists systems and their makers
    return found >= 2 and 2 * found >= items


def is_verb_reading(doc: Doc, cand: Candidate) -> bool:
    """ "boosting the low-level details", "pruning the search space": a one-word known technique used as a verb.

    A lower-case word in "-ing" that the tagger reads as a verb with an
    object of its own names an action of the sentence, not the technique
    ("boosting", "pruning", "clustering" as nouns are the technique), and so
    does a word the tagger reads as a finite or bare verb with an object or
    after "to" ("to recall past experiences"). A word capitalised only
    because it opens the text, a sentence or a subtitle, or stands in a
    Title Case headline, is read the same way ("PrismRAG: Boosting RAG
    Factuality with ...").
    """
    if not doc.has_annotation("TAG") or " " in cand.text:
        return False
    span = doc.char_span(cand.start, cand.end)
    if span is None or len(span) != 1:
        return False
    token = span[0]
    if not cand.text.islower() and not (
        cand.text[:1].isupper()
        and cand.text[1:].islower()
        and (token.is_sent_start or token.i == 0 or doc[token.i - 1].text == ":" or is_title_cased(doc))
    ):
        return False
    if token.tag_ in ("VB", "VBP", "VBZ", "VBD"):
        # "enabling humans to recall past experiences", "models that recall facts": a known
        # measure's word used as a verb, with its object or after "to"
        # ("and recall 0.99" is the measure with its score); a technique's name read as a
        # finite verb with a subject ("systems that perceive and react to the world") too
        scored = any(c.like_num for c in token.children) or (token.i + 1 < len(doc) and doc[token.i + 1].like_num)
        # (a measure is left to the test below: the tagger reads "precision and recall" as verbs at times)
        if cand.type != "Metric" and not scored and (
            (token.tag_ in _FINITE and _has_subject(token))
            or (token.dep_ == "conj" and token.head.tag_ in _FINITE and _has_subject(token.head))
        ):
            return True
        return (
            any(c.dep_ == "dobj" and not c.like_num for c in token.children)
            or (token.i > 0 and token.doc[token.i - 1].tag_ == "TO")
            # "the ability to selectively recall and use ...": "to" with an adverb between
            or any(c.dep_ == "aux" and c.tag_ == "TO" for c in token.children)
        )
    return cand.text.endswith("ing") and token.tag_ == "VBG" and any(c.dep_ == "dobj" for c in token.children)


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
        if word.group()[-1].isdigit() and (stem := _AT_THRESHOLD.fullmatch(word.group())) is not None:
            for index in by_word.get((True, stem.group(1)), ()):
                starts.append((index, a))  # "AP50": the known "AP" with its threshold written on
        if len(word.group()) > 3 and word.group()[-1].isdigit() and word.group()[-2].isalpha():
            for index in [*by_word.get((True, word.group()[:-1]), ()), *by_word.get((False, lowered[a : b - 1]), ())]:
                starts.append((index, a))  # "Argoverse2": known data with its release written on (only data takes it, below)
        for index in by_word.get((False, lowered[a:b]), ()):
            starts.append((index, a))
    for index in other:
        needle, case_sensitive, _ = forms[index]
        haystack = text if case_sensitive else lowered
        i = haystack.find(needle)
        while i >= 0:
            starts.append((index, i))
            i = haystack.find(needle, i + len(needle))
    title_case_known = not is_title_cased(doc)  # in a headline every word is capitalised
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
        if entry.type == "Metric" and needle.isupper() and (threshold := _THRESHOLD.match(text, j)) is not None:
            j = threshold.end()  # "AP50", "AP75", "AP50:95": a known short form of a measure at its threshold
        if entry.type in ("Benchmark", "Dataset") and not needle[-1].isdigit() and (year := _DATA_YEAR.match(text, j)) is not None:
            j = year.end()  # "BraTS 2021", "BraTS-2020", "AIME'24": the edition of a recurring benchmark, named with its year
        elif entry.type in ("Benchmark", "Dataset") and needle[-1:].isalpha() and (release := _DATA_RELEASE.match(text, j)) is not None:
            # "adapts to Argoverse2": a numbered release of the known data, written on; typed as
            # known, but a name of its own, which a paper may release ("FineWeb2: ...")
            j = release.end()
            if not _inside_word(text, i, j):
                out.append(Candidate(i, j, entry.type, 0.75, "name-typed", text[i:j]))
            continue
        if _inside_word(text, i, j):
            continue
        if needle[-1:].isdigit() and _MINOR_VERSION.match(text, j):
            continue  # "SAM 2.1" is not the known "SAM 2": a later release, named whole by its form
        if entry.type == "Metric" and i > 1 and text[i - 1] == " " and is_number_format([text[text.rfind(" ", 0, i - 1) + 1 : i - 1], text[i:j]], lexicon):
            continue  # "4-bit precision", "in full precision": the precision numbers are kept in, no measure
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
        if type_ == "Task" and (value := RESULT_AFTER.match(text, j)) and not _DIMENSION_ON.match(text, value.end()):
            # "an average ASR of 47.1%": a short form shared by a task and a
            # measure (speech recognition, attack success rate) that takes a
            # value is the measure.
            type_ = "Metric"
        if entry.type == "Metric" and (cutoff := _CUTOFF.match(text, j)) is not None:
            j = cutoff.end()  # "F1@0.5", "Recall@10": the metric at a cutoff is its own measure
        if entry.type in ("Benchmark", "Dataset") and (version := _DATA_VERSION.match(text, j)) is not None:
            j = version.end()  # "MultiWOZ 2.2": a release of the known benchmark, named with its version
        if entry.type in ("Benchmark", "Dataset") and (edition := _EDITION.match(text, j)) is not None and edition.group(1).lower() in lexicon.edition_words:
            j = edition.end()  # "CheXpert Plus", "LongBench Pro": an edition of the known one, named whole
        if type_ in ("Model", "Method") and title_case_known:
            i = _title_case_lead(text, i, j)  # "a pre-trained Fast Segment Anything Model": a variant, named whole
        elif type_ in ("Benchmark", "Dataset") and title_case_known and " " not in needle:
            i = _data_variant_lead(text, i, lexicon)  # "on Moving MNIST", "Split CIFAR-100": a variant of the known data
        out.append(Candidate(i, j, type_, confidence, "gazetteer", text[i:j]))
    return out


_DIMENSION_ON = re.compile(r"[\d.]*[A-Za-z]")  # "super-resolution of 4D flow MRI": a dimension, no value


_LEAD_WORD = re.compile(r"(?<![\w-])[A-Z][a-z]{2,} $")
_LEAD_STOPS = frozenset({"The", "This", "These", "That", "Our", "Using", "With", "From", "And", "For", "Via", "Unlike"})


def _title_case_lead(text: str, i: int, j: int) -> int:
    """Where a Title Case name that the gazetteer knows really begins: at the plain capitalised words
    right before it, in running text ("a pre-trained Fast Segment Anything Model" names the fast
    variant, not the model it derives from).

    Only a name of two words or more written in Title Case, only
    mid-sentence (a capital after a sentence's end or a colon is the
    position's; a bracket opens a name), and not a function word or
    determiner ("The", "Using").
    """
    words = text[i:j].split()
    if len(words) < 2 or not all(w[:1].isupper() for w in words):
        return i  # "Standard GRPO", "Gated Transformer": a word before one name describes it
    start = i
    while (lead := _LEAD_WORD.search(text, max(0, start - 20), start)) is not None and lead.group().strip() not in _LEAD_STOPS:
        before = text[: lead.start()].rstrip()
        if _capital_by_position(before):
            break
        start = lead.start()
        if before[-1] in "(\"[“":
            break  # "D2PPO (Diffusion Policy Policy Optimization)": a bracket opens the name
    return start


def _data_variant_lead(text: str, i: int, lexicon: Lexicon) -> int:
    """Where a one-word data name the gazetteer knows really begins: at one plain capitalised word
    right before it mid-sentence ("a prediction example on Moving MNIST", "Split CIFAR-100", "Rotated
    MNIST" name variants of the known data, which the tagger reads as a verb and a name).

    Not a capital by position (after a sentence's end or a colon), a function word or
    determiner ("The", "Using"), or a word that says how good or how much ("Standard").
    """
    lead = _LEAD_WORD.search(text, max(0, i - 20), i)
    if lead is None or lead.group().strip() in _LEAD_STOPS or lead.group().strip().lower() in lexicon.evaluative:
        return i
    before = text[: lead.start()].rstrip()
    if _capital_by_position(before) or before[-1] in ";(\"[“":
        return i  # a capital by position, or one that a bracket opens
    return lead.start()


def _capital_by_position(before: str) -> bool:
    """A word after ``before`` (the text before it, right-stripped) is capitalised by its position: it opens
    the text or a sentence, or follows a colon or "e.g."."""
    return not before or before[-1] in ".:!?" or before.endswith(("e.g.", "i.e."))


_TITLE_WORD = re.compile(r"[A-Z][a-z]+")


def inside_title_case_name(text: str, start: int, end: int) -> bool:
    """ "The Precision Field Estimator estimates ...", "(2) Scene Recall Frames, which ...": a capitalised
    word of the gazetteer's followed by another capitalised word is part of a name that it does not end,
    no mention of its own; one that ends such a name heads it ("Round Chain Accuracy" is a measure).
    Only a plain capitalised word counts ("Precision", not "PSNR")."""
    word = text[start:end]
    if not (word[:1].isupper() and word[1:].islower() and word.isalpha()):
        return False
    return text[end : end + 1] == " " and _TITLE_WORD.match(text, end + 1) is not None


_THRESHOLD = re.compile(r"(?:50:95|50|75|95)(?![\w.])")
_AT_THRESHOLD = re.compile(r"([A-Z]{2,5})(?:50|75|95)")
_CUTOFF = re.compile(r"@(?:\d+(?:\.\d+)?|[kKN]|[a-z]{3,}(?:-[a-z]+)?)\b")
_DATA_VERSION = re.compile(r" (?:v\d+(?:\.\d+)*|\d+\.\d+)(?![\w%])(?!\.\d)(?!\s+(?:million|billion|thousand|[MBK])\b)")


_MINOR_VERSION = re.compile(r"\.\d")
def _inside_word(text: str, i: int, j: int) -> bool:
    """The match ``text[i:j]`` is part of a longer word: a letter, digit or joiner touches it ("transformer-", "BERTScore")."""
    return (i > 0 and (text[i - 1].isalnum() or text[i - 1] in "-_")) or (j < len(text) and (text[j].isalnum() or text[j] in "_"))


_DATA_RELEASE = re.compile(r"\d(?![\w%]|[.,]\d)")  # one digit written on a data name's last letter: "Argoverse2"
_DATA_YEAR = re.compile(r"(?:[ -](?:19|20)\d\d|'?[12]\d)(?![\w%]|[.,\-–]\d)")
_WORD = re.compile(r"\w+")
_EDITION = re.compile(r" ([A-Z][A-Za-z]*)\b(?![-\w])")


_MODIFIER_TAGS = frozenset({"JJ", "NN", "NNP"})
_DIMENSION = re.compile(r"[1-9]D")
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
        if text in lexicon.compound_quantifiers and doc[i].tag_ == "NN" and doc[i].dep_ == "compound":
            i = k  # "multiple object tracking", "multiple choice question answering": a fixed compound
            continue
        if text in lexicon.evaluative or text in lexicon.manner_adjectives or text in lexicon.generic_heads:
            break
        if text in lexicon.effect_verbs or (headline and text in lexicon.headline_claim_verbs):
            break  # "UniTemp: Unlocking Video Generation in Any Temporal Order": what is done to the task
        if word[0].text[:1].isupper() and not headline and k != sent_start:
            break
        if len(word) == 1:
            token = word[0]
            if _DIMENSION.fullmatch(token.text):
                i = k  # "6D pose estimation", "4D scene reconstruction": the space the task works in
                continue
            if token.tag_ not in _MODIFIER_TAGS or not token.is_alpha or (k > sent_start and is_graded_quality(doc[k - 1], token, lexicon)):
                break  # "performs more informed speech recognition": a quality with its adverb says how, not which
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


def known_metric_variants(doc: Doc, cands: list[Candidate], lexicon: Lexicon) -> list[Candidate]:
    """A known measure with the word of averaging or normalising before it (``measure_name_prefixes``).

    "lower normalized mean absolute error", "higher weighted F1": the word is
    part of the measure's name, wherever the sentence stands, as the
    gazetteer's own "macro F1" and "balanced accuracy" are.
    """
    text = doc_text(doc)
    out = []
    for c in cands:
        if c.type != "Metric" or c.rule != "gazetteer":
            continue
        before = _WORD_BEFORE_METRIC.search(text, max(0, c.start - 20), c.start)
        if before is not None and before.group(1).lower() in lexicon.measure_name_prefixes:
            start = before.start(1)
            out.append(Candidate(start, c.end, "Metric", 0.6, "term", text[start : c.end]))
    return out


_WORD_BEFORE_METRIC = re.compile(r"(?<![\w-])([A-Za-z]+) $")


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
            if not (noun or lower in lexicon.metric_qualifiers) or lower in lexicon.metric_never_modifier or lower in lexicon.measure_units:
                break  # "by 5.2 percentage points accuracy": the amount's unit is no part of the measure
            if token.lemma_.lower() in lexicon.metric_kind_words or lower.rstrip("s") in lexicon.metric_kind_words:
                break  # "in main metrics Dice and HD95": the kind word that lists them
            if token.tag_ == "NNS" and lower != token.lemma_.lower() and i == first.start:
                break  # "cross-entropy tracks accuracy": a plural right before the measure is a verb the tagger took for a noun
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


def _coordination_top(token: Token) -> int:
    """The first conjunct of the list ``token`` is in (itself when it is in none).

    A bracketed gloss of a listed name, in lower-case words, is no member:
    where the parser hangs the next member on it ("FBD-10 (free-body
    diagrams) and Circuit-10"), the list goes on from the name the gloss
    belongs to. A bracket with a score or a name ("VAR (3.3 FID) and
    FlexVAR") is left as the parser read it.
    """
    top = first_conjunct(token)
    if top.dep_ == "appos" and top.head.i < top.i and _is_plain_gloss(top):
        return _coordination_top(top.head)
    return top.i


def _is_plain_gloss(token: Token) -> bool:
    """``token`` heads a bracketed aside of lower-case words only: "(free-body diagrams)"."""
    doc = token.doc
    start = token.left_edge.i
    if start == 0 or doc[start - 1].text != "(":
        return False
    end = next((t.i for t in doc[token.i + 1 : token.i + 3] if t.text == ")"), None)  # its conjuncts run past the bracket
    return end is not None and all(t.is_lower or t.text in ("-", "–") for t in doc[start:end])


_SHARED_TYPES = frozenset({"Model", "Benchmark", "Dataset", "Metric"})


def coordinated_type(span: Span, cands: list[Candidate], kinds: frozenset[str] | None = None) -> str | None:
    """The type of the typed names a name is listed with, when they agree.

    "Stable Diffusion, DALL-E, and Midjourney", "on WeatherBench, SEVIR, and
    TaxiBJ": the members of a list are things of one kind, so a name no cue
    types takes the type its neighbours were given by a cue (a checkpoint's
    form, a benchmark suffix, a type noun). Only the specific kinds spread
    (``kinds`` names others to look for); a method is the default and says
    nothing about its neighbours.
    """
    kinds = _SHARED_TYPES if kinds is None else kinds
    doc = span.doc
    brackets = _bracketed_list(span)
    coordinated = brackets is not None or span.root.dep_ == "conj" or any(c.dep_ == "conj" for c in span.root.children)
    top = _coordination_top(span.root)
    found: dict[str, int] = {}
    for c in cands if coordinated else ():
        if c.type not in kinds or c.rule not in ("name-typed", "gazetteer", "acronym"):
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
            if c.type in kinds and c.rule in ("name-typed", "gazetteer", "acronym"):
                found[c.type] = found.get(c.type, 0) + 1
    if len(found) == 1:
        return next(iter(found))
    if set(found) == {"Benchmark", "Dataset"}:
        # "four datasets (HarmBench, StrongREJECT, RealToxicityPrompts, and BeaverTails)": collections
        # of data either way; the more of the list says which
        return "Dataset" if found["Dataset"] > found["Benchmark"] else "Benchmark"
    return None


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
    first = span.start  # where the chain starts
    i, conj = joiners(span.start - 1, -1)
    while i >= 0 and i + 1 in by_end:
        c, other = by_end[i + 1]
        left.append((c, conj))
        first = other.start
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
    # Two names joined by "and" may be two kinds of thing ("AUBlendSet and AUBlendNet"); three or more are a list,
    # and so are two after "on" ("experiments on KITTI and BDD100K", where the tagger read the second as a verb).
    return members if len(members) >= 2 or (members and first > 0 and doc[first - 1].lower_ in ("on", "across")) else []


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


_EPONYM = re.compile(r"(?<![\w-])[A-Z][a-z]+(?:[-–][A-Z][a-z]+)?['’]s?\s+([A-Za-zα-ω][\w-]*)(?:\s+([A-Za-zα-ω][\w-]*))?")  # "Cohen's κ", "Cohen's Kappa" too


_CAPITALISED_BEFORE = re.compile(r"[A-Z][\w-]*\s$")
_EPONYM_PAIR = re.compile(
    r"(?<![\w-])(?!(?:Self|Non|Neuro|Meta|Cross|Multi|Semi|Pre|Post|Anti|Top|Sub|Super|Inter|Intra|Over|Under)[-–])"
    r"[A-Z][a-z]{2,}[-–][A-Z][a-z]{2,}(?<!ed)(?<!ing)(?<!Free)\s+([a-z]+)\b(?![-–]|\s+(?:sets?|splits?|data|mixing|switching)\b)"
)  # two surnames; not a prefix ("Self-Refine"), a participle ("Termination-Enhanced"), a test set or code-mixing


def family_use_candidates(doc: Doc, lexicon: Lexicon) -> list[Candidate]:
    """ "a Qwen-based vision backbone", "a CLIP-based retriever": a model family a compound of use is built on.

    A family name of one word (``model_families``) before "-based",
    "-guided" and the other words of use is the model used; the hyphenated
    word is no name by its form, so nothing else reads it.
    """
    out = []
    for token in doc:
        if token.text in lexicon.one_word_model_families and use_compound_at(doc, token.i + 1, lexicon) is not None:
            out.append(Candidate(token.idx, token.idx + len(token.text), "Model", 0.7, "name-typed", token.text))
    return out


def eponym_candidates(text: str, lexicon: Lexicon) -> list[Candidate]:
    """ "Cohen's kappa", "Cliff's delta", "Welch's t-test": a measure or procedure named after a person.

    The possessive name with the noun it owns is the entity; the name alone
    is a person. The noun decides the type (``eponym_heads``); one word may
    stand between ("Spearman's rank correlation"). Two names joined by a
    hyphen before such a noun are one too, without a possessive
    ("Kolmogorov-Smirnov test", "Jensen-Shannon divergence", "Holm-Bonferroni
    correction", "Reed-Solomon codes"); a plural noun counts as its singular.
    """
    out = []
    for m in _EPONYM_PAIR.finditer(text):
        noun = m.group(1).lower()
        type_ = lexicon.eponym_heads.get(noun) or (lexicon.eponym_heads.get(noun[:-1]) if noun.endswith("s") else None)
        if type_ is not None:
            out.append(Candidate(m.start(), m.end(1), type_, 0.8, "eponym", text[m.start() : m.end(1)]))
    if "'" not in text and "’" not in text:
        return out
    for m in _EPONYM.finditer(text):
        for group in (1, 2):
            type_ = lexicon.eponym_heads.get((m.group(group) or "").lower())
            if type_ is not None and m.group(group)[:1].isupper() and _CAPITALISED_BEFORE.search(text, max(0, m.start() - 30), m.start()):
                break  # "Relaxed Word Mover's Distance", "the AI Act's Code": a Title Case noun after a longer name's words
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
        if any(
            (c.dep_ in ("compound", "amod", "nmod", "poss") and not is_score_word(c)) or (c.dep_ == "prep" and c.lower_ == "to")
            for c in token.children
        ):
            continue
        if token.dep_ == "compound" or (token.i + 1 < len(doc) and doc[token.i + 1].text in ("-", "–")):
            continue
        end = token.idx + len(token.text)
        scored = (
            value_follows(doc[token.i : token.i + 1])
            or (token.i > 0 and is_score_word(doc[token.i - 1]) and score_before(token))  # "94.86% sensitivity"
            or _VALUE_IN_PARENTHESES.match(text, end) is not None
            or any(
                (c.idx, c.idx + len(c.text)) in metrics or c.lower_ in lexicon.scored_only_measures
                for c in token.conjuncts
            )
        )
        if scored:
            out.append(Candidate(token.idx, end, "Metric", 0.75, "term", token.text))
    return out


def is_counted_definition(abbrev: Abbreviation, doc: Doc) -> bool:
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
            cue = appositive_type(span, lexicon) or following_head(span, lexicon)
            # "Experiments on \\textit{TriviaQA} and \\textit{SQuAD}": a known name keeps its type
            type_ = ("Method" if cue == "Model" else cue) or known_type(span.text, gazetteer_index(lexicon)) or suffix_type(span.text)
            if type_ is None and is_counted_collection(span.text):
                type_ = "Dataset"  # "we construct \\textbf{VideoEffect-130K}, to our knowledge the largest ...": a count of items
            if type_ is None:
                # "including \\emph{deepseek-r1}, \\emph{o4-mini}": a checkpoint by its form is a model
                type_ = "Model" if looks_like_model(span.text, lexicon.model_families, lexicon.model_tiers) else None
                # "experiments on \\textit{FooQA}": what experiments run on is data, as a plain name there is
                type_ = type_ or (evaluated_on_type(span, lexicon) if doc.has_annotation("DEP") else None) or "Method"
        elif is_coined_long_form(span.text):
            if span[-1].lower_ in lexicon.finding_heads:
                continue  # "we formalize ... as the \\textit{Impedance Mismatch}": a named finding, no technique
            # "\\textbf{State-Centric Retrieval}, a unified retrieval paradigm": the noun set beside it before its head
            type_ = appositive_type(span, lexicon) or head_noun_type(span[-1], lexicon) or "Method"
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
    benchmark, and relations read from it must know that. A phrase the
    term rules typed by its head is such a name where it is written as
    one the text types ("Youtu-Parsing encompasses ..." after "presents
    Youtu-Parsing, an ... model").
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
        if c.rule == "term" and typed.get(c.text) is not None and typed[c.text].rule == "name-typed":
            # "This paper presents Youtu-Parsing, an ... model. Youtu-Parsing encompasses ...": the name
            # again, whatever its last word heads ("parsing"), as written where the text types it
            source = typed[c.text]
        if source is not None and source.type != c.type:
            c = Candidate(c.start, c.end, source.type, min(source.confidence, 0.75), "name-typed", c.text)
        out.append(c)
    return out


def split_data_names_from_measures(cands: list[Candidate]) -> list[Candidate]:
    """ "the best HumanML3D MultiModal Distance and KIT-ML FID": a measure written after the name of the data it
    was taken on, where the text names that data elsewhere, is two mentions, the data and the measure.

    Phrase and name rules read the words as one measure, and the benchmark
    became part of its label.
    """
    data = {c.text: c.type for c in cands if c.type in ("Benchmark", "Dataset")}
    if not data:
        return cands
    out = []
    for c in cands:
        first, sep, rest = c.text.partition(" ")
        if c.type == "Metric" and sep and rest.strip() and first in data:
            out.append(Candidate(c.start, c.start + len(first), data[first], 0.7, "name-typed", first))
            out.append(Candidate(c.start + len(c.text) - len(rest), c.end, "Metric", c.confidence, c.rule, rest))
            continue
        out.append(c)
    return out


def url_named_resources(doc: Doc, urls: list[UrlMatch], lexicon: Lexicon) -> list[Candidate]:
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
