"""Tasks written with "of" ("a framework for classification of skin lesions"), on hand-built parses."""

from kg.extract.of_tasks import of_object_tasks
from tests.test_extract_doc import LEX, parsed

_FOR = "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NN pobj 4; IN prep 5; NN compound 8; NNS pobj 6; . punct 1"


def _tasks(text, parse=_FOR, lemmas=None):
    return [s.text for s in of_object_tasks(parsed(text, parse, lemmas), LEX)]


def test_what_a_system_is_for_written_with_of_is_a_task():
    assert _tasks("We propose a framework for classification of skin lesions .") == ["classification of skin lesions"]
    # the task word's own adjectives stay, a word of manner goes
    parse = ("PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; JJ amod 7; JJ amod 7; NN pobj 4; IN prep 7; "
             "NN compound 10; NNS pobj 8; . punct 1")
    assert _tasks("We propose a framework for precise automated classification of skin lesions .", parse) == [
        "automated classification of skin lesions"]


def test_an_of_phrase_that_is_no_purpose_or_no_plain_task_names_none():
    # a step inside a description, not what the system is for
    parse = "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NN pobj 4; IN prep 5; NN compound 8; NNS pobj 6; . punct 1"
    assert _tasks("We propose a framework with classification of skin lesions .", parse) == []
    # an act of study is of what it studies
    assert _tasks("We propose a framework for analysis of skin lesions .") == []
    # an object that points at some things, or a name, says no task
    parse = "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NN pobj 4; IN prep 5; DT det 8; NNS pobj 6; . punct 1"
    assert _tasks("We propose a framework for detection of the anomalies .", parse) == []
    parse = "PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NN pobj 4; IN prep 5; NNP pobj 6; . punct 1"
    assert _tasks("We propose a framework for segmentation of ImageNet .", parse) == []
    # a compound before the task word is the term rules' ("object detection of ..."), not this rule's
    parse = ("PRP nsubj 1; VBP ROOT 1; DT det 3; NN dobj 1; IN prep 3; NN compound 6; NN pobj 4; IN prep 6; NN compound 9; "
             "NNS pobj 7; . punct 1")
    assert _tasks("We propose a framework for object detection of road signs .", parse) == []
