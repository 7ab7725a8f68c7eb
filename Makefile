# PartProof — the commands of README.md. `make start` serves the app, `make test` runs
# every check a change must pass, `make check` is the fast loop, `make bench` measures.
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := start
export NODE_OPTIONS ?=

STAMP := node_modules/.install-stamp

.PHONY: start install build check typecheck lint test test-unit test-api test-api-pg test-hard test-e2e bench chromium clean

$(STAMP): package.json package-lock.json apps/*/package.json packages/*/package.json e2e/package.json
	# `npm ci` refuses this lockfile: with lockfile URLs omitted (this machine's npm setting)
	# npm leaves out other platforms' optional bindings, then calls the lock out of sync.
	npm install --no-audit --no-fund
	touch $(STAMP)

install: $(STAMP)

build: install
	npm run build

start: build
	node apps/server/dist/src/server.js

typecheck: install
	npm run typecheck

lint: install
	npx eslint . --max-warnings 0
	npx prettier --check .
	node scripts/import-cycles.mjs
	node scripts/i18n-check.mjs

# tsc, eslint and prettier each keep one core busy: the typecheck runs beside the lint.
check: install
	$(MAKE) --no-print-directory -j2 --output-sync=target typecheck lint

test-unit: install
	npm run test -w @partproof/shared
	npm run test -w @partproof/web

# The tests start their child processes and database threads from the build they depend on
# (WORKERS_FROM_BUILD, apps/server/src/lib/worker-task.ts): from source each one first loads
# tsx and compiles TypeScript, which cost a third of the reader tests' CPU.
test-api: build
	WORKERS_FROM_BUILD=1 npm run test -w @partproof/server

# The same API tests on PostgreSQL (DESIGN.md §3): mandatory in CI, skipped locally when
# no server answers on 127.0.0.1:5432 (or TEST_DATABASE_URL).
test-api-pg: build
	@if node scripts/postgres-available.mjs; then \
	  TEST_DB=postgres WORKERS_FROM_BUILD=1 npm run test -w @partproof/server; \
	elif [ "$${CI:-}" = "true" ]; then \
	  echo "CI: PostgreSQL is required for the API tests but does not answer" >&2; exit 1; \
	else \
	  echo "PostgreSQL not reachable: skipping the PostgreSQL run of the API tests"; \
	fi

# The adversarial suite (issue 9): authorisation matrix, fuzzing, upload abuse, crash
# safety, load, backup/restore. Crash and restore tests start the built server, so it builds.
test-hard: build
	WORKERS_FROM_BUILD=1 npm run test:hard -w @partproof/server

# Debian's Chromium drives the browser tests; a test tool's own download does not work here.
chromium:
	@command -v chromium >/dev/null || { apt-get update -qq && apt-get install -y -qq chromium; }

test-e2e: build chromium
	npm run e2e -w @partproof/e2e

# The typecheck, the lint and the unit tests each keep about one core busy, so they run two at
# a time; the API, hard and browser suites use both cores (or time their server) and go in turn.
test: install
	$(MAKE) --no-print-directory -j2 --output-sync=target typecheck lint test-unit
	$(MAKE) --no-print-directory test-api test-api-pg test-hard test-e2e

# Issue 19's figures (README "Benchmarks"): the server ones against the built server on PGlite
# and PostgreSQL, the browser ones (e2e/bench) in Debian's Chromium, then one table
# (bench/results.md, bench/results.json). Benchmarks measure and never fail the build: a
# figure that fails shows its error in its row. BENCH_QUICK=1: a smoke test of a few minutes.
bench: build chromium
	node bench/run.mjs
	npm run bench -w @partproof/e2e || echo "The browser bench failed: its rows show it."
	node bench/report.mjs

clean:
	rm -rf node_modules apps/*/dist packages/*/dist e2e/test-results e2e/playwright-report
