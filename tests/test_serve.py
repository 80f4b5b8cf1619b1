"""kg serve: a real SPARQL client against the running server; refusals, limits and faults."""

import http.client
import threading
import time
import urllib.error
import urllib.request

import pyoxigraph
import pytest
from SPARQLWrapper import CSV, JSON, POST, TSV, XML, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import EndPointInternalError, QueryBadFormed, SPARQLWrapperException

from kg.iri import DEFAULT_BASE
from kg.serve import ServerConfig, make_server, negotiate
from tests.conftest import ROOT
from tests.support.remote import recording_server

GRAPH = str(ROOT / "outputs" / "icml2026.ttl")
TIMEOUT_S = 2.0


@pytest.fixture(scope="module")
def server():
    srv = make_server(ServerConfig(GRAPH, DEFAULT_BASE, timeout=TIMEOUT_S, quiet=True), "127.0.0.1", 0, workers=2)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    host, port = srv.server_address[:2]
    yield f"http://{host}:{port}"
    srv.shutdown()
    srv.pool.close()
    srv.server_close()


def client(server, query, fmt=JSON, method=None):
    sparql = SPARQLWrapper(f"{server}/sparql")
    sparql.setQuery(query)
    sparql.setReturnFormat(fmt)
    if method:
        sparql.setMethod(method)
    return sparql.query().convert()


def get(url, accept=None, host=None):
    req = urllib.request.Request(url, headers={k: v for k, v in (("Accept", accept), ("Host", host)) if v})
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, resp.headers.get("Content-Type"), resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers.get("Content-Type"), exc.read()


PREFIXED = "PREFIX kg: <https://w3id.org/paper-kg/ontology#> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> "
METHODS_ON_HARMBENCH = PREFIXED + """SELECT ?method WHERE { ?p kg:evaluatesOn/rdfs:label "HarmBench" ; kg:proposes/rdfs:label ?method }"""


def test_select_json_with_sparqlwrapper(server):
    result = client(server, METHODS_ON_HARMBENCH)
    assert [b["method"]["value"] for b in result["results"]["bindings"]] == ["Surgery"]


def test_select_by_post_and_other_formats(server):
    result = client(server, METHODS_ON_HARMBENCH, JSON, POST)
    assert result["results"]["bindings"][0]["method"]["value"] == "Surgery"
    xml = client(server, METHODS_ON_HARMBENCH, XML)
    assert xml.getElementsByTagName("literal")[0].firstChild.data == "Surgery"
    assert client(server, METHODS_ON_HARMBENCH, CSV).decode().splitlines() == ["method", "Surgery"]
    assert client(server, METHODS_ON_HARMBENCH, TSV).decode().splitlines() == ["?method", '"Surgery"']


def test_ask_and_construct(server):
    assert client(server, PREFIXED + "ASK { ?p a kg:Paper }")["boolean"] is True
    status, ctype, body = get(f"{server}/sparql?query=" + urllib.request.quote(
        PREFIXED + "CONSTRUCT { ?m a kg:Method } WHERE { ?p kg:proposes ?m } "), accept="application/n-triples")
    assert status == 200 and ctype == "application/n-triples"
    assert len(list(pyoxigraph.parse(body, format=pyoxigraph.RdfFormat.N_TRIPLES))) >= 10


@pytest.mark.catalogue(36)
@pytest.mark.parametrize(
    "query",
    [
        "INSERT DATA { <http://a> <http://b> <http://c> }",
        "CLEAR ALL",
        "LOAD <http://127.0.0.1:9/x.ttl>",
    ],
)
def test_updates_are_refused(server, query):
    sparql = SPARQLWrapper(f"{server}/sparql")
    sparql.setQuery(query)
    sparql.setMethod(POST)
    with pytest.raises((SPARQLWrapperException, urllib.error.HTTPError)) as info:
        sparql.query()
    assert getattr(info.value, "code", 403) in (400, 403)
    status, _, _ = _post(server, "update=" + urllib.request.quote(query), "application/x-www-form-urlencoded")
    assert status == 403


def _post(server, body, ctype, extra_headers=None):
    host, port = server.replace("http://", "").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)
    headers = {"Content-Type": ctype, **(extra_headers or {})}
    conn.request("POST", "/sparql", body=body.encode() if isinstance(body, str) else body, headers=headers)
    resp = conn.getresponse()
    data = resp.read()
    conn.close()
    return resp.status, resp.getheader("Content-Type"), data


@pytest.mark.catalogue(35, 36)
def test_service_is_refused_and_never_fetched(server):
    with recording_server() as (port, hits):
        for q in (f"SELECT * WHERE {{ SERVICE <http://127.0.0.1:{port}/s> {{ ?s ?p ?o }} }}",
                  f"SELECT * FROM <http://127.0.0.1:{port}/x.ttl> WHERE {{ ?s ?p ?o }}"):
            with pytest.raises(QueryBadFormed):
                client(server, q)
    assert hits == []


