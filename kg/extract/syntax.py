"""Syntax tests shared by the entity and relation rules: who speaks, and what a phrase is the object of.

Pure functions over a parsed Doc's tokens.
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from kg.extract.lexicon import Lexicon

# Dependency labels a contribution may sit under between its verb and itself:
# the object, its appositives, conjuncts and compounds ("we propose a
# X (SF) framework", "we introduce X, a benchmark ..., and Y").
OBJECT_PATH = frozenset({"dobj", "appos", "conj", "compound", "attr", "oprd", "nmod", "amod", "npadvmod", "nsubjpass", "ccomp", "dep"})
PAPER_SUBJECTS = frozenset({"we", "paper", "work", "study", "article", "i"})


def subject_is_paper(verb: Token) -> bool:
    """ "we propose", "this paper introduces", "... and propose" (subject shared with a conjunct)."""
    current = verb
    for _ in range(4):
        for child in current.children:
            if child.dep_ in ("nsubj", "nsubjpass") and child.lower_ in PAPER_SUBJECTS:
                return True
            if child.dep_ == "agent" and any(g.lower_ in PAPER_SUBJECTS for g in child.children):
                return True
        if current.dep_ in ("conj", "xcomp", "advcl") and current.head.pos_ in ("VERB", "AUX"):
            current = current.head
            continue
        break
    # A present-tense passive with no agent ("X is proposed", "X is introduced"):
    # "has been proposed" and "was introduced" are about earlier work.
    aux = [c for c in verb.children if c.dep_ in ("auxpass", "aux")]
    return bool(aux) and all(c.lower_ in ("is", "are") for c in aux)


def contribution_path(span: Span, lexicon: Lexicon) -> str | None:
    """The contribution verb (with the paper as subject) or naming word above ``span`` in the parse, as a cue."""
    token = span.root
    path_ok = True
    for _ in range(8):
        head = token.head
        if token.lower_ in lexicon.naming_words or head.lower_ in lexicon.naming_words:
            return f"named by '{head.text if head.lower_ in lexicon.naming_words else token.text}'"
        if head.i == token.i:
            break
        if head.pos_ in ("VERB", "AUX") and head.lemma_.lower() in lexicon.contribution_verbs:
            if path_ok and token.dep_ in OBJECT_PATH | {"dobj"} and subject_is_paper(head):
                return f"object of '{head.text}'"
            return None
        if token.dep_ not in OBJECT_PATH and not (token.dep_ == "acl" and token.lower_ in lexicon.naming_words):
            path_ok = False
        token = head
    return None


def describes_another(span: Span) -> bool:
    """The phrase says what something else is: an appositive ("CoWorld-VLA, a ... framework")
    or the predicate of "is" ("SOAP is a post-hoc suppression method", "MIM has become a ... paradigm")."""
    root = span.root
    if root.dep_ == "appos":
        return True
    return root.dep_ in ("attr", "acomp") and root.head.lemma_ in ("be", "become", "remain")
