"""Names the text measures, and sentences that report results.

A name is a metric where a score goes with it ("Top-1: 55.13%", "91.5%
mAP50", "reducing AURC"); a sentence reports results where it carries a
number, a comparison or a word of result. Name typing, term typing and the
candidate rules all read these tests.

Every function here is pure: a Doc (and plain data) in, plain data out.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span, Token

from kg.extract.document import Candidate, doc_text
from kg.extract.lexicon import Lexicon
from kg.extract.name_forms import known_type
from kg.extract.names import is_name_like
from kg.extract.syntax import first_conjunct


# "91.5% mAP50", "0.9673 F1", "91.27% mean Dice" (a statistic of it between); not "10 FLOPs"
_SCORE_BEFORE = re.compile(r"(?:\d\.\d+\s?(?:%|\\%)?|\d\s?(?:%|\\%))\s(?:(?:mean|average|median|overall)\s)?$")
RESULT_AFTER = re.compile(
    r"\s*(?::|=|>=|<=|≥|≤|≈|~|of(?:\s+(?:up\s+to|about|around|over|nearly|approximately|roughly|almost|only|just))?"
    r"|from\s+\$?\d[\d.,]*\s?%?\s+to)\s*[<>≈~]?\s*\$?\d"
)  # "kappa = 0.84", "an R2 of up to 0.71", "reduces rFID from 0.57 to 0.29", "split-half ICC >= 0.5", "ICC ~ 0.9"


def is_setting_rate(words: list[str], lexicon: Lexicon) -> bool:
    """ "learning rate", "sampling rate", "coding rate": a rate chosen (``setting_rates``), no measure of how well a system does."""
    return len(words) >= 2 and words[-1].lower() in ("rate", "rates") and words[-2].lower() in lexicon.setting_rates


_BIT_WIDTH = re.compile(r"\d+-?bits?|fp\d+|bf16|int\d+")


def is_number_format(words: list[str], lexicon: Lexicon) -> bool:
    """ "half-precision", "mixed precision", "4-bit precision": the precision numbers are kept in (``number_formats``), no measure."""
    last = words[-1].lower() if words else ""
    before, hyphen, head = last.rpartition("-")
    if not hyphen:
        before, head = (words[-2].lower() if len(words) > 1 else ""), last
    return head == "precision" and (before in lexicon.number_formats or _BIT_WIDTH.fullmatch(before) is not None)


def modifies_in_other_sense(doc: Doc, start: int, end: int, lexicon: Lexicon) -> bool:
    """ "precision agriculture", "precision livestock management", "factual recall circuits": a measure's word
    (``other_sense_measures``) written in lower case as the modifier of the noun after it, in its other sense.

    The word after must be a noun and the measure's word must hang on it or
    on a later noun of the same phrase; a word of measuring keeps the
    measure ("precision scores", "recall rate", "precision gains", "recall
    values": ``measure_reading_nouns``, a measure's head or a word of
    change).
    """
    span = doc.char_span(start, end)
    if span is None or len(span) != 1 or not span.text.islower() or span.text not in lexicon.other_sense_measures:
        return False
    token = span[0]
    if token.i + 1 >= len(doc) or not token.whitespace_:
        return False
    after = doc[token.i + 1]
    if after.pos_ != "NOUN" or not after.is_lower or not after.is_alpha and "-" not in after.text:
        return False
    if token.dep_ not in ("compound", "amod", "nmod") or token.head.i <= token.i or token.head.pos_ not in ("NOUN", "PROPN"):
        return False
    words = {after.lower_, after.lemma_.lower()}  # "recall rates", "precision metrics": the plural reads as its noun
    if after.i + 2 < len(doc) and doc[after.i + 1].text == "-" and not after.whitespace_ and not doc[after.i + 1].whitespace_:
        words.add(f"{after.lower_}-{doc[after.i + 2].lower_}")  # "precision trade-off"
    return not any(
        word in lexicon.measure_reading_nouns or word in lexicon.measure_change_words or lexicon.head_type(word) == "Metric"
        for word in words
    )


_CHANGED_BY = re.compile(r"\s*\)?\s+by\s+(?:up to |about |over |nearly |almost |around |roughly |more than |an average of )?[$~≈]?\d")
_WORD_BEFORE = re.compile(r"([A-Za-z]+)\s+$")


def is_changed_definition(text: str, long_start: int, short_end: int, lexicon: Lexicon) -> bool:
    """ "while improving output token contribution (OTC) by 6.8x": a definition that a verb of change moves by an amount is a measure."""
    before = _WORD_BEFORE.search(text, max(0, long_start - 20), long_start)
    return before is not None and before.group(1).lower() in lexicon.measure_change_words and _CHANGED_BY.match(text, short_end) is not None


def value_follows(span: Span) -> bool:
    """A value, or a change of value, follows ``span`` (:data:`RESULT_AFTER`)."""
    text = doc_text(span.doc)
    return RESULT_AFTER.match(text, span.end_char, min(len(text), span.end_char + 28)) is not None


_CHANGE_THEN_NAME = re.compile(r"\s*from\s+\$?\d[\d.,]*\s?%?\s+to\s+\$?\d[\d.,]*\s?%?\s+([^\W\d][\w@-]*)")


def _measure_named_after_change(text: str, end: int) -> bool:
    """A name of its own follows the change of value after ``end``: "improves SD 1.5 from 5.4 to 9.4 HPSv3".

    The measure is the name after the numbers; the name before them is what improved.
    """
    m = _CHANGE_THEN_NAME.match(text, end, min(len(text), end + 60))
    return m is not None and is_name_like(m.group(1))


_GRADES = frozenset({"high", "low", "higher", "lower", "highest", "lowest"})


def _is_graded(span: Span) -> bool:
    """ "with consistently high ACC and low HTER": a name graded high or low, heading its phrase, is a measure.

    A noun after the name makes it a modifier ("low GPU memory", "a high
    LoRA rank"), and the grade then belongs to the noun.
    """
    doc = span.doc
    if span.start == 0 or doc[span.start - 1].lower_ not in _GRADES:
        return False
    return span.end >= len(doc) or doc[span.end].pos_ not in ("NOUN", "PROPN", "NUM")


def is_measured(span: Span, lexicon: Lexicon) -> bool:
    """A name that the text measures: a metric.

    * a number follows it with ":" or "=" ("Top-1: 55.13%", "kappa = 0.84"),
      or a change of score does ("reduces rFID from 0.57 to 0.29"),
      or a score precedes it ("91.5% mAP50", "0.9673 F1");
    * it is the object of a word of change ("reducing AURC", "lowering FLOPs"),
      or the "in"-phrase of one ("improvements of over 20% in minADE and minFDE"),
      directly or as a conjunct, or the subject of a verb of a quantity's
      change that moves it by an amount ("SR increased by 5%";
      ``amount_change_verbs``);

    and not a name that a measure is "of", or one the score was taken "on"
    (:func:`_is_what_is_scored`).
    """
    doc = span.doc
    text = doc_text(doc)
    if _is_what_is_scored(span, lexicon):
        return False
    if value_follows(span):
        return not _measure_named_after_change(text, span.end_char)
    if _SCORE_BEFORE.search(text, max(0, span.start_char - 20), span.start_char):
        return True
    if score_modifier(span) is not None:
        return True
    if _is_graded(span):
        return True
    node = first_conjunct(span.root, 8)
    head = node.head
    if node.dep_ == "dobj" and head.lower_ in lexicon.measure_change_words:
        return True
    if node.dep_ == "pobj" and head.lower_ == "in":
        last = span[-1].lower_
        if (
            len(span) > 1
            and all(t.is_title and t.is_alpha for t in span)
            and lexicon.head_type(last) != "Metric"
            and not last.endswith(QUALITY_SUFFIXES + ("distance", "frequency"))
        ):
            # "performance gains in AI Virtual Cells", "in Computer Vision": plain capitalised words after
            # "in" name where, not what; a measure's head ends them ("gains in Rigid Motion Consistency")
            return False
        above = head.head
        return above.lower_ in lexicon.measure_change_words or above.like_num or above.text == "%"
    if node.dep_ == "nsubj" and head.lemma_.lower() in lexicon.amount_change_verbs and _CHANGED_BY.match(text, head.idx + len(head.text)):
        return True  # "SR increased by 5% and 2.07% respectively, and SPL increased by 4%": what moved by an amount
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
    "outperforms", "maintaining", "in terms of") makes it so, and so does a
    verb of reporting (``result_verbs``: "reporting retrieval accuracy"). A quality phrase
    typed as a metric by its head alone ("semantic consistency") needs such a
    sentence: in a sentence of motivation or design it names a property
    ("agents struggle to integrate character consistency").
    """
    for token in sentence:
        if token.tag_ in _COMPARISON_TAGS or token.like_num or _SCORE_TOKEN.fullmatch(token.text):
            return True
        if token.lemma_.lower() in lexicon.result_words or token.lower_ in lexicon.result_words:
            return True
        if token.pos_ == "VERB" and token.lemma_.lower() in lexicon.result_verbs:
            return True  # "reporting retrieval accuracy"; not "radiology reports"
    return False


def score_before(word: Token) -> bool:
    """A score within the three words before ``word``, read from the surface ("attains 91.27% mean Dice",
    which the parser may hang apart), with no punctuation between them."""
    doc = word.doc
    for i in range(word.i - 1, max(-1, word.i - 4), -1):
        if _is_score(doc[i]):
            return True
        if doc[i].is_punct or doc[i].is_sent_start:
            return False
    return False


_SCORE_MODIFIER_TAGS = frozenset({"JJ", "JJR", "JJS", "RBR", "NN"})
_SCORED_SHORT_FORM = re.compile(r"(?=(?:\S*[A-Z]){2})(?![A-Z]{2,}s$)[\w@.-]+")


def score_modifier(span: Span) -> Token | None:
    """A score, then one lower-case word that modifies the name: "+4.10% ad GMV", "2.1% less VRAM", "5% item CTR".

    The word is an adjective, a comparative or a noun the parser hangs on
    the name; a verb or a preposition between ("45% against PGD-50", "9%
    using Random Forest") leaves the name to the other rules. The name is a
    short form, one word with two capitals or more: a capitalised word or a
    plural short form counts things ("13.3% fewer Gaussians", "15.3%
    relevant PMIDs"), and a pair of classes ("binary SFW/NSFW") is no measure.
    Returns the word, or None.
    """
    doc = span.doc
    if span.start < 2 or not _SCORED_SHORT_FORM.fullmatch(span.text):
        return None
    word = doc[span.start - 1]
    found = (
        word.is_alpha
        and word.is_lower
        and word.tag_ in _SCORE_MODIFIER_TAGS
        and word.dep_ in ("amod", "compound", "advmod", "nmod")
        and span.start <= word.head.i < span.end
        and _is_score(doc[span.start - 2])
    )
    return word if found else None


def is_score_word(token: Token) -> bool:
    """A percent sign or any number: the score written before a measure ("94.86% sensitivity") or an amount ("by 4.0%", "by 12")."""
    return token.text in ("%", "\\%") or token.like_num


def _is_score(token: Token) -> bool:
    """A percentage or a decimal number: "91.27%", "0.707"; a count ("7B", "15 steps") is none."""
    return token.text in ("%", "\\%") or bool(re.fullmatch(r"\d*\.\d+%?", token.text))


_BY_AMOUNT = re.compile(
    r"\s+by\s+(?:up to |about |over |nearly |almost |approximately |around |roughly |more than |an average of |on average )?[$~≈]?\d"
)


_NO_MEASURE_HEADS = frozenset({"performance", "result", "work", "way", "number", "amount"})  # "model performance": the guidelines' "not this"


def _measure_phrase_head(doc: Doc, indices: list[int], spaced: list[bool]) -> Token | None:
    """The head of a phrase that may name a measure whatever its head word: two words or more, a singular head, not "performance"."""
    head = doc[indices[-1]]
    if head.tag_ != "NN" or sum(1 for i in indices[:-1] if spaced[i]) < 1 or head.lower_ in _NO_MEASURE_HEADS:
        return None
    return head


def is_changed_by_amount(doc: Doc, indices: list[int], spaced: list[bool], lexicon: Lexicon) -> bool:
    """ "reduces alert volume by 73%", "and token usage by up to 93%": what a change verb moves by an amount is a measure.

    The object of a verb of change (``measure_change_words``) followed by
    "by" and a number is what the paper measured, though its head is no
    metric word of the lexicon; one headed by a rate or an amount
    (``compared_rate_words``) is, changed by no stated amount too ("reduce
    memory overhead and computation time"). Only a phrase of two or more words with a
    singular head counts: a plural counts things ("reducing total parameters
    by 7%", "reduces hallucinations by 20%"), and one bare word is too often
    the thing itself.
    """
    head = _measure_phrase_head(doc, indices, spaced)
    if head is None:
        return False
    text = doc_text(doc)
    end = head.idx + len(head.text)
    by_amount = text.find("by", end, end + 8) >= 0 and _BY_AMOUNT.match(text, end, min(len(text), end + 40)) is not None
    if not by_amount and head.lower_ not in lexicon.compared_rate_words:
        return False  # the words first: most phrases are followed by no "by <number>"
    node = first_conjunct(head)
    return node.dep_ == "dobj" and node.head.tag_.startswith("VB") and node.head.lower_ in lexicon.measure_change_words


QUALITY_SUFFIXES = ("ness", "ity", "cy", "ance", "ence", "ism")  # "semantic richness", "removal efficacy", "generation realism"
_OF_VALUE = re.compile(
    r"\s+of\s+(?:only\s+|about\s+|around\s+|over\s+|under\s+|up\s+to\s+)?[~≈]?\d+(?:\.\d+)?(?:\s?[-–]\s?\d+(?:\.\d+)?)?\s?(%|[A-Za-zµ]+\b)"
)


def is_quality_of_value(doc: Doc, indices: list[int], spaced: list[bool], lexicon: Lexicon) -> bool:
    """ "a mean stabilization efficacy of 87.8%", "an average response time of only 2-5 seconds": a quality or a rate given a value is measured.

    A phrase of two or more words whose singular head names a quality (a
    noun in "-ness", "-ity", "-cy", "-ance", "-ence" or "-ism") followed
    by "of" and a percentage is a score the paper reports, though its head
    is no metric word of the lexicon, and so is one headed by a rate or an
    amount (``compared_rate_words``: "time", "speed", "usage") followed by
    "of" and a number in a unit of measure (``measure_units``); a plain
    word ("a performance of 90%"), a count ("a reduction of 40%", no
    quality) and a rate of things ("a time of 3 steps") are not read so.
    """
    head = _measure_phrase_head(doc, indices, spaced)
    if head is None:
        return False
    quality = head.lower_.endswith(QUALITY_SUFFIXES)
    if not quality and head.lower_ not in lexicon.compared_rate_words:
        return False
    end = head.idx + len(head.text)
    text = doc_text(doc)
    value = _OF_VALUE.match(text, end, min(len(text), end + 40))
    if value is None:
        return False
    return value.group(1) == "%" if quality else value.group(1) in lexicon.measure_units


def is_measured_aspect(doc: Doc, indices: list[int], spaced: list[bool], lexicon: Lexicon) -> bool:
    """ "outperforms the baselines in terms of generation realism, style consistency, and ...": what "in terms of" compares is measured.

    The phrases under "in terms of" (the first and its conjuncts) name the
    measures a comparison is made on, though their heads are no metric word
    of the lexicon, and so do those under the "in" of a comparison verb
    (``comparison_verbs``), on the verb or on its object ("outperforms
    existing methods in structural consistency"), and under the "in" of a
    noun of change ("improvements in prompt adherence"). Only a noun phrase of two or more words with a singular
    head and no determiner counts, and the head must name a quality (a noun
    in "-ness", "-ity", "-cy", "-ance", "-ence" or "-ism") or a rate ("inference
    speed", "parameter count"; ``compared_rate_words``): "in terms of the amount of data", "in terms
    of loss function" and "in terms of memory arrangement" name no measure,
    nor does "performance".
    """
    head = _measure_phrase_head(doc, indices, spaced)
    if head is None or doc[indices[0]].pos_ == "DET" or not (head.lower_.endswith(QUALITY_SUFFIXES) or head.lower_ in lexicon.compared_rate_words):
        return False
    node = first_conjunct(head)
    of = node.head
    if node.dep_ != "pobj":
        return False
    if of.lower_ == "in":
        # "outperforms existing methods in structural consistency, visual quality, and spatial
        # controllability": what a comparison is made in, the preposition on the verb or its object
        if of.head.pos_ == "NOUN" and of.head.lower_ in lexicon.measure_change_words:
            # "substantial improvements in cross-shot consistency, prompt adherence, and ...": what a gain is in;
            # "gains in reasoning ability" names a capability, no measure
            return head.lower_ not in ("ability", "abilities", "capability", "capabilities")
        verb = of.head.head if of.head.dep_ == "dobj" else of.head
        return verb.pos_ == "VERB" and verb.lemma_.lower() in lexicon.comparison_verbs
    if of.lower_ != "of":
        return False
    terms = of.head
    return terms.lower_ == "terms" and terms.head.lower_ == "in"


def is_listed_with_measure(doc: Doc, indices: list[int], spaced: list[bool], lexicon: Lexicon) -> bool:
    """ "maintaining low latency and memory usage", "excels in inference speed and throughput": a phrase joined to a known measure is one.

    A list joins things of one kind; a phrase of two or more words whose
    head names a rate or an amount (``compared_rate_words``), coordinated
    with a measure the lexicon knows, is measured beside it. A quality
    ("temporal consistency", "deployment flexibility") is left: such lists
    join as often what a system offers as what is measured.
    """
    head = _measure_phrase_head(doc, indices, spaced)
    if head is None or doc[indices[0]].pos_ == "DET" or head.lower_ not in lexicon.compared_rate_words:
        return False
    start = indices[0]
    if start >= 2 and doc[start - 1].lower_ in ("and", "or") and doc[start - 2].lower_ in lexicon.known_metrics:
        return True  # "low latency and memory usage", which the parser reads as one phrase headed by "usage"
    first = first_conjunct(head)
    return any(
        item.i != head.i and (item.lower_ in lexicon.known_metrics or doc[item.left_edge.i : item.i + 1].text.lower() in lexicon.known_metrics)
        for item in (first, *first.conjuncts)
    )


_MEASURE = re.compile(r"\bper\b|^(?:\w+ed\s+)?time\b|\b(?:index|indicator)$", re.IGNORECASE)


def is_measure_phrase(long_form: str) -> bool:
    """A long form that reads as a measure: a ratio ("Time Per Output Token", "Frames Per Second"),
    a time to an event ("Time to First Token") or an index ("Reverse Surprise Index")."""
    return bool(_MEASURE.search(long_form))


def used_property(head: Token, lexicon: Lexicon) -> bool:
    """The phrase is the object of a verb of use ("leverages local spatial consistency", "exploits temporal coherence")."""
    node = first_conjunct(head, 8)
    verb = node.head
    return node.dep_ == "dobj" and verb.pos_ == "VERB" and verb.lemma_.lower() in lexicon.property_use_verbs


_BALANCE_NOUNS = frozenset({"trade-off", "tradeoff", "trade", "balance", "compromise"})


def aimed_property(head: Token, lexicon: Lexicon) -> bool:
    """A quality a design aims at or weighs, not a measure taken: "To improve simulation fidelity, we train ...",
    "for improving retrieval quality", "a trade-off between depth and efficiency".

    Only for the heads of qualities a system has (``property_measure_heads``):
    the object of a verb in a clause of purpose (an infinitive with "to" that
    modifies the clause or follows a verb of aiming, ``intention_verbs``, or
    a gerund after "for"), unless the verb measures ("a metric to evaluate
    the data faithfulness"), or a side of a trade-off or balance.
    """
    if head.lower_ not in lexicon.property_measure_heads:
        return False
    node = first_conjunct(head, 8)
    if node.dep_ == "pobj" and node.head.lower_ == "between":
        weighed = node.head.head
        if weighed.lower_ in _BALANCE_NOUNS or (weighed.lower_ == "off" and weighed.i > 1 and weighed.doc[weighed.i - 2].lower_ == "trade"):
            return True  # "the trade-off between computational efficiency and estimation effectiveness"
        return False
    if node.dep_ != "dobj" or node.head.pos_ != "VERB":
        return False
    verb = node.head
    if verb.lemma_.lower() in lexicon.measuring_lemmas:
        return False  # "a metric to evaluate the data faithfulness": measured
    if any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children) and (
        verb.dep_ == "advcl" or (verb.dep_ == "xcomp" and verb.head.lemma_.lower() in lexicon.intention_verbs)
    ):
        return True  # "To improve simulation fidelity, we ...", "we aim to improve geometric fidelity"
    return verb.tag_ == "VBG" and verb.dep_ == "pcomp" and verb.head.lower_ == "for"  # "a technique for improving retrieval quality"


