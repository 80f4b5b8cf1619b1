"""Syntax tests shared by the entity and relation rules: who speaks, and what a phrase is the object of.

Pure functions over a parsed Doc's tokens.
"""

from __future__ import annotations

import bisect

from spacy.tokens import Doc, Span, Token

from kg.extract.lexicon import Lexicon
from kg.extract.names import is_name_like, starts_with_family

_SENTENCE_CACHE = "kg.sentence_bounds"


def sentence_bounds(doc: Doc) -> list[tuple[int, int]]:
    """(start, end) token indices of the doc's sentences, the whole doc when nothing set boundaries.

    A sentence the parser started right after a colon is joined to the one
    before it: what a colon introduces completes the sentence that announced it.

    ``doc.sents`` (and ``token.sent``, which walks it) is computed afresh on
    every access; the bounds are kept in ``doc.user_data`` (plain integers,
    so the doc still serialises) and every rule reads them from there.
    """
    cached = doc.user_data.get(_SENTENCE_CACHE)
    if cached is not None and (not cached or cached[-1][1] == len(doc)):
        return cached
    if doc.has_annotation("SENT_START") or doc.has_annotation("DEP"):
        bounds = []
        for sent in doc.sents:
            if bounds and doc[sent.start - 1].text == ":":
                # "We further introduce four novel metrics: Belief Revision Accuracy (BRA), ...":
                # the parser at times starts a sentence after a colon, but what follows a colon
                # completes the sentence that announced it.
                bounds[-1] = (bounds[-1][0], sent.end)
            else:
                bounds.append((sent.start, sent.end))
    else:
        bounds = [(0, len(doc))] if len(doc) else []
    doc.user_data[_SENTENCE_CACHE] = bounds
    return bounds


def sentence_start(doc: Doc, i: int) -> int:
    """Token index where the sentence holding token ``i`` starts."""
    bounds = sentence_bounds(doc)
    k = bisect.bisect_right(bounds, (i, len(doc) + 1)) - 1
    return bounds[k][0] if k >= 0 else 0


def sentence_end(doc: Doc, i: int) -> int:
    """Token index where the sentence holding token ``i`` ends (exclusive)."""
    bounds = sentence_bounds(doc)
    k = bisect.bisect_right(bounds, (i, len(doc) + 1)) - 1
    return bounds[k][1] if k >= 0 else len(doc)


# Dependency labels a contribution may sit under between its verb and itself:
# the object, its appositives, conjuncts and compounds ("we propose a
# X (SF) framework", "we introduce X, a benchmark ..., and Y").
OBJECT_PATH = frozenset({"dobj", "appos", "conj", "compound", "attr", "oprd", "nmod", "amod", "npadvmod", "nsubjpass", "ccomp", "dep"})
PAPER_SUBJECTS = frozenset(
    {"we", "paper", "work", "study", "article", "letter", "report", "i", "research", "thesis", "dissertation", "manuscript", "chapter"}
)


# What "our" makes the paper's own system when it is a subject ("Our framework introduces ...").
_OUR_SYSTEM_NOUNS = frozenset({"method", "framework", "approach", "model", "system", "pipeline", "architecture", "algorithm"})


def sentence_of(span: Span) -> Span:
    """The sentence ``span`` stands in (the whole doc where no sentence is marked)."""
    doc = span.doc
    return doc[sentence_start(doc, span.start) : sentence_end(doc, span.start)]


_OUR_EARLIER = frozenset({"earlier", "previous", "prior"})


def is_ours(noun: Token) -> bool:
    """ "our framework", "our X": the noun is the paper's, by its possessive; "our earlier X", "our
    previous X", "our prior work" are the authors' earlier work, which the paper extends, not presents."""
    return any(c.dep_ == "poss" and c.lower_ == "our" for c in noun.children) and not any(
        c.dep_ == "amod" and c.lower_ in _OUR_EARLIER for c in noun.children
    )


