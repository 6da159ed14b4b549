# Development and CI entry points. `.ci/run` runs `make test`; the same targets work
# on a laptop. `make help` lists them.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
# `pip install --user uv` puts uv here.
export PATH := $(HOME)/.local/bin:$(PATH)

API_HOST ?= 127.0.0.1
API_PORT ?= 8000
SSR_PORT ?= 3000
VARNISH_PORT ?= 6081
# The runtime parameters of infra/varnish/varnishd.params as -p options (docs/caching.md).
VARNISH_PARAMS = $(shell sed -e 's/\#.*//' infra/varnish/varnishd.params | awk 'NF { print "-p", $$1 }')

# Hash of the package-lock.json node_modules was installed from: npm ci runs when it differs.
NPM_STAMP := node_modules/.installed-lock-sha256

.PHONY: help install system-deps postgres build run cluster loadtest migrate-content varnish test test-python test-node \
	backup restore test-e2e test-fuzz screenshots bench bench-page-data bench-bundle-cache bench-api bench-media bench-varnish bench-js bench-ssr bench-search bench-scale bench-shop bench-forms bench-vies bench-editor lighthouse lint clean

help:
	@echo "make install      Python (uv) and Node (npm) dependencies, idempotent"
	@echo "make build        shared-schema and demo catalogue drift checks + production SSR build"
	@echo "make run          demo site: API on $(API_HOST):$(API_PORT), site on :$(SSR_PORT)"
	@echo "make cluster      2 APIs, 2 SSR servers, 2 Varnish, PostgreSQL, Redis and S3 on this machine"
	@echo "                  wired as production (docs/cluster.md); Ctrl-C stops everything"
	@echo "make loadtest     a mixed visitor load through the running cluster's Varnish (DURATION=30, QUICK=1)"
	@echo "make migrate-content  stored pages, templates, revisions to the current content schema"
	@echo "make backup      database and stored files into BACKUP_DIR (default var/backups/<UTC time>)"
	@echo "make restore BACKUP=DIR  a backup over the current database and files (FORCE=1: over a newer migration)"
	@echo "make varnish      Varnish on :$(VARNISH_PORT) in front of the site of make run"
	@echo "                  (start make run with PURGE_URLS=http://127.0.0.1:$(VARNISH_PORT))"
	@echo "make test         everything CI runs (installs Chromium/Varnish when missing)"
	@echo "make screenshots  every demo page and dashboard screen at 390 and 1280 px wide, into screenshots/"
	@echo "make bench        every figure of docs/performance.md against its baseline (QUICK=1: short)"
	@echo "make bench-page-data  islands data against the HTML of every demo page"
	@echo "make bench-media  the image pipeline's cost and the bytes it saves (QUICK=1: short)"
	@echo "make bench-varnish  a Varnish hit vs nginx serving the same bytes (QUICK=1: a few s)"
	@echo "make bench-api    the API page bundle vs bare Starlette: hot, 304, cold (QUICK=1: a few s)"
	@echo "make bench-js     JavaScript bytes per demo page in Chromium, before and after hydration"
	@echo "make lighthouse   Lighthouse on every demo and shop page, mobile and desktop, and layout"
	@echo "                  shift with late images; fails below target (QUICK=1: three pages, mobile)"
	@echo "make bench-ssr    SSR CPU per page vs bare renderToString, RSS under load (QUICK=1: short)"
	@echo "make bench-search product search engines at 100k products, p50/p95 (QUICK=1: 10k)"
	@echo "make bench-scale  memory per 100k products, per tenant, per 1,000 cached pages (QUICK=1: 10k, extrapolated)"
	@echo "make bench-shop   cart add/get and order p50/p95, orders/s at 20 buyers (QUICK=1: short)"
	@echo "make bench-forms  form submissions/s with and without a photo; 5 MB uploads, local and S3"
	@echo "make bench-vies   other shop calls during a wave of slow VIES checks, gated vs ungated"
	@echo "make bench-editor page editor: keystroke in the section form to swapped section p95 vs a full reload (QUICK=1: short)"
	@echo "make lint         ruff and the import contracts (part of make test)"

