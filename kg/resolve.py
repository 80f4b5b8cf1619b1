"""Entity resolution: mentions of all papers to canonical entities.

Rules, in order:

1. Within a paper, an acronym definition makes its short form an alias of
   its long form: "PGS" is the entity "Property-Generated Solver".
2. Across papers, surface variants with the same normalised key are one
   entity ("Sparse Autoencoders", "sparse autoencoder"); a short form used
   without a definition resolves to the long form that other papers define
   for it, but only when they all define it the same way ("CP" stays apart
   when one paper means conformal prediction and another something else).
3. An entity's type is the one its mentions' confidence adds up to most,
   over all papers; one key is one node, whatever type single mentions were
   given ("SciPredict, a benchmark" and a later bare "SciPredict" are one
   Benchmark). Method/Model and Benchmark/Dataset share an IRI group.
4. Its label is its most frequent written long form; every other written
   form is an ``skos:altLabel``.
5. Within a paper, a task phrase that another task phrase of the same
   paper extends, with the same head ("pose estimation" beside
   "category-level 6D pose estimation"), is a shortened mention of that
   task: one entity, the shorter form an alias. Papers name their task in
   full once and shortened after; the annotation guidelines' one entity,
   many surface forms. Only tasks: a shorter method name is as often a
   different, more general technique ("preference optimization" beside
   "direct preference optimization").
6. Within a paper, a short form it never defines whose letters are the
   initials of exactly one capitalised multi-word name of the paper is that
   name ("Lexical Anchor Tree Search (), ... LATS reformulates ...", where
   the source lost the definition's letters).
7. Within a paper, a metric phrase that ends in another metric the paper
   names bare, with words of its own before it ("No-tool accuracy",
   "patient-level accuracy" beside "accuracy"), is that measure taken in a
   setting: one entity, the qualified form an alias. Words that make
   another measure keep it apart ("macro-F1" beside "F1", "top-1
   accuracy", "normalized ..."), and so does a prefix joined to a name by
   a hyphen ("PA-MPJPE" beside "MPJPE").
8. Within a paper, a model family's bare name written after the one
   model of that family the paper names in full ("Gemini-2.5-Flash, ...
   Gemini achieves 80-86% accuracy") is that model; where the paper
   names several of the family ("Pythia-410M, Pythia-1.4B") or none in
   full, the bare name is the family, and a model the paper presents
   ("DINO-R1") is built on the family it names.
9. A mention the gazetteer matched is the gazetteer's entity: "F1 scores",
   "F1-score" and "F1" are one node labelled "F1", "SFT" found as a known
   name is "supervised fine-tuning"; the known label is the entity's label
   and the written forms its alternatives.
10. Within a paper, the definitions of a name the paper proposes as a
    technique are that technique, where a head had made a task of one
    (the title's "Automated Semantic Rules Detection (ASRD) for ..." beside
    the abstract's "we propose ASRD, ..."); a defined benchmark or dataset
    keeps its kind.
11. Within a paper, a capitalised name that ends in a kind word beside
    the same name written bare ("The Arbiter Agent: ..." in the title,
    "We introduce the Arbiter, an agent ..." in the abstract; "The
    Coralscapes Dataset" and "Coralscapes") is that name: one entity, both
    forms its labels.

Resolution needs every paper's definitions before it can decide rule 2, so
it runs over the whole batch of extractions (small records, not Docs).
"""

from __future__ import annotations

import re

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from kg.extraction import Mention, PaperExtraction
from kg.iri import GROUPS
from kg.normalise import display_label, entity_key

EntityId = tuple[str, str]  # (group, key); repositories: ("repository", url)
KnownNames = Mapping[str, tuple[str, str]]  # a known form's key -> (its entry's key, its entry's label)


@dataclass
class Entity:
    id: EntityId
    type: str
    label: str
    aliases: tuple[str, ...]
    role: str | None = None  # repositories only

    @property
    def group(self) -> str:
        return self.id[0]

    @property
    def key(self) -> str:
        return self.id[1]


