"""What an acronym definition names.

The type of a long form and its short form ("Gradient-based Entropy
Optimization (GEO)"): from the long form's head noun, the cue that
introduces the definition (a contribution verb, a title's colon, a list of
contributions), the words after it and how the short form is used later.

Every function here is pure: a Doc (and plain data) in, plain data out.
"""

from __future__ import annotations


import re


from spacy.tokens import Doc, Span, Token

from kg.extract.acronyms import Abbreviation, match_long_form, SET_OFF_DASH
from kg.extract.data_counts import counts_data_after
from kg.extract.document import doc_text, short_form_uses
from kg.extract.lexicon import Lexicon
from kg.extract.measures import is_measure_phrase
from kg.extract.name_forms import known_tail_types, known_type, known_variant_type, suffix_type
from kg.extract.evaluated_on import head_noun_type, kind_noun_type
from kg.extract.name_types import apposed_noun_type, appositive_type, following_head
from kg.extract.syntax import contribution_path, first_conjunct, follows_earlier_work_word, listed_as_innovation
from kg.extract.term_roles import PROCESS_ENDINGS


_SHORT_FORM_AFTER = re.compile(r"\s*\(\s*([^()\s]{1,20})\s*\)")


def short_form_after(text: str, end: int) -> tuple[str, int] | None:
    """The short form in parentheses right after ``end``, and where its closing parenthesis stands."""
    found = _SHORT_FORM_AFTER.match(text, end)
    return None if found is None else (found.group(1), found.end() - 1)


def spells_out_known(text: str, name: str, end: int, lexicon: Lexicon) -> bool:
    """ "We present a Cycle-Consistent Adversarial Network (CycleGAN) approach": a name ending at ``end``
    followed by a short form in parentheses that the gazetteer knows, and that the name does not
    spell, spells out that known thing: the known form is the mention, and no one's new part. A short
    form the name spells is the text's own definition ("a Textual Semantic Prototype (TSP) module",
    whatever else "TSP" names)."""
    found = short_form_after(text, end)
    return found is not None and found[0].lower() in lexicon.known_forms and match_long_form(found[0], name) is None


