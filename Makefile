# make book   installs everything into .venv and makes the sample book, book.pdf
# make test   installs everything into .venv and runs the tests
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: book test system-deps bench clean

book: system-deps $(VENV)/.installed
	$(BIN)/puzzles book -o book.pdf

test: system-deps $(VENV)/.installed
	$(BIN)/python -m pytest -q

bench: $(VENV)/.installed
	for b in benchmarks/*.py; do $(BIN)/python $$b || exit 1; done

system-deps:
	@scripts/install-system-deps

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,wordnet]'
	touch $@

clean:
	rm -rf $(VENV) build *.egg-info
