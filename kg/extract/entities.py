"""Typed entity mentions from a parsed Doc.

Four sources of candidates, each with a priority, merged so that no two
mentions overlap:

1. acronym definitions (both forms), typed by the long form's head noun
   (:mod:`kg.extract.definition_types`);
2. gazetteer names (well-established methods, tasks, metrics, benchmarks;
   :mod:`kg.extract.candidates`);
3. names by morphology (CamelCase, acronyms, checkpoints, Title Case runs;
   :mod:`kg.extract.name_spans`), typed by the noun the text attaches to
   them (:mod:`kg.extract.name_types`);
4. terms: noun phrases whose head noun has a type ("code generation",
   "bug fix rate", "reinforcement learning"; :mod:`kg.extract.terms`).

Every function here is pure: a Doc (and plain data) in, plain data out.
"""

from __future__ import annotations


import re


from spacy.tokens import Doc, Span

from kg.extract.acronyms import Abbreviation, spelled_by_list
from kg.extract.candidates import (
    coordinated_type,
    emphasis_candidates,
    eponym_candidates,
    family_use_candidates,
    gazetteer_candidates,
    inside_title_case_name,
    is_counted_definition,
    is_redefined,
    is_verb_reading,
    known_metric_extensions,
    known_metric_variants,
    known_task_extensions,
    listed_with_organisations,
    names_other_kind,
    propagate_types,
    scored_measure_candidates,
    split_data_names_from_measures,
    url_named_resources,
)
from kg.extract.cued_phrases import apposition_names, headline_purpose_tasks, said_to_be_tasks
from kg.extract.of_tasks import of_object_tasks
from kg.extract.definition_types import (
    abbreviation_name,
    abbreviation_type,
    defines_people_group,
    is_applied,
    is_appositive_definition,
    is_coined_long_form,
    is_coined_short_form,
    is_colon_definition,
    is_contributed_definition,
    is_generic_abbreviation,
    is_law_name,
    is_studied_object,
    names_institution,
    names_its_kind_word,
    names_law,
    RANK_NAME,
    spells_out_known,
    task_modifiers_before,
    task_noun_after,
    word_parts,
    YEAR_AFTER,
)
from kg.extract.bare_names import cites_authors, is_amount
from kg.extract.document import (
    Candidate,
    doc_text,
    doc_token_texts,
    EMPHASIS,
    in_maths,
    value_formula_before,
    indefinite_before,
    short_form_uses,
)
from kg.extract.lexicon import Lexicon
from kg.extract.measures import (
    is_changed_definition,
    is_measure_phrase,
    is_setting_rate,
    modifies_in_other_sense,
    score_modifier,
    split_slashed_measures,
)
from kg.extract.overlaps import resolve_overlaps
from kg.extract.phenomena import type_phenomena
from kg.extract.name_spans import is_plain_title_case, is_title_cased, name_spans, names_a_part, PLAIN_CAPITALISED
from kg.extract.name_forms import known_type, known_variant_type
from kg.extract.evaluated_on import evaluated_on_type
from kg.extract.examples import listed_as_unnamed_kind
from kg.extract.name_types import before_kind_in_title_case, gazetteer_index, is_title_name, type_name
from kg.extract.names import is_acronym, LINK_WORDS, looks_like_model
from kg.extract.syntax import contribution_path, is_argument, names_a_finding, opens_part_item, presented_by_own_system, used_by_paper
from kg.extract.terms import term_spans
from kg.extract.urls import UrlMatch, is_repository


_TECHNIQUE = frozenset({"Method"})  # a name listed with a technique the text typed is one too


def is_kind_of_plural_class(text: str, lexicon: Lexicon) -> bool:
    """ "Video-LLMs", "long-video-MLLMs": a plain word hyphened to a plural class of models is a kind of that class."""
    head, _, tail = text.rpartition("-")
    words = re.split(r"[-–]", head)
    return (
        tail.lower() in lexicon.generic_plural_heads
        and tail.lower().endswith("s")
        and bool(head)
        and all(re.fullmatch(r"[A-Za-z][a-z]+", w) and w.lower() not in LINK_WORDS for w in words)
    )  # "Mixture-of-Agents" is a technique


