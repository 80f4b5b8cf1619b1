"""Scale: kg build of 2,000, 20,000 and all 74,728 arXiv records into a store.

Run: .venv/bin/python bench/scale.py [N ...]   (default 2000 20000 74728; needs ../shared/data)

Each size is one ``kg build SRC --store DIR --workers 2 -q`` process, timed
from outside, with its peak resident memory (the largest of the process and
its parser workers, from getrusage of the children). Then the whole store
is written as TriG by Oxigraph's serialiser, streaming from disk; for the
sizes rdflib can hold, the same graph is also written by rdflib's Turtle
serialiser for comparison.
"""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import RESULTS, head, save  # noqa: E402

KG = str(Path(sys.executable).with_name("kg"))
RDFLIB_UP_TO = 2_000  # rdflib holds about 1.5 KB per triple and writes ~6,000 triples/s: larger sizes take too long


def run_one(n: int, workdir: Path) -> dict:
    import pyoxigraph

    source = head(n, RESULTS / f"arxiv-{n}.jsonl")
    store_dir = workdir / f"store-{n}"
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t0 = time.perf_counter()
    subprocess.run([KG, "build", str(source), "--store", str(store_dir), "--workers", "2", "-q"], check=True)
    build_s = time.perf_counter() - t0
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    row = {"records": n, "build_s": round(build_s, 1), "records_per_s": round(n / build_s, 1),
           "peak_rss_mb": round(max(peak_kib, before) / 1024)}

    print({"records": n, "build_s": round(build_s, 1)}, flush=True)
    store = pyoxigraph.Store.read_only(str(store_dir / "oxigraph"))
    row["quads"] = len(store)
    trig = workdir / f"arxiv-{n}.trig"
    t0 = time.perf_counter()
    store.dump(str(trig), format=pyoxigraph.RdfFormat.TRIG)
    row["oxigraph_trig_s"] = round(time.perf_counter() - t0, 1)
    row["trig_bytes"] = trig.stat().st_size
    if n <= RDFLIB_UP_TO:
        from rdflib import Graph

        from kg.load import to_rdflib

        g = Graph()
        t0 = time.perf_counter()
        for q in store:
            g.add((to_rdflib(q.subject), to_rdflib(q.predicate), to_rdflib(q.object)))
        row["rdflib_load_s"] = round(time.perf_counter() - t0, 1)
        t0 = time.perf_counter()
        g.serialize(destination=str(workdir / f"arxiv-{n}.rdflib.ttl"), format="turtle")
        row["rdflib_turtle_s"] = round(time.perf_counter() - t0, 1)
        t0 = time.perf_counter()
        pyoxigraph.serialize((pyoxigraph.Triple(q.subject, q.predicate, q.object) for q in store),
                             str(workdir / f"arxiv-{n}.ox.ttl"), format=pyoxigraph.RdfFormat.TURTLE)
        row["oxigraph_turtle_s"] = round(time.perf_counter() - t0, 1)
        del g
    del store
    shutil.rmtree(store_dir)
    for f in workdir.glob(f"arxiv-{n}*"):
        f.unlink()
    print(row, flush=True)
    return row


def main() -> None:
    sizes = [int(a) for a in sys.argv[1:]] or [2000, 20000, 74728]
    rows = []
    with tempfile.TemporaryDirectory(dir=os.environ.get("KG_BENCH_TMP")) as tmp:
        for n in sizes:
            rows.append(run_one(n, Path(tmp)))
    out = {"runs": rows}
    by = {r["records"]: r for r in rows}
    if 2000 in by and 20000 in by:
        out["time_20k_over_2k"] = round(by[20000]["build_s"] / by[2000]["build_s"], 2)
    save("scale", out)


if __name__ == "__main__":
    main()
