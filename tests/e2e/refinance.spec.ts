import type { Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  holdClock,
  openScenario,
  passTimeUntilVisible,
  type ScenarioName,
  test,
} from './support'

/**
 * The refinance of a former lender's loans (refinance-release-shell §2, §4): each journey opens
 * its scenario at the refinance list; a journey that waits on the lender holds the simulated
 * clock and moves it instead of waiting.
 */

const LIST_HEADING = 'Refinance your Celsius loans'

async function openList(page: Page, scenario: ScenarioName) {
  await openScenario(page, { scenario, path: 'celsius-refi' })
  await expect(page.getByRole('heading', { level: 1, name: LIST_HEADING })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enter Loan ID' }).first()).toBeVisible()
}

async function signEveryDisclosure(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Review and sign your disclosures' }),
  ).toBeVisible()
  for (const position of ['Document 1 of 3', 'Document 2 of 3', 'Document 3 of 3']) {
    await expect(page.getByText(position)).toBeVisible()
    await page.getByRole('button', { name: 'Agree' }).click()
  }
  await expect(page).toHaveURL(/\/celsius-refi$/)
}

test('custody-only with a top-up: the top-up page, its arrival, the disclosures, complete', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await holdClock(page)
  await openList(page, 'refinance-custody-only-top-up')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('radio', { name: /BTC loans/ }).check()
  await page.getByRole('radio', { name: /Custody-only/ }).check()
  await expect(page.getByText('Estimated minimum collateral')).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/celsius-refi\/[^/]+\/[^/]+\/collateral-top-up$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Send your collateral top-up' }),
  ).toBeVisible()
  await expect(page.getByTestId('deposit-address')).toBeVisible()
  await expect(page.getByText('0.035230 BTC').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Verify the address with a small amount first' }).click()
  const verify = page.getByRole('dialog', { name: 'Verify with a small amount' })
  await expect(verify.getByText(/at least 0\.000100 BTC first/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await verify.getByRole('button', { name: 'Cancel' }).click()
  await expect(verify).toBeHidden()
  await page.getByRole('button', { name: 'Continue' }).click()
  // The wallet type's and the checkbox's messages, beside the amounts' Required heading.
  await expect(page.getByText('Required', { exact: true })).toHaveCount(3)
  await expect(page.getByRole('radio', { name: /Self-Hosted/ })).toBeFocused()
  await page.getByRole('radio', { name: /Self-Hosted/ }).check()
  await page.getByRole('checkbox', { name: /I have sent the required collateral/ }).check()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/celsius-refi$/)
  await page.getByRole('radio', { name: /BTC loans/ }).check()
  await expect(page.getByText(/We are waiting for your collateral top-up/)).toBeVisible()
  // The top-up arrives, then the lender prepares the disclosures: one step of the clock each.
  const sign = page.getByRole('button', { name: 'Sign disclosures' })
  await passTimeUntilVisible(page, sign)
  await sign.click()
  await signEveryDisclosure(page)

  await page.getByRole('radio', { name: /BTC loans/ }).check()
  await expect(page.getByText(/Your refinance is being processed/)).toBeVisible()
  const completed = page.getByRole('button', { name: 'View completed refinance' })
  await passTimeUntilVisible(page, completed)
  await completed.click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your refinance is complete' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the top-up page holds through a reload, Back and Forward, and a lost connection', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await openList(page, 'refinance-top-up-requested')
  await page.getByRole('button', { name: 'Send collateral top-up' }).click()
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

  // Sent while offline: the page says it is waiting, keeps the answers and sends on reconnect.
  await page.getByRole('radio', { name: /Self-Hosted/ }).check()
  await page.getByRole('checkbox', { name: /I have sent the required collateral/ }).check()
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText("You're offline")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeVisible()
  await expect(page.getByRole('radio', { name: /Self-Hosted/ })).toBeChecked()
  await context.setOffline(false)
  await expect(page).toHaveURL(/\/celsius-refi$/)
  await page.getByRole('radio', { name: /BTC loans/ }).check()
  await expect(page.getByText(/We are waiting for your collateral top-up/)).toBeVisible()
})

test('ownership transfer needs no top-up: straight to the disclosures', async ({ page }) => {
  test.setTimeout(60_000)
  await openList(page, 'refinance-ownership-transfer')
  await page.getByRole('radio', { name: /BTC loans/ }).check()
  await page.getByRole('radio', { name: /Ownership transfer/ }).check()
  await expect(page.getByRole('checkbox', { name: 'Opt in to stabilization' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/disclosures$/)
  await expect(page.getByText('Document 1 of 3')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoSidewaysScroll(page)
})

test('custody-only with stabilization: the choice is kept and locked', async ({ page }) => {
  test.setTimeout(60_000)
  await openList(page, 'refinance-with-stabilization')
  await page.getByRole('radio', { name: /Custody-only/ }).check()
  await page.getByRole('checkbox', { name: 'Opt in to stabilization' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/disclosures$/)
  await page.goBack()
  await expect(page.getByText('Custody-only: 14.0% APR, with stabilization')).toBeVisible()
  await expect(
    page.getByText(/To change the rate or stabilization, contact support at/),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a Loan ID with no eligible loans says so, with the causes', async ({ page }) => {
  await openList(page, 'refinance-no-eligible-loans')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: 'Enter Loan ID' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Find your Celsius loans' })
  await dialog.getByRole('button', { name: 'Look up loans' }).click()
  await expect(dialog.getByText('Please enter a Celsius Loan ID')).toBeVisible()
  await dialog.getByLabel('Celsius Loan ID').fill('CL-100234')
  await dialog.getByRole('button', { name: 'Look up loans' }).click()
  await expect(dialog.getByText('You have no eligible loans')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await expectNoSidewaysScroll(page)
})

test('a refused lookup shows the server’s unique reasons, joined', async ({
  page,
  consoleErrors,
}) => {
  await openList(page, 'refinance-lookup-error')
  await page.getByRole('button', { name: 'Enter Loan ID' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Find your Celsius loans' })
  await dialog.getByLabel('Celsius Loan ID').fill('CL-100234')
  await dialog.getByRole('button', { name: 'Look up loans' }).click()
  await expect(
    dialog.getByText(
      'Loan CL-100234 is not in good standing. The loan holder could not be matched to your profile.',
    ),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  // The browser reports the scenario's 422 on the console; here that refusal is the point.
  const unexpected = consoleErrors.filter(
    (message) => !(message.includes('422') && message.includes('/create-celsius')),
  )
  consoleErrors.splice(0, consoleErrors.length, ...unexpected)
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
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
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
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
  })

  test('the collateral top-up page fits 390 px, with no serious axe violation', async ({
    page,
  }) => {
    await openList(page, 'refinance-top-up-requested')
    await page.getByRole('button', { name: 'Send collateral top-up' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Send your collateral top-up' }),
    ).toBeVisible()
    await expect(page.getByTestId('deposit-address')).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
  })

  test('the refinance complete page fits 390 px, with no serious axe violation', async ({
    page,
  }) => {
    await openScenario(page, { scenario: 'refinance-complete', path: 'celsius-refi/complete' })
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your refinance is complete' }),
    ).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
  })
})
