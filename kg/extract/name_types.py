"""What a name names.

A name is typed by the noun the text attaches to it: its appositive, the
head it modifies, a kind word before or after it, the sentence after it,
the list it stands in, its suffix ("-Bench", "-Net"), a title's subtitle,
or what it is evaluated on; and it is dropped where it names no entity
(a citation, a unit, a capitalised abstract noun: :mod:`kg.extract.bare_names`).

Every function here is pure: a Doc (and plain data) in, plain data out.
"""

from __future__ import annotations


import re


from spacy.tokens import Doc, Span, Token

from kg.extract.document import doc_length, is_headline_break
from kg.extract.examples import EXAMPLE_PREPS, listing_prep, opens_examples
from kg.extract.bare_names import bare_name_is_no_entity, is_capitalised_abstract_noun, is_enumeration_label, is_unit
from kg.extract.data_counts import counts_data_after
from kg.extract.evaluated_on import bracketed_after_task, evaluated_on_type, head_noun_type, kind_noun_type
from kg.extract.lexicon import Lexicon
from kg.extract.measures import is_measured
from kg.extract.name_forms import BENCH_NAME, DATA_ENDING, DATA_PART_NAME, DIMENSIONS, SHARED_TASK, SIZE_BOUND, is_counted_collection, is_metric_variant, suffix_type
from kg.extract.name_spans import is_modifier_compound, is_plain_title_case, SUBTITLE_STOPS, use_compound_at
from kg.extract.names import is_acronym, is_name_like, looks_like_model, starts_with_family
from kg.extract.syntax import (
    contribution_path,
    finding_verb_read_as_noun,
    first_conjunct,
    is_naming_word,
    object_named_before,
    opens_part_item,
    subject_of_mistagged_verb,
)


def _instance_type(noun: Token, span: Span, lexicon: Lexicon) -> str | None:
    """The type of a name set in apposition to ``noun``: the noun's, except that a named instance of a process is a technique.

    "The standard mitigation, Contrastive Activation Addition (CAA), ...":
    a name for one way of mitigating is a method. A task word makes the
    name a task ("a novel task, Knowledge-aware Concept Customization"), and
    so does a task head of the name's own ("UAV Scene Change Captioning").
    A collective noun passes on its members' type ("Arctic-ABSA, a
    collection of powerful models" names models; ``collective_nouns``).
    Names in parentheses after plural tasks are the data the tasks are run
    on: "biomedical NER tasks (NCBI Disease, BC5CDR, BioRED)".
    """
    if noun.i + 1 < span.start and _lists_data_of_tasks(noun, lexicon) and not is_plain_title_case(span.text):
        return "Benchmark"  # "QA tasks (Simple, Complex, and Abstract QA)": plain words name kinds of the task
    if noun.lower_ in lexicon.collective_nouns:
        for prep in noun.children:
            if prep.dep_ == "prep" and prep.lower_ == "of":
                members = [c for c in prep.children if c.dep_ == "pobj"]
                kind = kind_noun_type(members[0], lexicon) if members else None
                if kind == "Task":
                    return "Benchmark"  # "ProverBench, a collection of 325 formalized problems": problems gathered to be solved
                if kind:
                    return kind  # "a collection of powerful models": models
    if noun.lemma_.lower() in lexicon.variant_nouns:
        of_type = _variant_of_type(noun, lexicon)
        if of_type:
            return of_type
    found = kind_noun_type(noun, lexicon)
    if found == "Metric" and noun.lemma_.lower() in lexicon.objective_heads and not _measures_in_clause(noun, lexicon):
        # "StyleNCE, an optimal-transport-weighted contrastive loss that emphasizes hard negatives":
        # a named loss is an objective the paper designs, not measured ("..., a loss which measures ..." is)
        return "Method"
    if (
        found == "Task"
        and noun.lower_ not in lexicon.task_kind_words
        and noun.lemma_.lower() not in lexicon.task_kind_words
        and lexicon.head_type(span[-1].lower_) != "Task"
    ):
        return "Method"
    return found


def _measures_in_clause(noun: Token, lexicon: Lexicon) -> bool:
    """A relative clause on the noun says it measures: "a loss which measures the gap"."""
    return any(c.dep_ == "relcl" and c.lemma_.lower() in lexicon.measuring_lemmas for c in noun.children)


def _variant_of_type(noun: Token, lexicon: Lexicon) -> str | None:
    """What a variant is of gives its type: "a manually corrected version of MMLongBenchDoc" is a benchmark.

    The thing after "of" is typed by its kind noun ("an extension of the
    AutoBnB framework"), by a name's own ending ("-Bench", "-QA") or by the
    gazetteer ("a variant of DPO"). A variant of a model is the paper's
    technique, as a model the paper makes is.
    """
    for prep in noun.children:
        if prep.dep_ != "prep" or prep.lower_ != "of":
            continue
        for obj in prep.children:
            if obj.dep_ != "pobj":
                continue
            found = kind_noun_type(obj, lexicon)
            if found is None and obj.pos_ == "PROPN":
                name = obj.doc[obj.left_edge.i : obj.i + 1]
                words = [t for t in name if t.pos_ != "DET"]
                text = obj.doc[words[0].i : obj.i + 1].text if words else obj.text
                found = suffix_type(text) or gazetteer_index(lexicon).get(text.lower())
            if found in ("Benchmark", "Dataset", "Method", "Model"):
                return "Method" if found == "Model" else found
    return None


def _is_kind_compound(token: Token, lexicon: Lexicon) -> bool:
    """A benchmark or dataset noun right after a name, hung as a compound on a later word."""
    return (
        token.dep_ == "compound"
        and token.pos_ == "NOUN"
        and lexicon.head_type(token.lemma_.lower()) in ("Benchmark", "Dataset")
        and (token.lemma_.lower() in lexicon.container_heads or token.lower_ in lexicon.container_heads)
    )


def _lists_data_of_tasks(noun: Token, lexicon: Lexicon) -> bool:
    """ "biomedical NER tasks (NCBI Disease, ...)": plural tasks with a parenthesis after them, which lists the data they are run on."""
    doc = noun.doc
    return (
        noun.tag_ == "NNS"
        and (noun.lemma_.lower() in lexicon.task_kind_words or noun.lower_ in lexicon.task_kind_words)
        and noun.i + 1 < len(doc)
        and doc[noun.i + 1].text == "("
    )


