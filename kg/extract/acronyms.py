"""Acronym definitions by the Schwartz-Hearst algorithm.

"Property-Generated Solver (PGS)" defines PGS; so does the reverse order
"PGS (Property-Generated Solver)". A definition makes one entity with the long
form as label and the short form as alias; later uses of the short form
resolve to it (that is entity resolution's job, in :mod:`kg.resolve`).

Reference: A. Schwartz and M. Hearst, "A Simple Algorithm for Identifying
Abbreviation Definitions in Biomedical Text", PSB 2003. The matching below is
the paper's: walk the short form right to left, each character matching in
the long form, the first character at the start of a word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_PAREN = re.compile(r"\(([^()]{1,100})\)")  # a long form in the reverse order runs to 100 characters
_REPEAT = re.compile(r"([A-Za-z])\^?([2-4])(?![0-9])")  # "CS3H", and with a caret outside maths, "H^2RL"
_WORD = re.compile(r"[^\s]+")


@dataclass(frozen=True)
class Abbreviation:
    long_start: int
    long_end: int
    short_start: int
    short_end: int
    long: str
    short: str


def is_short_form(candidate: str) -> bool:
    """Schwartz-Hearst's test: 2-10 characters, at most two words, a letter first or early."""
    candidate = candidate.strip()
    if not (2 <= len(candidate) <= 10) or len(candidate.split()) > 2:
        return False
    if not candidate[0].isalnum() or not any(c.isalpha() for c in candidate):
        return False
    if ", " in candidate or ";" in candidate:
        return False  # "(i.e., CRB)", "(e.g., SAM)": a gloss or an example, no short form
    # An all-lower-case single word ("e.g", "see") is prose, not an abbreviation.
    return any(c.isupper() for c in candidate) or any(c.isdigit() for c in candidate)


def match_long_form(short: str, long: str) -> int | None:
    """Index in ``long`` where the definition of ``short`` begins, or None.

    Characters of ``short`` (letters and digits) must appear in ``long`` in
    order, right to left; the first one at the start of a word.
    """
    s = len(short) - 1
    l_index = len(long) - 1
    # A plural short form ("SAEs", "LLMs") is matched without its "s".
    if s > 0 and short[s] == "s" and short[s - 1].isupper():
        s -= 1
    while s >= 0:
        c = short[s].lower()
        if not c.isalnum():
            s -= 1
            continue
        if c == "x" and short[s] == "X":
            # "XVR": a capital X abbreviates "cross" or "trans" at a word start ("Cross-View Relations").
            k = l_index
            while k >= 0 and not (
                (k == 0 or not long[k - 1].isalnum()) and long[k : k + 5].lower() in ("cross", "trans")
            ):
                k -= 1
            if k >= 0:
                l_index = k - 1
                s -= 1
                continue
        while l_index >= 0 and (
            long[l_index].lower() != c
            or (s == 0 and l_index > 0 and long[l_index - 1].isalnum())
            # "Abstraction and Reasoning Corpus (ARC)": the first letter is no lower-case
            # function word's ("A trous Wavelet Diffusion (AWDiff)" keeps its "A")
            or (s == 0 and _word_at(long, l_index) in _FUNCTION_WORDS)
        ):
            l_index -= 1
        if l_index < 0:
            return None
        l_index -= 1
        s -= 1
    start = long.rfind(" ", 0, l_index + 1) + 1
    return start


_TAIL_WORDS = re.compile(r"(?:\s+[a-z]+){1,2}")


def _spelled_letters(short: str) -> list[str]:
    """The letters and digits of ``short`` a long form spells, lower-cased; a plural "s" ("SAEs") spells nothing."""
    letters = [c.lower() for c in short if c.isalnum()]
    if len(letters) > 1 and short[-1] == "s" and short[-2:-1].isupper():
        letters.pop()
    return letters


