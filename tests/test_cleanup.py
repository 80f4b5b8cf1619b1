"""Cleanup removes markup and keeps offsets into the original."""

import pytest

from kg.cleanup import clean


@pytest.mark.parametrize(
    "original, cleaned",
    [
        ("we propose an *Inference-Time Conformal Reasoning (ITCR)* framework",
         "we propose an Inference-Time Conformal Reasoning (ITCR) framework"),
        (r"call it \textsc{Text2Model} here", "call it Text2Model here"),
        (r"improves by 5.90\% and 11.25\%", "improves by 5.90% and 11.25%"),
        # an escaped hyphen is the hyphen: "self\-organizing"
        (r"a self\-organizing inference", "a self-organizing inference"),
        ("is $\\approx$20\\% and Top-$K$ and $1$-bit", "is ≈20% and Top-K and 1-bit"),
        ("[model weights](https://hf.co/x/y) and more", "model weights (https://hf.co/x/y) and more"),
        ("train--test and outcomes---in a task", "train–test and outcomes—in a task"),
        ("line\nbreak\u200b and\x00nul", "line break andnul"),
        ("as in \\cite{smith2020} prior work", "as in  prior work"),
        # MathJax's \unicode{} is the character it names, in maths or out; an invalid code point is nothing
        ("techniques$\\unicode{x2013}$for and a\\unicode{8212}b and \\unicode{x110000}.", "techniques–for and a—b and ."),
        # LaTeX's own maths delimiters read as "$...$" is: symbols kept, macros dropped
        ("we propose \\(\\Delta\\)ConvFusion and \\(\\projectname\\), a method", "we propose ΔConvFusion and , a method"),
        ("the bound \\[ \\lambda\\notin(\\F_q^*)^2, \\qquad a=b \\] holds", "the bound λ(q*)2, a=b holds"),
        # TeX's displayed "$$...$$", and a formula the abstract wraps over a line: no dollar is left
        # to pair with the next formula's and make the prose between them a formula
        ("choose $$q_n = x.$$ It is known that $a$ holds", "choose qn = x. It is known that a holds"),
        ("a measure $\nI(X;Y)$. A central theme is $f$-divergences", "a measure I(X;Y). A central theme is f-divergences"),
        # font commands nested in one another: every layer of markup goes, the letters stay
        (r"a \underline{\textbf{s}}ingle \underline{\textbf{r}}andom \underline{\textbf{d}}istortion (SRD)",
         "a single random distortion (SRD)"),
        (r"we propose \textbf{\textsc{FastCuRL}}, a", "we propose FastCuRL, a"),
        # a colour: the colour goes, its text stays
        (r"at \textcolor{magenta}{https://github.com/a/b} and \textbf{\color{ddt}D}ecoupled", "at https://github.com/a/b and Decoupled"),
        # TeX's old font switches inside their group
        (r"to {\em backdoor attacks} and {\it LagKV}, a strategy", "to backdoor attacks and LagKV, a strategy"),
        # accents, braced or not, are the accented letter
        (r"the Fr\'{e}chet Inception Distance, Schr\"odinger bridges, Erd\"{o}s-R\'{e}nyi, Mah\={a}n\={a}ma, Bar\'{a}t, \c{c}a",
         "the Fréchet Inception Distance, Schrödinger bridges, Erdös-Rényi, Mahānāma, Barát, ça"),
        # a LaTeX link reads as a Markdown link does; one that shows its address gives it once
        (r"at \href{https://github.com/a/b}{GitHub} and \href{https://x.org/c}{https://x.org/c} and \href{https://x.org/d}{Dataset-D}.",
         "at https://github.com/a/b and https://x.org/c and https://x.org/d (Dataset-D)."),
        (r"on \href{URL}{https://github.com/a/b}.", "on URL (https://github.com/a/b)."),
        (r"\unknown{first}{second} word", "first second word"),
        # an escaped apostrophe before a possessive "s" is the apostrophe
        (r"raises GPT-4o\'s content and today\'s", "raises GPT-4o's content and today's"),
        # a capital set inside a lower-case word marks a letter of a short form
        (r"e\textbf{\underline{F}}ficient multi\textbf{\underline{V}}iew", "efficient multiview"),
        (r"\textbf{\underline{UN}}learnable \textbf{S}parse", "Unlearnable Sparse"),
        # a footnote goes whole, braces inside it too
        (r"resources\footnote{Unless {\em stated} otherwise.} are used", "resources are used"),
        # ... unless it gives an address: then it is a parenthesis where it stands
        (r"the code used.\footnote{\href{https://github.com/a/b.git}{GitHub Repository}}", "the code used. (https://github.com/a/b.git)"),
        (r"Our dataset\footnote{https://hf.co/datasets/x/y} and codes\thanks{Code: www.x.org/z} are out",
         "Our dataset (https://hf.co/datasets/x/y) and codes (Code: www.x.org/z) are out"),
        # TeX's grouping braces, and the argument of a command that is dropped
        (r"on NAVSIM-v2 {\textcolor{blue}{\textit{navhard}}} and EDC\textsuperscript{2}-RAG", "on NAVSIM-v2 navhard and EDC2-RAG"),
        # braces that group letters of a word to mark a name's initials
        ("BLADE ({B}ias-{L}inked {A}daptive {DE}biasing) and pro{A}ctive", "BLADE (Bias-Linked Adaptive DEbiasing) and proActive"),
    ],
)
def test_clean_text(original, cleaned):
    assert clean(original).text == cleaned


