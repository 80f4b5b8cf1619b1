"""A synthetic graph shaped like a large arXiv build (many papers, a long tail of entities)."""

import random

from rdflib import RDF, RDFS, Graph, Literal, URIRef
from rdflib.namespace import DCTERMS

from kg.namespace import KG

TYPES = ["Method", "Task", "Metric", "Benchmark", "Model", "Dataset"]
RELATIONS = {"Method": KG.proposes, "Task": KG.addresses, "Benchmark": KG.evaluatesOn, "Metric": KG.uses, "Model": KG.comparesWith, "Dataset": KG.uses}


def synthetic_graph(papers: int = 2000, entities: int = 6000, per_paper: int = 8, seed: int = 7) -> Graph:
    rng = random.Random(seed)
    g = Graph()
    pool = [URIRef(f"https://example.org/entity/{i}") for i in range(entities)]
    for i, e in enumerate(pool):
        g.add((e, RDF.type, KG[TYPES[i % len(TYPES)]]))
        g.add((e, RDFS.label, Literal(f"entity {i}")))
    weights = [1.0 / (i + 1) for i in range(entities)]
    for p in range(papers):
        paper = URIRef(f"https://example.org/paper/{p}")
        g.add((paper, RDF.type, KG.Paper))
        g.add((paper, DCTERMS.title, Literal(f"Paper number {p}")))
        g.add((paper, DCTERMS.abstract, Literal(f"Abstract of paper {p}.")))
        for e in set(rng.choices(range(entities), weights=weights, k=per_paper)):
            g.add((paper, KG.mentions, pool[e]))
            g.add((paper, RELATIONS[TYPES[e % len(TYPES)]], pool[e]))
    return g
