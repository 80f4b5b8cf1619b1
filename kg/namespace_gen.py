"""Generate ``kg/namespace.py`` from ``ontology/kg.ttl``.

The ontology file is the single source of truth for the vocabulary; this
module renders it as an rdflib ``DefinedNamespace`` so that a misspelt term
(``KG.propose``) fails at once instead of writing a wrong IRI.

Run ``python -m kg.namespace_gen`` after editing the ontology;
``tests/test_ontology.py`` fails while the two disagree.
"""

from __future__ import annotations

import sys
from pathlib import Path

from rdflib import OWL, RDF, RDFS, Graph, URIRef

from kg.resources import ontology_path

NAMESPACE = "https://w3id.org/paper-kg/ontology#"

_HEADER = '''"""The paper-kg vocabulary, generated from ontology/kg.ttl.

Do not edit by hand: run ``python -m kg.namespace_gen``.
"""

from rdflib.namespace import DefinedNamespace, Namespace
from rdflib.term import URIRef


class KG(DefinedNamespace):
    """Terms of ``https://w3id.org/paper-kg/ontology#``."""

    _fail = True
    _NS = Namespace("https://w3id.org/paper-kg/ontology#")

'''

_KINDS = {
    OWL.Class: "class",
    OWL.ObjectProperty: "object property",
    OWL.DatatypeProperty: "datatype property",
}


def ontology_terms(graph: Graph) -> list[tuple[str, str, str]]:
    """Return ``(local name, kind, label)`` for every term the ontology declares."""
    terms = []
    for kind_iri, kind in _KINDS.items():
        for term in graph.subjects(RDF.type, kind_iri):
            if isinstance(term, URIRef) and str(term).startswith(NAMESPACE):
                label = str(graph.value(term, RDFS.label) or "")
                terms.append((str(term)[len(NAMESPACE):], kind, label))
    return sorted(terms, key=lambda t: (t[1] != "class", t[0].lower()))


def render(graph: Graph) -> str:
    """Render the Python source of ``kg/namespace.py`` for ``graph``."""
    lines = [_HEADER]
    for name, kind, label in ontology_terms(graph):
        lines.append(f"    {name}: URIRef  # {kind}: {label}\n")
    return "".join(lines)


def load_ontology() -> Graph:
    """Parse ``ontology/kg.ttl``."""
    return Graph().parse(ontology_path("kg.ttl"), format="turtle")


def main() -> int:
    target = Path(__file__).with_name("namespace.py")
    target.write_text(render(load_ontology()), encoding="utf-8")
    print(f"wrote {target}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
