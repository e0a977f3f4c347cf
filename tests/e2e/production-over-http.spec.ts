import {
  buildOffer,
  chooseState,
  expect,
  giveUsDetails,
  termsValue,
  test,
  uploadDriversLicense,
} from './support'

test('the production build runs the journey to the agreements over real HTTP, without a service worker', async ({
  page,
}) => {
  test.setTimeout(90_000)
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

  // Sign-in through the simulated broker's page that the simulation server renders.
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill('pat.quinn@example.com')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Now, tell us a few details about yourself' }),
  ).toBeVisible()

  // New York on the offer: the address must match it.
  await giveUsDetails(page, { state: 'New York', city: 'Albany', zip: '12207' })
  await expect(page.getByRole('heading', { level: 1, name: 'Final steps' })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'Start Verify Identity' }).click()
  await uploadDriversLicense(page)
  await expect(page).toHaveURL(/\/next-steps$/)
  await expect(
    page.getByRole('listitem', { name: 'Review Agreements' }).getByRole('button'),
  ).toBeEnabled({ timeout: 20_000 })
})
