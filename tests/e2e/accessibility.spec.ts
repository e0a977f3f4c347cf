import {
  buildOffer,
  expect,
  expectNoSeriousA11yViolations,
  openScenario,
  termsValue,
  test,
} from './support'

test('residency has no serious accessibility violation', async ({ page }) => {
  await page.goto('residency')
  await expect(page.getByLabel('State of residence')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the offer builder with an offer has no serious accessibility violation', async ({ page }) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await buildOffer(page, { collateral: '1', cash: '25,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')
  await expectNoSeriousA11yViolations(page)
})

test('the offer builder with validation errors has no serious accessibility violation', async ({
  page,
}) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await buildOffer(page, { collateral: 'abc', cash: '1' })
  await page.getByRole('textbox', { name: 'Collateral amount' }).focus()
  await page.getByRole('textbox', { name: 'Collateral amount' }).blur()
  await expect(page.getByText('Enter an Amount')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the Learn more modal has no serious accessibility violation and closes with Escape', async ({
  page,
}) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await page.getByRole('button', { name: 'Learn more' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('the FAQ page has no serious accessibility violation', async ({ page }) => {
  await page.goto('faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the offer builder works by keyboard alone', async ({ page }) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await page.getByRole('radio', { name: 'Bitcoin (BTC)' }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.type('1')
  await page.keyboard.press('Tab')
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('25000')
  await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')
})
