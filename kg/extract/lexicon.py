"""The pattern data (``kg/patterns/``) as an immutable object.

Extractors never hard-code word lists: they read them from here, so the
reasons for each list sit beside it in the data file.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

from kg.resources import pattern_path

@dataclass(frozen=True)
class GazetteerEntry:
    label: str
    type: str
    aliases: tuple[str, ...] = ()
    family: bool = False


@dataclass(frozen=True)
class Lexicon:
    head_types: dict[str, str]
    metric_only_with_modifier: frozenset[str]
    metric_never_modifier: frozenset[str]
    number_formats: frozenset[str]
    evaluative: frozenset[str]
    generic_heads: frozenset[str]
    generic_plural_heads: frozenset[str]
    contribution_verbs: frozenset[str]
    naming_words: frozenset[str]
    naming_verbs: frozenset[str]
    evaluation_cues: frozenset[str]
    training_cues: frozenset[str]
    comparison_verbs: frozenset[str]
    comparison_preps: frozenset[str]
    use_verbs: frozenset[str]
    use_preps: frozenset[str]
    improvement_words: frozenset[str]
    repository_hosts: dict[str, tuple[str, ...]]
    repository_link_words: dict[str, tuple[str, ...]]
    model_tiers: frozenset[str]
    not_names: frozenset[str]
    container_heads: frozenset[str]
    list_heads: frozenset[str]
    gazetteer: tuple[GazetteerEntry, ...]
    coined_method_heads: frozenset[str] = frozenset()
    defined_technique_heads: frozenset[str] = frozenset()
    series_part_words: frozenset[str] = frozenset()
    description_heads: frozenset[str] = frozenset()
    measure_change_words: frozenset[str] = frozenset()
    compound_quantifiers: frozenset[str] = frozenset()
    notice_verbs: frozenset[str] = frozenset()
    measure_variant_words: frozenset[str] = frozenset()
    scored_measure_heads: frozenset[str] = frozenset()
    property_measure_heads: frozenset[str] = frozenset()
    finding_list_nouns: frozenset[str] = frozenset()
    abstract_headings: frozenset[str] = frozenset()
    measure_name_prefixes: frozenset[str] = frozenset()
    amount_change_verbs: frozenset[str] = frozenset()
    other_sense_measures: frozenset[str] = frozenset()
    measure_reading_nouns: frozenset[str] = frozenset()
    result_words: frozenset[str] = frozenset()
    result_verbs: frozenset[str] = frozenset()
    unnamed_kind_nouns: frozenset[str] = frozenset()
    title_heading_words: frozenset[str] = frozenset()
    metric_qualifiers: frozenset[str] = frozenset()
    studied_object_heads: frozenset[str] = frozenset()
    effect_verbs: frozenset[str] = frozenset()
    collective_nouns: frozenset[str] = frozenset()
    analysis_of_study: frozenset[str] = frozenset()
    modality_names: frozenset[str] = frozenset()
    statistic_names: frozenset[str] = frozenset()
    data_units: frozenset[str] = frozenset()
    hardware_measures: frozenset[str] = frozenset()
    new_part_nouns: frozenset[str] = frozenset()
    not_process_nominals: frozenset[str] = frozenset()
    finding_heads: frozenset[str] = frozenset()
    part_nouns: frozenset[str] = frozenset()
    field_names: frozenset[str] = frozenset()
    condition_heads: frozenset[str] = frozenset()
    document_references: frozenset[str] = frozenset()
    language_names: frozenset[str] = frozenset()
    part_list_nouns: frozenset[str] = frozenset()
    evaluation_words: frozenset[str] = frozenset()
    study_gerunds: frozenset[str] = frozenset()
    capacity_heads: frozenset[str] = frozenset()
    headline_claim_verbs: frozenset[str] = frozenset()
    spaced_compound_parts: frozenset[str] = frozenset()
    improvement_gerunds: frozenset[str] = frozenset()
    contest_nouns: frozenset[str] = frozenset()
    split_nouns: frozenset[str] = frozenset()
    split_words: frozenset[str] = frozenset()
    measured_sizes: frozenset[str] = frozenset()
    one_technique_heads: frozenset[str] = frozenset()
    setting_rates: frozenset[str] = frozenset()
    applied_task_nouns: frozenset[str] = frozenset()
    working_part_nouns: frozenset[str] = frozenset()
    part_kind_nouns: frozenset[str] = frozenset()
    spectral_band_heads: frozenset[str] = frozenset()
    component_nouns: frozenset[str] = frozenset()
    others_list_nouns: frozenset[str] = frozenset()
    classification_nouns: frozenset[str] = frozenset()
    novelty_nouns: frozenset[str] = frozenset()
    instance_nouns: frozenset[str] = frozenset()
    means_verbs: frozenset[str] = frozenset()
    property_use_verbs: frozenset[str] = frozenset()
    intention_verbs: frozenset[str] = frozenset()
    technique_proposing_verbs: frozenset[str] = frozenset()
    compared_rate_words: frozenset[str] = frozenset()
    long_form_purpose_words: frozenset[str] = frozenset()
    means_on_verbs: frozenset[str] = frozenset()
    event_heads: frozenset[str] = frozenset()
    hardware_vendors: frozenset[str] = frozenset()
    hardware_names: frozenset[str] = frozenset()
    modality_heads: frozenset[str] = frozenset()
    device_heads: frozenset[str] = frozenset()
    data_source_verbs: frozenset[str] = frozenset()
    people_nouns: frozenset[str] = frozenset()
    training_verbs: frozenset[str] = frozenset()
    environment_nouns: frozenset[str] = frozenset()
    organisation_heads: frozenset[str] = frozenset()
    legal_instrument_heads: frozenset[str] = frozenset()
    law_names: frozenset[str] = frozenset()
    not_laws: frozenset[str] = frozenset()
    edition_words: frozenset[str] = frozenset()
    measuring_verbs: frozenset[str] = frozenset()
    scored_only_measures: frozenset[str] = frozenset()
    task_example_kinds: frozenset[str] = frozenset()
    metric_kind_words: frozenset[str] = frozenset()
    measure_units: frozenset[str] = frozenset()
    baseline_nouns: frozenset[str] = frozenset()
    value_verbs: frozenset[str] = frozenset()
    thing_nouns_like_processes: frozenset[str] = frozenset()
    platform_names: frozenset[str] = frozenset()
    operating_system_names: frozenset[str] = frozenset()
    programming_language_names: frozenset[str] = frozenset()
    region_names: frozenset[str] = frozenset()
    condition_names: frozenset[str] = frozenset()
    eponym_heads: dict[str, str] = field(default_factory=dict)
    task_kind_words: frozenset[str] = frozenset()
    objective_heads: frozenset[str] = frozenset()
    component_verbs: frozenset[str] = frozenset()
    composition_participles: frozenset[str] = frozenset()
    making_verbs: frozenset[str] = frozenset()
    proposing_verbs: frozenset[str] = frozenset()
    cohort_words: frozenset[str] = frozenset()
    manner_adjectives: frozenset[str] = frozenset()
    concept_words: frozenset[str] = frozenset()
    name_bridge_words: frozenset[str] = frozenset()
    modifier_tails: frozenset[str] = frozenset()
    variant_nouns: frozenset[str] = frozenset()
    organisation_names: frozenset[str] = frozenset()
    scope_tails: frozenset[str] = frozenset()
    measured_loss_words: frozenset[str] = frozenset()
    task_never_preps: frozenset[str] = frozenset()
    task_prep_heads: frozenset[str] = frozenset()
    task_never_verbs: frozenset[str] = frozenset()
    #: Verbs whose "-s" form, read by the tagger as a plural noun after a name, ends the name's phrase.
    clause_verbs: frozenset[str] = frozenset()
    verb_only_words: frozenset[str] = frozenset()
    #: Verbs by which metrics say what they measure ("metrics to assess faithfulness").
    assessment_verbs: frozenset[str] = frozenset()
    #: What a paper observes ("phenomenon", "failure mode"): a name it gives one is a task it studies.
    phenomenon_nouns: frozenset[str] = frozenset()
    #: Words that say when work is done ("future"), trimmed from a phrase's start unless its head foresees.
    time_of_work_words: frozenset[str] = frozenset()
    foresight_heads: frozenset[str] = frozenset()
    task_short_heads: frozenset[str] = frozenset()
    outcome_verbs: frozenset[str] = frozenset()
    kind_participles: tuple[str, ...] = ()
    capability_verbs: frozenset[str] = frozenset()
    reporting_verbs: frozenset[str] = frozenset()
    training_heads: frozenset[str] = frozenset()
    name_compound_suffixes: frozenset[str] = frozenset()
    training_scope_suffixes: tuple[str, ...] = ()
    training_scope_things: frozenset[str] = frozenset()

    def head_type(self, head: str) -> str | None:
        """The type a head noun gives its phrase ("benchmark" -> Benchmark)."""
        return self.head_types.get(head.lower())

    @cached_property
    def two_word_head_ends(self) -> frozenset[str]:
        """The last words of the two-word kinds ("set" of "data set", "graph" of "knowledge graph")."""
        return frozenset(k.split()[-1] for k in self.head_types if " " in k)

    @cached_property
    def head_keys(self) -> frozenset[str]:
        """Every word that can end a typed phrase: the head nouns, the list containers and the short task heads."""
        return frozenset(self.head_types) | self.list_heads | self.task_short_heads

    @cached_property
    def data_kind_words(self) -> frozenset[str]:
        """The one-word kinds of collections of data ("dataset", "benchmark", "corpus", "suite"), with
        their plurals, and "data" itself, which types no phrase as a head (it is too general) but is
        the kind, not a part, after a known collection's name ("the KITTI Data")."""
        words = {k for k, t in self.head_types.items() if t in ("Benchmark", "Dataset") and " " not in k}
        return frozenset(words | {w + "s" for w in words} | {"data"})

    @cached_property
    def known_forms(self) -> frozenset[str]:
        """Every gazetteer label and alias, lower-cased."""
        return frozenset(f.lower() for e in self.gazetteer for f in (e.label, *e.aliases))

    @cached_property
    def known_metrics(self) -> frozenset[str]:
        """Every gazetteer metric's label and alias, lower-cased."""
        return frozenset(f.lower() for e in self.gazetteer if e.type == "Metric" for f in (e.label, *e.aliases))

    @cached_property
    def improvement_pattern(self):
        """Any improvement word as a whole word, one pattern compiled once."""
        import re

        words = sorted(self.improvement_words, key=len, reverse=True)
        return re.compile(r"\b(?:" + "|".join(re.escape(w) for w in words) + r")\b")

    @cached_property
    def spelled_out(self) -> dict[str, frozenset[str]]:
        """The long forms the gazetteer gives each short form: "FPS" -> {"frames per second"}.

        A short form is an acronym among an entry's label and aliases; its long
        forms are the entry's other names with a space in them.
        """
        from kg.extract.names import is_acronym

        out: dict[str, set[str]] = {}
        for entry in self.gazetteer:
            names = (entry.label, *entry.aliases)
            longs = {n.lower() for n in names if " " in n}
            for name in names:
                if is_acronym(name) and longs:
                    out.setdefault(name, set()).update(longs)
        return {k: frozenset(v) for k, v in out.items()}

    @cached_property
    def form_types(self) -> dict[str, str]:
        """Every gazetteer label, alias and spelling variant, lower-cased -> its entry's type, worked out once."""
        index: dict[str, str] = {}
        for entry in self.gazetteer:
            for form in (entry.label, *entry.aliases):
                index.setdefault(form.lower(), entry.type)
        for needle, _, entry in self.gazetteer_forms:  # spelling variants: "supervised finetuning"
            index.setdefault(needle.lower(), entry.type)
        return index

    @cached_property
    def model_families(self) -> tuple[str, ...]:
        return tuple(e.label for e in self.gazetteer if e.family)

    @cached_property
    def one_word_model_families(self) -> frozenset[str]:
        """The model families written as one word ("Qwen", "o1"), for a word-by-word lookup."""
        return frozenset(f for f in self.model_families if " " not in f)

    @cached_property
    def gazetteer_forms(self) -> tuple[tuple[str, bool, GazetteerEntry], ...]:
        """Every label and alias as (needle, case-sensitive, entry), worked out once.

        Short all-caps forms ("MATH", "ARC", "RL") match only as written;
        the rest match in any case, so their needle is lower-cased.
        """
        from kg.extract.names import is_acronym

        forms = []
        for entry in self.gazetteer:
            seen = set()
            for form in (entry.label, *entry.aliases):
                case_sensitive = is_acronym(form) or len(form) <= 4
                needle = form if case_sensitive else form.lower()
                variants = [needle]
                if not case_sensitive and " " in needle:
                    # A hyphenated word of a multi-word name is also written joined
                    # or spaced: "supervised finetuning", "vision language pretraining".
                    variants += [needle.replace("-", ""), needle.replace("-", " ")]
                    if "-" not in needle and needle.count(" ") >= 2:
                        # A name of three words or more is also written as one
                        # hyphenated word: "time-to-first-token",
                        # "intersection-over-union". Two hyphened words are
                        # mostly a modifier ("an instruction-tuning dataset").
                        variants.append(needle.replace(" ", "-"))
                        words = needle.split(" ")
                        # its last three words or more hyphened behind the rest: "mean intersection-over-union"
                        variants += [" ".join(words[:k]) + " " + "-".join(words[k:]) for k in range(1, len(words) - 2)]
                if not case_sensitive:
                    variants += [hyphened_training(v) for v in variants]  # "continued pre-training"
                    variants += [british_spelling(v) for v in variants]  # "Bayesian optimisation", "masked language modelling"
                for variant in variants:
                    if variant not in seen:
                        seen.add(variant)
                        forms.append((variant, case_sensitive, entry))
        return tuple(forms)


    @cached_property
    def measuring_lemmas(self) -> frozenset[str]:
        """The base forms of ``measuring_verbs``: "quantifies" -> "quantify", "assesses" -> "assess", "measures" -> "measure"."""
        def base(word: str) -> str:
            if word.endswith("ies"):
                return word[:-3] + "y"
            return word[:-2] if word.endswith("sses") else word[:-1]
        return frozenset(base(w) for w in self.measuring_verbs)

    @cached_property
    def spaced_field_names(self) -> frozenset[str]:
        """The field names with hyphens read as spaces ("bird's eye view")."""
        return frozenset(_spaced(w) for w in self.field_names)

    def names_field(self, text: str) -> bool:
        """The text names research fields however their words are joined: "machine learning",
        "machine-learning", "machine-learning/deep learning" (every part of a slashed list one)."""
        return all(_spaced(part) in self.spaced_field_names for part in text.lower().split("/"))

    @cached_property
    def data_forms(self) -> tuple[frozenset[str], frozenset[str]]:
        """Known benchmark and dataset forms: those matched only as written ("MATH"), and the rest lower-cased."""
        data = [(needle, case_sensitive) for needle, case_sensitive, entry in self.gazetteer_forms if entry.type in ("Benchmark", "Dataset")]
        return frozenset(n for n, exact in data if exact), frozenset(n for n, exact in data if not exact)

    def names_known_data(self, text: str) -> bool:
        """The text is a known benchmark or dataset as the gazetteer matches it ("COCO", "nuScenes"; not "math")."""
        exact, folded = self.data_forms
        return text in exact or text.lower() in folded

    @cached_property
    def gazetteer_first_words(self) -> tuple[dict[tuple[bool, str], list[int]], tuple[int, ...]]:
        """Indices into :attr:`gazetteer_forms` by (case-sensitive, first word of the needle).

        A form can only match where a word starts, so a doc looks up the forms
        that begin with each of its words instead of searching for every form.
        Forms that do not start with a word character are listed apart.
        """
        import re

        by_word: dict[tuple[bool, str], list[int]] = {}
        other = []
        for index, (needle, case_sensitive, entry) in enumerate(self.gazetteer_forms):
            if entry.family:
                continue
            first = re.match(r"\w+", needle)
            if first is None:
                other.append(index)
            else:
                by_word.setdefault((case_sensitive, first.group()), []).append(index)
        return by_word, tuple(other)


