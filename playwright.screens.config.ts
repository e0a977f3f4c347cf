import { defineConfig } from '@playwright/test'
import { CHROMIUM_PATH, CHROMIUM_TEST_FLAGS } from './scripts/chromium'
import { SCREEN_TOLERANCE, SCREENSHOT_STYLE_PATH } from './tests/screens/screen-comparison'

/**
 * The key screens under each shipped brand, compared with their committed baselines
 * (tests/screens/baselines/): `npm test`'s screen comparison phase, and `npm run brand --
 * approve` (which runs it with --update-snapshots). Debian's Chromium on the demo build (built
 * first unless E2E_BUILT=1), on its own port (E2E_SCREENS_PORT) so it runs beside the other
 * browser tests.
 */
const port = Number(process.env.E2E_SCREENS_PORT ?? 4174)
const built = process.env.E2E_BUILT === '1'

export default defineConfig({
  testDir: 'tests/screens',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Ceilings for a loaded two-core machine, as the other browser tests have.
  timeout: 45_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      ...SCREEN_TOLERANCE,
      stylePath: SCREENSHOT_STYLE_PATH,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    browserName: 'chromium',
    baseURL: `http://localhost:${port}/account/crypto-backed-loan/`,
    viewport: { width: 390, height: 844 },
    bypassCSP: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_TEST_FLAGS },
    trace: 'off',
  },
  webServer: {
    command: `${built ? '' : 'npm run build:demo && '}npm run preview:demo -- --port ${port}`,
    url: `http://localhost:${port}/account/crypto-backed-loan/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
  },
})