def subject_is_paper(verb: Token) -> bool:
    """ "we propose", "this paper introduces", "... and propose" (subject shared with a conjunct), "By introducing X, we ..."."""
    current = verb
    for _ in range(4):
        for child in current.children:
            if child.dep_ in ("nsubj", "nsubjpass") and child.lower_ in PAPER_SUBJECTS:
                return True
            if child.dep_ == "nsubj" and child.lemma_.lower() in _OUR_SYSTEM_NOUNS and is_ours(child):
                return True  # "Our method introduces two key components: ...": the paper's own system speaks for it
            if child.dep_ == "agent" and any(g.lower_ in PAPER_SUBJECTS for g in child.children):
                return True
        if current.dep_ in ("conj", "xcomp", "advcl") and current.head.pos_ in ("VERB", "AUX"):
            current = current.head
            continue
        if current.dep_ == "pcomp" and current.head.lower_ == "by" and current.head.head.pos_ in ("VERB", "AUX"):
            current = current.head.head  # "By introducing FooNet, we improve ...": the gerund's subject is the clause's
            continue
        break
    # A present-tense passive with no agent ("X is proposed", "X is introduced"):
    # "has been proposed" and "was introduced" are about earlier work, and so
    # is a subject that stands for others' work in general ("Most
    # conversational agents (CAs) are designed to ...").
    aux = [c for c in verb.children if c.dep_ in ("auxpass", "aux")]
    if not aux or not all(c.lower_ in ("is", "are") for c in aux):
        return False
    return not any(
        c.dep_ == "nsubjpass" and any(m.dep_ in ("det", "amod", "predet") and m.lower_ in _OTHERS_QUANTIFIERS for m in c.children)
        for c in verb.children
    )


# Words that make a phrase stand for earlier work, and with the quantifiers for things in general.
_EARLIER_WORK = frozenset({"existing", "prior", "previous", "conventional", "traditional", "current", "typical"})
_OTHERS_QUANTIFIERS = frozenset({"most", "many", "some", "all", "several"}) | _EARLIER_WORK


def follows_earlier_work_word(span: Span) -> bool:
    """The phrase stands right after a word that makes it earlier work: "augments existing Human Motion Recovery (HMR) pipelines"."""
    i = span.start - 1
    while i >= 0 and (span.doc[i].lower_ in _COUNTING_WORDS or span.doc[i].like_num):
        i -= 1  # "conventional multiple fixed-position antenna (FPA) systems"
    if i >= 0 and span.doc[i].lower_ in ("the", "a", "an"):
        i -= 1
    return i >= 0 and span.doc[i].lower_ in _EARLIER_WORK


_COUNTING_WORDS = frozenset({"multiple", "several", "many", "various", "numerous"})


_CUSTOMARY = frozenset({"commonly", "often", "usually", "widely", "generally", "typically", "frequently", "sometimes", "traditionally", "conventionally", "formerly", "previously"})


def _customary(token: Token) -> bool:
    """ "commonly referred to as Model Autophagy Disorder (MAD)": the field's name for the thing, not the paper's."""
    return any(c.dep_ == "advmod" and c.lower_ in _CUSTOMARY for c in token.children)


_CLAUSE_DEPS = frozenset({"advcl", "xcomp", "ccomp", "acl", "relcl", "conj"})


def _hangs_a_clause(via: Token) -> bool:
    """``via`` opens a clause hung on a naming word, or a preposition before a gerund ("for adapting ..."), not the name.

    A preposition before a noun may be inside the name ("named Alzheimer's
    Disease Prediction with Cross-modal Causal Intervention (ADPC)"), and
    "as" introduces it ("dubbed as HRVVS").
    """
    if via.dep_ in _CLAUSE_DEPS:
        return True
    return via.dep_ == "prep" and via.lower_ != "as" and any(c.dep_ == "pcomp" and c.tag_ == "VBG" for c in via.children)


def names_a_finding(token: Token, lexicon: Lexicon) -> bool:
    """A naming word after a noun of findings: "a critical scalability bottleneck, termed Structural Drift".

    What the text names so is a phenomenon it reports (``finding_heads``),
    no technique of its own.
    """
    doc = token.doc
    k = token.i - 1
    if k >= 0 and doc[k].text == ",":
        k -= 1
    if k < 0 or doc[k].lemma_.lower() not in lexicon.finding_heads:
        return False
    # "we propose a game-theoretic multilingual scaling law called ShapleyLaw": what the paper
    # puts forward is its own, whatever it calls it; "we identify a phenomenon termed ..." reports one
    verb = next((t for t in reversed(doc[sentence_start(doc, k) : k]) if t.pos_ == "VERB"), None)
    return verb is None or verb.lemma_.lower() not in lexicon.contribution_verbs


