"""Text cleanup that keeps offsets pointing into the original abstract.

Abstracts arrive with LaTeX (``\\textsc{Text2Model}``, ``5.90\\%``,
``$\\approx$20\\%``), Markdown (``*ITCR*``, ``[code](https://...)``) and
invisible characters. The parser works on a cleaned copy; every character of
the copy remembers the range of the original it came from, so a span found
in the copy maps back to exact offsets in the text as read.

Pure functions only: :func:`clean` returns a :class:`CleanText`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# Commands whose argument is kept as text: the markup goes, the name stays.
_KEEP_ARG = (
    "textsc|textbf|textit|texttt|textrm|textsf|emph|mathrm|mathbf|mathit|mathsf|mathtt|"
    "mathcal|mathbb|text|underline|url|operatorname|boldsymbol|bm|mbox|textnormal"
)
# Of those, the ones that emphasise (code, maths and URLs do not).
_EMPHASIS_COMMAND = re.compile(r"\\(?:textsc|textbf|textit|emph|underline|textsf)\b")
# A name of two characters or more set in a text font inside "$...$".
_NAME_IN_FONT = re.compile(
    r"\s*(?P<command>\\(?:textbf|textit|texttt|textrm|textsf|textsc|text|mathrm|mathtt|mathsf|mathit))"
    r"\s*\{(?P<name>[A-Za-z][A-Za-z0-9.+-]*[A-Za-z0-9+])\}\s*"
)
# One to three letters in a font inside "$...$", glued to the word they open or close: "$\\textbf{U}$nited".
_INITIALS_IN_FONT = re.compile(
    r"\s*(?P<command>\\(?:textbf|textit|textsf|textsc|text|mathbf|mathit|mathrm|mathsf|boldsymbol|bm))"
    r"\s*\{(?P<name>[A-Za-z]{1,3})\}\s*"
)
# What a command's argument or a group holds: text, and braces nested two deep ("\\underline{\\textbf{s}}").
_BRACED = r"(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})"
# Commands whose argument is dropped with them (citations, references, labels).
_DROP_ARG = "cite|citep|citet|citealp|ref|eqref|label|vspace|hspace|color"
# Notes: dropped unless they give an address. Of the 101 notes in the arXiv abstracts of
# 2025-26, 82 give one, nearly always where the code or data is ("We publish the code
# used.\\footnote{\\href{https://github.com/...}{GitHub Repository}}").
_NOTE = "footnote|thanks"
_ADDRESS = re.compile(r"://|\bwww\.")
# TeX's old font switches, written inside the group they set: "{\\em backdoor attacks}", "{\\it LagKV}".
_OLD_FONT = "em|bf|it|sc|tt|rm|sf|sl|bfseries|itshape|scshape|ttfamily"
_OLD_EMPHASIS = frozenset({"em", "bf", "it", "sc", "sl", "bfseries", "itshape", "scshape"})
#: LaTeX's accent commands and the combining mark each sets on its letter: "Fr\\'{e}chet" is "Fréchet".
ACCENTS = {
    "'": "\u0301", "`": "\u0300", "^": "\u0302", '"': "\u0308", "~": "\u0303", "=": "\u0304", ".": "\u0307",
    "c": "\u0327", "v": "\u030c", "u": "\u0306", "H": "\u030b",
}

#: LaTeX symbols read as the Unicode character they print.
SYMBOLS = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε",
    "zeta": "ζ", "eta": "η", "theta": "θ", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
    "xi": "ξ", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ", "phi": "φ", "varphi": "φ",
    "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ",
    "Lambda": "Λ", "Pi": "Π", "Sigma": "Σ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
    "approx": "≈", "sim": "~", "times": "×", "cdot": "·", "pm": "±", "leq": "≤", "le": "≤",
    "geq": "≥", "ge": "≥", "neq": "≠", "ne": "≠", "infty": "∞", "ell": "ℓ", "to": "→",
    "rightarrow": "→", "leftarrow": "←", "Rightarrow": "⇒", "in": "∈", "sqrt": "√",
    "sum": "Σ", "prod": "Π", "partial": "∂", "nabla": "∇", "log": "log", "exp": "exp",
    "%": "%", "&": "&", "_": "_", "#": "#", "$": "$", "{": "{", "}": "}", ",": " ", ";": " ",
    "!": "", " ": " ", "ldots": "…", "dots": "…", "cdots": "…",
}

#: Characters a reader cannot see: C0 controls (not tab, newline, carriage
#: return), DEL, zero-width spaces and joiners, bidirectional marks, embeddings,
#: overrides and isolates (U+202E turns the text after it around), word
#: joiners, the byte-order mark and the soft hyphen. They block matches
#: ("Open\u200dAI") and can disguise what a label says.
INVISIBLE = _INVISIBLE = re.compile("[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad]")

#: The argument of MathJax's ``\\unicode{}``: a hexadecimal or decimal code point.
_UNICODE_CODE = r"x[0-9A-Fa-f]{2,6}|[0-9]{2,7}"

# Every pattern below starts with one of these characters. Said first, as a
# lookahead, it lets the regex engine skip to the next candidate position
# instead of trying every alternative at every character (14x faster on
# arXiv abstracts). A pattern added below must add its first character here.
_FIRST = "[(\\[{$\\\\~*_`'\\-:.\n\r\t\u00a0\u2028\u2029\u0300-\u036f" + _INVISIBLE.pattern[1:-1] + "]"

_PATTERNS = re.compile(
    rf"(?={_FIRST})(?:"
    r"(?P<mdlink>\[(?P<mdtext>[^\[\]\n]{1,200})\]\((?P<mdurl>(?:https?://|www\.)[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)\))"
    r"|(?P<dollars>(?<!\\)\$\$(?P<dollarsbody>[^$]{1,1000}?)(?<!\\)\$\$)"
    r"|(?P<math>(?<!\\)\$(?P<mathbody>(?:[^$\n]|\n(?![ \t]*\n)){1,300})(?<!\\)\$)"
    r"|(?P<parenmath>\\\((?P<parenbody>[^\n]{1,300}?)\\\))"
    r"|(?P<display>\\\[(?P<displaybody>[\s\S]{1,1000}?)\\\])"
    rf"|(?P<keep>\\(?:{_KEEP_ARG})\s*\{{(?P<keepbody>{_BRACED}{{0,300}})\}})"
    rf"|(?P<href>\\href\s*\{{(?P<hrefurl>[^{{}}\s]{{1,500}})\}}\s*\{{(?P<hreftext>{_BRACED}{{0,300}})\}})"
    rf"|(?P<colour>\\textcolor\s*\{{[^{{}}]{{0,40}}\}}\s*\{{(?P<colourbody>{_BRACED}{{0,300}})\}})"
    rf"|(?P<oldfont>\{{\\(?:{_OLD_FONT})\s+(?P<oldfontbody>[^{{}}]{{0,300}})\}})"
    rf"|(?P<accent>\\(?:(?P<mark>['\"`^~=.])\s*|(?P<lettermark>[cvuH])\s*(?=\{{))(?:\{{(?P<braced>[A-Za-z])\}}|(?P<bare>[A-Za-z])))"
    rf"|(?P<group>\{{(?P<groupbody>{_BRACED}{{0,300}})\}})"
    rf"|(?P<note>~?\\(?:{_NOTE})\*?(?:\[[^\]]*\])?\{{(?P<notebody>{_BRACED}*)\}})"
    rf"|(?P<drop>~?\\(?:{_DROP_ARG})\*?(?:\[[^\]]*\])?\{{{_BRACED}*\}})"
    r"|(?P<escape>\\[%&_#${}-])"
    r"|(?P<thin>\\[,;:! ])"
    rf"|(?P<unicode>\\unicode\{{(?P<code>{_UNICODE_CODE})\}})"
    r"|(?P<cmd>\\[A-Za-z]+\*?(?:\{\})?)"
    r"|(?P<emph>(?<![\w*`])(?P<delim>\*\*|\*|__|`)(?=[^\s*`])(?P<emphbody>[^\n]{1,300}?)(?<=[^\s*`])(?P=delim)(?![\w*`]))"
    r"|(?P<tie>(?<=[A-Za-z.])~(?=[A-Za-z0-9(]|\\[A-Za-z])|(?<=[0-9])~(?=[A-Za-z]|\\[A-Za-z]))"
    r"|(?P<dashes>(?<=\S)-{2,3}(?=\S))"
    r"|(?P<colon>(?<=[A-Za-z0-9]):(?=[A-Z][a-z]|A [A-Za-z]))"
    r"|(?P<glued>(?<=[a-z])\.(?=[A-Z][a-z]+(?:\b|[A-Z0-9])))"
    r"|(?P<gluedparen>(?<=[a-z]{3})\((?=[A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*s?\)(?![\w$^{\-])))"
    r"|(?P<dashlike>(?<=[A-Za-z0-9]{4})-(?=(?:a|an|the) [a-z]))"
    r"|(?P<quotes>``|'')"
    r"|(?P<indent>(?<![\n\r])\r?\n[ \t\u00a0]+(?=\S))"
    r"|(?P<space>[\n\r\t\u00a0\u2028\u2029])"
    r"|(?P<invisible>" + _INVISIBLE.pattern + r")"
    r"|(?P<combining>[\u0300-\u036f]+)"
    r")"
)


@dataclass(frozen=True)
class CleanText:
    """A cleaned copy of ``original`` with a map back to it.

    ``starts[i]`` and ``ends[i]`` are the original range that character ``i``
    of ``text`` came from.
    """

    original: str
    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    #: ``(start, end)`` ranges of ``text`` the original set in emphasis
    #: (``\\emph{}``, ``\\textbf{}``, ``\\textit{}``, ``\\textsc{}``, ``*...*``,
    #: ``**...**``): authors emphasise the names they coin.
    emphasis: tuple[tuple[int, int], ...] = ()
    #: ``(start, end)`` ranges of ``text`` rendered from inline maths (``$...$``):
    #: symbols, which are names only where a cue says what they are.
    maths: tuple[tuple[int, int], ...] = ()

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map a ``[start, end)`` range of the cleaned text to the original."""
        if start >= end:
            point = self.starts[start] if start < len(self.starts) else len(self.original)
            return point, point
        a, b = self.starts[start], self.ends[end - 1]
        piece = self.original[a:b]
        if start > 0 and piece.count("}") > piece.count("{"):
            # "\\underline{\\textbf{meta}}-learning": a range that opens inside a command's
            # argument opens at the command, so that its quote of the original is whole
            a = self.ends[start - 1]
            while a < self.starts[start] and self.original[a].isspace():
                a += 1
        elif end < len(self.starts) and piece.count("{") > piece.count("}"):
            b = self.starts[end]
            while b > self.ends[end - 1] and self.original[b - 1].isspace():
                b -= 1
        return a, b


