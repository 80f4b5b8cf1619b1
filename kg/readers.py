"""Readers: plain text, JSON, JSON Lines and CSV (each optionally gzipped) to records.

Contract: :func:`read_records` yields :class:`~kg.records.Record` objects in
input order. A problem with the input raises :class:`InputError`, whose
message names the file and the line or record ("papers.jsonl:17: not valid
JSON: ..."). With ``on_error`` given, a bad *record* is handed to it and
reading goes on; a bad *file* (missing, a directory, binary, truncated gzip)
always raises, since nothing after it can be trusted.
"""

from __future__ import annotations

import csv
import io
import json
import re
import sys
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

from kg.records import Record, Venue, normalise_doi, normalise_id, text_id

FORMATS = ("text", "json", "jsonl", "csv", "tsv")

_EXTENSIONS = {
    ".txt": "text",
    ".text": "text",
    ".md": "text",
    ".json": "json",
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
    ".csv": "csv",
    ".tsv": "tsv",
}

#: Largest record accepted, in characters. Bigger ones are reported as bad
#: records rather than exhausting memory or spaCy's max_length.
DEFAULT_MAX_RECORD_CHARS = 1_000_000


class InputError(Exception):
    """A problem with the input, with the place it was found."""

    def __init__(self, source: str, location: int | str | None, message: str):
        self.source = source
        self.location = location
        self.message = message
        where = source if location is None else f"{source}:{location}"
        super().__init__(f"{where}: {message}")


ErrorHandler = Callable[[InputError], None]


def detect_format(path: str) -> str:
    """The input format from a file name (``.gz`` is looked through)."""
    name = path.lower()
    if name.endswith(".gz"):
        name = name[:-3]
    suffix = Path(name).suffix
    return _EXTENSIONS.get(suffix, "text")


def _read_bytes(path: str) -> tuple[bytes, InputError | None]:
    """The file's bytes (gzip undone), and the error that cut them short, if any.

    A truncated or corrupt gzip stream still gives what was decompressed
    before the damage, so that ``--skip-bad`` can keep the complete records in it.
    """
    if path == "-":
        data = sys.stdin.buffer.read()
    else:
        p = Path(path)
        if not p.exists():
            raise InputError(path, None, "no such file")
        if p.is_dir():
            raise InputError(path, None, "is a directory, not a file")
        try:
            data = p.read_bytes()
        except OSError as exc:
            raise InputError(path, None, f"cannot read: {exc.strerror or exc}") from None
    if path.lower().endswith(".gz") or data[:2] == b"\x1f\x8b":
        return _gunzip(path, data)
    return data, None


def _gunzip(path: str, data: bytes) -> tuple[bytes, InputError | None]:
    out: list[bytes] = []
    rest = data
    try:
        while rest:  # a .gz file may hold several members, one after another
            stream = zlib.decompressobj(wbits=31)
            out.append(stream.decompress(rest))
            if not stream.eof:
                raise EOFError("the stream ends before its last block")
            rest = stream.unused_data
    except (EOFError, zlib.error) as exc:
        got = b"".join(out)
        return got, InputError(
            path, None, f"gzip data is truncated or corrupt after {len(got):,} bytes of text ({exc})"
        )
    return b"".join(out), None


def _complete_part(data: bytes, fmt: str) -> bytes:
    """What a cut-off text surely holds whole: up to its last line end (last blank line for plain text)."""
    cut = data.rfind(b"\n\n" if fmt == "text" else b"\n")
    return data[: cut + 1] if cut >= 0 else b""


_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
# Bytes no text file holds: C0 controls other than tab, newline, form feed,
# carriage return and escape.
_BINARY_BYTES = re.compile(rb"[\x00-\x08\x0e-\x1a\x1c-\x1f]")


