"""Extraction in forked worker processes: same result, same order, failures that surface and stop."""

import multiprocessing
import os
import time

import pytest
import spacy
from spacy.language import Language

from kg.extraction import extract_records, extraction_to_json
from kg.parallel import TASK_RECORDS, WorkerError, can_fork, extract_in_workers
from kg.pipeline import add_components
from kg.records import Record

pytestmark = pytest.mark.skipif(not can_fork(), reason="worker processes are forked")


@Language.component("test_fails_on_boom")
def _fails_on_boom(doc):
    if "boom" in doc.text:
        raise ValueError("a component failed on purpose")
    if "vanish" in doc.text:
        os._exit(3)  # a worker that dies without a word
    return doc


def records(n, text="We propose FooNet{i}, which outperforms BarNet on HarmBench by 3.5%."):
    return [Record(id=f"r{i}", abstract=text.format(i=i), source="mem", location=i + 1, title=f"Paper {i}")
            for i in range(n)]


@pytest.fixture(scope="module")
def blank_nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    add_components(nlp)
    return nlp


def _children_settled(before):
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and len(multiprocessing.active_children()) > before:
        time.sleep(0.1)
    return len(multiprocessing.active_children()) <= before


def test_workers_give_the_extractions_of_one_process_in_input_order(nlp):
    batch = records(5 * TASK_RECORDS + 3)  # several tasks, the last one short
    alone = [extraction_to_json(ex) for ex in extract_records(batch, nlp)]
    parallel = [extraction_to_json(ex) for ex in extract_records(batch, nlp, n_process=2)]
    assert parallel == alone
    assert [ex.record.id for ex in extract_in_workers(batch, nlp, 3)] == [r.id for r in batch]


def test_no_records_no_work(blank_nlp):
    assert list(extract_in_workers([], blank_nlp, 2)) == []


def test_a_failing_component_raises_in_the_main_process_and_stops_the_workers(blank_nlp):
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("test_fails_on_boom")
    before = len(multiprocessing.active_children())
    batch = records(40) + records(1, "boom") + records(40)
    with pytest.raises(WorkerError, match="a component failed on purpose"):
        list(extract_in_workers(batch, nlp, 2))
    assert _children_settled(before)


def test_a_worker_that_dies_is_an_error_not_a_hang(blank_nlp):
    nlp = spacy.blank("en")
    nlp.add_pipe("test_fails_on_boom")
    before = len(multiprocessing.active_children())
    started = time.monotonic()
    with pytest.raises(WorkerError, match="ended unexpectedly"):
        list(extract_in_workers(records(3) + records(1, "vanish"), nlp, 2))
    assert time.monotonic() - started < 30
    assert _children_settled(before)


def test_a_consumer_that_stops_reading_stops_the_workers(blank_nlp):
    before = len(multiprocessing.active_children())
    stream = extract_in_workers(records(200), blank_nlp, 2)
    first = next(stream)
    assert first.record.id == "r0"
    stream.close()
    assert _children_settled(before)
