"""README.md is part of the product: its examples run, and it documents every command and term."""

import re
import subprocess
import sys

import click
import pytest

from kg import namespace_gen
from kg.cli import cli
from tests.conftest import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")


def example_queries():
    pattern = re.compile(r"```sparql\n(.*?)\n```\s*\n```text\n(.*?)\n```", re.S)
    return pattern.findall(README)


def test_readme_starts_with_the_two_commands():
    first_block = README.split("```", 2)[1]
    assert "make demo" in first_block and "make test" in first_block


def test_readme_has_its_example_queries():
    assert len(example_queries()) >= 5


@pytest.mark.parametrize("index", range(5))
def test_readme_example_query_output_is_real(index, tmp_path):
    query, expected = example_queries()[index]
    path = tmp_path / "q.rq"
    path.write_text(query, encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "kg.cli", "query", str(ROOT / "outputs" / "icml2026.ttl"), str(path)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.rstrip() == expected.rstrip()


def test_every_command_and_option_is_documented():
    for name, command in cli.commands.items():
        assert f"kg {name}" in README, name
        for param in command.params:
            if isinstance(param, click.Option):
                assert any(opt in README for opt in param.opts), f"kg {name} {param.opts}"


def test_every_ontology_term_is_in_the_table():
    for name, _, _ in namespace_gen.ontology_terms(namespace_gen.load_ontology()):
        assert f"`kg:{name}`" in README, name


def test_readme_names_the_exit_codes():
    for code in (0, 1, 2, 65, 70, 73, 130):
        assert f"| {code} |" in README


def test_every_package_is_installed():
    # An editable install finds any folder; a wheel holds only the listed packages.
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "kg").rglob("__init__.py")}
    assert found <= listed, sorted(found - listed)