def _without_unused_tail(short: str, long: str) -> str:
    """``long`` without one or two lower-case words at its end that give ``short`` no letter.

    The walk from the right skips words whose letters the short form does not
    use, so the long form runs up to the parenthesis: "the Episodic Memory
    with Questions and Feedback task (EM-QnF)", "graph neural network models
    (GNN)". Such words are the kind of thing the name is, not part of it.
    """
    letters = _spelled_letters(short)
    if not letters:
        return long
    last = long.lower().rfind(letters[-1])
    if last < 0:
        return long
    end = last
    while end < len(long) and not long[end].isspace():
        end += 1
    return long[:end] if _TAIL_WORDS.fullmatch(long[end:]) else long


def _word_at(text: str, start: int) -> str:
    """The word starting at ``start``, hyphenated parts included ("in-context" is no "in")."""
    end = start
    while end < len(text) and (text[end].isalpha() or text[end] in "-–"):
        end += 1
    return text[start:end]


def _words_before(text: str, end: int, limit: int) -> tuple[int, str]:
    """The last ``limit`` words of ``text[:end]`` within one clause."""
    window_start = max(
        text.rfind(".", 0, end - 1) + 1 if text.rfind(". ", 0, end) >= 0 else 0,
        text.rfind(";", 0, end) + 1,
        text.rfind(":", 0, end) + 1,
        text.rfind(",", 0, end) + 1,
        text.rfind(")", 0, end) + 1,
        text.rfind("(", 0, end) + 1,
        text.rfind("—", 0, end) + 1,
    )
    words = list(_WORD.finditer(text, window_start, end))[-limit:]
    if not words:
        return end, ""
    start = words[0].start()
    return start, text[start:end]


_LIST_WORD = re.compile(r"[A-Z][a-z]+(?:-[a-z]+)*")  # "Hypothesize", "Re-rank": one plain capitalised word
_LIST_SEPARATOR = re.compile(r"\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+")


def spelled_by_list(short: str, long: str) -> bool:
    """Whether ``long`` is a list of capitalised words whose initials are the capitals of ``short``.

    "HyVE (Hypothesize, Validate, Explain)", "ARR (Analyzing, Retrieving, and
    Reasoning)": the list is the name spelled out, not names of its own. Only
    one plain word per item: "MGMs (MaskGIT, MAGE, and MAR)" lists models, and
    "datasets (Drug, Weapon, and Sexuality)" has no short form before it; and a
    list has a comma ("Hematoxylin and Eosin (H&E)" is a definition as any other).
    """
    items = _LIST_SEPARATOR.split(long.strip())
    if "," not in long or len(items) < 2 or not all(_LIST_WORD.fullmatch(item) for item in items):
        return False
    initials = "".join(item[0] for item in items)
    # the capitals spell it ("HyVE"), or every letter does, one in lower case among them ("COTe" of
    # "Coverage, Overlap, Trespass, and Excess")
    return initials == "".join(c for c in short if c.isupper()) or initials.lower() == "".join(c for c in short if c.isalpha()).lower()


def _list_spelling_before(text: str, end: int, short: str) -> int | None:
    """Start of a list of capitalised words ending at ``end`` that spells ``short`` (see :func:`spelled_by_list`), or None.

    The words before a short form are read up to a comma, so a list long form
    ("Coverage, Overlap, Trespass, and Excess (COTe)") is looked for here,
    one item per letter of the short form.
    """
    letters = sum(c.isalpha() for c in short)
    if not 3 <= letters <= 8:
        return None
    item = r"[A-Z][a-z]+(?:-[a-z]+)*"
    found = re.search(rf"(?<![\w-])(?:{item},\s+){{{letters - 2}}}{item},?\s+(?:and|&)\s+{item}$", text[max(0, end - 200) : end])
    if found is None or not spelled_by_list(short, found.group()):
        return None
    return max(0, end - 200) + found.start()


def _spelled_by_initials(short: str, long: str) -> bool:
    """Each letter of ``short`` is the initial of one word of ``long``, in order, and each word gives one: "Alfa" of
    "Attentive Low-Rank Filter Adaptation"."""
    words = long.split()
    return len(words) == len(short) >= 3 and all(w[:1].lower() == c.lower() for w, c in zip(words, short))


