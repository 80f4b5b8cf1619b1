"""Morphology of names: what makes a token look like a proper name or a model checkpoint.

These are pure string tests; which of them fire on a token decides whether
the entity extractor treats it as a name ("Hypermem", "GRPO", "NExT-Guard",
"V*", "Qwen3-30B-A3B") rather than as an ordinary word.
"""

from __future__ import annotations

import re
from functools import lru_cache

# Size and version suffixes of checkpoints: "-7B", "-1.5B", "-70b", "-A3B", "-8x7B".
_SIZE = re.compile(r"(?:^|[-_ ])(?:\d+x)?\d+(?:\.\d+)?[BMTbmt](?:$|[-_ ])|^[A-Z]\d+B$")
_VERSIONED = re.compile(r"^[A-Za-z][A-Za-z.]*-?\d+(?:\.\d+)*[a-z]?(?:-[A-Za-z0-9.]+)*$")
_CAMEL = re.compile(r"[a-z][A-Z]|[A-Z]{2,}[a-z]|^[A-Z][a-z]+[A-Z]")
_DIGIT = re.compile(r"\d")
_HAS_DIGIT_AND_LETTER = re.compile(r"(?=.*\d)(?=.*[A-Za-z])")
# Digits written onto a capitalised word of four letters or more with a vowel ("12Scenes", "7Bench");
# a unit has no vowel ("5Mbps") or fewer letters ("10Hz").
_COUNT_BEFORE_WORD = re.compile(r"\d+[A-Z](?=[a-z]*[aeiouy])[a-z]{3,}[A-Za-z0-9]*")
# Function words that join the capitalised parts of a hyphenated name ("Human-in-the-Loop").
#: Words that link the parts of a hyphenated name ("Render-in-the-Loop", "Mixture-of-Agents").
LINK_WORDS = frozenset({"in", "the", "and", "of", "to", "a", "on", "for", "by", "with", "as", "or", "at"})


def is_camel_case(word: str) -> bool:
    """Internal capitals: "FutureOmni", "vLLM", "LUMoE", "MemoryLLM", and with letters beyond ASCII, "SchröMind"."""
    if _CAMEL.search(word):
        return True
    return not word.isascii() and any(a.islower() and b.isupper() for a, b in zip(word, word[1:]))


def is_acronym(word: str) -> bool:
    """Two or more capitals and no lower-case run: "GRPO", "POPE", "SAEs"."""
    core = word[:-1] if word.endswith("s") and len(word) > 2 else word
    letters = [c for c in core if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters)


def has_checkpoint_size(name: str) -> bool:
    """A parameter count in the name: "Llama-3-8B", "Qwen3-30B-A3B", "Mixtral-8x7B"."""
    return any(_SIZE.search(part) for part in re.split(r"(?=-)", name)) or bool(_SIZE.search(name))


# A speed-up factor before its number ("x17.7"), a word glued to the number of the next item ("assets.2").
_NOT_A_NAME = re.compile(r"[x×]\d+(?:\.\d+)?|[a-z]+\.\d+")


