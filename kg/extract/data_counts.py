"""Counts of data units after a name: what says a thing holds data.

"LUMINA-26: ..., comprising 6,784 clips across 26 action classes", "X
containing over 10K annotated images": a holding verb and a count of the
lexicon's ``data_units`` after a name make it data, whatever else it is
called. The name rules (:mod:`kg.extract.name_types`) and the definition
rules (:mod:`kg.extract.definition_types`) read this.

Every function here is pure: a parsed Doc (and the lexicon) in, plain data out.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc

from kg.extract.lexicon import Lexicon

_HOLDING_WORDS = frozenset({"comprising", "containing", "consisting", "featuring", "spanning", "covering"})
_QUANTIFIERS = frozenset({"of", "over", "more", "than", "about", "nearly", "approximately", "around", "roughly", "up", "to", "some"})


def counts_data_after(doc: Doc, i: int, lexicon: Lexicon) -> bool:
    """The words after token ``i`` say the thing holds a number of data units (``data_units``).

    "LUMINA-26: Low-Light Understanding for ... Actions, comprising 6,784 clips
    across 26 action classes", "X containing over 10K annotated images": read
    past a spelled-out name up to a verb, the sentence's end, or a comma that
    no such word follows; "a model trained with 1M images" counts no data of
    its own.
    """
    end = min(len(doc), i + 25)
    k = i
    while k < end and doc[k].text not in (".", ";") and not (doc[k].tag_ in ("VBZ", "VBD", "VBP", "MD") and k > i):
        if doc[k].text == "," and not (k + 1 < end and doc[k + 1].lower_ in _HOLDING_WORDS):
            return False  # "BoTSORT, ByteTrack, ... on MOT17, containing ...": the words after a comma are another's
        if doc[k].lower_ in _HOLDING_WORDS:
            return _counts_units(doc, k + 1, end, lexicon)
        k += 1
    return False


_COUNT = re.compile(r"\d[\d,.]*[KkMm]")  # "10K", "1.2M"


def _counts_units(doc: Doc, j: int, end: int, lexicon: Lexicon) -> bool:
    """Tokens from ``j`` read a count of data units: "over 6,784 clips", "10K annotated images"."""
    while j < end and doc[j].lower_ in _QUANTIFIERS:
        j += 1
    if j >= end or not (doc[j].like_num or _COUNT.fullmatch(doc[j].text)):
        return False
    for k in range(j + 1, min(end, j + 4)):  # "6,784 clips", "1,200 high-resolution CT scans": up to three words on
        if doc[k].lower_ in lexicon.data_units:
            return True
        if doc[k].pos_ not in ("ADJ", "NOUN", "VERB", "PROPN") and doc[k].text != "-":
            return False
    return False
