"""What a name's form or place says it is not: the author of a citation, a unit, a version cut from its name, a plural kind.

These tests read only the name and the words right around it; they are
asked when nothing in the text types the name (:func:`kg.extract.name_types.type_name`)
or, for citations, before any typing (:func:`kg.extract.entities.extract_entities`).

Every function here is pure: a Span or a string in, a bool out.
"""

from __future__ import annotations

import re

from spacy.tokens import Span


_PLURAL_ACRONYM = re.compile(r"[A-Z][A-Z0-9]*[A-Z]s")
_COMMON_NOUN_SUFFIX = re.compile(r"(?:tion|sion|ment|ness|ity|ance|ence)$")
_PARTICIPLE_PART = re.compile(r"[-–][A-Z][a-z]+(?:ed|iven|itten|osen|oven)$")


# After an author's name in a citation: "& Xu, 2026a)", "et al., 2024)", ", 2023;"; the year alone after the last one.
_YEAR_CLOSE = r",?\s+(?:19|20)\d\d[a-z]?\s*[);,]"
_CITATION_YEAR = re.compile(_YEAR_CLOSE)
_CITATION_REST = re.compile(r"(?:\s*(?:&|and)\s+[A-Z][\w'’-]+|\s+et\s+al\.?)?" + _YEAR_CLOSE)
_SECOND_AUTHOR_BEFORE = re.compile(r"[(;]\s*[A-Z][\w'’-]+\s*&$")  # "(Khemlani &"


def cites_authors(text: str, start: int, end: int) -> bool:
    """ "the framework (Zou & Xu, 2026a)", "(Smith et al., 2024)": a name that opens a citation is its author.

    The name follows an opening parenthesis or a citation separator, and a
    second author or "et al." and a year close it; the second author is one
    too ("(Khemlani & Johnson-Laird, 2022)"). A key of the alphabetic
    style in brackets ("[KSS24]", "[BFL+23]") is a citation too.
    """
    i = start
    while i and text[i - 1].isspace():
        i -= 1  # read back over white space, without copying the text before the name
    if _CITATION_KEY.fullmatch(text, start, end) and _in_brackets(text, start, end):
        return True  # "strategic robustness [KSS24]": an alphabetic citation key, its authors' initials and year
    if i > 0 and text[i - 1] == "&" and _SECOND_AUTHOR_BEFORE.search(text, max(0, i - 40), i) is not None:
        # "(Khemlani & Johnson-Laird, 2022)": the second author closes the citation with its year
        return _CITATION_YEAR.match(text, end) is not None
    return i > 0 and text[i - 1] in "(;" and _CITATION_REST.match(text, end) is not None


