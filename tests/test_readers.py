"""Readers: every input shape, stable ids, and errors that name the place."""

import gzip
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kg.readers import InputError, is_header, read_records, venue_from_header
from kg.records import text_id


def write(tmp_path, name, content, mode="w"):
    path = tmp_path / name
    if mode == "wb":
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return str(path)


def test_plain_text_paragraphs_and_venue_header(tmp_path):
    path = write(tmp_path, "list.txt", "ICML 2026 论文列表\n\nFirst abstract.\nStill first.\n\n\nSecond abstract.\n")
    records = list(read_records([path]))
    assert [r.abstract for r in records] == ["First abstract.\nStill first.", "Second abstract."]
    assert records[0].venue.label == "ICML 2026" and records[0].venue.year == 2026
    assert records[0].location == 3 and records[1].location == 7
    assert records[0].title is None


def test_header_detection():
    assert is_header("ICML 2026 论文列表")
    assert not is_header("We propose a method that works.")
    assert venue_from_header("NeurIPS 2025 accepted papers").label == "NeurIPS 2025"
    assert venue_from_header("papers") is None


def test_text_without_header_keeps_first_paragraph(tmp_path):
    path = write(tmp_path, "a.txt", "We introduce X, a benchmark for things.\n\nAnother one.\n")
    assert len(list(read_records([path]))) == 2


def test_stable_ids_ignore_line_wrapping():
    assert text_id("a b\nc") == text_id("a  b c")
    assert text_id("a b c") != text_id("a b d")


def test_arxiv_jsonl(tmp_path):
    rec = {"id": "2501.00001v2", "title": "T", "summary": "We do X.", "authors": ["A B", "C D"],
           "categories": ["cs.LG"], "abs": "https://arxiv.org/abs/2501.00001v2", "pdf": "https://arxiv.org/pdf/2501.00001v2", "comment": None}
    path = write(tmp_path, "a.jsonl", json.dumps(rec) + "\n\n")
    (r,) = read_records([path])
    assert r.id == "2501.00001v2" and r.identifier == "2501.00001v2"
    assert r.title == "T" and r.authors == ("A B", "C D") and r.venue.name == "arXiv"
    assert r.url == "https://arxiv.org/abs/2501.00001v2"


def test_openreview_notes_and_json_list(tmp_path):
    notes = [{"id": "abc", "content": {"title": {"value": "Note"}, "abstract": {"value": "Abstract text."}, "venue": {"value": "ICLR 2025 poster"}}}]
    (r,) = read_records([write(tmp_path, "n.json", json.dumps(notes))])
    assert (r.id, r.title, r.abstract, r.venue.label) == ("abc", "Note", "Abstract text.", "ICLR 2025")


def test_csv_with_title_and_abstract(tmp_path):
    path = write(tmp_path, "p.csv", 'Title,Abstract,extra\n"A, title","An abstract.",x\n')
    (r,) = read_records([path])
    assert (r.title, r.abstract, r.location) == ("A, title", "An abstract.", 2)
    assert r.id == text_id("An abstract.", "A, title")


def test_gzip_input(tmp_path):
    path = write(tmp_path, "a.jsonl.gz", gzip.compress(b'{"title": "t", "abstract": "x y"}\n'), mode="wb")
    assert [r.abstract for r in read_records([path])] == ["x y"]


@pytest.mark.catalogue(1)
@pytest.mark.parametrize(
    "name, content, message",
    [
        ("bad.jsonl", '{"abstract": "ok"}\n{not json\n', "bad.jsonl:2: not valid JSON"),
        ("num.json", "42", "expected a list of records"),
        ("noabs.csv", "title,body\nx,y\n", "required column 'abstract' not found (have: title, body)"),
        ("empty.jsonl", '{"title": "t", "abstract": ""}\n', "empty.jsonl:1: record has no abstract"),
        ("nan.jsonl", '{"abstract": NaN}\n', "NaN is not valid JSON"),
        ("quote.csv", 'abstract\n"abc\n2,def\n', "quote.csv"),
    ],
)
def test_bad_input_names_file_and_place(tmp_path, name, content, message):
    path = write(tmp_path, name, content)
    with pytest.raises(InputError) as info:
        list(read_records([path]))
    assert message in str(info.value)
    assert str(info.value).startswith(path)


