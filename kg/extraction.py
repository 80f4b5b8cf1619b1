"""From records to per-paper extractions, with offsets into the text as read.

Contract: :func:`extract_records` yields one :class:`PaperExtraction` per
record, in order. Each mention's ``start``/``end`` index the record's
original abstract (or title), whatever cleanup the parser saw.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
import json
from dataclasses import dataclass, field, fields

from spacy.language import Language
from spacy.tokens import Doc

from kg.cleanup import CleanText, clean
from kg.components import read_group
from kg.extract.document import doc_text, set_emphasis, set_maths, tokenize
from kg.records import Record, Venue


@dataclass(frozen=True)
class Mention:
    field: str  # "abstract" or "title"
    start: int
    end: int
    text: str  # the original text at [start, end)
    clean_text: str  # the same span as the parser saw it (markup removed)
    type: str
    confidence: float
    rule: str
    relation: str | None = None
    relation_confidence: float | None = None
    cue: str | None = None

    @property
    def proposed(self) -> bool:
        return self.relation in ("proposes", "introduces")


@dataclass(frozen=True)
class AcronymDefinition:
    field: str
    long_start: int
    long_end: int
    long: str
    short: str


@dataclass(frozen=True)
class ResultMention:
    field: str
    start: int
    end: int
    text: str
    value: str
    max_value: str | None
    unit: str
    improvement: bool
    confidence: float
    metric: tuple[int, int] | None
    benchmark: tuple[int, int] | None
    entity: tuple[int, int] | None


@dataclass(frozen=True)
class Repository:
    field: str
    start: int
    end: int
    url: str
    role: str


@dataclass
class PaperExtraction:
    record: Record
    mentions: list[Mention] = field(default_factory=list)
    acronyms: list[AcronymDefinition] = field(default_factory=list)
    results: list[ResultMention] = field(default_factory=list)
    repositories: list[Repository] = field(default_factory=list)


def _fields(record: Record) -> list[tuple[str, str]]:
    fields = []
    if record.title:
        fields.append(("title", record.title))
    fields.append(("abstract", record.abstract))
    return fields


def doc_to_extraction(doc: Doc, cleaned: CleanText, field_name: str, out: PaperExtraction) -> None:
    """Append what the components wrote to ``doc`` to ``out``, offsets mapped to the original."""
    original = cleaned.original
    text = doc_text(doc)

    def back(start: int, end: int) -> tuple[int, int]:
        return cleaned.to_original(start, end)

    relations = {(m["start"], m["end"]): (label, m) for label, m in read_group(doc, "kg_relations")}
    for label, meta in read_group(doc, "kg_entities"):
        s, e = meta["start"], meta["end"]
        a, b = back(s, e)
        rel = relations.get((s, e))
        out.mentions.append(
            Mention(
                field_name, a, b, original[a:b], text[s:e], label, meta["confidence"], meta["rule"],
                rel[0] if rel else None, rel[1]["confidence"] if rel else None, rel[1]["cue"] if rel else None,
            )
        )
    for label, meta in read_group(doc, "kg_acronyms"):
        a, b = back(meta["start"], meta["end"])
        out.acronyms.append(AcronymDefinition(field_name, a, b, text[meta["start"] : meta["end"]], label))
    for label, meta in read_group(doc, "kg_repositories"):
        if meta.get("repository"):
            a, b = back(meta["start"], meta["end"])
            out.repositories.append(Repository(field_name, a, b, meta["url"], label))
    for _, meta in read_group(doc, "kg_results"):
        a, b = back(meta["start"], meta["end"])

        def span(pair):
            return back(*pair) if pair else None

        out.results.append(
            ResultMention(
                field_name, a, b, original[a:b], meta["value"], meta["max_value"], meta["unit"],
                meta["improvement"], meta["confidence"], span(meta["metric"]), span(meta["benchmark"]),
                span(meta["entity"]),
            )
        )


def _within_limit(text: str, limit: int) -> str:
    """``text``, cut at a space before ``limit`` characters if longer.

    Readers skip records over the limit, but cleanup may lengthen a text a
    little (it splits overlong runs); one over-long text would otherwise stop
    the whole ``nlp.pipe`` (spaCy error E088). A prefix keeps every offset valid.
    """
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > 0 else limit]


def extract_records(
    records: Iterable[Record], nlp: Language, *, batch_size: int = 64, n_process: int = 1
) -> Iterator[PaperExtraction]:
    """Run the pipeline over every record's title and abstract, streaming.

    With ``n_process`` over 1 the records are extracted by forked worker
    processes (:mod:`kg.parallel`), in the same order and with the same result.
    """
    if n_process > 1:
        from kg.parallel import can_fork, extract_in_workers

        if can_fork():
            yield from extract_in_workers(records, nlp, n_process, batch_size=batch_size)
            return

    def texts():
        for record in records:
            fields = _fields(record)
            for index, (name, text) in enumerate(fields):
                cleaned = clean(text)
                # Tokenized here, not in nlp.pipe, so that the doc keeps its text (spaCy joins it again on every access).
                doc = tokenize(nlp, _within_limit(cleaned.text, nlp.max_length))
                if cleaned.emphasis:
                    set_emphasis(doc, cleaned.emphasis)
                if cleaned.maths:
                    set_maths(doc, cleaned.maths)
                yield doc, (record, name, cleaned, index == len(fields) - 1)

    current: PaperExtraction | None = None
    for doc, (record, name, cleaned, last) in nlp.pipe(texts(), as_tuples=True, batch_size=batch_size, n_process=n_process):
        if current is None or current.record is not record:
            current = PaperExtraction(record)
        doc_to_extraction(doc, cleaned, name, current)
        if last:
            yield current
            current = None


# ------------------------------------------------------------------ storage form

_ROWS = (("mentions", Mention), ("acronyms", AcronymDefinition), ("results", ResultMention), ("repositories", Repository))


def _row(item) -> list:
    return [list(v) if isinstance(v, tuple) else v for v in (getattr(item, f.name) for f in fields(item))]


def _unrow(cls, row: list):
    values = [tuple(v) if isinstance(v, list) else v for v in row]
    return cls(*values)


def record_to_data(record: Record) -> dict:
    data = {f.name: getattr(record, f.name) for f in fields(record) if f.name not in ("venue", "extra")}
    data["authors"], data["categories"] = list(record.authors), list(record.categories)
    if record.venue is not None:
        data["venue"] = [record.venue.name, record.venue.year]
    if record.extra:
        data["extra"] = record.extra
    return data


def record_from_data(data: dict) -> Record:
    data = dict(data)
    venue = data.pop("venue", None)
    data["authors"], data["categories"] = tuple(data.get("authors", ())), tuple(data.get("categories", ()))
    return Record(**data, venue=Venue(venue[0], venue[1]) if venue else None)


def extraction_to_json(ex: PaperExtraction) -> str:
    """A compact JSON form of an extraction (how a store keeps it, and how it travels to a cluster)."""
    data = {"record": record_to_data(ex.record)}
    for name, _ in _ROWS:
        data[name] = [_row(item) for item in getattr(ex, name)]
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def extraction_from_json(text: str) -> PaperExtraction:
    data = json.loads(text)
    ex = PaperExtraction(record_from_data(data["record"]))
    for name, cls in _ROWS:
        getattr(ex, name).extend(_unrow(cls, row) for row in data.get(name, ()))
    return ex
