#!/usr/bin/env bash
# Every test: lint and format, types, unit and contract tests, then browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== lint and format"; npx biome check .
echo "== types"; npx tsc --noEmit
echo "== unit and contract tests"; npx vitest run
echo "== production build holds no simulation code"; npx tsx scripts/check-production-build.ts
echo "== browser tests"; npx playwright test
echo "== simulation start-up on the dev server: no service-worker errors, runs without IndexedDB"
npx tsx sim/checks/service-worker-errors.ts
npx tsx sim/checks/without-indexeddb.ts
