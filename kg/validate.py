"""SHACL validation of a graph against ``ontology/shapes.ttl``.

:func:`validate` returns pySHACL's triple ``(conforms, report_graph,
report_text)`` shape, with the text replaced by one readable line per
violation: ``paper <https://...>: kg:Result has no numeric value``.
"""

from __future__ import annotations

from rdflib import RDF, Graph, Namespace, URIRef

from kg.namespace import KG
from kg.resources import ontology_path

SH = Namespace("http://www.w3.org/ns/shacl#")


def shapes_graph() -> Graph:
    return Graph().parse(ontology_path("shapes.ttl"), format="turtle")


def ontology_graph() -> Graph:
    return Graph().parse(ontology_path("kg.ttl"), format="turtle")


def validate(graph: Graph) -> tuple[bool, Graph, list[str]]:
    """Validate ``graph`` (with the ontology's subclass axioms); violations as lines."""
    from pyshacl import validate as shacl_validate

    conforms, report, text = shacl_validate(
        graph, shacl_graph=shapes_graph(), ont_graph=ontology_graph(), inference="none",
        advanced=True, allow_warnings=True,
    )
    if not isinstance(report, Graph):
        raise ValueError(f"SHACL validation could not run: {text}")
    return bool(conforms), report, violation_lines(graph, report)


def _owner(graph: Graph, node) -> str:
    """ "paper <iri>" for a node that belongs to a paper, else "<iri>"."""
    if (node, RDF.type, KG.Paper) in graph:
        return f"paper <{node}>"
    for paper in graph.subjects(KG.hasResult, node):
        return f"paper <{paper}>: result <{node}>"
    types = [str(t).rsplit("#", 1)[-1] for t in graph.objects(node, RDF.type) if str(t).startswith(str(KG))]
    return f"{types[0].lower() if types else 'node'} <{node}>"


def violation_lines(graph: Graph, report: Graph) -> list[str]:
    lines = []
    for result in report.subjects(RDF.type, SH.ValidationResult):
        focus = report.value(result, SH.focusNode)
        message = report.value(result, SH.resultMessage)
        path = report.value(result, SH.resultPath)
        value = report.value(result, SH.value)
        text = str(message) if message else f"violates {report.value(result, SH.sourceConstraintComponent)}"
        detail = f" ({_short(path)} = {value})" if value is not None and path is not None else ""
        lines.append(f"{_owner(graph, focus)}: {text}{detail}")
    return sorted(set(lines))


def _short(term) -> str:
    text = str(term)
    if text.startswith(str(KG)):
        return "kg:" + text[len(str(KG)):]
    return f"<{text}>" if isinstance(term, URIRef) else text
