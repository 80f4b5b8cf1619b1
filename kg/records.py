"""The record: what a reader hands to the rest of the pipeline.

A :class:`Record` is one paper as read: its abstract exactly as in the input,
its title and identifier when the input has them, and where it came from
(file and line or record number) so that every later error can name it.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Venue:
    """Where a paper appears: "ICML 2026", or "arXiv" with no year."""

    name: str
    year: int | None = None

    @property
    def label(self) -> str:
        if self.year is not None and str(self.year) not in self.name:
            return f"{self.name} {self.year}"
        return self.name


@dataclass(frozen=True)
class Record:
    """One paper as read from an input file."""

    id: str
    abstract: str
    source: str
    location: int
    title: str | None = None
    identifier: str | None = None
    authors: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    url: str | None = None
    pdf: str | None = None
    comment: str | None = None
    venue: Venue | None = None
    doi: str | None = None
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def where(self) -> str:
        """``file:line`` (or ``file:record N``) for messages."""
        return f"{self.source}:{self.location}"

    @property
    def content_hash(self) -> str:
        """SHA-256 of title and abstract as read; changes iff the text changes."""
        h = hashlib.sha256()
        h.update((self.title or "").encode("utf-8", "surrogatepass"))
        h.update(b"\x00")
        h.update(self.abstract.encode("utf-8", "surrogatepass"))
        return h.hexdigest()

    @property
    def metadata_hash(self) -> str:
        """SHA-256 of what the record says besides its text (id, authors, DOI, venue, links).

        Where the record was read (file and line) is not part of it: moving a
        file changes nothing. A store compares it to rewrite a paper whose
        metadata changed without extracting its unchanged text again.
        """
        venue = [self.venue.name, self.venue.year] if self.venue else None
        data = [self.identifier, list(self.authors), list(self.categories), self.url, self.pdf, self.comment, venue, self.doi]
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


_WS = re.compile(r"\s+")


def normalise_text(text: str) -> str:
    """NFKC with white space folded: the form a text's hash is taken of."""
    return _WS.sub(" ", unicodedata.normalize("NFKC", text)).strip()


def text_id(abstract: str, title: str | None = None) -> str:
    """A short stable id for a record without one: a hash of its normalised text.

    The same abstract gives the same id however its lines are wrapped, so
    rebuilding an unchanged input mints the same IRIs.
    """
    basis = normalise_text((title or "") + "\n" + abstract)
    return "h" + hashlib.sha256(basis.encode("utf-8", "surrogatepass")).hexdigest()[:12]


_ARXIV_PREFIX = re.compile(r"^(?:https?://arxiv\.org/(?:abs|pdf)/|arxiv:)", re.IGNORECASE)


def normalise_id(raw: str) -> str:
    """Strip an arXiv URL or ``arXiv:`` prefix and surrounding white space.

    arXiv version suffixes are kept: ``2101.00001v2`` and ``2101.00001`` are
    different records of the input, and the id is what the input says.
    """
    value = _ARXIV_PREFIX.sub("", raw.strip())
    if value.lower().endswith(".pdf"):
        value = value[:-4]
    return _WS.sub(" ", value)


_DOI_PREFIX = re.compile(r"^(?:doi:\s*|https?://(?:dx\.)?doi\.org/)", re.IGNORECASE)
_DOI = re.compile(r"10\.\d{4,9}/\S+")


def normalise_doi(raw: str) -> str | None:
    """A DOI in its bare, lower-case form (``10.1234/abc``), or None if ``raw`` is not one.

    ``doi:`` and ``https://doi.org/`` prefixes are dropped. DOIs are
    case-insensitive, so two spellings of one DOI compare equal.
    """
    value = _DOI_PREFIX.sub("", raw.strip())
    if not _DOI.fullmatch(value):
        return None
    return value.lower()