# A capitalised word (not opening a sentence) right before a short form: "Conditional GANs", "Style-based GANs".
_NAMED_VARIANT_BEFORE = re.compile(r"(?<=[a-z0-9,;(] )[A-Z][a-z]+(?:-[A-Za-z][a-z]+)* $")


def listed_variants(text: str, uses: list[tuple[int, int]]) -> set[int]:
    """Starts of short-form uses that are listed kinds of it: two or more in one list, each after a capitalised word.

    "six classes, namely Vanilla GANs, Multi-Scale GANs, Conditional GANs, ...":
    each is a named kind of the technique, whole; one such use alone is as
    often a language or a setting put before it ("Arabic SER").
    """
    marked = [(s, e) for s, e in uses if _NAMED_VARIANT_BEFORE.search(text, max(0, s - 40), s)]
    out: set[int] = set()
    for (a, end), (b, _) in zip(marked, marked[1:]):
        if _LIST_TO_NEXT_VARIANT.fullmatch(text, end, b):
            out.update((a, b))  # only a separator and the next one's capitalised words between them
    return out


# After a listed use, up to the next: "GANs, Multi-Scale GANs", "GANs, and Hybrid Architecture GANs"
_LIST_TO_NEXT_VARIANT = re.compile(r"(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)[A-Z][a-z]+(?:-[A-Za-z][a-z]+)*(?:\s+[A-Z][a-z]+(?:-[A-Za-z][a-z]+)*)*\s+")


