"""Phenomena the paper names: "We term this phenomenon spectral collapse".

A failure or an effect the paper observes and gives a name is the problem it
studies, not a technique it proposes, however the name is written: "We term
this phenomenon Order-to-Space Bias (OTS)", "We refer to this failure mode as
unintentional cross-user contamination (UCC)". Every mention of that name,
its short form too, is typed as a task.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from kg.extract.document import Candidate
from kg.extract.lexicon import Lexicon

_NAMING = r"(?:term|call|name|dub|coin|refer\s+to)"
_LEAD = r"(?:this|that|such\s+an?|such|these|the)"
_NAME = r"[\"'“‘`]?(?P<name>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,5}?)[\"'”’]?"
_STOP = r"(?=\s*(?:\(|[.,;:!?]|\s(?:and|which|where|that|in|to|as|from|of|for|with)\b|$))"
_SHORT = re.compile(r"\s*\((?P<short>[A-Za-z][\w-]{1,12})\)")


@lru_cache(maxsize=8)
def _cue(phenomenon_nouns: frozenset[str]) -> re.Pattern[str]:
    """The naming cue for these nouns, built once per lexicon rather than once per document."""
    nouns = "|".join(sorted((re.escape(w) for w in phenomenon_nouns), key=len, reverse=True))
    return re.compile(
        rf"\b[Ww]e\s+(?:[a-z]+ly\s+)?{_NAMING}\s+{_LEAD}\s+(?:[\w-]+\s+){{0,2}}?(?:{nouns})\s+(?:as\s+)?(?:an?\s+|the\s+)?{_NAME}{_STOP}"
    )


def named_phenomena(text: str, lexicon: Lexicon) -> set[str]:
    """The lower-cased names (and short forms) the paper gives to a phenomenon it observes."""
    names: set[str] = set()
    for found in _cue(lexicon.phenomenon_nouns).finditer(text):
        names.add(found.group("name").lower())
        short = _SHORT.match(text, found.end("name") + (1 if text[found.end("name") : found.end("name") + 1] in "\"'”’" else 0))
        if short is not None:
            names.add(short.group("short").lower())
    return names


def type_phenomena(cands: list[Candidate], text: str, lexicon: Lexicon) -> list[Candidate]:
    """Each mention of a named phenomenon typed as the task the paper studies; the rest as they were."""
    names = named_phenomena(text, lexicon)
    if not names:
        return cands
    return [replace(c, type="Task") if c.text.lower() in names and c.type != "Task" else c for c in cands]
