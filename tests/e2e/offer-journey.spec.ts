import {
  buildOffer,
  chooseState,
  expect,
  expectNoSeriousA11yViolations,
  openScenario,
  termsValue,
  test,
} from './support'

test('residency, offer builder, offer shown, Continue saves the offer and keeps the application', async ({
  page,
}) => {
  await chooseState(page, 'California')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Residence:')).toContainText('California')

  await buildOffer(page, { collateral: '1', cash: '25,000' })
  // 1% origination fee, capitalised: 25,000 + 250.
  await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')
  await expect(termsValue(page, 'Term')).toHaveText('12 months')
  await expect(page.getByRole('table')).toContainText('8.91%')

  const continueButton = page.getByRole('button', { name: 'Continue' })
  await expect(continueButton).toBeEnabled()
  await continueButton.click()
  await expect(page).toHaveURL(/\/account\/crypto-backed-loan\/[0-9a-f-]{36}$/)
  // Signed out: the application is saved and the borrower is asked to sign in.
  await expect(page.getByRole('link', { name: /log ?in|sign in/i }).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a state that is not rate-enabled offers the waitlist instead of Continue', async ({
  page,
}) => {
  await page.goto('residency')
  await page.getByLabel('State of residence').selectOption({ label: 'Texas' })
  await expect(page.getByText('This state is currently not being serviced')).toBeVisible()
  const waitlist = page.getByRole('link', { name: 'Join Waitlist' })
  await expect(waitlist).toHaveAttribute('href', /^mailto:.+subject=Join%20Waitlist%3A%20Texas/)
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('the offer builder without a residence asks for one', async ({ page }) => {
  await page.goto('start')
  await expect(page).toHaveURL(/\/residency$/)
})

test('unknown paths go to the offer builder, application sub-paths to the application', async ({
  page,
}) => {
  await page.goto('no/such/page')
  await expect(page).toHaveURL(/\/(start|residency)/)
  const appUuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301'
  await page.goto(`${appUuid}/no-such-step`)
  await expect(page).toHaveURL(new RegExp(`/${appUuid}$`))
})

test('too little collateral shows the additional-collateral warning and no Continue', async ({
  page,
}) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await buildOffer(page, { collateral: '0.1', cash: '50,000' })
  await expect(
    page.getByText(
      'Additional collateral is required to be eligible for an offer at the current cash to borrow amount.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled()
})

test('very high collateral for the loan shows the typical-pledge warning', async ({ page }) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await buildOffer(page, { collateral: '10', cash: '25,000' })
  await expect(
    page.getByText(
      'This collateral amount is higher than what other borrowers typically pledge for similar sized loans.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled()
})

test('a reload keeps the residence and the same application', async ({ page }) => {
  await chooseState(page, 'New York')
  await buildOffer(page, { collateral: '1', cash: '20,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$20,170')
  await page.reload()
  await expect(page.getByText('Residence:')).toContainText('New York')
})
