"""Roles of typed phrases: what a phrase does in its sentence decides whether it is kept.

A phrase typed by its head noun (:mod:`kg.extract.terms`) may only describe
how something is done ("iterative training"), be what a method is for
("a method for texture filtering" names the task), be a means or
circumstance rather than a problem ("via semantic alignment"), or describe a
system instead of naming it ("the frozen base model"). These predicates read
that role from the parse; :func:`kg.extract.terms.term_spans` applies them.

Every function here is pure: tokens of a parsed Doc and the lexicon in, a truth value out.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.document import phrase_words, starts_sentence
from kg.extract.names import is_name_like
from kg.extract.lexicon import Lexicon
from kg.extract.syntax import (
    contribution_path,
    describes_another,
    first_conjunct,
    listed_as_innovation,
    presented_by_own_system,
    subject_is_paper,
)


PROCESS_ENDINGS = ("ing", "tion", "sion", "ment", "ence", "ance")  # "masking", "augmentation", "alignment", "inference"
#: The endings of a process noun that names no quality ("serving", "allocation", "enhancement"):
#: "-ence" and "-ance" name qualities as often ("robust performance", "spatial intelligence").
PROCESS_NOUN_ENDINGS = PROCESS_ENDINGS[:4]


_DESCRIPTIVE_TAGS = frozenset({"JJ", "JJR", "JJS", "VBN", "VBG", "VBD"})


def is_purpose_of_method(tokens: list[Token], lexicon: Lexicon) -> bool:
    """ "a generative method for texture filtering": a process a method is "for" is the problem it solves.

    A phrase typed a technique by a process head in "-ing" ("filtering",
    "denoising") that is what a method, framework or model is for names the
    task; the known techniques of this shape are in the gazetteer, which
    matches first.
    """
    head = tokens[-1]
    if len(phrase_words(tokens)) < 2 or not head.lower_.endswith("ing"):
        return False
    return is_for(first_conjunct(head, 8), lexicon.description_heads)


def is_purpose_process(tokens: list[Token], lexicon: Lexicon) -> bool:
    """ "a simulation-guided framework for adaptive programmatic strategy selection": a process a method is for, whatever its head.

    A phrase of two words or more headed by a process noun ("-ing", "-tion",
    "-sion", "-ment": "selection", "trading", "mapping") that the lexicon
    gives no type is the problem a framework, method or model is "for", as
    a typed head is (:func:`is_purpose_of_method`). A quality ("-ence",
    "-ance": "a model for robust performance") is no such process, and what
    a part is for is its function in the system ("a module for feature
    selection", as :func:`is_incidental` reads it). Nor is a word of that
    form that names a field, a faculty, a technique or a thing ("for
    temporal modeling", "for scene representation", "for multi-sensor
    fusion": ``not_process_nominals``, ``thing_nouns_like_processes``).
    """
    head = tokens[-1]
    if len(phrase_words(tokens)) < 2 or head.tag_ != "NN" or not names_process(head.lower_, lexicon):
        return False
    node = first_conjunct(head, 8)
    return is_for(node, lexicon.description_heads, lexicon.means_verbs) and not is_for(node, lexicon.part_nouns)


def names_process(word: str, lexicon: Lexicon) -> bool:
    """A lower-case ``word`` is a process by its form ("mixing", "selection", "partitioning"), not a field or a thing in that form."""
    return word.endswith(PROCESS_NOUN_ENDINGS) and word not in lexicon.not_process_nominals and word not in lexicon.thing_nouns_like_processes


def is_for(node: Token, nouns: frozenset[str], verbs: frozenset[str] = frozenset()) -> bool:
    """``node`` is what a noun of ``nouns`` is "for": "a method for X", "a stage for X"; with ``verbs``,
    what such a thing is used for too: "automated systems have been widely adopted ... for essay scoring",
    "we apply the model for X" (the verb's object or passive subject being of ``nouns``)."""
    prep = node.head
    if node.dep_ != "pobj" or prep.lower_ != "for":
        return False
    head = prep.head
    if head.pos_ == "NOUN":
        return head.lemma_.lower() in nouns
    return (
        head.pos_ == "VERB"
        and head.lemma_.lower() in verbs
        and any(c.dep_ in ("nsubjpass", "dobj") and c.pos_ == "NOUN" and c.lemma_.lower() in nouns for c in head.children)
    )


def is_described_process(tokens: list[Token]) -> bool:
    """An adjective or participle before a method noun: "iterative training", "structured search".

    Such a phrase describes how something is done rather than naming a
    technique; the established names of this shape ("contrastive learning",
    "speculative decoding") are in the gazetteer, which matches before the
    noun-phrase rule. A noun modifier ("reinforcement learning") or a longer
    phrase ("token-level supervised training") is kept, and so is an
    adjective made from a name ("Jacobian regularization").
    """
    words = phrase_words(tokens)
    if len(words) != 2 or len(words[0]) != 1 or words[0][0].tag_ not in _DESCRIPTIVE_TAGS:
        return False
    first = words[0][0]
    return not _is_proper_adjective(first)


_PROPER_ADJECTIVE_ENDINGS = ("ian", "ean")


def _is_proper_adjective(token: Token) -> bool:
    """ "Jacobian", "Laplacian", "Euclidean": an adjective made from a name, capitalised mid-sentence.

    Before a method noun it names the technique after whom it is called
    ("Jacobian regularization"); at a sentence's start every word is capitalised.
    """
    text = token.text
    return (
        text[:1].isupper()
        and text[1:].islower()
        and token.lower_.endswith(_PROPER_ADJECTIVE_ENDINGS)
        and not starts_sentence(token.doc, token.i)
    )


def is_contributed_kind(piece: list[Token], tokens: list[Token], lexicon: Lexicon) -> bool:
    """ "We also introduce a novel iterative sampling scheme": a described process the paper introduces as a kind of thing.

    ``tokens`` is what :func:`type_term` kept of ``piece``, a phrase that
    ended in a kind word ("scheme", "strategy", "module"). Described that
    way in the object of a contribution verb whose subject is the paper, it
    is the paper's own technique, though "iterative sampling" alone only
    describes how something is done; so it is where the system the paper
    presents is the subject ("Tandem introduces a cost-aware termination
    mechanism"). Beside a name ("FLEXITOKENS, a
    simplified training objective") it says what the name is.
    """
    kind = piece[-1]
    if kind.i == tokens[-1].i or kind.lemma_.lower() not in lexicon.description_heads:
        return False
    span = kind.doc[piece[0].i : kind.i + 1]
    return not describes_another(span) and (contribution_path(span, lexicon) is not None or presented_by_own_system(span, lexicon))


_RELATIONAL_ENDINGS = ("al", "ic", "ar", "ary", "ive")  # "spatial", "semantic", "modular", "generative": which kind, not how good


def outcome_quality(tokens: list[Token], lexicon: Lexicon) -> bool:
    """The phrase is an outcome a cause brings about, opened by a word of its quality.

    "leading to inconsistent reasoning", "results in fragmented
    segmentation", "lead to interpretable age estimation": after a verb of
    outcome (``outcome_verbs``) an adjective or participle in lower case
    says how the process turns out, not which one it is, and is no part of
    a task; an adjective of relation says which kind ("catastrophic
    forgetting", "negative transfer", "spatial reasoning" stay whole).
    """
    if len(tokens) < 2:
        return False
    first = tokens[0]
    if first.tag_ not in ("JJ", "VBN") or not first.is_lower or not first.is_alpha or not first.whitespace_:
        return False
    if first.lower_.endswith(_RELATIONAL_ENDINGS):
        return False
    node = first_conjunct(tokens[-1], 8)
    head = node.head
    if node.dep_ == "pobj" and head.dep_ == "prep" and head.head.pos_ == "VERB":  # "results in X" may be the noun's results
        return f"{head.head.lemma_.lower()} {head.lower_}" in lexicon.outcome_verbs
    return node.dep_ == "dobj" and head.pos_ == "VERB" and head.lemma_.lower() in lexicon.outcome_verbs


def is_incidental(tokens: list[Token], lexicon: Lexicon) -> bool:
    """The phrase (or the list it is part of) is a means, a circumstance or a step, not a problem addressed.

    A task is what a paper works on: "for X", "on X", "X remains
    challenging". What a thing is done through, with or during ("via
    semantic alignment", "without pose refinement", "during action
    generation"), what something is "of" ("the implementation of
    constraint generation"), and what a system combines, uses or exhibits
    ("combines data synthesis with ...", "exhibits severe rating
    compression") is part of how the work is done. "the task of X" and
    "struggle with X" still name the problem (``task_prep_heads``).
    """
    if any(c.dep_ == "poss" and c.lower_ == "our" for c in tokens[-1].children):
        return True  # "The SIRS variant (our primary recommendation)", "our analysis": the paper's own act, no problem
    node = first_conjunct(tokens[-1], 8)
    head = node.head
    if node.dep_ == "pobj":
        if is_for(node, lexicon.part_nouns):
            return True  # "an initial stage for global structural synthesis": a part's function
        if head.lower_ == "on" and head.head.lower_ in lexicon.means_on_verbs:
            return True  # "relying on slow multi-step video generation": what something is built from
        if head.lower_ not in lexicon.task_never_preps:
            return False
        return not (head.dep_ == "prep" and head.head.lemma_.lower() in lexicon.task_prep_heads)
    if node.dep_ == "dobj" and head.pos_ == "VERB":
        # "a framework that enables text-based control": a capability claimed, no problem addressed
        return head.lemma_.lower() in lexicon.task_never_verbs | lexicon.capability_verbs
    if (
        node.dep_ == "nsubj"
        and head.lemma_.lower() in lexicon.reporting_verbs
        and (node.lower_ in lexicon.evaluation_words or node.lower_ == "analysis")
    ):
        return True  # "Explainability analysis confirms ...", "cross-domain evaluation ... confirms": the paper's study reporting
    return False


def is_description(tokens: list[Token], lexicon: Lexicon) -> bool:
    """A phrase headed by a kind word that describes a system instead of naming it.

    "a multi-expert world reasoning framework", "the frozen base model", "an
    identity replacement objective": such a phrase is an entity only as the
    paper's own unnamed contribution, in the object of a contribution verb
    whose subject is the paper ("we propose a sparse voxel-space diffusion
    framework", "A hybrid digital twin framework is presented") or the
    system it presents ("Tandem introduces a cost-aware termination
    mechanism"). Beside a
    name ("CoWorld-VLA, a ... framework", "SOAP is a post-hoc suppression
    method", "an agentic research system, Iteris, designed for ...") it says what the name is, and elsewhere it describes a part
    or someone else's system.
    """
    head = tokens[-1]
    if head.lemma_.lower() not in lexicon.description_heads and head.lower_ not in lexicon.description_heads:
        return False
    span = head.doc[tokens[0].i : head.i + 1]
    if listed_as_innovation(span, lexicon):
        return False  # "two key technical innovations: (1) a full-codebook random masking strategy"
    if describes_another(span) or _name_set_after(head):
        return True
    # "Tandem introduces a cost-aware termination mechanism": the presented system's own part
    return contribution_path(span, lexicon) is None and not presented_by_own_system(span, lexicon)


_APPOSED_NAME_ENDS = frozenset({",", "(", ".", ";", ":", "which", "that", "to", "for", "and", "designed", "built", "based"})


def _name_set_after(head: Token) -> bool:
    """ "we introduce an agentic research system, Iteris, designed for ...": a name set off right after the kind word is what the phrase describes."""
    doc = head.doc
    if head.i + 2 >= len(doc) or doc[head.i + 1].text != ",":
        return False
    end = head.i + 3
    while end < len(doc) and not doc[end - 1].whitespace_ and doc[end].text not in (",", "(", ".", ";", ":"):
        end += 1  # the name's tokens, joined without spaces ("CoWorld-VLA")
    name = doc[head.i + 2 : end]
    # a coined form, or one capitalised word the tagger reads as a name ("Iteris")
    named = is_name_like(name.text) or (len(name) == 1 and name[0].pos_ == "PROPN" and name.text[:1].isupper())
    return named and end < len(doc) and doc[end].lower_ in _APPOSED_NAME_ENDS


def is_proposed_process(tokens: list[Token], lexicon: Lexicon) -> bool:
    """ "we propose output vector editing, a constrained-optimization weight edit": a process the paper puts forward is its technique.

    The phrase is the direct object (or a listed one) of a verb of
    ``technique_proposing_verbs`` whose subject is the paper; a problem it
    proposes is introduced as one ("we propose a new task, ...": the
    appositive says so, and the phrase is then no object of the verb), and
    so is one put forward "as" something ("We propose image segmentation as
    a visual diagnostic testbed"); a known name keeps its type.
    """
    node = first_conjunct(tokens[-1])
    verb = node.head
    return (
        node.dep_ == "dobj"
        and verb.pos_ == "VERB"
        and verb.lemma_.lower() in lexicon.technique_proposing_verbs
        and subject_is_paper(verb)
        # "we present HyperDocRED, a ... benchmark for ... hypergraph extraction": the parser's second object
        and not any(c.dep_ == "dobj" and c.i < node.i for c in verb.children)
        # "We propose image segmentation as a visual diagnostic testbed": put forward in a role, not as a technique
        and not any(c.dep_ == "prep" and c.lower_ == "as" for c in verb.children)
        and tokens[0].doc[tokens[0].i : tokens[-1].i + 1].text.lower() not in lexicon.known_forms  # a known problem or technique, applied
    )
