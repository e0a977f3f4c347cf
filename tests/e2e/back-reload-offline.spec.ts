import {
  buildOffer,
  expect,
  openScenario,
  termsValue,
  test,
} from '@tests/support/playwright/fixtures'

/**
 * A lost connection in the demo, in a real browser going offline and back: the demo's lender
 * runs in the browser, so the offer builder goes on quoting and the banner says the demo keeps
 * working. The production app waiting for the network is
 * tests/e2e/production-over-http-offline.spec.ts; Back after Continue, a reload and a change of
 * residence keeping what was typed are checked in
 * tests/unit/features/offer-builder/kept-entries.test.tsx.
 */
test('offline, the demo keeps working: the offer updates and the banner says why', async ({
  page,
  context,
}) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await buildOffer(page, { collateral: '1', cash: '25,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')

  await context.setOffline(true)
  await expect(page.getByText("You're offline")).toBeVisible()
  await expect(
    page.getByText('This demo keeps working: its lender runs in your browser.'),
  ).toBeVisible()
  await page.getByRole('textbox', { name: 'Cash to borrow' }).fill('30,000')
  await expect(termsValue(page, 'Loan amount')).toHaveText('$30,300')
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled()

  await context.setOffline(false)
  await expect(page.getByText("You're offline")).toHaveCount(0)
})