def abbreviation_type(abbrev: Abbreviation, doc: Doc, lexicon: Lexicon, gazetteer_types: dict[str, str]) -> str | None:
    """Type of an acronym definition, most specific cue first.

    "X (SF) training strategy" and "X (SF), a ... method": the noun after the
    definition; else a known name; else the long form's own head noun
    ("conformal prediction" is a known Method, "Test-Driven Development" ends in
    a method head).
    """
    long_span = doc.char_span(abbrev.long_start, abbrev.long_end, alignment_mode="expand")
    if long_span is None:
        return None
    if is_colon_definition(abbrev, doc_text(doc)):
        # "MERIT: Multi-domain Efficient RAW Image Translation": a name spelled
        # out as a subtitle is what the paper makes; its head says only what
        # the thing is for, unless it is a benchmark or a dataset.
        own = head_noun_type(long_span[-1], lexicon)
        if own is None and long_span.end < len(doc) and doc[long_span.end].text[:1].isupper():
            # "PROVE: A Perceptual RemOVal cohErence Benchmark": the kind word after the spelling
            own = head_noun_type(doc[long_span.end], lexicon)
        if own not in ("Benchmark", "Dataset") and counts_data_after(doc, long_span.end, lexicon):
            own = "Dataset"  # "LUMINA-26: Low-Light Understanding ... Actions, comprising 6,784 clips": what it holds
        return own if own in ("Benchmark", "Dataset") else "Method"
    if is_appositive_definition(abbrev, doc_text(doc)):
        # "CodeARC, the Code Abstraction and Reasoning Challenge, an evaluation
        # framework": the appositive that spells the name says what it is.
        return suffix_type(abbrev.long) or head_noun_type(long_span[-1], lexicon)
    kind_before = (
        _kind_noun_before_short_form(abbrev, doc, lexicon)
        or kind_set_off_before(doc_text(doc), abbrev.long_start, lexicon)
        or _listed_after_kind(abbrev, long_span, lexicon, counted=True)
    )
    if kind_before:
        # "a controlled contrastive benchmark ProtoBias (Prototypical Bias)": the name
        # comes first, set after the noun of its kind, and spells itself out after
        return kind_before
    known = known_type(abbrev.long, gazetteer_types)
    if known:
        # An established name keeps its type whatever it modifies:
        # "chain-of-thought (CoT) reasoning" is the technique, not a task.
        return known
    short_span = doc.char_span(abbrev.short_start, abbrev.short_end, alignment_mode="expand")
    if short_span is not None and long_span.end < short_span.start - 1 and abbrev.long_end < abbrev.short_start:
        # "the Episodic Memory with Questions and Feedback task (EM-QnF)": the kind word left
        # between the long form and its short form (see find_abbreviations) says what it is
        kind_word = doc[short_span.start - 2]
        kind = kind_noun_type(kind_word, lexicon) if kind_word.pos_ == "NOUN" else None
        if kind is not None:
            return "Method" if kind == "Model" else kind
    if short_span is not None:
        i = short_span.end
        while i < len(doc) and doc[i].text in (")", "*"):
            i += 1
        if i < len(doc) and doc[i].text == "Challenge":
            return "Benchmark"  # "the Hume-ABAW10 Emotional Mimicry Intensity (EMI) Challenge": the shared evaluation named by it
        j = i
        while j < len(doc) and doc[j].pos_ in ("NOUN", "PROPN") and not doc[j].text[:1].isupper():
            j += 1
        found = None
        if j > i:
            if doc[j - 1].lower_ in lexicon.objective_heads:
                return "Method"  # "Cross-Scale Coherence (CSC) losses"
            if (
                j == i + 1
                and doc[i].lower_ in lexicon.part_nouns
                and is_coined_long_form(abbrev.long)
                and _headed_by_task(abbrev, long_span, lexicon)
            ):
                # "the Adaptive Interpolation-Synthesis (AIS) layer", "a Physical Prior Extraction (PPE)
                # module": a coined part of a system, which a task's head names by what it does; "an object
                # detection and re-identification (ReID) branch" is a branch for the task
                return "Method"
            found = kind_noun_type(doc[j - 1], lexicon)
            if found and _names_kind(doc[j - 1], found, lexicon):
                if (
                    found in ("Method", "Model")
                    and doc[j - 1].lemma_.lower() in lexicon.container_heads
                    and doc[j - 1].tag_ in ("NNS", "NNPS")
                    and _headed_by_task(abbrev, long_span, lexicon)
                ):
                    # "privacy-preserving face recognition (PPFR) systems", "IML
                    # methods": the kinds of system that do the task; the definition
                    # names the task. One part ("the prototypical alignment (PA)
                    # module") and a coined name ("Pixel Motion Matching (PMM)
                    # module") are the system's.
                    return "Task"
                if (
                    found in ("Method", "Model")
                    and head_noun_type(_long_form_head(long_span, lexicon), lexicon) == "Task"
                    and _used_before_plural_systems(abbrev, doc, lexicon)
                ):
                    # "a new Single-Image Face Morphing Attack Detection (S-MAD) framework ...
                    # nine recent S-MAD algorithms": systems of its kind elsewhere make it the task
                    return "Task"
                return found
        # "A (SA) and B (SB) metrics": the noun after the list types every definition in it;
        # a noun right after the definition was read above ("knowledge graph (KG) quality" names no metric).
        after_list = None if found == "Metric" else following_head(doc[short_span.start : short_span.end], lexicon)
        if after_list:
            return "Method" if after_list == "Metric" and _list_ends_in_objective(doc, short_span.end, lexicon) else after_list
    appos = appositive_type(long_span, lexicon) or _apposed_after_definition(long_span, short_span, lexicon)
    if appos == "Metric" and _set_off_as_objective(abbrev, doc, lexicon) and not _said_to_measure(abbrev, doc, lexicon):
        # "Relational Inter-Distance Alignment (RIDA), a novel 3D semantic alignment loss that aligns ...":
        # a named objective is designed, not measured, as a loss that heads the name is
        return "Method"
    if appos:
        return appos
    if (
        long_span.start >= 2
        and doc[long_span.start - 1].lower_ == "of"
        and doc[long_span.start - 2].lower_ in lexicon.task_kind_words
        and not doc[long_span.start - 2].lower_.endswith("s")
    ):
        return "Task"  # "The task of Long-tailed Class Incremental Learning (LT-CIL)": named as the task, whatever its head
    if known_variant_type(abbrev.long, gazetteer_types) is not None:
        # "Diffusion-based data augmentation (DiffDA)": a variant of the known
        # technique "data augmentation", though "augmentation" heads tasks too.
        return "Method"
    head = _long_form_head(long_span, lexicon)
    own = head_noun_type(head, lexicon)
    if head.lower_ in lexicon.two_word_head_ends:
        # "Face Attack Knowledge Graph (FAKG)": a kind of two words is read whole ("knowledge graph" is data)
        own = kind_noun_type(head, lexicon) or own
    if own is None and "Task" in known_tail_types(long_form_name(long_span, lexicon), gazetteer_types):
        own = "Task"  # "Face Image Quality Assessment (FIQA)": a kind of the known task it ends in
    if (own is None or (own == "Task" and _of_phrase_head(long_span, lexicon) is not None)) and _said_to_measure(abbrev, doc, lexicon):
        # "Cross-Model Entropy (CME), which measures ...", "Causal Importance of Reasoning (CIR),
        # which measures the cumulative effect of ...": a defined quantity is what its clause says
        # it does; a task word after "of" names only what is measured, but a process named last
        # ("Neighborhood-Aware Anchor Pruning (NAAP), which evaluates ...") is a technique
        return "Metric"
    if own in (None, "Task") and opens_title_definition(abbrev, doc_text(doc)) and not is_measure_phrase(abbrev.long):
        # "Cross-Modal Robustness Transfer (CMRT): Training Robust Speech Translation ...",
        # "Quick-CapsNet (QCN): A fast alternative ...": the paper's own work, named before
        # its subtitle, whatever problem its head names (a benchmark, a dataset or a measure keeps its kind)
        return "Method"
    if own is None and head.lower_ in lexicon.task_kind_words and not head.lower_.endswith("s"):
        return "Task"  # "the Submodular Welfare Problem (SWP)": a problem, named; "similar problems (ASPs)" a kind
    if (
        own == "Task"
        and is_coined_long_form(abbrev.long)
        and head.lower_ in lexicon.coined_method_heads
        # "Multimodal Sentiment Analysis (MSA) seeks to infer ...": a kind of a known task stays one
        and "Task" not in known_tail_types(abbrev.long, gazetteer_types)
    ):
        return "Method"
    if own == "Task" and is_coined_long_form(abbrev.long) and _used_as_means(long_span, lexicon):
        # "SkillAudit uses Process-Aligned Contrastive Evaluation (PACE), a cluster of evaluators":
        # what a system uses is a technique, whatever process its head names
        return "Method"
    if own == "Task" and (is_coined_short_form(abbrev.short) or is_coined_long_form(abbrev.long)) and is_contributed_definition(abbrev, doc, lexicon):
        # "we propose Query-Relevant Retrieval through Hard Negative Sampling (QuRe)":
        # a coinage the paper introduces is its technique, whatever problem its head names.
        return "Method"
    if own == "Task" and _proposed_as_made(long_span, lexicon) and is_contributed_definition(abbrev, doc, lexicon):
        # "We thus propose a rank-aware hyperbolic alignment (RAHA) that combines ...": what a paper
        # proposes or designs is a way of doing something, whatever problem its head names
        return "Method"
    if (
        own == "Metric"
        and head.lower_.endswith(PROCESS_ENDINGS)
        and is_coined_long_form(abbrev.long)
        and is_contributed_definition(abbrev, doc, lexicon)
        and not _said_to_measure(abbrev, doc, lexicon)
    ):
        # "We introduce SATTC (Structure-Aware Test-Time Calibration), a label-free calibration
        # head": a coined process the paper introduces is its technique, where "calibration" is measured
        return "Method"
    if own == "Metric" and head.lower_ in lexicon.objective_heads and not _said_to_measure(abbrev, doc, lexicon):
        # "Trajectory Topology Loss (TTL)": a named objective is designed, not measured;
        # "Residual Spectral Loss (RSL), which evaluates changes ..." is a measure
        return "Method"
    if own is None and head.lower_ in lexicon.defined_technique_heads:
        return "Method"  # "ensemble Kalman inversion (EKI)", "Singular Value Decomposition (SVD)": an operation, named
    if own is None:
        return _listed_after_kind(abbrev, long_span, lexicon)
    return own