def extract_entities(
    doc: Doc,
    lexicon: Lexicon,
    abbreviations: list[Abbreviation],
    urls: list[UrlMatch],
    gazetteer_types: dict[str, str] | None = None,
) -> list[Candidate]:
    """All typed, non-overlapping entity mentions of ``doc``."""
    gazetteer_types = gazetteer_types if gazetteer_types is not None else gazetteer_index(lexicon)
    text = doc_text(doc)
    cands: list[Candidate] = []

    for url in urls:
        if is_repository(url.url, lexicon):
            cands.append(Candidate(url.start, url.end, "Repository", 0.95, "repository", url.url))

    generic_shorts = set()
    short_types: dict[str, str] = {}  # the type each short form was given, in order of definition
    spelled_lists = [a for a in abbreviations if spelled_by_list(a.short, a.long)]
    for abbrev in abbreviations:
        if abbrev in spelled_lists:
            # "HyVE (Hypothesize, Validate, Explain)", "FAIR (Findable, Accessible, ...)": the words
            # spell the name out and name nothing themselves (below); whether the name is an
            # entity is left to what the text does with it, as if the list were not there
            continue
        last_word = abbrev.long.split()[-1]
        task_noun = task_noun_after(abbrev, doc, lexicon, gazetteer_types)
        if task_noun is not None:
            # "Facial action unit (AU) detection": the task, with what it works on spelled out;
            # "AU detection" later is the same task, and "AU" alone no entity
            start, end = task_modifiers_before(abbrev, doc, task_noun, lexicon), task_noun.idx + len(task_noun.text)
            cands.append(Candidate(start, end, "Task", 0.85, "acronym", text[start:end]))
            generic_shorts.add(abbrev.short)
            continue
        long_words = abbrev.long.lower().split()
        if (
            len(long_words) > 1
            and long_words[-1] in lexicon.language_names
            and not {"of", "in"} & set(long_words)  # "Corpus of Historical American English (COHA)" is data
            and not is_contributed_definition(abbrev, doc, lexicon)  # "we propose Telegraph English (TE)"
            and not is_colon_definition(abbrev, text)  # "MUSE: Multi-Domain Chinese User Simulation ...": the paper's name
        ):
            generic_shorts.add(abbrev.short)  # "Standard American English (SAE)", "Modern Standard Arabic (MSA)": a language
            continue
        if abbrev.long.lower() in lexicon.evaluative or lexicon.names_field(abbrev.long):
            generic_shorts.add(abbrev.short)  # "state-of-the-art (SOTA)", "artificial intelligence (AI)"
            continue
        if (
            abbrev.short in lexicon.not_names
            and len(abbrev.short) > 2  # "Trace Bias (TB)", "Memory Bank (MB)": two letters are too often another's
            # "question-answering (QA)" is a task, "Vision-Language-Action (VLA)" a kind of model the golds name
            and "-" not in last_word
            and lexicon.head_type(last_word.lower()) is None
            and not is_contributed_definition(abbrev, doc, lexicon)  # "we present Unreal Robotics Lab (URL)"
            and not is_colon_definition(abbrev, text)  # "STEP: Staged Parameter-Efficient Pre-training"
            and not indefinite_before(text, abbrev.long_start)  # "We add a Memory Bank (MB)": a new part
        ):
            generic_shorts.add(abbrev.short)  # "Artificial General Intelligence (AGI)": spelled out, the word is still no name
            continue
        if last_word.lower() in lexicon.modality_heads and any(abbrev.short.endswith(m) for m in lexicon.modality_names):
            # "High-Resolution Computed Tomography (HRCT)": a kind of the modality too
            generic_shorts.add(abbrev.short)  # "Magnetic Resonance Imaging (MRI)": the data's modality, as "in MRI" is
            continue
        if last_word.lower() in lexicon.device_heads and len(long_words) > 1:
            generic_shorts.add(abbrev.short)  # "an Unmanned Surface Vehicle (USV)", "movable antenna (MA)": hardware, no entity
            continue
        if (
            re.split(r"[\s-]", last_word.lower())[-1] in lexicon.spectral_band_heads
            and not {"of", "in"} & set(long_words)  # "Surgical Tattoos in Infrared (STIR)" is data
            and not is_contributed_definition(abbrev, doc, lexicon)
        ):
            generic_shorts.add(abbrev.short)  # "Short-Wave Infrared (SWIR)": a band of light the data is recorded in
            continue
        if names_law(abbrev, lexicon):
            generic_shorts.add(abbrev.short)  # "Health Insurance Portability and Accountability Act (HIPAA)": a rule, no entity
            continue
        if (
            names_institution(abbrev, lexicon)
            and not is_contributed_definition(abbrev, doc, lexicon)  # "we propose a Task-Aware LLM Council (TALC)"
            and abbreviation_type(abbrev, doc, lexicon, gazetteer_types) in (None, "Method")  # "the Wuhan University (WHU) dataset"
        ):
            generic_shorts.add(abbrev.short)  # "Patent Trial and Appeal Board (PTAB)": who rules, no entity
            continue
        if (
            last_word.lower() in lexicon.finding_heads
            and abbreviation_type(abbrev, doc, lexicon, gazetteer_types) in (None, "Method", "Task")
            and not is_colon_definition(abbrev, text)
        ):
            # "the Identifiable Victim Effect (IVE)", "the Lottery Ticket Hypothesis (LTH)", "the Central
            # Limit Theorem (CLT)": a finding, proposed or not, is no technique; "the Value Conflict
            # Dilemma (VCD) dataset" names the data, and a headline's "SLAP: The Semantic Least
            # Action Principle for ..." the paper's own work
            generic_shorts.add(abbrev.short)
            continue
        if defines_people_group(abbrev, text, lexicon):
            generic_shorts.add(abbrev.short)  # "three tetralogy of Fallot (ToF) patients": who is studied, no entity
            continue
        if (
            is_generic_abbreviation(abbrev, lexicon)
            and known_type(abbrev.long, gazetteer_types) is None
            and known_variant_type(abbrev.long, gazetteer_types) is None
            and not is_colon_definition(abbrev, text)  # "Illumi-Net: An Illumination-Adaptive ... Network" is coined
            # "DiNa-LRM, a diffusion-native latent reward model": a name of coined shape
            # that its appositive spells is one model, where "VLM, a vision-language model" is a kind.
            and not (is_appositive_definition(abbrev, text) and is_coined_short_form(abbrev.short))
            # A class's own short form ("large language models (LLMs)") is not coined,
            # however the parse attaches it to the paper's system.
            and not (is_contributed_definition(abbrev, doc, lexicon) and abbrev.short.lower() not in lexicon.generic_plural_heads)
            and not names_its_kind_word(abbrev)
        ):
            # "Large Language Models (LLMs)" is a kind; "Generative Adversarial Networks (GANs)" a known technique.
            generic_shorts.add(abbrev.short)
            continue
        type_ = abbreviation_type(abbrev, doc, lexicon, gazetteer_types)
        if type_ is None and last_word in short_types:
            # "Referring Expression Segmentation (RES) ... Generalized RES (GRES)": a long form
            # headed by a short form defined before is a kind of that thing; one the paper
            # introduces is its technique ("This study introduces Generative-AI-Enabled HMS (G-AI-HMS)")
            type_ = short_types[last_word]
            if type_ == "Task" and is_contributed_definition(abbrev, doc, lexicon):
                type_ = "Method"
        if type_ is None:
            # No noun says what it is. A Title Case long form is a coined name
            # ("Attention Boost (AttnBoost)"): a method. A lower-case one is a
            # domain word ("lung ultrasound (LUS)", "unmanned aerial vehicles (UAVs)"),
            # and so is one capitalised word ("Electrocardiography (ECG)"): coined
            # names are phrases.
            short_span = doc.char_span(abbrev.short_start, abbrev.short_end, alignment_mode="expand")
            data = (
                evaluated_on_type(short_span, lexicon)
                if short_span is not None and doc.has_annotation("DEP") and is_coined_long_form(abbrev.long)
                else None
            )
            if data is not None:
                type_ = data  # "Experiments on View-of-Delft (VoD) and ...": data, whatever its words
            elif is_changed_definition(text, abbrev.long_start, abbrev.short_end, lexicon):
                type_ = "Metric"  # "while improving output token contribution (OTC) by 6.8x": what is moved by an amount is measured
            elif known_variant_type(abbrev.long, gazetteer_types) is not None:
                type_ = "Method"  # "uniform-state diffusion models (USDMs)": a variant of a known technique
            elif is_applied(doc.char_span(abbrev.long_start, abbrev.long_end, alignment_mode="expand")):
                type_ = "Method"  # "by applying diffusion tensor imaging (DTI) to word embeddings": what is applied is a technique
            elif (
                (not is_coined_long_form(abbreviation_name(abbrev, doc, lexicon)) or len(abbrev.long.split()) < 2)
                and not is_coined_short_form(abbrev.short)
                # "We introduce generalized function-correcting partition codes (GFCPCs)": what the
                # paper introduces is its own, in lower case too, unless a number counts items
                and not (word_parts(abbrev.long) >= 2 and is_contributed_definition(abbrev, doc, lexicon) and not is_counted_definition(abbrev, doc))
            ):
                generic_shorts.add(abbrev.short)
                continue
            elif is_studied_object(doc.char_span(abbrev.long_start, abbrev.long_end, alignment_mode="expand"), lexicon):
                # "estimation of the Angle of Progression (AoP)", "analysis of the
                # Retinal Nerve Fiber Layer (RNFL)": what the task studies, no technique.
                generic_shorts.add(abbrev.short)
                continue
            elif is_measure_phrase(abbrev.long):
                type_ = "Metric"
            elif abbrev.short.endswith("s") and abbrev.long.endswith("s") and (
                last_word.lower() in lexicon.generic_plural_heads or not is_contributed_definition(abbrev, doc, lexicon)
            ):
                # "Service Level Objectives (SLOs)": a plural names a kind, as "LLMs" does,
                # unless the paper introduces it ("we introduce Dedicated Feature Crosscoders (DFCs)")
                # under a head of its own ("Spoken Language Models (SLMs) are designed to ..." is a kind).
                generic_shorts.add(abbrev.short)
                continue
            else:
                type_ = "Method"
        if type_ == "Metric" and is_setting_rate(abbrev.long.split(), lexicon):
            generic_shorts.add(abbrev.short)  # "the learning rate (LR)": a setting, no measure
            continue
        if type_ == "Model":
            type_ = "Method"
        if looks_like_model(abbrev.long, lexicon.model_families, lexicon.model_tiers):
            type_ = "Model"
        cands.append(Candidate(abbrev.long_start, abbrev.long_end, type_, 0.9, "acronym", abbrev.long))
        short_types.setdefault(abbrev.short, type_)
        # Every use of the short form is the same entity (resolution links them).
        uses = short_form_uses(text, abbrev.short)
        variants = listed_variants(text, [u for u in uses if u[0] > abbrev.long_end])
        for start, end in uses:
            if names_other_kind(text, end, type_, lexicon):
                continue  # "MindDR Bench" after "Mind DeepResearch (MindDR)": the benchmark named after the system
            if YEAR_AFTER.match(text, end):
                continue  # "experiments on BraTS 2020": a dated edition, a name of its own
            if start in variants:
                continue  # "namely Vanilla GANs, Multi-Scale GANs, Conditional GANs": kinds of it, each named whole
            cands.append(Candidate(start, end, type_, 0.85, "acronym", abbrev.short))

    # A short form the text defines means what the text says: "first-person shooter (FPS)"
    # is no "FPS" (frames per second) of the gazetteer, whatever the definition became.
    redefined = {a.short for a in abbreviations if is_redefined(a, lexicon)}
    headline = is_title_cased(doc)
    cands.extend(
        c
        for c in gazetteer_candidates(doc, lexicon, gazetteer_types)
        if not is_verb_reading(doc, c)
        and c.text not in redefined
        and not (c.type == "Metric" and modifies_in_other_sense(doc, c.start, c.end, lexicon))  # "precision agriculture"
        and not (c.type == "Metric" and not headline and inside_title_case_name(text, c.start, c.end))
    )
    cands.extend(eponym_candidates(text, lexicon))
    cands.extend(scored_measure_candidates(doc, lexicon, cands))
    if doc.user_data.get(EMPHASIS):
        cands.extend(emphasis_candidates(doc, lexicon))

    generic_stems = {g.rstrip("s") for g in generic_shorts}
    token_texts = doc_token_texts(doc)  # read once, for the names and the terms
    untyped: list[Span] = []  # names no cue types: typed by their list, or kept as methods, or dropped
    defined = {a.short for a in abbreviations}
    for span in name_spans(doc, lexicon, headline, token_texts):
        if span.text.rstrip("s") in generic_stems:
            continue
        if lexicon.names_field(span.text):
            continue  # "challenges for Natural Language Processing tasks": a field of research in capitals, as in lower case
        if (
            (span.text in lexicon.modality_names or span.text in lexicon.statistic_names)
            and span.text not in defined
            and not is_title_name(span)  # "T1: A Tool-Oriented Conversational Dataset ..."
            and contribution_path(span, lexicon) is None  # "we introduce T1, ..."
        ):
            continue  # "in MRI", "CT and PET scans", "T1 and FLAIR scans": the data's modality; "95% CI": a statistic
        if span.text.lower() in lexicon.region_names or all(
            part in lexicon.language_names for part in re.split(r"[-–—/]+", span.text.lower()) if part
        ):
            continue  # "a Brazilian Portuguese chat benchmark", "in Korean", "(West Africa)": the language or place of the data
        if any(span.start_char < u.end and u.start < span.end_char for u in urls):
            continue
        if any(span.start_char < a.long_end and a.long_start < span.end_char for a in abbreviations if a.short in generic_shorts):
            continue
        if any(span.start_char < a.long_end and a.long_start < span.end_char for a in spelled_lists):
            continue
        if len(span) > 1 and span[0].lower_ in lexicon.hardware_vendors and span[0].whitespace_:
            continue  # "NVIDIA Jetson AGX Orin", "Sony IMX500", "an NVIDIA A100": a device the work runs on
        if span[0].lower_ in lexicon.hardware_names:
            continue  # "an RTX 4090", "A100 GPUs", "TPU v4 pods": the accelerator, no entity
        if span.text.lower().replace(" ", "") in lexicon.platform_names:
            continue  # "available at GitHub and Hugging Face": where things are hosted
        if span.text.lower() in lexicon.operating_system_names:
            continue  # "we validate the pipeline on Android": where the work is deployed
        if span.text.lower() in lexicon.programming_language_names:
            continue  # "a Python library", "written in Rust": what the code is written in
        if span.text.lower() in lexicon.organisation_names or listed_with_organisations(span, lexicon):
            continue  # "the latest Google and OpenAI models", "(Google, Anthropic, ..., DeepSeek)": who made them
        if span.text.lower() in lexicon.condition_names:
            continue  # "Recognition of Pneumonia and COVID-19": the disease studied
        if (
            span.text.lower() in lexicon.law_names
            or (span[0].lower_ in lexicon.law_names and span[0].whitespace_)  # "GDPR Art. 17"; "GDPR-Bench" is a benchmark
            # a one-word name is read with the word before it: "EU AI Act" may be cut to "Act"
            or is_law_name([t.text for t in doc[span.start - (len(span) == 1 and span.start > 0) : span.end]], lexicon)
        ):
            continue  # "(EU DSM Directive, EU AI Act)", "under GDPR": a law the work must follow
        if len(span) == 1 and PLAIN_CAPITALISED.fullmatch(span.text) and span.text.lower() in lexicon.container_heads:
            continue  # "the ... (ACR) Framework": a kind word alone, capitalised as part of a title, names nothing
        if cites_authors(text, span.start_char, span.end_char):
            continue  # "(Zou & Xu, 2026a)": the authors of a cited work
        if (
            span[-1].lower_ in lexicon.generic_plural_heads
            and (len(span) == 1 or span[-2].whitespace_)
            and not names_a_part(span, lexicon)
            # "The Antipodal Method: Fast, ...": plain words before a headline's colon with their singular kind word
            and not (len(span) > 1 and span[-1].tag_ == "NNP" and is_title_name(span) and all(PLAIN_CAPITALISED.fullmatch(t.text) for t in span))
        ):
            # "LLM Agents" names a kind; in "CoMET-Agent" the word is part of a hyphenated name,
            # and "An Attacker Agent generates ..." names the part of the paper's system.
            continue
        if (
            is_kind_of_plural_class(span.text, lexicon)
            and contribution_path(span, lexicon) is None
            and not (span.end < len(doc) and doc[span.end].text == ":")  # "Glo-VLMs: Leveraging ...", a headline's name
        ):
            # "Video-LLMs", "Speech-LLMs": a class of models for a kind of data; "WSI-Agents" is
            # coined, and so is one the paper introduces ("we propose Dementia-Agents")
            continue
        if re.search(r"[–—/]", span.text) and all(part in generic_shorts for part in re.split(r"[–—/]", span.text)):
            # "bidirectional AU--FE learning" after "(AU)" and "(FE)" were read as no entity: a pairing
            # by a dash or slash; "the OCTA-CVD dataset" is one name made of them
            continue
        if spells_out_known(text, span.text, span.end_char, lexicon):
            continue  # "a Cycle-Consistent Adversarial Network (CycleGAN) approach": the known form after it is the mention
        typed = type_name(span, lexicon, gazetteer_types, headline)
        if typed is None:
            continue
        if (
            typed[0] != "Metric"
            and span.start > 0
            and doc[span.start - 1].text == "("
            and span.text not in defined
            and in_maths(doc, span.start_char, span.end_char)
        ):
            # "a periodicity loss ($\\mathcal{L}_\\text{AP}$)", "thresholds ($\\theta_{A}$)": the symbol a formula calls the
            # phrase by, no name; a measure's symbol names the measure ("($R^2 = 0.69$)")
            continue
        if typed[2] == "name":
            if RANK_NAME.fullmatch(span.text):
                continue  # "ranked top-2 in 21 of 33 models", "rank-1": a place in a ranking, no technique
            if is_amount(span.text, lexicon.measure_units):
                continue  # "a compressive stiffness (268kPa vs. 299kPa)": amounts, no technique
            untyped.append(span)
            continue
        type_, confidence, rule = typed
        start = span.start_char
        modifier = score_modifier(span) if type_ == "Metric" and not gazetteer_types.get(span.text.lower()) else None
        if modifier is not None and modifier.tag_ == "NN":
            start = modifier.idx  # "+4.10% ad GMV", "+2.15% item CTR": a noun before the short form says which measure
        cands.append(Candidate(start, span.end_char, type_, confidence, rule, text[start : span.end_char]))
    for span in untyped:
        shared = coordinated_type(span, cands)
        if shared:
            cands.append(Candidate(span.start_char, span.end_char, shared, 0.7, "name-typed", span.text))
        elif listed_as_unnamed_kind(span, lexicon):
            continue  # "across six regions: Bangladesh, India, ...": members of a kind no type names
        elif len(span) > 1 and span[-1].lower_ in lexicon.task_kind_words and not span[-1].lower_.endswith("s"):
            # "We formalize the Document Consumption Problem": a problem, named
            cands.append(Candidate(span.start_char, span.end_char, "Task", 0.7, "name-typed", span.text))
        elif (
            is_plain_title_case(span.text)
            and contribution_path(span, lexicon) is None
            and not (len(span) > 1 and used_by_paper(span, lexicon))
            and not names_a_part(span, lexicon)
            and not (len(span) > 1 and presented_by_own_system(span, lexicon))
        ):
            # words in Title Case, unless the paper proposes or uses what they name ("We use Gated
            # Experts ...") or its system takes them in ("D-VLA introduces Plane Decoupling")
            continue
        elif before_kind_in_title_case(span, lexicon) and contribution_path(span, lexicon) is None:
            continue
        elif (
            not headline
            and is_acronym(span.text)
            and not is_argument(span)
            and contribution_path(span, lexicon) is None
            and coordinated_type(span, cands, _TECHNIQUE) is None  # "two algorithms, ST-GRPO and J-GRPO"
        ):
            continue  # "in MRI", "in MNER": a field or modality, not a thing the text works with
        elif len(span) > 1 and span[-1].lower_ in lexicon.event_heads:
            continue  # "the ICRA 2026 Workshop on Field Robotics": a venue, no entity
        elif re.split(r"[\s-]", span.text)[-1].lower() in lexicon.finding_heads or span[-1].lower_ in lexicon.finding_heads:
            continue  # "a Quality-Homogenization Tradeoff": a finding the paper reports, no technique
        elif span.start > 0 and doc[span.start - 1].lower_ in lexicon.naming_words and names_a_finding(doc[span.start - 1], lexicon):
            continue  # "a critical scalability bottleneck, termed Structural Drift": the finding's name
        elif in_maths(doc, span.start_char, span.end_char):
            continue  # "$\\mathcal L_{KM}$": a symbol no cue types is no technique
        else:
            cands.append(Candidate(span.start_char, span.end_char, "Method", 0.55, "name", span.text))

    for span, type_ in apposition_names(doc, lexicon):
        cands.append(Candidate(span.start_char, span.end_char, type_, 0.7, "name-typed", span.text))
    for span in said_to_be_tasks(doc, lexicon):
        cands.append(Candidate(span.start_char, span.end_char, "Task", 0.6, "term", span.text))
    for span in of_object_tasks(doc, lexicon):
        cands.append(Candidate(span.start_char, span.end_char, "Task", 0.55, "term", span.text))
    for span, type_ in term_spans(doc, lexicon, headline, token_texts, frozenset(defined)):
        if any(span.start_char < u.end and u.start < span.end_char for u in urls):
            continue
        if any(span.start_char < a.long_end and a.long_start < span.end_char for a in abbreviations if a.short in generic_shorts):
            continue  # "a fine-grained Multimodal Large Language Model (MLLM)": a kind, as its definition is
        if span.text.rstrip("s") in generic_stems:
            continue  # "a LUS dataset" after "lung ultrasound (LUS)": the domain word, no name
        if spells_out_known(text, span.text, span.end_char, lexicon):
            continue  # "a cycle-consistent adversarial network (CycleGAN)": the known form after it is the mention
        if span.root.lemma_.lower() == "attention" and span.root.dep_ == "dobj" and span.root.head.lemma_.lower() in lexicon.notice_verbs:
            continue  # "has attracted significant research attention": the notice a topic gets, no mechanism
        if type_ != "Metric" and any(c.dep_ == "det" and c.lower_ == "no" and c.whitespace_ for c in span.root.children):
            # "embeddings have no direct linguistic interpretation", "requires no hyperparameter tuning": what is
            # absent; a measure stays one ("at no extra inference cost")
            continue
        if lexicon.names_field(span.text) or span.text.lower() in lexicon.organisation_names:
            continue  # "through machine learning", "machine-learning/deep learning approaches": fields of research, no technique; "OpenAI models": who made them
        if type_ in ("Benchmark", "Dataset") and span[0].is_lower:
            continue  # "the first multi-game FPS dataset", "in-house MRI data": unnamed data, no entity
        if "-" in span.text and " " not in span.text and (known := known_type(span.text, gazetteer_types)) is not None:
            type_ = known  # "Flow-matching methods": the known technique hyphened, whatever its head says
        if type_ == "Task" and opens_part_item(span, lexicon) is not None:
            type_ = "Method"  # "three components: (1) deterministic exact-match rule retrieval over ...": a working part
        start = span.start_char
        if (value_end := value_formula_before(doc, span.start_char, span.end_char)) is not None:
            # "a $\Delta = -2.81$ rubric-point penalty": the amount is no part of the phrase's name
            start = next((t.idx for t in span if t.idx >= value_end and not t.is_space), span.end_char)
            if start >= span.end_char:
                continue
        cands.append(Candidate(start, span.end_char, type_, 0.6, "term", text[start : span.end_char]))

    cands.extend(known_task_extensions(doc, cands, lexicon, headline))
    if headline:
        cands.extend(headline_purpose_tasks(doc, lexicon))
    cands.extend(known_metric_extensions(doc, cands, lexicon))
    cands.extend(known_metric_variants(doc, cands, lexicon))
    # "a Qwen-based vision backbone": the family used, where no phrase takes the words in
    cands.extend(c for c in family_use_candidates(doc, lexicon) if not any(c.start < o.end and o.start < c.end for o in cands))
    cands = type_phenomena(cands, text, lexicon)  # "We term this phenomenon Order-to-Space Bias (OTS)": a problem studied
    # Names read from inside a URL sit within the Repository mention by design.
    kept = resolve_overlaps(
        cands, lexicon.description_heads, lexicon.measure_name_prefixes, gazetteer_types, lexicon.data_kind_words
    ) + url_named_resources(doc, urls, lexicon)
    return sorted(split_slashed_measures(split_data_names_from_measures(propagate_types(kept)), gazetteer_types), key=lambda c: c.start)