@pytest.mark.parametrize("word", ["Conformal", "Text2Model", "20%", "model weights", "https://hf.co/x/y"])
def test_offsets_point_into_the_original(word):
    original = "An *Inference-Time Conformal* thing, \\textsc{Text2Model}, $\\approx$20\\% and [model weights](https://hf.co/x/y)."
    c = clean(original)
    i = c.text.index(word)
    a, b = c.to_original(i, i + len(word))
    assert original[a:b].replace("\\%", "%") == word


def test_an_indented_line_inside_a_sentence_is_one_space():
    # arXiv indents the line that opens a paragraph; inside a sentence the run would be a token of its own
    original = "two contributions:\n  (1) SCPA, a loop; and\n  (2) ROM, which filters."
    c = clean(original)
    assert c.text == "two contributions: (1) SCPA, a loop; and (2) ROM, which filters."
    i = c.text.index("(2)")
    assert original[slice(*c.to_original(i, i + 3))] == "(2)"
    # after a sentence's end the run stays, a cue that a new part begins ("... memory).\n  RESULTS: ...")
    assert clean("GPU memory).\n  RESULTS: Of 15").text == "GPU memory).   RESULTS: Of 15"
    # a blank line between paragraphs is left as it was
    assert clean("end\n\n  next").text == "end    next"


def test_clean_is_identity_on_plain_text():
    text = "Plain text, with punctuation (and parentheses): 64.8% accuracy."
    c = clean(text)
    assert c.text == text
    assert c.to_original(0, len(text)) == (0, len(text))


def test_latex_spacing_commands_become_spaces():
    assert clean("up to 0.2\\,dB better and a\\;b").text == "up to 0.2 dB better and a b"


def test_a_latex_tie_is_a_space_except_inside_a_url():
    c = clean("PSALM on Llama~3.2, Claude~Haiku~4.5 and Stage~2a (Fig.~3)")
    assert c.text == "PSALM on Llama 3.2, Claude Haiku 4.5 and Stage 2a (Fig. 3)"
    i = c.text.index("Llama 3.2")
    a, b = c.to_original(i, i + len("Llama 3.2"))
    assert c.original[a:b] == "Llama~3.2"
    # a tilde in a path or URL, or one that reads "about", is kept
    assert clean("see https://x.org/~user/a~b and ~5 items").text == "see https://x.org/~user/a~b and ~5 items"
    # after a number the tie still joins it to a word: "Gemini~2.5~Pro" is one model name,
    # "18~VLMs" a count; between two numbers it is a range and is kept
    assert clean("Gemini~2.5~Pro and 18~VLMs at 40.3~dB, 5~\\si{ms}, 1~2 h").text == (
        "Gemini 2.5 Pro and 18 VLMs at 40.3 dB, 5 ms, 1~2 h"
    )


def test_a_tie_before_a_command_is_a_space_too():
    # "we introduce~\\textit{Weighted SVD} (WSVD)": kept, the tie joined the verb to the name
    c = clean("we introduce~\\textit{Weighted SVD} (WSVD), which")
    assert c.text == "we introduce Weighted SVD (WSVD), which"
    assert [c.text[a:b] for a, b in c.emphasis] == ["Weighted SVD"]
    assert clean("code at~\\url{https://x.org/a}").text == "code at https://x.org/a"
    # and before a parenthesis: "visual odometry~(VO)" defines VO for "visual odometry", not "visual odometry~"
    assert clean("visual odometry~(VO) and SLAM").text == "visual odometry (VO) and SLAM"