@pytest.mark.catalogue(1)
def test_skip_bad_keeps_every_good_record(tmp_path):
    path = write(tmp_path, "mixed.jsonl", '{"abstract": "one"}\n{oops\n{"abstract": ""}\n{"abstract": "two"}\n')
    errors = []
    records = list(read_records([path], on_error=errors.append))
    assert [r.abstract for r in records] == ["one", "two"]
    assert [e.location for e in errors] == [2, 3]


@pytest.mark.catalogue(1)
def test_file_level_errors(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        list(read_records([str(tmp_path / "missing.txt")]))
    with pytest.raises(InputError, match="is a directory"):
        list(read_records([str(tmp_path)]))
    binary = write(tmp_path, "b.txt", b"\x00\x01\x02binary", mode="wb")
    with pytest.raises(InputError, match="binary"):
        list(read_records([binary]))
    latin = write(tmp_path, "l.txt", "caf\xe9 abstract".encode("latin-1"), mode="wb")
    with pytest.raises(InputError, match="--encoding"):
        list(read_records([latin]))
    assert [r.abstract for r in read_records([latin], encoding="latin-1")] == ["café abstract"]
    truncated = write(tmp_path, "t.jsonl.gz", gzip.compress(b'{"abstract": "x"}\n' * 100)[:-20], mode="wb")
    with pytest.raises(InputError, match="truncated"):
        list(read_records([truncated]))


@pytest.mark.catalogue(9)
def test_an_empty_file_is_an_error_or_with_a_handler_reported_and_passed(tmp_path):
    empty, blank = write(tmp_path, "e.txt", ""), write(tmp_path, "e.jsonl", "\n \r\n\n")
    for path in (empty, blank):
        with pytest.raises(InputError, match="empty file: no records") as info:
            list(read_records([path]))
        assert str(info.value).startswith(path)
    good = write(tmp_path, "g.jsonl", '{"abstract": "one"}\n')
    errors = []
    assert [r.abstract for r in read_records([empty, good, blank], on_error=errors.append)] == ["one"]
    assert [e.source for e in errors] == [empty, blank]
    # A header-only CSV is an export of no rows, not an empty file.
    assert list(read_records([write(tmp_path, "h.csv", "id,abstract\n")])) == []


@pytest.mark.catalogue(1)
def test_unreadable_files_are_reported_and_the_other_files_read(tmp_path):
    good = write(tmp_path, "g.jsonl", '{"abstract": "one"}\n')
    binary = write(tmp_path, "b.txt", b"\x00\x01\x02\x03binary", mode="wb")
    errors = []
    records = list(read_records([str(tmp_path / "missing.txt"), str(tmp_path), binary, good], on_error=errors.append))
    assert [r.abstract for r in records] == ["one"]
    assert ["no such file" in errors[0].message, "directory" in errors[1].message, "binary" in errors[2].message] == [True] * 3


@pytest.mark.catalogue(3)
def test_skip_bad_drops_only_the_lines_with_undecodable_bytes(tmp_path):
    path = write(tmp_path, "l.jsonl", b'{"abstract": "one"}\n{"abstract": "caf\xe9"}\n{"abstract": "three"}\n', mode="wb")
    with pytest.raises(InputError, match=r"l.jsonl:2: not valid utf-8 at byte 37 \(0xe9\)"):
        list(read_records([path]))
    errors = []
    assert [r.abstract for r in read_records([path], on_error=errors.append)] == ["one", "three"]
    assert [(e.location, "byte 37" in e.message) for e in errors] == [(2, True)]


@pytest.mark.catalogue(1)
def test_a_truncated_gzip_keeps_its_complete_records_under_a_handler(tmp_path):
    lines = b"".join(b'{"id": "r%d", "abstract": "Record number %d."}\n' % (i, i) for i in range(2000))
    whole = gzip.compress(lines)
    path = write(tmp_path, "t.jsonl.gz", whole[: len(whole) * 2 // 3], mode="wb")
    with pytest.raises(InputError, match="truncated or corrupt after"):
        list(read_records([path]))
    errors = []
    records = list(read_records([path], on_error=errors.append))
    assert len(errors) == 1 and "truncated" in errors[0].message
    assert 0 < len(records) < 2000 and [r.id for r in records] == [f"r{i}" for i in range(len(records))]
    assert all(r.abstract == f"Record number {i}." for i, r in enumerate(records))
    # Several gzip members one after another are one file.
    first, second, *_ = lines.splitlines(keepends=True)
    two = write(tmp_path, "two.jsonl.gz", gzip.compress(first) + gzip.compress(second), mode="wb")
    assert [r.id for r in read_records([two])] == ["r0", "r1"]


@pytest.mark.catalogue(4)
def test_lone_surrogates_are_replaced(tmp_path):
    path = write(tmp_path, "s.jsonl", '{"abstract": "bad \\ud83d here"}\n')
    (r,) = read_records([path])
    assert r.abstract == "bad \ufffd here"
    r.abstract.encode("utf-8")  # must not raise


# ---------------------------------------------------------------- properties

_ANY = st.characters(exclude_categories=())  # every code point, lone surrogates and controls included
# What a UTF-8 text file holds: no lone surrogates, and no control bytes but
# tab and line ends (a file with more is read as binary, by design).
_FILE_SAFE = st.characters(exclude_categories=("Cs", "Cc"), include_characters="\t\n\r")


def _replaced(text: str) -> str:
    return "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in text)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.text(_ANY, min_size=1, max_size=80).filter(str.strip), st.text(_ANY, max_size=40),
                          st.booleans()), min_size=1, max_size=8))
