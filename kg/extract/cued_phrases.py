"""Phrases typed by what the sentence says of them, not by their head noun.

"we propose interaction locality, a task-geometry-aware framework": the
appositive makes a phrase whose head types nothing the paper's named
technique; "Video deduplication is a critical task", "the task of video
chaptering": the sentence calls the phrase a task. The term rules
(:mod:`kg.extract.terms`) type a phrase by its head and leave such
phrases alone.

Every function here is pure: a Doc (and plain data) in, plain data out.
"""

from __future__ import annotations

import re

from spacy.attrs import DEP, LEMMA, LOWER, POS
from spacy.symbols import NOUN as NOUN_ID
from spacy.tokens import Doc, Span, Token

from kg.extract.acronyms import capitals_are_initials
from kg.extract.document import Candidate, doc_text, phrase_words, starts_sentence
from kg.extract.lexicon import Lexicon
from kg.extract.name_spans import use_compound_at
from kg.extract.name_types import appositive_type
from kg.extract.syntax import contribution_path, gerund_read_for_modifier
from kg.extract.term_roles import names_process, PROCESS_NOUN_ENDINGS
from kg.extract.terms import trim_phrase


def apposition_names(doc: Doc, lexicon: Lexicon) -> list[tuple[Span, str]]:
    """ "we propose interaction locality, a task-geometry-aware framework": phrases the paper names as its own kind of thing.

    A lower-case noun phrase whose head has no type is an entity when it is
    the object of a contribution verb with the paper as subject and an
    apposition says what kind of thing it is: the phrase is used as a name.
    So is the singular phrase after "the concept of" (``concept_words``) there ("we
    introduce the concept of second-order rollout").
    """
    found = []
    if not doc.has_annotation("DEP") or not len(doc):
        return found
    strings = doc.vocab.strings
    dobj, noun = strings.add("dobj"), NOUN_ID
    # Token objects only for the nouns that are objects (read in C): most tokens are not.
    for i, (dep, pos) in enumerate(doc.to_array([DEP, POS]).tolist()):
        if dep != dobj or pos != noun:
            continue
        token = doc[i]
        if token.head.lemma_.lower() not in lexicon.contribution_verbs:
            continue
        if not token.whitespace_ and i + 1 < len(doc) and doc[i + 1].text in ("-", "–"):
            continue  # "we propose MApLe, a multi-task ... approach": the parser's object is the first part of a hyphened word
        if token.lemma_.lower() in lexicon.concept_words:
            named = _concept_named(token, lexicon)
            if named is not None:
                # "we introduce the concept of framing disparity to quantify the impact of ...": a measure
                found.append((named, "Metric" if _said_to_quantify(named, lexicon) else "Method"))
            continue
        if lexicon.head_type(token.lower_) or lexicon.head_type(token.lemma_.lower()) or token.lower_ in lexicon.list_heads:
            continue  # typed by the term rules
        words = [t for t in doc[token.left_edge.i : token.i + 1] if t.pos_ not in ("DET", "PRON", "PUNCT")]
        if not words or len(words) > 4 or any(t.is_stop or t.text[:1].isupper() for t in words):
            continue
        span = doc[words[0].i : token.i + 1]
        if contribution_path(span, lexicon) is None:
            continue
        kind = appositive_type(span, lexicon)
        named = trim_phrase(words, lexicon)
        if len(named) < len(words):
            # "we propose a novel matrix decomposition algorithm": praise is no part of the name, and
            # "a new solution, the ... Transformer (VSNIT)" leaves one word, the kind, no name
            if not named or named[-1].i != token.i or len(phrase_words(named)) < 2:
                continue
            span = doc[named[0].i : token.i + 1]
        if kind in ("Method", "Benchmark", "Dataset", "Metric"):
            found.append((span, kind))
        elif kind is None and _bare_process(token, words, lexicon):
            # "we introduce width-wise stochastic scaling, which regularizes ...", "we propose
            # vectorized activation quantization, which ...": a process the paper puts forward,
            # named bare, is its technique
            process = trim_phrase(words, lexicon)
            if len(phrase_words(process)) >= 2 and process[-1].i == token.i:
                found.append((doc[process[0].i : token.i + 1], "Method"))
    return found