def _proposed_as_made(long_span: Span, lexicon: Lexicon) -> bool:
    """The long form is the direct object of a verb by which the paper makes a technique (``proposing_verbs``)."""
    node = long_span.root
    verb = node.head
    return node.dep_ == "dobj" and verb.pos_ == "VERB" and verb.lemma_.lower() in lexicon.proposing_verbs


def _used_as_means(long_span: Span, lexicon: Lexicon) -> bool:
    """The long form is the object of a verb of use (``means_verbs``: "uses", "employs", "adopts")."""
    root = first_conjunct(long_span.root)
    return root.dep_ == "dobj" and root.head.pos_ == "VERB" and root.head.lemma_.lower() in lexicon.means_verbs


_ITEM_BREAKS = frozenset({":", ",", ";", "and", "or"})
_LIST_MARK_BEFORE = re.compile(r"(?:^|[\s,;:])\(?(?:\d{1,2}|[ivx]{1,4}|[a-h])\)\s*$")  # "(1) ", "ii) "


_COUNTING = frozenset({"several", "multiple"})  # and the number words, "two", "ten", which spaCy reads as like_num


def _listed_after_kind(abbrev: Abbreviation, long_span: Span, lexicon: Lexicon, counted: bool = False) -> str | None:
    """ "two complementary metrics: Bias-Deviation (BD) for sensitivity and Bias-Conformity (BC) for stability".

    A definition whose long form types nothing, listed after a colon that
    a plural kind noun ends, in the same sentence, is of that kind: each
    item of "N metrics:" is a metric, of "N modules:" a technique. The
    definition must open its item (after the colon, a comma, "and" or a
    list mark): in "pretext tasks: classification of categorical
    exchangeable image file format (EXIF) tags" the item is the
    classification, and EXIF only what it classifies.

    With ``counted``, the kind noun must be counted ("two dedicated
    datasets:", "three modules:"), and the kind then wins over the long
    form's own head ("two dedicated datasets: ... CARLA Multi-Weather Road
    Segmentation (CARLA-MWRS)", whose head names a task): the count says
    the colon opens the list of those things, where "a new task to
    benchmark ... for embodied agents: Human-In-Scene Question Answering
    (HIS-QA)" names a task, not an agent.
    """
    doc = long_span.doc
    opening = doc.char_span(min(abbrev.long_start, abbrev.short_start), abbrev.long_end, alignment_mode="expand")
    first = opening.start if opening is not None else long_span.start
    if first == 0:
        return None
    start_char = doc[first].idx
    if doc[first - 1].lower_ not in _ITEM_BREAKS and _LIST_MARK_BEFORE.search(doc_text(doc)[max(start_char - 12, 0) : start_char]) is None:
        return None
    for k in range(first - 1, max(first - 40, 0) - 1, -1):
        token = doc[k]
        if token.text == ":":
            kind_word = doc[k - 1] if k > 0 else None
            if kind_word is None or kind_word.tag_ not in ("NNS", "NNPS") or not kind_word.is_lower:
                return None  # "Step 1: ...", "Key idea: ...": no kind of thing listed
            if counted and not any(t.lower_ in _COUNTING or t.like_num for t in doc[max(k - 4, 0) : k - 1]):
                return None
            if kind_word.lemma_.lower() in lexicon.objective_heads:
                return "Method"  # "two losses: average vector loss (AVL) and ...": designed objectives
            kind = kind_noun_type(kind_word, lexicon)
            return "Method" if kind == "Model" else kind
        if token.text in (".", "?", "!") or token.is_sent_start is True:
            return None  # the colon must be in the definition's sentence
    return None


