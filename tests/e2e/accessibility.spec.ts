import {
  expect,
  expectNoSeriousA11yViolations,
  openScenario,
  termsValue,
  test,
} from '@tests/support/playwright/fixtures'

/**
 * The offer builder with a real keyboard and axe-core in the page: each of its states (an offer,
 * the Learn more sheet, a field in error) and the saved application Continue leads to. The
 * rules, messages and figures are checked in tests/unit/features/offer-builder*.
 * Residency's axe passes run in brands.spec.ts, under both organisations.
 */
test('the offer builder works by keyboard alone and has no serious accessibility violation: offer, Learn more, errors, saved application', async ({
  page,
}) => {
  // Four accessibility checks take their time on a busy machine.
  test.setTimeout(60_000)
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  const collateral = page.getByRole('textbox', { name: 'Collateral amount' })
  const cash = page.getByRole('textbox', { name: 'Cash to borrow' })

  // Keyboard alone: choose the coin, then type in each field, Tab to go from one to the next.
  await page.getByRole('radio', { name: 'Bitcoin (BTC)' }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.type('1')
  await page.keyboard.press('Tab')
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('25000')
  await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Learn more', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Both fields in error.
  await collateral.fill('abc')
  await cash.fill('1')
  await cash.blur()
  await expect(page.getByText('Enter an Amount')).toBeVisible()
  await expect(page.getByText('Amount minimum is $5,000')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await collateral.fill('1')
  await cash.fill('25,000')
  await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(/\/account\/crypto-backed-loan\/[0-9a-f-]{36}$/)
  // Signed out: the application is saved and the borrower is asked to sign in.
  await expect(page.getByRole('heading', { name: 'Your application is saved' })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Login', exact: true }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