def made_property(tokens: list[Token], lexicon: Lexicon) -> bool:
    """A modified quality noun the paper makes: "we introduce a margin-aware logit calibration in the offline stage to ...".

    What the paper proposes, introduces or designs is something it does,
    a technique, though its head names a quality a system has
    (``property_measure_heads``: "calibration", "sparsity"). The paper is
    "we", and the thing new ("a", "an"): "this strategy introduces the upfront
    cost of ..." adds a burden; a bare quality is not read so, and the head
    must end the object ("we introduce a knowledge quality metric" makes a
    measure).
    """
    head = tokens[-1]
    node = first_conjunct(head, 8)
    verb = node.head
    return (
        len(tokens) > 1
        and head.lower_ in lexicon.property_measure_heads
        and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in head.children)  # a new thing, not "introduces the upfront cost"
        and node.dep_ == "dobj"
        and (head.i + 1 == len(head.doc) or lexicon.head_type(head.doc[head.i + 1].lower_) != "Metric")
        and verb.pos_ == "VERB"
        and verb.lemma_.lower() in lexicon.contribution_verbs
        and any(c.dep_ == "nsubj" and c.lower_ == "we" for c in verb.children)
    )


_SLASH = re.compile(r"(?<=\S)/(?=\S)")


def split_slashed_measures(cands: list[Candidate], gazetteer_types: dict[str, str]) -> list[Candidate]:
    """ "improves PSNR/SSIM by ...", "WER/CER", "context precision/recall": measures joined by a slash are each a measure.

    The phrase and name rules read the slashed words as one. A measure is
    split where every part is a known measure or ends in one ("context
    precision"); "character/word error rate", whose first part names none
    alone, and a score after a unit ("dB/0.92") stay as they are.
    """
    out: list[Candidate] = []
    for c in cands:
        if c.type != "Metric" or "/" not in c.text:
            out.append(c)
            continue
        bounds, start = [], 0
        for slash in _SLASH.finditer(c.text):
            bounds.append((start, slash.start()))
            start = slash.end()
        bounds.append((start, len(c.text)))
        parts = [(a, b, c.text[a:b]) for a, b in bounds]
        if len(parts) < 2 or not all(part.strip() == part and _ends_in_known_measure(part, gazetteer_types) for _, _, part in parts):
            out.append(c)
            continue
        out.extend(Candidate(c.start + a, c.start + b, "Metric", c.confidence, c.rule, part) for a, b, part in parts)
    return out


def _ends_in_known_measure(part: str, gazetteer_types: dict[str, str]) -> bool:
    """The part is a known measure, or a phrase whose last word is one ("context precision")."""
    words = part.split()
    return bool(words) and (known_type(part, gazetteer_types) == "Metric" or known_type(words[-1], gazetteer_types) == "Metric")
