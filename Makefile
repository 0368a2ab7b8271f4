# The project's commands. `make run` and `make test` are the two that matter;
# both install what they need first.

SHELL := /bin/bash
OUT ?= dist-data
COUNTRIES ?=
YEARS ?=
KEEP ?= 5
CORRECTIONS ?=
OFFLINE ?=
TSX := node_modules/.bin/tsx

BUILD_FLAGS := --out $(OUT) --keep $(KEEP) $(if $(COUNTRIES),--countries $(COUNTRIES)) $(if $(YEARS),--years $(YEARS)) $(if $(CORRECTIONS),--corrections $(CORRECTIONS)) $(if $(OFFLINE),--offline)

.PHONY: install data run test golden typecheck format bench bench-build help serve server-bundle pipeline-bundle key bench-serve refresh diff crosscheck payloads country package

help:
	@echo "make run          build the default dataset if none is published, then serve it (npm start)"
	@echo "make test         install dependencies and run the whole test suite (npm test)"
	@echo "make data         build the dataset (COUNTRIES=US,DE YEARS=2020-2030 OUT=dir OFFLINE=1 DATA_FLAGS=--accept-changes)"
	@echo "make serve        serve the published dataset in OUT (PORT, HOST, CACHE_MB, KEYS_FILE, REDIS_URL, WORKERS, MAX_CONNECTIONS, LOG_LEVEL, METRICS, …: docs/api.md)"
	@echo "make key          create an API key and print it once (PLAN=growth KEYS_FILE=keys.json)"
	@echo "make refresh      refresh for cron/CI: lock, build, diff, guards, reports, publish (REFRESH_FLAGS=--dry-run)"
	@echo "make diff         reports of what changed between two snapshots (FROM=<id> TO=<id>)"
	@echo "make payloads     write the fresh payloads the published snapshot used into sources/payloads/, to review and commit"
	@echo "make package      the published dataset as an npm package with a typed loader, and its tarball (CONTRACT=3.1.2 PACKAGE_DIR=dist-package; docs/package.md)"
	@echo "make crosscheck   compare the published dataset with independent sources (npm packages, workalendar, the official payloads), offline;"
	@echo "                  exits 8 on a disagreement crosscheck/explanations/ does not explain (COUNTRIES= YEARS= REPORT=file.md EXPLANATIONS=dir)"
	@echo "make bench        run the benchmarks (bench-build and bench-serve; see BENCHMARKS.md)"
	@echo "make bench-build  the build benchmark against the plain date-holidays baseline"
	@echo "make bench-serve  the server benchmarks: against constant-body baselines, beyond one process (Redis, WORKERS, nginx), the access log's cost, CPU per answer"
	@echo "make golden       rewrite the golden files (test/fixtures/golden/countries/) from the offline build; review and commit their diff with the data change"
	@echo "make country     check countries/ and print the days a defined country's rules give (CC=QA YEARS=2020-2030)"
	@echo "make typecheck    tsc --noEmit"
	@echo "make format       rewrite the code in the project's format (biome.json); make test fails on a file not in it"
	@echo "make install      install exactly what package-lock.json pins (npm ci; NPM_FLAGS=--omit=dev for a deployment)"
	@echo "make server-bundle  bundle the server with esbuild (make run and make serve do it)"
	@echo "make pipeline-bundle  bundle the pipeline with esbuild (make data, make refresh and make bench-build do it)"
	@echo "make help         this list"

# Installs exactly what package-lock.json pins, once per lock change, and
# never rewrites it: `npm ci`. The lock is complete (it lists every platform's
# optional builds of rollup, a vitest dependency), so that `npm install` has
# nothing to add and a checkout stays as it was cloned. NPM_FLAGS=--omit=dev
# leaves out what only the tests, benchmarks and cross-check use (a
# deployment's `make run`; `make test` then needs a plain `make install`
# after removing node_modules/.install-stamp).
NPM_FLAGS ?=
node_modules/.install-stamp: package.json package-lock.json
	npm ci --no-audit --no-fund $(NPM_FLAGS)
	@touch $@

install: node_modules/.install-stamp

# One rule for `make data` and `make refresh`: exit codes 4 (published, some
# official sources not fresh: offline, their committed or cached copies stood
# in) and 5 (nothing changed) are not failures, and say so. 6 (held by a
# guard) is: the reasons are printed, and DATA_FLAGS / REFRESH_FLAGS
# =--accept-changes publishes anyway. A first build (nothing published yet, as
# for `make run`) is never held. Schedulers that act on every exit code run
# `tsx pipeline/cli.ts refresh` directly.
define publish_outcome
code=$$?; \
if [ $$code -eq 4 ]; then echo "(published; some official sources were not fresh: see the notices above; treated as success)"; exit 0; fi; \
if [ $$code -eq 5 ]; then echo "(nothing changed: the published snapshot stays; treated as success)"; exit 0; fi; \
if [ $$code -eq 6 ]; then echo "(held by a guard, nothing published: review the reasons above, then rerun with $(1)=--accept-changes)"; fi; \
exit $$code
endef

