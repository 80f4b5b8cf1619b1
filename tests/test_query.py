"""Queries: the bundled named queries on a fixture graph, and the guard that refuses what must not run."""

import pyoxigraph
import pytest

from kg.load import load_store
from tests.support.remote import recording_server
from kg.query import QueryError, check_query, format_results, named_queries, resolve_query, rows, run_query

FIXTURE = """
@prefix kg: <https://w3id.org/paper-kg/ontology#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix dcterms: <http://purl.org/dc/terms/> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix r: <https://example.org/> .

r:p1 a kg:Paper ; dcterms:abstract "Harmful fine-tuning is bad." ; dcterms:title "Surgery: a defense" ;
  kg:mentions r:surgery, r:harmbench, r:beaver, r:ft, r:repo1, r:acc ; kg:proposes r:surgery ;
  kg:evaluatesOn r:harmbench, r:beaver ; kg:addresses r:ft ; kg:hasRepository r:repo1 ; kg:hasResult r:res1 .
r:p2 a kg:Paper ; dcterms:abstract "We study code generation." ;
  kg:mentions r:pgs, r:harmbench, r:cg, r:acc ; kg:proposes r:pgs ; kg:evaluatesOn r:harmbench ; kg:addresses r:cg ; kg:hasResult r:res2 .
r:p3 a kg:Paper ; dcterms:abstract "Code generation again." ;
  kg:mentions r:cg, r:repo3 ; kg:addresses r:cg ; kg:hasRepository r:repo3 .
r:surgery a kg:Method ; rdfs:label "Surgery" .
r:pgs a kg:Method ; rdfs:label "Property-Generated Solver" ; skos:altLabel "PGS" .
r:harmbench a kg:Benchmark ; rdfs:label "HarmBench" .
r:beaver a kg:Benchmark ; rdfs:label "BeaverTails" .
r:ft a kg:Task ; rdfs:label "harmful fine-tuning" .
r:cg a kg:Task ; rdfs:label "code generation" .
r:acc a kg:Metric ; rdfs:label "accuracy" .
r:repo1 a kg:Repository ; rdfs:label "https://github.com/a/surgery" ; kg:repositoryRole "code" .
r:repo3 a kg:Repository ; rdfs:label "https://github.com/c/cg" ; kg:repositoryRole "code" .
r:res1 a kg:Result ; kg:value 64.8 ; kg:unit "%" ; kg:isImprovement false ; kg:metric r:acc ; kg:benchmark r:harmbench ; kg:resultOf r:surgery .
r:res2 a kg:Result ; kg:value 12.5 ; kg:unit "%" ; kg:isImprovement true ; kg:metric r:acc .
"""


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    path = tmp_path_factory.mktemp("q") / "fixture.ttl"
    path.write_text(FIXTURE, encoding="utf-8")
    return load_store(str(path))


def run_named(store, name, **params):
    text, _ = resolve_query(name)
    return rows(run_query(store, text, params))


def test_every_bundled_query_is_documented():
    queries = named_queries()
    assert set(queries) == {"methods-on-benchmark", "papers-with-code-for-task", "paper-proposes",
                            "results-for-metric", "most-used-benchmarks", "shared-entities"}
    for q in queries.values():
        assert q.description, q.name


def test_methods_on_benchmark(store):
    _, data = run_named(store, "methods-on-benchmark", benchmark="harmbench")
    assert [(r[1], r[3]) for r in data] == [("Property-Generated Solver", ""), ("Surgery", "https://example.org/repo1")]


def test_papers_with_code_for_task(store):
    _, data = run_named(store, "papers-with-code-for-task", task="code generation")
    assert [(r[0], r[2]) for r in data] == [("https://example.org/p3", "https://example.org/repo3")]


def test_paper_proposes(store):
    _, data = run_named(store, "paper-proposes", text="harmful")
    assert [r[2] for r in data] == ["Surgery"]
    _, data = run_named(store, "paper-proposes")
    assert sorted(r[2] for r in data) == ["Property-Generated Solver", "Surgery"]


def test_results_for_metric(store):
    _, data = run_named(store, "results-for-metric", metric="Accuracy")
    assert [(r[1], r[3], r[4]) for r in data] == [("64.8", "HarmBench", "Surgery"), ("12.5", "", "")]