@lru_cache(maxsize=1 << 16)
def is_name_like(word: str) -> bool:
    """A token that reads as a name whatever its position in the sentence.

    Pure and called for every word of every doc, so its answers are memoised
    (bounded): abstracts repeat their vocabulary.

    CamelCase, acronyms, letter-digit mixes ("Qwen3", "GPT-4o", "3D-CNN"),
    hyphenated capitals ("NExT-Guard", "Hibiki-Zero") and starred names ("V*").
    """
    if len(word) < 2 and word != "V*":
        return False
    if word.islower() and not _DIGIT.search(word):
        return False  # no capital and no digit: none of the tests below can hold (most words)
    if any(c in word for c in "<>=≤≥≈≠±%") or _NOT_A_NAME.fullmatch(word) or (word[0].islower() and "(" in word):
        # "p<0.05", "k=5", "d≈0.10" (cleaned from "d$\\approx$0.10"): a comparison or a setting;
        # "by7-22%", "x17.7", "assets.2)", "present:(1)", "o(1)": an amount, a number or a
        # bracket glued to a word ("SE(3)" is a name)
        return False
    if word.endswith("*") and word[:-1].isalnum() and word[0].isupper():
        return True
    if is_release_marked(word):
        return True
    if is_camel_case(word) or is_acronym(word):
        return True
    if _HAS_DIGIT_AND_LETTER.match(word) and word[0].isalpha() and not re.fullmatch(r"[a-z]+\d*", word):
        return True
    if _COUNT_BEFORE_WORD.fullmatch(word):
        return True  # "12Scenes", "50Salads", "360Bench": a count written onto a capitalised word names a collection
    parts = [p for p in re.split(r"[-–]", word) if p]
    if len(parts) >= 3 and len(parts[0]) > 1 and parts[0][:1].isupper() and parts[-1][:1].isupper() and all(
        p in LINK_WORDS for p in parts[1:-1]
    ):
        return True  # "Render-in-the-Loop", "Divide-and-Denoise", "Text-to-SQL"; not the placeholder "X-to-English"
    return len(parts) >= 2 and all(p[:1].isupper() or p[:1].isdigit() for p in parts) and any(p[:1].isupper() for p in parts)


@lru_cache(maxsize=8)
def _lowered(families: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(f.lower() for f in families)


def starts_with_family(name: str, families: tuple[str, ...]) -> bool:
    """The name opens with a model family of the gazetteer ("Llama-3-8B"; "PexelsCustom-1M" does not)."""
    return name.lower().startswith(_lowered(families))


def family_prefixes(name: str, families: tuple[str, ...]) -> list[str]:
    """The model families of the gazetteer that ``name`` opens with, in the gazetteer's order."""
    lowered = name.lower()
    return [f for f, low in zip(families, _lowered(families)) if lowered.startswith(low)]


def looks_like_model(name: str, families: tuple[str, ...], tiers: frozenset[str]) -> bool:
    """A checkpoint name: a family with a version or size ("GPT-4o", "Gemini 3 Flash")."""
    if has_checkpoint_size(name):
        return True
    first = re.split(r"[-\s]", name, maxsplit=1)[0]
    family = next(iter(family_prefixes(name, families)), None)
    if family is None:
        return False
    rest = name[len(family):]
    if not rest:
        return True
    if re.match(r"^[-\s.]?\d", rest) or re.match(r"^[-\s]?(?:v\d|[A-Za-z]?\d)", rest):  # "GPT-4o", "Kimi-K2", "FLUX.1-dev"
        return True
    words = [w for w in re.split(r"[-\s]+", rest) if w]  # "T5-Small" is "T5 Small"; "Mistral-Large-3" is "Mistral Large 3"
    return bool(words) and all(w in tiers or re.fullmatch(r"[\d.]+[a-z]?", w) for w in words) and first != name


def is_release_marked(word: str) -> bool:
    """A capitalised word with one or two "+" after it: a release of a name ("Rein++", "Insight-V++", "CoFT+").

    The mark is written only after a name, in running text and in a Title
    Case headline alike; "C++" (one letter) is left to the gazetteer.
    """
    stem = word.rstrip("+")
    return (
        0 < len(word) - len(stem) <= 2
        and len(stem) >= 2
        and stem[0].isupper()
        and stem.replace("-", "").isalnum()
        and not stem.endswith("-")
    )


def is_headline_name(word: str) -> bool:
    """Name-like even in a Title Case headline: CamelCase, acronyms, letter-digit mixes, "V*".

    Hyphenated capitals ("Training-Free") are ordinary headline words.
    """
    if len(word) < 2:
        return False
    if word.endswith("*") and word[:-1].isalnum() and word[0].isupper():
        return True
    if is_release_marked(word):
        return True
    if is_camel_case(word) or is_acronym(word) or any(is_acronym(p) for p in re.split(r"[-–]", word) if len(p) > 1):
        return True
    return bool(_HAS_DIGIT_AND_LETTER.match(word)) and word[0].isalpha() and not re.fullmatch(r"[a-z]+\d*", word)