def _kind_noun_before_short_form(abbrev: Abbreviation, doc: Doc, lexicon: Lexicon) -> str | None:
    """The kind a noun right before a short form that comes first gives it: "a new dataset FooSet (Foo Instruction Set)"."""
    if abbrev.short_start > abbrev.long_start:
        return None
    short_span = doc.char_span(abbrev.short_start, abbrev.short_end, alignment_mode="expand")
    if short_span is None or short_span.start == 0:
        return None
    before = doc[short_span.start - 1]
    if before.pos_ not in ("NOUN", "ADJ") or not before.text.isalpha() or not before.text.islower():
        return None  # the tagger reads "a new dataset FooSet" as an adjective as often
    kind = kind_noun_type(before, lexicon)
    return "Method" if kind == "Model" else kind


_KIND_SET_OFF_BEFORE = re.compile(r"\b(?:[Aa]n?|[Oo]ur)\s+(?:[a-z][\w-]*\s+){0,3}?([a-z][a-z-]*),\s*$")


def kind_set_off_before(text: str, start: int, lexicon: Lexicon) -> str | None:
    """ "we develop a new metric, expected utility renormalized by the oracle (EURO), that ...": the kind
    noun of an indefinite phrase set off by a comma right before a definition is what the definition
    names, however the parser read the noun (here an adjective of "utility")."""
    found = _KIND_SET_OFF_BEFORE.search(text, max(0, start - 60), start)
    if found is None:
        return None
    kind = lexicon.head_type(found.group(1))
    return "Method" if kind == "Model" else kind


def _used_before_plural_systems(abbrev: Abbreviation, doc: Doc, lexicon: Lexicon) -> bool:
    """Another use of the short form stands before plural kind words: "nine recent S-MAD algorithms", "existing IML methods"."""
    text = doc_text(doc)
    for start, end in short_form_uses(text, abbrev.short):
        if start == abbrev.short_start:
            continue
        after = re.match(r"\s+([a-z]+)", text[end : end + 30])
        word = after.group(1) if after else ""
        if word.endswith("s") and (word[:-1] in lexicon.container_heads or (word.endswith("es") and word[:-2] in lexicon.container_heads)):
            return True  # "S-MAD algorithms", "IML approaches"
    return False


def _said_to_measure(abbrev: Abbreviation, doc: Doc, lexicon: Lexicon) -> bool:
    """The definition is followed by "which"/"that" and a verb of measuring: "X (SF), which evaluates ..."."""
    text = doc_text(doc)
    after = re.match(r"\)?\s*,?\s*(?:which|that)\s+([a-z]+)", text[abbrev.short_end : abbrev.short_end + 40])
    return after is not None and after.group(1) in lexicon.measuring_verbs


def _of_phrase_head(long_span: Span, lexicon: Lexicon) -> Token | None:
    """The word before "of" in a long form, where it types nothing: "Importance" in "Causal Importance of Reasoning"."""
    for token in long_span[1:-1]:
        if token.lower_ == "of":
            before = token.doc[token.i - 1]
            return before if before.is_alpha and head_noun_type(before, lexicon) is None else None
    return None


def long_form_name(long_span: Span, lexicon: Lexicon) -> str:
    """The words of a long form up to its head: "Pruning and Adaptive Routing" of "... Routing for Efficient
    video generation (PARE)", what follows "for" saying what the thing is for."""
    head = _long_form_head(long_span, lexicon)
    return long_span.doc[long_span.start : head.i + 1].text


