"""Terms: noun phrases whose head noun has a type.

"code generation", "bug fix rate", "reinforcement learning": noun phrases
are cut into pieces, trimmed of evaluative and scope words, typed by their
head noun, and kept or dropped by their role in the sentence (a task the
paper addresses, a technique it uses, a measure it reports, or a phrase
that only describes).

Every function here is pure: a Doc (and plain data) in, plain data out.
"""

from __future__ import annotations


import re

import numpy

from spacy.attrs import DEP, HEAD, LEMMA, LOWER, POS
from spacy.symbols import NOUN as NOUN_ID, PART as PART_ID, PRON as PRON_ID, PROPN as PROPN_ID, PUNCT as PUNCT_ID
from spacy.tokens import Doc, Span, Token

from kg.extract.document import doc_text, doc_token_texts, MAX_TERM_WORDS, phrase_words, TokenTexts
from kg.extract.lexicon import Lexicon
from kg.extract.name_spans import is_modifier_compound, is_title_cased, LETTER, use_compound_at
from kg.extract.examples import (
    is_example_of_metrics,
    is_example_of_tasks,
    is_example_of_techniques,
    is_one_word_task,
    is_said_to_be_technique,
)
from kg.extract.measures import (
    is_changed_by_amount,
    is_quality_of_value,
    is_listed_with_measure,
    is_measured_aspect,
    is_number_format,
    is_setting_rate,
    made_property,
    reports_results,
    score_before,
    used_property,
    aimed_property,
)
from kg.extract.name_forms import DIMENSIONS, is_nominal_word, SIZE_BOUND, suffix_type
from kg.extract.names import is_acronym, is_name_like, looks_like_model
from kg.extract.syntax import (
    contribution_path,
    first_contribution_sentence,
    first_conjunct,
    presented_by_own_system,
    sentence_end,
    sentence_start,
)
from kg.extract.term_roles import (
    is_contributed_kind,
    is_described_process,
    is_description,
    is_incidental,
    is_proposed_process,
    outcome_quality,
    is_purpose_of_method,
    is_purpose_process,
    PROCESS_ENDINGS,
)


_MEANS_PREPS = frozenset({"via", "through", "using"})


def is_named_means(doc: Doc, indices: list[int], parse: "_Parse", lexicon: Lexicon) -> bool:
    """ "validated through feature steering and circuit patching": a noun and a process noun in "-ing" that something is done through.

    Two nouns, the second a process in "-ing" ("steering", "patching"),
    after "via", "through", "using" or "based on" name the technique used,
    though the head is no technique word of the lexicon.
    """
    if len(indices) < 2 or not parse.spaced[indices[-2]] or sum(1 for i in indices[:-1] if parse.spaced[i]) != 1:
        return False  # two words: a noun (hyphenated or not) and the process
    first, head = doc[indices[-2]], doc[indices[-1]]
    if first.tag_ != "NN" or head.tag_ != "NN" or not head.lower_.endswith("ing") or len(head.text) < 6:
        return False
    node = first_conjunct(head)
    if node.dep_ == "dobj" and node.head.pos_ == "VERB" and node.head.lemma_.lower() in lexicon.means_verbs:
        return True  # "current methods use keyframe sampling", "we employ feature steering"
    if node.dep_ != "pobj":
        return False
    prep = node.head
    return prep.lower_ in _MEANS_PREPS or (prep.lower_ == "on" and prep.head.lower_ == "based")


def _trails(token: Token) -> bool:
    """Punctuation, a particle or a dash: what a phrase loses at its end."""
    return token.pos_ in ("PUNCT", "PART") or token.text in ("-", "–")


_QUESTION_OPENERS = frozenset({"Can", "Could", "Do", "Does", "Did", "Is", "Are", "Was", "Were", "Will", "Would", "Should", "Must", "Might"})


_GLOSS_MARKS = frozenset({"i.e.", "e.g.", "i.e", "e.g", "ie", "eg", "viz.", "cf."})