@dataclass
class ResolvedMention:
    mention: Mention
    entity: EntityId


@dataclass
class ResolvedResult:
    index: int
    result: object  # kg.extraction.ResultMention
    metric: EntityId | None
    benchmark: EntityId | None
    owner: EntityId | None


@dataclass
class ResolvedPaper:
    extraction: PaperExtraction
    mentions: list[ResolvedMention] = field(default_factory=list)
    relations: dict[EntityId, set[str]] = field(default_factory=dict)
    confidence: dict[EntityId, float] = field(default_factory=dict)
    results: list[ResolvedResult] = field(default_factory=list)

    @property
    def record(self):
        return self.extraction.record


@dataclass
class Corpus:
    papers: list[ResolvedPaper]
    entities: dict[EntityId, Entity]


#: A short form set inside a phrase: "Facial action unit (AU) detection" is the task "Facial action unit detection".
_INNER_SHORT_FORM = re.compile(r" ?\([^()\s]{1,15}\)(?= \w)")


def _surface(m: Mention) -> str:
    return display_label(_INNER_SHORT_FORM.sub("", m.clean_text))


def _local_aliases(extraction: PaperExtraction) -> dict[str, str]:
    """short-form key -> long-form key, for this paper's acronym definitions.

    A paper that spells one short form out twice, differently ("SCOPE:
    Selective Conformal Optimized Pairwise LLM Judging" in the title,
    "SCOPE (Selective Conformal Optimized Pairwise Evaluation)" in the
    abstract), means one thing: the fuller long form is the entity, and the
    other one maps to it as well. A task named with its object spelled out
    ("Facial action unit (AU) detection") has the short form with the task
    noun ("AU detection").
    """
    longs: dict[str, list[str]] = defaultdict(list)
    for a in extraction.acronyms:
        longs[entity_key(a.short)].append(entity_key(a.long))
    for m in extraction.mentions:
        inner = _INNER_SHORT_FORM.search(m.clean_text) if m.type == "Task" else None
        if inner:
            # "Facial action unit (AU) detection": "AU detection" is its short form
            short = inner.group(0).strip()[1:-1] + m.clean_text[inner.end() :]
            longs[entity_key(short)].append(entity_key(_surface(m)))
    out: dict[str, str] = {}
    for short, keys in longs.items():
        canonical = max(keys, key=lambda k: (len(k.split()), len(k), k))
        out[short] = canonical
        for k in keys:
            if k != canonical and k != short:
                out[k] = canonical
    return out


def _global_aliases(local_maps: Iterable[dict[str, str]]) -> dict[str, str]:
    """short-form key -> long-form key where every defining paper agrees."""
    seen: dict[str, set[str]] = defaultdict(set)
    for local in local_maps:
        for short, long in local.items():
            seen[short].add(long)
    return {short: next(iter(longs)) for short, longs in seen.items() if len(longs) == 1}


NAME_RULES = frozenset({"name", "name-typed", "url-name", "emphasis"})


def _weight(m: Mention) -> float:
    """A mention's vote for its entity's type: a name typed by no cue barely counts."""
    return 0.1 if m.rule == "name" else m.confidence


@dataclass(frozen=True)
class _Keyed:
    """What resolution reads off one mention: its surface, its own key, and the key it resolves to."""

    surface: str
    key: str
    long_key: str
    is_short: bool


def _keyed(m: Mention, local: dict[str, str], global_aliases: dict[str, str], known: KnownNames) -> _Keyed | None:
    surface = _surface(m)
    key = entity_key(surface)
    if not key:
        return None
    is_short = key in local or (key in global_aliases and key not in local.values())
    long_key = local.get(key) or global_aliases.get(key)
    if long_key is None and m.rule == "gazetteer" and key in known:
        long_key = known[key][0]  # "F1 scores" -> the entry "F1"
    return _Keyed(surface, key, long_key or key, is_short)


