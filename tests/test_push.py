"""kg push against a real Oxigraph server on loopback (started by the test)."""

import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from SPARQLWrapper import JSON, SPARQLWrapper

from kg.export import write_output
from kg.load import load_dataset
from kg.push import PushError, push, split_by_paper
from tests.conftest import ROOT

OXIGRAPH = shutil.which("oxigraph") or str(Path(sys.executable).with_name("oxigraph"))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def oxigraph_server(tmp_path_factory):
    if not Path(OXIGRAPH).exists():
        pytest.fail("the oxigraph server (PyPI package oxigraph) is not installed")
    port = free_port()
    location = tmp_path_factory.mktemp("store")
    proc = subprocess.Popen([OXIGRAPH, "serve", "--location", str(location), "--bind", f"127.0.0.1:{port}"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url + "/query?query=ASK%7B%7D", timeout=1).read()
            break
        except OSError:
            time.sleep(0.2)
    else:
        proc.kill()
        pytest.fail("oxigraph serve did not start")
    yield url
    proc.terminate()
    proc.wait(10)


def count(url, query):
    sparql = SPARQLWrapper(url + "/query")
    sparql.setQuery(query)
    sparql.setReturnFormat(JSON)
    return int(sparql.query().convert()["results"]["bindings"][0]["n"]["value"])


def test_push_one_graph_per_paper_and_replace(oxigraph_server, icml, tmp_path):
    trig = tmp_path / "icml.trig"
    write_output(icml[0], str(trig))
    ds = load_dataset(str(trig))
    report = push(ds, oxigraph_server + "/store")
    assert report.graphs == 19
    graphs = "SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"
    quads = "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"
    assert count(oxigraph_server, graphs) == 19
    first = count(oxigraph_server, quads)
    assert first == report.triples
    push(ds, oxigraph_server + "/store")  # again: replaced, not duplicated
    assert count(oxigraph_server, quads) == first
    assert count(oxigraph_server, """SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g {
        ?p <https://w3id.org/paper-kg/ontology#proposes> <https://w3id.org/paper-kg/resource/method/surgery> } }""") == 1


def test_turtle_is_split_into_the_same_paper_graphs(icml, icml_ttl):
    from rdflib.compare import isomorphic

    from kg.graph import union_graph

    ds = load_dataset(str(icml_ttl))
    split = dict(split_by_paper(union_graph(ds)))
    named = {g.identifier: g for g in icml[0].graphs() if len(g)}
    assert set(split) == set(named)
    for name, graph in split.items():
        assert isomorphic(graph, named[name]), name
    assert not isomorphic(split[sorted(split)[0]], split[sorted(split)[1]])


def test_push_to_nowhere_is_one_clear_error(icml):
    with pytest.raises(PushError, match="cannot reach"):
        push(icml[0], f"http://127.0.0.1:{free_port()}/store", timeout=2)
    with pytest.raises(PushError, match="http"):
        push(icml[0], "ftp://example.org/store")


def test_cli_push(oxigraph_server):
    result = subprocess.run([sys.executable, "-m", "kg.cli", "push", str(ROOT / "outputs" / "icml2026.ttl"),
                             "--endpoint", oxigraph_server + "/store"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stderr.startswith("pushed 19 graphs")
