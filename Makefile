# paper-kg: the two commands a newcomer needs are `make demo` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: demo test install bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

# Build outputs/ from the bundled ICML 2026 abstracts and print a summary.
demo: $(STAMP)
	$(BIN)/kg build examples/icml2026-abstracts.txt \
	    -o outputs/icml2026.ttl -o outputs/icml2026.jsonld --html outputs/icml2026.html
	@$(BIN)/kg stats outputs/icml2026.ttl
	@echo "outputs: outputs/icml2026.ttl outputs/icml2026.jsonld outputs/icml2026.html"

# The whole test suite (what .ci/run calls).
test: $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info
