"""Throughput: kg build against the bare spaCy parse of the same texts, and 1 against 2 workers.

Run: .venv/bin/python bench/throughput.py [N]   (default 2,000 arXiv records; needs ../shared/data)

ratio = time of build (read, clean, parse, extract, resolve, lines, Turtle)
        / time of nlp.pipe with the same trained components on the same texts.

Two estimates of the same ratio, both in this one run:

* whole: the N records built at once and parsed bare, alternating twice,
  the best of each counting;
* paired: the records in 8 slices; each slice is parsed bare and built in
  full (its own read, resolution and Turtle), back to back, the order
  swapped from one slice to the next. On a shared machine whose speed drifts
  by a fifth over a minute, a pair sees the same speed; the ratio is the sum
  of the builds over the sum of the parses.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import RESULTS, head, peak_rss_mb, save  # noqa: E402

SLICES = 8


def main() -> None:
    from kg.build import build_corpus, dataset_lines
    from kg.cleanup import clean
    from kg.export import serialize_lines
    from kg.graph import prefix_map
    from kg.iri import DEFAULT_BASE, IriMinter
    from kg.pipeline import load_parser, load_pipeline
    from kg.readers import read_records

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    source = head(n, RESULTS / f"arxiv-{n}.jsonl")
    parser = load_parser()
    nlp = load_pipeline()

    def texts_of(path: Path) -> list[str]:
        records = list(read_records([str(path)]))
        return [clean(t).text for r in records for t in ((r.title, r.abstract) if r.title else (r.abstract,))]

    def bare(texts: list[str]) -> float:
        t0 = time.perf_counter()
        for _ in parser.pipe(texts, batch_size=64):
            pass
        return time.perf_counter() - t0

    def build(path: Path, workers: int) -> tuple[float, bytes]:
        t0 = time.perf_counter()
        # What kg build does: read, parse, extract, resolve, lines, Turtle by Oxigraph.
        corpus, _ = build_corpus([str(path)], nlp, n_process=workers)
        data = serialize_lines(dataset_lines(corpus, IriMinter(DEFAULT_BASE)), "ttl", prefix_map(DEFAULT_BASE))
        return time.perf_counter() - t0, data

    texts = texts_of(source)
    # Slices of the same records, as files of their own.
    lines = source.read_text(encoding="utf-8").splitlines(keepends=True)
    size = -(-len(lines) // SLICES)
    slices = []
    for k in range(SLICES):
        path = RESULTS / f"arxiv-{n}-slice{k}.jsonl"
        path.write_text("".join(lines[k * size : (k + 1) * size]), encoding="utf-8")
        slices.append(path)

    parse_runs, build_runs = [], []
    for _ in range(2):
        parse_runs.append(bare(texts))
        elapsed, data = build(source, 1)
        build_runs.append(elapsed)
    parse_s = min(parse_runs)
    timings = {1: min(build_runs), 2: build(source, 2)[0]}

    pairs = []
    for k, path in enumerate(slices):
        slice_texts = texts_of(path)
        if k % 2:
            built = build(path, 1)[0]
            parsed = bare(slice_texts)
        else:
            parsed = bare(slice_texts)
            built = build(path, 1)[0]
        pairs.append((round(parsed, 2), round(built, 2)))
    for path in slices:
        path.unlink()
    paired = sum(b for _, b in pairs) / sum(p for p, _ in pairs)

    save("throughput", {
        "records": n, "texts": len(texts), "pipeline": list(parser.pipe_names),
        "disabled": ["ner"],
        "bare_parse_runs_s": [round(t, 1) for t in parse_runs], "build_1_worker_runs_s": [round(t, 1) for t in build_runs],
        "bare_parse_s": round(parse_s, 1), "build_1_worker_s": round(timings[1], 1), "build_2_workers_s": round(timings[2], 1),
        "ratio_build_over_parse": round(timings[1] / parse_s, 3),
        "paired_slices_parse_build_s": pairs, "ratio_paired": round(paired, 3),
        "speedup_2_workers": round(timings[1] / timings[2], 2),
        "records_per_s_1_worker": round(n / timings[1], 1), "turtle_bytes": len(data),
        "peak_rss_mb": round(peak_rss_mb()),
    })


if __name__ == "__main__":
    main()
