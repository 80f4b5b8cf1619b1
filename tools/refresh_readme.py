"""Refresh README.md's generated blocks from real runs: example query outputs and the kg eval table.

Run after `make demo`:  .venv/bin/python tools/refresh_readme.py
tests/test_readme.py checks the query outputs against `kg query` again.
"""

import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
KG = [sys.executable, "-m", "kg.cli"]


def run(*args: str) -> str:
    return subprocess.run([*KG, *args], capture_output=True, text=True, check=True, cwd=ROOT).stdout.rstrip()


def main() -> None:
    text = README.read_text(encoding="utf-8")

    def query_output(match: re.Match) -> str:
        with tempfile.NamedTemporaryFile("w", suffix=".rq", delete=False) as f:
            f.write(match.group(1))
        out = run("query", "outputs/icml2026.ttl", f.name)
        return f"```sparql\n{match.group(1)}\n```\n\n```text\n{out}\n```"

    text = re.sub(r"```sparql\n(.*?)\n```\s*\n```text\n.*?\n```", query_output, text, flags=re.S)
    scores = run("eval", "--gold", "tests/data/gold/icml2026.jsonl", "examples/icml2026-abstracts.txt", "--baseline")
    text = re.sub(r"(<!-- eval -->\n```text\n)[^`]*?(\n```)", lambda m: m.group(1) + scores + m.group(2), text, flags=re.S)
    for marker, name in (("eval-arxiv", "arxiv-dev"), ("eval-arxiv-dev2", "arxiv-dev2"), ("eval-arxiv-dev3", "arxiv-dev3"),
                         ("eval-arxiv-dev4", "arxiv-dev4"), ("eval-arxiv-dev5", "arxiv-dev5"),
                         ("eval-arxiv-dev6", "arxiv-dev6"), ("eval-arxiv-dev7", "arxiv-dev7"),
                         ("eval-arxiv-dev8", "arxiv-dev8"), ("eval-arxiv-dev9", "arxiv-dev9"), ("eval-arxiv-dev10", "arxiv-dev10"), ("eval-arxiv-dev11", "arxiv-dev11"),
                         ("eval-arxiv-dev12", "arxiv-dev12"), ("eval-arxiv-dev13", "arxiv-dev13"), ("eval-arxiv-dev14", "arxiv-dev14"), ("eval-arxiv-dev15", "arxiv-dev15"), ("eval-arxiv-dev16", "arxiv-dev16"), ("eval-arxiv-dev17", "arxiv-dev17"), ("eval-arxiv-dev18", "arxiv-dev18"), ("eval-arxiv-dev19", "arxiv-dev19"), ("eval-arxiv-dev20", "arxiv-dev20"), ("eval-arxiv-dev21", "arxiv-dev21"), ("eval-arxiv-dev22", "arxiv-dev22"), ("eval-arxiv-dev23", "arxiv-dev23"), ("eval-arxiv-dev24", "arxiv-dev24"), ("eval-arxiv-dev25", "arxiv-dev25"),
                         ("eval-arxiv-dev26", "arxiv-dev26"), ("eval-arxiv-dev27", "arxiv-dev27"), ("eval-arxiv-dev28", "arxiv-dev28"), ("eval-arxiv-dev29", "arxiv-dev29"), ("eval-arxiv-dev30", "arxiv-dev30"), ("eval-arxiv-dev31", "arxiv-dev31"), ("eval-arxiv-dev32", "arxiv-dev32"), ("eval-arxiv-dev33", "arxiv-dev33"), ("eval-arxiv-dev34", "arxiv-dev34"), ("eval-arxiv-dev35", "arxiv-dev35"), ("eval-arxiv-dev36", "arxiv-dev36"), ("eval-arxiv-dev37", "arxiv-dev37"), ("eval-arxiv-dev38", "arxiv-dev38"), ("eval-arxiv-dev39", "arxiv-dev39"), ("eval-arxiv-dev40", "arxiv-dev40"), ("eval-arxiv-dev41", "arxiv-dev41"), ("eval-arxiv-dev42", "arxiv-dev42"), ("eval-arxiv-dev43", "arxiv-dev43"), ("eval-arxiv-test", "arxiv-test")):
        if f"<!-- {marker} -->" not in text:
            continue
        scores = run("eval", "--gold", f"tests/data/gold/{name}.jsonl", f"tests/data/{name}.jsonl", "--baseline")
        text = re.sub(rf"(<!-- {marker} -->\n```text\n)[^`]*?(\n```)", lambda m: m.group(1) + scores + m.group(2), text, flags=re.S)
    README.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
