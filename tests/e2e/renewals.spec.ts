import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  openApplicationStep,
  termsValue,
  test,
} from './support'

/**
 * Renewals (roll forward), from the renewal screen to the next step: the new agreements on the
 * checklist. Signing them, posting a top-up and the renewed loan's completion are their own
 * screens' journeys.
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