def _said_to_quantify(named: Span, lexicon: Lexicon) -> bool:
    """ "the concept of framing disparity to quantify the impact of framing": an infinitive of measuring
    (``measuring_verbs``, read in their base form) on the phrase says what the named thing is for."""
    for verb in (c for t in named for c in t.children):
        if verb.dep_ in ("acl", "relcl", "advcl") and verb.tag_ == "VB" and any(c.lower_ == "to" for c in verb.children):
            if verb.lemma_.lower() in lexicon.measuring_lemmas:
                return True
    return False


def _bare_process(head: Token, words: list[Token], lexicon: Lexicon) -> bool:
    """A bare noun phrase of two or more words headed by a singular process noun, ending where the parse ends it."""
    if len(phrase_words(words)) < 2 or head.tag_ != "NN" or not head.lower_.endswith(PROCESS_NOUN_ENDINGS):
        return False
    if head.lower_ in lexicon.thing_nouns_like_processes:
        return False  # "statistical information", "shot-aware position": a thing, by its form a process
    if any(c.dep_ in ("det", "poss", "nummod") for c in head.children):
        return False  # "a ...", "our ...": the kind word rules read those
    doc = head.doc
    after = doc[head.i + 1] if head.i + 1 < len(doc) else None
    if after is not None and (after.text in ("-", "–", "(") or (after.is_alpha and after.pos_ in ("NOUN", "PROPN", "ADJ"))):
        return False  # the parser cut the phrase
    return not lexicon.names_field(" ".join(t.lower_ for t in words))


def said_to_be_tasks(doc: Doc, lexicon: Lexicon) -> list[Span]:
    """ "Video deduplication is a critical task", "making large-scale video deduplication a critical task",
    "We address the task of video chaptering": phrases the text calls a task.

    A task is named by its head noun where the head says so ("code
    generation", "pose estimation"); one whose head says nothing of the
    kind ("deduplication", "chaptering") is a task where the sentence calls
    it one: the subject of "is a ... task" or "remains a ... task" (or of
    "a ... task" after "making"), or the phrase after "the task of" (in "the
    ranking task of the benchmark", with a word of its own before "task",
    the phrase after "of" is whose task it is), and the subject that opens a
    sentence with "aims to" or "seeks to" ("Event ontology expansion aims to
    discover ...", as abstracts define their task), or that faces challenges
    ("Exposure correction still faces two critical challenges"), and a phrase ending in a
    gerund right before "tasks" ("1D sequence modeling tasks"). Only heads no term rule types are read here, as a plain noun
    phrase of two or more words: one word ("Deduplication is a critical
    task") is the generic activity, and a clause is no name. "problem" is a
    cue only where the subject of "is a ... problem" is a process by its
    form ("Data mixing is a consequential problem", "image relighting
    remains a challenging problem"): what the text calls a problem is as
    often a phenomenon ("the problem of class imbalance", "driver attention
    is a critical problem").
    """
    found = []
    if not doc.has_annotation("DEP") or not len(doc):
        return found
    strings = doc.vocab.strings
    task_lemma = strings.add("task")
    problem = strings.add("problem")
    kinds = {task_lemma, problem}
    aims = {strings.add(word) for word in _AIM_VERBS}
    words = doc.to_array([LOWER, LEMMA]).tolist()  # one read of the doc for both cues
    for i, (lower, _) in enumerate(words):
        if lower not in kinds:
            continue
        kind = doc[i]
        dets = {c.lower_ for c in kind.children if c.dep_ == "det"}
        named = []
        if dets & {"a", "an"} and kind.dep_ == "attr" and kind.head.lemma_ in ("be", "remain", "become"):
            # "X is a critical task"; a problem only where X is a process by its form
            # ("data mixing is fundamentally an online decision making problem")
            named = [c for c in kind.head.children if c.dep_ == "nsubj" and (lower != problem or names_process(c.lower_, lexicon))]
        elif lower == problem:
            pass  # "problem" is a cue in "X is a ... problem" alone
        elif dets & {"a", "an"} and kind.dep_ in ("dobj", "oprd", "ccomp", "xcomp"):
            named = [c for c in kind.children if c.dep_ == "nsubj"]  # "making X a critical task"
        elif dets == {"the"} and not any(c.dep_ in ("compound", "nmod") for c in kind.children):
            named = [o for p in kind.children if p.dep_ == "prep" and p.lower_ == "of" for o in p.children if o.dep_ == "pobj"]
        for noun in named:
            span = _plain_task_phrase(noun, lexicon)
            if span is not None:
                found.append(span)
    for i, (_, lemma) in enumerate(words):
        if lemma == task_lemma and i > 1:
            span = _gerund_before_tasks(doc, i, lexicon)
            if span is not None:
                found.append(span)  # "designed for 1D sequence modeling tasks"
    facing = {strings.add(word) for word in _FACING_VERBS}
    for i, (_, lemma) in enumerate(words):
        if lemma in facing and (span := _facing_challenges(doc[i], lexicon)) is not None:
            found.append(span)  # "Exposure correction still faces two critical challenges: ..."
    for i, (_, lemma) in enumerate(words):
        if lemma not in aims:
            continue
        verb = doc[i]
        if verb.pos_ != "VERB" or not any(c.dep_ == "xcomp" and c.tag_ == "VB" for c in verb.children):
            continue
        for noun in verb.children:
            if noun.dep_ == "nsubj" and noun.i < verb.i and starts_sentence(doc, noun.left_edge.i):
                # "Event ontology expansion aims to discover emerging event types ...": the
                # opening of a task's definition
                span = _plain_task_phrase(noun, lexicon)
                if span is not None:
                    found.append(span)
    return found


