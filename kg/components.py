"""spaCy components: thin wrappers that run the pure extractors and write ``doc.spans``.

Registered through the ``spacy_factories`` entry point group (see
pyproject.toml), so ``nlp.add_pipe("kg_entities")`` works in any pipeline
once paper-kg is installed. Each component writes one span group; the
per-span data spaCy spans cannot hold (exact character offsets, confidence,
rule) is kept in the group's ``attrs["meta"]``, one dict per span, in the
same order.

=================  ========================  =====================================
component          writes                    label of each span
=================  ========================  =====================================
kg_repositories    ``kg_repositories``       role: code, weights, dataset, ...
kg_acronyms        ``kg_acronyms``           the short form (span = long form)
kg_entities        ``kg_entities``           entity type (Method, Task, ...)
kg_relations       ``kg_relations``          proposes, introduces, evaluatesOn, ...
kg_results         ``kg_results``            "Result" (span = the number)
=================  ========================  =====================================
"""

from __future__ import annotations

from pathlib import Path

from spacy.language import Language
from spacy.tokens import Doc, SpanGroup

from kg.extract.acronyms import Abbreviation, find_abbreviations
from kg.extract.document import Candidate, doc_text
from kg.extract.entities import extract_entities
from kg.extract.lexicon import Lexicon, default_lexicon, load_lexicon
from kg.extract.name_forms import known_type
from kg.extract.name_types import gazetteer_index
from kg.extract.relations import (
    defined_as_contribution,
    enumerated_as_part,
    introduced_by_own_system,
    is_contribution,
    is_described_contribution,
    listed_as_part,
    named_after_own,
    named_as_part,
    relation_cue,
    relation_cue_is_other,
)
from kg.extract.results import find_results
from kg.extract.urls import UrlMatch, find_urls, is_repository, repository_role


def _lexicon(lexicon_path: str, gazetteer_path: str) -> Lexicon:
    if not lexicon_path and not gazetteer_path:
        return default_lexicon()
    return load_lexicon(Path(lexicon_path) if lexicon_path else None, Path(gazetteer_path) if gazetteer_path else None)


def _group(doc: Doc, name: str, items: list[tuple[int, int, str, dict]]) -> None:
    """Write ``(start, end, label, meta)`` items as span group ``name``."""
    spans, metas = [], []
    for start, end, label, meta in items:
        span = doc.char_span(start, end, label=label, alignment_mode="expand")
        if span is None:
            continue
        spans.append(span)
        metas.append({"start": start, "end": end, **meta})
    group = SpanGroup(doc, name=name, spans=spans)
    group.attrs["meta"] = metas
    doc.spans[name] = group


def read_group(doc: Doc, name: str) -> list[tuple[str, dict]]:
    """``(label, meta)`` for each span of group ``name``; empty when absent."""
    if name not in doc.spans:
        return []
    group = doc.spans[name]
    return [(span.label_, meta) for span, meta in zip(group, group.attrs.get("meta", []))]


def urls_of(doc: Doc) -> list[UrlMatch]:
    return [UrlMatch(m["start"], m["end"], m["url"]) for _, m in read_group(doc, "kg_repositories")]


def abbreviations_of(doc: Doc) -> list[Abbreviation]:
    text = doc_text(doc)
    return [
        Abbreviation(m["start"], m["end"], m["short_start"], m["short_end"], text[m["start"] : m["end"]], label)
        for label, m in read_group(doc, "kg_acronyms")
    ]


def entities_of(doc: Doc) -> list[Candidate]:
    text = doc_text(doc)
    return [
        Candidate(m["start"], m["end"], label, m["confidence"], m["rule"], text[m["start"] : m["end"]])
        for label, m in read_group(doc, "kg_entities")
    ]


class RepositoryFinder:
    """URLs of code, weights, data, demos and project pages, with their role."""

    def __init__(self, lexicon: Lexicon):
        self.lexicon = lexicon

    def __call__(self, doc: Doc) -> Doc:
        items = []
        text = doc_text(doc)
        for url in find_urls(text):
            context = text[max(0, url.start - 60) : url.start]
            role = repository_role(url.url, context, self.lexicon)
            items.append((url.start, url.end, role, {"url": url.url, "repository": is_repository(url.url, self.lexicon)}))
        _group(doc, "kg_repositories", items)
        return doc


class AcronymFinder:
    """Acronym definitions (Schwartz-Hearst): span = long form, label = short form."""

    def __init__(self, lexicon: Lexicon):
        self.lexicon = lexicon

    def __call__(self, doc: Doc) -> Doc:
        items = [
            (a.long_start, a.long_end, a.short, {"short_start": a.short_start, "short_end": a.short_end})
            for a in find_abbreviations(doc_text(doc), self.lexicon.container_heads)
        ]
        _group(doc, "kg_acronyms", items)
        return doc


class EntityFinder:
    """Typed entity mentions of all seven types."""

    def __init__(self, lexicon: Lexicon):
        self.lexicon = lexicon
        self.gazetteer = gazetteer_index(lexicon)

    def __call__(self, doc: Doc) -> Doc:
        cands = extract_entities(doc, self.lexicon, abbreviations_of(doc), urls_of(doc), self.gazetteer)
        _group(
            doc,
            "kg_entities",
            [(c.start, c.end, c.type, {"confidence": c.confidence, "rule": c.rule}) for c in cands],
        )
        return doc