_AMERICAN_IZ = re.compile(r"(?<=[a-z]{3})iz(?=ations?\b|ers?\b)")
# The stems of the field whose final "l" British English doubles before "-ing", "-ed", "-er":
# "modelling", "labelled". Which stems double is a matter of stress, not of form ("scaling",
# "compiled" never do), so they are named.
_AMERICAN_SINGLE_L = re.compile(r"\b(model|label|signal|channel|level|travel|cancel|tunnel)(?=(?:ing|ed|er)s?\b)")


def british_spelling(text: str) -> str:
    """The British spelling of a lower-case word or phrase ("optimization" -> "optimisation", "modeling" -> "modelling").

    Many abstracts are written in British English ("Bayesian optimisation",
    "text summarisation", "the tokeniser", "masked language modelling"); the
    lexicon and gazetteer spell their heads and names the American way, and
    each of those words is also read in the other spelling. Only the noun
    endings "-ization(s)" and "-izer(s)" after three letters change, so
    "size" or "prize" never do, and the "l" of a few stems before "-ing",
    "-ed" and "-er" (``_AMERICAN_SINGLE_L``).
    """
    return _AMERICAN_SINGLE_L.sub(r"\1l", _AMERICAN_IZ.sub("is", text))


# "pretraining", "finetuning", "posttraining" are as often written with a hyphen ("continued pre-training").
_JOINED_TRAINING = re.compile(r"\b(pre|post|fine)(?=train|tun)")


