"""Shared fixtures: the trained pipeline and the ICML 2026 graph, built once per session."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "icml2026-abstracts.txt"
GOLD = ROOT / "tests" / "data" / "gold" / "icml2026.jsonl"


def write_variants(path: Path, copies: int) -> int:
    """``copies`` distinct copies of the bundled abstracts as JSONL (an input that takes a while); the record count."""
    import json

    abstracts = [a.strip() for a in EXAMPLE.read_text(encoding="utf-8").split("\n\n")[1:] if a.strip()]
    with path.open("w", encoding="utf-8") as fh:
        for i in range(copies):
            for j, text in enumerate(abstracts):
                fh.write(json.dumps({"id": f"p{i}-{j}", "abstract": f"{text} (variant {i})"}) + "\n")
    return copies * len(abstracts)


def default_sigint() -> None:
    """``preexec_fn`` for a child the tests interrupt: Ctrl-C handled as Python does by default.

    A child inherits an ignored SIGINT (a test run started as a background job
    of a non-interactive shell has one), and Python then installs no
    KeyboardInterrupt handler, so a test that sends SIGINT would see the
    signal ignored instead of the behaviour it checks.
    """
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture(scope="session")
def nlp():
    from kg.pipeline import load_pipeline

    return load_pipeline()


@pytest.fixture(scope="session")
def icml(nlp):
    """(dataset, corpus, report) of the bundled ICML 2026 abstracts."""
    from kg.build import build

    return build([str(EXAMPLE)], nlp)


@pytest.fixture(scope="session")
def icml_graph(icml):
    from kg.graph import union_graph

    return union_graph(icml[0])


@pytest.fixture(scope="session")
def icml_ttl(icml, tmp_path_factory):
    from kg.export import write_output

    path = tmp_path_factory.mktemp("icml") / "icml2026.ttl"
    write_output(icml[0], str(path))
    return path
