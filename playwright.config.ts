import { defineConfig } from '@playwright/test'

// Debian's Chromium; Playwright cannot download its own browser on these machines.
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const port = 4173

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}/account/crypto-backed-loan/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
    trace: 'retain-on-failure',
  },
  // The demo build: the production app with the simulated backend in the browser.
  webServer: {
    command: `npm run build:demo && npm run preview:demo -- --port ${port}`,
    url: `http://localhost:${port}/account/crypto-backed-loan/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
  },
})