def names_benchmark_family(span: Span, noun: Token) -> bool:
    """One acronym alone before a plural benchmark or dataset noun ("standard KGQA benchmarks", "VQA datasets"), or a singular one after "a".

    Such an acronym names the task or domain the benchmarks share (QA, VQA,
    OOD, RAG, Re-ID, KGQA are the commonest in the arXiv corpus), not one
    benchmark; a list of names before the plural ("the BeaverTails,
    HarmBench, and SorryBench benchmarks") names each of them, and a count
    ("31 UCR datasets") the archive they come from.
    """
    return (
        # "iAgentBench, a dynamic ODQA benchmark": a kind, the name is elsewhere; capitals with a digit
        # or a hyphen after "a" are a name as often ("a newly introduced CS-UAV dataset")
        (noun.tag_ == "NNS" or (_indefinite(noun) and span.text.isalpha() and span.text.isupper()))
        and is_acronym(span.text)
        and stands_alone_before(span, noun)
        and not any(c.dep_ == "nummod" or c.like_num for c in noun.children)  # "31 UCR datasets": a counted archive
    )


def _indefinite(noun: Token) -> bool:
    """A singular noun with "a" or "an": one of a kind, not the one a name names ("a new VQA benchmark")."""
    return (
        noun.tag_ == "NN"
        and noun.lower_ in ("benchmark", "dataset")  # "a leakage-free NLST cohort" is the trial's own data
        and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in noun.children)
    )


LIST_WORDS = frozenset({",", "and", "or", "&"})


def stands_alone_before(span: Span, noun: Token, gap_breaks: frozenset[str] = LIST_WORDS) -> bool:
    """The name is alone before ``noun``, in no list: "standard KGQA benchmarks", "representative DiffDA methods".

    Neither the name nor a conjunct of it is coordinated, no list word (or
    other word of ``gap_breaks``) stands between it and the noun, and none
    stands right before it ("the cantilever and MBB benchmarks").
    """
    root = span.root
    doc = span.doc
    return (
        root.dep_ != "conj"
        and not any(c.dep_ == "conj" for c in root.children)
        and all(t.text not in gap_breaks for t in doc[span.end : noun.i])
        and not (span.start and doc[span.start - 1].text in LIST_WORDS)
    )


_POINTING_DETS = frozenset({"this", "these"})


def _next_sentence_kind(span: Span, lexicon: Lexicon) -> str | None:
    """ "... by introducing SLURP-TN. This dataset was created by ...": the kind noun that opens the next sentence.

    A name that ends its sentence and is taken up at once by "This <kind>"
    or "These <kind>s" is of that kind: the next sentence names what it is.
    A gloss in parentheses may stand between ("PoliBiasES (2,480 motions).")
    and, for data, a preposition before the pointer ("Across these
    benchmarks, ..."; ``_DATA_PREPS``).
    "The" is left out: "... than GPT-4o. The method ..." speaks of the
    paper's own method as often as of the name before it.
    """
    if suffix_type(span.text) in ("Benchmark", "Dataset"):
        return None  # "... on the Brain Tumor MRI Dataset (Kaggle). These scores ...": the name's own last word says what it is
    doc = span.doc
    i = span.end
    if i < len(doc) and doc[i].text == "(":
        # "PoliBiasES (2,480 motions and votes). Across these benchmarks": a gloss in between
        close = next((k for k in range(i + 1, min(len(doc), i + 40)) if doc[k].text in ("(", ")")), None)
        if close is None or doc[close].text != ")":
            return None
        i = close + 1
    if i >= len(doc) or doc[i].text not in (".", "!"):
        return None
    j = i + 1
    data_only = j + 2 < len(doc) and doc[j].lower_ in _DATA_PREPS and doc[j + 1].lower_ in _POINTING_DETS
    if data_only:
        j += 1  # "Across these benchmarks, ...", "On this dataset, ..."; not "Beyond this discovery"
    if j + 1 >= len(doc) or doc[j].lower_ not in _POINTING_DETS:
        return None
    for k in range(j + 1, min(len(doc), j + 4)):
        token = doc[k]
        if token.pos_ == "NOUN":
            type_ = kind_noun_type(token, lexicon) if k + 1 < len(doc) and doc[k + 1].pos_ != "NOUN" else None
            return type_ if not data_only or type_ in ("Benchmark", "Dataset") else None
        if token.pos_ not in ("ADJ", "PUNCT"):
            return None
    return None


_DATA_PREPS = frozenset({"across", "on", "in", "over", "from"})  # where a pointer takes up data


def following_head(span: Span, lexicon: Lexicon) -> str | None:
    """The type noun right after a name or a list of names: "X benchmark", "A, B, and C benchmarks"."""
    doc = span.doc
    i = span.end
    depth = 0
    while i < len(doc):
        token = doc[i]
        if token.text == "(" or depth:
            # "A (SA) and B (SB) metrics": definitions in parentheses are part of the list.
            depth += (token.text == "(") - (token.text == ")")
            i += 1
            continue
        if token.text == ")":
            i += 1
            continue
        if token.text in (",", "and", "or", "&") or token.text[:1].isupper() or token.text in ("*", "-"):
            if token.text[:1].isupper() and kind_noun_type(token, lexicon) in ("Benchmark", "Dataset"):
                return kind_noun_type(token, lexicon)
            if token.is_sent_start is True:
                return None
            i += 1
            if i - span.end > 12:
                return None
            continue
        if token.lower_ == "derived" and i == span.end + 1 and doc[i - 1].text in ("-", "–") and not doc[i - 1].whitespace_:
            i += 1  # "a SemCor-derived dataset": what the data were derived from is data too
            continue
        if token.tag_ in ("VBP", "VBD", "MD"):
            # "Ambivalence and hesitancy (A/H) play a role": a finite verb is no kind ("self-play" is);
            # "-s" forms are left to the kind test, as the tagger reads "benchmarks" as a verb at times
            return None
        if token.tag_ in ("NNS", "VBZ") and i + 1 < len(doc) and doc[i + 1].like_num:
            return None  # "V2V-Zero scores 32.7/100": an "-s" word with its number after it is the verb
        if token.lemma_.lower() in lexicon.baseline_nouns and token.pos_ == "NOUN":
            return "Method"  # "outperforming RX, PaDiM, Linear AR, and LSTM baselines": systems compared against
        found = kind_noun_type(token, lexicon)
        if found in ("Benchmark", "Dataset") and names_benchmark_family(span, token):
            return None  # "on standard KGQA benchmarks", "VQA datasets": the task the benchmarks are for, not one benchmark
        if found == "Task" and token.lower_ not in lexicon.task_kind_words and token.lemma_.lower() not in lexicon.task_kind_words:
            return None  # "valence-arousal (VA) annotations": an activity the names modify, not their kind ("X and Y tasks")
        return found
    return None


def _apposed_data_kind(span: Span, lexicon: Lexicon) -> str | None:
    """ "WebVid-10M, a large dataset of clips": Benchmark or Dataset where the name's own appositive is headed by such a kind word."""
    for child in span.root.children:
        if child.dep_ == "appos" and child.i >= span.end and child.pos_ == "NOUN":
            kind = kind_noun_type(child, lexicon)
            if kind in ("Benchmark", "Dataset"):
                return kind
    return None