_AIM_VERBS = frozenset({"aim", "seek", "strive"})
_FACING_VERBS = frozenset({"face", "encounter"})
_DIFFICULTY_NOUNS = frozenset({"challenge", "difficulty", "obstacle", "hurdle"})


def _facing_challenges(verb: Token, lexicon: Lexicon) -> Span | None:
    """ "Exposure correction still faces two critical challenges: ...": the subject that opens a sentence
    and faces challenges (``_DIFFICULTY_NOUNS``) is a problem the field works on, when it is a plain
    phrase with a head no term rule types, an act in "-tion" or "-sion" ("content moderation"): a
    field ("affective computing", "survey research") or a system ("existing methods") faces them too."""
    if verb.pos_ != "VERB" or not any(c.dep_ == "dobj" and c.lemma_.lower() in _DIFFICULTY_NOUNS for c in verb.children):
        return None
    for noun in verb.children:
        if noun.dep_ == "nsubj" and noun.lower_.endswith(("tion", "sion")) and starts_sentence(verb.doc, noun.left_edge.i):
            return _plain_task_phrase(noun, lexicon)
    return None


#: Gerunds that name no one activity before "tasks": a broad field ("medical imaging tasks", "image
#: processing tasks", "visual computing tasks") or no activity at all ("setting", "finding").
_NOT_TASK_GERUNDS = frozenset({"processing", "imaging", "computing", "setting", "finding"})


def _gerund_before_tasks(doc: Doc, i: int, lexicon: Lexicon) -> Span | None:
    """ "SSMs designed for 1D sequence modeling tasks": a phrase of two words or more ending in a gerund
    that no term rule types, right before "task(s)", is the task the word names ("modeling" heads
    techniques and tasks alike, so the term rules leave it)."""
    noun = doc[i - 1]
    if noun.tag_ not in ("NN", "VBG") or not noun.lower_.endswith("ing") or not noun.is_lower or noun.whitespace_ == "":
        return None
    if lexicon.head_type(noun.lower_) or noun.lower_ in _NOT_TASK_GERUNDS:
        return None  # a typed head is the term rules'
    start = noun.i
    while start - 1 >= 0 and doc[start - 1].is_lower and doc[start - 1].pos_ in ("NOUN", "ADJ") and doc[start - 1].head.i in range(start, i + 1):
        start -= 1
    tokens = trim_phrase(list(doc[start : noun.i + 1]), lexicon)
    if len(tokens) < 2 or tokens[-1].i != noun.i or any(t.is_stop for t in tokens):
        return None
    if any(t.pos_ == "ADJ" and not _CLASSIFYING_ADJECTIVE.search(t.lower_) for t in tokens):
        return None  # "complex driving tasks", "relevant steering tasks": a quality of the tasks, no kind of task
    span = doc[tokens[0].i : noun.i + 1]
    return None if lexicon.names_field(span.text) else span


