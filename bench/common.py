"""Shared helpers for the benchmarks: the arXiv corpus, sampling, peak memory."""

from __future__ import annotations

import gzip
import itertools
import json
import resource
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "data" / "arxiv-cs-2025-2026.jsonl.gz"
RESULTS = ROOT / "bench" / "results"


def require_corpus() -> Path:
    """The arXiv corpus, or exit 0 with a clear message when it is absent."""
    if not CORPUS.is_file():
        print(f"skipped: the arXiv corpus is not at {CORPUS} (benchmarks need ../shared/data)", file=sys.stderr)
        raise SystemExit(0)
    return CORPUS


def head(n: int, out: Path) -> Path:
    """The first ``n`` records of the corpus as a JSONL file (made once)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    if not out.exists():
        with gzip.open(require_corpus(), "rt", encoding="utf-8") as src, open(out, "w", encoding="utf-8") as dst:
            for line in itertools.islice(src, n):
                dst.write(line)
    return out


def peak_rss_mb() -> float:
    """Peak resident memory of this process, in MiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def save(name: str, data: dict) -> None:
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"{name}.json").write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(data, indent=2))
