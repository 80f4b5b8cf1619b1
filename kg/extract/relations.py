"""Relations between a paper and the entities it mentions, read from syntax.

Each rule says why it exists:

* ``proposes`` / ``introduces``: a named entity in the object of a
  contribution verb whose subject is the paper ("we propose X", "this paper
  introduces X, a benchmark"), named by a naming verb ("a defense, dubbed
  X"), released through a link ("we release a [benchmark](URL)"), or
  named by the title ("X: A Framework for ...").
* ``evaluatesOn``: a benchmark or dataset in a sentence about experiments,
  or the object of "on"/"across" there.
* ``comparesWith``: a method or model in the object of a comparison verb
  ("outperforms ... including X") or after "than"/"over"/"against"/"compared to".
* ``uses``: a method, model, dataset or metric in the object of a use verb
  ("using X", "we apply X", "based on X").
* ``addresses``: every task the paper names.

Pure functions: a Doc and the entity candidates in, relation labels out.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from spacy.tokens import Doc, Span, Token

from kg.extract.acronyms import Abbreviation
from kg.extract.definition_types import is_coined_long_form, opens_title_definition, short_form_after, word_parts
from kg.extract.document import Candidate, doc_text, indefinite_before, short_form_uses
from kg.extract.lexicon import Lexicon
from kg.extract.name_spans import is_title_cased, names_a_part, use_compound_at
from kg.extract.name_forms import known_type
from kg.extract.own_phrase import (
    defined_before,
    is_apposed_to_kind,
    is_apposed_to_new,
    is_called_ours,
    is_called_proposed,
    is_claimed_first,
    is_introduced_as_new,
    is_listed_as_new,
    is_paired_title_name,
    new_kind_before,
    paper_speaks,
)
from kg.extract.name_types import apposed_noun_type, is_title_name, LIST_WORDS, modified_noun, stands_alone_before
from kg.extract.names import is_acronym, is_name_like
from kg.extract.term_roles import is_proposed_process, PROCESS_ENDINGS
from kg.extract.syntax import (
    contribution_path,
    first_conjunct,
    follows_earlier_work_word,
    is_ours,
    listed_as_innovation,
    named_after_verb,
    named_as_ours,
    opens_list_item,
    part_of_presented,
    rival_or_example_between,
    sentence_of,
    sentence_start,
    subject_is_paper,
)

NAMED_RULES = frozenset({"acronym", "name", "name-typed", "url-name", "emphasis"})
# A paper proposes techniques, models, benchmarks and datasets, and also
# named metrics ("we formalize a composite metric, Normalized Time Per Output
# Token (NTPOT)"); tasks and repositories are what it addresses or links,
# unless it introduces the task itself (:func:`is_introduced_task`).
CONTRIBUTION_TYPES = frozenset({"Method", "Model", "Benchmark", "Dataset", "Metric"})
# "we introduce the task of X", "we propose a new task called X", "we define the novel problem of X"
_TASK_INTRODUCED_BEFORE = re.compile(
    r"\b(?:introduce|propose|define|formulate|formalize|formalise|pose)[sd]?\s+(?:a|an|the)\s+(?:new\s+|novel\s+)?"
    r"(?:task|problem)\s+(?:of|called|named|termed|dubbed)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


def is_introduced_task(doc: Doc, cand: Candidate) -> bool:
    """A task the paper introduces as one: "we introduce the task of applicability condition extraction"."""
    if cand.type != "Task":
        return False
    text = doc_text(doc)
    return _TASK_INTRODUCED_BEFORE.search(text, max(0, cand.start - 80), cand.start) is not None


def _span(doc: Doc, cand: Candidate) -> Span | None:
    return doc.char_span(cand.start, cand.end, alignment_mode="expand")


def _names_a_kind(span: Span, lexicon: Lexicon) -> bool:
    """A term written as the name of a proposed thing: "a hybrid digital twin framework" (the term is what the framework is).

    A bare term ("reinforcement learning", "code generation") is a field the
    paper works in; followed by a container word ("framework", "method",
    "model") it is the name the paper gives its own system. One content
    word is too little to name anything ("a graph framework").
    """
    doc = span.doc
    if len(span) < 2:
        return False
    if len(span) >= 3 and span[-1].lemma_.lower() in lexicon.container_heads:
        return True  # the term kept its container word: "hybrid digital twin framework"
    if len(span) >= 3 and span[-1].lower_ in lexicon.objective_heads:
        return True  # a designed objective: "we propose a sensor-aware noise modeling loss", "a smooth length penalty"
    if span.end >= len(doc):
        return False
    after = doc[span.end]
    return after.lemma_.lower() in lexicon.container_heads and after.i == span.root.head.i


def is_coined_term(span: Span, lexicon: Lexicon) -> bool:
    """A term written as a name, in running text.

    "We further introduce Spatially Gated Attention to modulate ...": the
    capitals mid-sentence make the phrase the paper's coinage, not the field
    "gated attention". "We propose MVIG attack, a novel ... framework": a
    name-like first word that is neither known nor a kind ("LLM") coins the
    phrase too. A phrase at the start of its sentence, or in a headline, is
    capitalised by position, not as a name.
    """
    if span.start == sentence_start(span.doc, span.start) or is_title_cased(span.doc):
        return False
    words = [t for t in span if t.is_alpha]
    if len(words) >= 2 and all(t.text[:1].isupper() for t in words):
        return True
    # "we propose MVIG attack, a novel ... framework": a coined acronym as the first word names the thing
    first = span[0]
    return (
        len(span) >= 2
        and first.whitespace_ != ""
        and is_name_like(first.text)
        and first.text not in lexicon.not_names
        and first.lower_ not in lexicon.known_forms
    )


def is_bare_term_set_off_as_kind(span: Span, lexicon: Lexicon) -> bool:
    """A phrase with no article, set off by a comma before "a ..." or "an ..." that ends in a technique's kind noun.

    "we propose annotation-anchored training, a principled method that ...":
    written without an article, like a name, and said to be a method, the
    phrase is the name the paper gives its technique, in lower case; "we
    propose a ... training scheme, a method that ..." describes one.
    """
    doc = span.doc
    if span.start == 0 or doc[span.start - 1].pos_ in ("DET", "PRON") or doc[span.start - 1].tag_ == "PRP$":
        return False
    if span.end + 2 >= len(doc) or doc[span.end].text != "," or doc[span.end + 1].lower_ not in ("a", "an"):
        return False
    return apposed_noun_type(span, lexicon) == "Method"


def is_bare_proposed_process(span: Span, lexicon: Lexicon) -> bool:
    """ "We propose output vector editing, a constrained-optimization weight edit ...": a process with no article, not a known
    technique, that the paper proposes, presents or designs (:func:`is_proposed_process`) is the name it gives its technique.

    With an article it describes one ("we propose a novel training scheme");
    a known technique is one the paper applies ("we design curriculum
    learning for ...").
    """
    if len(span) < 2 or any(c.dep_ in ("det", "poss") for c in span.root.children):
        return False
    return span[-1].lower_.endswith(PROCESS_ENDINGS) and is_proposed_process(list(span), lexicon)


def is_described_contribution(doc: Doc, cand: Candidate, lexicon: Lexicon) -> str | None:
    """The cue that makes a technique term the contribution of a paper that gives its system no name.

    "A hybrid digital twin framework is presented for bridge condition
    monitoring": the paper's own system, named by the term before its
    container word, in the object of a contribution verb. The caller asks
    only when no name in the text is a contribution, as a paper that names
    its system ("we propose TeMuDance ... we design a dual-stream fine-tuning
    strategy") makes the name its contribution and the terms its parts.
    """
    if cand.rule != "term" or cand.type != "Method":
        return None
    span = _span(doc, cand)
    if span is None or not _names_a_kind(span, lexicon):
        return None
    cue = contribution_path(span, lexicon)
    return f"{cue}, a described system" if cue else None


def compound_use(span: Span, lexicon: Lexicon) -> str | None:
    """The word after the hyphen when the name opens a compound of use ("ResNet-based", "SAM2-guided"), or None."""
    word = use_compound_at(span.doc, span.end, lexicon)
    return word.text if word is not None else None


def is_kind_of_known(span: Span, lexicon: Lexicon) -> bool:
    """ "we propose a novel FL framework", "a new MIL algorithm": a known short form before the kind word of an unnamed new thing.

    After "a" or "an" (and adjectives), a short form that the text defined
    earlier ("federated learning (FL) ... a novel FL framework") or that the
    gazetteer knows ("a novel ODE solver") says what the new thing is a
    kind of; the paper's own name would be coined ("a HiCA-VQA method").
    """
    doc = span.doc
    if len(span) != 1 or not is_acronym(span.text.rstrip("s")) or span.end >= len(doc):
        return False
    kind = doc[span.end]
    if kind.lower_ not in lexicon.container_heads:
        return False
    i = span.start - 1
    while i >= 0 and span.start - i <= 8 and (
        doc[i].pos_ == "ADJ"
        or doc[i].tag_ in ("VBN", "HYPH")  # "a context-augmented CDA method"
        or doc[i].pos_ == "NOUN"  # the tagger's "lightweight"
        or (doc[i].text == "," and i > 0 and doc[i - 1].pos_ in ("ADJ", "NOUN"))
        or (doc[i].lower_ in ("yet", "and", "but") and i > 0 and doc[i - 1].pos_ == "ADJ")  # "a simple yet effective"
    ):
        i -= 1  # "a lightweight, distilled VLA model"
    if i < 0 or doc[i].lower_ not in ("a", "an"):
        return False
    short = span.text.rstrip("s")
    return short.lower() in lexicon.known_forms or defined_before(short, span)


def is_contribution(doc: Doc, cand: Candidate, lexicon: Lexicon) -> str | None:
    """The cue that makes ``cand`` the paper's own contribution, or None."""
    if is_introduced_task(doc, cand):
        return "introduced as a task ('we introduce the task of X')"
    if cand.type not in CONTRIBUTION_TYPES:
        return None
    span = _span(doc, cand)
    if span is None:
        return None
    if compound_use(span, lexicon):
        # "we propose a SAM2-guided segmentation framework": the framework is new, SAM2 is used.
        return None
    if is_kind_of_known(span, lexicon):
        return None
    noun = modified_noun(span)
    if (
        noun is not None
        and noun.tag_ == "NNS"
        and noun.lemma_.lower() in lexicon.container_heads
        and not noun.text[:1].isupper()  # "Higher Gauge Flow Models": the capital makes it part of the name
        # "Domain Mix and Patch Style Transfer modules", "DevEval (...) and TraceEval (...) benchmarks": a list
        and stands_alone_before(span, noun, LIST_WORDS | {"("})
    ):
        # "benchmarking representative DiffDA methods": one name before plural kind
        # words names a family of others' systems, not the paper's one; a list
        # ("DevEval (...) and TraceEval (...) benchmarks") names each of its own.
        return None
    if cand.rule not in NAMED_RULES and not is_coined_term(span, lexicon):
        if is_called_proposed(span):
            return "called the paper's own ('the proposed X')"
        if is_bare_term_set_off_as_kind(span, lexicon):
            cue = contribution_path(span, lexicon)
            if cue:
                return f"{cue}, a bare term set off as its kind"
        if is_bare_proposed_process(span, lexicon):
            return f"object of '{first_conjunct(span.root).head.text}', a bare process the paper puts forward"
        return listed_as_innovation(span, lexicon)
    if cand.rule == "url-name":
        sentence = sentence_of(span)
        if any(t.lemma_.lower() in lexicon.contribution_verbs for t in sentence if t.i < span.start) and any(
            t.lower_ == "we" for t in sentence
        ):
            return "released through a link"
        return None
    if is_title_name(span):
        return "named in the title ('Name: subtitle')"
    if is_paired_title_name(span):
        return "named in the title beside another ('A and B: subtitle')"
    if is_introduced_as_new(span, lexicon):
        return "introduced as new ('a new X')"
    if is_listed_as_new(span):
        return "listed after new things of its kind ('new datasets: X')"
    if is_called_proposed(span):
        return "called the paper's own ('the proposed X')"
    if is_called_ours(span, lexicon):
        return "called the paper's own ('our X framework')"
    if is_claimed_first(span, lexicon):
        return "claimed as the first of its kind ('X is the first ...')"
    if found := listed_as_innovation(span, lexicon):
        return found
    return (
        contribution_path(span, lexicon)
        or named_after_verb(span, lexicon)
        or named_as_ours(span, lexicon)
        or (part_of_presented(span, lexicon) if cand.type != "Model" else None)
        or ("set beside a new thing ('X, a new Y')" if is_apposed_to_new(span) else None)
        or ("first met beside its kind ('X, a Y')" if is_apposed_to_kind(span, lexicon) else None)
    )


_ORDINALS = frozenset({"first", "second", "third", "fourth", "finally", "firstly", "secondly", "thirdly", "lastly"})


def _system_presents(verb: Token, proposed: set[str], lexicon: Lexicon) -> bool:
    """ "Level 1 introduces the Reverse Surprise Index (RSI)", "YoCausal introduces ...": the paper's system, or a part of it, presents something.

    In the present tense, with a subject the paper has proposed or a word
    for a part of a system (``part_nouns``, ``component_nouns``), once the
    paper has proposed something; "LLaDA2.1 introduced ..." is another's
    work.
    """
    if not proposed or verb.tag_ not in ("VBZ", "VBP"):
        return False
    for _ in range(4):
        if verb.dep_ != "conj" or verb.head.i == verb.i or any(c.dep_ == "nsubj" for c in verb.children):
            break
        # "CRPO constructs ..., trains ..., and introduces a ... Reward (CRR)": the subject is shared
        # (the tagger may read a verb of the list as a plural noun, "trains")
        verb = verb.head
    return any(
        c.dep_ == "nsubj"
        and (
            c.text in proposed
            or c.doc[c.left_edge.i : c.i + 1].text in proposed  # "D-VLA introduces ...": the name's words before its last
            or c.lower_ in lexicon.part_nouns
            or c.lower_ in lexicon.component_nouns
        )
        for c in verb.children
    )


def introduced_by_own_system(doc: Doc, cand: Candidate, proposed: set[str], lexicon: Lexicon) -> str | None:
    """A name the paper's system introduces: "We propose D-VLA ... D-VLA introduces Plane Decoupling, ...".

    The object of a verb of contribution in the present tense whose subject
    is a name the paper has proposed (or a part of it) is a part of that
    work, as a definition there is (:func:`defined_as_contribution`). A
    checkpoint or a known name is used, not introduced.
    """
    if not proposed or cand.type != "Method" or cand.text in proposed or cand.rule not in ("name", "name-typed", "emphasis", "term"):
        return None
    if cand.rule == "term" and not _described_new_part(doc_text(doc), cand, lexicon):
        return None  # a phrase is a part only as "a <phrase> mechanism": "Tandem introduces a cost-aware termination mechanism"
    span = _span(doc, cand)
    if span is None:
        return None
    root = span.root.head if cand.rule == "term" and span.root.head.i == span.end else span.root  # the kind word after the phrase
    node = first_conjunct(root, 8)
    verb = node.head
    if node.dep_ != "dobj" or verb.pos_ != "VERB" or verb.lemma_.lower() not in lexicon.contribution_verbs:
        return None
    return f"introduced by the paper's system ('{verb.text}')" if _system_presents(verb, proposed, lexicon) else None


_WORD_AFTER = re.compile(r"\s+([A-Za-z][A-Za-z-]*)")  # the word right after a phrase
_WORD_AFTER_SHORT = re.compile(r"\)\s*([A-Za-z][A-Za-z-]*)")  # the word right after a bracketed short form


def _between_article_and_kind(text: str, start: int, end: int, word_after: re.Pattern, kinds: frozenset[str]) -> bool:
    """An indefinite article before ``start`` and, read by ``word_after`` at ``end``, a word of ``kinds``."""
    if not indefinite_before(text, start):
        return False
    after = word_after.match(text, end)
    return after is not None and after.group(1).lower() in kinds


def _described_new_part(text: str, cand: Candidate, lexicon: Lexicon) -> bool:
    """An indefinite article before the phrase and a kind word of systems or their parts right after it
    (``description_heads``): "a cost-aware termination mechanism", "a temperature-based sampling strategy"."""
    return _between_article_and_kind(text, cand.start, cand.end, _WORD_AFTER, lexicon.description_heads)


def introduced_as_part(abbrev: Abbreviation, text: str, lexicon: Lexicon) -> bool:
    """Whether a definition reads "a Long Form (SF) module": a new part, spelled out as it is introduced.

    An indefinite article before the long form and a kind word of a
    system's parts after the short form (``new_part_nouns``): "Moreover, a
    Distribution-Based Correction (DBC) module models long-tailed motion
    ...". A cited technique is written with "the", or with a kind word of
    techniques ("a Conditional Random Field (CRF) layer").
    """
    return abbrev.long_start < abbrev.short_start and _new_part_at(text, abbrev.long_start, abbrev.short_end, lexicon)


def _new_part_at(text: str, long_start: int, short_end: int, lexicon: Lexicon) -> bool:
    """An indefinite article before ``long_start`` and a kind word of parts after the short form ending at ``short_end``."""
    return _between_article_and_kind(text, long_start, short_end, _WORD_AFTER_SHORT, lexicon.new_part_nouns)


def _verb_read_as_plural(doc: Doc, i: int, lexicon: Lexicon) -> bool:
    """ "Region Decouple Regularization (RDR) enforces class-selective ...": the tagger read the verb
    as a plural noun after the definition. A kind of thing there ("(LLM) agents", "(ViT) features are")
    is a noun: its lemma is a kind word, or a verb or punctuation follows it; a verb has its object."""
    word = doc[i]
    if word.tag_ != "NNS" or not word.is_lower or not word.lower_.endswith("s") or i + 1 >= len(doc):
        return False
    lemma = word.lemma_.lower()
    if lemma in lexicon.container_heads or lexicon.head_type(lemma) is not None or lemma in lexicon.generic_heads:
        return False
    return doc[i + 1].tag_ in ("DT", "JJ", "JJR", "NN", "NNS", "PRP$", "CD")


def opens_sentence_as_part(abbrev: Abbreviation, span: Span, sentence: Span, proposed: set[str], lexicon: Lexicon) -> bool:
    """ "We present RTFDNet, ... Synergistic Feature Fusion (SFF) performs channel-wise gated exchange ...":
    a coinage spelled out as the subject that opens a sentence, its verb in the present, after the paper
    has presented its work, is a part of that work described in turn.

    Background names come before the presentation, and say what they are
    ("Visual Autoregressive Modeling (VAR) has emerged ...", "... is a"):
    forms of "be" and "have" describe no part at work. An adverbial set off
    by a comma may open the sentence ("During inference, ..."), and an
    adverb of manner stand before the verb ("(TARP) effectively enhances").
    """
    if not is_coined_long_form(abbrev.long) or word_parts(abbrev.long) < 2:
        return False
    doc = span.doc
    opener = doc[sentence.start : span.start]
    if len(opener) and opener[-1].lower_ == "the":
        opener = opener[:-1]  # "Subsequently, the Vision-Conditioned Prompt Generator (VCPG) employs ..."
    if len(opener) and not (
        # "During inference, Unconditional Context Guidance (UCG) leverages ...": an adverbial set off by a comma,
        # a purpose in it included ("Furthermore, to address the discrepancy ..., the ... (VTAM) establishes")
        opener[-1].text == ","
        and opener[0].pos_ in ("ADP", "ADV", "PART")
        and not any(t.pos_ in ("VERB", "AUX") and not (t.i > 0 and doc[t.i - 1].tag_ == "TO") for t in opener)
    ):
        return False
    i = span.end
    while i < len(doc) and (doc[i].text in ("(", ")") or doc[i].idx < abbrev.short_end or (doc[i].tag_ == "RB" and doc[i].lower_.endswith("ly"))):
        i += 1  # "(TARP) effectively enhances ...": an adverb of manner before the verb
    if i >= len(doc) or not (doc[i].tag_ == "VBZ" or _verb_read_as_plural(doc, i, lexicon)) or doc[i].lemma_.lower() in ("be", "have"):
        return False
    verb = doc[i]
    if verb.lower_ in lexicon.measuring_verbs or verb.lemma_.lower() in lexicon.reporting_verbs or verb.lemma_.lower() in lexicon.value_verbs:
        # "Test-Retest Reliability (TRR) ranges from 91.7% to 98.6%", "Dynamic Time Warping (DTW)
        # validates temporal fidelity": a measure taken, no part at work
        return False
    text = doc_text(doc)
    return any(start < abbrev.long_start for name in proposed for start, _ in short_form_uses(text, name)[:1])


def defined_as_contribution(
    doc: Doc,
    cand: Candidate,
    abbreviations: list[Abbreviation],
    proposed: set[str],
    lexicon: Lexicon,
    gazetteer_types: dict[str, str],
) -> str | None:
    """A name the paper defines (an acronym's long form) in the sentence where it presents its work.

    "we propose a Hierarchical Dual-Change Collaborative Learning (HDC-CL)
    method", "we introduce the concept of Self-Consuming Performative Loop
    (SCPL)", "ERA comprises three components: Dual-view Entropy Pruning
    (DEP), ...": a coinage defined after a contribution verb whose subject is
    the paper, or after a verb of parts whose subject is the paper's own
    system, is the paper's. Read from the sentence rather than the parse,
    which such long names often break. A known name (the gazetteer's) is
    only cited there, as is one compared with or used.
    """
    if cand.rule != "acronym" or cand.type not in CONTRIBUTION_TYPES:
        return None
    abbrev = next((a for a in abbreviations if a.long_start == cand.start and a.long_end == cand.end), None)
    if abbrev is None:
        return None
    if known_type(cand.text, gazetteer_types):
        return None
    if cand.start == 0 and opens_title_definition(abbrev, doc_text(doc)):
        # "Heuristic Classification of Thoughts Prompting (HCoT): Integrating Expert System
        # Heuristics ...": a definition that opens a title before its colon names the paper's work
        return "named in the title ('Name (SF): subtitle')"
    span = _span(doc, cand)
    if span is None or follows_earlier_work_word(span):
        return None  # "augments existing Human Motion Recovery (HMR) pipelines": others' work
    sentence = sentence_of(span)
    for node in span.root.ancestors:
        # "the workshop, which introduced the Counter Turing Test (CT2)": another's presentation
        if (
            node.pos_ in ("VERB", "AUX")
            and node.lemma_.lower() in lexicon.contribution_verbs
            and not subject_is_paper(node)
            and not _system_presents(node, proposed, lexicon)
            # "Local Relational Consistency Alignment (LRCA) constructs a ... matrix": the name does the constructing,
            # inside the subject too ("A novel Cross-Modal Aligned Motion VAE (CMA-VAE) and ... embedders construct ...",
            # where the parser made "novel" the noun)
            and not any(
                c.dep_ in ("nsubj", "nsubjpass") and c.left_edge.i <= span.start and span.end - 1 <= c.right_edge.i
                for c in node.children
            )
            and not _describes_presented(node, lexicon)
        ):
            return None
    if _defined_as_new(doc, cand, lexicon):
        return "defined as new ('a novel X (SF)')"
    if _acted_on_by_purpose(span, lexicon):
        return None  # "a dataset ..., processed through a pipeline to identify and remove Personally-Identifiable Information (PII)"
    if proposed and introduced_as_part(abbrev, doc_text(doc), lexicon):
        return "defined as a new part of the paper's system ('a X (SF) module')"
    if proposed and opens_sentence_as_part(abbrev, span, sentence, proposed, lexicon):
        return "defined as the subject of a sentence on the paper's system ('X (SF) performs ...')"
    if proposed and len(sentence) and sentence[0].lower_ in _ORDINALS:
        # "we propose RCGDet3D ... with two key improvements. First, the Ray-centric
        # PGE (R-PGE) predicts ...": an enumerated part of the paper's system
        return f"defined in an enumerated part of the paper's work ('{sentence[0].text}')"
    if _FROM_BEFORE.search(doc_text(doc), max(0, cand.start - 10), cand.start):
        return None  # "an open-access dataset ... derived from ... The Cancer Genome Atlas (TCGA)": where the data comes from
    for verb in sentence:
        if verb.i >= span.start:
            break
        if verb.pos_ not in ("VERB", "AUX"):
            continue
        lemma = verb.lemma_.lower()
        if lemma in lexicon.contribution_verbs and _serves_what_follows(doc, verb, span):
            return None
        if lemma in lexicon.contribution_verbs and rival_or_example_between(verb, span[0], lexicon):
            return None  # "... evaluates ... against models such as ARIMA, Long-short Term Memory (LSTM)": others' work
        if lemma in lexicon.contribution_verbs and subject_is_paper(verb):
            return f"defined where the paper presents its work ('{verb.text}')"
        if lemma in lexicon.contribution_verbs and _system_presents(verb, proposed, lexicon):
            return f"defined where the paper's system presents it ('{verb.text}')"
        if lemma in lexicon.component_verbs and any(
            c.dep_ in ("nsubj", "nsubjpass") and c.text in proposed for c in verb.children
        ):
            return f"defined as a part of the paper's system ('{verb.text}')"
        if _taken_in_by_own_system(doc, cand, verb, lexicon):
            return f"defined as a new part of the paper's own system ('our ... {verb.text}')"
        if proposed and _means_of_own_verb(span, verb, lexicon) and is_coined_long_form(cand.text):
            return f"defined as the means of the paper's own '{verb.text}'"
    return None


_OWN_MEANS_PREPS = frozenset({"with", "via", "through"})


def _means_of_own_verb(span: Span, verb: Token, lexicon: Lexicon) -> bool:
    """ "we depart from flat spaces and aim to improve geometric fidelity with Hyperbolic Kinematic Phase-Space
    Attention (HKPSA)", "We expose this vulnerability through a Semantic Divergence Attack (SDA)": the definition
    is what a verb whose subject is the paper does its work with. "via the Model Context Protocol (MCP)" names
    an established one, and what the paper observes or reports with a name is a finding's."""
    prep = span.root.head
    doc = span.doc
    return (
        span.root.dep_ == "pobj"
        and prep.lower_ in _OWN_MEANS_PREPS
        and prep.head.i == verb.i
        and not (span.start > 0 and doc[span.start - 1].lower_ == "the")
        and verb.lemma_.lower() not in lexicon.reporting_verbs
        and subject_is_paper(verb)
    )


_FROM_BEFORE = re.compile(r"\b[Ff]rom\s+(?:[Tt]he\s+)?$")
_NEW_BEFORE = re.compile(r"\b(?:[Aa]n?|[Oo]ur)\s+(?:novel|new)\s+$")
#: A short form in brackets and the lower-case word after it: "(CoP) mechanism", "(CA) loss".
_WORD_AFTER_SHORT_FORM = re.compile(r"\s*\([^()]{1,15}\)\s+([a-z]+)\b")


def _defined_as_new(doc: Doc, cand: Candidate, lexicon: Lexicon) -> bool:
    """ "a novel", "our new" right before a coinage spelled out with its short form: the text says it is new, so the paper's.

    What others made is not "novel" to the paper; unlike a bare name (see
    :func:`is_introduced_as_new`), a coinage defined there needs no "we" in
    its sentence ("The NKR weights are optimized via a novel Agentic
    Knowledge Distillation (AKD) process"). A phrase in lower case is new
    as the kind of technique named after its short form ("built upon a
    novel chain-of-prompt (CoP) mechanism"); alone it may be a known thing
    made anew ("a new graph neural network (GNN)").
    """
    text = doc_text(doc)
    if _NEW_BEFORE.search(text, max(0, cand.start - 12), cand.start) is None:
        return False
    if is_coined_long_form(cand.text):
        return True
    kind = _WORD_AFTER_SHORT_FORM.match(text, cand.end)
    return kind is not None and lexicon.head_type(kind.group(1)) == "Method"


def _acted_on_by_purpose(span: Span, lexicon: Lexicon) -> bool:
    """The definition is the object of a purpose ("to identify and remove Personally-Identifiable Information (PII)").

    What an infinitive of purpose acts on is what the presented work handles,
    data or a problem, not the work; a verb of contribution, of parts or of
    making there ("to introduce ...", "to incorporate ...", "to obtain an
    Interpretable Motion-Attentive Map (IMAP)"; ``making_verbs``) still presents.
    """
    verb = span.root.head
    if span.root.dep_ != "dobj" or verb.tag_ != "VB":
        return False
    lemma = verb.lemma_.lower()
    if lemma in lexicon.contribution_verbs or lemma in lexicon.component_verbs or lemma in lexicon.making_verbs:
        return False
    infinitive = verb.head if verb.dep_ == "conj" else verb  # "to identify and remove X"
    return any(c.dep_ == "aux" and c.lower_ == "to" for c in infinitive.children)


def _describes_presented(verb: Token, lexicon: Lexicon) -> bool:
    """ "This work introduces LUSIS-DETR, a compact framework built around the Aqua ... Module (AquaBSAM)".

    A participle that describes what the paper presents (the object of its
    verb of contribution, or an appositive of it) and says what that thing is
    made of (``composition_participles``) is no presentation of someone
    else's, and the paper's verb decides for the names under it.
    """
    if verb.dep_ != "acl" or verb.tag_ != "VBN":
        return False
    if not any(c.dep_ == "prep" and f"{verb.lower_} {c.lower_}" in lexicon.composition_participles for c in verb.children):
        return False  # "a framework based on Particle Swarm Optimization (PSO)": what it uses
    noun = verb.head
    while noun.dep_ == "appos" and noun.head.i != noun.i:
        noun = noun.head
    presenting = noun.head
    return noun.dep_ == "dobj" and presenting.lemma_.lower() in lexicon.contribution_verbs and subject_is_paper(presenting)


def _serves_what_follows(doc: Doc, verb: Token, span: Span) -> bool:
    """The definition is what the presented thing is for: "we propose a novel PCC framework for Bird's Eye View (BEV) semantic segmentation".

    A "for" (or a "to" of direction: "we present our submission to the
    ... (EMI) Challenge") above the definition in the parse, between it and the verb with
    no punctuation, verb, conjunction or other preposition in between (an
    item of a list starts after "and": "RPS for verbal alignment and Action
    Graph Similarity (AGS)"; "a framework for emotion recognition with
    Bayesian Cue Integration (BCI)" may be the framework's part), makes the definition the purpose or
    domain the paper's work serves, not the work itself.
    """
    between = doc[verb.i + 1 : span.start]
    fors = [t for t in between if t.lower_ == "for" or (t.lower_ == "to" and t.dep_ == "prep")]
    if not fors or not any(a.i == fors[-1].i for a in span.root.ancestors):
        return False  # "metrics to isolate patterns: RPS for verbal alignment and AGS ...": AGS is not under "for"
    rest = doc[fors[-1].i + 1 : span.start]
    return not any(
        (t.is_punct and t.text not in _WORD_JOINERS)
        or t.pos_ in ("VERB", "AUX", "CCONJ")
        or (t.pos_ == "ADP" and t.lower_ != "of")  # "a framework for emotion recognition with Bayesian Cue Integration (BCI)"
        for t in rest
    )


_WORD_JOINERS = frozenset({"-", "–", "/"})  # punctuation inside a word ("Hume-ABAW10") ends no phrase


def _ancestors_until_sentence(token: Token):
    current = token
    while current.head.i != current.i:
        yield current, current.head
        current = current.head


def relation_cue(doc: Doc, cand: Candidate, lexicon: Lexicon) -> tuple[str, str] | None:
    """``(relation, cue)`` for a mention that is not a contribution, or None."""
    if cand.type == "Task":
        return "addresses", "a task the paper names"
    if cand.type == "Repository":
        return "hasRepository", "a repository URL"
    span = _span(doc, cand)
    if span is None:
        return None
    sentence = sentence_of(span)
    if cand.type in ("Benchmark", "Dataset"):
        lemmas = {t.lemma_.lower() for t in sentence} | {t.lower_ for t in sentence}
        prev = [t.lower_ for t in doc[max(sentence.start, span.start - 4) : span.start]]
        if cand.type == "Benchmark" and lemmas & lexicon.evaluation_cues:
            return "evaluatesOn", "a benchmark in a sentence about experiments"
        if {"on", "across", "using"} & set(prev) and lemmas & lexicon.evaluation_cues:
            return "evaluatesOn", "'on' a dataset in a sentence about experiments"
    if cand.type in ("Method", "Model"):
        for child, head in _ancestors_until_sentence(span.root):
            if head.lower_ in ("through", "via", "using") and child.dep_ in ("pobj", "dobj"):
                break  # "outperforms ... while reducing latency through non-autoregressive decoding": the means, not the rival
            if head.lemma_.lower() in lexicon.comparison_verbs and child.dep_ not in ("nsubj", "nsubjpass"):
                return "comparesWith", f"object of '{head.text}'"
            if head.lower_ in lexicon.comparison_preps or (
                head.lower_ in ("to", "with") and head.head.lower_ in ("compared", "comparison", "relative")
            ):
                return "comparesWith", f"after '{head.text}'"
            if head.i < sentence.start:
                break
        if word := compound_use(span, lexicon):
            # "ResNet-based generators": what the compound is built on is used,
            # unless the compound is compared with ("outperforms CNN-based methods").
            return "uses", f"a name in an 'X-{word}' compound"
    if cand.type in ("Method", "Model", "Dataset", "Metric"):
        for child, head in _ancestors_until_sentence(span.root):
            if head.pos_ in ("VERB", "AUX") and head.lemma_.lower() in lexicon.contribution_verbs and child.dep_ in ("dobj", "attr"):
                break  # "..., trains on both branches, and introduces a ... Reward (CRR)": presented, not used
            if head.lemma_.lower() in lexicon.use_verbs and child.dep_ in ("dobj", "pobj", "prep", "conj", "appos", "compound"):
                return "uses", f"object of '{head.text}'"
            if head.lower_ in lexicon.use_preps and head.lower_ not in ("with", "by"):
                return "uses", f"after '{head.text}'"
            if head.lower_ == "on" and head.head.lower_ in ("based", "built", "relies", "rely", "relying", "building"):
                return "uses", f"after '{head.head.text} on'"
            if head.i < sentence.start:
                break
    return None


def relation_cue_is_other(doc: Doc, cand: Candidate, lexicon: Lexicon, proposed: Collection[str] = frozenset()) -> bool:
    """The mention is compared with or used ("outperforms Direct Preference Optimization (DPO)"): someone else's.

    A coinage the paper's system works "through" or "via" in the sentence that
    presents it is a part of that system, not another's: "we propose FGAesQ,
    a ... framework that learns ... through Difference-preserved Tokenization
    (DiffToken), Comparative Text-assisted Alignment (CTAlign), and ...";
    so is one a name the paper has proposed (``proposed``) uses in the
    present tense ("SkillAudit uses Process-Aligned Contrastive Evaluation
    (PACE)").
    """
    found = relation_cue(doc, cand, lexicon)
    if found is None or found[0] not in ("comparesWith", "uses"):
        return False
    if found[0] == "uses" and found[1] in ("after 'through'", "after 'via'") and is_coined_long_form(cand.text):
        return False
    if found[0] == "uses" and _part_the_paper_adds(doc, cand, lexicon):
        return False
    if found[0] == "uses" and cand.rule == "acronym" and _taken_in_by_own_system(doc, cand, _verb_above(_span(doc, cand)), lexicon):
        return False  # "our synthesis method incorporates a Direct-Current-based High-Pass Filter (DHF)": its own new part
    if found[0] == "uses" and cand.rule == "acronym" and _used_by_proposed(cand, _verb_above(_span(doc, cand)), proposed, lexicon):
        return False  # "SkillAudit uses Process-Aligned Contrastive Evaluation (PACE), a cluster of evaluators ...": its part
    if _defined_as_new(doc, cand, lexicon):
        return False  # "encapsulated via a novel Agentic Knowledge Distillation (AKD) process": the paper's own
    if found[0] == "uses" and is_coined_long_form(cand.text) and (span := _span(doc, cand)) is not None:
        # "a compact framework built around the Aqua Boundary-Saliency Attention Module (AquaBSAM)":
        # what the paper's presented thing is made of is the paper's part
        verb = _verb_above(span)
        return verb is None or not _describes_presented(verb, lexicon)
    return True



def _part_the_paper_adds(doc: Doc, cand: Candidate, lexicon: Lexicon) -> bool:
    """ "We also incorporate a Cluster-Aware ReID (CA-ReID) strategy": a coinage defined as a new part
    (:func:`introduced_as_part`'s shape, read from the candidate) that the paper itself puts in."""
    text = doc_text(doc)
    short = short_form_after(text, cand.end)
    if short is None or not _new_part_at(text, cand.start, short[1], lexicon) or not is_coined_long_form(cand.text):
        return False
    verb = _verb_above(_span(doc, cand))
    return verb is not None and verb.lemma_.lower() in lexicon.use_verbs and subject_is_paper(verb)


def _taken_in_by_own_system(doc: Doc, cand: Candidate, verb: Token | None, lexicon: Lexicon) -> bool:
    """ "our synthesis method incorporates a Direct-Current-based High-Pass Filter (DHF) and a Low-light
    Characteristics Injection Module (LCIM)": a coinage after an indefinite article that a verb of parts
    whose subject is "our ..." takes in is a new part of the paper's own system."""
    return (
        verb is not None
        and verb.lemma_.lower() in lexicon.component_verbs
        and any(c.dep_ == "nsubj" and is_ours(c) for c in verb.children)
        and indefinite_before(doc_text(doc), cand.start)
        and is_coined_long_form(cand.text)
    )


def _used_by_proposed(cand: Candidate, verb: Token | None, proposed: Collection[str], lexicon: Lexicon) -> bool:
    """ "We propose SkillAudit ... SkillAudit uses Process-Aligned Contrastive Evaluation (PACE)": a coinage the
    paper's system takes in by a verb of parts in the present tense is its part; a known technique never
    reaches this test, and "LLaDA used ..." is earlier work."""
    return (
        verb is not None
        and verb.lemma_.lower() in lexicon.component_verbs
        and verb.dep_ in ("ROOT", "conj")
        and _system_presents(verb, proposed, lexicon)
        and is_coined_long_form(cand.text)
    )


def _verb_above(span: Span | None) -> Token | None:
    """The nearest verb above a span's root, if any."""
    if span is None:
        return None
    return next((node for node in span.root.ancestors if node.pos_ == "VERB"), None)


def named_as_part(doc: Doc, cand: Candidate, proposed: set[str], lexicon: Lexicon) -> str | None:
    """A part the paper names in Title Case after an article, in a text that proposes something.

    "This paper proposes Solar-VLM ... Specifically, a Graph Learner models
    inter-station correlations": authors capitalise the names of the parts
    they build (:func:`~kg.extract.name_spans.names_a_part`); an established
    name ("a Convolutional Neural Network") is the gazetteer's and never
    reaches this test.
    """
    if not proposed or cand.type != "Method" or cand.text in proposed or cand.rule not in ("name", "name-typed", "term"):
        # a definition is read by its own cues ("a Bidirectional Feature Pyramid Network (BiFPN)"); a term
        # of Title Case words is such a name ("we incorporate an Early-Exit Strategy that ...")
        return None
    if cand.rule == "term" and cand.text.lower() in lexicon.known_forms:
        return None  # "a Deep Neural Network": the field's, in capitals
    span = doc.char_span(cand.start, cand.end)
    return "a part named in Title Case" if span is not None and names_a_part(span, lexicon) else None


def named_after_own(cand: Candidate, proposed: set[str]) -> str | None:
    """A name built on the paper's own name is the paper's too.

    "We introduce LLM-in-Sandbox ... enhanced through LLM-in-Sandbox
    Reinforcement Learning (LLM-in-Sandbox-RL)", "ToolGrad ... the
    ToolGrad-5k dataset": a variant, a training recipe or a release named
    after the paper's system is its work, however the sentence presents it.
    The name must go on past the whole of the paper's name, after a hyphen
    or a space ("CoCoA-zero"); a name that merely starts with the same
    letters ("Libra" in "Libration") is another, and a phrase that uses the
    name as a modifier ("Routine-based distillation") is no name after it.
    """
    if cand.type not in CONTRIBUTION_TYPES or cand.text in proposed:
        return None
    for own in proposed:
        rest = cand.text[len(own) :]
        if len(own) < 3 or not cand.text.startswith(own) or len(rest) < 2 or rest[0] not in ("-", " "):
            continue
        first, _, more = rest[1:].partition(" ")
        if rest[0] == "-" and first.islower() and more:
            continue  # "Routine-based distillation", "GIT-guided adaptive density control"
        return f"named after the paper's own '{own}'"
    return None


def listed_as_part(doc: Doc, cand: Candidate, proposed: set[str], lexicon: Lexicon) -> str | None:
    """A name that opens an item of the list of parts of the paper's own system, or of its new things.

    "Our method consists of two main components: HierView prioritizes ...,
    and Relation-Aware Assembly fuses ...": before the colon the paper's
    system ("our X", "it" or a name it proposes) is the subject of a verb of
    parts (``component_verbs``) with a noun that counts them
    (``component_nouns``); a name that starts an item after the colon is one
    of those parts. A name inside an item ("... leverages GPT-4o") is only
    used there, and a system that is someone else's ("the Medical Data
    Pecking Tool, which consists of two components: ...") lists parts that
    are not the paper's. The same holds for every item after new things of a
    kind ("through two new datasets: ODA-Math-460k, a ... dataset ..., and
    ODA-Mixture, ..."), where :func:`is_listed_as_new` finds the first.
    """
    if cand.type not in CONTRIBUTION_TYPES or cand.type == "Model" or cand.rule not in NAMED_RULES:
        return None  # a checkpoint among the parts ("... incorporates two modules: MobileNetV2 ...") is used
    span = _span(doc, cand)
    if span is None:
        return None
    opener = opens_list_item(span)
    if opener is None:
        return None  # no list, or inside an item, not at its start
    colon = opener.i
    before = doc[sentence_start(doc, span.start) : colon]
    if len(before) and new_kind_before(opener) and paper_speaks(span):
        return "listed after new things of its kind ('new datasets: X, ..., and Y')"
    if not any(t.lower_ in lexicon.component_nouns for t in before):
        return None
    for verb in before:
        if verb.pos_ not in ("VERB", "AUX") or verb.lemma_.lower() not in lexicon.component_verbs:
            continue
        for subject in verb.children:
            if subject.dep_ != "nsubj":
                continue
            owned = is_ours(subject)
            if owned or subject.text in proposed or (proposed and subject.lower_ in ("it", "this")):
                return f"a listed part of the paper's system ('{verb.text} ...:')"
    return None


def enumerated_as_part(doc: Doc, cand: Candidate, proposed: set[str], lexicon: Lexicon) -> str | None:
    """A coined name in a sentence that enumerates the parts of the paper's system.

    "we propose HERMES++ ... First, ... Finally, we employ a Joint Geometric
    Optimization strategy ...": once the paper has proposed a system, a
    sentence opened by an ordinal describes one of its parts, and a
    multi-word Title Case name there is that part, as a definition there is
    (:func:`defined_as_contribution`), even where the paper says it employs
    it ("we employ a ... strategy"). A name the sentence compares with, a
    known name or a checkpoint is not.
    """
    if not proposed or cand.type != "Method" or cand.rule not in ("name", "name-typed", "emphasis"):
        return None
    words = cand.text.split()
    if len(words) < 2 or not all(w[:1].isupper() for w in words):
        return None
    span = _span(doc, cand)
    if span is None:
        return None
    sentence = sentence_of(span)
    opener = next((t for t in sentence if not t.is_punct and not t.is_space), None)
    if opener is None or opener.lower_ not in _ORDINALS or opener.i >= span.start:
        return None
    if any(t.lower_ in lexicon.finding_list_nouns and t.i + 1 < span.start and doc[t.i + 1].text == ":" for t in sentence if t.i < span.start):
        return None  # "Second, we conduct an analysis ..., identifying three critical properties: 1) ...": findings
    found = relation_cue(doc, cand, lexicon)
    if found is not None and found[0] == "comparesWith":
        return None  # "Second, it outperforms Flow Matching Policy": another's, compared with
    return f"named in an enumerated part of the paper's work ('{opener.text}')"