def looks_binary(data: bytes) -> bool:
    """More than one control byte, or more than 1 in 100, in the first 8 KB.

    A stray NUL in a text or CSV file is dropped later; a file full of them
    (an image, a PDF, a pickle) is not text. UTF-16 with a byte-order mark is
    text with NULs, and is left to the decoder.
    """
    if data.startswith(_UTF16_BOMS):
        return False
    sample = data[:8192]
    return len(_BINARY_BYTES.findall(sample)) > max(1, len(sample) // 100)


def _decode(path: str, data: bytes, encoding: str, on_error: ErrorHandler | None = None) -> str:
    """The text of ``data``. An undecodable byte is an error naming its line and offset.

    With ``on_error`` (given for line-based formats under ``--skip-bad``)
    each line holding undecodable bytes is reported and read as an empty
    line instead, so that the records on the other lines are kept.
    """
    if looks_binary(data):
        raise InputError(path, None, "looks like a binary file (control bytes), not text")
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as exc:
        if on_error is None or data.startswith(_UTF16_BOMS) or "16" in encoding or "32" in encoding:
            raise _decode_error(path, data, encoding, exc.start) from None
        text = _decode_lines(path, data, encoding, on_error)
    except LookupError:
        raise InputError(path, None, f"unknown encoding {encoding!r}") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return text


def _decode_error(path: str, data: bytes, encoding: str, offset: int, line: int | None = None) -> InputError:
    line = line or data[:offset].count(b"\n") + 1
    hint = "--encoding latin-1"
    if data.startswith(_UTF16_BOMS) and not encoding.lower().startswith("utf-16"):
        hint = "--encoding utf-16 (the file starts with a UTF-16 byte-order mark)"
    return InputError(
        path,
        line,
        f"not valid {encoding} at byte {offset:,} (0x{data[offset]:02x}); "
        f"give the file's encoding with --encoding, e.g. {hint}",
    )


def _decode_lines(path: str, data: bytes, encoding: str, on_error: ErrorHandler) -> str:
    lines = []
    offset = 0
    for number, raw in enumerate(data.split(b"\n"), start=1):
        try:
            lines.append(raw.decode(encoding))
        except UnicodeDecodeError as exc:
            on_error(_decode_error(path, data, encoding, offset + exc.start, number))
            lines.append("")
        offset += len(raw) + 1
    return "\n".join(lines)


def _clean_surrogates(text: str) -> str:
    """Replace lone surrogates (which JSON escapes can produce) with U+FFFD.

    No UTF-8 file can hold them, so keeping them would make every output
    invalid; the replacement keeps the offsets of everything else.
    """
    if any("\ud800" <= ch <= "\udfff" for ch in text):
        return "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in text)
    return text


def read_records(
    paths: list[str] | tuple[str, ...],
    *,
    input_format: str | None = None,
    encoding: str = "utf-8",
    on_error: ErrorHandler | None = None,
    max_record_chars: int = DEFAULT_MAX_RECORD_CHARS,
    on_skip: ErrorHandler | None = None,
) -> Iterator[Record]:
    """Yield the records of every input in order.

    ``input_format`` overrides detection by extension (needed for ``-``,
    stdin, which is otherwise sniffed: ``{`` or ``[`` first means JSON).
    A record longer than ``max_record_chars`` is well-formed but too big to
    parse: it is handed to ``on_skip`` (a warning) and left out, and reading
    goes on; without ``on_skip`` it is an error like any bad record.
    """
    for path in paths:
        source = "<stdin>" if path == "-" else path
        try:
            text, fmt = _open_text(path, source, input_format, encoding, on_error)
        except InputError as error:
            # A file that cannot be read at all is one bad input: with a
            # handler it is reported and the other files are still read.
            _report(error, on_error)
            continue
        reader = _READERS[fmt]
        for item in reader(source, text, on_error):
            if isinstance(item, InputError):
                _report(item, on_error)
                continue
            if len(item.abstract) > max_record_chars:
                _report(
                    InputError(
                        item.source,
                        item.location,
                        f"abstract has {len(item.abstract):,} characters, more than the limit "
                        f"of {max_record_chars:,}; record skipped",
                    ),
                    on_skip or on_error,
                )
                continue
            yield item


def _open_text(path: str, source: str, input_format: str | None, encoding: str,
               on_error: ErrorHandler | None) -> tuple[str, str]:
    """The text of one input and its format; InputError for a file with no usable text."""
    if input_format is not None and input_format not in _READERS:
        raise InputError(source, None, f"unknown input format {input_format!r} (one of {', '.join(FORMATS)})")
    # The format as given or by extension; stdin without --input-format is sniffed from its text below.
    known = input_format or (detect_format(path) if path != "-" else None)
    data, cut = _read_bytes(path)
    if cut is not None:
        _report(cut, on_error)  # without a handler this stops here, before any record is used
        data = _complete_part(data, known or "jsonl")
    line_based = known in ("jsonl", "csv", "tsv")
    text = _decode(source, data, encoding, on_error if line_based else None)
    if not text.strip():
        if cut is not None:
            raise InputError(source, None, "no complete record before the damage")
        raise InputError(source, None, "empty input: no records" if path == "-" else "empty file: no records")
    return text, known or _sniff(text)


def _report(error: InputError, on_error: ErrorHandler | None) -> None:
    if on_error is None:
        raise error
    on_error(error)


def _sniff(text: str) -> str:
    head = text.lstrip()[:1]
    if head == "[":
        return "json"
    if head == "{":
        first = text.lstrip().split("\n", 1)[0].strip()
        try:
            json.loads(first)
            return "jsonl"
        except ValueError:
            return "json"
    return "text"


# ------------------------------------------------------------------ text

_HEADER_VENUE = re.compile(r"\b([A-Z][A-Za-z]*(?:[-/][A-Za-z]+)*)\s*['’]?\s*((?:19|20)\d{2})\b")
_SENTENCE_END = re.compile(r"[.!?。]\s*$")


def _paragraphs(text: str) -> Iterator[tuple[int, str]]:
    """Blank-line separated paragraphs with the line each starts on."""
    start_line = None
    lines: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            if start_line is None:
                start_line = number
            lines.append(line)
        elif lines:
            yield start_line, "\n".join(lines).strip()
            start_line, lines = None, []
    if lines:
        yield start_line, "\n".join(lines).strip()


def is_header(paragraph: str) -> bool:
    """A collection header: one short line that is not a sentence."""
    if "\n" in paragraph or len(paragraph) > 120:
        return False
    if _SENTENCE_END.search(paragraph):
        return False
    return len(paragraph.split()) <= 12


def venue_from_header(header: str) -> Venue | None:
    """ "ICML 2026 论文列表" -> Venue("ICML 2026", 2026)."""
    match = _HEADER_VENUE.search(header)
    if not match:
        return None
    name, year = match.group(1), int(match.group(2))
    return Venue(f"{name} {year}", year)


def _read_text(source: str, text: str, on_error) -> Iterator[Record | InputError]:
    paragraphs = list(_paragraphs(text))
    venue = None
    # A header is a short first line that is not a sentence, with abstracts after it.
    if len(paragraphs) > 1 and is_header(paragraphs[0][1]):
        venue = venue_from_header(paragraphs[0][1])
        paragraphs = paragraphs[1:]
    for line, paragraph in paragraphs:
        abstract = _clean_surrogates(paragraph)
        yield Record(id=text_id(abstract), abstract=abstract, source=source, location=line, venue=venue)


# ------------------------------------------------------------------ JSON


def _get(obj: dict, *keys: str):
    """The first present, non-empty value among ``keys``; OpenReview ``{"value": ...}`` unwrapped."""
    for key in keys:
        value = obj.get(key)
        if isinstance(value, dict) and "value" in value:
            value = value["value"]
        if value not in (None, "", [], {}):
            return value
    return None


def _string(value, what: str) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return _clean_surrogates(value)
    raise ValueError(f"{what} is a {type(value).__name__}, not a string")


def _names(value) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        separator = ";" if ";" in value else ","
        parts = re.split(rf"\s*{separator}\s*(?:and\s+)?|\s+and\s+", value)
        return tuple(_clean_surrogates(p.strip()) for p in parts if p.strip())
    if isinstance(value, list):
        names = []
        for item in value:
            if isinstance(item, str):
                names.append(_clean_surrogates(item.strip()))
            elif isinstance(item, dict) and isinstance(item.get("name"), str):
                names.append(_clean_surrogates(item["name"].strip()))
        return tuple(n for n in names if n)
    return ()


def record_from_mapping(obj, source: str, location: int) -> Record:
    """Build a record from an arXiv API record, a title/abstract object or an OpenReview note.

    Raises ``ValueError`` with a reason when the object cannot be a record.
    """
    if not isinstance(obj, dict):
        raise ValueError(f"record is a JSON {type(obj).__name__}, not an object")
    content = obj.get("content") if isinstance(obj.get("content"), dict) else {}
    abstract = _string(_get(obj, "abstract", "summary", "abstractText") or _get(content, "abstract", "TL;DR"), "abstract")
    if abstract is None or not abstract.strip():
        raise ValueError("record has no abstract (looked for abstract, summary, content.abstract)")
    title = _string(_get(obj, "title") or _get(content, "title"), "title")
    raw_id = _get(obj, "id", "arxiv_id", "paper_id", "paperId", "forum", "doi")
    identifier = normalise_id(str(raw_id)) if isinstance(raw_id, (str, int)) and str(raw_id).strip() else None
    categories = obj.get("categories")
    if isinstance(categories, str):
        categories = categories.split()
    categories = tuple(c for c in (categories or ()) if isinstance(c, str))
    url = _string(_get(obj, "abs", "url", "link"), "url")
    pdf = _string(_get(obj, "pdf", "pdf_url") or _get(content, "pdf"), "pdf")
    venue = None
    venue_text = _get(obj, "venue") or _get(content, "venue")
    if isinstance(venue_text, str) and venue_text.strip():
        match = _HEADER_VENUE.search(venue_text)
        venue = Venue(f"{match.group(1)} {match.group(2)}", int(match.group(2))) if match else Venue(venue_text.strip())
    elif (url and "arxiv.org" in url) or (identifier and _ARXIV_ID.fullmatch(identifier)):
        venue = Venue("arXiv")
    return Record(
        id=identifier or text_id(abstract, title),
        abstract=abstract,
        source=source,
        location=location,
        title=(title.strip() or None) if title else None,
        identifier=identifier,
        authors=_names(obj.get("authors") or _get(content, "authors")),
        categories=categories,
        url=url,
        pdf=pdf,
        comment=_string(obj.get("comment") if isinstance(obj.get("comment"), str) else None, "comment"),
        venue=venue,
        doi=_doi(_get(obj, "doi", "DOI")),
    )


def _doi(value) -> str | None:
    return normalise_doi(value) if isinstance(value, str) else None


_ARXIV_ID = re.compile(r"\d{4}\.\d{4,5}(?:v\d+)?|[a-z-]+(?:\.[A-Z]{2})?/\d{7}(?:v\d+)?")


def _loads(text: str):
    """``json.loads`` that refuses NaN/Infinity and duplicate keys and reports
    deep nesting as ValueError.

    Python's json module accepts all three; a record with ``"abstract"`` twice
    would silently keep the last, so it is refused instead, naming the key.
    """

    def no_constant(name):
        raise ValueError(f"{name} is not valid JSON")

    def unique_keys(pairs):
        obj = {}
        for key, value in pairs:
            if key in obj:
                raise ValueError(f"duplicate key {key!r} in one object")
            obj[key] = value
        return obj

    try:
        return json.loads(text, parse_constant=no_constant, object_pairs_hook=unique_keys)
    except RecursionError:
        raise ValueError("JSON nested too deeply") from None


def _read_json(source: str, text: str, on_error) -> Iterator[Record | InputError]:
    if not text.strip():
        return
    try:
        data = _loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(source, exc.lineno, f"not valid JSON: {exc.msg} (column {exc.colno})") from None
    except ValueError as exc:
        raise InputError(source, None, f"not valid JSON: {exc}") from None
    if isinstance(data, dict):
        for key in ("records", "papers", "notes", "entries", "data"):
            if isinstance(data.get(key), list):
                data = data[key]
                break
        else:
            data = [data]
    if not isinstance(data, list):
        raise InputError(source, None, f"JSON is a {type(data).__name__}; expected a list of records or one record")
    for index, obj in enumerate(data, start=1):
        try:
            yield record_from_mapping(obj, source, index)
        except ValueError as exc:
            yield InputError(source, f"record {index}", str(exc))


def _read_jsonl(source: str, text: str, on_error) -> Iterator[Record | InputError]:
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            obj = _loads(line)
        except json.JSONDecodeError as exc:
            yield InputError(source, number, f"not valid JSON: {exc.msg} (column {exc.colno})")
            continue
        except ValueError as exc:
            yield InputError(source, number, f"not valid JSON: {exc}")
            continue
        try:
            yield record_from_mapping(obj, source, number)
        except ValueError as exc:
            yield InputError(source, number, str(exc))


# ------------------------------------------------------------------ CSV

_ABSTRACT_COLUMNS = ("abstract", "summary", "abstract_text", "abstracttext", "description")


def _read_delimited(source: str, text: str, on_error, delimiter: str) -> Iterator[Record | InputError]:
    if not text.strip():
        return
    csv.field_size_limit(max(csv.field_size_limit(), DEFAULT_MAX_RECORD_CHARS * 4))
    if delimiter == "," and _semicolon_header(text):
        delimiter = ";"  # the CSV of spreadsheets in locales where the comma is the decimal mark
    # NUL cannot be stored in any RDF literal and the csv module refuses it: dropped.
    reader = csv.reader(io.StringIO(text.replace("\x00", "")), delimiter=delimiter, strict=True)
    try:
        header = next(reader)
    except csv.Error as exc:
        raise InputError(source, 1, f"cannot read CSV header: {exc}") from None
    columns = [h.strip().lower().lstrip("\ufeff") for h in header]
    if not any(c in _ABSTRACT_COLUMNS for c in columns):
        raise InputError(
            source, 1, f"required column 'abstract' not found (have: {', '.join(h for h in header if h) or 'nothing'})"
        )
    rows = iter(reader)
    while True:
        start = reader.line_num + 1
        try:
            row = next(rows)
        except StopIteration:
            return
        except csv.Error as exc:
            if "unexpected end of data" in str(exc):
                # strict=True is what catches this: the default reader would
                # silently read the rest of the file into one field.
                raise InputError(source, start, "unterminated quoted field (a \" is never closed)") from None
            raise InputError(source, reader.line_num, f"bad CSV: {exc}") from None
        line = reader.line_num
        if not any(cell.strip() for cell in row):
            continue
        obj = {columns[i]: cell for i, cell in enumerate(row) if i < len(columns) and cell.strip()}
        try:
            yield record_from_mapping(obj, source, line)
        except ValueError as exc:
            yield InputError(source, line, str(exc))


def _semicolon_header(text: str) -> bool:
    """A header line with semicolons and no commas: a ``;``-separated file."""
    header = text.lstrip("\ufeff").split("\n", 1)[0]
    return ";" in header and "," not in header


def _read_csv(source, text, on_error):
    return _read_delimited(source, text, on_error, ",")


def _read_tsv(source, text, on_error):
    return _read_delimited(source, text, on_error, "\t")


_READERS = {
    "text": _read_text,
    "json": _read_json,
    "jsonl": _read_jsonl,
    "csv": _read_csv,
    "tsv": _read_tsv,
}
