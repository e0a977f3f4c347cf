import type { Page } from '@playwright/test'
import {
  allowConsoleErrors,
  expect,
  expectFitsAndPassesAxe,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  openScenario,
  type ScenarioName,
  test,
} from '@tests/support/playwright/fixtures'

/**
 * The refinance of a former lender's loans (refinance-release-shell §2, §4) in the browser: its
 * pages at phone width with axe, the Escape key, history and a lost connection. The choices, the
 * messages and where each step leads are held by tests/unit/features/refinance/refinance.test.tsx and the
 * refinance-* stories.
 */

const LIST_HEADING = 'Refinance your Celsius loans'

async function openList(page: Page, scenario: ScenarioName) {
  await openScenario(page, { scenario, path: 'celsius-refi' })
  await expect(page.getByRole('heading', { level: 1, name: LIST_HEADING })).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Enter Loan ID', exact: true }).first(),
  ).toBeVisible()
}

test('the locked list passes axe; the top-up page holds through a reload, Back and Forward, and goes on offline', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await openList(page, 'refinance-top-up-requested')
  // The list with its rate chosen and locked.
  await expect(
    page.getByText(/To change the rate or stabilization, contact support at/),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Send collateral top-up', exact: true }).click()
  const heading = page.getByRole('heading', { level: 1, name: 'Send your collateral top-up' })
  await expect(heading).toBeVisible()
  await expect(page.getByTestId('deposit-address')).toBeVisible()
  const topUp = page.url()

  await page.reload()
  await expect(heading).toBeVisible()
  await expect(page.getByTestId('deposit-address')).toBeVisible()

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: LIST_HEADING })).toBeVisible()
  await page.goForward()
  await expect(heading).toBeVisible()
  expect(page.url()).toBe(topUp)

  // Sent while offline: the demo's lender runs in the browser, so the top-up goes on.
  await page.getByRole('radio', { name: /Self-Hosted/ }).check()
  await page.getByRole('checkbox', { name: /I have sent the required collateral/ }).check()
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(
    page.getByText('This demo keeps working: its lender runs in your browser.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/celsius-refi$/)
  await context.setOffline(false)
  await page.getByRole('radio', { name: /BTC loans/ }).check()
  await expect(page.getByText(/We are waiting for your collateral top-up/)).toBeVisible()
})

test('a Loan ID with no eligible loans, or one the lender refuses, says so in the dialog at 390 px', async ({
  page,
  consoleErrors,
}) => {
  await openList(page, 'refinance-no-eligible-loans')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: 'Enter Loan ID', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Find your Celsius loans' })
  await dialog.getByRole('button', { name: 'Look up loans', exact: true }).click()
  await expect(dialog.getByText('Please enter a Celsius Loan ID')).toBeVisible()
  await dialog.getByLabel('Celsius Loan ID').fill('CL-100234')
  await dialog.getByRole('button', { name: 'Look up loans', exact: true }).click()
  await expect(dialog.getByText('You have no eligible loans')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await expectNoSidewaysScroll(page)

  // A refused lookup: the error banner, in the same dialog.
  await openList(page, 'refinance-lookup-error')
  await page.getByRole('button', { name: 'Enter Loan ID', exact: true }).first().click()
  await dialog.getByLabel('Celsius Loan ID').fill('CL-100234')
  await dialog.getByRole('button', { name: 'Look up loans', exact: true }).click()
  await expect(dialog.getByText(/Loan CL-100234 is not in good standing\./)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  // The browser reports the scenario's 422 on the console; here that refusal is the point.
  allowConsoleErrors(
    consoleErrors,
    (message) => message.includes('422') && message.includes('/create-celsius'),
  )
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the list with its loans and each information modal fit 390 px, with no serious axe violation', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openList(page, 'refinance-custody-only-top-up')
    await page.getByRole('radio', { name: /BTC loans/ }).check()
    await page.getByRole('radio', { name: /Custody-only/ }).check()
    await expectFitsAndPassesAxe(page)
    for (const title of [
      'About Celsius loans',
      'Collateral treatment rates',
      'About Celsius Loan IDs',
      'About current LTV',
      'About stabilization',
    ]) {
      await page.getByRole('button', { name: title }).click()
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await expectFitsAndPassesAxe(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
  })

  test('the collateral top-up page and its verify dialog fit 390 px, with no serious axe violation', async ({
    page,
  }) => {
    await openList(page, 'refinance-top-up-requested')
    await page.getByRole('button', { name: 'Send collateral top-up', exact: true }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Send your collateral top-up' }),
    ).toBeVisible()
    await expect(page.getByTestId('deposit-address')).toBeVisible()
    await expectFitsAndPassesAxe(page)
    await page
      .getByRole('button', { name: 'Verify the address with a small amount first', exact: true })
      .click()
    const verify = page.getByRole('dialog', { name: 'Verify with a small amount' })
    await expect(verify.getByText(/at least 0\.000100 BTC first/)).toBeVisible()
    await expectFitsAndPassesAxe(page)
  })

  test('the refinance disclosures and complete pages fit 390 px, with no serious axe violation', async ({
    page,
  }) => {
    await openList(page, 'refinance-signing')
    await page.getByRole('button', { name: 'Sign disclosures', exact: true }).click()
    await expect(page).toHaveURL(/\/disclosures$/)
    await expect(page.getByText('Document 1 of 3')).toBeVisible()
    await expectFitsAndPassesAxe(page)

    await openScenario(page, { scenario: 'refinance-complete', path: 'celsius-refi/complete' })
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your refinance is complete' }),
    ).toBeVisible()
    await expectFitsAndPassesAxe(page)
  })
})
