"""A persistent, incremental knowledge graph: ``kg build --store DIR``.

A store is a folder:

``oxigraph/``
    An on-disk Oxigraph store holding one named graph per paper, exactly the
    graphs ``kg build`` writes to TriG (query it with ``kg query DIR``).
``state.sqlite``
    Every paper's extraction (what the spaCy pipeline found, as JSON, keyed
    by paper id with the content hash of its text and the fingerprint of the
    extractors that made it) and a digest of each named graph as last written.
``paper-kg-store``
    A marker with the store's format version and base IRI.

Why both: entity resolution is corpus-wide (a short form used bare in one
paper resolves to the long form others define; an entity's type and label
are votes over every paper), so adding or removing papers can change other
papers' graphs. The store therefore keeps the extractions, the expensive
part, and after every change resolves the whole corpus again from them
(seconds, no parsing) and rewrites exactly the named graphs whose content
changed, found by digest.

Crash safety, for ``kill -9`` at any point:

* extractions are committed to SQLite in batches: a finished batch is never
  parsed again;
* a graph's digest row is deleted (and committed) before its graph is
  replaced and written back only after the new graph is in Oxigraph, whose
  loads are transactions: after a crash a graph is its old version, absent,
  or its new version, never partial, and one with no digest row is always
  rewritten by the next run;
* named graphs of papers the store no longer holds are dropped on every
  sync.

Running the same build again therefore finishes an interrupted one.
"""

from __future__ import annotations

import gc
import hashlib
import json
import os
import shutil
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph

from kg.extraction import PaperExtraction, extraction_from_json, extraction_to_json
from kg.formats import STORE_MARKER, is_store
from kg.export import graph_quads
from kg.graph import paper_lines
from kg.iri import IriMinter
from kg.resolve import Corpus, resolve