def find_abbreviations(text: str, kinds: frozenset[str] = frozenset()) -> list[Abbreviation]:
    """Every acronym definition in ``text``, in order of appearance: in parentheses, either order, "NAME: Expansion" and
    "NAME, an expansion" (and "NAME, a Title Case Kind" where ``kinds`` gives the kind words)."""
    found = find_colon_definitions(text)
    for paren in _PAREN.finditer(text):
        inner = paren.group(1)
        inner_start = paren.start(1)
        stripped = inner.strip()
        lead = len(inner) - len(inner.lstrip())
        before_end = paren.start()
        while before_end > 0 and text[before_end - 1] == " ":
            before_end -= 1
        if is_short_form(stripped) and (listed := _list_spelling_before(text, before_end, stripped)) is not None:
            # "the Coverage, Overlap, Trespass, and Excess (COTe) score": a list before it spells it out
            found.append(Abbreviation(listed, before_end, inner_start + lead, inner_start + lead + len(stripped), text[listed:before_end], stripped))
            continue
        if is_short_form(stripped):
            # "long form (SF)": the long form has at most min(|SF| + 5, 2|SF|) words.
            limit = min(len(stripped) + 5, 2 * len(stripped))
            window_start, window = _words_before(text, before_end, limit)
            if not window:
                continue
            offset = match_long_form(stripped, window)
            if offset is None and _REPEAT.search(stripped):
                # "CS3H": a digit after a letter counts that letter ("Self-Supervised Semantic");
                # "V2EDA": a 2 between letters reads "to" ("Vision-to-Echo Data Alignment").
                # Where both readings match, the shorter long form is the definition:
                # "Peer-to-Peer (P2P)", not "presents a novel framework for Peer-to-Peer".
                readings = [match_long_form(_REPEAT.sub(lambda m: m.group(1) * int(m.group(2)), stripped), window)]
                if re.search(r"[A-Za-z]2[A-Za-z]", stripped):
                    to = match_long_form(re.sub(r"(?<=[A-Za-z])2(?=[A-Za-z])", "t", stripped), window)
                    if to is not None and re.search(r"(?:^|[\s\-–])to(?:$|[\s\-–])", window[to:], re.IGNORECASE):
                        readings.append(to)  # the 2 must read a "to" of the long form ("Actor Critic" has none)
                found_offsets = [o for o in readings if o is not None]
                offset = max(found_offsets) if found_offsets else None
                if offset is not None and offset == readings[0]:
                    offset = _with_repeated_initials(stripped, window, offset)
            if offset is not None and re.search(r"[A-Za-z]2[A-Za-z]", stripped):
                # "D2D-Rescore employs ... detection-to-detection (D2D)": the digit is also read
                # plainly, and where the "to" reading matches too, its shorter long form is the definition
                to = match_long_form(re.sub(r"(?<=[A-Za-z])2(?=[A-Za-z])", "t", stripped), window)
                if to is not None and to > offset and re.search(r"(?:^|[\s\-–])to(?:$|[\s\-–])", window[to:], re.IGNORECASE):
                    offset = to
            if offset is None:
                continue
            spelled = _initials_start(stripped, window)
            if spelled is not None and spelled < offset:
                offset = spelled  # "Coronary artery calcium (CAC)": the walk took all three letters inside "calcium"
            long = _without_unused_tail(stripped, window[offset:].strip())
            if offset > 0:
                # "Residual Reference Attention (RRA)": the walk from the right took the first R
                # inside "Reference"; the word before, giving one more initial, belongs to it
                before = window.rfind(" ", 0, offset - 1) + 1
                longer = _without_unused_tail(stripped, window[before:].strip())
                first = window[before:offset].strip()[:1]
                # written as the long form is ("We introduce In-Context Learning (ICL)" keeps its verb out)
                if first.lower() == stripped[:1].lower() and first.isupper() == long[:1].isupper() and _initials_score(
                    stripped, longer
                ) > _initials_score(stripped, long):
                    offset, long = before, longer
            if len(long) <= len(stripped) or len(long.split()) < 1 or long.lower() == stripped.lower():
                continue
            if long.split()[0] in _FUNCTION_WORDS or (_PLAIN_WORD.fullmatch(stripped) and not _spelled_by_initials(stripped, long)):
                # "artisans in Odisha (India)": a long form does not start with a lower-case
                # function word, and one capitalised word in parentheses is a
                # gloss (a place, a name), not a short form, unless each of its letters
                # is the initial of one word ("Attentive Low-Rank Filter Adaptation (Alfa)").
                continue
            if not _uses_initials(stripped, long):
                continue
            ls = window_start + offset
            found.append(Abbreviation(ls, ls + len(long), inner_start + lead, inner_start + lead + len(stripped), long, stripped))
        else:
            # Reverse order "SF (long form)": the token before the parenthesis is the short form.
            m = re.search(r"([A-Za-z][A-Za-z0-9-]{1,9})$", text[:before_end])
            if not m or not is_short_form(m.group(1)) or not m.group(1)[0].isupper():
                continue
            short = m.group(1)
            if spelled_by_list(short, stripped):
                # "HyVE (Hypothesize, Validate, Explain)": the list spells the name, no three names
                found.append(Abbreviation(inner_start + lead, inner_start + lead + len(stripped), m.start(1), m.end(1), stripped, short))
                continue
            if len(stripped.split()) < 2 and not _hyphened_long_form(short, stripped):
                continue
            if "," in stripped or ";" in stripped:
                continue
            if re.search(r"\bet al\b|\b(?:19|20)\d\d\b", stripped):
                continue  # "MT-Ranker (Moosa et al. 2024)": a citation, no long form
            if any(c in stripped for c in "*$\\_{}"):
                continue  # "S**entence-level **E**arly ...": letters picked out by markup inside words make no label
            core = short
            if match_long_form(short, stripped) != 0 and re.fullmatch(r"[A-Za-z][A-Za-z0-9]+-[A-Z][A-Za-z0-9]*", short):
                # "PROST-LLM (PROgressive Speech-to-speech Translation)": the tag after the
                # hyphen names the kind and is not spelled out
                core = short.rsplit("-", 1)[0]
            offset = match_long_form(core, stripped)
            if offset != 0 or not _uses_initials(core, stripped):
                continue
            found.append(Abbreviation(inner_start + lead, inner_start + lead + len(stripped), m.start(1), m.end(1), stripped, short))
    found += [a for a in find_appositive_definitions(text) if not any(f.short == a.short for f in found)]
    found += [a for a in find_title_case_appositives(text, kinds) if not any(f.short == a.short for f in found)]
    return sorted(found, key=lambda a: min(a.long_start, a.short_start))