def abbreviation_name(abbrev: Abbreviation, doc: Doc, lexicon: Lexicon) -> str:
    """:func:`long_form_name` of a definition's long form ("Self-Attention Guidance" of "Self-Attention
    Guidance for image Editing (SAGE)"); the whole long form where its characters make no span."""
    span = doc.char_span(abbrev.long_start, abbrev.long_end, alignment_mode="expand")
    return abbrev.long if span is None else long_form_name(span, lexicon)


def _headed_by_task(abbrev: Abbreviation, long_span: Span, lexicon: Lexicon) -> bool:
    """The long form's head names a task: its head noun, or its last word whole ("super-resolution (SR) models")."""
    return (
        head_noun_type(_long_form_head(long_span, lexicon), lexicon) == "Task"
        or lexicon.head_type(abbrev.long.split()[-1].lower()) == "Task"
    )


def _long_form_head(long_span: Span, lexicon: Lexicon) -> Token:
    """The head noun of a long form: its last word, or the word before "for" ("Latent Gaussian Splatting for 4D Panoptic Occupancy Tracking").

    What follows "for", "via", "with", "using" or "through" says what the
    thing is for or how it works; the words before name what it is
    (``long_form_purpose_words``).
    """
    for token in long_span[1:]:
        before = token.doc[token.i - 1]
        if token.lower_ in lexicon.long_form_purpose_words:
            return before if before.is_alpha else long_span[-1]
        if token.lower_ == "of" and lexicon.head_type(before.lower_) in ("Benchmark", "Dataset"):
            return before  # "Diachronic Electronic Corpus of Tyneside English (DECTE)": a corpus, whatever it holds
        if token.lower_ == "of" and lexicon.head_type(before.lower_) == "Method" and token.i - 1 > long_span.start:
            # "the alternating direction method of multipliers (ADMM)": a method, whatever it works on;
            # a first word stays a word of the name ("Mixture of Experts", "Bag of Words")
            return before
    return long_span[-1]


def _apposed_after_definition(long_span: Span, short_span: Span | None, lexicon: Lexicon) -> str | None:
    """ "SCOPE (Selective Conformal Optimized Pairwise Evaluation), a framework for ...": the noun after the whole definition.

    The parser often hangs such a phrase elsewhere when a long definition
    sits between it and the name, so it is read from the words after the
    closing parenthesis.
    """
    doc = long_span.doc
    end = max(long_span.end, short_span.end if short_span is not None else 0)
    if end >= len(doc) or doc[end].text != ")":
        return None
    return apposed_noun_type(doc[long_span.start : end + 1], lexicon)


_SET_OFF_PHRASE = re.compile(r"\s*\)?\s*,\s*(?:an?|the|our)\s+((?:[\w-]+\s+){0,5}?[a-z]+)(?=\s*(?:[,.;:]|that\b|which\b|to\b|for\b|$))")


def _set_off_as_objective(abbrev: Abbreviation, doc: Doc, lexicon: Lexicon) -> bool:
    """The phrase set off after the definition ends in a training objective's head: "(RIDA), a novel ... alignment loss that"."""
    end = max(abbrev.long_end, abbrev.short_end)
    found = _SET_OFF_PHRASE.match(doc_text(doc), end, min(len(doc_text(doc)), end + 80))
    words = found.group(1).split() if found is not None else []
    # "(MCD), an embedding-based measure of overall semantic loss", "(LSFU), a first-token-based metric
    # inspired by focal loss": the phrase's head is an earlier kind word, the loss only what it refers to
    return (
        bool(words)
        and words[-1] in lexicon.objective_heads
        and not any(w in ("of", "by", "with", "from", "on", "in") or lexicon.head_type(w) == "Metric" or w in lexicon.container_heads for w in words[:-1])
    )


def _list_ends_in_objective(doc: Doc, i: int, lexicon: Lexicon) -> bool:
    """The type noun after a list of definitions is a training objective ("A (SA) and B (SB) losses")."""
    for token in doc[i : i + 16]:
        if token.pos_ == "NOUN" and not token.text[:1].isupper():
            return token.lower_ in lexicon.objective_heads
    return False


_DEFINITION_BREAK = re.compile(rf"\s*:|\s+{SET_OFF_DASH}(?=\s)")  # "NAME: Expansion", "NAME -- Expansion"


def is_colon_definition(abbrev: Abbreviation, text: str) -> bool:
    """The definition reads "NAME: Expansion" (see :func:`kg.extract.acronyms.find_colon_definitions`)."""
    if abbrev.short_end > abbrev.long_start:
        return False
    between = text[abbrev.short_end : abbrev.long_start]
    mark = _DEFINITION_BREAK.match(between)
    return mark is not None and between[mark.end() :].strip().lower() in ("", "a", "an", "the")


def is_appositive_definition(abbrev: Abbreviation, text: str) -> bool:
    """The definition reads "NAME, an expansion" (see :func:`kg.extract.acronyms.find_appositive_definitions`)."""
    if abbrev.short_end > abbrev.long_start:
        return False
    between = text[abbrev.short_end : abbrev.long_start]
    return re.fullmatch(r",\s+(?:an?|the)\s+(?:\S+\s+){0,2}", between) is not None