def _in_brackets(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` stands in square brackets, alone or in a list ("[KSS24]", "[BFL+23; KSS24]")."""
    opening = text.rfind("[", max(0, start - 40), start)
    closing = text.find("]", end, end + 40)
    return opening >= 0 and closing >= 0 and "]" not in text[opening:start] and "[" not in text[end:closing]


# A key of an alphabetic citation style: authors' initials (or a name's start) and a two-digit year.
_CITATION_KEY = re.compile(r"[A-Z][A-Za-z+]{1,6}\d{2}[a-z]?")


_ENUMERATION_LABEL = re.compile(r"(?P<prefix>[A-Z][A-Za-z]{0,3})(?P<number>\d{1,2})")


def is_enumeration_label(span: Span) -> bool:
    """ "(M1) a dominant-axis skeleton baseline; (M2) PCA on ...", "(Gen1) global fixed learning rates, (Gen2) ...": a label.

    A short code of capitals and a number is one of a numbered series when
    the text numbers the first and the second of its letters in parentheses,
    the first opening its item ("(M1) a ...", "(M2) ..."): the label of a list item, there and where the text
    refers back to it ("M5 is the most accurate"), not the name of a thing
    ("(SAM2) segments ..." stands alone).
    """
    found = _ENUMERATION_LABEL.fullmatch(span.text)
    if found is None:
        return False
    whole = span.doc.text
    prefix = re.escape(found.group("prefix"))
    # the label opens its item ("(M1) a dominant-axis ..."); one after a phrase defines a short form ("hybrid fusion (FM1), ...")
    return re.search(rf"\({prefix}1\)\s+[A-Za-z]", whole) is not None and f"({found.group('prefix')}2)" in whole


def is_capitalised_abstract_noun(span: Span) -> bool:
    """One capitalised word with the suffix of an abstract noun ("Exploration", "Representation")."""
    text = span.text
    return len(span) == 1 and text[:1].isupper() and text[1:].islower() and bool(_COMMON_NOUN_SUFFIX.search(text))


def bare_name_is_no_entity(span: Span) -> bool:
    """A name-like word that no cue types, and whose form says it is not a thing of its own.

    Each reason is morphology, checked only when nothing in the text types the word:
    * a plural acronym is a kind, as "LLMs" is ("UAVs", "LMMs");
    * a hyphenated word ending in a capitalised participle is a modifier
      set in Title Case ("LLM-Guided", "AI-Augmented", "LLM-Driven"), not a name;
    * a short word right after a number is its unit ("2 dB", "5 GHz");
    * one capitalised common noun, with the suffix of an abstract noun, is a
      heading or a listed component ("Exploration, Stabilization, and
      Reference"); coined names are seldom plain derived English nouns;
    * one capitalised participle ("Guarded", "Driving") is a modifier set in
      Title Case;
    * a version or size label alone ("V2", "B0") is a piece of a name the
      text cut off ("Inception V3", "EfficientNet B0");
    * one capital and one digit ("C1", "T3", "L0") with another of its
      series in the text labels an item of a list, a level or a condition
      ("C1 to C5 reporting labels", "(L0) ... (L1)"); alone it may be a
      name's short form ("We propose ... (S3)"), and a known name of that
      form ("T5", "C4") is typed by the gazetteer before this is asked;
    * one or two letters with a subscript ("u_{0:n}", "x_t") are a variable
      of a formula written outside math mode;
    * a capital O with its argument in brackets ("O(n^2)", "O(1)") is the
      order of a cost in big-O notation.
    """
    text = span.text
    if _PLURAL_ACRONYM.fullmatch(text) or _PARTICIPLE_PART.search(text):
        return True
    if _SUBSCRIPTED_VARIABLE.fullmatch(text):
        return True  # "an input sequence u_{0:n}", "Pi_n": a variable of a formula written outside math mode
    if _BIG_O.fullmatch(text):
        return True  # "its quadratic complexity (O(n^2))": how a cost grows, no thing
    if is_unit(span):
        return True
    if len(span) == 1 and text[:1].isupper() and text[1:].islower() and len(text) > 4 and text.endswith(("ed", "ing")):
        return True  # "Guarded", "Driving": a Title Case modifier, not a name
    if _BARE_VERSION.fullmatch(text):
        return True  # "Inception V3", "EfficientNet B0" cut from their names: a version or size alone
    if _LABEL_CODE.fullmatch(text) and any(
        t.text != text and len(t.text) == 2 and t.text[0] == text[0] and t.text[1].isdigit() for t in span.doc
    ):
        return True  # "C1 to C5 reporting labels", "tiers (T1 through T3)", "(L0) ... (L1)": a label of a series
    return is_capitalised_abstract_noun(span)


_SUBSCRIPTED_VARIABLE = re.compile(r"[A-Za-z]{1,2}_(?:\{[^{}]*\}|[A-Za-z0-9]{1,3})(?:[:,][\w{}]*)?[.,;:]?")  # "u_{0:n}", "x_t", "Pi_n"
_BIG_O = re.compile(r"O\([^()]*\)?")  # "O(n^2)", "O(1)", "O(n log n)"; the tokenizer may leave the bracket out
_BARE_VERSION = re.compile(r"[VvB]\d{1,2}(?:\.\d+)*")  # "V3", "B0", "v1.5"
_LABEL_CODE = re.compile(r"(?!R2)[A-Z]\d")  # "C1", "T3", "P4", "L0": a label; "R2" is the coefficient of determination


_AMOUNT = re.compile(r"\d+(?:[.,]\d+)*(?:[-–]\d+(?:[.,]\d+)*)?(?P<unit>[^\W\d_]{1,4})")  # "50GB", and a range: "3.2-4.5GB"


def is_amount(text: str, units: frozenset[str]) -> bool:
    """A number with its unit written on ("268kPa", "5GHz", "50GB", "3.2-4.5GB"): an amount, no name."""
    found = _AMOUNT.fullmatch(text)
    return found is not None and found.group("unit").lower() in units  # the lexicon keeps its words lower-cased


_POWER_OF_UNIT = re.compile(r"[A-Za-zµμ]{1,3}\^-?\d")  # "cm^3", "m^2", "s^-1"
_NUMBER_RANGE = re.compile(r"\d+(?:[.,]\d+)*[-–—]\d+(?:[.,]\d+)*")  # "280–300", "2-5": a range, one token


def is_unit(span: Span) -> bool:
    """A short word, a ratio or a power right after a number is its unit ("2 dB", "5 GHz", "42.26 GMAC/J", "0.22 cm^3").

    So after a range of numbers the tokenizer keeps as one token ("at 280–300 GHz").
    """
    before = span.doc[span.start - 1] if span.start > 0 else None
    return (
        before is not None
        and (before.like_num or _NUMBER_RANGE.fullmatch(before.text) is not None)
        and (len(span.text) <= 3 or "/" in span.text or _POWER_OF_UNIT.fullmatch(span.text) is not None)
    )