def _hyphened_long_form(short: str, long: str) -> bool:
    """A long form written as one hyphened word: two capitalised parts or more, behind a short form of two capitals or more.

    "LACON (Labeling-and-Conditioning)", "VoD (View-of-Delft)"; not an adjective
    ("LOCA (Location-aware)") nor a word and its variant ("Attribute-refined
    Adapter (Are-adapter)").
    """
    parts = re.split(r"[\-–]", long)
    return sum(p[:1].isupper() for p in parts) >= 2 and sum(c.isupper() for c in short) >= 2


_PLAIN_WORD = re.compile(r"[A-Z][a-z]{3,}")
# The dashes a headline sets off with a space on each side, as it would a colon: "Name -- subtitle"
# ("Name-subtitle" is one hyphenated word). The other extractors read the same marks.
SET_OFF_DASHES = ("--", "–", "—")
SET_OFF_DASH = "(?:" + "|".join(SET_OFF_DASHES) + ")"
_COLON_NAME = re.compile(rf"(?<![\w-])([A-Z][A-Za-z0-9]*(?:[-–][A-Za-z0-9]+)*)(?:\s?:\s+|\s+{SET_OFF_DASH}\s+)")
_FUNCTION_WORDS = frozenset({"a", "an", "the", "for", "of", "and", "in", "on", "with", "via", "to", "from", "by", "through", "at"})


