"""The naive baseline that `kg eval --baseline` scores beside paper-kg's own extractors.

What anyone would try first with spaCy: its named entities (ORG, PRODUCT,
WORK_OF_ART, LAW, GPE as names) plus noun chunks typed by their head noun
through the same head-noun lexicon, URL tokens as repositories, and the
direct object of "we propose/introduce" as the contribution. No acronym
handling, no cleanup, no syntax beyond noun chunks.
"""

from __future__ import annotations

from collections.abc import Iterable

from rdflib import RDF, RDFS, Graph, Literal
from rdflib.namespace import DCTERMS
from spacy.language import Language

from kg.extract.lexicon import default_lexicon
from kg.iri import IriMinter, repository_iri
from kg.namespace import KG
from kg.normalise import entity_key
from kg.records import Record

NAME_LABELS = {"ORG": "Method", "PRODUCT": "Method", "WORK_OF_ART": "Method", "LAW": "Method", "GPE": "Method"}


def baseline_graph(records: Iterable[Record], nlp: Language) -> Graph:
    """A graph of the same shape as kg build's, from the naive extractor."""
    lexicon = default_lexicon()
    minter = IriMinter()
    g = Graph()
    records = list(records)
    texts = [r.abstract if not r.title else r.title + "\n" + r.abstract for r in records]
    for record, doc in zip(records, nlp.pipe(texts, batch_size=32)):
        paper = minter.paper(record.id)
        g.add((paper, RDF.type, KG.Paper))
        g.add((paper, DCTERMS.abstract, Literal(record.abstract)))
        if record.identifier:
            g.add((paper, DCTERMS.identifier, Literal(record.identifier)))
        found = []
        for ent in doc.ents:
            if ent.label_ in NAME_LABELS:
                found.append((NAME_LABELS[ent.label_], ent.text, ent.root))
        for chunk in doc.noun_chunks:
            tokens = [t for t in chunk if t.pos_ not in ("DET", "PRON")]
            if not tokens:
                continue
            type_ = lexicon.head_type(chunk.root.lemma_) or lexicon.head_type(chunk.root.text)
            if type_:
                found.append((type_, " ".join(t.text for t in tokens), chunk.root))
        for token in doc:
            if token.like_url:
                found.append(("Repository", token.text.rstrip(".,;)"), token))
        for type_, text, root in found:
            if type_ == "Repository":
                try:
                    entity = repository_iri(text)
                except ValueError:
                    continue
            else:
                key = entity_key(text)
                if not key:
                    continue
                entity = minter.entity(type_.lower(), key)
            g.add((paper, KG.mentions, entity))
            g.add((entity, RDF.type, KG[type_]))
            g.add((entity, RDFS.label, Literal(text)))
            head = root.head
            if root.dep_ == "dobj" and head.lemma_ in ("propose", "introduce", "present") and any(
                c.lower_ == "we" for c in head.children
            ):
                g.add((paper, KG.proposes, entity))
    return g
