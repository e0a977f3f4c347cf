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

const demoPort = 4173
const productionPort = 8787

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      // The demo build: the app with the simulated backend in a service worker.
      name: 'demo',
      testIgnore: /production-over-http/,
      use: { baseURL: `http://localhost:${demoPort}/account/crypto-backed-loan/` },
    },
    {
      // The production build, talking real HTTP to the simulated backend's Node server.
      name: 'production-over-http',
      testMatch: /production-over-http/,
      use: { baseURL: `http://localhost:${productionPort}/account/crypto-backed-loan/` },
    },
  ],
  webServer: [
    {
      command: `npm run build:demo && npm run preview:demo -- --port ${demoPort}`,
      url: `http://localhost:${demoPort}/account/crypto-backed-loan/`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npm run build -- --outDir dist-e2e && STATIC_DIR=dist-e2e PORT=${productionPort} npm run sim:server`,
      url: `http://localhost:${productionPort}/account/crypto-backed-loan/`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
})