def is_naming_word(token: Token, lexicon: Lexicon, via: Token | None = None) -> bool:
    """A word that names the thing reached from it through ``via`` (its child on the path).

    "dubbed X", "called X", "named X" (``naming_words``), where X is the
    word's own complement, not a clause hung on it ("called X for adapting
    Y" names X, not Y); "referred to as X"
    and "which we refer to as X", through the "as"; "call", "term", "name"
    (``naming_verbs``) with "we" as subject and the name as their object or
    complement: "the method, which we call S0 tuning", "a method we term
    OSPO"; not a finding: "we call this phenomenon X". Without "we" the present forms name nothing ("the call to X",
    "the term X"), "we then call for a new framework" calls for one, and
    "the explanations referred to averaging ratings" names nothing either.
    """
    if token.lower_ in lexicon.naming_words:
        if via is not None and _hangs_a_clause(via):
            return False  # "a method called PEFT-MedSAM for adapting MedSAM ...": what the named thing does, not its name
        return not _customary(token) and not names_a_finding(token, lexicon)
    if token.pos_ != "VERB":
        return False
    if token.lemma_.lower() == "refer":
        return (
            via is not None and via.lower_ in ("as", "to") and any(c.lower_ == "as" for c in token.subtree) and not _customary(token)
        )
    return (
        token.lemma_.lower() in lexicon.naming_verbs
        and any(c.dep_ == "nsubj" and c.lower_ == "we" for c in token.children)
        and via is not None
        and via.dep_ in ("oprd", "dobj", "attr")
        # "We call this phenomenon Vague Perception": a finding the paper names, no contribution
        and not any(t.lemma_.lower() in lexicon.finding_heads for t in token.doc[token.i + 1 : via.i])
    )


def presents_work(token: Token, lexicon: Lexicon) -> bool:
    """``token`` is a verb of contribution whose subject is the paper: "we propose", "this paper introduces"."""
    return token.pos_ in ("VERB", "AUX") and token.lemma_.lower() in lexicon.contribution_verbs and subject_is_paper(token)


def first_contribution_sentence(doc: Doc, lexicon: Lexicon) -> int | None:
    """Where the first sentence in which the paper presents its own work starts ("we propose", "this paper
    introduces"), or None. What comes before it is the abstract's motivation: the field and its problem."""
    for token in doc:
        if presents_work(token, lexicon):
            return sentence_start(doc, token.i)
    return None


def contribution_path(span: Span, lexicon: Lexicon) -> str | None:
    """The contribution verb (with the paper as subject) or naming word above ``span`` in the parse, as a cue."""
    named = object_named_before(span, lexicon)
    if named is not None:
        return f"object of '{named.head.text}'"
    token = span.root
    path_ok = True
    modifies = None  # whether every step so far went from a modifier to its noun
    below = None  # the child the path came from
    for _ in range(8):
        head = token.head
        if below is not None and token.is_lower and token.lower_ in lexicon.classification_nouns:
            return None  # "we introduce a five-level taxonomy: Atomic Generation, ...": a class of the scheme ("the ... Taxonomy (EFT)" is a name)
        if is_naming_word(token, lexicon, below) or is_naming_word(head, lexicon, token):
            return f"named by '{head.text if is_naming_word(head, lexicon, token) else token.text}'"
        if head.i == token.i:
            break
        if list_item_read_as_appositive(token):
            below, token = token, head.head.head  # on to the noun that opened the list
            continue
        if token.dep_ == "appos" and lists_for_noun_before_colon(token, lexicon):
            return None  # "... from pre-existing datasets with licensed models: PixMo-Cap, ...": the models', not the built thing's
        if modifies and token.dep_ == "appos" and is_name_like(head.text) and _set_off(token):
            # "we propose DiffNet, a simple RGB-DCT early-fusion architecture": the
            # appositive describes the name it stands beside; a name that only
            # modifies its noun is what that is built on.
            return None
        modifies = token.dep_ in ("compound", "nmod", "amod") and modifies is not False
        if head.pos_ in ("VERB", "AUX") and head.lemma_.lower() in lexicon.training_verbs:
            if path_ok and token.dep_ == "dobj" and subject_is_paper(head) and trains_new_model(span, token, lexicon):
                return f"trained as new ('{head.text} X, a ...')"
            return None
        if head.pos_ in ("VERB", "AUX") and head.lemma_.lower() in lexicon.contribution_verbs:
            if token.dep_ == "dep" and rival_or_example_between(head, token, lexicon):
                # "presents a ... strategy and evaluates ... against models such as ARIMA, Long-short
                # Term Memory (LSTM), ...": a list item of others' work the parser hung on the verb
                return None
            if path_ok and (token.dep_ in OBJECT_PATH or _gerund_read_as_clause(token)) and subject_is_paper(head):
                return f"object of '{head.text}'"
            return None
        if (
            token.dep_ == "dobj"
            and head.pos_ == "VERB"
            and head.dep_ == "conj"
            and head.lemma_.lower() in lexicon.use_verbs
            and not (len(span) > 1 and all(t.text[:1].isupper() for t in span if t.is_alpha))
        ):
            # "We curate a dataset ... and use GPT-5-chat to ...": the object of a verb of use, joined to
            # the contribution verb only through its own ("we develop and evaluate a ... model" stays,
            # and so does a phrase in Title Case: "we propose ... and employ Conditioned Motion Lifting")
            return None
        if token.dep_ not in OBJECT_PATH and not (token.dep_ == "acl" and is_naming_word(token, lexicon, below)) and not _of_concept(token, lexicon):
            path_ok = False
        below, token = token, head
    return None


