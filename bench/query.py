"""Query time: Oxigraph (what kg query uses) against rdflib's in-memory engine, same graph, same queries.

Run: .venv/bin/python bench/query.py [GRAPH]   (default: the 2,000-paper graph bench/page.py builds,
else outputs/icml2026.ttl)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import RESULTS, ROOT, save  # noqa: E402

QUERIES = {
    "shared-entities": None,
    "most-used-benchmarks": None,
    "label lookup": 'SELECT ?e WHERE { ?e rdfs:label "reinforcement learning" }',
    "mentions per type": "SELECT ?t (COUNT(*) AS ?n) WHERE { ?p kg:mentions ?e . ?e a ?t } GROUP BY ?t",
}


def timed(fn, repeat=3):
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> None:
    from kg.export import write_output
    from kg.load import load_graph, load_store
    from kg.query import named_queries, with_prefixes, run_query

    path = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    if path is None:
        big = RESULTS / "arxiv-2000.ttl"
        if not big.exists() and (RESULTS / "arxiv-2000.jsonl").exists():
            from kg.build import build
            from kg.pipeline import load_pipeline

            ds, _, _ = build([str(RESULTS / "arxiv-2000.jsonl")], load_pipeline())
            write_output(ds, str(big))
        path = big if big.exists() else ROOT / "outputs" / "icml2026.ttl"
    graph = load_graph(str(path))
    store = load_store(str(path))
    named = named_queries()
    rows = {}
    for name, text in QUERIES.items():
        text = text or named[name].text
        full = with_prefixes(text)
        ox = timed(lambda: list(run_query(store, text)))
        rd = timed(lambda: list(graph.query(full)), repeat=1)
        rows[name] = {"oxigraph_s": round(ox, 4), "rdflib_s": round(rd, 4), "ratio": round(rd / ox, 1) if ox else None}
    save("query", {"graph": str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path), "triples": len(graph), "queries": rows})


if __name__ == "__main__":
    main()
