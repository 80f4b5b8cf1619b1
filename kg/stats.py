"""Counts that describe a graph: papers, entities per type, links, results, triples."""

from __future__ import annotations

from collections import Counter

from rdflib import RDF, RDFS, Graph

from kg.graph import OA, RELATIONS
from kg.namespace import KG

ENTITY_CLASSES = ("Method", "Model", "Benchmark", "Dataset", "Task", "Metric", "Repository")


def graph_stats(graph: Graph, top: int = 5) -> dict:
    """A summary of ``graph`` as plain data."""
    types = Counter()
    for name in ENTITY_CLASSES:
        types[name] = len(set(graph.subjects(RDF.type, KG[name])))
    relations = {name: sum(1 for _ in graph.subject_objects(prop)) for name, prop in RELATIONS.items()}
    mentions = Counter(o for _, o in graph.subject_objects(KG.mentions))
    shared = [
        {"label": str(graph.value(e, RDFS.label) or e), "papers": n}
        for e, n in sorted(mentions.items(), key=lambda kv: (-kv[1], str(kv[0])))[:top]
    ]
    return {
        "papers": len(set(graph.subjects(RDF.type, KG.Paper))),
        "venues": len(set(graph.subjects(RDF.type, KG.Venue))),
        "entities": dict(types),
        "entities_total": sum(types.values()),
        "relations": relations,
        "mentions": len(set(graph.subjects(RDF.type, OA.Annotation))),
        "results": len(set(graph.subjects(RDF.type, KG.Result))),
        "triples": len(graph),
        "most_mentioned": shared,
    }


def format_stats(stats: dict) -> str:
    lines = [f"papers       {stats['papers']}", f"venues       {stats['venues']}", f"entities     {stats['entities_total']}"]
    for name, count in stats["entities"].items():
        lines.append(f"  {name:<11}{count}")
    lines.append("links")
    for name, count in stats["relations"].items():
        lines.append(f"  {name:<14}{count}")
    lines.append(f"mentions     {stats['mentions']}")
    lines.append(f"results      {stats['results']}")
    lines.append(f"triples      {stats['triples']}")
    if stats["most_mentioned"]:
        lines.append("most mentioned")
        for item in stats["most_mentioned"]:
            lines.append(f"  {item['papers']:>4}  {item['label']}")
    return "\n".join(lines)