_APPOSITION_ENDS = frozenset({",", "(", ".", ";", ":", "which", "that", "to", "for", "and"})


def object_named_before(span: Span, lexicon: Lexicon) -> Token | None:
    """ "We propose a novel specificity-aware reinforcement learning framework, SpeciaRL, to fine-tune ...":
    a name set off by a comma right after the kind noun that a verb of contribution takes as its object
    names that object, wherever the parser hung it (here as an adverb of "propose"). The kind noun, or None."""
    doc = span.doc
    if span.start < 2 or doc[span.start - 1].text != "," or span.end >= len(doc) or doc[span.end].lower_ not in _APPOSITION_ENDS:
        return None
    noun = doc[span.start - 2]
    if noun.dep_ != "dobj" or noun.tag_ != "NN" or noun.lemma_.lower() not in lexicon.container_heads:
        return None
    verb = noun.head
    if verb.pos_ == "VERB" and verb.lemma_.lower() in lexicon.contribution_verbs and subject_is_paper(verb):
        return noun
    return None


def presented_by_own_system(span: Span, lexicon: Lexicon) -> bool:
    """ "Tandem introduces a cost-aware termination mechanism": ``span`` is taken in by the system the paper presents.

    It is the object of a verb of contribution or of parts whose subject
    is a name or "our ..." ("our framework employs a ... module"), or of
    such a verb in "-ing" after "by", whose subject is the main clause's
    ("By combining X and Y, NaviMind ..."). A
    hyphened name is one whatever the tagger makes of its last word. "It"
    right after the sentence that presents the paper's work is that work
    ("We propose a ... network. It contains a ... module").
    """
    node = first_conjunct(span.root, 8)
    verb = node.head
    if node.dep_ != "dobj" or verb.pos_ != "VERB":
        return False
    lemma = verb.lemma_.lower()
    if lemma not in lexicon.contribution_verbs and lemma not in lexicon.component_verbs:
        return False
    clause = verb
    if verb.tag_ == "VBG" and verb.dep_ == "pcomp" and verb.head.lower_ == "by" and not any(c.dep_ == "nsubj" for c in verb.children):
        clause = verb.head.head  # "By combining X, Y and Z, NaviMind transitions ...": the main clause's subject does the combining
    for subject in clause.children:
        if subject.dep_ != "nsubj":
            continue
        if is_ours(subject):
            return True
        if subject.pos_ == "PROPN" and subject.text[:1].isupper() and not any(c.dep_ == "det" for c in subject.children):
            return True
        if subject.i > 0 and subject.nbor(-1).tag_ == "HYPH" and is_name_like(subject.doc[subject.left_edge.i : subject.i + 1].text):
            return True  # "D-VLA introduces Plane Decoupling", where the tagger reads "VLA" as a common noun
        if subject.lower_ == "it" and lemma in lexicon.component_verbs and _follows_presentation(verb, lexicon):
            return True  # "we propose a new ... correction network. It contains an adaptive semantic-aware fusion module"
    return False


def _follows_presentation(verb: Token, lexicon: Lexicon) -> bool:
    """The sentence before ``verb``'s is one in which the paper presents its own work ("we propose a ... network.")."""
    doc = verb.doc
    start = sentence_start(doc, verb.i)
    if start == 0:
        return False
    before = sentence_start(doc, start - 1)
    return any(presents_work(t, lexicon) for t in doc[before:start])


def used_by_paper(span: Span, lexicon: Lexicon) -> bool:
    """ "We use Gated Experts and Selective Prediction to ...": ``span`` (or its list) is the object of a verb of use whose subject is the paper."""
    node = first_conjunct(span.root, 8)
    head = node.head
    return node.dep_ == "dobj" and head.pos_ == "VERB" and head.lemma_.lower() in lexicon.use_verbs and subject_is_paper(head)