def _is_own_short_form(child: Token, span: Span) -> bool:
    """``child`` heads the parenthesis right after ``span`` and spans it whole: "X Loss (MSIS-Loss)"."""
    doc = span.doc
    first, last = child.left_edge.i, child.right_edge.i
    return first == span.end + 1 and doc[span.end].text == "(" and last + 1 < len(doc) and doc[last + 1].text == ")"


def appositive_type(span: Span, lexicon: Lexicon) -> str | None:
    """The noun the text attaches to a name: "X, a benchmark", "a defense, dubbed X"."""
    root = span.root
    for child in root.children:
        if child.dep_ == "appos" and child.i >= span.end and child.pos_ in ("NOUN", "PROPN"):
            if _gives_value(child):
                continue  # "DeepSeek-FT-CoT (Fleiss' Kappa = 0.893)": a score of the name, not what it is
            if _is_own_short_form(child, span):
                continue  # "Supervision Loss (MSIS-Loss)": the name's short form, whose last word is no kind noun
            if child.lower_ in lexicon.environment_nouns and child.left_edge.i > 0 and child.doc[child.left_edge.i - 1].text in (",", "–", "—", ":"):
                return "Benchmark"  # "KnotGym, an interactive environment for ...": where agents are evaluated
            found = _instance_type(child, span, lexicon)
            if found:
                return found
    head = root.head
    if root.dep_ == "appos" and head.i < span.start and head.pos_ == "NOUN" and not _list_item_between(head, span):
        found = _instance_type(head, span, lexicon)
        if found or not (head.i + 1 < len(head.doc) and head.doc[head.i + 1].text == "(" and _data_kind_over_phrase(head, lexicon)):
            return found  # "datasets of comparable scale (LIMO, s1K)" hangs "s1K" on "scale": the data noun says (below)
    if root.dep_ == "conj" and head.i < span.start and head.pos_ == "NOUN":
        # "the ETCI dataset and SenFloods11": a conjunct shares its partner's type noun.
        found = kind_noun_type(head, lexicon)
        if found in ("Benchmark", "Dataset"):
            return found
    if root.dep_ in ("oprd", "dobj", "attr") and is_naming_word(head, lexicon, root) and head.head.pos_ == "NOUN":
        return kind_noun_type(head.head, lexicon)
    if root.dep_ in ("nsubj", "nsubjpass"):
        # "X is a benchmark for ..."
        for child in head.children:
            if child.dep_ == "attr" and child.pos_ == "NOUN" and head.lemma_ == "be":
                return kind_noun_type(child, lexicon)
    named = object_named_before(span, lexicon)  # "we introduce a new ... dataset, TICW, featuring ..."
    return (
        apposed_noun_type(span, lexicon)
        or _example_of_type(span, lexicon)
        or _kind_before_type(span, lexicon)
        or (kind_noun_type(named, lexicon) if named is not None else None)
    )


_AGENT_NOUN = re.compile(r"[a-z]{3,}(?:er|or)$")


def _listed_part_type(span: Span, lexicon: Lexicon) -> str | None:
    """ "a novel framework integrating three key components: (1) Deep Structured Narrative Planning; (2) ...":
    a name that opens an item of a list of parts is a technique.

    The noun right before the colon names working parts (``part_list_nouns``).
    """
    if opens_part_item(span, lexicon) is None:
        return None
    doc = span.doc
    after = doc[span.end] if span.end < len(doc) else None
    coined = any(any(c.isupper() or c.isdigit() for c in t.text[1:]) for t in span)
    goes_on = not coined and after is not None and (
        after.text in ("-", "–")
        or (after.pos_ in ("NOUN", "PROPN", "ADJ") and after.lemma_.lower() not in lexicon.container_heads)
    )
    if goes_on:
        # "(1) Answer-Clustered Search", "Random Few-shot": the item's phrase goes
        # on past words in Title Case; a coined name ("VisionCreator agentic
        # model", "LoRA-MoE hybrid tuning") ends where its form ends
        return None
    if len(span) == 1 and span.text[1:].islower() and not _AGENT_NOUN.search(span.text):
        # "four KD variants: Basic, Self, ...": one word in Title Case is an
        # item's first word, not a name; a capitalised agent noun names a
        # working part ("three key components: a Segmenter based on SAMURAI, ...")
        return None
    return "Method"


def _list_item_between(head: Token, span: Span) -> bool:
    """A semicolon or a list marker ("(2)") between a noun and a name the parser hung on it as an appositive.

    "... to preserve representation fidelity; (2) Quantized Slimmable
    Architecture (QSA), ...": the name opens the next item of a list, and
    the noun before says nothing of what it is.
    """
    return any(t.text == ";" or t.tag_ == "LS" or t.dep_ == "meta" for t in span.doc[head.i + 1 : span.start])


def _gives_value(noun: Token) -> bool:
    """The noun is given a value right after it: "Kappa = 0.893", "accuracy 0.81", "F1: 72.4"."""
    doc = noun.doc
    i = noun.i + 1
    if i < len(doc) and doc[i].text in ("=", ":", "of", "≈", "~"):
        i += 1
    return i < len(doc) and doc[i].like_num


_MODEL_KINDS = frozenset({"model", "llm", "vlm", "mllm"})


def _example_of_type(span: Span, lexicon: Lexicon) -> str | None:
    """ "methods including TOATOD, D3ST, and Diable", "benchmarks such as X": an example takes its kind noun's type.

    A plural kind noun is no entity itself ("existing methods"), but it says
    what the names listed as its examples are; "models" lists models.
    """
    node = first_conjunct(span.root)
    prep = node.head
    if node.dep_ == "pobj" and prep.lower_ == "by" and prep.head.lemma_.lower() == "exemplify" and prep.head.head.tag_ == "NNS":
        # "Training-free methods, exemplified by Gaussian Shading, embed ...": the participle lists its noun's examples
        kind = prep.head.head
        return "Model" if kind.lemma_.lower() in _MODEL_KINDS else kind_noun_type(kind, lexicon)
    if node.dep_ != "pobj" or prep.lower_ not in EXAMPLE_PREPS:
        prep = listing_prep(span)  # the parse broke the list: read it from the words
        if prep is None:
            return None
        kind = prep.doc[prep.i - 2] if prep.lower_ == "as" else prep.doc[prep.i - 1]
    else:
        kind = prep.head
        nearer = [c for c in kind.conjuncts if kind.i < c.i < prep.i and c.pos_ == "NOUN" and c.tag_ == "NNS"]
        if nearer and kind.tag_ == "NN":
            # "with tracking optimization and evaluation metrics, such as ... (AUC)": the parser hangs
            # the examples on a singular noun joined to the plural one they are examples of
            kind = max(nearer, key=lambda c: c.i)
        before = prep.doc[prep.i - 2] if prep.i >= 2 and prep.doc[prep.i - 1].text == "," else prep.doc[prep.i - 1]
        if (
            kind.i != before.i
            and kind.lemma_.lower() not in _MODEL_KINDS
            and kind_noun_type(kind, lexicon) is None
            and before.tag_ == "NNS"
            and kind_noun_type(before, lexicon)
        ):
            # "experiments on four widely-used benchmarks, including DOTA-v1.0, ...": the parser hung
            # "including" on "experiments"; the plural kind noun right before it is what is listed
            kind = before
    if not opens_examples(prep):
        return None
    if kind.pos_ != "NOUN" or kind.i >= span.start:
        return None
    if kind.lemma_.lower() in _MODEL_KINDS:
        return "Model"
    found = kind_noun_type(kind, lexicon)
    if found == "Task":
        own = suffix_type(span.text)
        if own in ("Benchmark", "Dataset"):
            return own  # "agentic tasks, including ALFWorld, WebShop, and Search-QA": a benchmark named as a task
    return found