def trim_phrase(tokens: list[Token], lexicon: Lexicon) -> list[Token]:
    """Drop determiners, numbers, comparatives and praise from the edges: "the best accuracy" -> "accuracy".

    A word is dropped whole: "high" goes from "high accuracy", but not from
    "high-fidelity text manipulation", where it is part of one hyphenated word.
    """
    if len(tokens) > 1 and tokens[0].is_sent_start and tokens[0].text in _QUESTION_OPENERS:
        tokens = tokens[1:]  # "Can reinforcement learning with ... teach ...?": the question's verb, read as a noun
    # "single- and multi-concept erasure", "zero- and few-shot prompting": the suspended
    # first half is no contiguous phrase; the second one is
    if len(tokens) > 3 and tokens[1].text in ("-", "–") and tokens[1].whitespace_ and tokens[2].lower_ in ("and", "or"):
        tokens = tokens[3:]
    elif len(tokens) > 2 and len(tokens[0].text) > 1 and tokens[0].text[-1] in "-–" and tokens[1].lower_ in ("and", "or"):
        tokens = tokens[2:]
    if len(tokens) > 2 and tokens[0].i > 0 and is_graded_quality(tokens[0].doc[tokens[0].i - 1], tokens[0], lexicon):
        tokens = tokens[1:]  # "performs more informed speech recognition", the chunk opening after its adverb
    while True:  # praise as one hyphenated word may follow an article: "a state-of-the-art object detector"
        while len(tokens) > 1 and not tokens[0].whitespace_:
            n = 1
            while n < len(tokens) and not tokens[n - 1].whitespace_:
                n += 1  # the first white-space word
            if "".join(t.text for t in tokens[:n]).lower() not in lexicon.evaluative:
                break
            tokens = tokens[n:]  # "end-to-end latency", "state-of-the-art accuracy": praise as one hyphenated word
        size = len(tokens)
        while tokens and not _opens_hyphenated_word(tokens) and not _opens_dimensions(tokens) and not _qualifies_metric(tokens, lexicon) and not _opens_compound(tokens, lexicon) and (
            tokens[0].lower_ in lexicon.evaluative
            or (tokens[0].lower_ in lexicon.measure_change_words and tokens[0].tag_.startswith("VB"))  # "increasing activation coverage"
            # "accelerating video generation"; in a headline the tagger makes the verb a name ("Evaluating Hallucination Detection")
            or (tokens[0].lower_ in lexicon.effect_verbs and (tokens[0].tag_ == "VBG" or tokens[0].text[:1].isupper()))
            or (tokens[0].tag_ == "VBG" and tokens[0].lemma_.lower() in lexicon.result_words)  # "preserving accuracy"
            or (tokens[0].pos_ in ("DET", "PRON", "NUM", "PUNCT", "ADP", "CCONJ", "SCONJ", "PART", "ADV") and not _at_cutoff(tokens[0]))
            # "a baseline for future document-level classification": when the work is done, unless the future is what is
            # foreseen ("future frame prediction")
            or (tokens[0].lower_ in lexicon.time_of_work_words and len(tokens) > 1 and not any(t.lower_ in lexicon.foresight_heads for t in tokens))
            or tokens[0].tag_ in ("JJR", "RBR")  # a comparison, no part of a name: "earlier detection"
            or tokens[0].tag_ == "JJS"  # a superlative, as a comparison: "the greatest macro F1-score"
            or tokens[0].like_num
            or _MULTIPLIER.fullmatch(tokens[0].text) is not None  # "a 3.43x speedup"
            or tokens[0].lower_ == "times"  # "a 2-3 times speedup"
            or tokens[0].lower_ in _GLOSS_MARKS  # "image segmentation, i.e. pixel classification": the gloss's mark
            or LETTER.search(tokens[0].text) is None  # "≈20", "%", "-"
            or _unit_of_amount(tokens[0], lexicon)  # "23.56 dB PSNR": the amount's unit, no part of the measure
        ):
            if _grades_quality(tokens, lexicon):
                tokens = tokens[1:]  # "clinically relevant typing", "structurally defined prediction": the quality goes with its adverb
            tokens = tokens[1:]
        if len(tokens) == size or not tokens or tokens[0].whitespace_:
            break  # nothing dropped, or no hyphenated word opens what is left
    while tokens and _trails(tokens[-1]):
        tokens = tokens[:-1]
    for k, token in enumerate(tokens[:-1]):
        if (_VERB_FORM.search(token.lower_) and token.is_alpha and token.lower_ not in _NOUNS_LIKE_VERBS) or token.lower_ in lexicon.verb_only_words:
            # "Reward Auditor quantifies statistical significance", "codes minimize repair
            # bandwidth": a verb the tagger took for a noun ends the phrase before it
            return trim_phrase(tokens[k + 1 :], lexicon)
    if tokens and tokens[0].i > 1:
        dash, before = tokens[0].doc[tokens[0].i - 1], tokens[0].doc[tokens[0].i - 2]
        if dash.text in ("-", "–") and not dash.whitespace_ and not before.whitespace_:
            return []  # "natural language–based reasoning" cut after the dash: the rest of a word is no phrase
    for k, token in enumerate(tokens[:-1]):
        if token.tag_ == "POS" and k and (tokens[k - 1].tag_ in ("NN", "NNS") or is_name_like(tokens[k - 1].text)):
            return trim_phrase(tokens[k + 1 :], lexicon)  # "the model's reasoning generation": the possessor is no part of it
    return tokens


_DEGREE_ADVERBS = frozenset({"more", "less", "most", "least"})  # "performs more informed speech recognition"


def _grades_quality(tokens: list[Token], lexicon: Lexicon) -> bool:
    """The phrase opens with an adverb in "-ly", or one of degree, that grades the adjective or participle after it.

    "clinically relevant typing tasks", "a structurally defined unconditional
    prediction", "spatially inconsistent feature refinement": the adverb and
    its quality say how the thing is, as one word of praise does, and cutting
    the adverb alone leaves a quality that names no kind ("relevant typing").
    """
    return len(tokens) >= 3 and is_graded_quality(tokens[0], tokens[1], lexicon)


def is_graded_quality(adverb: Token, quality: Token, lexicon: Lexicon) -> bool:
    """``adverb`` grades ``quality``, the word right after it ("clinically relevant", "more informed")."""
    return (
        adverb.pos_ == "ADV"
        and (adverb.lower_.endswith("ly") or adverb.lower_ in _DEGREE_ADVERBS)
        and adverb.whitespace_ != ""
        # a participle of kind stays after an adverb in "-ly": "visually grounded reasoning" (``kind_participles``)
        and (
            quality.tag_ == "JJ"
            or (quality.tag_ == "VBN" and (adverb.lower_ in _DEGREE_ADVERBS or not quality.lower_.endswith(lexicon.kind_participles)))
        )
        and quality.is_lower
        and quality.whitespace_ != ""
        and adverb.head.i == quality.i
        and adverb.i + 1 == quality.i
    )


def _opens_compound(tokens: list[Token], lexicon: Lexicon) -> bool:
    """ "multiple object tracking", "multiple choice question answering", "single image super-resolution": a quantifier
    (``compound_quantifiers``) before a singular noun that modifies the head is part of a fixed compound."""
    return len(tokens) > 2 and tokens[0].lower_ in lexicon.compound_quantifiers and tokens[1].tag_ == "NN" and tokens[0].whitespace_ != ""


def _unit_of_amount(token: Token, lexicon: Lexicon) -> bool:
    """ "37.75 dB PSNR", "12 ms latency": a unit of measure right after a number belongs to the amount."""
    if token.i == 0 or token.lower_ not in lexicon.measure_units:
        return False
    before = token.doc[token.i - 1]
    # "5.2 percentage points accuracy": the unit of two words after the number
    return before.like_num or (before.lower_ == "percentage" and token.i > 1 and token.doc[token.i - 2].like_num)


_MULTIPLIER = re.compile(r"[~≈]?\d+(?:\.\d+)?[x×]")  # "3.43x", "10×": a factor, which the tagger reads as an adjective
_VERB_FORM = re.compile(r"..(?:ifies|ify|izes|ize)$")  # verbs by form: "quantifies", "minimize", "optimizes"
_NOUNS_LIKE_VERBS = frozenset({"sizes", "prizes", "seize", "seizes", "capsize"})


def _at_cutoff(token: Token) -> bool:
    """A measure at a cutoff ("Best@K", "Pass@1"), which the tagger often reads as a number."""
    return "@" in token.text and suffix_type(token.text) == "Metric"


def _qualifies_metric(tokens: list[Token], lexicon: Lexicon) -> bool:
    """ "robust accuracy", "clean accuracy": a qualifier that picks the measure, kept before a metric head."""
    return (
        len(tokens) > 1
        and tokens[0].lower_ in lexicon.metric_qualifiers
        and lexicon.head_type(tokens[-1].lower_) == "Metric"
    )


