"""The build: input files to an RDF dataset, one stage after another.

``readers -> spaCy pipeline -> entity resolution -> rdflib graph``.
This module only wires the stages; each lives in its own module.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace

from rdflib import Dataset
from spacy.language import Language

from kg.extraction import PaperExtraction, extract_records
from kg.export import DatasetLines
from kg.graph import build_dataset, paper_lines
from kg.iri import DEFAULT_BASE, IriMinter
from kg.readers import DEFAULT_MAX_RECORD_CHARS, InputError, read_records
from kg.records import Record
from kg.resolve import Corpus, resolve


@dataclass
class BuildReport:
    records: int = 0
    bad_records: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    entities: Counter = field(default_factory=Counter)
    mentions: int = 0
    results: int = 0
    quads: int = 0


def deduplicate(records: Iterable[Record], warn: Callable[[str], None]) -> Iterator[Record]:
    """Drop exact repeats; keep same-id records with different text apart.

    A repeated id with the same text is the same paper read twice: the first
    is kept. With a different text both are kept, the later one with the
    first eight hex digits of its content hash added to its id, and both
    places are reported.

    Two ids with one DOI are read the same way: the same text again is a
    repeat and skipped; a different text (a preprint and its published
    version) is kept as a second paper, reported, and linked to the first
    through the shared ``schema:sameAs`` DOI.
    """
    seen: dict[str, tuple[str, str]] = {}
    dois: dict[str, tuple[str, str, str]] = {}
    for record in records:
        if record.doi:
            other = dois.get(record.doi)
            if other is None:
                dois[record.doi] = (record.id, record.content_hash, record.where)
            elif other[0] != record.id:
                if other[1] == record.content_hash:
                    warn(f"{record.where}: duplicate of {other[2]} (same DOI {record.doi}, same text, "
                         f"ids {record.id!r} and {other[0]!r}); skipped")
                    continue
                warn(f"{record.where}: DOI {record.doi} also given for id {other[0]!r} at {other[2]}; "
                     f"both kept, linked by the DOI")
        first = seen.get(record.id)
        if first is None:
            seen[record.id] = (record.content_hash, record.where)
            yield record
            continue
        if first[0] == record.content_hash:
            warn(f"{record.where}: duplicate of {first[1]} (same id {record.id!r}, same text); skipped")
            continue
        new_id = f"{record.id}-{record.content_hash[:8]}"
        warn(f"{record.where}: id {record.id!r} also used by {first[1]} with a different text; kept as {new_id!r}")
        seen[new_id] = (record.content_hash, record.where)
        yield replace(record, id=new_id)


def read_unique(
    paths: list[str],
    report: BuildReport,
    *,
    input_format: str | None = None,
    encoding: str = "utf-8",
    skip_bad: bool = False,
    max_record_chars: int = DEFAULT_MAX_RECORD_CHARS,
    warn: Callable[[str], None] = lambda message: None,
) -> list[Record]:
    """Every record of ``paths``, repeats dropped; bad records raise InputError unless ``skip_bad``."""

    def on_error(error: InputError) -> None:
        report.bad_records.append(str(error))
        warn(f"{error} (skipped)")

    def recorded(warning: str) -> None:
        report.warnings.append(warning)
        warn(warning)

    records = read_records(
        paths, input_format=input_format, encoding=encoding, on_error=on_error if skip_bad else None,
        max_record_chars=max_record_chars, on_skip=lambda error: recorded(str(error)),
    )
    # Records are small (text and metadata); reading them first gives the total
    # for progress. Docs are never kept: each is turned into plain data at once.
    return list(deduplicate(records, recorded))


def extract(
    paths: list[str],
    nlp: Language,
    report: BuildReport,
    *,
    input_format: str | None = None,
    encoding: str = "utf-8",
    skip_bad: bool = False,
    n_process: int = 1,
    max_record_chars: int = DEFAULT_MAX_RECORD_CHARS,
    warn: Callable[[str], None] = lambda message: None,
    progress: Callable[[int, int], None] | None = None,
) -> list[PaperExtraction]:
    unique = read_unique(paths, report, input_format=input_format, encoding=encoding, skip_bad=skip_bad,
                         max_record_chars=max_record_chars, warn=warn)
    extractions = []
    for ex in extract_records(unique, nlp, n_process=n_process):
        extractions.append(ex)
        report.records += 1
        if progress:
            progress(report.records, len(unique))
    return extractions


def build_corpus(
    paths: list[str],
    nlp: Language,
    *,
    input_format: str | None = None,
    encoding: str = "utf-8",
    skip_bad: bool = False,
    min_confidence: float = 0.0,
    n_process: int = 1,
    max_record_chars: int = DEFAULT_MAX_RECORD_CHARS,
    warn: Callable[[str], None] = lambda message: None,
    progress: Callable[[int, int], None] | None = None,
) -> tuple[Corpus, BuildReport]:
    """Read, extract and resolve ``paths``: everything before the graph is written."""
    report = BuildReport()
    extractions = extract(
        paths, nlp, report, input_format=input_format, encoding=encoding, skip_bad=skip_bad,
        n_process=n_process, max_record_chars=max_record_chars, warn=warn, progress=progress,
    )
    corpus = resolve(extractions, min_confidence=min_confidence)
    count(corpus, report)
    return corpus, report


def count(corpus: Corpus, report: BuildReport) -> None:
    report.entities = Counter(e.type for e in corpus.entities.values())
    report.mentions = sum(len(p.mentions) for p in corpus.papers)
    report.results = sum(len(p.results) for p in corpus.papers)


def dataset_lines(corpus: Corpus, minter: IriMinter) -> DatasetLines:
    """The whole dataset as lines per named graph, one graph per paper (what the Oxigraph writers read)."""
    return DatasetLines(paper_lines(corpus, minter))


def quad_lines(corpus: Corpus, minter: IriMinter) -> list[str]:
    """The whole dataset as N-Quads lines, one named graph per paper."""
    return list(dataset_lines(corpus, minter).quads())


def build(
    paths: list[str],
    nlp: Language,
    *,
    base: str = DEFAULT_BASE,
    input_format: str | None = None,
    encoding: str = "utf-8",
    skip_bad: bool = False,
    min_confidence: float = 0.0,
    n_process: int = 1,
    warn: Callable[[str], None] = lambda message: None,
    progress: Callable[[int, int], None] | None = None,
) -> tuple[Dataset, Corpus, BuildReport]:
    """Build the knowledge graph of ``paths`` as an rdflib Dataset; raises InputError on bad input unless ``skip_bad``."""
    corpus, report = build_corpus(
        paths, nlp, input_format=input_format, encoding=encoding, skip_bad=skip_bad,
        min_confidence=min_confidence, n_process=n_process, warn=warn, progress=progress,
    )
    ds = build_dataset(corpus, IriMinter(base))
    report.quads = sum(1 for _ in ds.quads((None, None, None, None)))
    return ds, corpus, report