_EXAMPLE_MARKS = frozenset({"e.g.", "i.e.", "e.g", "i.e", "eg", "ie"})


def _kind_before_type(span: Span, lexicon: Lexicon) -> str | None:
    """ "reasoning benchmarks (MindCube and RoboSpatial)", "an existing prompt sensitivity metric, PromptSensiScore":
    names set right after a kind noun, in parentheses or after a comma, are of that kind."""
    doc = span.doc
    if span.start < 2:
        return None
    if doc[span.start - 1].text == "," and span.root.dep_ in ("nsubj", "nsubjpass") and span.root.head.i >= span.end:
        return None  # "Across multiple agent safety benchmarks, TRACES improves ...": the subject after an opening phrase
    before = doc[span.start - 1]
    det = span.start - 2
    while det > span.start - 5 and det > 0 and doc[det].tag_ == "JJ" and doc[det].is_lower:
        det -= 1  # "the new dataset SeracFallDet", "the public dataset LoveDA": adjectives of the kind word
    if (
        before.is_lower
        and doc[det].lower_ == "the"
        # the name hangs on the kind word, or is no subject the parser gave it apart from it
        # ("the dataset GPT-4o produced" is another thing)
        and (before.head.i >= span.start or span.root.dep_ not in ("nsubj", "nsubjpass"))
        and (span.end == len(doc) or doc[span.end].pos_ not in ("NOUN", "PROPN"))  # "the benchmark X datasets": the noun after says
        and kind_noun_type(before, lexicon) == "Dataset"  # "the benchmark X" is as often "standard X"
    ):
        return "Dataset"  # "In the dataset LoveDA, ...": the kind word set before the name, tagged as it may be
    plain = is_plain_title_case(span.text)
    i = span.start - 1
    example = False  # "datasets (e.g., V3Det and ...)", "metrics, i.e., X and Y": examples of the kind
    for _ in range(12):  # back over the earlier members of a list in parentheses
        if i < 0:
            break
        token = doc[i]
        if token.lower_ in _EXAMPLE_MARKS:
            example = True
        elif not (token.text in ("and", "or", ",") or (token.text[:1].isupper() and token.pos_ == "PROPN")):
            break
        i -= 1
    if example and 0 <= i < len(doc) - 1 and doc[i].pos_ == "NOUN" and doc[i + 1].text == ",":
        i += 1  # the comma after the kind noun was read as a list's
    if 0 <= i < span.start and (data := _plural_data_kind(doc[i], lexicon)) is not None:
        # "on the widely used human pose estimation benchmarks Human3.6M and MPI-INF-3DHP": a plural
        # kind of data right before the names, the tagger reading it as a verb at times
        return data
    if i < 1 or doc[i].text not in ("(", ",", ":"):
        return None
    kind = _data_kind_over_phrase(doc[i - 1], lexicon) or doc[i - 1]
    if not (kind.pos_ == "NOUN" or (kind.tag_ == "FW" and lexicon.head_type(kind.lower_))) or kind.text[:1].isupper():
        return None  # the tagger reads "corpus" as a foreign word
    if _lists_data_of_tasks(kind, lexicon):
        return None if plain else "Benchmark"
    found = kind_noun_type(kind, lexicon)
    if doc[i].text == ":" and found not in ("Benchmark", "Dataset"):
        return None  # "a framework for semantic segmentation: PPAR", "computational cost: 50GB VRAM": no kind of the name
    if plain and doc[i].text != ":":
        # "(Planning Agent, ...)": a plain word is no name of its own, but in a colon's list
        # of data it names a collection ("three datasets for rehabilitation exercises: Kimore, ...")
        return None
    return found


def _plural_data_kind(token: Token, lexicon: Lexicon) -> str | None:
    """The kind a lower-case plural noun of data gives ("benchmarks", "datasets", "corpora"), however the tagger read it; else None."""
    if not token.is_lower or not token.lower_.endswith(("s", "ora")) or token.tag_ not in ("NNS", "VBZ"):
        return None
    if token.tag_ == "VBZ" and (token.dep_ not in ("pobj", "dobj", "nsubjpass", "appos", "attr") or any(c.dep_ == "nsubj" for c in token.children)):
        return None  # "Our study benchmarks GPT-4 and Claude": the verb, what it tests after it
    kind = lexicon.head_type(token.lemma_.lower()) or lexicon.head_type(token.lower_[:-1])
    return kind if kind in ("Benchmark", "Dataset") else None


_PHRASE_PREPS = frozenset({"of", "for", "from", "in", "on", "with"})


def _data_kind_over_phrase(noun: Token, lexicon: Lexicon) -> Token | None:
    """The plural data noun a short phrase after it ends in ``noun``: "datasets of comparable scale (LIMO, s1K)",
    "three baseline datasets for rehabilitation exercises: Kimore, UI-PRMD, and IRDS".

    Only data: the list after such a phrase names the collections; "methods
    for X (A, B)" may as well list the tasks.
    """
    prep = noun.head
    if noun.dep_ != "pobj" or prep.lower_ not in _PHRASE_PREPS or prep.dep_ != "prep":
        return None
    kind = prep.head
    if kind.pos_ != "NOUN" or kind.tag_ != "NNS" or noun.i - kind.i > 5 or kind_noun_type(kind, lexicon) not in ("Benchmark", "Dataset"):
        return None
    return kind


_APPOSITION_DETS = frozenset({"a", "an", "the"})
_APPOSITION_WORDS = 14  # how far after a name its appositive's kind noun is looked for
_APPOSITION_BREAKS = frozenset({"ADP", "VERB", "AUX", "PUNCT", "CCONJ", "SCONJ", "PRON", "DET"})