def test_a_title_colon_without_its_space_gets_one():
    c = clean("RFM-Pose:Reinforcement-Guided Flow Matching")
    assert c.text == "RFM-Pose: Reinforcement-Guided Flow Matching"
    i = c.text.index("Reinforcement")
    assert c.original[slice(*c.to_original(i, i + len("Reinforcement")))] == "Reinforcement"
    # and before the article "A": "in AFM:A Structured ... Approach"
    assert clean("in AFM:A Structured Inpainting Approach").text == "in AFM: A Structured Inpainting Approach"
    # URLs, times, ratios and lower-case words after a colon are left alone
    for text in ("see https://x.org/a:b", "at 10:30", "a 1:N ratio", "key:value pairs", "Note: done", "type:A"):
        assert clean(text).text == text


def test_a_sentence_run_into_the_next_gets_its_space():
    # "PDEs.To" reads as a web address to the tokenizer ("To" is a domain), so it stayed one word
    c = clean("in solving PDEs.To overcome this, we")
    assert c.text == "in solving PDEs. To overcome this, we"
    i = c.text.index("To")
    assert c.original[slice(*c.to_original(i, i + 2))] == "To"
    # the next sentence may open with a coined name
    assert clean("a significant improvement.HumanMoveVQA establishes a basis").text == "a significant improvement. HumanMoveVQA establishes a basis"
    # addresses, paths, initials and names written with a period are left alone
    for text in ("see github.com/org/Repo.Name now", "mail a.b@x.Org", "U.S. and A.I.", "Node.js and ASP.NET", "GPT-4.Five", "the Mr.HiSum dataset"):
        assert clean(text).text == text


def test_a_short_form_glued_to_its_long_form_gets_its_space():
    # "Mining(AM" was one token: the definition, and with it the name's type, was lost
    c = clean("Argument Mining(AM) aims to uncover structures in the Essays Corpus(AAEC).")
    assert c.text == "Argument Mining (AM) aims to uncover structures in the Essays Corpus (AAEC)."
    i = c.text.index("(AM)")
    assert c.original[slice(*c.to_original(i, i + 4))] == "(AM)"
    # a parenthesis inside a name, a formula or an address stays where it is
    for text in ("on CAS(ME)$^3$ and OBJEX(MT).", "the MLVU(VS)-Eval set", "f(x) and O(N) cost", "see en.wikipedia.org/wiki/Set_(ABC) now"):
        assert clean(text).text == clean(text).original.replace("$^3$", "3")


def test_a_name_read_in_maths_points_back_to_the_whole_formula():
    original = "agreement ($R^2 = 0.979$, RMSE = 0.02)"
    c = clean(original)
    i = c.text.index("R2")
    assert original[slice(*c.to_original(i, i + 2))] == "$R^2 = 0.979$"


def test_a_name_set_in_a_font_inside_dollars_is_text():
    original = "we propose Prompt Evolution ($\\mathtt{PAE}$); $\\textbf{ReCoDe}$ helps, but $\\mathbf{x}$ and $\\textbf{y}$ are symbols"
    c = clean(original)
    assert c.text == "we propose Prompt Evolution (PAE); ReCoDe helps, but x and y are symbols"
    i = c.text.index("PAE")
    assert original[slice(*c.to_original(i, i + 3))] == "PAE"  # the name itself, not the formula around it
    # no maths range covers the names; the symbols stay maths
    assert [c.text[a:b] for a, b in c.maths] == ["x", "y"]
    # the bold one is emphasised, as "\\textbf{ReCoDe}" in prose is
    assert [c.text[a:b] for a, b in c.emphasis] == ["ReCoDe"]


def test_initials_set_in_a_font_inside_dollars_are_the_words_letters():
    # "a $\textbf{Fr}$ame-wise $\textbf{E}$ncoder and $\textbf{U}$nited $\textbf{D}$ecoder": marked initials, glued to their word
    original = "a $\\textbf{Fr}$ame-wise $\\textbf{E}$ncoder and $\\textbf{U}$nited $\\textbf{D}$ecoder for dist$\\textbf{R}$ibution, where $\\mathbf{x}$ is"
    c = clean(original)
    assert c.text == "a Frame-wise Encoder and United Decoder for distribution, where x is"
    assert [c.text[a:b] for a, b in c.maths] == ["x"]  # a symbol set apart stays maths
    i = c.text.index("Encoder")
    assert original[slice(*c.to_original(i, i + len("Encoder")))].endswith("ncoder")


def test_a_hyphen_before_an_article_is_a_dash():
    c = clean("we propose SchröMind-a novel framework and MapBench-the first dataset")
    assert c.text == "we propose SchröMind, a novel framework and MapBench, the first dataset"
    i = c.text.index(", a")
    assert c.original[slice(*c.to_original(i, i + 2))] == "-"
    # a short word keeps its hyphen ("Chl-a", "one-a"), and so does a compound
    for text in ("retrievals of Chl-a from spectra", "state-of-the art", "X-ray-a test"):
        assert clean(text).text == text