def _opens_hyphenated_word(tokens: list[Token]) -> bool:
    """The first token is the start of a hyphenated or slashed word ("high" in "high-fidelity", "Low" in "Low-light",
    "A" in "A/H recognition"); a number of bits is one too ("8-bit quantization": the precision names the technique)."""
    return (
        len(tokens) > 2
        and not tokens[0].whitespace_
        and tokens[1].text in ("-", "–", "/")
        and not tokens[1].whitespace_
        and (LETTER.search(tokens[0].text) is not None or (tokens[0].text.isdigit() and tokens[2].lower_ in ("bit", "bits")))
    )


_DIMENSIONS = re.compile(DIMENSIONS)


def _opens_dimensions(tokens: list[Token]) -> bool:
    """ "6DoF pose estimation", "6-DoF grasping": a count of dimensions or degrees of freedom opening a phrase
    says which kind of the thing it is (the tagger reads "6DoF" as a number, and a number would be dropped)."""
    n = 1
    while n < len(tokens) and not tokens[n - 1].whitespace_:
        n += 1  # the first white-space word
    return n < len(tokens) and _DIMENSIONS.fullmatch("".join(t.text for t in tokens[:n])) is not None


def _text(word: list[Token]) -> str:
    return "".join(t.text_with_ws for t in word).strip()


def type_term(tokens: list[Token], lexicon: Lexicon) -> tuple[str, list[Token]] | None:
    """Type of a noun phrase by its head noun, and the tokens that name it.

    Rules, each for a reason:
    * a list container after a typed modifier names the modifier:
      "personalization benchmarks", "complex problem-solving scenarios";
    * a container after a technique names the technique, as the guidelines
      want no trailing "framework": "hypothesis-testing framework";
    * metrics lose measurement words ("high latency" is latency) and need a
      modifier when the head alone is an ordinary word ("bug fix rate", not "rate");
    * plural methods and tasks are kinds, not entities ("existing methods");
    * a bare generic head is nothing ("approach", "generalization").
    """
    if tokens and tokens[-1].lower_.endswith("precision") and is_number_format([_text(w) for w in phrase_words(tokens)], lexicon):
        return None  # "half-precision (FP16) benchmarking", "in full precision": how numbers are kept, no measure
    tokens = trim_phrase(tokens, lexicon)
    if not tokens:
        return None
    words = phrase_words(tokens)
    if len(words) > MAX_TERM_WORDS:
        return None
    head = tokens[-1]
    head_word = _text(words[-1]).lower()
    head_lemma = head.lemma_.lower()
    if len(words) > 1 and (head_lemma in lexicon.list_heads or head_word in lexicon.list_heads):
        if len(words) >= 4 and _text(words[1]).lower() in ("and", "or") and words[0][-1].tag_ == "JJ":
            if len(words) == 4:
                return None  # "many scientific and engineering applications": two fields of use joined, no one name
            # "the best statistical and supervised learning methods": the adjective is a kind of its own, the rest one name
            rest = type_term([t for w in words[2:-1] for t in w], lexicon)
            return rest if rest and rest[0] in ("Task", "Method") else None
        inner = type_term([t for w in words[:-1] for t in w], lexicon)
        if inner and inner[0] in ("Task", "Method"):
            return inner
        return None  # "class-stratified synthetic error datasets": a measure names no collection, task or kind of method
    if _is_linked_compound(words[-1]):
        # "plug-and-play", "end-to-end": a compound of linked words is an adjective, not headed by its last part
        type_ = lexicon.head_type(head_word)
    else:
        type_ = lexicon.head_type(head_word) or lexicon.head_type(head.text) or lexicon.head_type(head_lemma)
    if type_ is None and head_word in lexicon.task_short_heads and head.text.isupper() and len(words) > 1 and all(
        _text(w)[:1].islower() for w in words[:-1]
    ):
        type_ = "Task"  # "multi-hop QA", "medical QA": question answering written short, after what it is about in lower case
    if type_ is None:
        return None
    if (
        len(words) > 1
        and head_lemma in lexicon.container_heads
        and is_name_like(_text(words[-2]))
        # "a Turbulence-Aware Decoder": a word that only says how the thing is names nothing without it
        and not (len(words) == 2 and is_modifier_compound(_text(words[-2]), lexicon))
    ):
        # "Rejection-F1 metric", "the MLUBench dataset": the kind word is not part of the name;
        # a modality is the data the thing works on ("a LiDAR encoder", "an EEG model"), no name
        if _MODEL_SIZE.fullmatch(_text(words[-2])):
            return None  # "for sub-72B models": a size, no name
        if _text(words[-2]) not in lexicon.not_names and _text(words[-2]) not in lexicon.modality_names:
            return type_ if type_ != "Model" else "Method", [t for w in words[:-1] for t in w]
        if len(words) < 3 or not any(_text(w).lower() not in lexicon.evaluative for w in words[:-2]):
            return None  # "costly LLM pipelines", "current AI systems": a kind of system, no name
        # "a role-based LLM framework": a kind word with modifiers of its own is
        # read as a phrase, an entity only as the paper's unnamed contribution.
    if len(words) > 1 and type_ == "Method" and (head_lemma in lexicon.container_heads or head_lemma == "protocol") and _text(words[-2]) in ("evaluation", "assessment"):
        return None  # "a systematic evaluation framework", "a unified evaluation protocol": how a study is run, no technique
    if len(words) > 1 and type_ == "Method" and head_lemma in lexicon.container_heads and head.lower_ == head_lemma:
        inner = type_term([t for w in words[:-1] for t in w], lexicon)
        if inner and inner[0] == "Method":
            return inner
    modifiers = [_text(w).lower() for w in words[:-1]]
    plural = head.tag_ in ("NNS", "NNPS") and head.lower_ != head_lemma
    if type_ == "Metric" and head_lemma in lexicon.container_heads:
        # "a running fairness measure", "a task-aligned metric": a description
        # of a measure; a named one ("Rejection-F1 metric") was kept above.
        return None
    if type_ == "Metric" and len(words) == 1 and len(words[0]) == 3 and words[0][1].text in ("-", "–"):
        if words[0][0].lower_ in lexicon.metric_never_modifier:
            return None  # "high-accuracy datasets", "low-fidelity data": a quality made an adjective
    if type_ == "Metric":
        named = [k for k in range(len(words) - 1) if _text(words[k])[:1].isupper()]
        if named:
            k = named[-1]
            j = k
            while j - 1 >= 0 and _text(words[j - 1])[:1].isupper():
                j -= 1
            if looks_like_model(" ".join(_text(w) for w in words[j : k + 1]), lexicon.model_families, lexicon.model_tiers):
                # "the published Whisper Base zero-shot WER": whose score it is, no part of the measure
                words = words[k + 1 :]
                modifiers = [_text(w).lower() for w in words[:-1]]
        if modifiers and modifiers[0] in lexicon.generic_plural_heads and _text(words[0]).upper() == _text(words[0]) and len(modifiers) == 1:
            # "improves VLM accuracy": the class of systems whose score it is, no part of the measure
            words = words[1:]
            modifiers = []
        averaged_error = len(modifiers) > 1 and modifiers[0] in ("mean", "average") and head_lemma == "error"
        while modifiers and modifiers[0] in lexicon.metric_never_modifier and not averaged_error:
            modifiers.pop(0)
            words = words[1:]
        # "mean relative error", "average absolute error": an error averaged is a measure named whole
        if any(m in lexicon.metric_never_modifier for m in modifiers[averaged_error:]):
            return None
        content = [m for m in modifiers if m not in lexicon.evaluative]
        if head_lemma == "size" and (not content or content[-1] not in lexicon.measured_sizes):
            return None  # "batch size", "dataset size", "kernel size": a setting; "model size" is what a system costs
        if is_setting_rate([_text(w) for w in words], lexicon):
            return None  # "the coding rate", "a learning rate": a setting; "success rate" is a measure
        needs_modifier = head_word in lexicon.metric_only_with_modifier or head_lemma in lexicon.metric_only_with_modifier
        if needs_modifier and (not content or (plural and head_lemma not in ("rate", "ratio") and not averaged_error)):
            return None  # "higher rates", "systematic errors"; "cache hit rates", "success rates" are measures
        if (head_word in lexicon.objective_heads or head_lemma in lexicon.objective_heads) and (
            len(content) >= 2 or (len(content) == 1 and content[0] not in lexicon.measured_loss_words)
        ):
            return "Method", [t for w in words for t in w]  # "normalized Hamming distance loss": a designed objective
        return "Metric", [t for w in words for t in w]
    content = [m for m in modifiers if m not in lexicon.evaluative]
    if plural:
        return None
    # A hyphenated head word is judged whole: "hypothesis-testing" is no bare "testing".
    generic = head_word in lexicon.generic_heads or ("-" not in head_word and head_lemma in lexicon.generic_heads)
    if generic and not [m for m in content if type_ != "Task" or m not in lexicon.manner_adjectives]:
        return None  # "complex decision-making" is a manner of a bare generic head
    if type_ in ("Benchmark", "Dataset", "Model"):
        return None  # "a large-scale dataset" without a name is no entity
    if type_ == "Method" and any(_MODEL_SIZE.fullmatch(m) for m in modifiers):
        return None  # "our 395M-parameter encoder", "a 7B decoder": a model described by its size, no technique
    if type_ == "Method" and head_word in lexicon.training_heads and is_training_scope(content, lexicon):
        return None  # "task-specific training", "model training": a step of the work, not a technique
    if type_ == "Method" and head_lemma in lexicon.container_heads and len(content) < 2:
        return None  # "a plug-in approach", "our framework": descriptions, not names
    if type_ == "Task" and head_lemma == "generation" and len(words) == 2 and _text(words[0]).lower() in lexicon.cohort_words:
        return None  # "the next generation of language models": a cohort, no generating of anything
    if type_ == "Task" and head_lemma in ("analysis", "evaluation", "identification") and (
        not is_analysed_thing(words[-2] if len(words) > 1 else None, lexicon)
        or any(c.dep_ == "poss" for c in head.children)
        or (len(words) == 2 and len(words[0]) >= 3 and use_compound_at(words[0][-2].doc, words[0][-2].i, lexicon) is not None)
    ):
        # "a comprehensive analysis", "error analysis", "reproducible evaluation", "early identification": a study
        # or a manner, not a problem ("speaker identification" says what is identified);
        # "PaperQuiz-style evaluation": a study run the way a benchmark runs it, the name the benchmark
        return None
    if type_ == "Task":
        # "precise extraction", "stable adaptation": how well, not which problem
        while len(words) > 1 and _text(words[0]).lower() in lexicon.manner_adjectives:
            words = words[1:]
            if len(words) > 2 and _text(words[0]).lower() in ("and", "or", ","):
                words = words[1:]  # "rapid and accurate glottis detection": the list of manners goes whole
        means = [
            k for k, w in enumerate(words[:-2])
            if len(w) >= 3 and use_compound_at(w[-2].doc, w[-2].i, lexicon) is not None
            and not any(v[0].text[:1].isupper() for v in words[:k])  # "Principal Axis-based ...": a name's words stay
        ]
        if means:
            # "3DGS-based novel view synthesis", "AI-Assisted English Reading Comprehension",
            # "masked autoencoding-based human pose estimation": the compound (with what
            # modifies it) says by what means; the task is the rest. One word left
            # keeps it ("tool-augmented reasoning" is no bare "reasoning").
            words = words[means[-1] + 1 :]
        words = words[_coordinated_qualities(words) :]
        tokens = [t for w in words for t in w]
    return type_, tokens