def closes_opening_phrase(span: Span) -> bool:
    """The name ends a phrase that opens its sentence with a preposition: "Relative to X,", "Compared with X,", "Unlike X,", "In X,"."""
    before = span.doc[span.sent.start : span.start]
    return (
        1 <= len(before) <= 3
        and before[-1].pos_ == "ADP"
        and all(t.pos_ in ("ADP", "VERB", "ADJ", "ADV") and t.text.isalpha() for t in before)
        and span.end < len(span.doc)
        and span.doc[span.end].text == ","
    )


def apposed_noun_type(span: Span, lexicon: Lexicon) -> str | None:
    """ "MDRAW, the first dataset tailored for ...": the kind noun of a noun phrase set after a name.

    The same apposition as the parser's ``appos``, read from the surface
    when the parse attaches the phrase elsewhere (a second object of the
    verb, say): a comma, an article, modifiers, and the phrase's last noun,
    the one before a preposition, a verb, punctuation or the sentence end.
    """
    doc = span.doc
    i = span.end
    if i < len(doc) and doc[i].text == "(":
        # "SciRAG-SSLI (Scientific RAG - ... Irrelevant), a large-scale dataset": past a parenthesis the name's;
        # a short form after plain words ("Social Event Detection (SED-Aug), a framework", "Space, and Time (CA2ST)")
        # may stand for more than them
        close = next((k for k in range(i + 1, min(len(doc), i + 16)) if doc[k].text in "()"), None)
        if close is not None and doc[close].text == ")" and (" " in doc[i + 1 : close].text or not is_plain_title_case(span.text)):
            i = close + 1
    if i + 2 >= len(doc) or doc[i].text != "," or doc[i + 1].lower_ not in _APPOSITION_DETS:
        return None
    if doc[i + 1].lower_ not in ("a", "an") and closes_opening_phrase(span):
        # "Relative to HAGE, the Pearson correlation ... increases": the comma ends the phrase, and a
        # definite noun phrase after it is the clause's subject ("On DEBATE, a human deliberation dataset" is apposed)
        return None
    head = None
    last = min(len(doc), i + _APPOSITION_WORDS)
    k = i + 1
    while k + 1 < last:
        k += 1
        token = doc[k]
        if token.text == "(" and head is not None:
            close = next((j for j in range(k + 1, min(len(doc), k + 5)) if doc[j].text == ")"), None)
            if close is not None and close + 1 < len(doc) and doc[close + 1].pos_ in ("NOUN", "PROPN"):
                # "GuideSR, a novel ... image super-resolution (SR) model": a short form inside the phrase, not counted
                last = min(len(doc), last + close + 1 - k)
                k = close
                continue
        if token.is_sent_start is True and k > i + 2:
            break
        if token.pos_ in ("NOUN", "PROPN"):
            head = token
            continue
        if token.pos_ == "VERB" and head is not None and head.tag_ == "NNS":
            break  # "the first ... QA tasks challenging models to ...": a participle after a plural noun opens a clause
        if token.pos_ == "VERB" and not token.lower_.endswith(("ed", "ing")) and lexicon.head_type(token.lower_):
            # "GLoD, a large-scale text-rich TIMT dataset comprising ...": after the article a kind
            # noun the tagger read as a verb ("dataset" as a past tense) is still the phrase's noun
            head = token
            continue
        if token.pos_ in _APPOSITION_BREAKS and token.text not in ("-", "–") and token.dep_ not in ("amod", "compound", "nmod") and not (
            token.dep_ == "cc" and token.head.dep_ in ("amod", "compound", "nmod") and token.head.i > i
        ):
            break  # a modifier before the noun ("localization-specialized", "novel and principled") continues the phrase
    else:
        if last < len(doc):
            # "UniCVR, the first unified zero-shot composed visual retrieval framework": a phrase longer
            # than the words read has not reached its kind noun; a modifier ("retrieval") is no kind
            return None
    if head is not None and head.lower_ in lexicon.environment_nouns:
        return "Benchmark"  # "CP-Env, a controllable agentic hospital environment designed to ..."
    return _instance_type(head, span, lexicon) if head is not None else None


def is_title_name(span: Span) -> bool:
    """The name of a "Name: subtitle" headline ("VideoSeek: Long-Horizon Video Agent ...", "MOOSEnger -- a ... Agent")."""
    doc = span.doc
    return (
        (span.start == 0 or (span.start == 1 and doc[0].text == "The"))
        and span.end < len(doc)
        and is_headline_break(doc[span.end])
        and len(span) <= 6
        and doc_length(doc) <= 300
    )