# Bytecode is compiled here (the packages' and our own), so every Python process that
# starts (servers, test stacks, commands) reads .pyc files even where the environment
# sets PYTHONDONTWRITEBYTECODE: otherwise each start compiles about 1,100 modules from
# source, 2.5 s of CPU.
install:
	@command -v uv >/dev/null || python3 -m pip install --user uv \
		|| python3 -m pip install --user --break-system-packages uv
	uv sync --frozen --compile-bytecode
	uv run --frozen python -m compileall -q -j 0 api scripts
	@lock="$$(sha256sum package-lock.json | cut -d ' ' -f 1)"; \
	if [ -d node_modules ] && [ "$$(cat $(NPM_STAMP) 2>/dev/null)" = "$$lock" ]; then \
		echo "node_modules matches package-lock.json"; \
	else \
		echo "npm ci"; npm ci --no-audit --no-fund && echo "$$lock" > $(NPM_STAMP); \
	fi

system-deps:
	scripts/system-deps.sh

postgres:
	scripts/postgres.sh

build: install
	node shared-schema/scripts/generate.mjs --check
	uv run --frozen python -m scripts.demo_catalogue --check
	npm run build -w ssr

run: build
	mkdir -p var
	uv run --frozen python -m api load-demo
	API_HOST=$(API_HOST) API_PORT=$(API_PORT) SSR_PORT=$(SSR_PORT) scripts/run.sh

# The product scaled out on this one machine (docs/cluster.md): every process of
# production twice, its own database (dropped and loaded with the demo at each start).
cluster: build
	uv run --frozen python -m scripts.cluster

# Visitors (pages, search, carts, orders) through the Varnish instances of the running
# `make cluster` for DURATION seconds (default 30; QUICK=1: 8); prints the figures.
loadtest: install
	uv run --frozen python -m scripts.loadtest $(if $(QUICK),--quick)

# Rewrites stored pages, templates and revisions below the current content schema
# (docs/content-migrations.md), on the database of DATABASE_URL; idempotent.
migrate-content: install
	uv run --frozen python -m api migrate-content

# A consistent backup of the database of DATABASE_URL and of every stored file, and
# its restore (docs/backup.md).
BACKUP_DIR ?= var/backups/$(shell date -u +%Y%m%dT%H%M%SZ)
backup:
	uv run --frozen python -m api.backup create "$(BACKUP_DIR)"

restore:
	@test -n "$(BACKUP)" || { echo "make restore BACKUP=<backup directory>"; exit 2; }
	uv run --frozen python -m api.backup restore $(if $(FORCE),--force) "$(BACKUP)"

# The cache layer of docs/caching.md, for trying it locally.
varnish:
	mkdir -p var/varnish
	VARNISH_BACKEND_PORT=$(SSR_PORT) infra/varnish/render-vcl.sh > var/varnish/site.vcl
	varnishd -F -j none -n $(CURDIR)/var/varnish/state -a 127.0.0.1:$(VARNISH_PORT) -T none \
		-f $(CURDIR)/var/varnish/site.vcl -s malloc,256m $(VARNISH_PARAMS)

test: install system-deps build postgres
	@$(MAKE) --no-print-directory lint test-python test-node test-e2e

# Two worker processes, one test file each at a time (tests/conftest.py keeps their
# Redis apart; every worker has its own databases).
test-python:
	uv run --frozen pytest -n 2 --dist loadfile

# The OpenAPI fuzz with 100 cases per operation and mode instead of make test's 20.
test-fuzz:
	FUZZ_CASES=100 uv run --frozen pytest tests/api/openapi/test_openapi_fuzz.py

test-node:
	npm test

# Browser tests, run when tests/e2e/ holds any (they start their own API and SSR).
test-e2e:
	@if [ -n "$$(find tests/e2e -name '*.test.*' 2>/dev/null | head -n 1)" ]; then \
		echo "node --test --test-concurrency=2 --test-timeout=600000 tests/e2e/"; node --test --test-concurrency=2 --test-timeout=600000 tests/e2e/; \
	else \
		echo "test-e2e: no tests in tests/e2e/"; \
	fi

