"""Throughput: kg build against the bare spaCy parse of the same texts, and 1 against 2 workers.

Run: .venv/bin/python bench/throughput.py [N]   (default 2,000 arXiv records; needs ../shared/data)

ratio = time of build (read, parse, extract, resolve, graph, Turtle)
        / time of nlp.pipe with the same trained components on the same texts.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import RESULTS, head, peak_rss_mb, save  # noqa: E402


def main() -> None:
    from kg.build import build_corpus, quad_lines
    from kg.cleanup import clean
    from kg.export import serialize_lines
    from kg.graph import prefix_map
    from kg.iri import DEFAULT_BASE, IriMinter
    from kg.pipeline import load_parser, load_pipeline
    from kg.readers import read_records

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    source = head(n, RESULTS / f"arxiv-{n}.jsonl")
    records = list(read_records([str(source)]))
    texts = [clean(t).text for r in records for t in ((r.title, r.abstract) if r.title else (r.abstract,))]
    parser = load_parser()
    nlp = load_pipeline()

    def bare() -> float:
        t0 = time.perf_counter()
        for _ in parser.pipe(texts, batch_size=64):
            pass
        return time.perf_counter() - t0

    def build(workers: int) -> tuple[float, bytes]:
        t0 = time.perf_counter()
        # What kg build does: read, parse, extract, resolve, N-Quads lines, Turtle by Oxigraph.
        corpus, _ = build_corpus([str(source)], nlp, n_process=workers)
        data = serialize_lines(quad_lines(corpus, IriMinter(DEFAULT_BASE)), "ttl", prefix_map(DEFAULT_BASE))
        return time.perf_counter() - t0, data

    # Parse and build alternate, twice, and the best of each counts: this
    # machine's run-to-run noise (about 1 s in 40) is as large as the effect.
    parse_runs, build_runs = [], []
    for _ in range(2):
        parse_runs.append(bare())
        elapsed, data = build(1)
        build_runs.append(elapsed)
    parse_s = min(parse_runs)
    timings = {1: min(build_runs), 2: build(2)[0]}
    save("throughput", {
        "records": len(records), "texts": len(texts), "pipeline": list(parser.pipe_names),
        "disabled": ["ner"],
        "bare_parse_runs_s": [round(t, 1) for t in parse_runs], "build_1_worker_runs_s": [round(t, 1) for t in build_runs],
        "bare_parse_s": round(parse_s, 1), "build_1_worker_s": round(timings[1], 1), "build_2_workers_s": round(timings[2], 1),
        "ratio_build_over_parse": round(timings[1] / parse_s, 3), "speedup_2_workers": round(timings[1] / timings[2], 2),
        "records_per_s_1_worker": round(len(records) / timings[1], 1), "turtle_bytes": len(data),
        "peak_rss_mb": round(peak_rss_mb()),
    })


if __name__ == "__main__":
    main()