#: Endings of adjectives that say what kind a thing is ("robotic grasping", "visual storytelling",
#: "predictive modeling"), where "complex", "advanced" or "relevant" say how it is.
_CLASSIFYING_ADJECTIVE = re.compile(r"(?:al|ic|ive|ary|ar|less|-\w+)$")


def _plain_task_phrase(noun: Token, lexicon: Lexicon) -> Span | None:
    """The phrase ``noun`` heads, when it is a plain noun phrase of two to five words with an untyped singular head."""
    # a gerund with a noun before it as its compound is a noun the tagger read as a verb ("Data mixing is ...")
    nominal_gerund = noun.tag_ == "VBG" and noun.dep_ == "nsubj" and any(c.dep_ == "compound" and c.i < noun.i for c in noun.children)
    if (noun.pos_ != "NOUN" or noun.tag_ != "NN") and not nominal_gerund or not noun.is_lower or noun.is_stop:
        return None  # a plural names things ("labelled samples", "drastic variations"), no task
    if lexicon.head_type(noun.lower_) or lexicon.head_type(noun.lemma_.lower()):
        return None
    if noun.lower_ in lexicon.generic_heads or noun.lemma_.lower() in lexicon.generic_heads:
        return None
    if any(c.dep_ in ("det", "poss") for c in noun.children):
        return None  # "when the primary goal is a downstream task": a task is named bare
    doc = noun.doc
    after = noun.i + 1
    if after < len(doc) and doc[after].text == "(":
        while after < len(doc) and doc[after].text != ")":
            after += 1
        after += 1  # past a short form: "Unmanned aerial vehicle (UAV) based object detection"
    if after < len(doc) and (
        (doc[after].text in ("-", "–") and not doc[after - 1].whitespace_)
        or (doc[after].is_alpha and (doc[after].pos_ in ("NOUN", "PROPN", "ADJ") or doc[after].tag_ in ("VBN", "VBG")))
        or doc[after].lower_ in ("and", "or")
    ):
        return None  # the parser cut the phrase: "the task of human motion unlearning", "Medical image and video segmentation"
    tokens = trim_phrase(list(doc[noun.left_edge.i : noun.i + 1]), lexicon)
    if not tokens or tokens[-1].i != noun.i:
        return None
    if any(t.pos_ not in ("NOUN", "ADJ", "PROPN") and t.text not in ("-", "–") and t.tag_ != "VBN" and t.i != noun.i for t in tokens):
        return None  # a clause, or more in the phrase than a task's modifiers
    words = phrase_words(tokens)
    if not 2 <= len(words) <= 5 or any(t.is_stop for t in tokens):
        return None
    if any(not t.is_lower for t in tokens[1:] if t.is_alpha) or (not tokens[0].is_lower and not starts_sentence(doc, tokens[0].i)):
        return None  # a name in Title Case is typed by the name rules
    span = doc[tokens[0].i : noun.i + 1]
    return None if lexicon.names_field(span.text) else span


def _concept_named(concept: Token, lexicon: Lexicon) -> Span | None:
    """ "we introduce the concept of second-order rollout": the phrase after "of", when the paper is the one introducing it."""
    doc = concept.doc
    for prep in concept.children:
        if prep.dep_ != "prep" or prep.lower_ != "of":
            continue
        for obj in prep.children:
            first = None
            if obj.whitespace_ and gerund_read_for_modifier(obj) and doc[obj.i + 1].pos_ == "NOUN":
                first, obj = obj, doc[obj.i + 1]  # "the concept of framing disparity", the modifier read as a gerund
            if first is None and (obj.dep_ != "pobj" or obj.pos_ not in ("NOUN", "PROPN")):
                continue
            if obj.tag_ in ("NNS", "NNPS"):
                return None  # "the notion of heterogeneous time preferences": a plural is a kind of thing, no technique
            start = first.i if first is not None else obj.left_edge.i
            words = [t for t in doc[start : obj.i + 1] if t.pos_ not in ("DET", "PRON")]
            if not words or len(words) > 6 or any(t.is_stop for t in words):
                return None
            span = doc[words[0].i : obj.i + 1]
            probe = doc[concept.i : concept.i + 1]
            return span if contribution_path(probe, lexicon) is not None else None
    return None


