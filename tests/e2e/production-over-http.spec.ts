import type { Page } from '@playwright/test'
import {
  buildOffer,
  chooseState,
  expect,
  giveUsDetails,
  termsValue,
  test,
  uploadDriversLicense,
} from '@tests/support/playwright/fixtures'

/**
 * The production build served with the simulated backend's Node server: no service worker, the
 * calls go over real HTTP to config.json's service paths, and the whole US journey runs under
 * the production CSP, pdf.js included.
 */

/**
 * The server's lender works in real time; its own call moves its clock on and runs the work due
 * by then, so the test need not wait the seconds a step takes.
 */
async function serverTimePasses(page: Page, ms: number) {
  const moved = await page.request.post('/__simulation/clock/advance', { data: { ms } })
  expect(moved.status()).toBe(200)
}

/** The server's sign-in page, with an email no other test uses: a borrower of this test alone. */
async function signInAsNewBorrower(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click()
  const email = `sam.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test('the production build completes the US journey over real HTTP, without a service worker, to Funds Disbursed', async ({
  page,
}) => {
  // pdf.js draws three PDFs.
  test.setTimeout(120_000)
  const started = Date.now()
  const main = page.getByRole('main')
  const steps = page.getByRole('list', { name: 'Progress' }).getByRole('listitem')
  const cspViolations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text())
  })

  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))

  await chooseState(page, 'New York')
  await buildOffer(page, { collateral: '1', cash: '20,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$20,170')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(/\/account\/crypto-backed-loan\/[0-9a-f-]{36}$/)
  const appUuid = new URL(page.url()).pathname.split('/').pop() ?? ''

  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  expect(requested.some((path) => path.endsWith('mockServiceWorker.js'))).toBe(false)
  // The calls went over the network to the service paths of config.json.
  expect(requested).toContain('/service-cryptopl-leap/insecure/api/v1/states/valid')
  expect(
    requested.some((path) => /\/insecure\/api\/v2\/applications\/[^/]+\/offers$/.test(path)),
  ).toBe(true)

  // Sign-in through the simulated broker's page that the simulation server renders.
  await signInAsNewBorrower(page)
  const details = page.getByRole('heading', {
    level: 1,
    name: 'Now, tell us a few details about yourself',
  })
  await expect(details).toBeVisible()
  // New York on the offer: the address must match it. Once sent, the soft credit pull.
  await giveUsDetails(page, { state: 'New York', city: 'Albany', zip: '12207' })
  await expect(details).toBeHidden()
  await serverTimePasses(page, 2_000)
  await expect(page.getByRole('heading', { level: 1, name: 'Final steps' })).toBeVisible({
    timeout: 20_000,
  })

  await page.getByRole('button', { name: 'Start Verify Identity', exact: true }).click()
  await uploadDriversLicense(page)
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  // The lender checks the ID and prepares the documents while the account is entered.
  await serverTimePasses(page, 5_000)

  await page.getByRole('button', { name: 'Start Disbursement Account', exact: true }).click()
  await main.getByRole('button', { name: 'Manually Enter Information', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/disbursement/manually-link$`))
  await main.getByLabel('Routing number').fill('021000021')
  await main.getByLabel('Account number').fill('000123456789')
  await main.getByLabel('First name').fill('Sam')
  await main.getByLabel('Last name').fill('Rivera')
  await main.getByRole('button', { name: 'Continue', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Please confirm info' })
    .getByRole('button', { name: 'Confirm', exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  await expect(
    page.getByRole('button', { name: 'Complete Disbursement Account', exact: true }),
  ).toBeVisible()

  // The agreements open once identity is verified; each PDF is drawn by pdf.js under the CSP.
  const review = main.getByRole('listitem', { name: 'Review Agreements' }).getByRole('button')
  await expect(review).toBeEnabled({ timeout: 20_000 })
  await review.click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/disclosures$`))
  for (const [position, name] of [
    ['Document 1 of 3', 'Loan and Security Agreement'],
    ['Document 2 of 3', 'Truth in Lending Disclosure'],
    ['Document 3 of 3', 'Collateral Custody Agreement'],
  ] as const) {
    await expect(main.getByText(position)).toBeVisible()
    const viewer = main.getByRole('document', { name })
    await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 15_000 })
    await expect(viewer.locator('.textLayer')).toContainText('Prepared', { timeout: 15_000 })
    await main.getByRole('button', { name: 'Agree', exact: true }).click()
  }
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))

  const postCollateral = main
    .getByRole('listitem', { name: 'Post Collateral' })
    .getByRole('button', { name: 'Start Post Collateral', exact: true })
  await expect(postCollateral).toBeEnabled({ timeout: 20_000 })
  await postCollateral.click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/collateral$`))
  // The custodian opens the deposit address a moment after the signing.
  await serverTimePasses(page, 3_000)
  await expect(page.getByTestId('deposit-address')).toBeVisible({ timeout: 15_000 })
  await main.getByRole('radio', { name: /Self-Hosted/ }).check()
  await main.getByRole('checkbox', { name: /I have sent/ }).check()
  await main.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/complete$`))
  await expect(steps).toHaveText([
    '✓Application Complete (done)',
    '2Collateral Received (in progress)',
    '3Funds Disbursed (to come)',
  ])

  // The scenario's deposit lands ten minutes after it was sent; the lender then verifies it
  // and releases the funds, a step every two seconds.
  await serverTimePasses(page, 10 * 60_000)
  for (const _step of ['verified', 'released', 'funded']) await serverTimePasses(page, 2_000)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your funds have been disbursed' }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(steps).toHaveText([
    '✓Application Complete (done)',
    '✓Collateral Received (done)',
    '✓Funds Disbursed (done)',
  ])
  expect(cspViolations).toEqual([])
  process.stdout.write(
    `production journey to Funds Disbursed: ${((Date.now() - started) / 1_000).toFixed(1)} s\n`,
  )
})