_FUNCTION_WORDS = frozenset({"a", "an", "and", "for", "in", "of", "on", "the", "to", "with"})


def task_variants(keys: Iterable[str]) -> dict[str, str]:
    """shorter task key -> the one task key of the paper that extends it.

    A key extends another when it has the same head (last word) and its
    content words are a proper superset of the other's. A shorter key is
    mapped only when the keys extending it form one chain, to the longest:
    "spatial reasoning" beside both "multi-view spatial reasoning" and
    "robotic spatial reasoning" could be either, and stays as it is.
    """
    keys = sorted(set(keys))
    words = {k: frozenset(w for w in k.split(" ") if w not in _FUNCTION_WORDS) for k in keys}
    out: dict[str, str] = {}
    for short in keys:
        head = short.rsplit(" ", 1)[-1]
        longer = [k for k in keys if k.rsplit(" ", 1)[-1] == head and words[short] < words[k]]
        if not longer:
            continue
        top = max(longer, key=lambda k: (len(words[k]), k))
        if all(words[k] <= words[top] for k in longer):
            out[short] = top
    return out


def _keys_only_of(type_: str, mentions: list[Mention], row: list[_Keyed | None]) -> list[str]:
    """The keys of one paper whose every mention has ``type_`` (a key also typed otherwise is left alone)."""
    types_of: dict[str, set[str]] = defaultdict(set)
    for m, k in zip(mentions, row):
        if k is not None:
            types_of[k.long_key].add(m.type)
    return [key for key, types in types_of.items() if types == {type_}]


def _merge_task_variants(mentions: list[Mention], row: list[_Keyed | None]) -> None:
    """Rewrite one paper's keyed task mentions by :func:`task_variants` (rule 5), in place."""
    variants = task_variants(_keys_only_of("Task", mentions, row))
    for i, k in enumerate(row):
        if k is not None and k.long_key in variants:
            row[i] = _Keyed(k.surface, k.key, variants[k.long_key], True)


def metric_variants(keys: Iterable[str], variant_words: frozenset[str] | None = None) -> dict[str, str]:
    """metric key -> the bare metric of the paper that it qualifies.

    "no tool accuracy", "patient level accuracy" beside "accuracy": a
    measure named with the setting or the unit it was taken in is the
    measure the paper names bare, taken there. A key maps when it ends in
    the words of another metric key of the paper and adds words before
    them; where several bare keys fit ("zero shot classification accuracy"
    beside "accuracy" and "classification accuracy"), the longest. Words that
    make another measure (``variant_words``, by default the lexicon's
    ``measure_variant_words``: "macro f1" beside "f1") keep a key apart.
    """
    variant_words = _bundled_variant_words() if variant_words is None else variant_words
    keys = sorted(set(keys))
    out: dict[str, str] = {}
    for key in keys:
        fits = [k for k in keys if k != key and key.endswith(" " + k)]
        if not fits:
            continue
        bare = max(fits, key=lambda k: (len(k), k))
        if variant_words.intersection(key[: -len(bare)].split()):
            continue  # "macro f1" beside "f1", "normalized time per output token": another measure, computed otherwise
        out[key] = bare
    return out


@lru_cache(maxsize=1)
def _bundled_variant_words() -> frozenset[str]:
    """The bundled lexicon's words that make another measure of a metric (read-only, as the lexicon is)."""
    from kg.extract.lexicon import default_lexicon

    return default_lexicon().measure_variant_words


