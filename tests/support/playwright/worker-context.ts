import { type BrowserContext, test as base, type Page } from '@playwright/test'

/**
 * One browser context per worker, and a new tab in it for each test. A context is a browser
 * profile: starting one afresh for every test registered the simulation's service worker and
 * compiled the app again each time, about a second per test on two cores. A test starts from
 * empty storage all the same: its tab's origin data (IndexedDB, where the simulated world is
 * kept, local and session storage, caches) is cleared before it opens, and what a test changed
 * on the context (offline, extra tabs) is put back after it. The service worker stays.
 */
export const test = base.extend<
  object,
  { workerContext: BrowserContext; replayTab: { readonly page: Page } }
>({
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        // Spinners and skeletons then stand still: nothing a test reads moves, and Chromium
        // stops painting a frame for them every 16 ms (about 10 busy CPU-s of the suite).
        reducedMotion: 'reduce',
        // The screen comparison's own style (fonts, the demo controls hidden) and masks are
        // put in the page inline, which the app's Content-Security-Policy would refuse.
        bypassCSP: workerInfo.project.use.bypassCSP,
      })
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  // The tab a worker replays the library's stories in, one after another (story-replay.ts):
  // the app and its simulation start once per worker rather than once per story. Declared here,
  // with the context, so that every browser test has the same worker fixtures and Playwright
  // runs the stories in the workers the other tests started (a fixture of its own would start
  // two more workers, each with its browser, context and first load of the app).
  replayTab: [
    async ({ workerContext }, use) => {
      const page = await workerContext.newPage()
      acceptLeavingWhileSending(page)
      await use({ page })
      await page.close()
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, use) => {
    await use(workerContext)
    await workerContext.setOffline(false)
    await workerContext.clearPermissions()
  },
  page: async ({ context, viewport, baseURL }, use) => {
    const page = await context.newPage()
    acceptLeavingWhileSending(page)
    if (viewport) await page.setViewportSize(viewport)
    if (baseURL) await clearOriginData(page, new URL(baseURL).origin)
    // The simulation answers at once, as `?latency=0` asks, unless a test sets its own: the
    // tests wait for what the page shows, not for a demo's pace. The demo saves no files for
    // offline use (5 MB a page from a fresh origin) unless a test switches it on
    // (`keepFilesForOffline`).
    await page.addInitScript(() => {
      try {
        if (sessionStorage.getItem('simulation.latencyMs') === null)
          sessionStorage.setItem('simulation.latencyMs', '0')
        if (sessionStorage.getItem('simulation.offlineSave') === null)
          sessionStorage.setItem('simulation.offlineSave', 'off')
      } catch {
        // about:blank and other opaque origins keep no session storage.
      }
    })
    await use(page)
    for (const open of context.pages()) await open.close()
  },
})

/** Everything the origin keeps but its service worker: a fresh simulated world and sign-in. */
async function clearOriginData(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'indexeddb,local_storage,cache_storage,cookies,websql,file_systems',
  })
  await cdp.detach()
}

/**
 * A reload or a new address while a submit is on its way asks the browser's leave-page
 * question (src/app/leave-while-sending.ts). Playwright dismisses a dialog no one listens for,
 * which for that question means staying: a test that moves on while a call is in flight says
 * yes, as a borrower who means to leave does. Any other dialog is dismissed, as before.
 */
export function acceptLeavingWhileSending(page: Page): void {
  page.on('dialog', (dialog) => {
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss())
  })
}
