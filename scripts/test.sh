#!/usr/bin/env bash
# Everything `npm test` checks, in order; stops at the first failure.
# Integration tests run on embedded PGlite and, side by side, on PostgreSQL when DATABASE_URL is set.
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
npx vitest run --project unit --project unit-forks --maxWorkers=100%
# The PGlite run keeps one core busy, the PostgreSQL run mostly PostgreSQL's own processes: side by
# side they take about the time of the PGlite run alone (254–263 s beside 162–172 s on
# PostgreSQL, 2026-11-28). The PostgreSQL run's output is shown once both have ended.
pg_log=$(mktemp)
pg_run=''
trap 'rm -f "$pg_log"' EXIT
if [ -n "${DATABASE_URL:-}" ]; then
  npx vitest run --project integration --passWithNoTests >"$pg_log" 2>&1 &
  pg_run=$!
fi
step integration tests on PGlite
env -u DATABASE_URL npx vitest run --project integration --passWithNoTests || status=1
if [ -n "$pg_run" ]; then
  step "integration tests on PostgreSQL (run beside PGlite)"
  wait "$pg_run" || status=1
  cat "$pg_log"
fi
[ "$status" -eq 0 ] || exit 1
step build
npm run --silent build
step end-to-end tests in Chromium
npx vitest run --project e2e --passWithNoTests