def trains_new_model(span: Span, obj: Token, lexicon: Lexicon) -> bool:
    """ "we train HDM-4B-RL, a ... diagnosis model", "we train a user model, CustomerLM, with SFT":
    the name in the object of a verb of training is set beside an indefinite kind noun.

    ``obj`` is the verb's object, the name itself or the kind noun the
    name is apposed to; a name that opens with a known model family is
    someone's model ("we fine-tune an open-weight VLM, Qwen-2.5-VL-7B").
    """
    if not span.text[:1].isupper() or starts_with_family(span.text, lexicon.model_families):
        return False
    if obj.i in range(span.start, span.end):
        kinds = [c for c in span.root.children if c.dep_ == "appos" and c.i >= span.end]  # "we train X, a ... model"
    elif span.root.dep_ == "appos" and span.root.head.i == obj.i:
        kinds = [obj]  # "we train a user model, X"
    else:
        return False
    return any(
        k.pos_ == "NOUN" and _set_off(k if k.i > span.root.i else span.root) and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in k.children)
        for k in kinds
    )


def rival_or_example_between(verb: Token, token: Token, lexicon: Lexicon) -> bool:
    """``token`` is in a phrase of baselines or examples after ``verb``: "against ...", "than ...", "versus ...", "such as ...", "e.g. ...".

    What the work is compared against and the examples of a kind are others'
    work. The phrase runs from its word to ``token`` with no verb or
    semicolon between ("robustness against noise; (2) a Fine-Grained Feature
    Enhancement (FGFE) module" leaves it), and examples of what the verb
    itself introduces are the paper's ("We introduce metrics such as Goal
    Completion Rate (GCR)"). "over", which also says where something is
    built, and "including", which lists the parts of what is presented as
    often, are left out.
    """
    doc = verb.doc
    if token.i <= verb.i:
        return False
    marker = None
    for t in doc[verb.i + 1 : token.i]:
        if (t.lower_ in lexicon.comparison_preps and t.lower_ != "over") or t.lower_ in ("e.g.", "e.g"):
            marker = t.i
        elif t.lower_ == "as" and t.i > 1 and doc[t.i - 1].lower_ == "such":
            noun = doc[t.i - 2]
            marker = None if (noun.head.i == verb.i and noun.dep_ == "dobj") else t.i
    if marker is None:
        return False
    return not any(t.pos_ in ("VERB", "AUX") or t.text == ";" for t in doc[marker + 1 : token.i])


def _gerund_read_as_clause(token: Token) -> bool:
    """ "we propose Token-to-Mask (T2M) remasking": a gerund the parser hung on the verb as a clause, though a name modifies it.

    A clause of its own takes no name before it; a noun modifier there
    ("Token" as nmod of "remasking") shows the gerund is the head of the
    verb's object. A common noun right after the verb heads no clause at all.
    """
    if token.dep_ not in ("advcl", "xcomp"):
        return False
    if token.tag_ in ("NN", "NNS") and token.i == token.head.i + 1:
        # "this study introduces graph neural network ... identification (GNN-LaSDI)": a noun right after
        # the verb heads no clause; the parser took the object's first word for one
        return True
    return token.tag_ == "VBG" and any(c.i < token.i and c.dep_ in ("nmod", "compound") for c in token.children)


def list_item_read_as_appositive(token: Token) -> bool:
    """ "we design a ... representation for video, a kinematic-audio alignment module ..., and a ... scheme":
    an item of a list that the parser hung on the noun before it as an appositive.

    An appositive says what the noun before it is; a new indefinite item ("a
    ... module") set off after the plain common noun that ends a
    prepositional phrase ("for video"), and itself going on into a list
    ("..., and a hybrid flow matching scheme"), is the next item of the list
    the phrase's noun opened. It stands where that noun stands.
    """
    if token.dep_ != "appos" or not _set_off(token) or not any(c.dep_ == "conj" for c in token.children):
        return False
    if not any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in token.children):
        return False
    noun, prep = token.head, token.head.head
    return (
        noun.dep_ == "pobj"
        and noun.pos_ == "NOUN"
        and noun.text.islower()
        and prep.dep_ == "prep"
        and prep.head.pos_ == "NOUN"
    )