def is_contributed_definition(abbrev: Abbreviation, doc: Doc, lexicon: Lexicon) -> bool:
    """The paper introduces the defined thing: "We introduce Generative Recursive reAsoning Models (GRAM), a framework ...".

    A class of models is not what a paper presents as its own, so a
    definition in the object of a contribution verb whose subject is the
    paper names one thing even where its head is a kind ("Models").
    """
    if not doc.has_annotation("DEP"):
        return False
    long_span = doc.char_span(abbrev.long_start, abbrev.long_end, alignment_mode="expand")
    short_span = doc.char_span(abbrev.short_start, abbrev.short_end, alignment_mode="expand")
    if long_span is None or short_span is None:
        return False
    end = max(long_span.end, short_span.end)
    while end < len(doc) and doc[end].text in (")", "*"):
        end += 1
    if _gerund_after(doc, end):
        # "We propose Token-to-Mask (T2M) remasking, a ...": the definition names the
        # process the paper proposes, as "T2M remasking" does; the gerund is its head.
        return contribution_path(doc[long_span.start : end + 1], lexicon) is not None
    if end < len(doc) and (doc[end].text in ("-", "–") or doc[end].pos_ in ("NOUN", "PROPN", "ADJ", "NUM")):
        return False  # "a large language model (LLM) multi-agent ... framework": the definition only modifies
    if end + 1 < len(doc) and doc[end].tag_ == "VBN" and doc[end + 1].pos_ in ("NOUN", "ADJ", "PROPN"):
        return False  # "a novel Hamilton-Jacobi-Bellman (HJB) based face optimization": a participle compound modifies too
    if follows_earlier_work_word(long_span):
        return False  # "augments existing Human Motion Recovery (HMR) pipelines": others' work
    # "three technical contributions: (1) Redistribution-driven Bit Determination (RBD), ...": an item of the list
    return contribution_path(long_span, lexicon) is not None or listed_as_innovation(long_span, lexicon) is not None


def _names_kind(noun: Token, type_: str, lexicon: Lexicon) -> bool:
    """Whether the noun after a definition says what the defined thing is.

    A kind word does ("X (SF) benchmark", "X (SF) framework", "X (SF) task");
    an activity noun does not: in "X (SF) reasoning" or "X (SF) training" the
    definition modifies the activity, and its own head types it.
    """
    lemma = noun.lemma_.lower()
    if type_ == "Metric":
        # "Fréchet Inception Distance (FID) score", "X (SF) metric" say what it is; in "knowledge
        # graph (KG) quality" or "X (SF) accuracy" the definition is what is measured
        return lemma in lexicon.metric_kind_words or lemma == "score"
    if type_ in ("Benchmark", "Dataset", "Model"):
        return True
    return lemma in lexicon.container_heads or noun.lower_ in lexicon.container_heads or lemma in ("task", "problem")


_APPLY_VERBS = frozenset({"apply", "employ"})


def is_applied(span: Span | None) -> bool:
    """The phrase is what the text applies or employs: "applying diffusion tensor imaging (DTI) to ...".

    Only the object counts: in "applied to electronic health records (EHR)"
    the phrase is what something is applied to.
    """
    if span is None or not span.doc.has_annotation("DEP"):
        return False
    root = first_conjunct(span.root)
    return root.dep_ == "dobj" and root.head.lemma_.lower() in _APPLY_VERBS


def task_noun_after(abbrev: Abbreviation, doc: Doc, lexicon: Lexicon, gazetteer_types: dict[str, str]) -> Token | None:
    """ "Facial action unit (AU) detection", "multiple-choice question (MCQ) answering": the task noun after the short form.

    Such a definition spells out what a task works on; the task is the long
    form with the noun after the parenthesis ("facial action unit
    detection"), and "AU detection" is its short form. A known technique
    keeps its name ("chain-of-thought (CoT) reasoning" is the technique
    reasoning), and so does a coinage the paper introduces; a noun of
    ``applied_task_nouns`` says what is done with the definition's thing.
    """
    if abbrev.long_end > abbrev.short_start or not doc.has_annotation("TAG"):
        return None  # "SF (long form)" is read the other way
    text = doc_text(doc)
    if not text.startswith(") ", abbrev.short_end):
        return None
    end = abbrev.short_end + 2 + len(_letters_at(text, abbrev.short_end + 2))
    noun = doc.char_span(abbrev.short_end + 2, end)
    if noun is None or len(noun) != 1 or text[end : end + 1] in ("-", "–"):
        return None  # "(AU) detection-based": part of a longer word
    noun = noun[0]
    if noun.is_lower and noun.pos_ == "NOUN" and lexicon.head_type(noun.lower_) is None and noun.dep_ == "compound":
        # "Online High-Definition (HD) map construction": a noun of what the task works on, then the task noun
        head = noun.head
        if head.i == noun.i + 1 and head.is_lower and head.tag_ == "NN" and not text[head.idx + len(head.text) : head.idx + len(head.text) + 1] in ("-", "–"):
            noun = head
    if not noun.is_lower or noun.pos_ != "NOUN" or lexicon.head_type(noun.lower_) != "Task" or noun.lower_ in lexicon.applied_task_nouns:
        return None  # "binary cross-entropy (BCE) optimization": what is done with the technique
    tails = known_tail_types(abbrev.long, gazetteer_types) + [known_type(abbrev.long.split()[-1], gazetteer_types)]
    if (
        known_type(abbrev.long, gazetteer_types) is not None
        # "Latent Chain-of-Thought (latent CoT) reasoning": a variant of a known technique, down to its last word
        or any(t in ("Method", "Model") for t in tails)
        or is_contributed_definition(abbrev, doc, lexicon)
    ):
        return None
    before = doc.char_span(abbrev.long_start, abbrev.long_end, alignment_mode="expand")
    if before is not None and before.start > 0 and doc[before.start - 1].lower_ in ("a", "an"):
        return None  # "LLaDA2.1 introduced a Token-to-Token (T2T) editing mechanism": one technique, no task
    after = doc[noun.i + 1] if noun.i + 1 < len(doc) else None
    if after is not None and after.pos_ == "NOUN" and after.tag_ == "NN" and lexicon.head_type(after.lower_) == "Method":
        return None  # "we introduce Multimodal Deep Confidence (MMDC) reasoning paradigm": the technique the phrase names
    return noun


