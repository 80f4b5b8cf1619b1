"""Throughput: kg build against the bare spaCy parse of the same texts, and 1 against 2 workers.

Run: .venv/bin/python bench/throughput.py [N]   (default 2,000 arXiv records; needs ../shared/data)

ratio = time of build (read, clean, parse, extract, resolve, lines, Turtle)
        / time of the parse (tokenizer and the trained components) of the same texts.

Two estimates of the same ratio, both in this one run:

* whole: the N records built at once, and parsed bare with ``nlp.pipe``,
  alternating three times, the best of each counting;
* in-run: inside each of those builds, the tokenizer and the trained
  components are timed batch by batch (each batch of 64 texts goes through
  them as one step, then through the extractors), and the build's time is
  divided by the parse time within it. A shared machine whose speed drifts
  by a fifth over a minute slows both sides of this ratio alike, where the
  whole-run ratio compares runs a minute apart.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import RESULTS, head, peak_rss_mb, save  # noqa: E402

ROUNDS = 3  # parse and build alternate this many times; the best of each counts


class Clock:
    """Seconds spent in the parse, summed over a build."""

    def __init__(self):
        self.seconds = 0.0


class TimedTokenizer:
    """The pipeline's tokenizer, its calls timed."""

    def __init__(self, tokenizer, clock: Clock):
        self.tokenizer, self.clock = tokenizer, clock

    def __call__(self, text):
        t0 = time.perf_counter()
        doc = self.tokenizer(text)
        self.clock.seconds += time.perf_counter() - t0
        return doc

    def __getattr__(self, name):
        return getattr(self.tokenizer, name)


class TimedParse:
    """The trained components as one pipeline step that times each batch it parses."""

    def __init__(self, components, clock: Clock):
        self.components, self.clock = components, clock

    def __call__(self, doc):
        return next(iter(self.pipe([doc])))

    def pipe(self, stream, batch_size: int = 64):
        from spacy.util import minibatch

        for batch in minibatch(stream, size=batch_size):
            docs = list(batch)  # pulled first: the text generator's cleanup is not the parse
            t0 = time.perf_counter()
            for _, proc in self.components:
                docs = list(proc.pipe(docs, batch_size=batch_size))
            self.clock.seconds += time.perf_counter() - t0
            yield from docs


def timed_pipeline(clock: Clock):
    """paper-kg's pipeline with its parse timed: the same components, in the same order, on the same batches."""
    from kg.pipeline import KG_COMPONENTS, load_pipeline

    nlp = load_pipeline()
    trained = [(name, proc) for name, proc in nlp.pipeline if name not in KG_COMPONENTS]
    for name, _ in trained[1:]:
        nlp.remove_pipe(name)
    index = next(i for i, (name, _) in enumerate(nlp._components) if name == trained[0][0])
    nlp._components[index] = ("parse", TimedParse(trained, clock))
    nlp.tokenizer = TimedTokenizer(nlp.tokenizer, clock)
    return nlp


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
    records = list(read_records([str(source)]))
    texts = [clean(t).text for r in records for t in ((r.title, r.abstract) if r.title else (r.abstract,))]
    parser = load_parser()
    clock = Clock()
    timed = timed_pipeline(clock)
    nlp = load_pipeline()

    def bare() -> float:
        t0 = time.perf_counter()
        for _ in parser.pipe(texts, batch_size=64):
            pass
        return time.perf_counter() - t0

    def build(pipeline, workers: int) -> tuple[float, bytes]:
        t0 = time.perf_counter()
        # What kg build does: read, clean, parse, extract, resolve, lines, Turtle by Oxigraph.
        corpus, _ = build_corpus([str(source)], pipeline, n_process=workers)
        data = serialize_lines(dataset_lines(corpus, IriMinter(DEFAULT_BASE)), "ttl", prefix_map(DEFAULT_BASE))
        return time.perf_counter() - t0, data

    parse_runs, build_runs, in_run = [], [], []
    for _ in range(ROUNDS):
        parse_runs.append(bare())
        clock.seconds = 0.0
        elapsed, data = build(timed, 1)
        build_runs.append(elapsed)
        in_run.append((round(clock.seconds, 1), round(elapsed, 1), round(elapsed / clock.seconds, 3)))
    parse_s = min(parse_runs)
    two_workers, plain = build(nlp, 2)
    timings = {1: min(build_runs), 2: two_workers}
    # The timed pipeline and the forked workers give the very graph of the plain pipeline.
    assert plain == data, "the timed build wrote a different graph"
    save("throughput", {
        "records": len(records), "texts": len(texts), "pipeline": list(parser.pipe_names),
        "disabled": ["ner"],
        "bare_parse_runs_s": [round(t, 1) for t in parse_runs], "build_1_worker_runs_s": [round(t, 1) for t in build_runs],
        "bare_parse_s": round(parse_s, 1), "build_1_worker_s": round(timings[1], 1), "build_2_workers_s": round(timings[2], 1),
        "ratio_build_over_parse": round(timings[1] / parse_s, 3),
        "in_run_parse_build_ratio": in_run, "ratio_in_run": round(sum(b for _, b, _ in in_run) / sum(p for p, _, _ in in_run), 3),
        "speedup_2_workers": round(timings[1] / timings[2], 2),
        "records_per_s_1_worker": round(len(records) / timings[1], 1), "turtle_bytes": len(data),
        "peak_rss_mb": round(peak_rss_mb()),
    })


if __name__ == "__main__":
    main()