def lists_for_noun_before_colon(appositive: Token, lexicon: Lexicon) -> bool:
    """ "we build Multi-PixMo, a training corpus obtained ... from Pixmo pre-existing datasets with
    permissively licensed models: PixMo-Cap, PixMo-AskModelAnything, and CoSyn-400k": a list after a
    colon that follows a plural kind of others' models (``others_list_nouns``) names such models,
    though the parser hung it on the paper's own thing further back as its appositive. Parts and
    data the paper counts before a colon ("two components:", "two new datasets:") stay its own, and
    so do the items of a plural noun further back ("two novel techniques for style transfer using
    diffusion models: CACTI and CACTIF")."""
    first = appositive.left_edge
    if first.i < 2 or appositive.doc[first.i - 1].text != ":":
        return False
    before = appositive.doc[first.i - 2]
    head = appositive.head
    # a plural noun the list hangs on is what it counts ("two novel techniques for ... using diffusion models: A and B")
    return before.lower_ in lexicon.others_list_nouns and before.i > head.i and head.tag_ not in ("NNS", "NNPS")


def _set_off(appositive: Token) -> bool:
    """The appositive phrase of ``appositive`` follows a comma or a dash, as "X, a ... framework" does ("X (Y) method" is one phrase)."""
    first = appositive.left_edge
    return first.i > 0 and appositive.doc[first.i - 1].text in (",", "–", "—", "--", ":")


_NAME_ENDS = frozenset({",", "(", ":", ";", ".", "and", "which", "that", "to", "for", "–", "—"})


def named_after_verb(span: Span, lexicon: Lexicon) -> str | None:
    """A name right after "we propose" (or "this paper introduces"), read from the words.

    The parser often breaks on a coined name ("we propose AgentEA, a ..."
    tags "AgentEA" as punctuation), and then no parse path reaches the verb.
    The words still say it: the name follows a contribution verb directly,
    the paper is named before that verb in the sentence, and the name ends
    where a phrase ends (a comma, a parenthesis, "and", "to", the end).
    """
    doc = span.doc
    if span.start == 0:
        return None
    verb = doc[span.start - 1]
    if verb.lemma_.lower() not in lexicon.contribution_verbs or verb.is_sent_start:
        return None
    # The sentence's words before the verb (no sentence bounds: the whole text before it).
    sent_start = verb.i
    while sent_start > 0 and not doc[sent_start].is_sent_start:
        sent_start -= 1
    if not any(t.lower_ in PAPER_SUBJECTS for t in doc[sent_start : verb.i]):
        return None
    after = doc[span.end] if span.end < len(doc) else None
    if after is not None and after.lower_ not in _NAME_ENDS and not after.is_sent_start:
        return None
    return f"right after '{verb.text}'"


_PART_PREPS = frozenset({"with", "featuring"})
# Verbs of having parts, whose participle on the presented thing lists them: "a recipe featuring X, Y and Z",
# "a framework comprising X"; "using X" or "leveraging X" on it names a means, used.
_HAVING_VERBS = frozenset({"feature", "include", "comprise", "contain", "incorporate", "integrate", "combine"})


def part_of_presented(span: Span, lexicon: Lexicon) -> str | None:
    """A name the paper's presented system is "with": "we present a modality-decoupled architecture with Interleaved Modality Dropout".

    The object of a contribution verb whose subject is the paper, and a
    "with" phrase on it, make the name a part of what the paper presents;
    so does a participle of having parts on it ("we introduce a stabilized
    training recipe featuring High-Fidelity Logit Projection, Query Entropy
    Regularization, and ...").
    """
    node = first_conjunct(span.root, 8)
    prep = node.head
    having = node.dep_ == "dobj" and prep.tag_ == "VBG" and prep.dep_ == "acl" and prep.lemma_.lower() in _HAVING_VERBS
    if not having and (node.dep_ != "pobj" or prep.lower_ not in _PART_PREPS):
        return None
    noun = prep.head
    verb = noun.head
    if noun.pos_ != "NOUN" or noun.dep_ not in ("dobj", "appos", "nsubjpass"):
        return None
    if presents_work(verb, lexicon):
        return f"part of what the paper presents ('{verb.text} ... {prep.text}')"
    return None


def named_as_ours(span: Span, lexicon: Lexicon) -> str | None:
    """A name the paper owns ("our FooNet outperforms"), or one set beside a noun it owns: "our model, FooNet, ...", "FooNet, our framework, ...".

    The appositive pair says that the name and "our X" are one thing, so the
    name is the paper's own. Only the apposition counts: "our results on
    FooBench" owns the results, not the benchmark. The noun must be a kind
    of thing (``container_heads``) or a realisation of one ("our primary
    instantiation, LIT-LoRA"; ``instance_nouns``): "in our comparison (ROC-AUC 0.682)"
    sets a measure beside an activity, not a name beside what it names.
    """
    root = span.root
    if is_ours(root) and not any(
        c.dep_ == "amod" and c.tag_ == "VBN" and c.lower_ != "proposed" for c in root.children
    ):
        # "our DICModel with only 7B parameters performs better"; "our fine-tuned YOLOWorld" is
        # another's model the paper trained
        return "called the paper's own ('our X')"
    partners = [c for c in root.children if c.dep_ == "appos"]
    if root.dep_ == "appos" and root.head.i != root.i:
        partners.append(root.head)
    for noun in partners:
        if (
            noun.pos_ in ("NOUN", "PROPN")
            and any(w in lexicon.container_heads or w in lexicon.instance_nouns for w in (noun.lemma_.lower(), noun.lower_))
            and is_ours(noun)
        ):
            return f"apposed to 'our {noun.text}'"
    return None