_DEMONSTRATIVES = frozenset({"this", "these", "such"})  # "that" is too often a complementizer the parser misreads as a determiner


def refers_back(head: Token) -> bool:
    """The phrase headed by ``head`` takes a demonstrative ("this disjointed modeling", "such approximations").

    It points back at something the text has described, in words of the
    moment, rather than naming a task or a technique.
    """
    return any(c.dep_ in ("det", "predet", "amod") and c.lower_ in _DEMONSTRATIVES and c.i < head.i for c in head.children)


_QUALITY_TAGS = frozenset({"JJ", "VBN"})  # "coordinated and proactive": a participle is a quality as an adjective is


def _coordinated_qualities(words: list[list[Token]]) -> int:
    """How many leading words are a list of adjectives ("faithful and interpretable", "rapid, accurate and ...").

    Qualities joined by a conjunction say how well a task is done, not
    which task: "interpretable and effective multimodal time-series
    classification" is "multimodal time-series classification". A lone
    adjective may say which task it is ("moving object detection"), so
    only a list is dropped.
    """
    k = 0
    seen_conjunction = False
    while k + 1 < len(words):
        word = words[k]
        if len(word) == 1 and word[0].tag_ in _QUALITY_TAGS:
            k += 1
            if seen_conjunction:
                break  # the list ends with the adjective after its conjunction
            continue
        if k and len(word) == 1 and word[0].lower_ in ("and", "or") and words[k + 1][0].tag_ in _QUALITY_TAGS:
            seen_conjunction = True
            k += 1
            continue
        if k and len(word) == 1 and word[0].lower_ == ",":
            k += 1
            continue
        break
    if not seen_conjunction or k >= len(words) or words[k - 1][0].tag_ not in _QUALITY_TAGS:
        return 0
    return k