# The pipeline runs as one ES module bundled by esbuild from pipeline/cli-main.ts
# (its build workers from pipeline/worker.ts; the packages stay in
# node_modules): under tsx each thread compiles every file it loads through a
# loader thread of its own. Each module keeps its own file's import.meta.url,
# so the bundles are made in the checkout, again whenever a source is newer.
PIPELINE := node pipeline/bundle/cli.mjs
pipeline-bundle: install
	@node pipeline/bundle.mjs

DATA_FLAGS ?=
data: pipeline-bundle
	@$(PIPELINE) build $(BUILD_FLAGS) $(DATA_FLAGS); $(call publish_outcome,DATA_FLAGS)

run: server-bundle
	@if [ ! -L "$(OUT)/current" ]; then $(MAKE) --no-print-directory data; else echo "published dataset found: $(OUT)/current -> $$(readlink $(OUT)/current)"; fi
	@echo "dataset: $(OUT)/current (see docs/data-layout.md)"
	@if [ ! -f "$(KEYS_FILE)" ]; then $(TSX) server/keys-cli.ts init --file "$(KEYS_FILE)"; fi
	DATA_DIR="$(OUT)" KEYS_FILE="$(KEYS_FILE)" $(SERVER)

# Ends with a plain `N passed, N failed` line, read from vitest's JSON report.
# The HTML report and page tests open headless Chromium: Debian's package, installed when missing.
# The shared-limits tests start their own redis-server (Debian's package, installed when missing too),
# and run their servers on a fixed clock with libfaketime (Debian's faketime, likewise).
# The proxy test runs Debian's nginx with deploy/nginx/public-holidays.conf, and makes its certificate with openssl (both installed when missing too).
# The cross-check's tests run workalendar (Debian's python3-workalendar, likewise).
test: install
	@command -v chromium >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -q --no-install-recommends chromium >/dev/null; } || echo "(chromium could not be installed: the browser tests will fail and say so)"
	@command -v redis-server >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -q --no-install-recommends redis-server >/dev/null; } || echo "(redis-server could not be installed: the shared-limits tests will fail and say so)"
	@command -v faketime >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -q --no-install-recommends faketime >/dev/null; } || echo "(faketime could not be installed: the shared-limits tests, which run servers on a fixed clock, will fail and say so)"
	@{ command -v nginx >/dev/null 2>&1 || test -x /usr/sbin/nginx; } && command -v openssl >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -q --no-install-recommends nginx openssl >/dev/null; } || echo "(nginx could not be installed: the proxy test will fail and say so)"
	@$(WORKALENDAR_CHECK) || { apt-get update -qq && apt-get install -y -q --no-install-recommends python3-workalendar >/dev/null; } || echo "(python3-workalendar could not be installed: the workalendar cross-check tests will fail and say so)"
	@node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile=.test-results.json; code=$$?; \
	node -e 'const r=require("./.test-results.json"); console.log(`$${r.numPassedTests} passed, $${r.numFailedTests} failed`)' || true; \
	exit $$code

# Every country's holidays and makeup working days of 2020-2030, one file each, from the full offline build at a
# fixed snapshot time (test/golden.ts); test/pipeline/golden.test.ts fails until they match the build.
golden: install
	$(TSX) test/golden.ts

typecheck: install
	node_modules/.bin/tsc --noEmit -p .

# One format for every .ts/.js file (Biome: one binary, formats the whole tree in under a second);
# test/format.test.ts fails on a file that is not in it.
format: install
	node_modules/.bin/biome format --write .

bench: bench-build bench-serve

bench-build: pipeline-bundle
	$(TSX) bench/build.ts

# The query server (docs/api.md). PORT, HOST, CACHE_MB, REDIS_URL, WORKERS, COUNTERS_FILE, MAX_CONNECTIONS, the *_TIMEOUT_MS, LOG_LEVEL and METRICS pass through the environment.
KEYS_FILE ?= keys.json
DATA_DIR ?= $(OUT)
# The server runs as one ES module bundled by esbuild from server/main.ts (the
# packages stay in node_modules): it answers its first request in under half
# the time tsx needs, which compiles every file as it is loaded. Bundling takes
# a few tens of milliseconds, so it is redone on every start.
SERVER_BUNDLE := server/main.bundle.mjs
SERVER := node $(SERVER_BUNDLE)

