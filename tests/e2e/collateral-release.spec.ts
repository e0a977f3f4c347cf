import type { Page } from '@playwright/test'
import {
  BTC_RETURN_ADDRESS,
  ETH_ADDRESS,
  RELEASE_HEADING,
  RELEASE_PATH,
} from '@scenarios/collateral-release'
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  openScenario,
  test,
} from '@tests/support/playwright/fixtures'

/**
 * The collateral release screen in the browser: layout at phone width, axe, and the keyboard.
 * What it says for each answer of the lender, its rules and where focus goes are held by
 * tests/unit/features/collateral-release/collateral-release.test.tsx and the release-* stories.
 */

const addressField = (page: Page) =>
  page.getByRole('main').getByLabel('Return wallet address', { exact: true })

test.use({ viewport: { width: 390, height: 900 } })

test('the release screen and its caution dialog at 390 px: axe-clean, no sideways scroll, keyboard only', async ({
  page,
}) => {
  // Two axe passes: a few seconds each on a busy machine.
  test.setTimeout(45_000)
  await openScenario(page, { scenario: 'release-ready', path: RELEASE_PATH })
  await expect(page.getByRole('heading', { level: 1, name: RELEASE_HEADING })).toBeVisible()
  await expect(page.getByText('Total Crypto Expected for Return')).toBeVisible()
  await expectNoSidewaysScroll(page)

  // The screen with the wrong-coin warning under the field, then the dialog, by keyboard.
  await addressField(page).fill(ETH_ADDRESS)
  await page.keyboard.press('Tab')
  await expect(page.getByText(/This does not look like a BTC address/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await addressField(page).fill(BTC_RETURN_ADDRESS)
  await addressField(page).press('Enter')
  const caution = page.getByRole('dialog', { name: 'Caution! Confirm Return Address' })
  await expect(caution).toBeVisible()
  await expect(caution.getByText(BTC_RETURN_ADDRESS)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await expectNoSidewaysScroll(page)
  // Esc closes it.
  await page.keyboard.press('Escape')
  await expect(caution).toBeHidden()
})