_LINK_PARTS = frozenset({"and", "to", "of", "in", "the", "or", "for", "by", "on"})


def _is_linked_compound(word: list[Token]) -> bool:
    """A hyphenated word with a linking word inside ("plug-and-play", "state-of-the-art", "end-to-end")."""
    return len(word) >= 5 and any(t.lower_ in _LINK_PARTS for t in word[1:-1])


def is_analysed_thing(word: list[Token] | None, lexicon: Lexicon) -> bool:
    """The word before "analysis" is a noun saying what is analysed ("sentiment", "OCT"), not a kind of study."""
    if not word:
        return False
    last = word[-1]
    return last.tag_ in ("NN", "NNP", "NNS", "NNPS") and _text(word).lower() not in lexicon.analysis_of_study


# "7B", "395M-parameter", and a bound on a size: "sub-72B", "over-100B"
_MODEL_SIZE = re.compile(SIZE_BOUND + r"\d+(?:\.\d+)?\s?[kmbt](?:-?param(?:eter)?s?)?", re.IGNORECASE)


def is_training_scope(modifiers: list[str], lexicon: Lexicon) -> bool:
    """Modifiers of a training head that say what is trained, for what or in how many steps.

    "task-specific training", "domain-specific fine-tuning", "multi-stage
    training", "model training", "deep neural network training" describe a
    step of someone's work; a technique's modifiers say how it trains
    ("supervised fine-tuning", "critique training", "token-level supervised
    training").
    """
    if any(m.endswith(lexicon.training_scope_suffixes) for m in modifiers):
        return True
    return bool(modifiers) and modifiers[-1] in lexicon.training_scope_things


def is_single_plain_word(tokens: list[Token]) -> bool:
    """One white-space word with no hyphen in it ("classification", not "iteration-collapse").

    A word that only negates an activity is as generic: "non-coding" says
    what lies outside the task.
    """
    if len(tokens) == 1:
        return "-" not in tokens[0].text
    words = phrase_words(tokens)
    return len(words) == 1 and words[0][0].lower_ == "non"


def may_be_typed(tokens: list[Token], lexicon: Lexicon) -> bool:
    """A cheap necessary condition of :func:`type_term`: the phrase ends in a word it can type.

    :func:`type_term` types a phrase by its last token (after trailing
    punctuation) or the white-space word that token ends, and gives None for
    any other; most noun chunks end in neither, and this test, which looks at
    no other token, spares them the full rules. The rules run it on a doc's
    arrays (:meth:`_Parse.may_be_typed`); this reads one phrase's tokens.
    """
    if not tokens:
        return False
    return _Parse(tokens[0].doc).may_be_typed([t.i for t in tokens], lexicon.head_keys)


_ARROWS = frozenset({"→", "←", "⇒", "⇐", "↔", "⇔", "⟶", "⟵", "⟹", "->", "=>"})
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def known_data_lead(tokens: list[Token], lexicon: Lexicon, defined: frozenset[str] = frozenset()) -> int:
    """How many of a task phrase's first words name a known benchmark or dataset, or 0.

    "results on COCO object detection", "on KITTI depth estimation": the
    data the task is run on opens the phrase; it is no modifier of the
    task (as "3D" or "open-vocabulary" are) but a thing of its own, found
    by the gazetteer. A word must follow it, and a short form the text
    defines (``defined``) means what the text says.
    """
    doc = tokens[0].doc if tokens else None
    for n in range(min(3, len(tokens) - 1), 0, -1):
        first, last = tokens[0], tokens[n - 1]
        lead = doc[first.i : last.i + 1].text
        if last.whitespace_ and lead not in defined and lexicon.names_known_data(lead):
            return n
    return 0


def _pieces(chunk: Span) -> list[list[Token]]:
    """A noun chunk split at its coordination when each part has a noun of its own, and at numbers.

    "state determination, state reconstruction, and state augmentation" is
    three; "cross-modal causal and temporal reasoning" is one (the adjectives
    share the head); "robustness and cross-modal consistency" is two, since
    "robustness" is a noun by its suffix. A number starts a new piece: in "a
    composite metric balancing 60% regression accuracy" (one chunk to the
    parser) the phrase is what follows the number. The rules split a doc's
    chunks on its arrays (:meth:`_Parse.pieces`); this reads one chunk's tokens.
    """
    doc = chunk.doc
    return [[doc[i] for i in piece] for piece in _Parse(doc).pieces(chunk.start, chunk.end)]


_NP_DEPS = frozenset({"oprd", "nsubj", "dobj", "nsubjpass", "pcomp", "pobj", "dative", "appos", "attr", "ROOT"})
_NOMINAL_IDS = frozenset({NOUN_ID, PROPN_ID, PRON_ID})
_NOUN_IDS = frozenset({NOUN_ID, PROPN_ID})
_TRAILING_IDS = frozenset({PUNCT_ID, PART_ID})
_QUOTES_AND_BRACKETS = frozenset({"(", ")", '"', "“", "”", "'"})


