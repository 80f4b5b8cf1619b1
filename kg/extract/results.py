"""Reported numbers as results: value, unit, metric, benchmark and the entity they belong to.

"the best accuracy of 64.8% achieved by Gemini 3 Flash" -> 64.8 %, accuracy, by Gemini 3 Flash.
"a bug fix rate 1.4x-1.6x higher" -> 1.4 to 1.6 x, bug fix rate, an improvement.
"improves ... by 5.90%, 11.25%, and 9.55% on the A, B, and C benchmarks,
respectively" -> three results, each with its benchmark.

Only numbers with a unit of performance (percent, a factor, points) are
results; counts ("919 videos") and sizes ("7B") are not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from spacy.tokens import Doc

from kg.extract.document import Candidate, doc_text, sentences
from kg.extract.lexicon import Lexicon

_NUMBER = r"\d+(?:[.,]\d+)?"
_UNIT = r"(?:%|x\b|×|\s?(?:percentage points|points|pp)\b)"
RESULT = re.compile(
    rf"(?<![\w.])(?P<value>{_NUMBER})(?P<unit1>{_UNIT})?(?:\s?(?:[-–~]|to)\s?(?P<max>{_NUMBER}))?(?P<unit>{_UNIT})"
)


@dataclass(frozen=True)
class ResultMatch:
    start: int
    end: int
    value: Decimal
    max_value: Decimal | None
    unit: str
    improvement: bool
    metric: Candidate | None
    benchmark: Candidate | None
    entity: Candidate | None


def _decimal(text: str) -> Decimal:
    return Decimal(text.replace(",", "")) if text.count(",") == 1 and len(text.split(",")[1]) == 3 else Decimal(text.replace(",", "."))


def _unit(raw: str) -> str:
    raw = raw.strip()
    if raw in ("×", "x"):
        return "x"
    if raw in ("pp", "percentage points"):
        return "percentage points"
    return raw


def find_results(doc: Doc, entities: list[Candidate], lexicon: Lexicon) -> list[ResultMatch]:
    """Every result in ``doc`` with its metric, benchmark and owner where the sentence says."""
    out: list[ResultMatch] = []
    full = doc_text(doc)
    for sent in sentences(doc):
        s0, s1 = sent.start_char, sent.end_char
        text = full[s0:s1]
        matches = [m for m in RESULT.finditer(text)]
        if not matches:
            continue
        in_sentence = [e for e in entities if s0 <= e.start and e.end <= s1]
        metrics = [e for e in in_sentence if e.type == "Metric"]
        benchmarks = [e for e in in_sentence if e.type in ("Benchmark", "Dataset")]
        owners = [e for e in in_sentence if e.type in ("Method", "Model")]
        respectively = "respectively" in text.lower()
        lowered = text.lower()
        for index, m in enumerate(matches):
            start, end = s0 + m.start(), s0 + m.end()
            window = lowered[max(0, m.start() - 80) : m.end() + 30]
            improvement = lexicon.improvement_pattern.search(window) is not None or bool(
                re.search(r"\bby\s*$", lowered[: m.start()])
            )
            metric = _nearest(metrics, start, end)
            if respectively and len(benchmarks) == len(matches):
                benchmark = benchmarks[index]
            else:
                after = [b for b in benchmarks if b.start >= end]
                benchmark = after[0] if after else (_nearest(benchmarks, start, end) if benchmarks else None)
            entity = _owner(doc, text, m, s0, owners)
            max_value = _decimal(m.group("max")) if m.group("max") else None
            out.append(
                ResultMatch(
                    start,
                    end,
                    _decimal(m.group("value")),
                    max_value,
                    _unit(m.group("unit")),
                    improvement,
                    metric,
                    benchmark,
                    entity,
                )
            )
    return out


def _nearest(cands: list[Candidate], start: int, end: int) -> Candidate | None:
    if not cands:
        return None
    return min(cands, key=lambda c: min(abs(c.end - start), abs(c.start - end)))


def _owner(doc: Doc, text: str, m: re.Match, s0: int, owners: list[Candidate]) -> Candidate | None:
    """ "achieved by X" after the number, else the sentence's subject when it is a method or model."""
    tail = text[m.end() : m.end() + 40]
    by = re.match(r"\s*(?:\w+\s+){0,2}(?:achieved|obtained|attained|reached)\s+by\s+", tail)
    if by:
        pos = s0 + m.end() + by.end()
        for o in owners:
            if o.start == pos:
                return o
    before = [o for o in owners if o.end <= s0 + m.start()]
    for o in before:
        span = doc.char_span(o.start, o.end, alignment_mode="expand")
        if span is not None and span.root.dep_ in ("nsubj", "nsubjpass"):
            return o
    return None