def find_colon_definitions(text: str) -> list[Abbreviation]:
    """ "LUMINA-26: Low-Light Understanding for Modeling and Interpreting Night-time Actions": a name spelled out after a colon.

    Titles and introductions write a coined name and its expansion as
    "NAME: Expansion"; most such subtitles are descriptions instead
    ("VideoSeek: Long-Horizon Video Agent ..."). The expansion is taken only
    when it is in Title Case and the name's letters match it by the
    Schwartz-Hearst walk with every content word giving a letter, so that a
    longer subtitle ("Motion-Appearance Synergy Refinement for Joint
    Detection ...") is not read as the spelling of a shorter name. Of the
    prefixes that pass, the one whose word initials spell most of the name,
    with fewest initials left over, is the expansion ("Forward-Only
    Zeroth-Order", not "Forward-Only Zeroth-Order Prompt", for FOZO), and
    a name of three letters or fewer with a capital that is no word's
    initial is spelled by none ("Embodied AI:Agent-Driven Data Synthesis":
    "AI" is no "Agent-Driven"; a longer name in capitals takes letters from
    inside words, "QUIETT: Query-Independent Table Transformation"). A
    version number after the name ("-26") is not spelled out.
    """
    found = []
    for m in _COLON_NAME.finditer(text):
        short = m.group(1)
        core = re.sub(r"-\d+$", "", short)
        letters = [c for c in core if c.isalpha()]
        if len(letters) < 2 or len(letters) > 10 or sum(c.isupper() for c in letters) < 2:
            continue
        start = m.end()
        article = re.match(r"(?:an?|the|An?|The)\s+", text[start : start + 5])
        if article:
            start += article.end()  # "GRACE-DS: a Guarded Reward-guided Agent Correction Environment ..."
        words = list(_WORD.finditer(text, start, min(len(text), start + 200)))
        limit = min(len(letters) + 5, 2 * len(letters))
        passing = []
        for k in range(1, min(limit, len(words)) + 1):
            last = words[k - 1].group()
            end = words[k - 1].end()
            clause_ends = any(c in last for c in ",.;:()[]")
            if clause_ends:
                stripped = last.rstrip(",.;:)]")
                if not stripped or any(c in stripped for c in ",.;:()[]"):
                    break
                end = words[k - 1].start() + len(stripped)
            if _spells(core, text[start:end]) and not _cut_after_preposition(text, start, end):
                passing.append(text[start:end])
            if clause_ends:
                break
        if passing:
            best = max(passing, key=lambda long: (_initials_score(core, long), len(long)))
            if len(letters) <= 3 and not capitals_are_initials(core, best):
                continue  # "Embodied AI:Agent-Driven Data Synthesis": a capital from inside a word spells no short name
            found.append(Abbreviation(start, start + len(best), m.start(1), m.start(1) + len(short), best, short))
    return found


_APPOSITIVE_NAME = re.compile(r"(?<![\w-])([A-Z][A-Za-z0-9]*(?:[-–][A-Za-z0-9]+)*),\s+(?:an?|the)\s+")
# What may follow the head of an appositive: a clause boundary, a function
# word or relative pronoun, or a participle ("..., a reward model trained on").
_APPOSITIVE_NEXT = frozenset(
    _FUNCTION_WORDS
    | {"that", "which", "who", "where", "as", "than", "into", "across", "over", "under", "is", "are", "was", "were", "we"}
    | {"spanning", "covering", "containing", "including", "consisting", "comprising", "featuring", "specifically"}
)
_APPOSITIVE_SKIP = 2  # leading modifiers that give no letter ("a typed Memory Intermediate Representation")