def _subtitle_type(span: Span, lexicon: Lexicon) -> str | None:
    """Type of a headline name from its subtitle: "X: A Multi-Faceted Framework for ..." -> Method.

    The last typed noun before the subtitle's first preposition decides; a
    benchmark, dataset or metric says so ("SMILE: A Composite
    Lexical-Semantic Metric for ..."), anything else a headline names is
    taken as a method (a task noun there says what it is for, not what it
    is).
    A question that opens the subtitle is read past: in "SADL: What to
    Ignore? A Benchmark for ..." the phrase after the question says what
    the name is. Where the subtitle has no kind word, a name ending in
    "Bench", "QA" or "Set" is what its ending says (``BENCH_NAME``,
    ``DATA_ENDING``).
    """
    if not is_title_name(span):
        return None
    last = span[-1]
    if (
        len(span) > 1
        and span[-2].whitespace_  # a word of its own: "FOO-BENCH" is one name
        and last.text[:1].isupper()
        and last.text[1:].islower()
        and last.lower_ in lexicon.container_heads
        and lexicon.head_type(last.lower_) in ("Benchmark", "Dataset")
    ):
        return lexicon.head_type(last.lower_)  # "The Coralscapes Dataset: Semantic Scene Understanding ...": its own kind word
    found = None
    rest = span.doc[span.end + 1 :]
    question = next((t.i for t in rest if t.text == "?"), None)
    if question is not None and question + 1 < len(span.doc):
        rest = span.doc[question + 1 :]
    if len(rest) and rest[0].lower_.endswith("ing") and lexicon.head_type(rest[0].lower_[:-3]) == "Benchmark":
        # "CapArena: Benchmarking and Analyzing Detailed Image Captioning ...": a subtitle that
        # opens by benchmarking says what the name is, whatever task it names after
        return "Benchmark"
    if (
        len(rest) > 1
        and rest[0].lower_ in lexicon.study_gerunds
        and rest[1].lower_ != "and"
        and not any(t.lower_ in ("via", "through", "using", "with") for t in rest)
    ):
        # "DiagFlowBench: Evaluating How Language Models Handle ...", "SNEAK: Evaluating Strategic
        # Communication in ...": what the name does is evaluate; "CROC: Evaluating and Training ..."
        # and "GSE: Evaluating ... via a General Sticker Encoder" are the means of their own
        return "Benchmark"
    for token in rest:
        if token.lower_ == "of" and token.i > rest.start and rest.doc[token.i - 1].lemma_.lower() in lexicon.variant_nouns:
            # "BIRDTurk: Adaptation of the BIRD Text-to-SQL Dataset to Turkish": a variant of what follows
            found = None
            for after in rest.doc[token.i + 1 :]:
                if after.text in (",", ";", "(", ":") or (after.lower_ in SUBTITLE_STOPS and rest.doc[after.i - 1].whitespace_):
                    break  # "to Turkish"; not the "to" inside "Text-to-SQL"
                found = kind_noun_type(after, lexicon) or found
            break
        if token.text in (",", ";", "(") or token.lower_ in SUBTITLE_STOPS:
            break
        if token.i + 1 < len(token.doc) and token.doc[token.i + 1].text == "-" and not token.whitespace_:
            continue  # "A Metric-Aware Catalogue": a word hyphened to the next modifies it
        if _participle_follows(token):
            continue  # "Knowledge graph enhanced cross-Mamba interaction": the graph does the enhancing
        kind = kind_noun_type(token, lexicon)
        if kind == "Metric" and (token.lemma_.lower() not in lexicon.container_heads or token.lower_.endswith("ing")):
            continue  # "Measuring ... Factuality", "Internalizing Reasoning Efficiency": what it is about, not what it is
        found = kind or found  # "SciAtlas: A Large-Scale Knowledge Graph for ..."
    quality = span.text.endswith("QA") and any(
        t.lower_ == "quality" and t.i + 1 < len(t.doc) and t.doc[t.i + 1].lower_.startswith("assess") for t in span.doc[span.end :]
    )
    if found in (None, "Task") and not quality and (BENCH_NAME.search(span.text) or DATA_ENDING.search(span.text)):
        # "JudgmentBench: Comparing Rubric and Preference Evaluation ...", "QuantumQA: Enhancing
        # Scientific Reasoning via ...": no kind word, the name's last letters say it; "QA" in a
        # title about quality is quality assessment ("Zoom-IQA: Image Quality Assessment with ...");
        # a task there says what it evaluates ("CONDESION-BENCH: Conditional Decision-Making of ...")
        return suffix_type(span.text)
    return found if found in ("Benchmark", "Dataset", "Metric") else "Method"


def _participle_follows(token: Token) -> bool:
    """ "Knowledge graph enhanced cross-Mamba interaction", "Benchmark guided search": a noun before a
    participle in "-ed" that a noun follows is the participle's agent, a modifier of what comes after,
    as "Graph-Enhanced ..." is with its hyphen."""
    doc = token.doc
    i = token.i + 1
    return (
        i + 1 < len(doc)
        and doc[i].lower_.endswith("ed")
        and doc[i].tag_ in ("VBN", "VBD", "JJ")
        and doc[i + 1].pos_ in ("NOUN", "PROPN", "ADJ")
    )


def _described_as_evaluation(span: Span, lexicon: Lexicon) -> bool:
    """ "CLVG-Bench, an evaluation framework": the phrase apposed to the name says it evaluates.

    A name ending in "Bench" that the text calls a framework is a benchmark
    when the framework is for evaluation (``evaluation_words``); "VTBench, a
    systematic and extensible framework that re-examines ..." is the
    paper's method.
    """
    doc = span.doc
    i = span.end
    if i >= len(doc) or doc[i].text != ",":
        return False
    for token in doc[i + 1 : i + 8]:
        if token.lower_ in lexicon.evaluation_words:
            return True
        if token.pos_ == "NOUN" and token.dep_ in ("appos", "ROOT", "dobj", "conj", "attr"):
            return False  # the head of the apposed phrase ends its modifiers
    return False


def names_a_contest(span: Span, lexicon: Lexicon) -> bool:
    """ "the HECKTOR 2025 challenge", "the ArchEHR-QA 2026 shared task": a name before a contest word (``contest_nouns``) in lower case.

    A contest scores the systems entered in it: a benchmark, whatever the
    noun phrase's head would say ("task" alone makes a name a task).
    """
    doc = span.doc
    if span.end >= len(doc):
        return False
    after = doc[span.end]
    if after.lower_ not in lexicon.contest_nouns or not after.is_lower or after.tag_ in ("VBZ", "VBP", "VB"):
        return False  # "InterChart challenges models with ...": the verb
    if after.lower_ == "shared":
        return span.end + 1 < len(doc) and doc[span.end + 1].lower_ in ("task", "tasks")
    return True


def _contest_entry(span: Span) -> str | None:
    """ "TEAM at CONTEST: subtitle", how a system paper of a shared task is headed: which of the two ``span`` is.

    "HealthNLP_Retrievers at ArchEHR-QA 2026: Cascaded LLM Pipeline ...",
    "MSA at BEA 2025 Shared Task: ...": one word, "at", a name up to the
    headline's colon. The contest is a benchmark the system is scored on;
    the team is who entered, no entity.
    """
    doc = span.doc
    if len(doc) < 5 or doc[1].lower_ != "at" or not doc[0].whitespace_ or doc_length(doc) > 300:
        return None
    colon = next((t.i for t in doc[2:12] if is_headline_break(t)), None)
    if colon is None or not doc[2].text[:1].isupper() or not (is_name_like(doc[0].text) or doc[0].text[:1].isupper()):
        return None
    if span.start == 0 and span.end == 1:
        return "team"
    if span.start == 2 and span.end <= colon:
        return "contest"
    return None


def modified_noun(span: Span) -> Token | None:
    """The noun a name modifies ("RM suitability inference" -> inference), if any.

    A noun inside a parenthesis after the name only glosses it: in "DevEval
    (developer tasks) and TraceEval (execution prediction) benchmarks" the
    parser hangs "DevEval" on "tasks"; "TraceEval" modifies "benchmarks",
    after the parenthesis. A verb the tagger took for a plural noun is
    modified by nothing: the name is its subject ("Q-Former disrupts
    temporal information"). Nor does a name with a comma after it, the
    first of a list the parser hung on the last ("(LIMO, s1K)").
    """
    root = span.root
    head = root.head
    if subject_of_mistagged_verb(span):
        return None
    if root.dep_ in ("compound", "nmod", "amod") and head.i >= span.end and head.pos_ in ("NOUN", "PROPN"):
        doc = span.doc
        if span.end < len(doc) and doc[span.end].text == "," and head.i > span.end:
            return None
        if span.end < len(doc) and doc[span.end].text in ("(", "["):
            close = next((t.i for t in doc[span.end : head.i + 1] if t.text in (")", "]")), None)
            if close is None:
                return None  # the noun is inside the parenthesis
        return head
    return None


