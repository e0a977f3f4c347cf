import { buildOffer, expect, openScenario, termsValue, test } from './support'

/**
 * Borrowers do not only walk forward: Back after Continue, a reload, a change of residence and
 * a lost connection each keep what was typed and leave the offer builder working.
 */

const APPLICATION_URL = /\/account\/crypto-backed-loan\/([0-9a-f-]{36})$/

test('Back after Continue finds what was typed and prices a new application', async ({ page }) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await buildOffer(page, { collateral: '1', cash: '25,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(APPLICATION_URL)
  const first = APPLICATION_URL.exec(page.url())?.[1]

  await page.goBack()
  await expect(page).toHaveURL(/\/start\?state=CA/)
  await expect(page.getByRole('textbox', { name: 'Collateral amount' })).toHaveValue('1')
  await expect(page.getByRole('textbox', { name: 'Cash to borrow' })).toHaveValue('25,000')
  // The first application is past offer selection; offers now come for a new one.
  await page.getByRole('textbox', { name: 'Cash to borrow' }).fill('30,000')
  await expect(termsValue(page, 'Loan amount')).toHaveText('$30,300')
  const continueButton = page.getByRole('button', { name: 'Continue' })
  await expect(continueButton).toBeEnabled()
  await continueButton.click()
  await expect(page).toHaveURL(APPLICATION_URL)
  expect(APPLICATION_URL.exec(page.url())?.[1]).not.toBe(first)
})

test('a reload and a change of residence keep what was typed', async ({ page }) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await page.getByRole('radio', { name: 'Ether (ETH)' }).check()
  await buildOffer(page, { coin: 'Ether (ETH)', collateral: '20', cash: '12,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$12,120')

  await page.reload()
  await expect(page.getByRole('radio', { name: 'Ether (ETH)' })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Collateral amount' })).toHaveValue('20')
  await expect(termsValue(page, 'Loan amount')).toHaveText('$12,120')

  await page.getByRole('link', { name: /Change residence/ }).click()
  await page.getByLabel('State of residence').selectOption({ label: 'New York' })
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/start\?state=NY/)
  await expect(page.getByRole('textbox', { name: 'Cash to borrow' })).toHaveValue('12,000')
  // New York's 0.85% fee on the same cash.
  await expect(termsValue(page, 'Loan amount')).toHaveText('$12,102')
})

test('offline, the offer panel says so, keeps the input and catches up on reconnect', async ({
  page,
  context,
}) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await buildOffer(page, { collateral: '1', cash: '25,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')

  await context.setOffline(true)
  await page.getByRole('textbox', { name: 'Cash to borrow' }).fill('30,000')
  await expect(page.getByText("You're offline")).toBeVisible()
  await expect(page.getByText('Your offer will update when your connection is back.')).toBeVisible()
  // The answer for 25,000 is not shown as the offer for 30,000.
  await expect(termsValue(page, 'Loan amount')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled()

  await context.setOffline(false)
  await expect(termsValue(page, 'Loan amount')).toHaveText('$30,300')
  await expect(page.getByText("You're offline")).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Cash to borrow' })).toHaveValue('30,000')
})
