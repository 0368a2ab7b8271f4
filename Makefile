# The project's commands. `make run` and `make test` are the two that matter;
# both install what they need first.

SHELL := /bin/bash
OUT ?= dist-data
COUNTRIES ?=
YEARS ?=
KEEP ?= 5
TSX := node_modules/.bin/tsx

BUILD_FLAGS := --out $(OUT) --keep $(KEEP) $(if $(COUNTRIES),--countries $(COUNTRIES)) $(if $(YEARS),--years $(YEARS))

.PHONY: install data run test typecheck bench bench-build help

help:
	@echo "make run          build the default dataset if none is published, then serve it"
	@echo "make test         install dependencies and run the whole test suite"
	@echo "make data         build the dataset (COUNTRIES=US,DE YEARS=2020-2030 OUT=dir)"
	@echo "make bench        run the benchmarks (see BENCHMARKS.md)"
	@echo "make typecheck    tsc --noEmit"

# Installs exactly what package-lock.json pins, once per lock change.
node_modules/.install-stamp: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.install-stamp

data: install
	$(TSX) pipeline/cli.ts build $(BUILD_FLAGS)

run: install
	@if [ ! -L "$(OUT)/current" ]; then $(MAKE) --no-print-directory data; else echo "published dataset found: $(OUT)/current -> $$(readlink $(OUT)/current)"; fi
	@echo "dataset: $(OUT)/current (see README.md, 'Data layout')"

test: install
	node_modules/.bin/vitest run

typecheck: install
	node_modules/.bin/tsc --noEmit -p .

bench: bench-build

bench-build: install
	$(TSX) bench/build.ts