class _Parse:
    """A parsed doc's tokens as plain lists, read once in C (``doc.to_array``).

    The term rules look at every token of every noun chunk; a Token object
    per look costs more than the rules. Tags and labels stay integers
    (compared with the ids of the few that matter), words are looked up only
    for the phrase heads, and Token objects are made only for the phrases
    that may be typed.
    """

    def __init__(self, doc: Doc, token_texts: TokenTexts | None = None):
        strings = self.strings = doc.vocab.strings
        self.texts, _, self.spaced = token_texts or doc_token_texts(doc)
        array = doc.to_array([POS, DEP, LEMMA, LOWER, HEAD])
        self.pos, self.dep, self.lemma_ids, self.lower_ids = (array[:, k].tolist() for k in range(4))
        # HEAD is an offset, negative to the left, in an unsigned array.
        self.head = (numpy.arange(len(array)) + array[:, 4].astype("int64")).tolist()
        self.np_deps = frozenset(strings.add(d) for d in _NP_DEPS)
        self.conj, self.cc = strings.add("conj"), strings.add("cc")
        self.listed_deps = frozenset({strings.add("pobj"), self.conj})  # where an example of a kind stands
        # Leftmost token of each subtree: a token's first (lowest) descendant
        # reaches its ancestors first, and climbing stops where one is set.
        left = list(range(len(self.head)))
        for j, a in enumerate(self.head):
            while a != j and left[a] > j:
                left[a] = j
                if self.head[a] == a:
                    break
                a = self.head[a]
        self.left = left

    def noun_chunks(self, join_hyphenated: bool = False) -> list[tuple[int, int]]:
        """(start, end) of spaCy's English noun chunks (``spacy.lang.en.syntax_iterators``), in the same order.

        With ``join_hyphenated``, a chunk that starts inside a hyphenated word
        gives way to the phrase around it (see below); otherwise the chunks are
        spaCy's own.
        """
        out = []
        prev_end = -1
        np_deps, conj, dep, head = self.np_deps, self.conj, self.dep, self.head
        spaced = self.spaced
        for i, pos in enumerate(self.pos):
            if pos not in _NOMINAL_IDS:
                continue
            if self.left[i] <= prev_end:
                # "unpaired image-to-image translation": the parser reads the "to" of a
                # hyphenated word as a preposition, and spaCy keeps the inner "image"
                # as the chunk; a chunk that starts inside a hyphenated word gives way
                # to the phrase around it.
                if (
                    join_hyphenated
                    and dep[i] in np_deps
                    and out
                    and self.left[i] < out[-1][0]
                    and out[-1][0] > 0
                    and not spaced[out[-1][0] - 1]
                ):
                    while out and out[-1][0] >= self.left[i]:
                        out.pop()
                    prev_end = i
                    out.append((self.left[i], i + 1))
                continue
            if dep[i] not in np_deps:
                if dep[i] != conj:
                    continue
                h = head[i]
                while dep[h] == conj and head[h] < h:
                    h = head[h]
                if dep[h] not in np_deps:
                    continue
            prev_end = i
            out.append((self.left[i], i + 1))
        return out

    def pieces(self, start: int, end: int) -> list[list[int]]:
        """:func:`_pieces` of the chunk ``start:end``, as token indices."""
        pieces: list[list[int]] = []
        current: list[int] = []
        for i in range(start, end):
            text = self.texts[i]
            if (self.dep[i] == self.cc or text in (",", ";")) and any(
                self.pos[k] in _NOUN_IDS or is_nominal_word(self.texts[k]) for k in current
            ):
                pieces.append(current)
                current = []
            elif text in (",", ";"):
                current = []
            elif text in _ARROWS:
                if current:
                    pieces.append(current)  # "a standard SFT → GRPO pipeline": a sequence of two things
                current = []
            elif current and i > 0 and self.spaced[i - 1] and _NUMBER.fullmatch(text):
                pieces.append(current)
                current = [i]
            else:
                current.append(i)
        if current:
            pieces.append(current)
        return pieces

    def may_be_typed(self, piece: list[int], keys: frozenset[str]) -> bool:
        """:func:`may_be_typed` of the piece's tokens."""
        k = len(piece) - 1
        while k >= 0 and (self.pos[piece[k]] in _TRAILING_IDS or self.texts[piece[k]] in ("-", "–")):
            k -= 1
        if k < 0:
            return False
        head = piece[k]
        word = self.strings[self.lower_ids[head]]
        if word in keys or self.strings[self.lemma_ids[head]].lower() in keys:
            return True
        j = k - 1
        while j >= 0 and not self.spaced[piece[j]]:
            word = self.strings[self.lower_ids[piece[j]]] + word
            if word in keys:
                return True
            j -= 1
        return False


_MODIFIER_ENDS = frozenset({"level", "wise", "based", "aware", "free", "scale"})


def _after_name(tokens: list[Token], k: int) -> bool:
    """The word before ``tokens[k]`` is a name ("KV-Lock", "KDRL" whatever its tag)."""
    j = k - 1
    while j and not tokens[j - 1].whitespace_:
        j -= 1
    return tokens[k - 1].tag_ == "NNP" or is_name_like("".join(t.text for t in tokens[j:k]))


def _opens_hyphened_adjective(tokens: list[Token], k: int) -> bool:
    """``tokens[k]`` opens a hyphened adjective ("reason-aware", "task-specific"), which a noun's compound never is."""
    return k + 2 < len(tokens) and not tokens[k].whitespace_ and tokens[k + 1].text == "-" and not tokens[k + 1].whitespace_ and tokens[k + 2].tag_ == "JJ"


def _clause_cut(tokens: list[Token], verbs: frozenset[str], compound_parts: frozenset[str]) -> list[Token] | None:
    """The phrase left of a chunk the tagger made of a clause, or None when there is none.

    A verb after "and" makes the chunk no phrase ("pretraining and lack
    principled adaptation", "risks and disrupt learning"); a plural noun before an adjective is a verb
    read as a noun, and the phrase is what follows it ("a structured
    ordering margin enforces hierarchical separation", as "Reward Auditor
    quantifies statistical significance", "CoVR-R studies reason-aware
    composed video retrieval", a hyphened adjective), and so is one of ``verbs`` after
    a name ("KV-Lock leverages diffusion hallucination detection"); a noun,
    an adverb and a participle are a clause too, and the phrase is what the
    participle acts on ("with font alone swinging accuracy"). Words
    inside a hyphenated word do not count ("multi-turn", "plug-and-play").
    """
    first = tokens[0]
    if first.tag_ in ("VBP", "VBZ") and first.whitespace_ and first.i > 0 and first.doc[first.i - 1].lower_ in ("and", "or"):
        return None  # "that pose serious safety risks and disrupt learning": the second verb of a clause, and its object
    for k, token in enumerate(tokens[1:-1], 1):
        if token.text in ("-", "–", "—") and token.whitespace_ and tokens[k - 1].whitespace_ and tokens[k + 1].lower_ not in compound_parts:
            # "We present STELLAR-E - a fully automated system": a hyphen with spaces about it is a dash,
            # which sets the description off from the name; the phrase is what follows it
            return _clause_cut(tokens[k + 1 :], verbs, compound_parts)
    for k, (a, b) in enumerate(zip(tokens, tokens[1:])):
        if a.lower_ in ("and", "or") and b.tag_ in ("VB", "VBP", "VBZ", "VBD") and b.whitespace_:
            return None
        if k and a.tag_ == "RB" and b.tag_ == "VBG" and tokens[k - 1].tag_ in ("NN", "NNS") and a.whitespace_ and b.whitespace_:
            # "with font alone swinging accuracy by 47 points": a noun, an adverb and a participle make a clause
            # the tagger read as one phrase; the phrase is what the participle acts on
            return _clause_cut(tokens[k + 2 :], verbs, compound_parts) if k + 2 < len(tokens) else None
        if a.tag_ == "NNS" and a.whitespace_ and (a.i == 0 or a.doc[a.i - 1].whitespace_) and (
            _opens_hyphened_adjective(tokens, k + 1)
            or (b.whitespace_ and (b.tag_ == "JJ" or (k and a.lemma_.lower() in verbs and a.lower_.endswith("s") and _after_name(tokens, k))))
        ):
            return _clause_cut(tokens[k + 1 :], verbs, compound_parts)
    return tokens