def test_any_jsonl_records_read_back_as_written(tmp_path, rows):
    path = tmp_path / "p.jsonl"
    with path.open("w", encoding="utf-8", errors="surrogatepass") as fh:
        for i, (abstract, title, ascii_only) in enumerate(rows):
            fh.write(json.dumps({"id": f"r{i}", "title": title, "abstract": abstract}, ensure_ascii=ascii_only) + "\n")
    if not all(ascii_only for _, _, ascii_only in rows) and any(
            "\ud800" <= ch <= "\udfff" for a, t, _ in rows for ch in a + t):
        return  # raw lone surrogates are not UTF-8: that file is a decoding error, tested elsewhere
    records = list(read_records([str(path)]))
    assert [r.id for r in records] == [f"r{i}" for i in range(len(rows))]
    assert [r.abstract for r in records] == [_replaced(a) for a, _, _ in rows]
    assert [r.title for r in records] == [_replaced(t).strip() or None for _, t, _ in rows]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.text(_FILE_SAFE, min_size=1, max_size=80).filter(str.strip),
                          st.text(_FILE_SAFE, max_size=40)), min_size=1, max_size=8))
def test_any_csv_rows_read_back_as_written(tmp_path, rows):
    import csv
    import io

    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer)
    writer.writerow(["id", "title", "abstract"])
    for i, (abstract, title) in enumerate(rows):
        writer.writerow([f"r{i}", title, abstract])
    path = tmp_path / "p.csv"
    path.write_bytes(buffer.getvalue().encode("utf-8"))
    records = list(read_records([str(path)]))
    assert [r.abstract for r in records] == [a for a, _ in rows]
    assert [r.title for r in records] == [t.strip() if t.strip() else None for _, t in rows]
