"""Extraction on a Dask cluster: ``kg build --dask SCHEDULER``.

Extraction is per record, so it maps onto dask.distributed as independent
tasks over batches of records. Each worker loads the spaCy pipeline once,
in a worker plugin, and keeps it for every batch it runs; batches travel as
:class:`~kg.records.Record` objects and come back as
:class:`~kg.extraction.PaperExtraction` objects (plain data, no Docs).
Resolution and graph writing stay on the client, where the whole corpus is
needed anyway.

Workers need paper-kg and its pipeline package installed (the same
versions as the client), and should run one thread each (``dask worker
SCHEDULER --nthreads 1``): a spaCy pipeline is not meant to be shared by
threads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from kg.extraction import PaperExtraction, extract_records
from kg.records import Record

PLUGIN_NAME = "paper-kg-pipeline"


class ClusterError(Exception):
    pass


def _plugin_class():
    from distributed.diagnostics.plugin import WorkerPlugin

    class PipelinePlugin(WorkerPlugin):
        """Loads paper-kg's pipeline once per worker."""

        name = PLUGIN_NAME

        def __init__(self, package: str | None = None):
            self.package = package
            self.nlp = None

        def setup(self, worker) -> None:
            from kg.pipeline import load_pipeline

            self.nlp = load_pipeline(self.package)

    return PipelinePlugin


def extract_batch(records: list[Record]) -> list[PaperExtraction]:
    """Run on a worker: the extractions of one batch, with the worker's pipeline."""
    from distributed import get_worker

    plugin = get_worker().plugins[PLUGIN_NAME]
    return list(extract_records(records, plugin.nlp))


def batches(records: Sequence[Record], size: int) -> list[list[Record]]:
    return [list(records[i : i + size]) for i in range(0, len(records), size)]


def extract_on_dask(
    records: Sequence[Record],
    scheduler,
    *,
    batch_size: int = 64,
    in_flight: int | None = None,
    package: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Iterator[PaperExtraction]:
    """Yield every record's extraction, in input order, computed on the cluster at ``scheduler``.

    ``scheduler`` is an address ("tcp://host:8786") or a cluster object
    (``LocalCluster``). At most ``in_flight`` batches are out at once
    (default: four per worker thread), so memory stays bounded.
    """
    try:
        from distributed import Client, wait
    except ImportError:
        raise ClusterError("--dask needs dask.distributed (pip install 'paper-kg[dask]')") from None
    try:
        client = Client(scheduler, timeout=30)
    except (OSError, TimeoutError, ValueError) as exc:
        raise ClusterError(f"cannot reach the Dask scheduler {scheduler}: {exc}") from None
    try:
        client.register_plugin(_plugin_class()(package))
        threads = sum(client.nthreads().values()) or 1
        window = in_flight or 4 * threads
        todo = batches(records, batch_size)
        pending: dict[int, object] = {}
        next_submit = 0
        done = 0
        for index in range(len(todo)):
            while next_submit < len(todo) and len(pending) < window:
                pending[next_submit] = client.submit(extract_batch, todo[next_submit], pure=False)
                next_submit += 1
            future = pending.pop(index)
            wait([future])
            if future.status == "error":
                raise ClusterError(f"batch {index + 1} failed on the cluster: {future.exception()!r}")
            for ex in future.result():
                done += 1
                if progress:
                    progress(done, len(records))
                yield ex
            future.release()
    finally:
        client.close()
