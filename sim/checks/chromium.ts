/**
 * Debian's Chromium, as the benchmark and the picture scripts launch it: the browser a borrower
 * runs, so its figures and pictures are theirs (scripts/chromium.ts adds the browser tests'
 * flags). Playwright cannot download its own browser on these machines; the flags keep Chromium
 * off a closed network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's Chromium headless shell, as the browser tests, the story replays and the
 * simulation's start-up checks launch it: the same Blink and V8 without the browser's own
 * windows and UI. The same 57 browser tests took 322 busy CPU-s in it against 404 in Chromium
 * (2026-11-28, side by side). It draws text a shade differently, so the brands' screen
 * comparison, whose baselines are pictures, keeps Chromium.
 */
export const HEADLESS_CHROMIUM_PATH =
  process.env.HEADLESS_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

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