def find_appositive_definitions(text: str) -> list[Abbreviation]:
    """ "MemIR, a typed Memory Intermediate Representation": a name spelled out by its appositive.

    Papers often introduce a coined name and then say what it is, the words
    of the appositive giving the name's letters ("we propose DiNa-LRM, a
    diffusion-native latent reward model that ..."). Such a phrase is read
    as the name's long form when every capital of the name is the initial of
    one of its words (hyphen parts count), no word is left over, the phrase
    starts with the name's first letter, and it is a whole noun phrase: what
    follows it is punctuation, a function word, a relative pronoun or a
    participle, so that "CompArt, a compositional art dataset" does not
    stop at "compositional art". Up to two leading modifiers may give no
    letter ("a typed", "a novel"). The phrase may be lower case: the
    all-capitals spelling test is what guards against chance.
    """
    found = []
    for m in _APPOSITIVE_NAME.finditer(text):
        short = m.group(1)
        core = re.sub(r"-\d+$", "", short)
        capitals = sum(c.isupper() for c in core)
        if not 2 <= capitals <= 10:
            continue
        words = list(_WORD.finditer(text, m.end(), min(len(text), m.end() + 200)))[: capitals + _APPOSITIVE_SKIP + 3]
        long_span = _spelled_appositive(text, words, core, capitals)
        if long_span is not None:
            start, end = long_span
            found.append(Abbreviation(start, end, m.start(1), m.end(1), text[start:end], short))
    return found


_TITLE_WORD = r"[A-Z]\w*(?:[-–]\w+)*"
_TITLE_CASE_APPOSITIVE = re.compile(rf"(?:[a-z]+ ){{0,2}}?((?:{_TITLE_WORD} ){{1,7}}{_TITLE_WORD})(?![\w-]| [A-Z])")  # "a novel ..."


def _ends_noun_phrase(text: str, end: int) -> bool:
    """The phrase ending at ``end`` is a whole noun phrase: punctuation, a function word, a relative pronoun or a
    participle follows it, or nothing ("CompArt, a compositional art dataset" does not end at "art")."""
    following = re.match(r"\s*([A-Za-z-]+)", text[end : end + 40])
    return (
        following is None
        or text[end : end + 1] in ",.;:)"
        or following.group(1).lower() in _APPOSITIVE_NEXT
        or following.group(1).lower().endswith(("ed", "ing"))
    )


def find_title_case_appositives(text: str, kinds: frozenset[str]) -> list[Abbreviation]:
    """ "MVX-Bench, a Multi-Video Cross-Dimension Benchmark", "TOTNet, a Temporal Occlusion Tracking Network": a
    coined name whose appositive is its full name in Title Case, ending in its kind word.

    Such full names spell their name loosely ("X" for "Cross", a letter
    taken from inside a word, a kind word that gives none), so the strict
    spelling of :func:`find_appositive_definitions` misses them; the capitals
    and the kind word (``kinds``, lower case: "benchmark", "network") mark
    the phrase as the name's full name. It is read as the name's long form
    when it starts with the name's first letter and more than half of the
    name's capitals are, in order, initials of its words (hyphen parts
    count): "Mamba, a State Space Model" and "R3, a Process Reward Model"
    name a kind the name is one of, and "SEEM, a Segment Anything Model"
    spells too little of it. The phrase must end its noun phrase, as in
    :func:`find_appositive_definitions` ("SAMA, a Skill-Augmented Agentic
    Framework for Multi-Video Understanding" ends before "for").
    """
    found: list[Abbreviation] = []
    if not kinds:
        return found  # no kind word can end the phrase
    for m in _APPOSITIVE_NAME.finditer(text):
        short = m.group(1)
        letters = [c.lower() for c in re.sub(r"-\d+$", "", short) if c.isupper()]
        phrase = _TITLE_CASE_APPOSITIVE.match(text, m.end())
        if len(letters) < 2 or phrase is None or phrase.group(1)[:1].lower() != letters[0]:
            continue
        long = phrase.group(1)
        if long.split()[-1].lower() not in kinds:
            continue
        if not _ends_noun_phrase(text, phrase.end(1)):
            continue
        if 2 * _in_order(letters, [w[0].lower() for w in _long_form_words(long)]) > len(letters):
            found.append(Abbreviation(phrase.start(1), phrase.end(1), m.start(1), m.end(1), long, short))
    return found


