"""Acronym definitions by the Schwartz-Hearst algorithm.

"Property-Generated Solver (PGS)" defines PGS; so does the reverse order
"PGS (Property-Generated Solver)". A definition makes one entity with the long
form as label and the short form as alias; later uses of the short form
resolve to it (that is entity resolution's job, in :mod:`kg.resolve`).

Reference: A. Schwartz and M. Hearst, "A Simple Algorithm for Identifying
Abbreviation Definitions in Biomedical Text", PSB 2003. The matching below is
the paper's: walk the short form right to left, each character matching in
the long form, the first character at the start of a word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_PAREN = re.compile(r"\(([^()]{1,60})\)")
_WORD = re.compile(r"[^\s]+")


@dataclass(frozen=True)
class Abbreviation:
    long_start: int
    long_end: int
    short_start: int
    short_end: int
    long: str
    short: str


def is_short_form(candidate: str) -> bool:
    """Schwartz-Hearst's test: 2-10 characters, at most two words, a letter first or early."""
    candidate = candidate.strip()
    if not (2 <= len(candidate) <= 10) or len(candidate.split()) > 2:
        return False
    if not candidate[0].isalnum() or not any(c.isalpha() for c in candidate):
        return False
    # An all-lower-case single word ("e.g", "see") is prose, not an abbreviation.
    return any(c.isupper() for c in candidate) or any(c.isdigit() for c in candidate)


def match_long_form(short: str, long: str) -> int | None:
    """Index in ``long`` where the definition of ``short`` begins, or None.

    Characters of ``short`` (letters and digits) must appear in ``long`` in
    order, right to left; the first one at the start of a word.
    """
    s = len(short) - 1
    l_index = len(long) - 1
    # A plural short form ("SAEs", "LLMs") is matched without its "s".
    if s > 0 and short[s] == "s" and short[s - 1].isupper():
        s -= 1
    while s >= 0:
        c = short[s].lower()
        if not c.isalnum():
            s -= 1
            continue
        while l_index >= 0 and (
            long[l_index].lower() != c or (s == 0 and l_index > 0 and long[l_index - 1].isalnum())
        ):
            l_index -= 1
        if l_index < 0:
            return None
        l_index -= 1
        s -= 1
    start = long.rfind(" ", 0, l_index + 1) + 1
    return start


def _words_before(text: str, end: int, limit: int) -> tuple[int, str]:
    """The last ``limit`` words of ``text[:end]`` within one clause."""
    window_start = max(
        text.rfind(".", 0, end - 1) + 1 if text.rfind(". ", 0, end) >= 0 else 0,
        text.rfind(";", 0, end) + 1,
        text.rfind(":", 0, end) + 1,
        text.rfind(",", 0, end) + 1,
        text.rfind(")", 0, end) + 1,
        text.rfind("(", 0, end) + 1,
        text.rfind("—", 0, end) + 1,
    )
    words = list(_WORD.finditer(text, window_start, end))[-limit:]
    if not words:
        return end, ""
    start = words[0].start()
    return start, text[start:end]


def find_abbreviations(text: str) -> list[Abbreviation]:
    """Every acronym definition in ``text``, in order of appearance."""
    found = []
    for paren in _PAREN.finditer(text):
        inner = paren.group(1)
        inner_start = paren.start(1)
        stripped = inner.strip()
        lead = len(inner) - len(inner.lstrip())
        before_end = paren.start()
        while before_end > 0 and text[before_end - 1] == " ":
            before_end -= 1
        if is_short_form(stripped):
            # "long form (SF)": the long form has at most min(|SF| + 5, 2|SF|) words.
            limit = min(len(stripped) + 5, 2 * len(stripped))
            window_start, window = _words_before(text, before_end, limit)
            if not window:
                continue
            offset = match_long_form(stripped, window)
            if offset is None:
                continue
            long = window[offset:].strip()
            if len(long) <= len(stripped) or len(long.split()) < 1 or long.lower() == stripped.lower():
                continue
            if not _uses_initials(stripped, long):
                continue
            ls = window_start + offset
            found.append(Abbreviation(ls, ls + len(long), inner_start + lead, inner_start + lead + len(stripped), long, stripped))
        else:
            # Reverse order "SF (long form)": the token before the parenthesis is the short form.
            m = re.search(r"([A-Za-z][A-Za-z0-9-]{1,9})$", text[:before_end])
            if not m or not is_short_form(m.group(1)) or not m.group(1)[0].isupper():
                continue
            short = m.group(1)
            if len(stripped.split()) < 2 or "," in stripped or ";" in stripped:
                continue
            offset = match_long_form(short, stripped)
            if offset != 0 or not _uses_initials(short, stripped):
                continue
            found.append(Abbreviation(inner_start + lead, inner_start + lead + len(stripped), m.start(1), m.end(1), stripped, short))
    return found


def _uses_initials(short: str, long: str) -> bool:
    """Guard against chance matches: the short form's first letter starts the long form."""
    letters = [c for c in short if c.isalpha()]
    return bool(letters) and long[:1].lower() == short[:1].lower()