#: Words that may stand between a list's colon (or the comma before an item) and the item's phrase.
ITEM_MARKERS = frozenset({"and", "(", ")", "a", "an", "the", "i", "ii", "iii", "iv", "1", "2", "3", "4", "5", "1)", "2)", "3)", "4)"})
_LIST_VERBS = frozenset({"are", "include", "includes", "is", "lie", "lies", "in"})


def opens_list_item(span: Span, between: frozenset[str] = frozenset()) -> Token | None:
    """The colon of the list whose item ``span`` opens, or None.

    Between the colon, or the comma or semicolon that ends the item before,
    and the phrase stand only list markers ("(1)", "ii)", "and") and the
    words of ``between`` (those that praise or count: "an efficient ...").
    """
    doc = span.doc
    start = span.start
    colon = next((t for t in reversed(doc[sentence_start(doc, start) : start]) if t.text == ":"), None)
    if colon is None:
        return None
    k = start - 1
    while k > colon.i and (doc[k].lower_ in ITEM_MARKERS or doc[k].lower_ in between):
        k -= 1
    if k != colon.i and doc[k].text not in (",", ";"):
        return None
    return colon


def opens_part_item(span: Span, lexicon: Lexicon) -> Token | None:
    """The colon of a list of working parts whose item ``span`` opens ("three key components: (1) ..."), or None.

    The noun right before the colon names parts (``part_list_nouns``), and
    the phrase is no object inside an item ("1) a pool ... built through a
    pipeline ensuring Range, Reach, and Rigor").
    """
    colon = opens_list_item(span)
    if colon is None or colon.i == 0 or span.doc[colon.i - 1].lower_ not in lexicon.part_list_nouns:
        return None
    node = first_conjunct(span.root)
    if node.dep_ in ("dobj", "pobj") and node.head.i > colon.i:
        return None
    return colon


def listed_as_innovation(span: Span, lexicon: Lexicon) -> str | None:
    """A phrase that opens an item of the list after the paper's "innovations" or "contributions".

    "This approach is facilitated by two key technical innovations: (1) a
    full-codebook random masking strategy ..., and (2) ...", "Our
    contributions are: ...": such a noun calls what the list holds the
    paper's own new work (``novelty_nouns``), so each item is a
    contribution, described or named. The noun stands right before the
    colon, or before "are" or "include".
    """
    doc = span.doc
    if span.root.dep_ == "poss" or (span.end < len(doc) and doc[span.end].tag_ == "POS"):
        return None  # "two key contributions: SR's ability to ...": the item is the ability
    colon = opens_list_item(span, lexicon.evaluative)
    if colon is None or colon.i == 0:
        return None
    k = colon.i - 1
    while k > 0 and doc[k].lower_ in _LIST_VERBS:
        k -= 1
    noun = doc[k]
    if noun.lower_ in lexicon.novelty_nouns:
        return f"an item after '{noun.text}:'"
    return None


def gerund_read_for_modifier(token: Token) -> bool:
    """ "the concept of framing disparity": a gerund the parser made of a noun's modifier, its object the noun right after it
    ("of employing structure learning ensemble" is a real gerund, its object further on)."""
    doc = token.doc
    return (
        token.dep_ == "pcomp"
        and token.tag_ == "VBG"
        and token.i + 1 < len(doc)
        and doc[token.i + 1].dep_ == "dobj"
        and doc[token.i + 1].head.i == token.i
    )


def _of_concept(token: Token, lexicon: Lexicon) -> bool:
    """On the way from "the concept of X" up to its verb: X under "of", or "of" under the concept word."""
    if (token.dep_ == "pobj" or gerund_read_for_modifier(token)) and token.head.lower_ == "of":
        return token.head.head.lemma_.lower() in lexicon.concept_words
    return token.dep_ == "prep" and token.lower_ == "of" and token.head.lemma_.lower() in lexicon.concept_words