_PURPOSE_ENDS = frozenset({
    "via", "with", "using", "through", "by", "in", "on", "from", "under", "and", "or", "of", "to", "at", "across",
    "toward", "towards", "beyond", "between", "without", "against", "versus", "vs", "into", "within", "among",
})  # "Evaluating Multimodal Cognition Toward Grounded Visual Reasoning": the phrase ends before the next preposition


def headline_purpose_tasks(doc: Doc, lexicon: Lexicon) -> list[Candidate]:
    """ "... for Discrete Symbol Understanding", "... for Face Forgery Detection via ...", "X: Towards Vessel
    Skeleton Tracking": the task a headline is for; "Aligning Dynamic Spatial Relationships in Video
    Generation", "Rethinking Boundary Detection in Domain Adaptive Object Detection": the task it works
    within; "X: Benchmarking Interleaved Multimodal Agentic Reasoning": the task it evaluates (``study_gerunds``);
    "City2Scene: Improving Acoustic Scene Classification with ...": the task it improves (``improvement_gerunds``).

    In a Title Case headline every word is capitalised, so no term is read
    from it (:func:`term_spans`); the words after "for" that end in a task
    head, up to the next preposition, conjunction or punctuation, are the
    problem the paper works on. A phrase that ends in anything else ("for
    Vision-Language", "for Agents") names none.
    """
    text = doc_text(doc)
    out = []
    for token in doc:
        opening = _opens_headline_part(token, lexicon)
        if not opening and token.lower_ not in ("for", "in") and not (
            token.lower_ in ("toward", "towards", *lexicon.study_gerunds, *lexicon.improvement_gerunds)
            and (token.i == 0 or doc[token.i - 1].text in (":", "-", "–", "—", "--"))
        ):
            continue  # "... for LLM Serving"; a headline or subtitle that opens "Towards X" or "Benchmarking X" is after X as well
        begin = token.i if opening else token.i + 1
        quality = False  # the conjunct before was one word of quality: "for Robust and Efficient ..."
        while begin < len(doc):
            end = _headline_run_end(doc, begin)
            if quality and end - begin > 1:
                begin = phrase_words(list(doc[begin:end]))[0][-1].i + 1  # "Efficient" is as much a quality as "Robust"
            task = _headline_task(doc, begin, end, lexicon, known_head=opening)
            if opening and task is not None and not _names_headline_task(doc, begin, task, end, lexicon):
                task = None
            quality = end - begin == 1 and not trim_phrase([doc[begin]], lexicon)
            if task is not None:
                out.append(Candidate(task[0].idx, task[-1].idx + len(task[-1].text), "Task", 0.6, "term", text[task[0].idx : task[-1].idx + len(task[-1].text)]))
            # "for Robust and Efficient Point Cloud Registration", "for Fetal Ventricle Segmentation
            # and Atrial Width Estimation": each conjunct is read the same way
            after = end
            while after < len(doc) and doc[after].lower_ in _HEADLINE_CONJUNCTIONS:
                after += 1
            if after == end or (opening and task is None):
                break  # "X: Superpixel Structural Priors and Multi-Stage Pseudo-Rain Synthesis": parts, listed
            begin = after
    return out


_HEADLINE_CONJUNCTIONS = frozenset({"and", "or", "&", ","})


def _headline_run_end(doc: Doc, begin: int) -> int:
    """Where the capitalised run of a headline that starts at ``begin`` ends: the next preposition, conjunction or lower-case word."""
    end = begin
    while end < len(doc) and not _opens_participle_phrase(doc, end) and (
        doc[end].text[:1].isupper()
        or doc[end].text in ("-", "–")
        or doc[end].like_num
        or (doc[end].text[:1].isdigit() and any(c.isupper() for c in doc[end].text))  # "for 4D Reconstruction"
        or (end > 0 and doc[end - 1].text in ("-", "–") and not doc[end - 1].whitespace_)  # "Topology-fidelitous"
    ) and doc[end].lower_ not in _PURPOSE_ENDS and doc[end].lower_ != "for":
        end += 1
    return end