def task_modifiers_before(abbrev: Abbreviation, doc: Doc, noun: Token, lexicon: Lexicon) -> int:
    """Where the task of :func:`task_noun_after` starts: the long form, with the modifiers the
    parser hangs inside the phrase before it ("Facial action unit (AU) detection", whose long
    form is "action unit"), praise left out ("reliable out-of-distribution (OOD) detection")."""
    long_span = doc.char_span(abbrev.long_start, abbrev.long_end, alignment_mode="expand")
    if long_span is None:
        return abbrev.long_start
    start = long_span.start
    while start > 0:
        word = doc[start - 1]
        if start > 1 and word.text in ("-", "–") and not word.whitespace_ and not doc[start - 2].whitespace_:
            start -= 2  # "open-vocabulary": the word before the hyphen goes with it
        elif (
            word.pos_ in ("ADJ", "NOUN", "PROPN")
            and word.dep_ in ("amod", "compound", "nmod")
            and start <= word.head.i <= noun.i
            and word.lower_ not in lexicon.evaluative
        ):
            start -= 1
        else:
            break
    return doc[start].idx


def _letters_at(text: str, start: int) -> str:
    """The run of letters starting at ``start`` (a hyphen ends it, unlike a word of the acronym finder)."""
    match = re.match(r"[A-Za-z]+", text[start:])
    return match.group(0) if match else ""


def is_studied_object(span: Span | None, lexicon: Lexicon) -> bool:
    """The phrase is what a task noun works on: the object of "of" after "estimation", "analysis", "detection"."""
    if span is None or not span.doc.has_annotation("DEP"):
        return False
    root = span.root
    if root.dep_ != "pobj" or root.head.lower_ != "of":
        return False
    noun = root.head.head
    return noun.pos_ == "NOUN" and (lexicon.head_type(noun.lower_) == "Task" or noun.lower_ in lexicon.studied_object_heads)


_TITLE_DEFINITION_END = re.compile(rf"\)(?:\s*:|\s+{SET_OFF_DASH}\s)")


def opens_title_definition(abbrev: Abbreviation, text: str) -> bool:
    """ "Heuristic Thoughts Prompting (HTP): Integrating ...": a definition that opens the text before its colon."""
    return abbrev.long_start == 0 and _TITLE_DEFINITION_END.match(text, abbrev.short_end) is not None


def is_coined_long_form(long_form: str) -> bool:
    """Every word of four letters or more starts with a capital: a coined name ("Gradient-based Entropy Optimization").

    A hyphenated word counts by its first part, as Title Case writes it ("Proximity-guided").

    Capitals mid-sentence mark a name the authors made; a lower-case long
    form ("lung ultrasound", "combinatorial optimization") is an ordinary phrase.
    """
    words = [w for w in long_form.split() if len(w) > 3]  # "Gradient-based" is judged by its first part
    return bool(words) and all(w[:1].isupper() for w in words)


def _gerund_after(doc: Doc, i: int) -> bool:
    """ "(T2M) remasking,": one gerund after a definition, the last word of its phrase."""
    return (
        i < len(doc)
        and doc[i].lower_.endswith("ing")
        and doc[i].tag_ in ("NN", "VBG")
        and doc[i].text.islower()
        and (i + 1 == len(doc) or doc[i + 1].pos_ not in ("NOUN", "PROPN", "ADJ"))
    )