def _merge_metric_variants(mentions: list[Mention], row: list[_Keyed | None]) -> None:
    """Rewrite one paper's keyed metric mentions by :func:`metric_variants` (rule 7), in place."""
    variants = metric_variants(_keys_only_of("Metric", mentions, row))
    for i, k in enumerate(row):
        if k is None or k.long_key not in variants:
            continue
        bare = variants[k.long_key]
        if re.search(r"[-–]" + re.escape(bare.split(" ")[0]) + r"\b", k.surface, re.IGNORECASE):
            continue  # "PA-MPJPE" beside "MPJPE": a prefix joined to the name makes a name of its own
        row[i] = _Keyed(k.surface, k.key, bare, True)


_SHORT_FORM = re.compile(r"[A-Za-z]{2,8}")
_WORD_STARTS = re.compile(r"(?:^|(?<=[\s\-–]))(\w)")


def initials_of(surface: str) -> str:
    """The first letters of a name's words, hyphened parts included: "Lexical Anchor Tree Search" -> "lats"."""
    return "".join(_WORD_STARTS.findall(surface)).lower()


def _merge_spelled_initials(mentions: list[Mention], row: list[_Keyed | None]) -> None:
    """Rewrite, in place, a paper's short forms it never defines to the one name of the paper they spell (rule 6).

    "This paper introduces Lexical Anchor Tree Search (), ... LATS
    reformulates ...": a short form used without a definition, whose
    letters are the initials of exactly one multi-word name of the same
    paper written in capitals, and of the same kind (a method for a method,
    a task for a task), is that name, as a definition would make it.
    """
    longs: dict[tuple[str, str], set[str]] = defaultdict(set)
    for m, k in zip(mentions, row):
        if k is not None and not k.is_short and " " in k.surface.strip() and sum(w[:1].isupper() for w in k.surface.split()) >= 2:
            longs[(initials_of(k.surface), GROUPS[m.type])].add(k.long_key)
    for i, (m, k) in enumerate(zip(mentions, row)):
        if k is None or k.is_short or k.long_key != k.key or not _SHORT_FORM.fullmatch(k.surface):
            continue
        if sum(c.isupper() for c in k.surface) < 2:
            continue
        found = longs.get((k.surface.lower(), GROUPS[m.type]), set())
        if len(found) == 1:
            row[i] = _Keyed(k.surface, k.key, next(iter(found)), True)


_FAMILY_WORD = re.compile(r"[A-Z][A-Za-z]+")


@lru_cache(maxsize=1)
def _bundled_kind_words() -> frozenset[str]:
    """The bundled lexicon's kind words of things ("framework", "agent", "dataset"; read-only, as the lexicon is)."""
    from kg.extract.lexicon import default_lexicon

    return frozenset(default_lexicon().container_heads)


def _merge_kind_named(mentions: list[Mention], row: list[_Keyed | None], kind_words: frozenset[str] | None = None) -> None:
    """Rewrite, in place, a paper's "X Kind" names to its bare name "X" of the same group (rule 11)."""
    kind_words = _bundled_kind_words() if kind_words is None else kind_words
    bare = {(k.key, GROUPS[m.type]): k.long_key for m, k in zip(mentions, row) if k is not None and m.rule in NAME_RULES}
    for i, (m, k) in enumerate(zip(mentions, row)):
        if k is None or m.rule not in NAME_RULES or k.long_key != k.key:
            continue
        head, _, last = k.surface.rpartition(" ")
        if not head or not last[:1].isupper() or last.lower() not in kind_words:
            continue
        found = bare.get((entity_key(head), GROUPS[m.type]))
        if found is not None and found != k.key:
            row[i] = _Keyed(k.surface, k.key, found, k.is_short)


def _merge_family_uses(mentions: list[Mention], row: list[_Keyed | None]) -> None:
    """Rewrite, in place, a bare family name to the one model of that family the paper named in full before it (rule 8)."""
    models = [(m, k) for m, k in zip(mentions, row) if k is not None and m.type == "Model"]
    own = {k.long_key for m, k in models if m.proposed}
    for i, (m, k) in enumerate(zip(mentions, row)):
        if k is None or m.type != "Model" or k.long_key != k.key or not _FAMILY_WORD.fullmatch(k.surface):
            continue
        named = {fk.long_key for _, fk in models if _of_family(fk.long_key, k.key)}
        if len(named) != 1 or named & own:  # several of the family, or "DINO-R1", the paper's, built on DINO
            continue
        (full,) = named
        if any(fk.long_key == full and _before(fm, m) for fm, fk in models):
            row[i] = _Keyed(k.surface, k.key, full, True)


