#!/usr/bin/env bash
# Everything `npm test` checks. The machine's two cores are the limit: the phases overlap so
# that both stay busy. Unit tests first; nothing else runs when they fail. Then the integration
# tests on embedded PGlite (one core) and, side by side, on PostgreSQL when DATABASE_URL is set,
# with the typecheck, lint and build beside them in the time the PostgreSQL run leaves free; the
# end-to-end tests once the build and the PostgreSQL run have passed, beside the rest of the
# PGlite run. A failed phase is named again at the end.
set -uo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }
logs=$(mktemp -d)
# The test servers' data directories (a PGlite template copied for every test file) and
# Chromium's profiles go to memory when the machine has room there: on disk, the kernel's
# copying and syncing made the PGlite integration run half as long again.
if [ -w /dev/shm ] && [ "$(df --output=avail -k /dev/shm | tail -1)" -gt 4000000 ]; then
  TMPDIR=$(mktemp -d /dev/shm/greenwatch-test.XXXXXX)
  export TMPDIR
fi
trap 'rm -rf "$logs"; [[ ${TMPDIR:-} == /dev/shm/greenwatch-test.* ]] && rm -rf "$TMPDIR"' EXIT

# Runs "$@" in the background with its output in $logs/<name>; `finish <name>` prints the
# output once it has ended and returns its status.
start() {
  local name=$1
  shift
  "$@" >"$logs/$name" 2>&1 &
  echo $! >"$logs/$name.pid"
}
finish() {
  local status=0
  wait "$(cat "$logs/$1.pid")" || status=$?
  step "$1"
  cat "$logs/$1"
  [ "$status" -eq 0 ] || failed "$1" "$logs/$1"
  return "$status"
}
# A failed phase is named again at the very end, with the end of its output: a CI log that
# keeps only its last lines then still says what failed and why.
failures=()
failed() {
  failures+=("$1")
  cp "$2" "$logs/failed-${#failures[@]}"
}
summary() {
  [ ${#failures[@]} -eq 0 ] && return
  local at
  for at in "${!failures[@]}"; do
    step "FAILED: ${failures[$at]} (the end of its output)"
    tail -n 60 "$logs/failed-$((at + 1))"
  done
}
checks() {
  npm run --silent typecheck && npm run --silent lint && npm run --silent build -- --logLevel warn
}

step unit tests
# Vitest keeps a core for itself by default, which on a two-core machine leaves one worker.
npx vitest run --project unit --project unit-forks --maxWorkers=100% || exit 1

status=0
start 'integration tests on PGlite' env -u DATABASE_URL npx vitest run --project integration --passWithNoTests
if [ -n "${DATABASE_URL:-}" ]; then
  start 'integration tests on PostgreSQL (run beside PGlite)' \
    npx vitest run --project integration --passWithNoTests
fi
start 'typecheck, lint and build (run beside the integration tests)' checks
finish 'typecheck, lint and build (run beside the integration tests)' || status=1
if [ -n "${DATABASE_URL:-}" ]; then
  finish 'integration tests on PostgreSQL (run beside PGlite)' || status=1
fi

# The end-to-end tests need the build. They start as soon as it and the PostgreSQL run are done,
# beside the rest of the PGlite run, which alone kept one core busy for its last minute or so.
# Two files at a time, each on its worker's own shared server (tests/e2e/global-setup.ts): one
# file at a time left a fifth of the two cores idle, waiting on Chromium and the server.
if [ "$status" -eq 0 ]; then
  step 'end-to-end tests in Chromium (beside the end of the PGlite run)'
  npx vitest run --project e2e --passWithNoTests --maxWorkers=2 2>&1 | tee "$logs/e2e"
  [ "${PIPESTATUS[0]}" -eq 0 ] || {
    status=1
    failed 'end-to-end tests in Chromium' "$logs/e2e"
  }
fi
finish 'integration tests on PGlite' || status=1
summary
exit "$status"
