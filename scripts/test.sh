#!/usr/bin/env bash
# Every test: lint and format, types, the advisories check, both builds, the simulation's
# start-up on a dev server, the unit and contract tests and the browser tests with the brands'
# screen comparison in Chromium, side by side; then the journeys in Firefox ESR and WebKitGTK.
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

# Phases started with `start` run side by side, in the background: on two cores the CPU-bound
# phases then fill each other's idle moments (a dev server waiting on a browser, the tail of a
# test run on one core). `start_after` starts one once another has ended, its time counted from
# then. `finish` waits for one and prints its output whole; `finish_all` for the rest.
PIDS=()
NAMES=()
start() {
  local i=${#PIDS[@]} after=${3:-}
  NAMES+=("$1")
  (
    if [ -n "$after" ]; then
      while [ ! -e "$LOGS/$after.ended" ]; do sleep 1; done
    fi
    began=$SECONDS
    status=0
    bash -c "$2" >"$LOGS/$i.log" 2>&1 || status=$?
    echo $((SECONDS - began)) >"$LOGS/$i.took"
    touch "$LOGS/$i.ended"
    exit "$status"
  ) &
  PIDS+=("$!")
}
start_after() {
  local i
  for i in "${!NAMES[@]}"; do
    if [ "${NAMES[$i]}" = "$1" ]; then
      start "$2" "$3" "$i"
      return
    fi
  done
  # Waiting on a phase never started would wait for ever.
  echo "start_after: no phase named \"$1\" was started" >&2
  exit 2
}

FAILED=0
FAILED_LOGS=()
finish() {
  local i status=0
  for i in "${!NAMES[@]}"; do [ "${NAMES[$i]}" = "$1" ] && break; done
  [ -z "${PIDS[$i]}" ] && return 0
  wait "${PIDS[$i]}" || status=$?
  PIDS[$i]=""
  echo "== ${NAMES[$i]}"
  cat "$LOGS/$i.log"
  record "${NAMES[$i]}" "$(cat "$LOGS/$i.took")" "$status"
  if [ "$status" -ne 0 ]; then
    FAILED=1
    FAILED_LOGS+=("$i")
  fi
  return 0
}

finish_all() {
  local name
  for name in "${NAMES[@]}"; do finish "$name"; done
  return "$FAILED"
}

summary() {
  local status=$? i
  # A failed phase's last lines again, next to the times: a long run's log is often read from
  # its end, and the browser tests' failures would otherwise sit above the unit tests' output.
  for i in "${FAILED_LOGS[@]}"; do
    echo "== what failed: ${NAMES[$i]} (its last lines)"
    tail -n 60 "$LOGS/$i.log"
  done
  rm -rf "$LOGS"
  echo "== phase times"
  for line in "${TIMINGS[@]}"; do echo "$line"; done
  local total=$((SECONDS - RUN_START)) failed=""
  [ "$status" -ne 0 ] && failed=" (failed)"
  printf '%5d s  %s\n' $((total - OWN_BUDGET_SECONDS)) "total, the other engines' phase aside$failed"
  printf '%5d s  %s\n' "$total" "total$failed"
}
trap summary EXIT

# Each app is built once, first and on its own (both builds take about 12 s alone, and five
# times that beside the other phases): the browser tests, the longest phase, wait on them. The
# production build is checked, then served to the browser tests; everything else starts with them.
# The simulation's start-up on a dev server starts with them: a dev server's first load
# transforms the app module by module, which beside every other phase ran past its 30 s.
start "simulation start-up on a dev server in Chromium: no service-worker errors" \
  "npx tsx sim/checks/service-worker-errors.ts"
start "production build, checked to hold no simulation code and each landing page within its first-load budget" \
  "npx vite build --logLevel warn --outDir dist-e2e --emptyOutDir && npx tsx scripts/check-production-build.ts --built dist-e2e"
start "demo build, checked to hold no public-suffix list" \
  "DEMO_PRECOMPRESS=0 npx vite build --mode demo --logLevel warn && npx tsx scripts/check-demo-build.ts dist-demo"
finish "production build, checked to hold no simulation code and each landing page within its first-load budget"
finish "demo build, checked to hold no public-suffix list"
# One thread, as the browser tests have one worker: beside each other and the other phases the
# two cores are full, and each parallel thread adds contention rather than speed.
start "unit and contract tests" "VITEST_WORKERS=1 npx vitest run"
if [ "$FAILED" -eq 0 ]; then
  # One Playwright worker beside Vitest's two threads: a second worker saved 14 s of the browser
  # tests' own time but cost about 60 busy CPU-s (two browsers contending for two cores), and
  # beside the other phases the cores are full anyway. The brands' screen comparison (a project
  # of playwright.config.ts: the key screens against tests/screens/baselines/, which
  # `npm run brand -- approve` takes anew) starts once Vitest has ended and a core is free, in a
  # run of its own, on a port of its own, with the demo's server alone.
  start "browser tests, demo and production builds" \
    "E2E_BUILT=1 npx playwright test --workers=1 --project demo --project production-over-http"
  start_after "unit and contract tests" \
    "the screen comparison (eight key screens of three brands at 390 px, three at 1280 px)" \
    "E2E_BUILT=1 E2E_DEMO_PORT=4183 E2E_DEMO_SERVER_ONLY=1 npx playwright test --workers=1 --project screens"
fi
start "lint and format" "npx biome check ."
# One thread: the same check in about 10 busy CPU-s instead of 17 (TypeScript's parallel checkers
# each redo the shared declarations), and beside the other phases no thread is ever idle anyway.
start "types" "npx tsc --noEmit --singleThreaded"
start "shipped packages against security advisories" "bash scripts/audit-production-dependencies.sh"
finish_all
# Alone, so that its time is its own: the other engines have a budget of their own (90 s).
# Firefox ESR and WebKitGTK side by side, each on the demo build and the production build.
phase "Other engines: the journeys in Firefox ESR and WebKitGTK (offer to details over HTTP and in demo, the US happy path to Funds Disbursed, a refused release, offline, a PDF drawn, axe)" \
  env ENGINE_PRODUCTION_DIR=dist-e2e npx tsx tests/engines/run-engines.ts
