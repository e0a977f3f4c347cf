import type { Page } from '@playwright/test'
import { buildOffer, expect, termsValue, test } from '@tests/support/playwright/fixtures'

/** The production app's offer builder, an offer quoted over the network. */
async function quotedOffer(page: Page) {
  await page.goto('start?state=CA')
  await buildOffer(page, { collateral: '1', cash: '25,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')
}

/**
 * A lost connection in the production app, whose lender is across the network: the offer panel
 * says the offer waits for the connection, keeps what was typed and catches up once it is back.
 * (The demo keeps working offline: tests/e2e/back-reload-offline.spec.ts.)
 */
test('offline, the offer panel says so, keeps the input and catches up on reconnect', async ({
  page,
  context,
}) => {
  await quotedOffer(page)

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

test('Continue pressed offline says at once that it waits for the network, then each of its calls is sent once', async ({
  page,
  context,
}) => {
  await quotedOffer(page)

  const sent: string[] = []
  await context.setOffline(true)
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(new URL(request.url()).pathname)
  })
  await expect(
    page.getByText(
      "We'll carry on as soon as your connection is back. Nothing you entered is lost.",
    ),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  // Nothing is sent into a network that is not there: the press waits for it, and says so.
  await expect(page.getByRole('button', { name: 'Waiting for the network…' })).toBeVisible()
  await expect(page).toHaveURL(/\/start\?state=CA$/)

  await context.setOffline(false)
  await expect(page).toHaveURL(/\/account\/crypto-backed-loan\/[0-9a-f-]{36}/)
  const calls = sent.filter((path) => !path.startsWith('/ft/'))
  expect(calls.length).toBeGreaterThan(0)
  expect(new Set(calls).size).toBe(calls.length)
})