# Full-page screenshots of every demo page (and the 404 page) on a fresh stack, and of
# the owner dashboard's screens (screenshots/dashboard/) and the buyer's way through the
# shop in states a visit alone does not show (screenshots/journey/).
screenshots: build
	node scripts/screenshots.mjs
	node scripts/dashboard-screenshots.mjs
	node scripts/checkout-screenshots.mjs
	node scripts/buyer-journey-screenshots.mjs

# Prints figures, asserts nothing: speed targets live here, not in unit tests. Every row
# of docs/performance.md in one run, each against its baseline measured side by side.
# QUICK=1 shortens every part. Needs wrk, nginx, varnishd and Chromium (make system-deps).
bench: build
	@$(MAKE) --no-print-directory bench-api bench-ssr bench-varnish bench-js bench-page-data bench-media \
		bench-search bench-shop bench-forms bench-editor

# Page data (islands props and site slice) in the HTML of every demo page.
bench-page-data: build
	node benchmarks/page_data.mjs

# The in-process bundle cache alone: page-bundle requests/s, warm against emptied.
bench-bundle-cache: install
	uv run --frozen python -m benchmarks.page_bundle

# Needs varnishd, nginx and wrk (make system-deps). QUICK=1 for a few seconds (CI).
bench-varnish: install
	uv run --frozen python -m benchmarks.varnish_vs_nginx $(if $(QUICK),--quick)

# wrk when installed (make system-deps), else an httpx client. QUICK=1 for a few seconds (CI).
bench-api: install
	uv run --frozen python -m benchmarks.api_bundle $(if $(QUICK),--quick)

# JavaScript a browser downloads per demo page, before and after every island hydrated.
# The page editor: a keystroke in the section form to the swapped section, p95, beside a full iframe reload.
bench-editor: build
	node benchmarks/editor_frame.mjs $(if $(QUICK),--quick)

bench-js: build
	node benchmarks/js_bytes.mjs $(if $(QUICK),--quick)

# Lighthouse (performance, accessibility, best practices, SEO) per demo and shop page, then
# the layout shift of each with late images (benchmarks/layout_shift.mjs). Exits 1 when a page
# scores performance < 95 (after up to 3 runs), accessibility < 100 or CLS > 0.001, or moves.
lighthouse: build
	node benchmarks/lighthouse.mjs $(if $(QUICK),--quick)

# SSR rows of docs/performance.md on a fresh stack; needs wrk (make system-deps).
bench-ssr: build
	node benchmarks/ssr/bench.mjs $(if $(QUICK),--quick)

# The media pipeline's cost and the image bytes it saves; `make bench-media QUICK=1` is short.
bench-media: install
	uv run --frozen python -m benchmarks.media $(if $(QUICK),--quick)

# Search engines side by side on 100,000 generated products (docs/search.md).
bench-search: install
	uv run --frozen python -m benchmarks.search $(if $(QUICK),--quick)

# Memory of the search index per product and per tenant and of the bundle cache per page,
# each in a fresh process beside its raw size (docs/operations.md "Scale on paper").
bench-scale: install
	uv run --frozen python -m benchmarks.scale $(if $(QUICK),--quick)

# The money path over real HTTP on SQLite and PostgreSQL: cart add/get and order creation
# p50/p95, orders/s at 20 concurrent buyers, each beside products/get-stock (docs/performance.md).
bench-shop: install
	uv run --frozen python -m benchmarks.shop $(if $(QUICK),--quick)

# Visitor forms over real HTTP on SQLite and PostgreSQL: submissions/s at 20 visitors with
# and without a photo beside products/get-stock; a 5 MB photo uploaded through the local
# backend (vs a bare Starlette PUT) and S3 on a moto server (vs boto3 put_object).
bench-forms: install
	uv run --frozen python -m benchmarks.forms $(if $(QUICK),--quick)

# products/get-stock while 45 buyers' VIES checks hang on a slow VIES (docs/vat.md).
bench-vies: install
	uv run --frozen python -m benchmarks.vies

lint:
	uv run --frozen ruff check api tests benchmarks scripts
	uv run --frozen ruff format --check api tests benchmarks scripts
	uv run --frozen lint-imports

clean:
	rm -rf ssr/dist test-results .pytest_cache