def _spelled_appositive(text: str, words: list[re.Match], core: str, capitals: int) -> tuple[int, int] | None:
    """The span of the shortest run of ``words`` that spells ``core`` and ends a noun phrase (see above)."""
    for first in range(min(_APPOSITIVE_SKIP + 1, len(words))):
        if words[first].group()[:1].lower() != core[:1].lower():
            continue  # the long form starts with the name's first letter
        for k in range(first + 1, len(words) + 1):
            last = words[k - 1].group()
            clause_ends = any(c in last for c in ",.;:()[]")
            end = words[k - 1].start() + len(last.rstrip(",.;:)]")) if clause_ends else words[k - 1].end()
            long = text[words[first].start() : end]
            tail = long.split()[-1].rsplit("-", 1)[-1].lower() if long.split() else ""
            whole = clause_ends or _ends_noun_phrase(text, end)
            if (
                whole
                and tail not in _FUNCTION_WORDS
                and not (len(tail) > 4 and tail.endswith("ed"))  # "embedding-driven" is no head
                and match_long_form(core, long) == 0
                and _uses_initials(core, long)
                and _initials_score(core, long) == capitals
            ):
                return words[first].start(), end
            if clause_ends:
                break
    return None


def _with_repeated_initials(short: str, window: str, offset: int) -> int:
    """ "Hybrid Hierarchical RL (H^2RL)", "Efficient Explorative Embodied RL (E3RL)": a first letter counted n
    times opens n words; where the right-to-left walk took one of them inside a word ("Hierarchical"), the
    words before the long form that start with the letter are its first words."""
    first = _REPEAT.match(short)
    if first is None:
        return offset
    letter, count = first.group(1).lower(), int(first.group(2))
    words = list(re.finditer(r"[A-Za-z0-9][\w-]*", window))
    starts = [w.start() for w in words]
    if offset not in starts:
        return offset
    k = starts.index(offset)
    opening = 0
    while k + opening < len(words) and words[k + opening].group()[0].lower() == letter:
        opening += 1
    while (
        opening < count
        and k > 0
        and words[k - 1].group()[0].lower() == letter
        and words[k - 1].group().lower() not in _FUNCTION_WORDS
        and not window[words[k - 1].end() : words[k].start()].strip()
    ):
        k -= 1
        opening += 1
    return starts[k]


def _initials_start(short: str, window: str) -> int | None:
    """Where the last words of ``window`` start whose initials are the letters of ``short``, one word each.

    The right-to-left walk takes the letters wherever it first finds them,
    and a short word can hold them all ("CAC" in "calcium"); words that give
    one initial per letter, up to the parenthesis, are the definition
    ("Coronary artery calcium (CAC)").
    """
    letters = _spelled_letters(short)
    words = list(re.finditer(r"[A-Za-z0-9]+", window))
    if len(letters) < 2 or len(words) < len(letters) or window[words[-1].end() :].strip():
        return None
    last = words[-len(letters) :]
    if [w.group()[0].lower() for w in last] != letters:
        return None
    return last[0].start()


def _long_form_words(long: str, content_only: bool = True) -> list[str]:
    """The words of a long form with hyphen parts counted apart ("Query-Independent" is two), function words left out unless asked for."""
    return [w for w in re.split(r"[\s\-–]+", long) if w and not (content_only and w.lower() in _FUNCTION_WORDS)]


def _initials_score(short: str, long: str) -> int:
    """Capitals of ``short`` spelled by word initials of ``long`` (hyphen parts count), less the initials left unused.

    An initial may pass over capitals that lie inside a word, as a name in
    capitals writes them ("QUIETT: Query-Independent Table Transformation",
    whose Q, I, T and T are initials and U and E are not).
    """
    initials = [w[0].lower() for w in _long_form_words(long)]
    letters = [c.lower() for c in short if c.isupper()]  # "HiPR": the lower-case letter is inside a word
    matched = _in_order(initials, letters)
    return matched - (len(initials) - matched)


def _in_order(wanted: list[str], found: list[str]) -> int:
    """How many of ``wanted``, walked in order, are found in ``found`` after the one matched before."""
    matched = k = 0
    for c in wanted:
        j = next((j for j in range(k, len(found)) if found[j] == c), None)
        if j is not None:
            matched += 1
            k = j + 1
    return matched