def type_name(
    span: Span, lexicon: Lexicon, gazetteer_types: dict[str, str], headline: bool = False
) -> tuple[str, float, str] | None:
    """Type, confidence and rule for a name; the most specific cue wins.

    None when the name only modifies an ordinary noun ("RM evaluation",
    "LLM inference cost"): then the whole noun phrase is the candidate. In a
    Title Case headline every noun is capitalised, so there a capital on the
    modified noun ("RAW Image Translation") does not make it part of a name.
    """
    text = span.text
    if _SIZE_RANGE.fullmatch(text):
        return None  # "7B-70B": a range of sizes, no model
    if "^" in text and is_unit(span):
        return None  # "on a 2 km^2 aerial dataset": a power of a unit after a number, whatever noun follows ("2010 i2b2/VA" is a name)
    if is_enumeration_label(span):
        return None  # "(M1) a dominant-axis skeleton baseline; (M2) ...": the label of a list item
    if len(span) == 1 and text.lower() in lexicon.baseline_nouns:
        return None  # "five configurations: Baseline, Loss-only, ...": a role in a study, capitalised as a label, names nothing
    if text.lower() in lexicon.measure_units and is_unit(span):
        return None  # "where SNR > 20 dB, the model ...": a known unit after its number, whatever the words after it say
    if looks_like_model(text, lexicon.model_families, lexicon.model_tiers):
        data = None if starts_with_family(text, lexicon.model_families) else _apposed_data_kind(span, lexicon)
        if data is not None:
            # "PexelsCustom-1M, the first ... dataset": a count of samples, as the appositive says, not of parameters
            return data, 0.85, "name-typed"
        return "Model", 0.85, "name-typed"
    if SHARED_TASK.search(text):
        # "Thaka at KSAA-2026 Task 2: ...", and the organisers' "SemEval-2026 Task 9: Detecting ...":
        # what the name says it is, whatever its subtitle or the words around it
        return "Benchmark", 0.8, "name-typed"
    if _EPONYM_ADJECTIVE.fullmatch(text) and span.end < len(span.doc) and span.doc[span.end].is_lower and span.doc[span.end].pos_ == "NOUN":
        return None  # "3D Gaussian primitives", "Euclidean distances": an adjective from a name; the phrase is the candidate
    subtitle = _subtitle_type(span, lexicon)
    if subtitle:
        return subtitle, 0.8, "name-typed"
    if names_a_contest(span, lexicon):
        return "Benchmark", 0.8, "name-typed"
    entry = _contest_entry(span)
    if entry == "team":
        return None  # "HealthNLP_Retrievers at ArchEHR-QA 2026: ...": the team that entered, no technique
    if entry == "contest":
        return "Benchmark", 0.8, "name-typed"
    noun = modified_noun(span)
    if noun is not None and "-" in text and is_modifier_compound(text, lexicon) and not text.rsplit("-", 1)[1][:1].isupper():
        return None  # "an EVent-centric spatiotemporal ... framework": a word that says how its noun is names nothing
    if noun is not None and noun.i == span.end and finding_verb_read_as_noun(span, lexicon) is not None:
        noun = None  # "Experiments on ImageNet-256 show that ...": the tagger made the verb of the finding a noun
    if noun is not None and noun.i > span.end and _is_kind_compound(span.doc[span.end], lexicon):
        noun = span.doc[span.end]  # "the REAL275 benchmark demonstrate ...": the tagger made the verb a noun
    if noun is not None and noun.i == span.end and (noun.lower_ in lexicon.task_kind_words or noun.lemma_.lower() in lexicon.task_kind_words):
        return "Task", 0.75, "name-typed"  # "in Text-to-SQL tasks", "the X problem"
    if noun is not None and (noun.lemma_.lower() in lexicon.container_heads or noun.lower_ in lexicon.container_heads):
        kind = kind_noun_type(noun, lexicon)
        if kind in ("Benchmark", "Dataset") and names_benchmark_family(span, noun):
            return None  # "on standard KGQA benchmarks": the task the benchmarks are for, not one benchmark
        if (
            kind in ("Benchmark", "Dataset")
            and noun.tag_ == "NNS"
            and noun.i == span.end
            and len(span) > 1
            and head_noun_type(span[-1], lexicon) == "Task"
            and not gazetteer_types.get(text.lower())
        ):
            return "Task", 0.75, "name-typed"  # "on Natural Language Understanding datasets": the task they share
        if kind in ("Benchmark", "Dataset") and not noun.text[:1].isupper():
            return kind, 0.8, "name-typed"  # "the UATD forward-looking sonar benchmark": the phrase's kind noun
    if noun is not None and noun.i == span.end and noun.lower_ in lexicon.measure_change_words and noun.pos_ == "NOUN" and not is_unit(span):
        return "Metric", 0.7, "name-typed"  # "13.7% RH-AUC gains", "BLEU improvements": the name is what grew
    after = span.doc[span.end] if span.end < len(span.doc) else None
    if after is not None and after.lemma_.lower() in lexicon.baseline_nouns and after.pos_ == "NOUN" and not headline and _names_one_system(text, lexicon):
        # "improving on the pretrained EDSR baseline", "the AdamW baseline": a system compared
        # against, whatever else the text does with it; a known name keeps its type
        return gazetteer_types.get(text.lower()) or "Method", 0.75, "name-typed"
    split = split_type(span, lexicon)
    if split:
        return split, 0.8, "name-typed"  # "the KITTI validation split", "the ExLPose-test hard set": a part of a data collection
    use = use_compound_at(span.doc, span.end, lexicon)
    if use is not None and use.lower_ in ("style", "like") and use.head.i > use.i and use.head.lower_ in lexicon.evaluation_words:
        return gazetteer_types.get(text.lower()) or "Benchmark", 0.7, "name-typed"  # "On PaperQuiz-style evaluation": how a benchmark evaluates
    if (
        noun is not None
        and noun.lemma_.lower() not in lexicon.container_heads
        and noun.lower_ not in lexicon.container_heads
        # "a SqueezeNet-style CNN branch", "MobileViT-style": the word of use after the hyphen says the name
        # is a thing used, whatever noun the compound modifies; not a modality ("UAV-borne LiDAR-based"),
        # a field ("GenAI-Driven") or a name too short to be one thing ("R1-style", "SoC-style")
        and (use is None or len(text) < 4 or span[-1].text in lexicon.modality_names or lexicon.names_field(span.text))
    ):
        if headline or not (noun.text[:1].isupper() or lexicon.head_type(noun.lower_) in ("Benchmark", "Dataset")):
            return None
    if not is_plain_title_case(text) and not gazetteer_types.get(text.lower()) and bracketed_after_task(span, lexicon):
        return "Benchmark", 0.75, "name-typed"  # "mathematical reasoning (CAP-GSM8K)": what the problem is measured on
    if DATA_PART_NAME.search(text):
        # "Aloe-Vision-Data, a large-scale, quality-filtered mixture": the name's own last part says
        # it is data, whatever kind word the text sets after it
        return "Dataset", 0.75, "name-typed"
    abstract_word = is_capitalised_abstract_noun(span)
    for rule in (appositive_type, following_head, _next_sentence_kind, _listed_part_type):
        if rule is following_head and abstract_word:
            continue  # "a novel Efficient Patch tokenization, Integration and Representation framework": words of a title
        if rule is _listed_part_type and gazetteer_types.get(text.lower()):
            continue  # "two approaches: fine-tuning large pre-trained models (FLUX, Kandinsky)": a known name keeps its type
        cue = rule(span, lexicon)  # the first that answers decides; the later ones are not read
        if cue:
            if cue == "Model":
                cue = "Method"
            if cue == "Method" and BENCH_NAME.search(text) and _described_as_evaluation(span, lexicon):
                cue = "Benchmark"  # "CLVG-Bench, an evaluation framework": a framework to evaluate, named a bench
            return cue, 0.8, "name-typed"
    known = gazetteer_types.get(text.lower())
    if known:
        return known, 0.8, "name-typed"
    if is_metric_variant(text, gazetteer_types):
        return "Metric", 0.75, "name-typed"
    suffix = suffix_type(text)
    if suffix:
        return suffix, 0.75, "name-typed"
    if is_unit(span):
        return None
    if is_measured(span, lexicon) and not (len(span) > 1 and lexicon.head_type(span[-1].lower_) == "Task"):
        # before the form tests: "lowering FLOPs" is a measure, plural or not; a problem improved
        # is none ("for improving IMU-based Human Activity Recognition")
        return "Metric", 0.7, "name-typed"
    if is_counted_collection(text):
        return "Dataset", 0.75, "name-typed"  # "we curate COMPASS-20K spanning ...": a collection counted in thousands
    if bare_name_is_no_entity(span):
        return None
    data = evaluated_on_type(span, lexicon)
    if data and is_plain_title_case(text) and first_conjunct(span.root, 12).head.lower_ == "across":
        return None  # "experiments across Software Engineering, Data Analysis, and Cybersecurity": domains, no data
    if data:
        return data, 0.7, "name-typed"
    if counts_data_after(span.doc, span.end, lexicon) and contribution_path(span, lexicon) is not None:
        return "Dataset", 0.7, "name-typed"  # "we introduce LUMINA-26: ..., comprising 6,784 clips": what it holds says it is data
    return "Method", 0.55, "name"


