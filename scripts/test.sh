#!/usr/bin/env bash
# The whole test suite: static checks, unit and integration tests on PGlite, the server suite again on a
# real PostgreSQL, and, against the production build, the browser journeys in Chromium and the fault tests
# (on PGlite and on a private PostgreSQL cluster).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== check (lint, format, typecheck)"
npm run --silent check
echo "== unit and integration tests (PGlite)"
npm run --silent test:unit
echo "== server tests on PostgreSQL"
npm run --silent test:postgres
echo "== end-to-end journeys (Chromium) and fault tests (PGlite, PostgreSQL)"
npm run --silent test:e2e