def test_most_used_benchmarks(store):
    _, data = run_named(store, "most-used-benchmarks")
    assert [(r[1], r[2]) for r in data] == [("HarmBench", "2"), ("BeaverTails", "1")]


def test_shared_entities(store):
    _, data = run_named(store, "shared-entities")
    assert {(r[1], r[3]) for r in data} == {("HarmBench", "2"), ("accuracy", "2"), ("code generation", "2")}


def test_results_formats(store):
    result = run_query(store, "SELECT ?l WHERE { ?x rdfs:label ?l } ORDER BY ?l LIMIT 2")
    assert format_results(result, "csv").decode().splitlines() == ["l", "BeaverTails", "HarmBench"]
    result = run_query(store, "SELECT ?l WHERE { ?x rdfs:label ?l } ORDER BY ?l LIMIT 1")
    assert '"head":{"vars":["l"]}' in format_results(result, "json").decode().replace(" ", "")
    result = run_query(store, "SELECT ?l WHERE { ?x rdfs:label ?l } ORDER BY ?l LIMIT 1")
    assert format_results(result, "tsv").decode().splitlines() == ["?l", '"BeaverTails"']
    assert format_results(run_query(store, "ASK { ?x a kg:Paper }"), "table") == b"true\n"


@pytest.mark.catalogue(36)
def test_parameters_are_bound_as_terms_not_text(store):
    _, data = run_named(store, "methods-on-benchmark", benchmark='x" ) } DROP ALL { ("')
    assert data == []


@pytest.mark.catalogue(35, 36, 38, 40)
@pytest.mark.parametrize(
    "query, message",
    [
        ("SELECT * WHERE { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }", "SERVICE"),
        ("SELECT * WHERE { service silent <http://x/> { ?s ?p ?o } }", "SERVICE"),
        ("SELECT * WHERE { SERVICE ?x { ?s ?p ?o } }", "SERVICE"),
        ("SELECT * FROM <http://127.0.0.1:9/x.ttl> WHERE { ?s ?p ?o }", "FROM"),
        ("SELECT * FROM NAMED <file:///etc/passwd> WHERE { ?s ?p ?o }", "FROM"),
        ("LOAD <http://127.0.0.1:9/x.ttl>", "LOAD"),
        ("INSERT DATA { <http://a> <http://b> <http://c> }", "read-only"),
        ("CLEAR ALL", "read-only"),
        ("SELECT * WHERE " + "{" * 3000 + " ?s ?p ?o " + "}" * 3000, "nests"),
        ("SELECT * WHERE { " + " ".join(f"?s{i} ?p ?o{i} ." for i in range(1000)) + " }", "triple patterns"),
        ("SELECT * WHERE { ?s ?p ?o } #" + "x" * 70000, "bytes"),
        ("", "empty"),
    ],
)
def test_guard_refuses(query, message):
    with pytest.raises(QueryError, match=message):
        check_query(query)


def test_keywords_inside_strings_and_iris_are_not_refused(store):
    check_query('SELECT * WHERE { ?s rdfs:label "SERVICE LOAD FROM" . ?s ?p <https://example.org/from/load> }')


@pytest.mark.catalogue(40)
def test_syntax_errors_give_line_and_column(store):
    with pytest.raises(QueryError, match=r"line 1, column"):
        run_query(store, "SELECT * WHERE { ?s ?p }")
    with pytest.raises(QueryError):
        run_query(store, "SELECT * WHERE { ?s unknown:p ?o }")


@pytest.mark.catalogue(35, 36)
def test_service_never_reaches_the_network(store):
    with recording_server() as (port, hits):
        for q in (f"SELECT * WHERE {{ SERVICE <http://127.0.0.1:{port}/sparql> {{ ?s ?p ?o }} }}",
                  f"LOAD <http://127.0.0.1:{port}/x.ttl>"):
            with pytest.raises(QueryError):
                run_query(store, q)
    assert hits == []


def test_queries_see_named_graphs_as_one(tmp_path):
    path = tmp_path / "g.trig"
    path.write_text("<https://e/g1> { <https://e/a> <https://e/p> 1 } <https://e/g2> { <https://e/b> <https://e/p> 2 }", encoding="utf-8")
    result = run_query(load_store(str(path)), "SELECT (COUNT(*) AS ?n) WHERE { ?s <https://e/p> ?o }")
    assert rows(result)[1] == [["2"]]
    assert isinstance(pyoxigraph.Store(), pyoxigraph.Store)