def _of_family(key: str, family: str) -> bool:
    """A model key that is the family's name with a version or a tier after it ("gemini2.5 flash", "gpt4o"; not "gptq")."""
    return len(key) > len(family) and key.startswith(family) and not key[len(family)].isalpha()


def _before(a: Mention, b: Mention) -> bool:
    """``a`` is written before ``b``: the title before the abstract, then by offset."""
    return (a.field != "title", a.start) < (b.field != "title", b.start)


def known_names(entries: Iterable) -> dict[str, tuple[str, str]]:
    """Each known form's key -> (its entry's key, its entry's label), for gazetteer entries (``label``, ``aliases``).

    A form two entries share names neither.
    """
    seen: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for entry in entries:
        for form in (entry.label, *entry.aliases):
            key = entity_key(form)
            if key:
                seen[key].add((entity_key(entry.label), entry.label))
    return {key: next(iter(found)) for key, found in seen.items() if len(found) == 1}


@lru_cache(maxsize=1)
def _bundled_known_names() -> dict[str, tuple[str, str]]:
    """The bundled gazetteer's known names, worked out once per process (read-only, as the lexicon is)."""
    from kg.extract.lexicon import default_lexicon

    return known_names(default_lexicon().gazetteer)


def _own_definition_groups(mentions: list[Mention], row: list[_Keyed | None]) -> dict[str, str]:
    """The group of each defined name one paper proposes as a technique, by key.

    "Automated Semantic Rules Detection (ASRD) for Emergent Communication
    Interpretation" types the title's definition by its head (a task), and
    the abstract's "we propose ASRD, ..." makes it the paper's technique:
    one paper's definitions of one name are one thing, the technique the
    paper says it proposes. Only a task gives way: a benchmark or a dataset
    the title defines keeps its kind ("LUMINA-26: Low-Light Understanding
    ..., comprising 6,784 clips").
    """
    own: dict[str, str] = {}
    for m, k in zip(mentions, row):
        if k is not None and m.rule == "acronym" and m.relation == "proposes" and m.type == "Method":
            own[k.long_key] = GROUPS[m.type]
    return own