def hyphened_training(text: str) -> str:
    """The hyphened spelling of a joined word of training ("continued pretraining" -> "continued pre-training")."""
    return _JOINED_TRAINING.sub(r"\1-", text)


def _spaced(text: str) -> str:
    """Lower-case words with hyphens read as spaces and white space folded."""
    return " ".join(text.lower().replace("-", " ").split())


def _words(data: dict, key: str) -> frozenset[str]:
    words = {w.lower() for w in data[key]["words"]}
    return frozenset(words | {british_spelling(w) for w in words})


def load_lexicon(lexicon_file: Path | None = None, gazetteer_file: Path | None = None) -> Lexicon:
    """Read the lexicon and gazetteer data files (the bundled ones by default)."""
    data = json.loads((lexicon_file or pattern_path("lexicon.json")).read_text(encoding="utf-8"))
    head_types: dict[str, str] = {}
    for type_name, heads in data["head_types"].items():
        if type_name.startswith("_"):
            continue
        for head in heads:
            head_types.setdefault(head.lower(), type_name)
    for head, type_name in list(head_types.items()):
        head_types.setdefault(british_spelling(head), type_name)  # "regularisation", "tokeniser"
    gazetteer = []
    for line in (gazetteer_file or pattern_path("gazetteer.jsonl")).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        entry = json.loads(line)
        if "label" not in entry:
            continue
        gazetteer.append(
            GazetteerEntry(entry["label"], entry["type"], tuple(entry.get("aliases", ())), bool(entry.get("family")))
        )
    hosts = {k: tuple(v) for k, v in data["repository_hosts"].items() if not k.startswith("_")}
    link_words = {k: tuple(v) for k, v in data["repository_link_words"].items() if not k.startswith("_")}
    return Lexicon(
        head_types=head_types,
        metric_only_with_modifier=frozenset(data["metric_only_with_modifier"]["heads"]),
        metric_never_modifier=_words(data, "metric_never_modifier"),
        number_formats=_words(data, "number_formats"),
        compound_quantifiers=_words(data, "compound_quantifiers"),
        notice_verbs=_words(data, "notice_verbs"),
        measure_variant_words=_words(data, "measure_variant_words"),
        scored_measure_heads=_words(data, "scored_measure_heads"),
        property_measure_heads=_words(data, "property_measure_heads"),
        finding_list_nouns=_words(data, "finding_list_nouns"),
        abstract_headings=frozenset(data["abstract_headings"]["words"]),
        measure_name_prefixes=_words(data, "measure_name_prefixes"),
        amount_change_verbs=_words(data, "amount_change_verbs"),
        other_sense_measures=_words(data, "other_sense_measures"),
        measure_reading_nouns=_words(data, "measure_reading_nouns"),
        evaluative=_words(data, "evaluative_words"),
        generic_heads=_words(data, "generic_heads"),
        generic_plural_heads=_words(data, "generic_plural_heads"),
        contribution_verbs=_words(data, "contribution_verbs"),
        naming_words=_words(data, "naming_words"),
        naming_verbs=_words(data, "naming_verbs"),
        evaluation_cues=_words(data, "evaluation_cues"),
        training_cues=_words(data, "training_cues"),
        comparison_verbs=_words(data, "comparison_verbs"),
        comparison_preps=_words(data, "comparison_preps"),
        use_verbs=_words(data, "use_verbs"),
        use_preps=_words(data, "use_preps"),
        improvement_words=_words(data, "improvement_words"),
        repository_hosts=hosts,
        repository_link_words=link_words,
        model_tiers=frozenset(data["model_tier_words"]["words"]),
        not_names=frozenset(data["not_names"]["words"]),
        container_heads=_words(data, "container_heads"),
        list_heads=_words(data, "list_heads"),
        gazetteer=tuple(gazetteer),
        coined_method_heads=_words(data, "coined_method_heads"),
        defined_technique_heads=_words(data, "defined_technique_heads"),
        series_part_words=_words(data, "series_part_words"),
        description_heads=_words(data, "description_heads"),
        measure_change_words=_words(data, "measure_change_words"),
        result_words=_words(data, "result_words"),
        result_verbs=_words(data, "result_verbs"),
        unnamed_kind_nouns=_words(data, "unnamed_kind_nouns"),
        title_heading_words=_words(data, "title_heading_words"),
        metric_qualifiers=_words(data, "metric_qualifiers"),
        studied_object_heads=_words(data, "studied_object_heads"),
        effect_verbs=_words(data, "effect_verbs"),
        collective_nouns=_words(data, "collective_nouns"),
        analysis_of_study=frozenset(w.lower() for w in data["analysis_of_study"]["modifiers"]),
        modality_names=frozenset(data["modality_names"]["words"]),
        statistic_names=frozenset(data["statistic_names"]["words"]),
        data_units=_words(data, "data_units"),
        hardware_measures=_words(data, "hardware_measures"),
        finding_heads=_words(data, "finding_heads"),
        part_nouns=_words(data, "part_nouns"),
        new_part_nouns=_words(data, "new_part_nouns"),
        not_process_nominals=_words(data, "not_process_nominals"),
        field_names=_words(data, "field_names"),
        condition_heads=_words(data, "condition_heads"),
        document_references=_words(data, "document_references"),
        language_names=_words(data, "language_names"),
        part_list_nouns=_words(data, "part_list_nouns"),
        evaluation_words=_words(data, "evaluation_words"),
        study_gerunds=_words(data, "study_gerunds"),
        capacity_heads=_words(data, "capacity_heads"),
        headline_claim_verbs=_words(data, "headline_claim_verbs"),
        spaced_compound_parts=_words(data, "spaced_compound_parts"),
        improvement_gerunds=_words(data, "improvement_gerunds"),
        contest_nouns=_words(data, "contest_nouns"),
        split_nouns=_words(data, "split_nouns"),
        split_words=_words(data, "split_words"),
        measured_sizes=_words(data, "measured_sizes"),
        one_technique_heads=_words(data, "one_technique_heads"),
        setting_rates=_words(data, "setting_rates"),
        applied_task_nouns=_words(data, "applied_task_nouns"),
        working_part_nouns=_words(data, "working_part_nouns"),
        part_kind_nouns=_words(data, "part_kind_nouns"),
        spectral_band_heads=_words(data, "spectral_band_heads"),
        component_nouns=_words(data, "component_nouns"),
        others_list_nouns=_words(data, "others_list_nouns"),
        classification_nouns=_words(data, "classification_nouns"),
        novelty_nouns=_words(data, "novelty_nouns"),
        instance_nouns=_words(data, "instance_nouns"),
        means_verbs=_words(data, "means_verbs"),
        property_use_verbs=_words(data, "property_use_verbs"),
        intention_verbs=_words(data, "intention_verbs"),
        technique_proposing_verbs=_words(data, "technique_proposing_verbs"),
        compared_rate_words=_words(data, "compared_rate_words"),
        long_form_purpose_words=_words(data, "long_form_purpose_words"),
        means_on_verbs=_words(data, "means_on_verbs"),
        event_heads=_words(data, "event_heads"),
        hardware_vendors=_words(data, "hardware_vendors"),
        hardware_names=_words(data, "hardware_names"),
        modality_heads=_words(data, "modality_heads"),
        device_heads=_words(data, "device_heads"),
        data_source_verbs=_words(data, "data_source_verbs"),
        people_nouns=_words(data, "people_nouns"),
        training_verbs=_words(data, "training_verbs"),
        environment_nouns=_words(data, "environment_nouns"),
        organisation_heads=_words(data, "organisation_heads"),
        legal_instrument_heads=_words(data, "legal_instrument_heads"),
        law_names=_words(data, "law_names"),
        not_laws=frozenset(w.lower() for w in data["legal_instrument_heads"]["not_laws"]),
        edition_words=_words(data, "edition_words"),
        measuring_verbs=_words(data, "measuring_verbs"),
        scored_only_measures=_words(data, "scored_only_measures"),
        task_example_kinds=_words(data, "task_example_kinds"),
        metric_kind_words=_words(data, "metric_kind_words"),
        measure_units=_words(data, "measure_units"),
        baseline_nouns=_words(data, "baseline_nouns"),
        value_verbs=_words(data, "value_verbs"),
        thing_nouns_like_processes=_words(data, "thing_nouns_like_processes"),
        platform_names=frozenset(w.replace(" ", "") for w in _words(data, "platform_names")),  # "Hugging Face" is "HuggingFace"
        operating_system_names=_words(data, "operating_system_names"),
        programming_language_names=_words(data, "programming_language_names"),
        region_names=_words(data, "region_names"),
        condition_names=_words(data, "condition_names"),
        task_kind_words=_words(data, "task_kind_words"),
        objective_heads=_words(data, "objective_heads"),
        component_verbs=_words(data, "component_verbs"),
        composition_participles=_words(data, "composition_participles"),
        making_verbs=_words(data, "making_verbs"),
        proposing_verbs=_words(data, "proposing_verbs"),
        cohort_words=_words(data, "cohort_words"),
        manner_adjectives=_words(data, "manner_adjectives"),
        concept_words=_words(data, "concept_words"),
        name_bridge_words=_words(data, "name_bridge_words"),
        modifier_tails=_words(data, "modifier_tails"),
        variant_nouns=_words(data, "variant_nouns"),
        organisation_names=_words(data, "organisation_names"),
        scope_tails=_words(data, "scope_tails"),
        measured_loss_words=_words(data, "measured_loss_words"),
        task_never_preps=_words(data, "task_never_preps"),
        task_prep_heads=_words(data, "task_prep_heads"),
        task_never_verbs=_words(data, "task_never_verbs") | _words(data, "use_verbs"),
        clause_verbs=(
            _words(data, "use_verbs") | _words(data, "comparison_verbs") | _words(data, "contribution_verbs") | _words(data, "component_verbs")
        ) - _words(data, "noun_verbs"),
        capability_verbs=_words(data, "capability_verbs"),
        verb_only_words=_words(data, "verb_only_words"),
        phenomenon_nouns=_words(data, "phenomenon_nouns"),
        assessment_verbs=_words(data, "assessment_verbs"),
        time_of_work_words=_words(data, "time_of_work_words"),
        foresight_heads=_words(data, "foresight_heads"),
        task_short_heads=_words(data, "task_short_heads"),
        outcome_verbs=_words(data, "outcome_verbs"),
        kind_participles=tuple(sorted(_words(data, "kind_participles"))),
        reporting_verbs=_words(data, "reporting_verbs"),
        training_heads=_words(data, "training_heads"),
        name_compound_suffixes=_words(data, "name_compound_suffixes"),
        training_scope_suffixes=tuple(data["training_scope"]["suffixes"]),
        training_scope_things=frozenset(w.lower() for w in data["training_scope"]["things"]),
        eponym_heads={w.lower(): t for t, ws in data["eponym_heads"].items() if not t.startswith("_") for w in ws},
    )


@lru_cache(maxsize=1)
def default_lexicon() -> Lexicon:
    """The bundled lexicon, read once per process (it is immutable)."""
    return load_lexicon()
