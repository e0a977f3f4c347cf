#!/usr/bin/env bash
# Every test: lint and format, types, unit and contract tests, then browser tests in Chromium
# and a check in Firefox ESR.
# Each phase prints its wall time, and a summary closes the run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browsers.sh

RUN_START=$SECONDS
TIMINGS=()
phase() {
  local name=$1
  shift
  echo "== $name"
  local start=$SECONDS status=0
  "$@" || status=$?
  local took=$((SECONDS - start))
  local failed=""
  [ "$status" -ne 0 ] && failed=" (failed)"
  echo "-- $name: ${took} s$failed"
  TIMINGS+=("$(printf '%5d s  %s' "$took" "$name")$failed")
  return "$status"
}
summary() {
  local status=$?
  echo "== phase times"
  for line in "${TIMINGS[@]}"; do echo "$line"; done
  echo "$(printf '%5d s  %s' $((SECONDS - RUN_START)) "total")$([ "$status" -ne 0 ] && echo " (failed)")"
}
trap summary EXIT

phase "lint and format" npx biome check .
phase "types" npx tsc --noEmit
phase "shipped packages against security advisories" bash scripts/audit-production-dependencies.sh
phase "unit and contract tests" npx vitest run
# Each app is built once: the production build is checked, then served to the browser tests.
phase "production build" npx vite build --logLevel warn --outDir dist-e2e --emptyOutDir
phase "demo build" npx vite build --mode demo --logLevel warn
phase "production build holds no simulation code" \
  npx tsx scripts/check-production-build.ts --built dist-e2e
phase "Firefox ESR: the demo build's /start shows the offer and moves on" \
  npx tsx tests/engines/start-offer-in-firefox.ts
export E2E_BUILT=1
phase "browser tests" npx playwright test
phase "simulation start-up on one dev server: no service-worker errors, runs without IndexedDB, Firefox ESR" \
  npx tsx sim/checks/on-one-dev-server.ts
