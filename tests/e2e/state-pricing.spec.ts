import { buildOffer, chooseState, expect, termsValue, test } from './support'

/**
 * core-journey.md §9 fee rules, shown by the offer builder in a real browser. The loan amount
 * is the cash plus the capitalised origination fee; figures worked out by hand from the rules.
 */
const feeCases = [
  { state: 'California', rule: 'default 1%', cash: '10,000', loan: '$10,100' },
  { state: 'Alabama', rule: 'no fee', cash: '10,000', loan: '$10,000' },
  { state: 'Kansas', rule: 'no fee', cash: '30,000', loan: '$30,000' },
  { state: 'Minnesota', rule: 'no fee', cash: '150,000', loan: '$150,000' },
  { state: 'North Carolina', rule: 'no fee', cash: '10,000', loan: '$10,000' },
  { state: 'Wisconsin', rule: 'no fee', cash: '30,000', loan: '$30,000' },
  { state: 'New York', rule: '0.85%', cash: '10,000', loan: '$10,085' },
  { state: 'Iowa', rule: '1% above the $30 floor', cash: '70,000', loan: '$70,700' },
  { state: 'Indiana', rule: '$200 floor', cash: '10,000', loan: '$10,200' },
  { state: 'Indiana', rule: '1% above the $200 floor', cash: '30,000', loan: '$30,300' },
  { state: 'Michigan', rule: '$400 floor', cash: '10,000', loan: '$10,400' },
  { state: 'Michigan', rule: '1% above the $400 floor', cash: '50,000', loan: '$50,500' },
  { state: 'Missouri', rule: '$100 floor', cash: '5,000', loan: '$5,100' },
  { state: 'Missouri', rule: '1% above the $100 floor', cash: '20,000', loan: '$20,200' },
  { state: 'Ohio', rule: '$250 floor', cash: '10,000', loan: '$10,250' },
  { state: 'Ohio', rule: '1% above the $250 floor', cash: '30,000', loan: '$30,300' },
]

for (const { state, rule, cash, loan } of feeCases) {
  test(`${state}, ${rule}: ${cash} cash is a ${loan} loan`, async ({ page }) => {
    await chooseState(page, state)
    await buildOffer(page, { collateral: '5', cash })
    await expect(termsValue(page, 'Loan amount')).toHaveText(loan)
  })
}

/** The coin price the page shows, '1 BTC ≈ $97,250.00 at current market prices.' */
async function shownPrice(page: import('@playwright/test').Page): Promise<number> {
  const text = await page.getByText(/^1 BTC ≈/).textContent()
  return Number((text ?? '').replace(/^1 BTC ≈ \$([\d,.]+).*$/, '$1').replace(/,/g, ''))
}

test('LTV up to 50% is priced at 8.91%, with APR equal to the rate where there is no fee', async ({
  page,
}) => {
  await chooseState(page, 'Alabama')
  await buildOffer(page, { collateral: '1', cash: '5,000' })
  const price = await shownPrice(page)
  // A loan at 40% LTV of one coin.
  const cash = Math.round(price * 0.4)
  await buildOffer(page, { collateral: '1', cash: cash.toLocaleString('en-US') })
  await expect(termsValue(page, 'Interest rate / APR')).toHaveText('8.91% / 8.91% APR')
  await expect(termsValue(page, 'Loan-to-value (LTV)')).toContainText('40')
})

test('LTV above 50% up to 75% is priced at 11.5%, with APR above the rate when a fee applies', async ({
  page,
}) => {
  await chooseState(page, 'California')
  await buildOffer(page, { collateral: '1', cash: '5,000' })
  const price = await shownPrice(page)
  const cash = Math.round((price * 0.6) / 1.01)
  await buildOffer(page, { collateral: '1', cash: cash.toLocaleString('en-US') })
  await expect(termsValue(page, 'Interest rate / APR')).toHaveText(/^11\.50?% \/ 1[23]\.\d+% APR$/)
})

test('above 75% LTV there is no offer', async ({ page }) => {
  await chooseState(page, 'California')
  await buildOffer(page, { collateral: '1', cash: '5,000' })
  const price = await shownPrice(page)
  await buildOffer(page, {
    collateral: '1',
    cash: Math.round(price * 0.8).toLocaleString('en-US'),
  })
  await expect(page.getByText(/^Additional collateral is required/)).toBeVisible()
})
