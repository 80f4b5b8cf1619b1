"""Building into a store: only new and changed records are parsed.

:func:`add_records` extracts the records whose text the store does not hold
yet (by content hash) and commits them in batches, so an interrupted build
keeps every finished batch; :func:`refresh` resolves the whole corpus again
from the stored extractions and rewrites the named graphs that changed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from kg.extraction import PaperExtraction
from kg.records import Record
from kg.resolve import Corpus
from kg.store import KgStore, SyncReport

COMMIT_EVERY = 256

Extractor = Callable[[list[Record]], Iterator[PaperExtraction]]


@dataclass
class AddReport:
    read: int = 0
    unchanged: int = 0
    new: int = 0
    changed: int = 0
    stale: int = 0  # same text, made by other extractors (paper-kg, spaCy or model version)
    relabelled: int = 0  # same text, other metadata (authors, DOI, links): rewritten, not extracted
    extracted: int = 0


def add_records(
    store: KgStore,
    records: list[Record],
    extractor: Extractor,
    *,
    commit_every: int = COMMIT_EVERY,
    progress: Callable[[int, int], None] | None = None,
    fingerprint: str = "",
) -> AddReport:
    """Extract and store the records that are new, whose text changed, or
    whose stored extraction was made by other extractors than ``fingerprint``
    (see :func:`kg.pipeline.extractor_fingerprint`). A record whose text is
    unchanged but whose metadata (authors, DOI, links) is not keeps its
    extraction and has its record replaced."""
    known = store.held()
    report = AddReport(read=len(records))
    todo = []
    relabel: list[PaperExtraction] = []
    for record in records:
        held = known.get(record.id)
        if held is not None and held[:2] == (record.content_hash, fingerprint):
            if held[2] == record.metadata_hash:
                report.unchanged += 1
                continue
            stored = store.extraction(record.id)
            if stored is not None:
                stored.record = record
                relabel.append(stored)
                report.relabelled += 1
                continue
        if held is None:
            report.new += 1
        elif held[0] == record.content_hash:
            report.stale += 1
        else:
            report.changed += 1
        todo.append(record)
    for start in range(0, len(relabel), commit_every):
        store.put(relabel[start:start + commit_every], fingerprint)
    pending: list[PaperExtraction] = []
    try:
        for ex in extractor(todo):
            pending.append(ex)
            if len(pending) >= commit_every:
                report.extracted += store.put(pending, fingerprint)
                pending = []
            if progress:
                progress(report.extracted + len(pending), len(todo))
    finally:
        # Also on Ctrl-C: what finished is kept, and the next run skips it.
        if pending:
            report.extracted += store.put(pending, fingerprint)
    return report


def refresh(store: KgStore, *, min_confidence: float = 0.0,
            progress: Callable[[int, int], None] | None = None) -> tuple[Corpus, SyncReport]:
    """Resolve every stored paper again and bring the named graphs up to date."""
    corpus = store.corpus(min_confidence)
    return corpus, store.sync(corpus, progress)


def remove_papers(store: KgStore, ids: Iterable[str], *, min_confidence: float = 0.0) -> tuple[list[str], SyncReport]:
    """Delete papers; entities that no remaining paper mentions go with them.

    Entities live in the graphs of the papers that mention them, so dropping a
    paper's graph drops whatever only it mentioned; other papers' graphs are
    rewritten where the removal changed a label, an alias or a type vote.
    Returns the ids not found (nothing is removed then) and the sync report.
    """
    ids = list(dict.fromkeys(ids))
    held = store.hashes()
    missing = [i for i in ids if i not in held]
    if missing:
        return missing, SyncReport()
    store.remove(ids)
    _, report = refresh(store, min_confidence=min_confidence)
    return [], report