_UNICODE = re.compile(rf"\\unicode\{{({_UNICODE_CODE})\}}")


def unicode_char(code: str) -> str:
    """``x2013`` or ``8211`` (the argument of MathJax's ``\\unicode{}``) -> "–"; nothing for an invalid code point."""
    value = int(code[1:], 16) if code[0] == "x" else int(code)
    return chr(value) if value <= 0x10FFFF and not 0xD800 <= value <= 0xDFFF else ""


def math_text(body: str) -> str:
    """``\\approx`` -> ``≈``, ``\\ell_0`` -> ``ℓ0``, ``K`` -> ``K``."""

    def symbol(match: re.Match) -> str:
        return SYMBOLS.get(match.group(1), "")

    text = _UNICODE.sub(lambda m: unicode_char(m.group(1)), body)
    text = re.sub(r"\\([A-Za-z]+|.)", symbol, text)
    text = re.sub(r"[{}^_]", "", text)
    return re.sub(r"\s+", " ", text).strip()


#: Words of link text that says what a link is rather than naming anything.
_LINK_WORDS = re.compile(r"\b(?:github|gitlab|repository|repo|code|project|page|here|link|website|site|demo|hugging\s?face)\b", re.I)
#: Titles written with a period that a name follows without a space ("Mr.HiSum").
_LOWER_WORD = re.compile(r"[a-z]+\b")
_ARTICLE = re.compile(r"(?:a|an|the) ")
_FUNCTION_WORDS = frozenset({
    "a", "an", "the", "to", "of", "on", "in", "for", "with", "that", "which", "who", "we", "is", "are", "was", "were",
    "and", "or", "as", "at", "by", "from", "it", "its", "this", "these", "their", "our", "not", "but", "while", "where",
    "when", "such", "each", "all", "both", "including", "namely", "across", "into", "yet", "so", "thus", "then",
})  # words that open an aside after "--", never the second half of a joined pair
_PLURAL_BEFORE_DASH = re.compile(r"(?<![A-Za-z])[a-z]{2,}[^s\W]s$")  # "methods", "modalities"; not "class", "ss"

