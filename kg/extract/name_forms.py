"""What a name's own form says it is: its ending ("-Bench", "... Leaderboard",
"...Set"), a mark of a known measure's variant ("rFID", "F1-macro"), or a known
name it is spelled as or ends in.

Pure functions of strings (and the gazetteer's plain mapping): no parse.
"""

from __future__ import annotations

import re

# Endings besides "Bench" that make a headline name a collection of data where its subtitle
# names no kind; a split label after "QA" ("CompressedVQA-HDR") or "Eval" ("G-Eval") may be a method's.
DATA_ENDING = re.compile(r"(?:QA|[a-z0-9]Set)$")
BENCH_NAME = re.compile(r"(?:Bench|bench|BENCH)(?:[-_ ]?[A-Za-z0-9.]+)?\+{0,2}$")  # "UniGenBench++": a release mark after it
# "SemEval-2026 Task 13", "BLP-2025 Shared Task 2": a shared task, evaluated on
SHARED_TASK = re.compile(r"\S \s*(?:(?:Shared )?(?:Task|TASK) \d+[A-Za-z]?|Shared (?:Task|TASK)s?)$")


_NOMINAL_SUFFIX = re.compile(r"[a-z]{3}(?:ness|ity|tion|sion|ment|ance|ence|ism)$")


def is_nominal_word(text: str) -> bool:
    """A word a noun by its suffix, whatever its tag: "robustness", "fidelity", "adherence".

    The tagger reads such a word as an adjective before a conjunction
    ("robustness and cross-modal consistency"), and then the phrase would
    not split into its two measures.
    """
    return _NOMINAL_SUFFIX.search(text.lower()) is not None


# A bound written onto a size: "sub-50B", "over-100B" (the size patterns of the name and term rules open with it)
SIZE_BOUND = r"(?:(?:sub|over|under|super)-)?"

# A count of dimensions ("3D", "2-D", in LaTeX "$2$-D") or of degrees of freedom ("6DoF", "6-DoF", "3DoF+"):
# a modifier of what it is said of ("6DoF pose estimation"), no name
DIMENSIONS = r"\$?\d\$?-?(?:D|DoFs?)\+?"


# A name whose hyphened last part says data: after two parts of a name ("Aloe-Vision-Data") or one
# with capitals or digits inside ("RAF-DB", "TFQ-Data"); "Cross-Dataset", "Low-Data" are modifiers.
DATA_PART_NAME = re.compile(
    r"(?:^|\s)(?:[A-Z][A-Za-z0-9]*-[A-Z][A-Za-z0-9]*|[A-Z][a-z]*[A-Z0-9][A-Za-z0-9]*)-(?:Data|DATA|Dataset|DB)$"
)


def suffix_type(text: str) -> str | None:
    """Name endings that say what a thing is: "...Bench", "...QA", "...Eval", "... Leaderboard" (with a short split label: "LongMemEval_S"), "... Challenge" and "... Task 13" are benchmarks, "...Set" a dataset; "Pass@128", "Recall@10", "TPR@1e-1" a metric at a cutoff."""
    if re.search(r"@(?:\d+(?:\.\d+)?(?:[eE][-−]?\d+)?|[kKnN])$", text):
        return "Metric"
    if BENCH_NAME.search(text) or re.search(r"(?:QA|Eval|EVAL|Arena|GLUE)(?:[-_][A-Za-z0-9]{1,4})?$", text):
        return "Benchmark"
    if re.search(r"\S \s*Leaderboard$", text):
        return "Benchmark"  # "Open LLM Leaderboard", "CARLA Leaderboard": a ranking of systems evaluated
    if re.search(r"\S \s*Challenge(?: \d{4})?$", text):
        return "Benchmark"  # "PVUW Challenge 2026", "BraTS Challenge": a shared evaluation
    if SHARED_TASK.search(text):
        return "Benchmark"  # "SemEval-2026 Task 13", "BLP-2025 Shared Task 2": a shared task, evaluated on
    if re.search(r"\S \s*(?:Corpus|Corpora|Dataset|Treebank)$", text):
        return "Dataset"  # "the DementiaBank Pitt Corpus", "the Waymo Open Dataset": the name's own last word says what it is
    if DATA_PART_NAME.search(text):
        return "Dataset"  # "Aloe-Vision-Data", "RAF-DB", "TFQ-Data": a hyphened last part that says data
    if re.search(r"[a-z0-9]Set$", text) and len(text) > 5:
        return "Dataset"  # "PandaSet", "AudioSet", "TJ4DRadSet": a set of data
    return None


def is_counted_collection(text: str) -> bool:
    """ "COMPASS-20K", "DL3DV-10K", "SpineMed-450k": a name ending in a count in thousands names a collection of data."""
    return _COUNT_OF_ITEMS.search(text) is not None and _MODEL_SIZE.search(text) is None


#: A count in thousands after a hyphen ends the names of collections of data; a model's
#: parameter count ("-7B", "-560M") or its variant words ("Phi-3-mini-4k", a context length) say otherwise.
_COUNT_OF_ITEMS = re.compile(r"^[A-Za-z][\w.-]*[A-Za-z0-9]-\d+(?:\.\d+)?[Kk]$")
_MODEL_SIZE = re.compile(r"\d(?:\.\d+)?[BbMm]\b|(?i:mini|instruct|chat|base)\b")