def _opens_participle_phrase(doc: Doc, i: int) -> bool:
    """ "... for AI-Generated Text Detection Derived from Real-World Prompts": a capitalised participle before a
    preposition says how the task's data came about, and is no part of its name ("Derived from", "Based on", "Guided by")."""
    word = doc[i].text
    return (
        len(word) > 4
        and word[:1].isupper()
        and word[1:].islower()
        and word.endswith("ed")
        and i + 1 < len(doc)
        and doc[i + 1].lower_ in _PURPOSE_ENDS
        and doc[i + 1].is_lower
    )


def _opens_headline_part(token: Token, lexicon: Lexicon) -> bool:
    """ "Artist Mesh Generation with ..." after "Strips as Tokens:", "Cuneiform Tablet Classification: A Survey":
    a capitalised word opening a headline or its subtitle opens the noun phrase the headline is about.

    The phrase names a task where a known task word ends it (:func:`_headline_task`
    with ``known_head``): the system a headline names does it, the study a
    headline describes is of it. A word of purpose or study read after it
    ("Towards", "Benchmarking") is read there.
    """
    doc = token.doc
    if not (token.i == 0 or doc[token.i - 1].text == ":") or not token.text[:1].isupper():
        return False
    if any(t.lower_ == "for" for t in doc[: token.i]):
        return False  # "A Framework for X: Schema-Constrained LLM Extraction, ...": the subtitle lists its parts
    return token.lower_ not in ("for", "in", "toward", "towards", *lexicon.study_gerunds, *lexicon.improvement_gerunds)


_ASKING_TAGS = frozenset({"VBZ", "VBP", "VBD", "MD", "WRB", "WP", "WDT"})


def _names_headline_task(doc: Doc, begin: int, words: list[Token], end: int, lexicon: Lexicon) -> bool:
    """Whether ``words``, a task phrase in the run ``doc[begin:end]`` that opens a headline or subtitle, is the problem the paper works on.

    Not where it ends in a capacity a method has as often as a problem
    (``capacity_heads``: "Generative Recursive Reasoning") or is one hyphened
    word ("Youtu-Parsing"); nor where "of" follows ("Automated Detection of
    ..."): the act is done to what follows, which names the problem; nor where
    "for" follows ("Proposal Refinement for Few-Shot Object Detection"): the
    phrase is the means, the words after "for" the task; nor in a question or
    a claim ("Do Instance Priors Help ...?", "... Generation can be ..."),
    whose verb the run took in or stands next to it; nor where the run holds a
    participle ("Methods Enhancing ..."); nor where it spells the name before
    its colon ("PASR: Pose-Aware 3D Shape Retrieval") or the subtitle calls it
    an approach or a framework (:func:`_described_as_system`).
    """
    if words[-1].lower_ in lexicon.capacity_heads or not any(t.whitespace_ for t in words[:-1]):
        return False
    if end < len(doc) and doc[end].lower_ in ("of", "for"):
        return False
    if doc[-1].text == "?" or any(t.tag_ in _ASKING_TAGS for t in doc[max(0, words[0].i - 1) : end + 1]):
        return False
    if any(t.lower_.endswith("ing") and t.whitespace_ and lexicon.head_type(t.lower_) is None for t in doc[begin : words[-1].i]):
        return False
    if begin > 1 and doc[begin - 1].text == ":" and _spells_name(doc[begin - 2].text, doc[begin:end].text):
        return False
    return not _described_as_system(doc, end, lexicon)


def _spells_name(name: str, words: str) -> bool:
    """Whether ``words`` spell the capitals of a name of three or more of them, each an initial in order."""
    return sum(c.isupper() for c in name) >= 3 and capitals_are_initials(name, words)


