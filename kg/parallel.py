"""Extraction in worker processes: what ``kg build --workers N`` runs.

spaCy's own ``nlp.pipe(n_process=N)`` sends every Doc back to the main
process, serialised with its span groups, and the main process then turns
each into an extraction; on two cores that traffic costs about as much as
the parsing it spreads. Here each worker runs the whole per-record stage
(cleanup, parse, extractors, extraction) on a batch of records and sends
back plain :class:`~kg.extraction.PaperExtraction` objects, so the main
process only reads, resolves and writes.

Workers are forked from the main process, so the loaded pipeline is shared
copy-on-write and nothing is pickled but records and extractions. Workers
ignore SIGINT: Ctrl-C reaches the main process, which stops them all.
Where ``fork`` is not available, spaCy's own multiprocessing is used.
"""

from __future__ import annotations

import gc
import itertools
import multiprocessing
import queue
import signal
import traceback
from collections.abc import Iterable, Iterator

from spacy.language import Language

from kg.extraction import PaperExtraction, extract_records
from kg.records import Record

#: Records per task sent to a worker.
TASK_RECORDS = 16
#: Tasks out at once per worker: enough to keep each busy, few enough to bound memory.
IN_FLIGHT_PER_WORKER = 3


class WorkerError(RuntimeError):
    """A worker process failed; the message carries its traceback or exit code."""


def can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


def _work(nlp: Language, tasks, results, batch_size: int) -> None:
    """A worker's loop: (index, records) in, (index, extractions or error text) out, until None."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        task = tasks.get()
        if task is None:
            return
        index, records = task
        try:
            results.put((index, list(extract_records(records, nlp, batch_size=batch_size)), None))
        except BaseException:  # reported to the main process, which raises it there
            results.put((index, None, traceback.format_exc()))


def extract_in_workers(
    records: Iterable[Record], nlp: Language, n_process: int, *, batch_size: int = 64
) -> Iterator[PaperExtraction]:
    """Every record's extraction, in input order, computed by ``n_process`` forked workers."""
    context = multiprocessing.get_context("fork")
    tasks = context.Queue()
    results = context.Queue()
    workers = [context.Process(target=_work, args=(nlp, tasks, results, batch_size), daemon=True)
               for _ in range(n_process)]
    # Objects that exist at the fork are left out of the workers' garbage
    # collections, which would otherwise touch, and so copy, every page of
    # the parent's heap (the pipeline, the records read) into each worker.
    gc.freeze()
    try:
        for worker in workers:
            worker.start()
    finally:
        gc.unfreeze()
    chunks = _chunks(records, TASK_RECORDS)
    sent = 0
    next_index = 0
    done: dict[int, list[PaperExtraction]] = {}
    exhausted = False
    finished = False
    try:
        while True:
            while not exhausted and sent - next_index < IN_FLIGHT_PER_WORKER * n_process:
                chunk = next(chunks, None)
                if chunk is None:
                    exhausted = True
                    break
                tasks.put((sent, chunk))
                sent += 1
            if exhausted and next_index == sent:
                finished = True
                return
            while next_index not in done:
                index, extractions, error = _receive(results, workers)
                if error is not None:
                    raise WorkerError(f"extraction failed in a worker process:\n{error}")
                done[index] = extractions
            yield from done.pop(next_index)
            next_index += 1
    finally:
        # After the last result the workers are told to stop; after an error,
        # Ctrl-C or a consumer that stops reading, they are stopped at once.
        for worker in workers:
            if finished:
                tasks.put(None)
            else:
                worker.terminate()
        for worker in workers:
            worker.join(timeout=10)
            if worker.is_alive():
                worker.kill()
                worker.join()
        tasks.close()
        results.close()


def _receive(results, workers):
    """The next result; a worker that died without answering is an error, not a hang."""
    while True:
        try:
            return results.get(timeout=1.0)
        except queue.Empty:
            dead = [w.exitcode for w in workers if w.exitcode is not None]
            if dead:
                raise WorkerError(f"a worker process ended unexpectedly (exit code {dead[0]})") from None


def _chunks(records: Iterable[Record], size: int) -> Iterator[list[Record]]:
    iterator = iter(records)
    while chunk := list(itertools.islice(iterator, size)):
        yield chunk
