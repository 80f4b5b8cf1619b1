"""Phrases typed by the kind of thing they are listed as examples of.

"tasks like pronoun resolution and metaphor detection", "a dual alignment
strategy ..., including contrastive text-structure alignment", "RAG
metrics (faithfulness, relevancy, ...)": the kind noun before the list
says what its examples are, whatever their own head names; and so does
the kind the text says a phrase is ("Visual token pruning is a practical
acceleration strategy"). The term rules (:mod:`kg.extract.terms`) and the
name rules (:mod:`kg.extract.name_types`) read these.

Every function here is pure: tokens of a parsed Doc (and the lexicon) in,
plain data out.
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from kg.extract.evaluated_on import kind_noun_type
from kg.extract.lexicon import Lexicon
from kg.extract.measures import QUALITY_SUFFIXES
from kg.extract.names import is_name_like
from kg.extract.syntax import first_conjunct, opens_list_item
from kg.extract.term_roles import PROCESS_ENDINGS


EXAMPLE_PREPS = frozenset({"including", "like", "as"})


def opens_examples(prep: Token) -> bool:
    """ "including", "like", or the "as" of "such as": a word after which a list gives examples of a kind."""
    return prep.lower_ in EXAMPLE_PREPS and (prep.lower_ != "as" or (prep.i > 0 and prep.doc[prep.i - 1].lower_ == "such"))


def example_kind(head: Token) -> Token | None:
    """The kind noun whose examples a phrase is listed among: "tasks like X and Y", "strategies such as X".

    "A dual alignment strategy is adopted, including X and Y": where the list
    hangs on the verb, the noun the verb is about is the kind.
    """
    node = first_conjunct(head)
    prep = node.head
    if node.dep_ != "pobj" or not opens_examples(prep):
        return None
    kind = prep.head
    if kind.pos_ in ("VERB", "AUX"):
        kind = next((c for c in kind.children if c.dep_ in ("nsubjpass", "dobj") and c.i < prep.i), None)
    return kind if kind is not None and kind.pos_ == "NOUN" else None


def is_example_of_tasks(head: Token, lexicon: Lexicon) -> bool:
    """ "tasks like pronoun resolution and metaphor detection": a phrase listed as an example of plural tasks is a task.

    The kind noun says what its examples are, as it does for names
    (:func:`kg.extract.name_types._example_of_type`), so a task whose head is no task word
    ("resolution") is still found.
    """
    kind = example_kind(head)
    if kind is not None and kind.lower_ in lexicon.task_example_kinds:
        # "areas such as hyperparameter tuning and robotics policy search"; "risk areas
        # such as self-harm" are kinds of something else
        return not any(c.dep_ in ("compound", "nmod") and c.lemma_.lower() != "application" for c in kind.children)
    return kind is not None and kind.lower_ in lexicon.task_kind_words and kind.lower_ != kind.lemma_.lower()


def is_one_word_task(tokens: list[Token], lexicon: Lexicon) -> bool:
    """ "tasks, including sycophancy and refusal", "tasks such as summarization": one word the text lists as a task.

    A singular noun in lower case, of five letters or more, that says
    nothing generic, listed after plural "tasks" or "problems", as
    :func:`is_example_of_tasks` reads them ("applications such as education
    and agriculture" list fields).
    """
    if len(tokens) != 1:
        return False
    word = tokens[0]
    kind = example_kind(word)
    if (
        kind is None or kind.lower_ not in lexicon.task_kind_words or kind.lower_ == kind.lemma_.lower()
    ) and not _listed_with_task_phrases(word, lexicon):
        return False  # after plural "tasks" or "problems" only: "applications such as education and agriculture" list fields
    return (
        word.tag_ == "NN"
        and word.is_alpha
        and word.is_lower
        and len(word.text) >= 5
        and not word.is_stop
        and word.lower_ not in lexicon.generic_heads
        and word.lemma_.lower() not in lexicon.generic_heads
        # "image-to-report and report-to-image retrieval": the start of a hyphenated word
        and not (word.i + 1 < len(word.doc) and not word.whitespace_ and word.doc[word.i + 1].text in ("-", "–"))
        and not _modifies_head_after(word, lexicon)
    )


def _listed_with_task_phrases(word: Token, lexicon: Lexicon) -> bool:
    """ "spanning mathematical reasoning, factual question answering, summarization, and dialogue": one word
    in a list of three or more whose other items include a task phrase, a task noun with its modifier,
    is listed as a task as they are."""
    first = first_conjunct(word)
    items = [first, *first.conjuncts]
    if len(items) < 3:
        return False
    doc = word.doc
    return any(
        item.i != word.i
        and item.i > 0
        and kind_noun_type(item, lexicon) == "Task"
        and doc[item.i - 1].pos_ in ("ADJ", "NOUN")  # its modifier, however the parser hung it
        and doc[item.i - 1].is_alpha
        for item in items
    )


def _modifies_head_after(word: Token, lexicon: Lexicon) -> bool:
    """The word shares a head after it, which the parser made a list item of its own.

    "shape and motion analysis": the two words of a coordination share the
    task noun after them; "motion analysis" read as two items ("motion",
    "analysis") has a noun right after the word.
    """
    doc = word.doc
    after = doc[word.i + 1 : word.i + 4]
    if len(after) >= 1 and after[0].pos_ == "NOUN" and after[0].is_alpha:
        return True  # "motion analysis", two nouns with nothing between them
    if lexicon.head_type(word.lower_) is not None or word.lower_.endswith((*PROCESS_ENDINGS, "sis")):
        return False  # "rendering and scene reconstruction", "counting and ...": a process of its own
    return (
        len(after) == 3
        and after[0].lower_ in ("and", "or")
        and after[1].pos_ in ("NOUN", "ADJ")
        and after[2].pos_ == "NOUN"
        and lexicon.head_type(after[2].lower_) == "Task"
    )


_OUTSIDE_A_LIST = frozenset({"AUX", "DET", "ADP", "PRON", "SCONJ", "PART"})
_FINITE_VERB_TAGS = frozenset({"VBZ", "VBD", "VBP", "MD"})


def _bracket_kind(first: Token) -> Token | None:
    """The noun right before the parentheses a list item stands in: "metrics (faithfulness, relevancy, ...)".

    Read leftwards over the earlier items (words, commas, "and", "or",
    hyphens and slashes, an "of" inside an item) to the opening bracket; an
    article, another preposition or a finite verb means the words are a
    sentence, no list, and the walk stops there.
    """
    doc = first.doc
    i = first.i - 1
    while i > 0 and first.i - i < 30:
        token = doc[i]
        if token.text == "(":
            kind = doc[i - 1]
            return kind if kind.pos_ == "NOUN" else None
        if (token.pos_ in _OUTSIDE_A_LIST and token.lower_ != "of") or token.tag_ in _FINITE_VERB_TAGS:
            return None  # an article, a preposition or a finite verb: the words before are a sentence, no list
        if not (token.is_alpha or token.text in (",", "-", "/")):
            return None
        i -= 1
    return None


def is_example_of_metrics(tokens: list[Token], lexicon: Lexicon) -> bool:
    """ "RAG metrics (faithfulness, relevancy, ...)", "metrics such as word accuracy and ...": a listed example of measures.

    The kind noun says what its examples are (``metric_kind_words``), in
    parentheses right after it or after "such as", "including", "like".
    """
    kind = example_kind(tokens[-1]) or _bracket_kind(tokens[0]) or _assessed_by(tokens[-1], lexicon)
    return kind is not None and kind.tag_ == "NNS" and kind.lemma_.lower() in lexicon.metric_kind_words


def _assessed_by(head: Token, lexicon: Lexicon) -> Token | None:
    """ "metrics to assess faithfulness, simulatability, diversity, and plausibility": the metrics noun a quality is
    the object of, through a verb of assessment (``assessment_verbs``) in "to", "that" or "for ...ing" after it.

    Only a quality (a noun in "-ness", "-ity", "-cy", "-ance", "-ence" or
    "-ism", or a measure's head word) with no determiner: "metrics to
    assess the level of correctness" and "to assess existing approaches"
    name what is assessed, no measure.
    """
    if not (head.lower_.endswith(QUALITY_SUFFIXES) or lexicon.head_type(head.lower_) == "Metric") or head.lower_ in lexicon.generic_heads:
        return None  # "to assess model performance": the guidelines' "not this"
    node = first_conjunct(head)
    if node.dep_ != "dobj" or any(c.dep_ in ("det", "poss") for c in node.children):
        return None
    verb = node.head
    if verb.lemma_.lower() not in lexicon.assessment_verbs:
        return None
    doc = head.doc
    before = doc[verb.i - 1] if verb.i > 1 else None
    if before is None or before.lower_ not in ("to", "that", "for"):
        return None
    noun = doc[before.i - 1]  # "metrics to assess", "metrics that capture", "measures for assessing", wherever the parser hangs them
    return noun if noun.pos_ == "NOUN" else None


def is_said_to_be_technique(head: Token, lexicon: Lexicon) -> bool:
    """ "Visual token pruning is a practical acceleration strategy": the subject of "be" with a technique's kind word as complement.

    A phrase whose head also names problems ("pruning", "compression") is a
    technique where the text says it is one.
    """
    node = first_conjunct(head)
    verb = node.head
    if node.dep_ != "nsubj" or verb.lemma_ != "be":
        return False
    return any(
        c.dep_ == "attr" and c.lemma_.lower() in lexicon.container_heads and lexicon.head_type(c.lemma_.lower()) == "Method"
        for c in verb.children
    )


def is_example_of_techniques(head: Token, lexicon: Lexicon) -> bool:
    """ "a dual alignment strategy is adopted, including contrastive text-structure alignment and ...":
    the examples of a technique word are techniques, though their head ("alignment") also names problems."""
    kind = example_kind(head)
    if kind is None:
        return False
    lemma = kind.lemma_.lower()
    return lemma in lexicon.container_heads and lexicon.head_type(lemma) == "Method"


def listing_prep(span: Span) -> Token | None:
    """The "including"/"like"/"such as" that opens the list a name is in, read leftwards over the list's words.

    "methods including TOATOD (63.79%), D3ST (58.70%), and Diable
    (56.48%)": the parser hangs the later names anywhere, but the words
    between them are only names, commas, "and", and scores in parentheses.
    """
    doc = span.doc
    i = span.start - 1
    depth = 0
    while i > 0 and span.start - i < 40:
        token = doc[i]
        if token.text == ")":
            depth += 1
        elif token.text == "(":
            depth -= 1
        elif depth == 0 and token.lower_ in EXAMPLE_PREPS:
            return token if doc[i - 1].pos_ == "NOUN" or (token.lower_ == "as" and opens_examples(token)) else None
        elif depth == 0 and not (token.text in (",", "and", "or", "-") or token.pos_ == "PROPN" or is_name_like(token.text)):
            return None
        i -= 1
    return None


def listed_as_unnamed_kind(span: Span, lexicon: Lexicon) -> bool:
    """ "across six regions: Bangladesh, India, Turkey, ...", "five modalities: Brain MRI, Chest X-ray, ...": a name
    that opens an item of a list after a plural noun of a kind no entity type names (``unnamed_kind_nouns``)
    and a colon is a member of that kind, no technique; so is the last item joined by "and" to the first."""
    colon = opens_list_item(span)
    first = first_conjunct(span.root)
    if colon is None and first.i < span.start:
        colon = opens_list_item(span.doc[first.i : first.i + 1])  # "FooLang, BarLang and BazLang"
    return colon is not None and colon.i > 0 and span.doc[colon.i - 1].lower_ in lexicon.unnamed_kind_nouns
