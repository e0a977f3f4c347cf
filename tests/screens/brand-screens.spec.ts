import { expect } from '@playwright/test'
import { type BrandScreen, KEY_SCREENS, openScreen, showUnder } from '@scripts/brand/screens'
import { test } from '@tests/support/playwright/worker-context'
import { steadyIds, unstableParts } from './screen-comparison'

/**
 * The key screens at 390 px under each shipped brand, against the committed baselines
 * (tests/screens/baselines/BRAND/SCREEN.png), and those laid out for a laptop at 1280 px too. A deliberate change or a browser update is
 * approved with `npm run brand -- approve`, and the new pictures are committed. These tests
 * look at pictures only; the browser tests (tests/e2e/) watch the console.
 */
const SHIPPED_BRANDS = ['MERIDIAN', 'HARBORLINE', 'KESTREL'] as const

/**
 * Key screens with a layout of their own at a laptop's width: under the first brand, the same
 * page is also taken at 1280 px (SCREEN-1280.png). The brands differ in colours, which the
 * 390 px pictures hold.
 */
const WIDE_KEY_SCREENS = new Set(['offer-builder', 'dashboard-margin-call'])
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 900 }

// A screen's story is built once and looked at under each brand in turn (the world resumed
// with another `?org=`): a third of the page loads that build a world.
for (const screen of KEY_SCREENS) {
  test(screen.title, async ({ page, baseURL }) => {
    test.setTimeout(60_000)
    for (const [index, brand] of SHIPPED_BRANDS.entries()) {
      if (index === 0) await openScreen(page, baseURL ?? '', screen, brand)
      else await showUnder(page, screen, brand)
      await steadyIds(page)
      await expect(page).toHaveScreenshot([brand.toLowerCase(), `${screen.name}.png`], {
        fullPage: true,
        mask: unstableParts(page),
      })
      if (index === 0 && WIDE_KEY_SCREENS.has(screen.name)) {
        await page.setViewportSize(LAPTOP)
        await expect(page).toHaveScreenshot([brand.toLowerCase(), `${screen.name}-1280.png`], {
          fullPage: true,
          mask: unstableParts(page),
        })
        await page.setViewportSize(PHONE)
      }
    }
  })
}

/** The collateral posting page, no key screen, at 1280 px under the first brand. */
const COLLATERAL_POSTING: BrandScreen = {
  name: 'collateral-posting',
  title: 'Collateral posting',
  scenario: 'at-collateral',
  path: 'first-application/collateral',
  // An hour on, the custodian has opened the deposit address.
  ready: /^bc1q/,
  laterHours: 1,
}

test(`${COLLATERAL_POSTING.title} at 1280 px`, async ({ page, baseURL }) => {
  await page.setViewportSize(LAPTOP)
  await openScreen(page, baseURL ?? '', COLLATERAL_POSTING, SHIPPED_BRANDS[0])
  await steadyIds(page)
  await expect(page).toHaveScreenshot(
    [SHIPPED_BRANDS[0].toLowerCase(), `${COLLATERAL_POSTING.name}-1280.png`],
    { fullPage: true, mask: unstableParts(page) },
  )
})
