"""kg build --dask: extraction on a Dask cluster (a LocalCluster on this machine)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from kg.build import BuildReport, read_unique
from kg.extraction import extract_records
from tests.conftest import EXAMPLE, ROOT

distributed = pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def cluster():
    from distributed import LocalCluster

    # Worker processes, as on a real cluster: each loads the pipeline in its plugin.
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                      host="127.0.0.1", silence_logs=40) as c:
        yield c


def test_extractions_on_the_cluster_equal_local_ones(cluster, nlp):
    from kg.cluster import extract_on_dask

    records = read_unique([str(EXAMPLE)], BuildReport())
    seen = []
    remote = list(extract_on_dask(records, cluster.scheduler_address, batch_size=4, in_flight=2,
                                  progress=lambda done, total: seen.append((done, total))))
    local = list(extract_records(records, nlp))
    assert [ex.record.id for ex in remote] == [r.id for r in records]  # input order kept
    assert remote == local
    assert seen[-1] == (19, 19)


def test_cli_dask_build_gives_the_local_graph(cluster, tmp_path, icml):
    from rdflib.compare import isomorphic

    from kg.graph import union_graph
    from kg.load import load_graph

    out = tmp_path / "dask.ttl"
    run = subprocess.run([sys.executable, "-m", "kg.cli", "build", str(EXAMPLE), "--dask", cluster.scheduler_address,
                          "-o", str(out)], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 0, run.stderr
    assert isomorphic(load_graph(str(out)), union_graph(icml[0]))


def test_unreachable_scheduler_is_one_line(tmp_path):
    run = subprocess.run([sys.executable, "-m", "kg.cli", "build", str(EXAMPLE), "--dask", "tcp://127.0.0.1:9",
                          "-o", str(tmp_path / "x.ttl")], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 69
    assert run.stderr.strip().count("\n") == 0 and "Dask scheduler" in run.stderr
    assert not (tmp_path / "x.ttl").exists()
