#!/usr/bin/env bash
# Everything `npm test` checks, in order; stops at the first failure.
# Integration tests run on embedded PGlite, then again on PostgreSQL when DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

# Both are single-threaded: on two cores they take the time of the longer one side by side.
step "typecheck and lint"
npm run --silent typecheck &
typecheck=$!
npm run --silent lint &
lint=$!
status=0
wait "$typecheck" || { echo 'typecheck failed' >&2; status=1; }
wait "$lint" || { echo 'lint failed' >&2; status=1; }
[ "$status" -eq 0 ] || exit 1
step unit tests
# Vitest keeps a core for itself by default, which on a two-core machine leaves one worker.
npx vitest run --project unit --maxWorkers=100%
step integration tests on PGlite
env -u DATABASE_URL npx vitest run --project integration --passWithNoTests
if [ -n "${DATABASE_URL:-}" ]; then
  step "integration tests on PostgreSQL"
  npx vitest run --project integration --passWithNoTests
fi
step build
npm run --silent build
step end-to-end tests in Chromium
npx vitest run --project e2e --passWithNoTests