def _may_be_listed_measure(tokens: list[Token], lexicon: Lexicon) -> bool:
    """A phrase listed among examples of metrics that can be one ("faithfulness", "context precision").

    Not maths or a score ("(r=0.83)"), a name ("TruthfulQA"), the people who
    judge ("(human and LLM judges)"), or one word too short or too general
    to be a measure ("ours", "K"), cut from its phrase ("the number of
    parameters", "macro-F1").
    """
    if not all((t.pos_ in ("NOUN", "ADJ") and t.is_alpha and not is_name_like(t.text)) or t.text in ("-", "/") for t in tokens):
        return False
    last = tokens[-1].lemma_.lower()
    if tokens[-1].pos_ != "NOUN" or (len(tokens) > 2 and tokens[-2].text == "-" and tokens[-1].lower_ in _MODIFIER_ENDS):
        return False  # "metrics (pixel-level and image-level)": modifiers cut from their noun
    if last in lexicon.people_nouns or tokens[-1].lower_ in ("human", "humans", "ones") or tokens[-1].is_stop:
        return False
    if len(tokens) > 1:
        return True
    word, doc = tokens[0], tokens[0].doc
    if last in lexicon.generic_heads:
        return False
    cut = (word.i + 1 < len(doc) and (doc[word.i + 1].lower_ == "of" or (doc[word.i + 1].text == "-" and not word.whitespace_))) or (
        word.i > 0 and doc[word.i - 1].text == "-" and not doc[word.i - 1].whitespace_
    )
    return len(word) > 4 and not word.is_stop and not cut