def split_type(span: Span, lexicon: Lexicon) -> str | None:
    """ "the KITTI validation split", "on the ExLPose-test hard set": a name before a part of its data set aside for one use.

    The words between the name and a noun of ``split_nouns`` must all say
    what the part is for or how hard it is (``split_words``), and there must
    be one ("the Pareto set", "the OpenMP subsets" are no data), unless a
    "subset" or "split" is what a system is run on ("on the NUAA-SIRST
    subset"). A part that trains makes the
    name a Dataset, any other a Benchmark. The tagger reads "set" as a verb
    at times ("the ExLPose test set."), so words, not the parse, decide.
    """
    doc = span.doc
    i = span.end
    purposes = []
    while i < len(doc) and (doc[i].lower_ in lexicon.split_words or (doc[i].text in ("-", "–") and not doc[i - 1].whitespace_)):
        if doc[i].is_alpha:
            purposes.append(doc[i].lower_)
        i += 1
    if i >= len(doc) or doc[i].lower_ not in lexicon.split_nouns or not doc[i].is_lower or doc[i].tag_ in ("VBZ", "VBP", "VBD"):
        return None  # "RHYTHM partitions trajectories": a verb
    tail = span.text.rsplit("-", 1)[-1].lower() if "-" in span.text else ""
    if tail in lexicon.split_words:
        purposes.append(tail)  # "ExLPose-test hard set": the name carries its part
    if not purposes and not (
        doc[i].lower_ in ("subset", "subsets", "split", "splits") and doc[i].dep_ == "pobj" and doc[i].head.lower_ in ("on", "across")
    ):
        return None  # "the Pareto set", "applying it to serial and OpenMP subsets": a part, but no part a system is run on
    return "Dataset" if any(p in ("training", "train") for p in purposes) else "Benchmark"


def _names_one_system(text: str, lexicon: Lexicon) -> bool:
    """A name before "baseline" that is one system: no variant ("the non-MoE baseline", "a LiDAR-only
    baseline"), no combination ("GRPO/PPO", "SFT+RL": the parts are read on their own) and no praise."""
    if "/" in text or "+" in text or text.lower() in lexicon.evaluative or re.match(r"(?i)no[nt]?-", text):
        return False
    tail = text.rsplit("-", 1)[1] if "-" in text else ""
    return not (tail.islower() and (tail.endswith(("ed", "ing", "ly")) or tail in lexicon.modifier_tails))


_EPONYM_ADJECTIVE = re.compile(r"[A-Z][a-z]+(?:ian|ean)(?:[-–][A-Z][a-z]+(?:ian|ean))*")  # "Gaussian", "Bayesian", "Euclidean", "Laplacian"
# "7B-70B": a range of sizes; "sub-50B", "over-100B": a bound on one; "(1D--3D)": of dimensions, and
# so are "2-D" (also in LaTeX, "$2$-D") and degrees of freedom ("6DoF", "6-DoF", "3DoF+")
_SIZE_RANGE = re.compile(
    SIZE_BOUND + r"\d+(?:\.\d+)?[BMKT](?:\s?[-–~]\s?\d+(?:\.\d+)?[BMKT])?|" + DIMENSIONS + r"(?:\s?(?:[-–~]|--)\s?" + DIMENSIONS + ")?",
    re.IGNORECASE,
)


def before_kind_in_title_case(span: Span, lexicon: Lexicon) -> bool:
    """ "Large Vision-Language Models": plain capitalised words inside a kind written in Title Case.

    Words of the plain form of :func:`is_plain_title_case`, joined by
    hyphens, right before a plural kind word in Title Case ("Models",
    "Agents") are a modifier of that kind, no name of their own; a coined
    name is kept by its contribution cue before this test.
    """
    doc = span.doc
    if span.end >= len(doc):
        return False
    after = doc[span.end]
    if after.lower_ not in lexicon.generic_plural_heads or not after.text[:1].isupper() or not after.lower_.endswith("s"):
        return False  # "the Segment-Anything Model" is one
    return is_plain_title_case(span.text.replace("-", " "))


def gazetteer_index(lexicon: Lexicon) -> dict[str, str]:
    """Lower-cased label and alias -> type (the lexicon's :attr:`~Lexicon.form_types`, built once; read-only)."""
    return lexicon.form_types
