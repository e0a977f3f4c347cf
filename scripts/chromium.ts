/**
 * Debian's Chromium, as browser tests and the benchmark launch it. Playwright cannot download
 * its own browser on these machines; the flags keep Chromium off a closed network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Each new page is a window of its own, and this Chromium builds the address bar's suggestion
 * popups (two WebUI pages drawn with their own scripts) for every window, headless or not:
 * about half of Chromium's CPU for a page of the demo (10 loads: 25 busy CPU-s with them, 11.5
 * without). No test looks at the address bar.
 */
const ADDRESS_BAR_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

/**
 * Playwright passes its own --disable-features first (chromiumSwitches.ts of @playwright/test
 * 1.65), and Chromium's switch table keeps one value per switch, the last: its list is repeated
 * here so that ours cannot switch its features back on. Harmless where they are merged; without
 * Playwright (the Lighthouse figures) they are off all the same.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUPS].join(',')}`,
]

/**
 * The tests' Chromium: one process for the browser and its pages. Each page load otherwise
 * crosses from the browser process to a renderer and back for every message, and on two cores
 * that traffic was about a sixth of the browser tests' CPU (320 -> 270 busy CPU-s for the same
 * 41 tests). What the app runs on is the same Blink and V8; what a test gives up is process
 * isolation between pages, which the app does not rely on (two tabs are still two documents
 * with their own storage events and BroadcastChannel). 123 runs of the 41 tests (three each,
 * a third core's worth of load beside) passed. Its limit: two browser contexts opened at once
 * closed the browser, so the browser tests keep one context per worker (worker-context.ts), and
 * the start-up checks, which open two, and the benchmarks keep the usual processes.
 */
export const CHROMIUM_TEST_FLAGS = [...CHROMIUM_FLAGS, '--single-process']
