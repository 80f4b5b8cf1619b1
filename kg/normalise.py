"""Label normalisation: when two surface forms name the same thing.

:func:`entity_key` is what entity resolution merges on; it follows the
annotation guidelines' matching rules (NFKC, case folded, hyphens, dashes
and underscores read as spaces, white space folded, a trailing plural dropped)
so that "Sparse Autoencoders", "sparse autoencoder" and "sparse-autoencoders"
are one key. A number after a word is joined to it, so that "Wan 2.1",
"Wan-2.1" and "Wan2.1" are one key too.
"""

from __future__ import annotations

import re
import unicodedata

_DASHES = re.compile(r"[-‐‑‒–—―_]+")
_SPACE = re.compile(r"\s+")
_LEADING = re.compile(r"^[\W_]+")
_TRAILING = re.compile(r"[^\w+*]+$")
_NOT_PLURAL = ("ss", "us", "is", "os", "as")
_VERSION_GAP = re.compile(r"(?<=[^\W\d_]) (?=\d)(?!\d+d\b)")  # "wan 2.1" is a version; "intelligent 3d" a dimension


def fold(text: str) -> str:
    """NFKC, lower case, dashes and underscores as spaces, white space folded."""
    text = unicodedata.normalize("NFKC", text).casefold()
    # Line breaks and tabs are white space, not invisible: "New\nYork" is "new york".
    text = "".join(ch for ch in text if ch.isspace() or unicodedata.category(ch) not in ("Cc", "Cf"))
    text = _DASHES.sub(" ", text)
    text = text.replace("*", " * ").replace("’", "'")
    return _SPACE.sub(" ", text).strip()


def singular(word: str) -> str:
    """Drop a trailing plural: "autoencoders" -> "autoencoder", "accuracies" -> "accuracy", "SAEs" -> "sae"."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 2 and word.endswith("s") and not word.endswith(_NOT_PLURAL):
        return word[:-1]
    return word


def entity_key(text: str) -> str:
    """The key entity resolution merges on."""
    folded = fold(text)
    # A final "*" or "+" is part of the name ("V*", "U-Net++" is not "U-Net").
    stripped = _TRAILING.sub("", _LEADING.sub("", folded))
    # A version number belongs to the name before it: "Wan 2.1", "Wan-2.1" and
    # "Wan2.1" are one model, as "GPT-4o" and "GPT4o" are.
    joined = _VERSION_GAP.sub("", stripped or folded)
    words = joined.split(" ")
    if words and words[-1]:
        words[-1] = singular(words[-1])
    return " ".join(w for w in words if w)


def display_label(text: str) -> str:
    """A surface form tidied for display: white space folded, invisible characters removed."""
    text = unicodedata.normalize("NFC", text)
    text = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf") or ch in "\t\n")
    return _SPACE.sub(" ", text).strip()
