import { defineConfig } from '@playwright/test'
import { CHROMIUM_PATH, CHROMIUM_TEST_FLAGS, HEADLESS_CHROMIUM_PATH } from './scripts/chromium'
import { SCREEN_TOLERANCE, SCREENSHOT_STYLE_PATH } from './tests/screens/screen-comparison'

// Ports can be moved (E2E_DEMO_PORT, E2E_PRODUCTION_PORT) so two checkouts test side by side.
const demoPort = Number(process.env.E2E_DEMO_PORT ?? 4173)
const productionPort = Number(process.env.E2E_PRODUCTION_PORT ?? 8787)
// `npm test` builds both apps once, before the browser tests (E2E_BUILT=1: dist-demo and
// dist-e2e are ready); otherwise each server builds its app first.
const built = process.env.E2E_BUILT === '1'
const demoBaseUrl = `http://localhost:${demoPort}/account/crypto-backed-loan/`

/** The production build, talking real HTTP to the simulated backend's Node server. */
const productionServer = {
  // On loopback whatever HOST the shell has: the tests move the clock without a control key.
  command: `${built ? '' : 'npm run build -- --outDir dist-e2e && '}HOST=127.0.0.1 STATIC_DIR=dist-e2e PORT=${productionPort} npm run sim:server`,
  url: `http://localhost:${productionPort}/account/crypto-backed-loan/`,
  timeout: 180_000,
  reuseExistingServer: !process.env.CI,
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once is a defect to find, not noise to hide.
  retries: 0,
  reporter: [['list']],
  // Ceilings for a loaded two-core machine, never waits: a passing test takes what it needs.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM_PATH,
      args: CHROMIUM_TEST_FLAGS,
    },
    // Tracing records every action's snapshots and doubled the suite's time; add `--trace on`
    // to look into a failure.
    trace: 'off',
  },
  // The longest tests first, as the workers take tests in this order: a long journey started
  // last would leave the other worker idle at the end.
  projects: [
    {
      // The production build, talking real HTTP to the simulated backend's Node server.
      name: 'production-over-http',
      testMatch: /production-over-http/,
      use: { baseURL: `http://localhost:${productionPort}/account/crypto-backed-loan/` },
    },
    {
      // The key screens under each shipped brand at 390 px, against the committed baselines
      // (tests/screens/baselines/; `npm run brand -- approve` takes them anew). In Debian's
      // Chromium itself, whose text the baselines were drawn with; in this run rather than one
      // of their own, the screens share its demo server and its runner (about 12 busy CPU-s).
      name: 'screens',
      testDir: 'tests/screens',
      snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
      expect: {
        toHaveScreenshot: {
          ...SCREEN_TOLERANCE,
          stylePath: SCREENSHOT_STYLE_PATH,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        },
      },
      use: {
        baseURL: demoBaseUrl,
        viewport: { width: 390, height: 844 },
        bypassCSP: true,
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_TEST_FLAGS },
      },
    },
    {
      // The demo build: the app with the simulated backend in a service worker.
      name: 'demo',
      testIgnore: /production-over-http/,
      use: { baseURL: demoBaseUrl },
    },
  ],
  webServer: [
    {
      command: `${built ? '' : 'npm run build:demo && '}npm run preview:demo -- --port ${demoPort}`,
      url: `http://localhost:${demoPort}/account/crypto-backed-loan/`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
    // The screen comparison alone (E2E_DEMO_SERVER_ONLY=1, as `npm test` runs it) needs no other.
    ...(process.env.E2E_DEMO_SERVER_ONLY === '1' ? [] : [productionServer]),
  ],
})