def term_spans(
    doc: Doc,
    lexicon: Lexicon,
    headline: bool | None = None,
    token_texts: TokenTexts | None = None,
    defined: frozenset[str] = frozenset(),
) -> list[tuple[Span, str]]:
    """Noun phrases typed by their head noun (none without a dependency parse).

    ``defined`` holds the short forms the text defines, which mean what the
    text says they do ("Preterm birth (PTB) prediction" is no "PTB" benchmark).
    """
    found = []
    if not doc.has_annotation("DEP") or not len(doc):
        return found
    headline = is_title_cased(doc) if headline is None else headline
    parse = _Parse(doc, token_texts)
    keys = lexicon.head_keys
    reporting: dict[int, bool] = {}  # sentence start -> whether it reports results
    motivation_end: int | None = None  # where the paper first presents its own work (0: nowhere), read once when needed
    # only a doc with a plural noun of metrics can list examples of them: most have none
    metric_kinds = {parse.strings[w] for w in lexicon.metric_kind_words if w in parse.strings}
    lists_measures = bool(metric_kinds.intersection(parse.lemma_ids))
    for start, end in parse.noun_chunks(join_hyphenated=True):
        if headline and any(t.is_title and not is_acronym(t.text) for t in doc[start:end]):
            continue  # "Evaluating Peer Review Quality": a headline phrase, not a term
        for indices in parse.pieces(start, end):
            while len(indices) > 1 and (doc[indices[0]].tag_ == "LS" or parse.texts[indices[0]] in ("(", ")")):
                indices = indices[1:]  # "(1) a multi-scale wavelet coefficient alignment loss": a list marker is no part
            if not parse.may_be_typed(indices, keys):
                last = indices[-1]
                if is_named_means(doc, indices, parse, lexicon):
                    found.append((doc[indices[0] : last + 1], "Method"))
                    continue
                valued = parse.pos[last] in _NOUN_IDS and is_quality_of_value(doc, indices, parse.spaced, lexicon)
                if parse.pos[last] in _NOUN_IDS and (
                    valued
                    or is_changed_by_amount(doc, indices, parse.spaced, lexicon)
                    or is_measured_aspect(doc, indices, parse.spaced, lexicon)
                    or is_listed_with_measure(doc, indices, parse.spaced, lexicon)
                ):
                    measure = trim_phrase([doc[i] for i in indices], lexicon)
                    while valued and len(measure) > 2 and measure[0].lower_ in lexicon.metric_never_modifier:
                        measure = measure[1:]  # "a mean stabilization efficacy of 87.8%": the measure, as type_term reads one
                    if len(measure) > 1:
                        found.append((doc[measure[0].i : measure[-1].i + 1], "Metric"))
                    continue
                if lists_measures and parse.pos[last] in _NOUN_IDS and is_example_of_metrics([doc[i] for i in indices], lexicon):
                    example = trim_phrase([doc[i] for i in indices], lexicon)
                    if example and _may_be_listed_measure(example, lexicon):
                        found.append((doc[example[0].i : example[-1].i + 1], "Metric"))
                    continue
                if parse.pos[last] in _NOUN_IDS and parse.dep[last] in parse.listed_deps and is_example_of_tasks(doc[last], lexicon):
                    example = trim_phrase([doc[i] for i in indices], lexicon)
                    if (len(example) > 1 or is_one_word_task(example, lexicon)) and all(
                        t.pos_ in ("NOUN", "ADJ", "PROPN") or t.text == "-" for t in example
                    ):
                        found.append((doc[example[0].i : example[-1].i + 1], "Task"))
                    continue
                if parse.pos[last] in _NOUN_IDS and is_purpose_process([doc[i] for i in indices], lexicon):
                    task = trim_phrase([doc[i] for i in indices], lexicon)
                    if len(phrase_words(task)) > 1 and all(t.pos_ in ("NOUN", "ADJ", "PROPN") or t.text == "-" for t in task):
                        found.append((doc[task[0].i : task[-1].i + 1], "Task"))  # "a framework for adaptive strategy selection"
                continue
            if any(parse.texts[i] in _QUOTES_AND_BRACKETS or (("." in parse.texts[i] or ":" in parse.texts[i]) and doc[i].like_url) for i in indices):
                continue
            piece = _clause_cut([doc[i] for i in indices], lexicon.clause_verbs, lexicon.spaced_compound_parts)
            if not piece:
                continue
            typed = type_term(piece, lexicon)
            if typed and typed[0] == "Task" and (lead := known_data_lead(typed[1], lexicon, defined)):
                typed = ("Task", typed[1][lead:])  # "on COCO object detection": the benchmark, then the task
            if typed and typed[0] == "Task" and len(typed[1]) > 1 and is_example_of_techniques(typed[1][-1], lexicon):
                typed = ("Method", typed[1])
            elif typed and typed[0] == "Method" and len(typed[1]) > 1 and is_example_of_tasks(typed[1][-1], lexicon):
                typed = ("Task", typed[1])  # "agentic tasks, including web browsing and software engineering"
            if typed and typed[0] == "Task" and outcome_quality(typed[1], lexicon):
                typed = ("Task", typed[1][1:])  # "leading to inconsistent reasoning": how it turns out, no part of the task
            if typed and typed[0] == "Task" and is_single_plain_word(typed[1]) and not is_one_word_task(typed[1], lexicon):
                # "classification", "tracking": a task is a phrase with its
                # modifiers; one plain word is the generic activity, unless the
                # text lists it as a task ("tasks such as summarization").
                typed = None
            if typed and typed[0] == "Method" and is_purpose_of_method(typed[1], lexicon):
                typed = ("Task", typed[1])
            if typed and typed[0] == "Method" and typed[1][-1].lower_ in lexicon.scored_measure_heads and score_before(typed[1][0]):
                typed = ("Metric", typed[1])  # "achieves 73.9% average task reward": what the system earned
            if (
                typed
                and typed[0] == "Method"
                and is_described_process(typed[1])
                and not is_contributed_kind(piece, typed[1], lexicon)
                and typed[1][-1].lower_ not in lexicon.objective_heads  # "an adversarial loss": a designed objective
            ):
                typed = None
            if typed and typed[0] == "Task" and is_incidental(typed[1], lexicon):
                typed = None
            if typed and typed[0] == "Method" and is_description(typed[1], lexicon):
                typed = None
            if typed and typed[0] == "Task" and typed[1][-1].lower_ in lexicon.finding_heads and all(t.text[:1].isupper() for t in typed[1] if t.is_alpha):
                typed = None  # "a phenomenon we term Attention Logit Collapse": a named finding; "iteration-collapse" stays a problem
            if typed and typed[0] in ("Task", "Method") and refers_back(typed[1][-1]):
                typed = None  # "This disjointed modeling leads to ...": a phrase that points back names nothing new
            listed_measure = lists_measures and bool(typed) and is_example_of_metrics(typed[1], lexicon) and _may_be_listed_measure(typed[1], lexicon)
            if listed_measure:
                typed = ("Metric", typed[1])  # "metrics such as ... prompt alignment": whatever its head, a measure
            if typed and typed[0] == "Metric" and not listed_measure and made_property(typed[1], lexicon):
                typed = ("Method", typed[1])  # "we introduce a margin-aware logit calibration": a technique the paper makes
            if typed and typed[0] == "Metric" and not listed_measure and used_property(typed[1][-1], lexicon):
                typed = None  # "a strategy that leverages local spatial consistency": a property put to use, not measured
            if typed and typed[0] == "Metric" and not listed_measure and aimed_property(typed[1][-1], lexicon):
                typed = None  # "To improve simulation fidelity, ...", "a trade-off between depth and efficiency": aimed at, not measured
            if typed and typed[0] == "Metric" and not listed_measure:
                sent_start = sentence_start(doc, typed[1][0].i)
                if sent_start not in reporting:
                    reporting[sent_start] = reports_results(doc[sent_start : sentence_end(doc, sent_start)], lexicon)
                if not reporting[sent_start]:
                    typed = None  # a quality named in motivation or design, not measured
            if typed and typed[0] == "Metric" and not listed_measure and typed[1][-1].lower_ in lexicon.property_measure_heads:
                if motivation_end is None:
                    motivation_end = first_contribution_sentence(doc, lexicon) or 0
                if typed[1][-1].i < motivation_end:
                    typed = None  # "resulting in high computational cost" before "we propose": the field's problem
            if (
                typed
                and typed[0] == "Task"
                and not headline
                and len(typed[1]) > 1
                and all(t.text[:1].isupper() for t in typed[1] if t.is_alpha)
                and not (typed[1][0].i > 0 and doc[typed[1][0].i - 1].text == "(")  # "HOLa (Zero-Shot HOI Detection with ...)": a gloss
                and (
                    contribution_path(doc[typed[1][0].i : typed[1][-1].i + 1], lexicon) is not None
                    # "By synergizing ..., Situation-Aware Hierarchical Reasoning, ..., NaviMind ...": its system takes it in
                    or presented_by_own_system(doc[typed[1][0].i : typed[1][-1].i + 1], lexicon)
                )
            ):
                # "We also devise Series Refinement and Rank Calibration": capitals mid-sentence
                # after the paper's verb of contribution coin a technique, whatever problem the head names
                typed = ("Method", typed[1])
            if (
                typed
                and typed[0] == "Task"
                and len(typed[1]) > 1
                and is_said_to_be_technique(typed[1][-1], lexicon)
                and not is_described_process(typed[1])
                and not is_description(typed[1], lexicon)
            ):
                typed = ("Method", typed[1])  # "Visual token pruning is a practical acceleration strategy"
            if typed and typed[0] == "Task" and len(typed[1]) > 1 and is_proposed_process(typed[1], lexicon) and not is_description(typed[1], lexicon):
                typed = ("Method", typed[1])  # "we propose output vector editing, a ... weight edit": the paper's technique
            if typed:
                type_, tokens = typed
                if (
                    type_ == "Method"
                    and len(tokens) > 2
                    and tokens[-1].lemma_.lower() in lexicon.container_heads
                    and tokens[-2].whitespace_
                    and tokens[-2].tag_ in ("NN", "NNS")
                    and not any(t.text[:1].isupper() for t in tokens)
                    and lexicon.head_type(tokens[-2].lower_) != "Task"
                    and (lexicon.head_type(tokens[-2].lower_) == "Method" or tokens[-2].lower_.endswith(PROCESS_ENDINGS))
                ):
                    # "a full-codebook random masking strategy" is "full-codebook random
                    # masking": the guidelines keep no trailing kind word in a span. What
                    # an adjective ends ("a feed-forward neural network"), a Title Case
                    # name ("Gaussian Anomaly Generator") and a task ("an accident
                    # anticipation framework" is no technique "accident anticipation")
                    # keep their kind word, and so does a thing that names no process
                    # ("a learnable side network" is no technique "learnable side").
                    tokens = tokens[:-1]
                span = doc[tokens[0].i : tokens[-1].i + 1]
                if span.text.count("(") != span.text.count(")"):
                    continue  # "MLLM)-as-a-Judge": a phrase across a bracket is no term
                found.append((span, type_))
    return found
