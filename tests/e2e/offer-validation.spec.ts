import { buildOffer, expect, openScenario, test } from './support'

/**
 * Two offer-form messages in a real browser: one for each field, one of them from the state's
 * own minimum. Every message of core-journey §5 is checked, field by field, in
 * tests/unit/features/offer-builder.test.tsx against the simulated backend.
 */
const cases = [
  { state: 'OH', collateral: '1', cash: '5,000', message: 'Amount minimum is $5,001' },
  { state: 'CA', collateral: 'abc', cash: '25,000', message: 'Enter an Amount' },
]

for (const { state, collateral, cash, message } of cases) {
  test(`${state}: collateral "${collateral}", cash "${cash}" -> ${message}`, async ({ page }) => {
    await openScenario(page, { scenario: 'fresh-us-borrower', path: `start?state=${state}` })
    await buildOffer(page, { collateral, cash })
    const collateralField = page.getByRole('textbox', { name: 'Collateral amount' })
    await collateralField.focus()
    await collateralField.blur()
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  })
}