def resolve(extractions: list[PaperExtraction], *, min_confidence: float = 0.0, known: KnownNames | None = None) -> Corpus:
    """Canonical entities and each paper's links to them.

    ``known`` maps the gazetteer's forms to its entries (:func:`known_names`);
    by default the bundled gazetteer's, ``{}`` for none.
    """
    known = _bundled_known_names() if known is None else known
    labels = {entry_key: label for entry_key, label in known.values()}
    local_maps = [_local_aliases(ex) for ex in extractions]
    global_aliases = _global_aliases(local_maps)
    type_votes: dict[EntityId, Counter] = defaultdict(Counter)
    surfaces: dict[EntityId, Counter] = defaultdict(Counter)
    short_surfaces: dict[EntityId, Counter] = defaultdict(Counter)
    roles: dict[EntityId, Counter] = defaultdict(Counter)
    papers: list[ResolvedPaper] = []

    # First pass: every mention's keys, and the group votes of names.
    keyed: list[list[_Keyed | None]] = []
    key_votes: dict[str, Counter] = defaultdict(Counter)
    for ex, local in zip(extractions, local_maps):
        row = []
        for m in ex.mentions:
            k = None if m.type == "Repository" or m.confidence < min_confidence else _keyed(m, local, global_aliases, known)
            row.append(k)
        _merge_task_variants(ex.mentions, row)
        _merge_metric_variants(ex.mentions, row)
        _merge_spelled_initials(ex.mentions, row)
        _merge_family_uses(ex.mentions, row)
        _merge_kind_named(ex.mentions, row)
        for m, k in zip(ex.mentions, row):
            if k and m.rule in NAME_RULES:
                # Only names vote: a name is one thing whatever single mentions were
                # typed, but a term and an acronym with the same words may differ
                # ("Omni-Modal Future Forecasting (OFF)" strategy vs the task).
                key_votes[k.long_key][GROUPS[m.type]] += _weight(m)
        keyed.append(row)

    def group_of(key: str, m: Mention) -> str:
        votes = key_votes.get(key)
        if not votes or m.rule not in NAME_RULES:
            return GROUPS[m.type]
        return max(sorted(votes), key=lambda g: votes[g])

    for ex, row in zip(extractions, keyed):
        resolved = ResolvedPaper(ex)
        by_offsets: dict[tuple[str, int, int], EntityId] = {}
        own_groups = _own_definition_groups(ex.mentions, row)
        repos = {(r.field, r.start, r.end): r for r in ex.repositories}
        for m, k in zip(ex.mentions, row):
            if m.confidence < min_confidence:
                continue
            if m.type == "Repository":
                # the address as found, which mends a line wrap or a broken scheme the span keeps
                repo = repos.get((m.field, m.start, m.end))
                url = repo.url if repo else m.clean_text
                eid: EntityId = ("repository", repository_key(url))
                roles[eid][repo.role if repo else "code"] += 1
                surfaces[eid][url] += 1
            else:
                if k is None:
                    continue
                # a task read off a definition's head gives way to the technique the paper proposes under that name
                group = own_groups.get(k.long_key) if m.rule == "acronym" and m.type == "Task" else None
                eid = (group or group_of(k.long_key, m), k.long_key)
                if k.is_short and k.long_key != k.key:
                    short_surfaces[eid][k.surface] += 1
                else:
                    surfaces[eid][k.surface] += 1
                type_votes[eid][m.type] += _weight(m)
            resolved.mentions.append(ResolvedMention(m, eid))
            by_offsets[(m.field, m.start, m.end)] = eid
            rels = resolved.relations.setdefault(eid, set())
            if m.relation and (m.relation_confidence or 0) >= min_confidence:
                rels.add(m.relation)
            resolved.confidence[eid] = max(resolved.confidence.get(eid, 0.0), m.confidence)
        for index, r in enumerate(ex.results, start=1):
            if r.confidence < min_confidence:
                continue

            def lookup(pair):
                return by_offsets.get((r.field, *pair)) if pair else None

            resolved.results.append(ResolvedResult(index, r, lookup(r.metric), lookup(r.benchmark), lookup(r.entity)))
        papers.append(resolved)

    entities: dict[EntityId, Entity] = {}
    for eid in set(surfaces) | set(short_surfaces):
        if eid[0] == "repository":
            entities[eid] = Entity(eid, "Repository", eid[1], (), roles[eid].most_common(1)[0][0])
            continue
        votes = type_votes[eid]
        in_group = {t: v for t, v in votes.items() if GROUPS[t] == eid[0]}
        type_ = max(sorted(in_group), key=lambda t: in_group[t])
        forms = surfaces[eid] or short_surfaces[eid]
        label = labels.get(eid[1]) or _choose_label(forms)
        aliases = _aliases(label, list(surfaces[eid]) + list(short_surfaces[eid]))
        entities[eid] = Entity(eid, type_, label, aliases)
    # The paper's own contributions take the relation that fits the final type.
    for paper in papers:
        own_types = [
            (name, entities[eid].type)
            for eid, rels in paper.relations.items()
            if rels & {"proposes", "introduces"}
            for name in (entities[eid].label, *entities[eid].aliases)
        ]
        own = [name for name, _ in own_types]
        for eid, rels in paper.relations.items():
            if own and not rels & {"proposes", "introduces"} and entities[eid].type in ("Benchmark", "Dataset"):
                if any(named_after(entities[eid].label, name) for name in own):
                    rels.add("introduces")
            type_ = entities[eid].type
            if own and not rels & {"proposes", "introduces"} and type_ not in ("Model", "Task"):
                mates = [t for name, t in own_types if same_coined_stem(entities[eid].label, name)]
                # "M2E-Point" beside the paper's "M2E-UAV", "DF3DV-41" beside "DF3DV-1K"; a benchmark
                # named like the paper's system ("WebGen-Bench" beside "WebGen-Agent") may be the one
                # it is evaluated on
                if mates and (type_ not in ("Benchmark", "Dataset") or any(t in ("Benchmark", "Dataset") for t in mates)):
                    rels.add("proposes")
        for eid, rels in paper.relations.items():
            if rels & {"proposes", "introduces"}:
                rels -= {"proposes", "introduces"}
                rels.add("introduces" if entities[eid].type in ("Benchmark", "Dataset") else "proposes")
                rels -= {"uses", "comparesWith"}
    return Corpus(papers, entities)


