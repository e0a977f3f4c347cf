import { buildOffer, expect, openScenario, termsValue, test } from './support'

/**
 * core-journey §9 pricing as the borrower sees it, one representative case each: a state fee
 * rule and an LTV tier. Every fee rule, floor, tier boundary and limit is checked against the
 * simulated backend in tests/contract/pricing-*.test.ts.
 */

test('New York, 0.85%: 10,000 cash is a $10,085 loan', async ({ page }) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=NY' })
  await buildOffer(page, { collateral: '5', cash: '10,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$10,085')
})

/** The coin price the page shows, '1 BTC ≈ $97,250.00 at current market prices.' */
async function shownPrice(page: import('@playwright/test').Page): Promise<number> {
  const text = await page.getByText(/^1 BTC ≈/).textContent()
  return Number((text ?? '').replace(/^1 BTC ≈ \$([\d,.]+).*$/, '$1').replace(/,/g, ''))
}

test('LTV above 50% up to 75% is priced at 11.5%, with APR above the rate when a fee applies', async ({
  page,
}) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await buildOffer(page, { collateral: '1', cash: '5,000' })
  const price = await shownPrice(page)
  expect(price).toBeGreaterThan(0)
  const cash = Math.round((price * 0.6) / 1.01)
  await buildOffer(page, { collateral: '1', cash: cash.toLocaleString('en-US') })
  await expect(termsValue(page, 'Interest rate / APR')).toHaveText(/^11\.5% \/ 1[23]\.\d+% APR$/)
})