_VARIANT_PREFIX = re.compile(r"([a-z]{1,2})([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][a-z]{4,})")


def is_metric_variant(text: str, gazetteer_types: dict[str, str]) -> bool:
    """A known measure with a lower-case mark before it: "rFID" (of reconstructions), "gFID", "cIoU", "mF1", "spBLEU", "xCOMET";
    or with a mark after its hyphen: "AUC-PR", "PSNR-Y", "F1-macro", "BLEU-1"; or a short mark or an average before
    its hyphen, where the measure is one of the usual areas and scores: "PR-AUC", "BCD-AUC", "Macro-F1".

    The mark says which variant of the measure; the measure says what the
    name is. Before it, the rest must read as the measure's own form (two
    capitals, or a word of five letters or more: "mRecall"), not as letters
    of a word ("thEm"). After it, a qualifier or a number follows any known
    measure, capitals only a short form of three letters or more: "EM-KD"
    and "AP-CAP" are names of their own.
    """
    if gazetteer_types.get(text.lower()) is not None:
        return False
    if (m := _VARIANT_MARK_BEFORE.fullmatch(text)) is not None and gazetteer_types.get(m.group(1).lower()) not in ("Method", "Model"):
        return True  # "PR-AUC", "BCD-AUC": the mark before the hyphen says which area or score
    if (m := _VARIANT_PREFIX.fullmatch(text)) is not None:
        base = m.group(2)
    elif (m := _VARIANT_SUFFIX.fullmatch(text)) is not None and (len(m.group(1)) >= 3 or not m.group(2).isupper()):
        base = m.group(1)
    else:
        return False
    return gazetteer_types.get(base.lower()) == "Metric"


_VARIANT_MARK_BEFORE = re.compile(r"([A-Z]{2,4}|[Mm]acro|[Mm]icro|[Ww]eighted|[Bb]alanced)-(?:AUC|AUROC|AUPRC|F1|IoU|mAP|BLEU|ROUGE)(?:-[A-Za-z0-9]{1,2})?")
_VARIANT_SUFFIX = re.compile(r"([A-Za-z][A-Za-z0-9]{0,5})-(macro|micro|weighted|\d{1,3}|[A-Z]{1,4})")


def known_type(form: str, gazetteer_types: dict[str, str]) -> str | None:
    """The gazetteer's type of a form, singular or plural ("Vision Transformers" is the known "vision transformer"), hyphened or not."""
    lowered = form.lower()
    found = gazetteer_types.get(lowered)
    if found is None and lowered.endswith("s"):
        found = gazetteer_types.get(lowered[:-1])
    if found is None and "-" in lowered:
        # "video question-answering (QA)": a hyphen between words spells the same name as a space
        spaced = lowered.replace("-", " ")
        found = gazetteer_types.get(spaced) or (gazetteer_types.get(spaced[:-1]) if spaced.endswith("s") else None)
    return found


def known_variant_type(form: str, gazetteer_types: dict[str, str]) -> str | None:
    """The type of a known technique of two words or more that ``form`` ends in: a variant of it.

    "uniform-state diffusion models (USDMs)" is a kind of the known
    "diffusion models", so a technique, where "Large Language Models (LLMs)"
    names a class of models.
    """
    return "Method" if any(found in ("Method", "Model") for found in known_tail_types(form, gazetteer_types)) else None


def known_tail_types(form: str, gazetteer_types: dict[str, str]) -> list[str | None]:
    """The gazetteer's type of each tail of ``form`` of two words or more, longest first ("Face | Image Quality Assessment")."""
    words = form.split()
    return [known_type(" ".join(words[k:]), gazetteer_types) for k in range(1, len(words) - 1)]


_NAMED_PART = re.compile(r"(?: [A-Z][A-Za-z0-9]*)+")  # " Odometry", " V2", " Captions", " LVIS"
_PLURAL_SHORT_FORM = re.compile(r"[A-Z]{2,}s")  # "ImageNet AEs": things made from the data, no part of it


def names_part_of_known_data(
    name: str, known: str, known_type_: str, gazetteer_types: dict[str, str], data_kinds: frozenset[str] = frozenset()
) -> bool:
    """ "ScanNet V2", "KITTI Odometry", "ActivityNet Captions": capitalised words right after a known
    collection of data, in the same name, name its release or part, the collection the text uses;
    a known measure after it is what is measured on it ("ImageNet FID"), a kind word of collections
    of data last (``data_kinds``, lower-case: "the KITTI Dataset"; "MIMIC-IV Clinical Database Demo"
    is a part) or a plural short form no part."""
    if known_type_ not in ("Benchmark", "Dataset") or not name.startswith(known + " "):
        return False
    rest = name[len(known) :]
    return (
        _NAMED_PART.fullmatch(rest) is not None
        and rest.split()[-1].lower() not in data_kinds
        and not any(gazetteer_types.get(w.lower()) == "Metric" or _PLURAL_SHORT_FORM.fullmatch(w) for w in rest.split())
    )