def word_parts(long_form: str) -> int:
    """Words of a long form, the capitalised parts of a hyphenated compound counted apart.

    "Token-to-Mask (T2M)" is spelled from two words as "Masked Token (MT)"
    would be; a single word ("Electrocardiography (ECG)") names a domain.
    """
    capitalised = sum(1 for w in re.split(r"[\s\-\u2010-\u2015]+", long_form) if w[:1].isupper() and len(w) > 1)
    return max(len(long_form.split()), capitalised)


_COINED_SHORT = re.compile(r"[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*[A-Z]|.*[A-Za-z][-_][A-Za-z]")


def is_coined_short_form(short: str) -> bool:
    """A short form shaped as a coinage: capitals around lower-case letters ("LaSDI", "DRoRAE") or a hyphen ("GNN-LaSDI").

    Plain capitals ("POD", "MOR") abbreviate domain words as often as
    names; such a shape is made for a name, so its definition names a
    technique even when the long form is written in lower case ("graph
    neural network latent space dynamics identification (GNN-LaSDI)").
    """
    return len(short) >= 3 and _COINED_SHORT.match(short) is not None


RANK_NAME = re.compile(r"(?i)(?:top|bottom|rank)-?\d+")
YEAR_AFTER = re.compile(r" (?:19|20)\d\d\b")


def names_its_kind_word(abbrev: Abbreviation) -> bool:
    """ "a Domain-specific Image Captioning Model (DICModel)": the short form spells out the kind word as part of a name.

    A class of models abbreviates its kind word to a letter ("LLM", "MLLMs",
    "VideoLLM"); a short form that keeps the word whole after capitals of its
    own ("DICModel", "SegNetwork") names one model.
    """
    last = abbrev.long.split()[-1]
    return (
        len(last) > 3
        and last[:1].isupper()
        and abbrev.short.endswith(last)
        and len(abbrev.short) > len(last) + 1
        and abbrev.short[: -len(last)].isupper()
    )


_WORD_AFTER = re.compile(r"[\s)\]]*([A-Za-z]+)")


def defines_people_group(abbrev: Abbreviation, text: str, lexicon: Lexicon) -> bool:
    """ "three tetralogy of Fallot (ToF) patients", "Blind and Low Vision (BLV) users": a definition right before a noun of people.

    What the people studied have or use (their condition, their group) is
    what the study is about, no entity of its own (``people_nouns``).
    """
    match = _WORD_AFTER.match(text, max(abbrev.long_end, abbrev.short_end))
    return match is not None and match.group(1).lower() in lexicon.people_nouns


def _title_case_words(words: list[str]) -> bool:
    """Every word capitalised or a function word, as the name of an institution or a law is written."""
    return all(w[:1].isupper() or w in ("of", "and", "for", "the", "on", "&") for w in words)


def names_institution(abbrev: Abbreviation, lexicon: Lexicon) -> bool:
    """ "Patent Trial and Appeal Board (PTAB)", "World Health Organization (WHO)": a Title Case name of an institution.

    Its last word is an institution's (``organisation_heads``) and every
    other word is capitalised or a function word: who does or rules
    something, no entity of the field.
    """
    words = abbrev.long.split()
    if len(words) < 2 or words[-1].lower() not in lexicon.organisation_heads:
        return False
    return _title_case_words(words)


def is_law_name(words: list[str], lexicon: Lexicon) -> bool:
    """Capitalised words ending in a law's head ("the EU AI Act", "DSM Directive"), not an act of language ("Rational Speech Act")."""
    return (
        len(words) >= 2
        and words[-1][:1].isupper()
        and words[-1].lower() in lexicon.legal_instrument_heads
        and " ".join(words[-2:]).lower() not in lexicon.not_laws
    )


def names_law(abbrev: Abbreviation, lexicon: Lexicon) -> bool:
    """ "Health Insurance Portability and Accountability Act (HIPAA)", "General Data Protection Regulation (GDPR)": a law.

    Its last word is a law's (``legal_instrument_heads``) or its short form
    one of ``law_names``, and every other word is capitalised or a function
    word: a rule the work must follow, no entity of the field.
    """
    words = abbrev.long.split()
    if abbrev.short.lower() not in lexicon.law_names and not is_law_name(words, lexicon):
        return False
    return _title_case_words(words)


def is_generic_abbreviation(abbrev: Abbreviation, lexicon: Lexicon) -> bool:
    """ "Large Language Models (LLMs)", "reward models (RMs)": a class of models, not an entity.

    The short form of such a definition is not an entity either, wherever it is used.
    """
    last = abbrev.long.split()[-1]
    tail = last.rsplit("-", 1)[-1]
    if tail.islower():
        last = tail  # "large language-model (LLM)": the kind word after a hyphen; not "Hibiki-Model", a name
    # Singular too: "Multimodal Large Language Model (MLLM)" names the kind as much as the plural does,
    # but a singular method is one technique ("the Material Point Method (MPM)").
    # A medical condition ("Alzheimer's Disease (AD)") is what a study is about, no entity either.
    if last.lower() in lexicon.one_technique_heads:
        return False
    return last.lower() in lexicon.generic_plural_heads or last.lower() in lexicon.condition_heads