def capitals_are_initials(short: str, long: str) -> bool:
    """Each capital of ``short`` is, in order, the initial of a word of ``long`` (hyphen parts count)."""
    initials = iter(w[0].lower() for w in _long_form_words(long, content_only=False))
    return all(any(c == i for i in initials) for c in (c.lower() for c in short if c.isupper()))


def _spells(short: str, long: str) -> bool:
    """``long`` is a Title Case spelling-out of ``short`` in which every content word gives a letter."""
    content = [w for w in long.split() if w.lower() not in _FUNCTION_WORDS]
    # A word may mark its letter by a capital inside it instead ("PROVE: A Perceptual RemOVal cohErence Benchmark").
    if not content or any(not (w[:1].isupper() or _marks_a_letter(w)) for w in content) or long.split()[-1].lower() in _FUNCTION_WORDS:
        return False
    if match_long_form(short, long) != 0 or not _uses_initials(short, long):
        return False
    # Which word each letter landed in, walking as match_long_form does.
    bounds = [(w.start(), w.end()) for w in _WORD.finditer(long)]
    used = set()
    s, i = len(short) - 1, len(long) - 1
    while s >= 0:
        c = short[s].lower()
        if not c.isalpha():
            s -= 1
            continue
        while i >= 0 and (long[i].lower() != c or (s == 0 and i > 0 and long[i - 1].isalnum())):
            i -= 1
        if i < 0:
            return False
        used.update(k for k, (a, b) in enumerate(bounds) if a <= i < b)
        i -= 1
        s -= 1
    if all(k in used for k, (a, b) in enumerate(bounds) if long[a:b].lower() not in _FUNCTION_WORDS):
        return True
    # The walk takes each letter at its last place, which may be inside a later word ("BAPO: Boundary-Aware
    # Policy Optimization": the "p" and "o" of "Optimization"), leaving an earlier word without one; the
    # capitals spelled by every content word's initial, in order, give each word its letter.
    # Only where the last word gives the last letter by its initial, and not across a "for": a title's
    # "PCBEAR: Pose Concept Bottleneck for Explainable Action Recognition" keeps its task after "for".
    letters = [c for c in short if c.isalpha()]
    last = long.split()[-1]
    if last.endswith(("-", "–")) or not letters or last[0].lower() != letters[-1].lower() or " for " in f" {long.lower()} ":
        return False
    return _initials_score(short, long) == len(_long_form_words(long))


_TITLE_PREPOSITIONS = frozenset({"for", "in", "of", "with", "via", "on", "from", "by", "to", "through", "towards"})
_STARTS_NO_PHRASE = _FUNCTION_WORDS | _TITLE_PREPOSITIONS  # a next word that begins a phrase of its own


def _cut_after_preposition(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` ends inside the phrase after one of its prepositions: the next word, capitalised, goes on with it.

    "EvoPool: Evolutionary Programmatic Annotation for Label-Efficient
    Specialized Supervision" spells no "EvoPool" with "... for
    Label-Efficient", whose phrase goes on; "Speculative Key-Value Caching
    for Efficient" neither.
    """
    words = text[start:end].split()
    if not any(w.lower() in _TITLE_PREPOSITIONS for w in words[1:]):
        return False
    after = re.match(r" ([A-Z][\w-]*)", text[end : end + 40])
    return after is not None and after.group(1).lower() not in _STARTS_NO_PHRASE


def _marks_a_letter(word: str) -> bool:
    """ "cohErence", "sOlver": a lower-case word whose one inner capital is the letter it gives a name."""
    return word.isalpha() and word[:1].islower() and sum(c.isupper() for c in word) == 1


def _uses_initials(short: str, long: str) -> bool:
    """Guard against chance matches: the short form's first letter starts the long form."""
    letters = [c for c in short if c.isalpha()]
    if short[:1] == "X" and long[:5].lower() in ("cross", "trans"):
        return True
    return bool(letters) and long[:1].lower() == short[:1].lower()
