import type { Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  moveSimulatedClock,
  openApplicationStep,
  termsValue,
  test,
} from './support'

/**
 * Renewals (roll forward): from the renewal screen to the new agreements on the checklist, and
 * on through signing (and posting a top-up) to the renewed loan on the complete page.
 */

const ADDITIONAL_COLLATERAL =
  'Additional collateral is required to be eligible for an offer at the current cash to borrow amount.'
const HIGH_COLLATERAL =
  'This collateral amount is higher than what other borrowers typically pledge for similar sized loans.'

test('a renewal with too little collateral held adds a top-up, chooses the offer and goes on to the agreements', async ({
  page,
}) => {
  // A journey with two accessibility scans: more than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  const appUuid = await openApplicationStep(page, {
    scenario: 'renewal-with-collateral-due',
    step: 'renew',
  })
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/renew$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Renew your loan' })).toBeVisible()
  await expect(termsValue(page, 'Collateral held')).toHaveText('0.5000 BTC')
  await expect(page.getByText(ADDITIONAL_COLLATERAL)).toBeVisible()
  const continueButton = page.getByRole('button', { name: 'Continue' })
  await expect(continueButton).toBeDisabled()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('textbox', { name: 'Top-up amount (optional)' }).fill('0.35')
  await expect(termsValue(page, 'LTV after top-up')).toHaveText('48.87%')
  await expect(termsValue(page, 'Collateral after top-up')).toHaveText('0.8500 BTC')
  await expect(page.getByText(ADDITIONAL_COLLATERAL)).toHaveCount(0)
  await expect(page.getByText(HIGH_COLLATERAL)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await continueButton.click()
  // The renewal's next step: the checklist with its new agreements to review.
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Review Agreements' })).toBeVisible()
})

test('a renewal whose collateral held is enough renews without a top-up', async ({ page }) => {
  const appUuid = await openApplicationStep(page, {
    scenario: 'renewal-without-collateral-due',
    step: 'renew',
  })
  await expect(termsValue(page, 'LTV after top-up')).toHaveText('41.54%')
  await expect(page.getByText(ADDITIONAL_COLLATERAL)).toHaveCount(0)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
})

test('a renewal at the details form shows the personal fields from the current loan, disabled', async ({
  page,
}) => {
  await openApplicationStep(page, { scenario: 'renewal-at-details', step: 'details' })
  const form = page.getByRole('main')
  await expect(form.getByText('These details come from your current loan')).toBeVisible()
  await expect(form.getByLabel('First name')).toBeDisabled()
  await expect(form.getByLabel('First name')).toHaveValue('Dana')
  await expect(form.getByLabel('Date of birth')).toBeDisabled()
  await expect(form.getByLabel('Source of income')).toBeEnabled()
  await expectNoSeriousA11yViolations(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the renewal screen fits 390 px and passes axe', async ({ page }) => {
    await openApplicationStep(page, { scenario: 'renewal-with-collateral-due', step: 'renew' })
    await page.getByRole('textbox', { name: 'Top-up amount (optional)' }).fill('0.1')
    await expect(termsValue(page, 'LTV after top-up')).toHaveText('69.24%')
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
  })
})

/** The renewal's agreements, each accepted in turn (renewals read I accept / Back). */
async function acceptEveryAgreement(page: Page, appUuid: string) {
  const main = page.getByRole('main')
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/disclosures$`))
  await expect(main.getByRole('button', { name: 'Back', exact: true })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Agree' })).toHaveCount(0)
  for (const position of ['Document 1 of 3', 'Document 2 of 3', 'Document 3 of 3']) {
    await expect(main.getByText(position)).toBeVisible()
    await main.getByRole('button', { name: 'I accept' }).click()
  }
}

/** The complete page once the renewal is done: every step of the stepper done. */
async function expectLoanRenewed(page: Page, appUuid: string, steps: string[]) {
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/complete$`))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your loan has been renewed' }),
  ).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('list', { name: 'Progress' }).getByRole('listitem')).toHaveText(
    steps.map((step) => `✓${step} (done)`),
  )
}

test('a renewal with a top-up signs, posts the top-up and reaches Loan Renewed', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const appUuid = await openApplicationStep(page, {
    scenario: 'renewal-with-collateral-due',
    step: 'renew',
  })
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Top-up amount (optional)' }).fill('0.35')
  await expect(termsValue(page, 'Collateral after top-up')).toHaveText('0.8500 BTC')
  await main.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  await main.getByRole('button', { name: 'Start Review Agreements' }).click()
  await acceptEveryAgreement(page, appUuid)

  // A renewal that owes collateral goes from its agreements to post the top-up.
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/collateral$`))
  await expect(page.getByTestId('deposit-address')).toBeVisible({ timeout: 15_000 })
  await expect(main.getByText('0.350000 BTC').first()).toBeVisible()
  await main.getByRole('radio', { name: /Self-Hosted/ }).check()
  await main.getByRole('checkbox', { name: /I have sent/ }).check()
  await main.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/complete$`))
  await expect(page.getByRole('list', { name: 'Progress' }).getByRole('listitem')).toHaveText([
    '1Application Complete (in progress)',
    '2Collateral Received (to come)',
    '3Loan Renewed (to come)',
  ])

  // The top-up arrives, then the lender renews the loan.
  await moveSimulatedClock(page, 60_000)
  await moveSimulatedClock(page, 60_000)
  await moveSimulatedClock(page, 60_000)
  await moveSimulatedClock(page, 60_000)
  await expectLoanRenewed(page, appUuid, [
    'Application Complete',
    'Collateral Received',
    'Loan Renewed',
  ])
})

test('a renewal owing no collateral signs and reaches Loan Renewed without a collateral step', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const appUuid = await openApplicationStep(page, {
    scenario: 'renewal-without-collateral-due',
    step: 'renew',
  })
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  await main.getByRole('button', { name: 'Start Review Agreements' }).click()
  await acceptEveryAgreement(page, appUuid)

  await expect(page).toHaveURL(new RegExp(`/${appUuid}/complete$`))
  await moveSimulatedClock(page, 60_000)
  await moveSimulatedClock(page, 60_000)
  await moveSimulatedClock(page, 60_000)
  await expectLoanRenewed(page, appUuid, ['Application Complete', 'Loan Renewed'])
})
