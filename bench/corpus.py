"""Run the extractors over the whole arXiv corpus: crashes, throughput, and a random sample to review.

Run: .venv/bin/python bench/corpus.py [LIMIT]   (needs ../shared/data)

Extraction only (no graph): every record goes through the pipeline; a batch
that raises is rerun record by record so that the failing record is named.
A fixed random sample of 200 records (seed 2026) is written with its
entities to bench/results/corpus-sample.jsonl for review.
"""

from __future__ import annotations

import json
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import RESULTS, peak_rss_mb, require_corpus, save  # noqa: E402

SAMPLE = 200
BATCH = 256


def main() -> None:
    from kg.extraction import extract_records
    from kg.pipeline import load_pipeline
    from kg.readers import read_records

    limit = int(sys.argv[1]) if len(sys.argv) > 1 else None
    corpus = require_corpus()
    nlp = load_pipeline()
    bad = []
    records = list(read_records([str(corpus)], on_error=lambda e: bad.append(str(e))))
    if limit:
        records = records[:limit]
    sample_ids = set(random.Random(2026).sample(range(len(records)), min(SAMPLE, len(records))))
    crashes, types, rules = [], Counter(), Counter()
    sample_out = []
    mentions = 0
    t0 = time.perf_counter()
    for start in range(0, len(records), BATCH):
        batch = records[start : start + BATCH]
        try:
            extractions = list(extract_records(batch, nlp))
        except Exception:
            extractions = []
            for record in batch:
                try:
                    extractions.extend(extract_records([record], nlp))
                except Exception as exc:
                    crashes.append({"where": record.where, "id": record.id, "error": f"{type(exc).__name__}: {exc}",
                                    "trace": traceback.format_exc(limit=3)})
        index = {id(r): i for i, r in enumerate(batch, start=start)}
        for ex in extractions:
            mentions += len(ex.mentions)
            for m in ex.mentions:
                types[m.type] += 1
                rules[m.rule] += 1
            if index.get(id(ex.record)) in sample_ids:
                sample_out.append({"id": ex.record.id, "title": ex.record.title, "entities": sorted({
                    (m.type, m.clean_text, m.relation or "") for m in ex.mentions})})
        done = min(start + BATCH, len(records))
        rate = done / (time.perf_counter() - t0)
        print(f"{done}/{len(records)} records, {rate:.1f}/s, {len(crashes)} crashes", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - t0
    RESULTS.mkdir(parents=True, exist_ok=True)
    with open(RESULTS / "corpus-sample.jsonl", "w", encoding="utf-8") as f:
        for item in sample_out:
            f.write(json.dumps(item, ensure_ascii=False) + "\n")
    save("corpus", {"records": len(records), "bad_records": len(bad), "bad_examples": bad[:10], "crashes": crashes[:50],
                    "crash_count": len(crashes), "mentions": mentions, "per_type": dict(types), "per_rule": dict(rules),
                    "seconds": round(elapsed, 1), "records_per_s": round(len(records) / elapsed, 1),
                    "peak_rss_mb": round(peak_rss_mb())})


if __name__ == "__main__":
    main()
