import { chromium } from 'playwright'
import { createServer } from 'vite'
import { CHROMIUM_FLAGS, HEADLESS_CHROMIUM_PATH } from './chromium'
import { serviceWorkerProblems } from './service-worker-errors'
import { withoutIndexedDbProblems } from './without-indexeddb'

/**
 * Runs the simulation's start-up checks in Chromium (service-worker-errors.ts,
 * without-indexeddb.ts) against one dev server started here, on CHECK_DEV_PORT (5199 by
 * default), side by side in one browser, each in a context of its own. Fails when any fails;
 * all always run. (Firefox on a dev server: tests/engines/start-offer-in-firefox.ts, by hand;
 * `npm test` runs the engine journeys on the builds, tests/engines/run-engines.ts.)
 */
const PORT = Number(process.env.CHECK_DEV_PORT ?? 5199)
const CHECKS = {
  'no service-worker errors': serviceWorkerProblems,
  'runs without IndexedDB, saying progress will not be kept': withoutIndexedDbProblems,
}

const server = await createServer({
  mode: 'development',
  logLevel: 'warn',
  server: { port: PORT, strictPort: true },
})
await server.listen()
const origin = `http://localhost:${PORT}`
const browser = await chromium.launch({
  executablePath: HEADLESS_CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
})
let failed = false
try {
  // The dev server transforms each module once, for whichever check asks first.
  const results = await Promise.all(
    Object.entries(CHECKS).map(async ([name, check]) => {
      const started = performance.now()
      const problems = await check(browser, origin)
      return { name, problems, took: (performance.now() - started) / 1000 }
    }),
  )
  for (const { name, problems, took } of results) {
    console.log(`${problems.length ? 'FAILED' : 'ok'}: ${name} (${took.toFixed(1)} s)`)
    for (const problem of problems) console.error(`  ${problem}`)
    if (problems.length) failed = true
  }
} finally {
  await browser.close()
  await server.close()
}
if (failed) process.exit(1)
