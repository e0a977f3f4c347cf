#!/usr/bin/env bash
# Every test: lint and format, types, the advisories check, both builds and the simulation's
# start-up on a dev server, side by side; unit and contract tests; then a check in Firefox ESR
# and the browser tests in Chromium.
# Each phase prints its wall time, and a summary closes the run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browsers.sh

RUN_START=$SECONDS
TIMINGS=()
LOGS=$(mktemp -d)

# The other browser engines' phase has a budget of its own (90 s); the rest of the run has 300 s.
OWN_BUDGET_SECONDS=0

record() {
  local name=$1 took=$2 status=$3 failed=""
  [ "$status" -ne 0 ] && failed=" (failed)"
  echo "-- $name: ${took} s$failed"
  TIMINGS+=("$(printf '%5d s  %s' "$took" "$name")$failed")
  case "$name" in "Other engines"*) OWN_BUDGET_SECONDS=$((OWN_BUDGET_SECONDS + took)) ;; esac
}

phase() {
  local name=$1
  shift
  echo "== $name"
  local start=$SECONDS status=0
  "$@" || status=$?
  record "$name" $((SECONDS - start)) "$status"
  return "$status"
}

# Phases given as "name::command" run side by side: short, mostly single-threaded work that
# leaves a core idle when run one after another. Each one's output is printed whole when it ends.
side_by_side() {
  local pids=() names=() i=0 failed=0
  for spec in "$@"; do
    names+=("${spec%%::*}")
    (
      start=$SECONDS
      status=0
      bash -c "${spec#*::}" >"$LOGS/$i.log" 2>&1 || status=$?
      echo $((SECONDS - start)) >"$LOGS/$i.took"
      exit "$status"
    ) &
    pids+=("$!")
    i=$((i + 1))
  done
  for i in "${!pids[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    echo "== ${names[$i]}"
    cat "$LOGS/$i.log"
    record "${names[$i]}" "$(cat "$LOGS/$i.took")" "$status"
    [ "$status" -ne 0 ] && failed=1
  done
  return "$failed"
}

summary() {
  local status=$?
  rm -rf "$LOGS"
  echo "== phase times"
  for line in "${TIMINGS[@]}"; do echo "$line"; done
  local total=$((SECONDS - RUN_START)) failed=""
  [ "$status" -ne 0 ] && failed=" (failed)"
  printf '%5d s  %s\n' $((total - OWN_BUDGET_SECONDS)) "total, the other engines' phase aside$failed"
  printf '%5d s  %s\n' "$total" "total$failed"
}
trap summary EXIT

# Each app is built once: the production build is checked, then served to the browser tests.
# The simulation's start-up checks on a dev server run alongside: they wait mostly on the
# browsers and the dev server, and have no timing the other work could upset.
side_by_side \
  "simulation start-up on one dev server: no service-worker errors, runs without IndexedDB, Firefox ESR::npx tsx sim/checks/on-one-dev-server.ts" \
  "lint and format::npx biome check ." \
  "types::npx tsc --noEmit" \
  "shipped packages against security advisories::bash scripts/audit-production-dependencies.sh" \
  "production build, checked to hold no simulation code::npx vite build --logLevel warn --outDir dist-e2e --emptyOutDir && npx tsx scripts/check-production-build.ts --built dist-e2e" \
  "demo build::npx vite build --mode demo --logLevel warn"
phase "unit and contract tests" npx vitest run
phase "Other engines: Firefox ESR, the demo build's /start shows the offer and moves on" \
  npx tsx tests/engines/start-offer-in-firefox.ts
export E2E_BUILT=1
phase "browser tests" npx playwright test