server-bundle: install
	@node_modules/.bin/esbuild server/main.ts --bundle --platform=node --format=esm --target=node20 --packages=external --log-level=warning --outfile=$(SERVER_BUNDLE)

serve: server-bundle
	DATA_DIR="$(DATA_DIR)" KEYS_FILE="$(KEYS_FILE)" $(SERVER)

# make key PLAN=growth: prints a new key once and stores its sha256 in KEYS_FILE.
key: install
	$(TSX) server/keys-cli.ts create --plan "$(PLAN)" --file "$(KEYS_FILE)"

# wrk gives a reference run; without it (and without root for apt-get) the bench says so and goes on.
bench-serve: server-bundle
	@command -v wrk >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -q wrk; } >/dev/null 2>&1 || echo "(wrk could not be installed: its reference runs will be skipped)"
	$(TSX) bench/serve.ts
	@command -v redis-server >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -q --no-install-recommends redis-server; } >/dev/null 2>&1 || echo "(redis-server could not be installed: the Redis runs will be skipped)"
	@command -v nginx >/dev/null 2>&1 || test -x /usr/sbin/nginx || { apt-get update -qq && apt-get install -y -q --no-install-recommends nginx; } >/dev/null 2>&1 || echo "(nginx could not be installed: its runs will be skipped)"
	$(TSX) bench/serve-workers.ts
	$(TSX) bench/access-log-cost.ts
	$(TSX) bench/cpu-per-answer.ts

# Refresh (docs/pipeline.md, "Scheduled refresh"): the same outcome rule as `make data`.
REFRESH_FLAGS ?=
refresh: pipeline-bundle
	@$(PIPELINE) refresh $(BUILD_FLAGS) $(REFRESH_FLAGS); $(call publish_outcome,REFRESH_FLAGS)

# make diff FROM=<id> TO=<id>: snapshot ids, sequence numbers or "current".
FROM ?=
TO ?= current
diff: install
	@$(TSX) pipeline/cli.ts diff --out $(OUT) --from "$(FROM)" --to "$(TO)"

# make payloads: a refresh keeps the payloads it fetched in OUT/cache and never writes into the checkout;
# this makes those the published snapshot went live with the committed copies (sources/payloads/ or PAYLOADS_DIR).
payloads: install
	@$(TSX) pipeline/cli.ts payloads --out $(OUT)

# make crosscheck: the published snapshot beside the independent sources (docs/pipeline.md, "Cross-check");
# writes OUT/crosscheck/<snapshot>/crosscheck.md and .csv, or REPORT and the CSV beside it, with the agreement per
# country and in total. Exit 8 when a disagreement has no reviewed explanation (crosscheck/explanations/, or
# EXPLANATIONS=dir; crosscheck/README.md), naming it; make reports that as its own failure (code 2).
REPORT ?=
EXPLANATIONS ?=
# workalendar is Debian's python3-workalendar, for the system Python (/usr/bin/python3, or WORKALENDAR_PYTHON).
WORKALENDAR_CHECK := $${WORKALENDAR_PYTHON:-$$(command -v /usr/bin/python3 || command -v python3)} -c 'import workalendar.registry' >/dev/null 2>&1
# Its npm packages are devDependencies: installed here when an install left them out (npm ci --omit=dev);
# workalendar is installed here when missing.
crosscheck: install
	@test -d node_modules/@hebcal/core || npm ci --no-audit --no-fund
	@$(WORKALENDAR_CHECK) || { apt-get update -qq && apt-get install -y -q --no-install-recommends python3-workalendar >/dev/null; } || echo "(python3-workalendar could not be installed: the cross-check leaves workalendar out and says so)"
	@$(TSX) pipeline/cli.ts crosscheck --out $(OUT) $(if $(COUNTRIES),--countries $(COUNTRIES)) $(if $(YEARS),--years $(YEARS)) $(if $(REPORT),--report $(REPORT)) $(if $(EXPLANATIONS),--explanations $(EXPLANATIONS))

# make country CC=QA: checks every file of countries/ and prints one defined country's days (countries/README.md).
CC ?=
country: install
	@$(TSX) pipeline/country-preview.ts "$(CC)" $(or $(YEARS),2020-2030)

# make package: the snapshot published in OUT as an npm package of one contract version, written to
# PACKAGE_DIR/package with its `npm pack` tarball beside it; prints the packed and unpacked sizes (docs/package.md).
CONTRACT ?= 3.1.2
PACKAGE_DIR ?= dist-package
package: install
	@$(TSX) pipeline/cli.ts package --out $(OUT) --contract $(CONTRACT) --package-dir $(PACKAGE_DIR)
