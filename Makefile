# paper-kg: the two commands a newcomer needs are `make demo` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: demo test install browser bench clean

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

# Debian's Chromium for the browser tests (installed when run as root with apt-get).
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "chromium not found and cannot be installed here: browser tests will be skipped"; fi; }

# The whole test suite (what .ci/run calls).
test: $(STAMP) browser
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info
