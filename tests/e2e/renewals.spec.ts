import {
  expect,
  expectFitsAndPassesAxe,
  openApplicationStep,
  termsValue,
  test,
} from '@tests/support/playwright/fixtures'

/**
 * Renewals (roll forward) in the browser: the renewal screen and the renewal's details form at
 * phone width, and axe on each. The offers, the top-up's figures and messages, where Continue
 * leads and the complete page are held by tests/unit/features/offer-builder/renewal-builder.test.tsx,
 * borrower-details-renewal.test.tsx, renewal-complete.test.tsx and the renewal-* stories.
 */

const ADDITIONAL_COLLATERAL =
  'Additional collateral is required to be eligible for an offer at the current cash to borrow amount.'

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the renewal screen, short of collateral and then topped up, and the renewal details form fit 390 px and pass axe', async ({
    page,
  }) => {
    // Three accessibility scans: more than the default 30 s on a busy machine.
    test.setTimeout(60_000)
    await openApplicationStep(page, { scenario: 'renewal-with-collateral-due', step: 'renew' })
    await expect(page.getByRole('heading', { level: 1, name: 'Renew your loan' })).toBeVisible()
    await expect(page.getByText(ADDITIONAL_COLLATERAL)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled()
    await expectFitsAndPassesAxe(page)

    await page.getByRole('textbox', { name: 'Top-up amount (optional)' }).fill('0.1')
    await expect(termsValue(page, 'LTV after top-up')).toHaveText('69.24%')
    await expectFitsAndPassesAxe(page)

    // The details form of a renewal: the personal fields from the current loan, disabled.
    await openApplicationStep(page, { scenario: 'renewal-at-details', step: 'details' })
    const form = page.getByRole('main')
    await expect(form.getByText('These details come from your current loan')).toBeVisible()
    await expect(form.getByLabel('First name')).toBeDisabled()
    await expectFitsAndPassesAxe(page)
  })
})
