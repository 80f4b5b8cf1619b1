"""Stable IRIs for papers, entities, venues, results and mentions.

Policy (documented in README.md):

* papers: ``{base}paper/{id}``, the id percent-encoded as one path segment
  (``hep-th/9901001`` -> ``hep-th%2F9901001``); arXiv version suffixes are
  part of the id, as the input gives it;
* entities: ``{base}{group}/{slug}`` where group is ``method`` (methods and
  models), ``dataset`` (datasets and benchmarks), ``task`` or ``metric``, and
  the slug is the entity's normalised key with spaces as ``-`` and every
  other character outside ``[a-z0-9]`` percent-encoded. Keys never contain
  ``-`` (normalisation reads hyphens as spaces), so the mapping is injective;
* repositories: the URL itself;
* venues: ``{base}venue/{slug}``; results and mentions hang under their paper.

The same input always gives the same IRIs, and every IRI is checked by
pyoxigraph's strict parser before it is used.
"""

from __future__ import annotations

from functools import lru_cache
from urllib.parse import quote

import pyoxigraph
from rdflib import URIRef

from kg.extract.urls import canonical_url
from kg.normalise import entity_key

DEFAULT_BASE = "https://w3id.org/paper-kg/resource/"

GROUPS = {
    "Method": "method",
    "Model": "method",
    "Benchmark": "dataset",
    "Dataset": "dataset",
    "Task": "task",
    "Metric": "metric",
}


class InvalidIRI(ValueError):
    pass


def check_iri(iri: str) -> str:
    """``iri`` if it is an absolute IRI a strict parser accepts, else InvalidIRI."""
    try:
        pyoxigraph.NamedNode(iri)
    except ValueError as exc:
        raise InvalidIRI(f"not a valid absolute IRI: {iri!r} ({exc})") from None
    if ":" not in iri.split("/", 1)[0]:
        raise InvalidIRI(f"not an absolute IRI: {iri!r}")
    return iri


def check_base(base: str) -> str:
    """A base must be absolute and end in ``/`` or ``#`` so that minted IRIs extend it."""
    check_iri(base)
    if not base.endswith(("/", "#")):
        raise InvalidIRI(f"base IRI must end with '/' or '#': {base!r}")
    if not base.split(":", 1)[0].lower() in ("http", "https", "urn", "tag", "file"):
        raise InvalidIRI(f"base IRI needs a scheme such as https: {base!r}")
    return base


def _encodable(text: str) -> str:
    """Lone surrogates cannot be UTF-8 encoded; readers replace them, and so does minting."""
    return text.encode("utf-8", "replace").decode("utf-8") if any("\ud800" <= c <= "\udfff" for c in text) else text


def slug(key: str) -> str:
    """Injective, IRI-safe path segment for a normalised key."""
    text = quote(_encodable(key).replace(" ", "-"), safe="-")
    text = text.replace(".", "%2E").replace("~", "%7E")
    return text or "_"


class IriMinter:
    """Mints every IRI of one graph from one base."""

    def __init__(self, base: str = DEFAULT_BASE):
        self.base = check_base(base)

    def paper(self, paper_id: str) -> URIRef:
        return self._iri(f"paper/{_segment(paper_id)}")

    def entity(self, group: str, key: str) -> URIRef:
        return self._iri(f"{group}/{slug(key)}")

    def venue(self, label: str) -> URIRef:
        return self._iri(f"venue/{slug(entity_key(label))}")

    def result(self, paper_id: str, index: int) -> URIRef:
        return self._iri(f"paper/{_segment(paper_id)}/result/{index}")

    def mention(self, paper_id: str, field: str, start: int, end: int) -> URIRef:
        return self._iri(f"paper/{_segment(paper_id)}/mention/{field}-{start}-{end}")

    def _iri(self, path: str) -> URIRef:
        return URIRef(_checked(self.base + path))


def _segment(value: str) -> str:
    """One path segment: everything but unreserved characters percent-encoded; no "." or ".."."""
    text = quote(_encodable(value), safe="")
    return text.replace(".", "%2E") if text in (".", "..") else text


@lru_cache(maxsize=65536)
def _checked(iri: str) -> str:
    return check_iri(iri)


def repository_iri(url: str) -> URIRef:
    """A repository's IRI is its URL (made a valid IRI)."""
    return URIRef(check_iri(canonical_url(url)))


def doi_iri(doi: str) -> URIRef:
    """The resolver IRI of a bare DOI (``https://doi.org/10.1234/abc``).

    The DOI's characters outside the IRI-safe set (``<>"{}|\\^`` and
    spaces cannot occur after normalisation, but ``#``, ``?`` and ``%`` can)
    are percent-encoded, so the IRI names the DOI and nothing else.
    """
    return URIRef(_checked("https://doi.org/" + quote(doi, safe="/:;()._-")))