class RelationFinder:
    """The paper's link to each mention: its contributions, what it evaluates on, compares with, uses."""

    def __init__(self, lexicon: Lexicon):
        self.lexicon = lexicon
        self.gazetteer = gazetteer_index(lexicon)

    def __call__(self, doc: Doc) -> Doc:
        items = []
        cands = entities_of(doc)
        # An established name (the gazetteer's) is cited, never the paper's own.
        known = {id(c) for c in cands if known_type(c.text, self.gazetteer)}
        cues = {id(c): None if id(c) in known else is_contribution(doc, c, self.lexicon) for c in cands}
        proposed = {c.text for c in cands if cues[id(c)]}
        abbreviations = abbreviations_of(doc)
        long_forms = {(a.long_start, a.long_end) for a in abbreviations}
        for c in cands:
            if not cues[id(c)] and (c.start, c.end) in long_forms and not relation_cue_is_other(doc, c, self.lexicon, proposed):
                cues[id(c)] = defined_as_contribution(doc, c, abbreviations, proposed, self.lexicon, self.gazetteer)
            if not cues[id(c)] and id(c) not in known:
                cues[id(c)] = (
                    listed_as_part(doc, c, proposed, self.lexicon)
                    or enumerated_as_part(doc, c, proposed, self.lexicon)
                    or introduced_by_own_system(doc, c, proposed, self.lexicon)
                )
        if not any(cues[id(c)] and c.type != "Task" for c in cands):
            # Only a text that names no contribution has a described one; a task it
            # introduces ("we introduce the task of X") stays beside what it describes.
            cues = {id(c): cues[id(c)] if c.type == "Task" else is_described_contribution(doc, c, self.lexicon) for c in cands}
        # The parts a text that contributes something names in Title Case are its own.
        proposed = {c.text for c in cands if cues[id(c)]}
        for c in cands:
            if not cues[id(c)] and id(c) not in known:
                cues[id(c)] = named_as_part(doc, c, proposed, self.lexicon) or named_after_own(c, proposed)
        for cand in cands:
            cue = cues[id(cand)]
            if cue:
                relation = "introduces" if cand.type in ("Benchmark", "Dataset", "Task") else "proposes"
                items.append((cand.start, cand.end, relation, {"confidence": 0.85, "cue": cue}))
                continue
            found = relation_cue(doc, cand, self.lexicon)
            if found:
                relation, cue = found
                items.append((cand.start, cand.end, relation, {"confidence": 0.7, "cue": cue}))
        _group(doc, "kg_relations", items)
        return doc


class ResultFinder:
    """Numbers with a unit of performance, tied to metric, benchmark and owner."""

    def __init__(self, lexicon: Lexicon):
        self.lexicon = lexicon

    def __call__(self, doc: Doc) -> Doc:
        items = []
        for r in find_results(doc, entities_of(doc), self.lexicon):
            meta = {
                "value": str(r.value),
                "max_value": str(r.max_value) if r.max_value is not None else None,
                "unit": r.unit,
                "improvement": r.improvement,
                "metric": [r.metric.start, r.metric.end] if r.metric else None,
                "benchmark": [r.benchmark.start, r.benchmark.end] if r.benchmark else None,
                "entity": [r.entity.start, r.entity.end] if r.entity else None,
                "confidence": 0.6 + 0.1 * sum(x is not None for x in (r.metric, r.benchmark, r.entity)),
            }
            items.append((r.start, r.end, "Result", meta))
        _group(doc, "kg_results", items)
        return doc


@Language.factory("kg_repositories", default_config={"lexicon_path": "", "gazetteer_path": ""})
def make_repositories(nlp: Language, name: str, lexicon_path: str, gazetteer_path: str) -> RepositoryFinder:
    return RepositoryFinder(_lexicon(lexicon_path, gazetteer_path))


@Language.factory("kg_acronyms", default_config={"lexicon_path": "", "gazetteer_path": ""})
def make_acronyms(nlp: Language, name: str, lexicon_path: str, gazetteer_path: str) -> AcronymFinder:
    return AcronymFinder(_lexicon(lexicon_path, gazetteer_path))


@Language.factory("kg_entities", default_config={"lexicon_path": "", "gazetteer_path": ""})
def make_entities(nlp: Language, name: str, lexicon_path: str, gazetteer_path: str) -> EntityFinder:
    return EntityFinder(_lexicon(lexicon_path, gazetteer_path))


@Language.factory("kg_relations", default_config={"lexicon_path": "", "gazetteer_path": ""})
def make_relations(nlp: Language, name: str, lexicon_path: str, gazetteer_path: str) -> RelationFinder:
    return RelationFinder(_lexicon(lexicon_path, gazetteer_path))


@Language.factory("kg_results", default_config={"lexicon_path": "", "gazetteer_path": ""})
def make_results(nlp: Language, name: str, lexicon_path: str, gazetteer_path: str) -> ResultFinder:
    return ResultFinder(_lexicon(lexicon_path, gazetteer_path))