MARKER = STORE_MARKER
SYNC_BATCH = 256
FORMAT_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS papers (
    id TEXT PRIMARY KEY,
    content_hash TEXT NOT NULL,
    extraction TEXT NOT NULL,
    extractor TEXT NOT NULL DEFAULT '',
    metadata TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS graphs (
    graph TEXT PRIMARY KEY,
    digest TEXT NOT NULL
);
"""


class StoreError(Exception):
    pass


@dataclass
class SyncReport:
    papers: int = 0
    written: int = 0
    unchanged: int = 0
    dropped: int = 0
    quads: int = 0


def _create(path: Path, base: str) -> None:
    """Make a new store at ``path`` all at once: a process killed while making it leaves no half-made store.

    Oxigraph creates its column families one by one; a store killed among
    them cannot be opened again ("Column family not found"). So the store is
    made in a hidden folder beside ``path`` (its Oxigraph files, then the
    marker) and renamed into place, which replaces an empty folder; folders
    left by a creation that was killed are removed first.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    prefix = f".{path.name}.new-"
    for stale in path.parent.glob(prefix + "*"):
        shutil.rmtree(stale, ignore_errors=True)
    staging = path.parent / f"{prefix}{os.getpid()}"
    staging.mkdir()
    ox = pyoxigraph.Store(str(staging / "oxigraph"))
    ox.flush()
    del ox
    gc.collect()  # the Oxigraph store closes when it is freed
    marker = json.dumps({"format": FORMAT_VERSION, "base": base}) + "\n"
    (staging / MARKER).write_text(marker, encoding="utf-8")
    os.replace(staging, path)


class KgStore:
    """An open store. Use as a context manager; one writer at a time."""

    def __init__(self, path: str | os.PathLike, *, base: str | None = None, create: bool = False, read_only: bool = False):
        self.path = Path(path)
        if not is_store(self.path):
            if not create:
                raise StoreError(f"{self.path}: not a paper-kg store (no {MARKER} file; make one with kg build --store)")
            if self.path.exists() and (not self.path.is_dir() or any(self.path.iterdir())):
                raise StoreError(f"{self.path}: exists and is not an empty folder or a paper-kg store")
            if base is None:
                raise StoreError("a new store needs a base IRI")
            try:
                _create(self.path, base)
            except OSError as exc:
                raise StoreError(f"{self.path}: cannot create the store: {exc.strerror or exc}") from None
        meta = self._read_marker()
        if base is not None and meta["base"] != base:
            raise StoreError(f"{self.path}: the store mints IRIs under {meta['base']}, not {base}")
        self.base = meta["base"]
        self.read_only = read_only
        try:
            if read_only:
                self.db = sqlite3.connect(f"file:{self.path / 'state.sqlite'}?mode=ro", uri=True)
                self.oxigraph = pyoxigraph.Store.read_only(str(self.path / "oxigraph"))
            else:
                self.db = sqlite3.connect(self.path / "state.sqlite")
                # WAL: a killed process loses no committed batch and never corrupts the file.
                self.db.execute("PRAGMA journal_mode=WAL")
                self.db.execute("PRAGMA synchronous=NORMAL")
                self.db.executescript(_SCHEMA)
                columns = {row[1] for row in self.db.execute("PRAGMA table_info(papers)")}
                if "extractor" not in columns:  # a store made before extractor fingerprints
                    self.db.execute("ALTER TABLE papers ADD COLUMN extractor TEXT NOT NULL DEFAULT ''")
                if "metadata" not in columns:  # a store made before metadata hashes
                    self.db.execute("ALTER TABLE papers ADD COLUMN metadata TEXT NOT NULL DEFAULT ''")
                self.db.commit()
                self.oxigraph = pyoxigraph.Store(str(self.path / "oxigraph"))
        except (sqlite3.Error, OSError) as exc:
            raise StoreError(f"{self.path}: cannot open the store: {exc}") from None

    def _read_marker(self) -> dict:
        try:
            meta = json.loads((self.path / MARKER).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise StoreError(f"{self.path / MARKER}: unreadable store marker ({exc})") from None
        if meta.get("format") != FORMAT_VERSION or not isinstance(meta.get("base"), str):
            raise StoreError(f"{self.path}: store format {meta.get('format')!r} is not {FORMAT_VERSION}")
        return meta

    def __enter__(self) -> KgStore:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self.db.close()
        if not self.read_only:
            self.oxigraph.flush()
        del self.oxigraph

    # -------------------------------------------------------------- papers

    def hashes(self) -> dict[str, str]:
        """Paper id -> content hash of every paper held."""
        return dict(self.db.execute("SELECT id, content_hash FROM papers"))

    def held(self) -> dict[str, tuple[str, str, str]]:
        """Paper id -> (content hash, extractor fingerprint, metadata hash) of every paper held."""
        rows = self.db.execute("SELECT id, content_hash, extractor, metadata FROM papers")
        return {i: (h, e, m) for i, h, e, m in rows}

    def extraction(self, paper_id: str) -> PaperExtraction | None:
        """The stored extraction of one paper, or None."""
        row = self.db.execute("SELECT extraction FROM papers WHERE id = ?", (paper_id,)).fetchone()
        return extraction_from_json(row[0]) if row else None

    def __len__(self) -> int:
        return self.db.execute("SELECT COUNT(*) FROM papers").fetchone()[0]

    def put(self, extractions: Iterable[PaperExtraction], extractor: str = "") -> int:
        """Add or replace extractions made by ``extractor`` (a fingerprint), in one transaction."""
        rows = [(ex.record.id, ex.record.content_hash, extraction_to_json(ex), extractor, ex.record.metadata_hash)
                for ex in extractions]
        with self.db:
            self.db.executemany(
                "INSERT INTO papers (id, content_hash, extraction, extractor, metadata) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT(id) DO UPDATE SET content_hash = excluded.content_hash, "
                "extraction = excluded.extraction, extractor = excluded.extractor, metadata = excluded.metadata",
                rows,
            )
        return len(rows)

    def remove(self, ids: Iterable[str]) -> list[str]:
        """Delete papers by id; returns the ids that were not there."""
        missing = []
        with self.db:
            for paper_id in ids:
                if self.db.execute("DELETE FROM papers WHERE id = ?", (paper_id,)).rowcount == 0:
                    missing.append(paper_id)
        return missing

    def extractions(self) -> Iterator[PaperExtraction]:
        """Every paper's extraction, in id order."""
        for (text,) in self.db.execute("SELECT extraction FROM papers ORDER BY id"):
            yield extraction_from_json(text)

    # -------------------------------------------------------------- graphs

    def corpus(self, min_confidence: float = 0.0) -> Corpus:
        return resolve(list(self.extractions()), min_confidence=min_confidence)

    def sync(self, corpus: Corpus, progress: Callable[[int, int], None] | None = None) -> SyncReport:
        """Make the named graphs those of ``corpus``: write changed ones, drop those of removed papers."""
        report = SyncReport(papers=len(corpus.papers))
        digests = dict(self.db.execute("SELECT graph, digest FROM graphs"))
        wanted: set[str] = set()
        minter = IriMinter(self.base)
        batch: list[tuple[str, bytes, str]] = []
        for done, (graph, lines) in enumerate(paper_lines(corpus, minter), start=1):
            wanted.add(graph)
            unique = graph_quads(graph, lines)
            report.quads += len(unique)
            body = "".join(unique).encode("utf-8")
            digest = hashlib.sha256(body).hexdigest()
            if digests.get(graph) == digest:
                report.unchanged += 1
            else:
                batch.append((graph, body, digest))
                report.written += 1
                if len(batch) >= SYNC_BATCH:
                    self._replace(batch)
                    batch = []
            if progress:
                progress(done, len(corpus.papers))
        if batch:
            self._replace(batch)
        gone = set(digests) - wanted
        if gone:
            with self.db:
                self.db.executemany("DELETE FROM graphs WHERE graph = ?", [(g,) for g in gone])
        for name in list(self.oxigraph.named_graphs()):
            if name.value not in wanted:
                self.oxigraph.remove_graph(name)
                report.dropped += 1
        self.oxigraph.flush()
        return report

    def _replace(self, batch: list[tuple[str, bytes, str]]) -> None:
        """Replace a batch of named graphs: digest rows out, graphs replaced, digest rows in."""
        with self.db:
            self.db.executemany("DELETE FROM graphs WHERE graph = ?", [(g,) for g, _, _ in batch])
        for graph, _, _ in batch:
            self.oxigraph.remove_graph(pyoxigraph.NamedNode(graph))
        try:
            self.oxigraph.load(b"".join(body for _, body, _ in batch), format=pyoxigraph.RdfFormat.N_QUADS)
        except (SyntaxError, ValueError) as exc:
            raise StoreError(f"a graph does not parse strictly: {exc}") from None
        with self.db:
            self.db.executemany("INSERT OR REPLACE INTO graphs (graph, digest) VALUES (?, ?)",
                                [(g, d) for g, _, d in batch])