@pytest.mark.catalogue(37)
def test_runaway_query_is_killed_and_the_server_keeps_answering(server):
    bomb = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }"
    started = time.perf_counter()
    results = {}

    def run_bomb():
        status, _, body = get(f"{server}/sparql?query=" + urllib.request.quote(bomb))
        results["bomb"] = (status, body, time.perf_counter() - started)

    thread = threading.Thread(target=run_bomb)
    thread.start()
    time.sleep(0.3)
    # Another client is answered while the bomb runs.
    assert client(server, METHODS_ON_HARMBENCH)["results"]["bindings"]
    thread.join(60)
    status, body, elapsed = results["bomb"]
    assert status == 503 and b"time limit" in body
    assert TIMEOUT_S <= elapsed < TIMEOUT_S + 2.0
    # The killed worker is replaced.
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            client(server, METHODS_ON_HARMBENCH)
            client(server, METHODS_ON_HARMBENCH)
            break
        except EndPointInternalError:
            time.sleep(0.5)
    assert client(server, METHODS_ON_HARMBENCH)["results"]["bindings"]


@pytest.mark.catalogue(38)
def test_complexity_bombs_are_refused_and_the_process_lives(server):
    deep = "SELECT * WHERE " + "{" * 3000 + " ?s ?p ?o " + "}" * 3000
    status, _, body = _post(server, deep, "application/sparql-query")
    assert status == 400 and b"nests" in body
    status, _, _ = _post(server, "x" * (2 * 1024 * 1024), "application/sparql-query")
    assert status == 413
    assert client(server, PREFIXED + "ASK { ?p a kg:Paper }")["boolean"] is True


@pytest.mark.catalogue(40)
def test_bad_queries_and_accept(server):
    status, _, body = get(f"{server}/sparql?query=" + urllib.request.quote("SELECT * WHERE { ?s ?p }"))
    assert status == 400 and b"line 1, column" in body and b"Traceback" not in body
    status, _, _ = get(f"{server}/sparql?query=" + urllib.request.quote("SELECT * WHERE { ?s ?p ?o } LIMIT 1"), accept="image/png")
    assert status == 406
    status, _, _ = get(f"{server}/sparql")
    assert status == 400


def test_concurrent_clients(server):
    errors = []

    def work():
        try:
            for _ in range(10):
                assert client(server, METHODS_ON_HARMBENCH)["results"]["bindings"]
        except Exception as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert errors == []


def test_page_graph_and_resources(server):
    status, ctype, body = get(f"{server}/")
    assert status == 200 and ctype.startswith("text/html") and b"kg-data" in body
    status, ctype, body = get(f"{server}/graph", accept="application/n-triples")
    assert status == 200 and len(list(pyoxigraph.parse(body, format=pyoxigraph.RdfFormat.N_TRIPLES))) > 3000
    status, ctype, body = get(f"{server}/", accept="text/turtle")
    assert status == 200 and ctype.startswith("text/turtle")
    status, ctype, body = get(f"{server}/paper-kg/resource/method/group-relative-policy-optimization", accept="text/turtle")
    triples = list(pyoxigraph.parse(body, format=pyoxigraph.RdfFormat.TURTLE))
    assert status == 200 and any(t.predicate.value.endswith("#mentions") for t in triples)
    status, ctype, body = get(f"{server}/paper-kg/resource/method/group-relative-policy-optimization", accept="text/html")
    assert status == 200 and b"<h1>https://w3id.org/paper-kg/resource/method/group-relative-policy-optimization</h1>" in body
    assert get(f"{server}/paper-kg/resource/method/no-such-thing")[0] == 404


def test_host_header_is_checked(server):
    assert get(f"{server}/", host="evil.example")[0] == 403


def test_negotiation():
    types = {"text/turtle": "ttl", "application/ld+json": "jsonld"}
    assert negotiate("application/ld+json;q=0.5, text/turtle", types, "ttl") == "ttl"
    assert negotiate("*/*", types, "ttl") == "ttl"
    assert negotiate("image/png", types, "ttl") is None
    assert negotiate(None, types, "jsonld") == "jsonld"


def _rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))


def test_load_50_clients_2000_queries_without_errors_or_growing_memory(server):
    import os
    from concurrent.futures import ThreadPoolExecutor

    url = f"{server}/sparql?query=" + urllib.request.quote(METHODS_ON_HARMBENCH)

    def one(_):
        status, _, body = get(url, accept="application/sparql-results+json")
        return status == 200 and b"Surgery" in body

    with ThreadPoolExecutor(50) as pool:
        assert all(pool.map(one, range(200)))  # warm up
        workers = [c.pid for c in __import__("multiprocessing").active_children()]
        before = sum(_rss_kib(pid) for pid in workers) + _rss_kib(os.getpid())
        started = time.perf_counter()
        results = list(pool.map(one, range(2000)))
        elapsed = time.perf_counter() - started
        after = sum(_rss_kib(pid) for pid in workers if os.path.exists(f"/proc/{pid}")) + _rss_kib(os.getpid())
    assert all(results), f"{results.count(False)} failed"
    print(f"\n2000 queries from 50 clients in {elapsed:.1f} s; memory {before // 1024} -> {after // 1024} MiB")
    assert after - before < 64 * 1024  # KiB