_DATA_SUFFIX = re.compile(r"[-_ ]?(?:bench(?:mark)?|data(?:set)?|set|suite|eval)\b", re.IGNORECASE)


_COINED_STEM = re.compile(r"(?=[^-]*(?:\d|[a-z][A-Z]))[A-Za-z0-9]{3,}")


def repository_key(url: str) -> str:
    """A repository's URL without a final slash after its path: "https://x.github.io/site/" and "https://x.github.io/site" are one page.

    A link written as ``\\href{URL}{URL}`` often gives both forms in one
    abstract. A slash right after the host is kept ("https://knows.academy/").
    """
    scheme, sep, rest = url.partition("://")
    if sep and "/" in rest.rstrip("/") and url.endswith("/") and "?" not in url and "#" not in url:
        return url.rstrip("/")
    return url


def same_coined_stem(label: str, name: str) -> bool:
    """Two names of one coined family: "M2E-Point" and "M2E-UAV", "DF3DV-41" and "DF3DV-1K".

    The part before the first hyphen is a coinage (a digit or an inner
    capital in it: "M2E", "DF3DV"), both names carry it, and the other name
    is one word; a paper that names one member of such a family as its own
    names the others too.
    Plain words before a hyphen ("Multi-", "Open-") are no family.
    """
    if label == name or "-" not in label or "-" not in name or " " in label:
        return False  # one word each: "3DGS-based novel view synthesis" is no member of "3DGS-HPC"
    stem = label.split("-", 1)[0]
    return stem == name.split("-", 1)[0] and _COINED_STEM.fullmatch(stem) is not None


def named_after(label: str, name: str) -> bool:
    """A benchmark or dataset named for a system: "BRIDGE-Bench" for "BRIDGE", "FooSet" for "Foo".

    A paper that proposes a system and evaluates it on a benchmark carrying
    the system's name releases that benchmark too.
    """
    if len(name) < 3 or not label.startswith(name) or label == name:
        return False
    return _DATA_SUFFIX.match(label, len(name)) is not None


def _choose_label(forms: Counter) -> str:
    """Most frequent form; ties to the one not capitalised only for a sentence start, then the longer."""

    def score(form: str):
        sentence_case = form[:1].isupper() and form[1:2].islower() and not any(c.isupper() for c in form[1:])
        return (forms[form], not sentence_case, len(form), form)

    return max(forms, key=score)


def _aliases(label: str, forms: list[str]) -> tuple[str, ...]:
    seen = {label.casefold()}
    out = []
    for form in sorted(forms):
        if form.casefold() not in seen:
            seen.add(form.casefold())
            out.append(form)
    return tuple(out)
