import { buildOffer, chooseState, expect, test } from './support'

test('residency asks for a choice before Continue', async ({ page }) => {
  await page.goto('residency')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Please select an option')).toBeVisible()
})

const cases = [
  { state: 'California', collateral: '1', cash: '', message: 'Enter an amount' },
  { state: 'California', collateral: '1', cash: '1,000', message: 'Amount minimum is $5,000' },
  { state: 'Ohio', collateral: '1', cash: '5,000', message: 'Amount minimum is $5,001' },
  { state: 'Hawaii', collateral: '10', cash: '100,000', message: 'Amount minimum is $250,001' },
  {
    state: 'California',
    collateral: '50',
    cash: '2,000,000',
    message: 'Amount maximum is $1,000,000',
  },
  { state: 'California', collateral: '', cash: '25,000', message: 'Enter an Amount' },
  { state: 'California', collateral: 'abc', cash: '25,000', message: 'Enter an Amount' },
  {
    state: 'California',
    collateral: '0.123456789',
    cash: '25,000',
    message: 'Maximum of 8 decimal places.',
  },
]

for (const { state, collateral, cash, message } of cases) {
  test(`${state}: collateral "${collateral}", cash "${cash}" -> ${message}`, async ({ page }) => {
    await chooseState(page, state)
    await buildOffer(page, { collateral, cash })
    await page.getByRole('textbox', { name: 'Collateral amount' }).focus()
    await page.getByRole('textbox', { name: 'Collateral amount' }).blur()
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  })
}

test('collateral below the coin minimum shows Min. {x} {type}', async ({ page }) => {
  await chooseState(page, 'California')
  await buildOffer(page, { collateral: '0.0001', cash: '5,000' })
  await expect(page.getByText(/^Min\. \d+\.\d{4} BTC$/)).toBeVisible()
})