def describes_another(span: Span) -> bool:
    """The phrase says what something else is: an appositive ("CoWorld-VLA, a ... framework")
    or the predicate of "is" ("SOAP is a post-hoc suppression method", "MIM has become a ... paradigm")."""
    root = span.root
    if root.dep_ == "appos":
        return not list_item_read_as_appositive(root)
    if _apposed_read_as_sibling(root):
        return True
    return root.dep_ in ("attr", "acomp") and root.head.lemma_ in ("be", "become", "remain")


def _apposed_read_as_sibling(root: Token) -> bool:
    """ "we propose ArtiCAD, the first training-free multi-agent system ...": the parser made the
    appositive a second object of the verb; set off by a comma right after a name with the same
    head, it says what the name is."""
    left = root.left_edge
    if left.i < 2 or root.doc[left.i - 1].text != "," or root.dep_ not in ("dobj", "pobj", "nsubj", "npadvmod"):
        return False
    name = root.doc[left.i - 2]
    return is_name_like(name.text) and name.head.i == root.head.i and name.i != root.head.i


def finding_verb_read_as_noun(span: Span, lexicon: Lexicon) -> Token | None:
    """ "Experiments on ImageNet-256 show that ...": the verb of a finding right after a name, which the
    tagger read as the noun the name modifies; the name is then the verb's subject, no modifier.

    The word is a reporting verb (``reporting_verbs``: show, demonstrate, confirm, ...) followed by
    "that", which no noun of a compound takes.
    """
    doc = span.doc
    if span.end + 1 >= len(doc):
        return None
    word = doc[span.end]
    if word.pos_ not in ("NOUN", "PROPN") or doc[span.end + 1].lower_ != "that":
        return None
    if word.lemma_.lower().removesuffix("s") not in lexicon.reporting_verbs and word.lower_.removesuffix("s") not in lexicon.reporting_verbs:
        return None
    return word


def first_conjunct(token: Token, limit: int = 16) -> Token:
    """The first conjunct of the list ``token`` is in (itself when it is in none).

    A list's members share the first one's place in the sentence ("on X, Y
    and Z": Y and Z hang off X), so the rules read a member's role there.
    At most ``limit`` steps are climbed.
    """
    for _ in range(limit):
        if token.dep_ != "conj" or token.head.i == token.i:
            break
        token = token.head
    return token


_ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj"})
_THING_PREPS = frozenset({"using", "with", "via", "by", "than", "over", "against", "versus", "vs", "vs.", "like", "including", "to"})


def is_argument(span: Span) -> bool:
    """The phrase (or the list it is in) acts or is acted on: a subject or object of a verb,
    or the object of "using", "with", "than", "including", "to" ("apply it to HRM and TRM").

    Used for a bare acronym no cue types: a method or model the text works
    with stands in such a place ("using GRPO", "combines CTC and USDM"); an
    acronym of a field or a modality is where something happens or what it
    is about ("in MRI", "in MNER", "on NVIDIA AGX").
    """
    node = first_conjunct(span.root)
    if node.dep_ in _ARGUMENT_DEPS or subject_of_mistagged_verb(span):
        return True
    return node.dep_ == "pobj" and node.head.lower_ in _THING_PREPS


def _opens_object(token: Token) -> bool:
    """A determiner, or an adjective before a noun: the start of a noun phrase."""
    if token.tag_ in ("DT", "PRP$"):
        return True
    following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    return token.tag_ == "JJ" and following is not None and following.pos_ in ("NOUN", "PROPN")


def subject_of_mistagged_verb(span: Span) -> bool:
    """The phrase is the subject of a verb the tagger read as a plural noun it modifies.

    "Q-Former disrupts temporal information", "SAMST leverages the strengths
    of ...": after a name the tagger often takes the verb's "-s" for a plural
    and hangs the name on it as a compound; a noun takes no direct object,
    and no adjective or determiner follows a plural noun, so the word right
    after the name that has one, or that one follows, is the verb.
    """
    if span.end >= len(span.doc):
        return False
    verb = span.doc[span.end]
    after = span.doc[verb.i + 1] if verb.i + 1 < len(span.doc) else None
    return (
        span.root.head.i == verb.i
        and verb.tag_ == "NNS"
        and verb.lower_.endswith("s")
        and (
            any(child.dep_ == "dobj" for child in verb.children)
            # "FAIL-PD exploits differentiable ODE solvers": an adjective before a noun, or a determiner, follows
            # no plural noun ("fake ID documents available due to ..." sets its adjective after the noun)
            or (after is not None and verb.whitespace_ and _opens_object(after))
        )
    )
