import { buildOffer, chooseState, expect, termsValue, test } from './support'

test('the production build runs the first slice over real HTTP, without a service worker', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))

  await chooseState(page, 'New York')
  await buildOffer(page, { collateral: '1', cash: '20,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$20,170')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/account\/crypto-backed-loan\/[0-9a-f-]{36}$/)

  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  expect(requested.some((path) => path.endsWith('mockServiceWorker.js'))).toBe(false)
  // The calls went over the network to the service paths of config.json.
  expect(requested).toContain('/service-cryptopl-leap/insecure/api/v1/states/valid')
  expect(
    requested.some((path) => /\/insecure\/api\/v2\/applications\/[^/]+\/offers$/.test(path)),
  ).toBe(true)
})
