"""The command line as a user meets it: real processes, exit codes, stdout and stderr."""

import json
import subprocess
import sys

import pyoxigraph
import pytest

from tests.conftest import EXAMPLE, GOLD, ROOT

COMMANDS = ["build", "query", "viz", "stats", "validate", "eval"]


def kg(*args, input=None, cwd=None):
    return subprocess.run([sys.executable, "-m", "kg.cli", *args], capture_output=True, text=True, input=input,
                          cwd=cwd or ROOT, timeout=300)


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help_with_an_example(command):
    result = kg(command, "--help")
    assert result.returncode == 0
    assert "Example:" in result.stdout and f"kg {command}" in result.stdout


def test_build_writes_every_requested_format(tmp_path):
    outs = [tmp_path / f"g.{ext}" for ext in ("ttl", "nt", "jsonld", "xml", "trig", "nq")]
    args = ["build", str(EXAMPLE)]
    for out in outs:
        args += ["-o", str(out)]
    result = kg(*args, "--html", str(tmp_path / "g.html"))
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    assert "19 papers" in result.stderr
    for out in outs:
        assert out.stat().st_size > 1000
    quads = list(pyoxigraph.parse(path=str(outs[0]), format=pyoxigraph.RdfFormat.TURTLE))
    assert len(quads) > 3000
    assert (tmp_path / "g.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_build_reads_stdin_and_writes_stdout(tmp_path):
    text = "We introduce FooBench, a benchmark for code generation. Code: https://github.com/x/foobench.\n"
    result = kg("build", "-", "-o", "-", "--base", "https://example.org/kg/", input=text)
    assert result.returncode == 0, result.stderr
    quads = list(pyoxigraph.parse(result.stdout.encode(), format=pyoxigraph.RdfFormat.TURTLE))
    assert any(q.subject.value == "https://example.org/kg/dataset/foobench" for q in quads)
    assert any(q.object.value == "https://github.com/x/foobench" for q in quads)


@pytest.mark.catalogue(1)
def test_bad_input_is_one_line_and_no_output(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"abstract": "fine"}\n{broken\n', encoding="utf-8")
    out = tmp_path / "out.ttl"
    result = kg("build", str(bad), "-o", str(out))
    assert result.returncode == 65
    assert result.stderr.strip().count("\n") == 0
    assert result.stderr.startswith(f"kg: {bad}:2: not valid JSON")
    assert "Traceback" not in result.stderr
    assert not out.exists()


@pytest.mark.catalogue(1)
def test_skip_bad_keeps_good_records(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"abstract": "We propose FooNet, a method."}\n{broken\n{"abstract": "We study code generation."}\n', encoding="utf-8")
    out = tmp_path / "out.nt"
    result = kg("build", str(bad), "-o", str(out), "--skip-bad")
    assert result.returncode == 0, result.stderr
    assert "bad.jsonl:2" in result.stderr and "2 papers" in result.stderr


@pytest.mark.catalogue(23)
def test_output_equal_to_input_is_refused(tmp_path):
    src = tmp_path / "in.txt"
    src.write_text("We propose FooNet.\n", encoding="utf-8")
    before = src.read_bytes()
    result = kg("build", str(src), "-o", str(src), "--format", "ttl")
    assert result.returncode == 2 and "refusing to overwrite input" in result.stderr
    assert src.read_bytes() == before


@pytest.mark.catalogue(27)
def test_unwritable_destination(tmp_path):
    result = kg("build", str(EXAMPLE), "-o", str(tmp_path / "missing" / "x.ttl"))
    assert result.returncode == 73 and "does not exist" in result.stderr


@pytest.mark.catalogue(18)
def test_bad_base_is_a_usage_error():
    result = kg("build", str(EXAMPLE), "-o", "-", "--base", "not-absolute/")
    assert result.returncode == 2 and "IRI" in result.stderr


def test_query_validate_stats_viz_on_the_bundled_graph(tmp_path):
    graph = ROOT / "outputs" / "icml2026.ttl"
    result = kg("query", str(graph), "most-used-benchmarks", "--format", "csv")
    assert result.returncode == 0 and result.stdout.splitlines()[0] == "benchmark,label,papers"
    result = kg("query", str(graph), "SELECT * WHERE { SERVICE <http://127.0.0.1:1/> { ?s ?p ?o } }")
    assert result.returncode == 65 and result.stderr == "kg: SERVICE (federated query) is disabled\n"
    result = kg("query", str(graph), "methods-on-benchmark")
    assert result.returncode == 65 and "--param benchmark" in result.stderr
    assert kg("query", "--list").stdout.count("\n") >= 6
    assert kg("validate", str(graph)).returncode == 0
    stats = json.loads(kg("stats", str(graph), "--json").stdout)
    assert stats["papers"] == 19 and stats["entities"]["Repository"] == 10
    page = tmp_path / "p.html"
    result = kg("viz", str(graph), "-o", str(page), "--max-nodes", "20")
    assert result.returncode == 0 and "20 of" in result.stderr


@pytest.mark.catalogue(37)
def test_query_timeout_kills_a_runaway_query():
    import time

    graph = ROOT / "outputs" / "icml2026.ttl"
    started = time.perf_counter()
    result = kg("query", str(graph), "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }", "--timeout", "2")
    assert result.returncode == 124 and "time limit of 2 s" in result.stderr
    assert time.perf_counter() - started < 30
    assert kg("query", str(graph), "ASK { ?p a kg:Paper }", "--timeout", "0").stdout == "true\n"


def test_validate_exit_codes(tmp_path):
    bad = tmp_path / "bad.ttl"
    bad.write_text(
        "@prefix kg: <https://w3id.org/paper-kg/ontology#> .\n"
        "<https://e/p> a kg:Paper ; kg:hasResult <https://e/r> .\n<https://e/r> a kg:Result .\n", encoding="utf-8")
    result = kg("validate", str(bad))
    assert result.returncode == 1
    assert "kg:Result has no numeric value" in result.stdout
    assert "paper <https://e/p>" in result.stdout
    broken = tmp_path / "broken.ttl"
    broken.write_text("<https://a b> <https://p> <https://o> .", encoding="utf-8")
    result = kg("validate", str(broken))
    assert result.returncode == 2 and result.stderr.count("\n") == 1


def test_missing_graph_is_one_line():
    for args in (("stats",), ("query", "--timeout", "5"), ("serve", "--port", "0")):
        extra = ("most-used-benchmarks",) if args[0] == "query" else ()
        result = kg(args[0], "no-such-file.ttl", *extra, *args[1:])
        assert result.returncode == 65 and result.stderr == "kg: no-such-file.ttl: no such file\n", args


def test_eval_prints_scores():
    result = kg("eval", "--gold", str(GOLD), str(EXAMPLE), "--json")
    assert result.returncode == 0, result.stderr
    scores = json.loads(result.stdout)
    assert scores["papers"]["matched"] == 19
    assert set(scores["lenient"]) >= {"Method", "Task", "Metric", "micro"}
    assert "errors" not in scores


def test_eval_lists_errors():
    result = kg("eval", "--gold", str(GOLD), str(EXAMPLE), "--errors")
    assert result.returncode == 0, result.stderr
    table, _, errors = result.stdout.partition("\npaper ")
    assert table.startswith("papers: 19 of 19")
    assert errors and all(line.startswith(("  - ", "  + ", "paper ")) for line in ("paper " + errors).splitlines())
    as_json = json.loads(kg("eval", "--gold", str(GOLD), str(EXAMPLE), "--json", "--errors").stdout)
    assert {e["paper"] for e in as_json["errors"]} <= {json.loads(l)["id"] for l in GOLD.read_text().splitlines()}


@pytest.mark.catalogue(21)
def test_output_is_byte_identical_across_hash_seeds(tmp_path):
    import os

    digests = []
    for seed in ("1", "2"):
        outs = [tmp_path / f"{seed}.{ext}" for ext in ("ttl", "nt", "jsonld")]
        args = [sys.executable, "-m", "kg.cli", "build", str(EXAMPLE), "-q", "--html", str(tmp_path / f"{seed}.html")]
        for out in outs:
            args += ["-o", str(out)]
        env = dict(os.environ, PYTHONHASHSEED=seed)
        subprocess.run(args, check=True, env=env, timeout=300, cwd=ROOT)
        digests.append([p.read_bytes() for p in (*outs, tmp_path / f"{seed}.html")])
    assert digests[0] == digests[1]


def test_progress_line():
    import io

    from kg.progress import Progress

    out = io.StringIO()
    bar = Progress(4, enabled=True, stream=out, every=0)
    for _ in range(4):
        bar.update()
    assert "4/4 records" in out.getvalue() and "records/s" in out.getvalue() and "ETA 0:00" in out.getvalue()
    silent = io.StringIO()
    quiet = Progress(4, stream=silent)  # not a terminal: silent
    quiet.update(4)
    quiet.close()
    assert silent.getvalue() == ""


def test_two_workers_give_the_same_graph(tmp_path):
    one, two = tmp_path / "1.ttl", tmp_path / "2.ttl"
    assert kg("build", str(EXAMPLE), "-o", str(one), "-q").returncode == 0
    assert kg("build", str(EXAMPLE), "-o", str(two), "-q", "--workers", "2").returncode == 0
    assert one.read_bytes() == two.read_bytes()


@pytest.mark.catalogue(23)
@pytest.mark.parametrize("kind", ["symlink", "hardlink", "dot-path"])
def test_output_aliasing_the_input_is_refused(tmp_path, kind):
    import os

    src = tmp_path / "in.txt"
    src.write_text("We propose FooNet.\n", encoding="utf-8")
    alias = tmp_path / "alias.ttl"
    if kind == "symlink":
        alias.symlink_to(src)
    elif kind == "hardlink":
        os.link(src, alias)
    else:
        alias = tmp_path / "." / "in.txt"
    before = src.read_bytes()
    result = kg("build", str(src), "-o", str(alias), "--format", "ttl")
    assert result.returncode == 2 and "refusing to overwrite input" in result.stderr
    assert src.read_bytes() == before