_HONORIFICS = frozenset({"Mr", "Mrs", "Ms", "Dr", "Prof", "St"})


def _letters_around(original: str, a: int, b: int) -> tuple[bool, bool]:
    """Whether a lower-case letter stands right before, and right after, the markup around ``original[a:b]``.

    The markup may be a font command in dollars too ("dist$\\textbf{R}$ibution").
    """
    start = original.rfind("\\", 0, a)
    while start > 0 and original[start - 1] in "{$":
        start -= 1
    end = b
    while end < len(original) and original[end] in "}$":
        end += 1
    return start > 0 and original[start - 1].islower(), end < len(original) and original[end].islower()


def visible(text: str) -> str:
    """``text`` without :data:`INVISIBLE` characters (for display: offsets change)."""
    return _INVISIBLE.sub("", text)


def _run_around(text: str, a: int, b: int) -> tuple[int, int]:
    """The bounds of the run of characters around ``text[a:b]`` that no space or line break interrupts (a word, a URL, a path)."""
    start = max(text.rfind(" ", 0, a), text.rfind("\n", 0, a)) + 1
    end = min(i for i in (text.find(" ", b), text.find("\n", b), len(text)) if i >= 0)
    return start, end


def clean(original: str) -> CleanText:
    """Clean ``original`` for parsing, keeping a character map back to it."""
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    emphasis: list[tuple[int, int]] = []
    maths: list[tuple[int, int]] = []

    def copy(a: int, b: int) -> None:
        out.extend(original[a:b])
        starts.extend(range(a, b))
        ends.extend(range(a + 1, b + 1))

    def replace(a: int, b: int, replacement: str) -> None:
        for j, ch in enumerate(replacement):
            out.append(ch)
            starts.append(a)
            ends.append(b if j == len(replacement) - 1 else a + 1 if a + 1 <= b else b)

    def emit_clean(a: int, b: int, emphasised: bool = False, link_text: bool = False) -> None:
        """Copy ``original[a:b]`` cleaning it recursively (for kept inner text).

        The text of a link keeps no emphasis: "\\href{...}{\\textbf{GitHub}}" coins no name.
        """
        inner = clean(original[a:b])
        offset = len(out)
        text = inner.text
        if emphasised and len(text) <= 3 and text.isalpha() and text.isupper():
            before, after = _letters_around(original, a, b)
            if before and after:
                # "e\\textbf{\\underline{F}}ficient", "multi\\textbf{\\underline{V}}iew": a capital set
                # inside a lower-case word marks a letter of a short form, not a name's capital
                text = text.lower()
            elif after and len(text) > 1:
                text = text[0] + text[1:].lower()  # "\\textbf{UN}learnable": the word is "Unlearnable"
        for ch, s, e in zip(text, inner.starts, inner.ends):
            out.append(ch)
            starts.append(a + s)
            ends.append(a + e)
        if not link_text:
            emphasis.extend((offset + x, offset + y) for x, y in inner.emphasis)
        maths.extend((offset + x, offset + y) for x, y in inner.maths)
        if emphasised and inner.text.strip():
            lead = len(inner.text) - len(inner.text.lstrip())
            emphasis.append((offset + lead, offset + len(inner.text.rstrip())))

    pos = 0
    for match in _PATTERNS.finditer(original):
        a, b = match.span()
        copy(pos, a)
        kind = match.lastgroup
        if match.group("mdlink"):
            ta, tb = match.span("mdtext")
            ua, ub = match.span("mdurl")
            emit_clean(ta, tb, link_text=True)
            replace(tb, ua, " (")
            copy(ua, ub)
            replace(ub, b, ")")
        elif kind == "math" and (font := _NAME_IN_FONT.fullmatch(original, *match.span("mathbody"))) is not None:
            # "$\\mathtt{PAE}$", "$\\textbf{ReCoDe}$": a name set in a font inside dollars is text, as
            # "\\textsc{Text2Model}" is; a symbol there ("$\\mathbf{x}$", "$\\mathcal{L}$") stays maths.
            emit_clean(*font.span("name"), _EMPHASIS_COMMAND.match(original, font.start("command")) is not None)
        elif (
            kind == "math"
            and ((b < len(original) and original[b].isalpha()) or (a > 0 and original[a - 1].isalpha()))
            and (font := _INITIALS_IN_FONT.fullmatch(original, *match.span("mathbody"))) is not None
        ):
            # "a $\textbf{Fr}$ame-wise $\textbf{E}$ncoder and $\textbf{U}$nited $\textbf{D}$ecoder":
            # letters in a font glued to a word are that word's marked initials, text, as
            # "\textbf{E}ncoder" is; a symbol set apart ("$\mathbf{x}$") stays maths.
            emit_clean(*font.span("name"), _EMPHASIS_COMMAND.match(original, font.start("command")) is not None)
        elif kind in ("math", "parenmath", "display", "dollars"):
            # "$...$", and LaTeX's own "\\(...\\)" and "\\[...\\]" (a displayed formula), and TeX's "$$...$$".
            # A formula may run over a line break, as abstracts wrap it ("$\nI_{G,f}(X;Y)$"); read
            # as two, its dollars would pair with the next formula's and make the prose between a formula.
            first = len(out)
            rendered = math_text(
                match.group({"math": "mathbody", "parenmath": "parenbody", "display": "displaybody", "dollars": "dollarsbody"}[kind])
            )
            # Every character of the rendering came from the whole formula: a name read
            # in it ("$R^2 = 0.979$" gives "R2") points back to the formula, not to its "$".
            out.extend(rendered)
            starts.extend([a] * len(rendered))
            ends.extend([b] * len(rendered))
            if len(out) > first:
                maths.append((first, len(out)))
        elif match.group("keep"):
            ka, kb = match.span("keepbody")
            emit_clean(ka, kb, _EMPHASIS_COMMAND.match(original, a) is not None)
        elif match.group("href"):
            # "\\href{https://github.com/a/b}{GitHub}": the address, then its text in
            # parentheses, in the order the original has them, so every range of the
            # copy maps back forwards; a link whose text is its address is the address once
            ta, tb = match.span("hreftext")
            ua, ub = match.span("hrefurl")
            shown = clean(original[ta:tb]).text.strip()
            copy(ua, ub)
            shows_address = "://" in shown or shown.startswith("www.")  # "\\href{URL}{https://github.com/...}"
            if shown and shown.rstrip("/") not in original[ua:ub] and (shows_address or not _LINK_WORDS.search(shown)):
                # link text that only says what the link is ("GitHub", "Bodhi-VLM GitHub repository") names nothing
                replace(ub, ta, " (")
                emit_clean(ta, tb, link_text=True)
                replace(tb, b, ")")
        elif match.group("colour"):
            # "\\textcolor{magenta}{https://github.com/...}": the colour goes, the text stays
            emit_clean(*match.span("colourbody"))
        elif match.group("oldfont"):
            # "{\\em backdoor attacks}", "{\\it LagKV}": an old font switch sets its group as "\\emph{}" does
            switch = re.match(r"\{\\([a-z]+)", original[a:b]).group(1)
            emit_clean(*match.span("oldfontbody"), switch in _OLD_EMPHASIS)
        elif match.group("accent"):
            # "Fr\\'{e}chet", "Schr\\"odinger", "Mah\\={a}n\\={a}ma": the letter with its mark, composed
            letter = match.group("braced") or match.group("bare")
            if match.group("mark") == "'" and match.group("bare") == "s" and (b == len(original) or not original[b].isalpha()):
                replace(a, b, "'s")  # "GPT-4o\\'s content", "today\\'s": an escaped apostrophe, no accent
            else:
                replace(a, b, unicodedata.normalize("NFC", letter + ACCENTS[match.group("mark") or match.group("lettermark")]))
        elif match.group("group"):
            # "({B}ias-{L}inked {A}daptive {DE}biasing)", "NAVSIM-v2 {\\textcolor{blue}{navhard}}",
            # the argument of a command that is dropped ("EDC\\textsuperscript{2}-RAG"): TeX's
            # grouping braces are no text; what they hold is
            if a > 0 and original[a - 1] == "}":
                replace(a, a + 1, " ")  # "{first}{second}": two groups are two words
            emit_clean(*match.span("groupbody"))
        elif match.group("note"):
            na, nb = match.span("notebody")
            if _ADDRESS.search(original, na, nb):
                # a note that gives an address is read as a parenthesis where it stands
                replace(a, na, " (")
                emit_clean(na, nb)
                replace(nb, b, ")")
        elif match.group("drop"):
            pass
        elif match.group("escape"):
            replace(a, b, original[b - 1])
        elif match.group("tie"):
            # "Llama~3", "Stage~2", "Fig.~3", "visual odometry~(VO)": LaTeX's tie is a
            # space that does not break; so after a number before a word ("Gemini~2.5~Pro",
            # "18~VLMs", "40.3~dB"), but not between two numbers ("1~2", a range). A "~" in a word with a slash is part of a URL or a
            # path ("example.org/~user/a~b") and is kept.
            word_start, _ = _run_around(original, a, b)
            if "/" in original[word_start:a]:
                copy(a, b)
            else:
                replace(a, b, " ")
        elif match.group("thin"):
            replace(a, b, " ")
        elif match.group("unicode"):
            replace(a, b, unicode_char(match.group("code")))  # MathJax's "\unicode{x2013}": the character
        elif match.group("cmd"):
            name = original[a + 1 : b].rstrip("*{}")
            if name in SYMBOLS:
                replace(a, b, SYMBOLS[name])
        elif match.group("emph"):
            ea, eb = match.span("emphbody")
            emit_clean(ea, eb, match.group("delim") != "`")
        elif match.group("colon"):
            # "RFM-Pose:Reinforcement-Guided Flow Matching", "in AFM:A Structured ...": a title's colon
            # written without its space still ends the name before it.
            replace(a, b, ": ")
        elif match.group("glued"):
            # "in solving PDEs.To overcome these challenges", "a significant
            # improvement.HumanMoveVQA establishes ...": a sentence run
            # into the next without its space. Kept, "PDEs.To" was one word, a
            # "name", and the parser saw one sentence. A URL, an e-mail address
            # or a path keeps its periods ("github.com/org/Repo.Name").
            word_start, word_end = _run_around(original, a, b)
            if any(mark in original[word_start:word_end] for mark in ("/", "@", "www", "://")) or original[word_start:a] in _HONORIFICS:
                copy(a, b)  # "Mr.HiSum" is a dataset's name
            else:
                replace(a, b, ". ")
        elif match.group("gluedparen"):
            # "Argument Mining(AM)", "the Cornell eRulemaking Corpus(CDCP)": a short form in
            # parentheses glued to the word before it. Kept, "Mining(AM" was one token and the
            # definition was lost. A word in capitals before it or a word glued after it makes
            # the parenthesis part of a name ("CAS(ME)$^3$", "OBJEX(MT)", "MLVU(VS)-Eval"); a URL
            # or a path keeps its parenthesis ("wiki/Set_(ABC)").
            word_start, word_end = _run_around(original, a, b)
            if any(mark in original[word_start:word_end] for mark in ("/", "@", "www", "://")):
                copy(a, b)
            else:
                replace(a, b, " (")
        elif match.group("dashlike"):
            # "we propose SchröMind-a novel framework", "we introduce MapBench-the first
            # dataset": a hyphen before an article is a dash; read as the pause it marks,
            # the name ends there and the phrase after it is its appositive.
            replace(a, b, ", ")
        elif match.group("dashes"):
            # LaTeX "--" is an en dash that joins ("human--AI", "Diffie--Hellman", "vision--language"),
            # "---" an em dash. "--" after a plural and before a capital ("eight input modalities--PDFs,
            # URLs, ...", "baseline methods--ContextCite and ...") or after a name and before a word in
            # lower case ("RetinaNet--for motorbikes", "TextSplat--the first ...") sets off a list or an
            # aside: a pause, as "---" is.
            window = original[max(0, a - 40) : a].split()
            before = window[-1] if window else ""
            after = original[b : b + 1]
            pause = (after.isupper() and _PLURAL_BEFORE_DASH.search(before) is not None) or (
                (word := _LOWER_WORD.match(original, b)) is not None
                and (word.group() in _FUNCTION_WORDS or any(c.isupper() or c.isdigit() for c in before[1:]))
            )  # "Vision--language--action", "Gumbel--sigmoid", "TCR--pMHC" join; "Cobweb--a framework" does not
            if (b - a == 3 or pause) and _ARTICLE.match(original, b):
                replace(a, b, ", ")  # "3DAeroRelief--the first 3D benchmark dataset": an appositive, as after "-a"
            else:
                replace(a, b, "—" if b - a == 3 or pause else "–")
        elif match.group("quotes"):
            replace(a, b, "“" if original[a] == "`" else "”")
        elif kind == "indent":
            # arXiv indents the line that opens a paragraph. Inside a sentence ("two
            # contributions:\n  (1) ...; and\n  (2) ...") the break is one space, as any line
            # break is, where a run of spaces would be a token of its own that the parser
            # hangs on the words around it; after a sentence's end the run stays, and with
            # it the parser's cue that a new part begins ("... GPU memory).\n  RESULTS: ...").
            last = len(out) - 1
            while last >= 0 and out[last] == " ":
                last -= 1
            if last >= 0 and out[last] in ".!?":
                for i in range(a, b):
                    if original[i] in "\r\n\t\u00a0":
                        replace(i, i + 1, " ")
                    else:
                        copy(i, i + 1)
            elif not (out and out[-1] == " "):
                replace(a, b, " ")
        elif match.group("space"):
            replace(a, b, " ")
        elif kind == "invisible":
            pass
        elif kind == "combining":
            # Decomposed accents ("Go\u0308del") composed (NFC) as most text
            # writes them, so the tokenizer keeps the word whole and both
            # spellings are one name. The letter they sit on was just copied.
            if a > pos and original[a - 1].isalnum():
                del out[-1], starts[-1], ends[-1]
                replace(a - 1, b, unicodedata.normalize("NFC", original[a - 1 : b]))
            else:
                copy(a, b)
        pos = b
    copy(pos, len(original))
    text = "".join(out)
    if _LONG_RUN.search(text):
        text, starts, ends = _break_long_runs(text, starts, ends)
        emphasis, maths = [], []  # offsets moved; both are hints, and such texts are not prose
    return CleanText(original, text, tuple(starts), tuple(ends), tuple(sorted(set(emphasis))), tuple(maths))


#: Longest run of characters without white space that the parser sees. spaCy's
#: tokenizer is quadratic on some long runs ("a:a:a:...", a URL followed by
#: thousands of emoji: minutes for one record); no word or URL in an abstract
#: is this long, so a longer run is split by a space (mapped to no character
#: of the original) every MAX_RUN characters.
MAX_RUN = 200
_LONG_RUN = re.compile(r"\S{%d}" % (MAX_RUN + 1))


def _break_long_runs(text: str, starts: list[int], ends: list[int]) -> tuple[str, list[int], list[int]]:
    out, new_starts, new_ends = [], [], []
    run = 0
    for ch, s, e in zip(text, starts, ends):
        if ch.isspace():
            run = 0
        elif run == MAX_RUN:
            out.append(" ")
            new_starts.append(s)
            new_ends.append(s)
            run = 0
        if not ch.isspace():
            run += 1
        out.append(ch)
        new_starts.append(s)
        new_ends.append(e)
    return "".join(out), new_starts, new_ends