def test_a_double_hyphen_joins_a_pair_but_sets_off_a_list_or_an_aside():
    # LaTeX's "--" joins two words ("human--AI", "Diffie--Hellman", "Vision--language--action")
    for text, cleaned in (("human--AI teams", "human–AI teams"), ("the Diffie--Hellman exchange", "the Diffie–Hellman exchange"),
                          ("Vision--language--action models", "Vision–language–action models"),
                          ("TCR--pMHC binding", "TCR–pMHC binding")):
        assert clean(text).text == cleaned
    # after a plural and before a capital it opens a list; after a name and before a function word, an aside
    assert clean("eight input modalities--PDFs, URLs").text == "eight input modalities—PDFs, URLs"
    assert clean("YOLOv5 and RetinaNet--for motorbikes").text == "YOLOv5 and RetinaNet—for motorbikes"
    assert clean("IP Memory--to measure").text == "IP Memory—to measure"
    # and before an article it is an appositive's comma, as a hyphen is ("MapBench-the first dataset")
    c = clean("we introduce 3DAeroRelief--the first dataset and Cobweb---a framework")
    assert c.text == "we introduce 3DAeroRelief, the first dataset and Cobweb, a framework"
    i = c.text.index(", the")
    assert c.original[slice(*c.to_original(i, i + 2))] == "--"


def test_maths_delimiters_mark_maths_ranges():
    c = clean("we propose \\(\\Delta\\)ConvFusion here")
    assert [c.text[a:b] for a, b in c.maths] == ["Δ"]


def test_overlong_runs_are_split_and_still_map_back():
    from kg.cleanup import MAX_RUN, clean

    original = "see http://x.org/" + "😀" * 1000 + " and " + "a:" * 500
    c = clean(original)
    assert max(len(w) for w in c.text.split()) <= MAX_RUN
    assert c.text.replace(" ", "") == original.replace(" ", "")
    assert c.to_original(0, len(c.text)) == (0, len(original))
    i = c.text.index("and")
    assert original[slice(*c.to_original(i, i + 3))] == "and"


def test_combining_marks_compose_with_the_letter_before_them_only():
    c = clean("Go\u0308del, e\u0301cole")
    assert c.text == "Gödel, école"
    assert c.to_original(1, 2) == (1, 3)  # "ö" is "o" plus its mark
    assert c.to_original(2, 5) == (3, 6)  # what follows keeps its offsets
    # A mark with no letter before it (text start, after punctuation) is kept as written.
    for text in ("\u0308a", "(\u0301x)"):
        c = clean(text)
        assert c.text == text and list(c.starts) == list(range(len(text)))


def test_an_accent_and_old_font_switch_map_back_to_their_markup():
    original = r"Fr\'{e}chet and {\em LagKV} here"
    c = clean(original)
    assert c.text == "Fréchet and LagKV here"
    assert original[slice(*c.to_original(2, 3))] == r"\'{e}"  # the letter is its whole command
    assert original[slice(*c.to_original(12, 17))] == "LagKV"
    assert (12, 17) in c.emphasis  # "{\em ...}" emphasises, as "\emph{}" does
    assert clean(r"{\tt code} x").emphasis == ()  # a code font does not


def test_the_text_of_a_link_is_no_emphasis():
    for original in (r"code on \href{https://github.com/a/b}{\textcolor{blue}{\textbf{GitHub}}}.", "code on [**GitHub**](https://github.com/a/b)."):
        c = clean(original)
        assert c.text in ("code on https://github.com/a/b.", "code on GitHub (https://github.com/a/b).")
        assert c.emphasis == ()
        # every range of the copy maps back forwards into the original
        assert all(a <= b for a, b in zip(c.starts, c.starts[1:]))


def test_a_range_that_opens_or_closes_inside_a_commands_argument_maps_to_the_whole_command():
    # the quote of the original a mention keeps is whole markup, never "meta}}-learning ..."
    text = r"via \underline{\textbf{meta}}-learning with \underline{\textbf{f}}eature \underline{\textbf{c}}onsistency (Meta-FC) and \textbf{Foo}Net."
    c = clean(text)

    def quote(word):
        i = c.text.index(word)
        return text[slice(*c.to_original(i, i + len(word)))]

    assert quote("meta-learning with feature consistency") == (
        r"\underline{\textbf{meta}}-learning with \underline{\textbf{f}}eature \underline{\textbf{c}}onsistency"
    )
    assert quote("FooNet") == r"\textbf{Foo}Net"
    assert quote("Meta-FC") == "Meta-FC"
    c = clean(r"we use \textbf{Foo Bar} here")
    i = c.text.index("Foo")
    assert c.original[slice(*c.to_original(i, i + 3))] == "Foo"  # inside the argument, with nothing to balance
