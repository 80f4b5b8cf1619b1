"""Locate the files the package ships: ontology, patterns, queries, templates."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def _package_file(package: str, name: str) -> Path:
    path = Path(str(resources.files(package).joinpath(name)))
    if not path.is_file():
        raise FileNotFoundError(f"{package} has no file {name!r}")
    return path


def ontology_path(name: str) -> Path:
    """Path of a file in ``ontology/`` (kg.ttl, shapes.ttl, context.jsonld)."""
    return _package_file("kg.ontology", name)


def pattern_path(name: str) -> Path:
    """Path of a pattern data file in ``kg/patterns/``."""
    return _package_file("kg.patterns", name)


def template_path(name: str) -> Path:
    """Path of a file in ``kg/templates/``."""
    return _package_file("kg.templates", name)


def query_dir() -> Path:
    """The folder of bundled named queries (``kg/queries/*.rq``)."""
    return Path(str(resources.files("kg.queries")))
