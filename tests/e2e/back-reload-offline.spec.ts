import {
  buildOffer,
  expect,
  openScenario,
  termsValue,
  test,
} from '@tests/support/playwright/fixtures'

/**
 * A lost connection on the offer builder, in a real browser going offline and back: the panel
 * says so, keeps what was typed and catches up. Back after Continue, a reload and a change of
 * residence keeping what was typed are checked in
 * tests/unit/features/offer-builder/kept-entries.test.tsx.
 */
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
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled()

  await context.setOffline(false)
  await expect(termsValue(page, 'Loan amount')).toHaveText('$30,300')
  await expect(page.getByText("You're offline")).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Cash to borrow' })).toHaveValue('30,000')
})
