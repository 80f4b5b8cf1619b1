"""How overlapping candidates are resolved: one reading for each stretch of text.

Every function here is pure: candidates (and plain data) in, candidates out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from kg.extract.document import Candidate, PRIORITY
from kg.extract.name_forms import names_part_of_known_data


def resolve_overlaps(
    candidates: Iterable[Candidate], kind_words: frozenset[str] = frozenset(), variant_words: frozenset[str] = frozenset(),
    gazetteer_types: dict[str, str] | None = None, data_kinds: frozenset[str] = frozenset(),
) -> list[Candidate]:
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
    parts: list[Candidate] = []
    for c in candidates:
        if c.rule == "eponym":
            for t in terms:
                if t.start <= c.start and t.end >= c.end and t.end - t.start > c.end - c.start and not any(
                    ch.isupper() for ch in t.text[: c.start - t.start] + t.text[c.end - t.start :]
                ):
                    # "Kullback-Leibler divergence regularization", "pairwise Jensen-Shannon divergence":
                    # the phrase around a measure named after people is the entity
                    replaced.add(id(c))
                    promoted.add(id(t))
        if c.rule == "gazetteer":
            for t in terms:
                if t.start < c.start and t.type == c.type and not _domain_before_metric(t, c, variant_words) and (
                    t.end == c.end or t.text[c.end - t.start :].strip().lower() in kind_words
                ):
                    replaced.add(id(c))
                    promoted.add(id(t))
                elif t.start <= c.start and t.end > c.end and t.type in ("Metric", "Task") and c.type != t.type and c.text.islower():
                    replaced.add(id(c))
                    promoted.add(id(t))
            for n in candidates:
                if n.rule in ("name", "name-typed") and n.start == c.start and names_part_of_known_data(
                    n.text, c.text, c.type, gazetteer_types or {}, data_kinds
                ):
                    replaced.update((id(c), id(n)))  # "ScanNet V2", "KITTI Odometry": the known data's release or part
                    parts.append(Candidate(n.start, n.end, c.type, c.confidence, "name-typed", n.text))
                elif (
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
    candidates = [c for c in candidates if id(c) not in replaced] + parts
    promoted.update(id(p) for p in parts)

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


def _domain_before_metric(term: Candidate, known: Candidate, variant_words: frozenset[str] = frozenset()) -> bool:
    """ "flood IoU": one lower-case word of the domain before a known metric acronym, which the metric's name does not take
    ("weighted F1" takes a word that makes another measure of it, ``variant_words``)."""
    if known.type != "Metric" or not _METRIC_CODE.fullmatch(known.text):
        return False
    before = term.text[: known.start - term.start].strip()
    return bool(before) and before.isalpha() and before.islower() and " " not in before and before not in variant_words
