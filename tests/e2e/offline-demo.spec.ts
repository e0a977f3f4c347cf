import { OFFLINE_SAVE_SWITCH } from '@sim/browser/offline-files'
import { type DemoHost, startDemoHost } from '@sim/node/demo-host'
import { expect, test } from '@tests/support/playwright/fixtures'
import { test as withoutConsoleCheck } from '@tests/support/playwright/worker-context'

/**
 * A phone in a meeting room loses the network: a demo once loaded keeps working (its files come
 * from the service worker's cache, its backend runs in the page), and says so when it cannot.
 * The demo build on a host of its own, which the test takes away.
 */

let host: DemoHost | null = null

for (const each of [test, withoutConsoleCheck]) {
  each.beforeEach(async ({ page }) => {
    host = await startDemoHost({ staticDir: 'dist-demo' })
    // The other browser tests switch the save off; here it is what is tested.
    await page.addInitScript((key) => sessionStorage.setItem(key, 'on'), OFFLINE_SAVE_SWITCH)
  })
  each.afterEach(async () => {
    await host?.close()
    host = null
  })
}

test('once loaded, the demo reloads and opens pages it has not shown yet with its host gone', async ({
  page,
}) => {
  const base = host?.baseUrl ?? ''
  await page.goto(`${base}residency?scenario=fresh-us-borrower&restart&latency=0&day=scenario`)
  await expect(page.getByRole('heading', { level: 1, name: 'Where do you live?' })).toBeVisible()
  // About 150 files, fetched once the page is idle: a few seconds on a busy machine.
  await expect(page.locator('html')).toHaveAttribute('data-demo-offline', 'saved', {
    timeout: 30_000,
  })

  await host?.close()
  host = null
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Where do you live?' })).toBeVisible()
  // The offer builder's code was never loaded; its figures come from the simulation in the page.
  await page.getByLabel('State of residence').selectOption({ label: 'California' })
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get cash without selling your crypto' }),
  ).toBeVisible()
  await expect(page.getByText(/One BTC is about \$/)).toBeVisible()
})

// Offline, pages it had not loaded fail to load, as the console says: that is this test's point.
withoutConsoleCheck(
  'offline before its files are saved, the demo says so',
  async ({ page, context }) => {
    const base = host?.baseUrl ?? ''
    // No Cache Storage (as on a plain-http address other than localhost): nothing is saved.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'caches')
    })
    await page.goto(`${base}residency?scenario=fresh-us-borrower&restart&latency=0&day=scenario`)
    await expect(page.locator('html')).toHaveAttribute('data-demo-offline', 'unavailable')
    await context.setOffline(true)
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveText(
      /this demo was not saved for offline use/,
    )
  },
)