def _described_as_system(doc: Doc, end: int, lexicon: Lexicon) -> bool:
    """ "Sandwich Reasoning: An Answer-Reasoning-Answer Approach for ...", "Decoupled Planning and Execution:
    A Hierarchical Reasoning Framework": a subtitle that calls the words before its colon an approach or a
    framework says they name the paper's system, not its task."""
    colon = end
    while colon < len(doc) and doc[colon].text != ":" and (doc[colon].lower_ in _HEADLINE_CONJUNCTIONS or doc[colon].text[:1].isupper()):
        colon += 1  # "Decoupled Planning and Execution:", the rest of the words before the colon
    if colon + 1 >= len(doc) or doc[colon].text != ":" or doc[colon + 1].lower_ not in ("a", "an"):
        return False
    for token in doc[colon + 2 : colon + 8]:
        if token.lower_ in lexicon.description_heads:
            return True
        if token.lower_ in _PURPOSE_ENDS:
            return False
    return False


def _manner_compound_at(doc: Doc, i: int, lexicon: Lexicon) -> bool:
    """Whether the hyphen at token ``i`` ends a capitalised compound of manner: "Pose-Aware",
    "Specification-Driven", "Fine-Tuned", "Schema-Constrained" (a word of use, or a participle, after it)."""
    if doc[i].text not in ("-", "–") or doc[i].whitespace_ or i == 0 or doc[i - 1].whitespace_:
        return False
    word = doc[i + 1].lower_
    return word in lexicon.name_compound_suffixes or (len(word) > 4 and word.endswith("ed"))


def _headline_task(doc: Doc, begin: int, end: int, lexicon: Lexicon, known_head: bool = False) -> list[Token] | None:
    """The words of ``doc[begin:end]``, a run of a headline after "for", that name a task, if they do.

    With ``known_head``, only a known task word ends a task: a run that opens a
    headline names its system or its study as often as a process.
    """
    for h in range(begin, end - 1):
        if doc[h + 1].is_lower and use_compound_at(doc, h, lexicon) is not None:
            begin = h + 2  # "for GCN-based Action Recognition": the means used, then the task
        elif known_head and _manner_compound_at(doc, h, lexicon):
            begin = h + 2  # "X: Pose-Aware 3D Shape Retrieval", "Fine-Tuned LLM Personalization": how, then the task
        elif known_head and doc[h].lower_ in lexicon.headline_claim_verbs and doc[h].text[:1].isupper():
            # "Diversity Boosts AI-Generated Text Detection", "... Representations Improve Hematological
            # Diagnosis": a claim, its verb read as a capitalised noun; what it improves is the task
            begin = h + 1
    if end - begin < 2:
        return None  # "What Is Attention Good For", "for Agents": nothing, or one word, after "for"
    if doc[begin].whitespace_ and doc[begin].lower_.endswith("ing") and lexicon.head_type(doc[begin].lower_) is None:
        if known_head:
            return None  # "X: Bridging Continuous Optimization and ...": what a headline does, no task it opens with
        begin += 1  # "for Evaluating Structured Knowledge Understanding": what is done to the task
    words = trim_phrase(list(doc[begin:end]), lexicon)  # "for Robust Brain Tumor Segmentation"
    while known_head and len(words) > 2 and words[0].lower_ in lexicon.manner_adjectives and words[0].whitespace_:
        words = words[1:]  # "Zero-Shot CFC: Fast Real-World Image Denoising": how well, not which task
    if len(words) < 2:
        return None  # one word is too little to name a problem ("for Agents", "for Robustness")
    last = words[-1]
    if last.i != end - 1:
        return None
    kind = lexicon.head_type(last.lower_) or lexicon.head_type(last.lemma_.lower())
    if kind != "Task" and (
        known_head
        or kind is not None
        or not last.lower_.endswith(PROCESS_NOUN_ENDINGS)
        or len(last) < 6
        or last.lower_ in lexicon.not_process_nominals
    ):
        # "for LLM Serving", "for Cluster Workload Allocation": a process no list of task words
        # holds is what the paper works on too; a thing ("for Agents"), a known kind, a quality
        # in "-ence" ("for Spatial Intelligence") or a field ("for Computer Vision") is not
        return None
    return words
