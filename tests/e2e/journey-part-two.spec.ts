import { performance } from 'node:perf_hooks'
import type { Page } from '@playwright/test'
import {
  buildOffer,
  expect,
  giveUsDetails,
  moveSimulatedClock,
  openScenario,
  SMALL_PNG,
  termsValue,
  test,
  uploadDriversLicense,
} from './support'

/**
 * The whole journey, end to end on the simulated backend in the demo build: offer, sign-in,
 * details, identity, disbursement account, agreements, collateral and the complete page until
 * the funds are disbursed. A reload on each step comes back to the same step with the same
 * data. The personal numbers typed on the way are looked for afterwards in storage, IndexedDB,
 * URLs, the console and the telemetry the simulation recorded: they must be nowhere.
 */

const main = (page: Page) => page.getByRole('main')

async function expectHeading(page: Page, name: string | RegExp, timeout = 10_000) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout })
}

async function reloadAndExpectHeading(page: Page, name: string | RegExp) {
  await page.reload()
  await expectHeading(page, name)
}

/**
 * Every record of every IndexedDB database of the page, as text: the simulated backend's saved
 * world too, which keeps only a masked last four of any personal number.
 */
async function readEveryIndexedDb(): Promise<string> {
  const dump: Record<string, unknown[]> = {}
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    for (const store of Array.from(database.objectStoreNames)) {
      dump[`${name}/${store}`] = await new Promise<unknown[]>((resolve, reject) => {
        const request = database.transaction(store, 'readonly').objectStore(store).getAll()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    }
    database.close()
  }
  if (Object.keys(dump).length === 0) throw new Error('No IndexedDB database to look into')
  return JSON.stringify(dump)
}

/**
 * Everything the browser kept, showed or sent: storage, IndexedDB, every address asked for, the
 * console, and the telemetry the simulated backend received.
 */
function watchTraces(page: Page) {
  const consoleText: string[] = []
  const urls: string[] = []
  page.on('console', (message) => consoleText.push(message.text()))
  page.on('request', (request) => urls.push(request.url()))
  page.on('framenavigated', (frame) => urls.push(frame.url()))
  return async (secrets: readonly string[]) => {
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
    // What reached the telemetry service, as the simulation recorded each event and session.
    const telemetry = await page.evaluate(() =>
      JSON.stringify(
        (
          window as unknown as {
            __simulation: { engine: { collections: { telemetryEvents: { all(): unknown[] } } } }
          }
        ).__simulation.engine.collections.telemetryEvents.all(),
      ),
    )
    expect(telemetry.length, 'telemetry was recorded').toBeGreaterThan(100)
    const indexedDb = await page.evaluate(readEveryIndexedDb)
    for (const [where, haystack] of [
      ['storage', stored],
      ['URLs', urls.join('\n')],
      ['console', consoleText.join('\n')],
      ['telemetry', telemetry],
      ['IndexedDB', indexedDb],
    ] as const) {
      for (const secret of secrets) expect(haystack, `${secret} in ${where}`).not.toContain(secret)
    }
  }
}

/** Signs the three documents in turn; a reload after the first comes back to the second. */
async function signDocuments(page: Page, accept: 'Agree' | 'I accept' = 'Agree') {
  const titles = [
    'Loan and Security Agreement',
    'Truth in Lending Disclosure',
    'Collateral Custody Agreement',
  ]
  for (const [index, title] of titles.entries()) {
    const heading = main(page).getByRole('heading', { level: 2, name: title })
    await expect(heading).toBeVisible({ timeout: 15_000 })
    if (index === 1) {
      // Half way: a reload comes back to the first document not yet signed.
      await page.reload()
      await expect(heading).toBeVisible({ timeout: 15_000 })
    }
    await main(page).getByRole('button', { name: accept }).click()
  }
}

async function postCollateral(page: Page, appUuid: string) {
  await expectHeading(page, 'Post your collateral')
  const address = page.getByTestId('deposit-address')
  await expect(address).toBeVisible({ timeout: 15_000 })
  const shown = await address.textContent()
  await page.reload()
  await expect(page.getByTestId('deposit-address')).toHaveText(shown ?? '', { timeout: 15_000 })
  await main(page)
    .getByRole('radio', { name: /Self-Hosted/ })
    .check()
  await main(page)
    .getByRole('checkbox', { name: /I have sent/ })
    .check()
  await main(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/complete$`))
  await expectHeading(page, 'Your application is complete')
  await reloadAndExpectHeading(page, 'Your application is complete')
}

function applicationUuidFrom(page: Page): string {
  const match = /\/([0-9a-f-]{36})\//.exec(new URL(page.url()).pathname)
  if (!match?.[1]) throw new Error(`No application in ${page.url()}`)
  return match[1]
}

test('US: from the offer builder to Funds Disbursed, every step surviving a reload', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const started = performance.now()
  const SSN = '521-44-7839'
  const ROUTING = '021000021'
  const ACCOUNT = '000123456789'
  const checkTraces = watchTraces(page)

  // The offer.
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await buildOffer(page, { collateral: '1', cash: '25,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Collateral amount' })).toHaveValue('1')
  await expect(page.getByRole('textbox', { name: 'Cash to borrow' })).toHaveValue('25,000')
  await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')
  await expect(main(page).getByRole('button', { name: 'Continue' })).toBeEnabled()
  await page.getByRole('button', { name: 'Continue' }).click()

  // Sign-in through the simulated identity broker.
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click()
  await page.getByRole('textbox', { name: 'Another email' }).fill('sam.rivera@example.com')
  await page.getByRole('button', { name: 'Sign in with this email' }).click()

  // Details, then the soft credit pull.
  const detailsHeading = 'Now, tell us a few details about yourself'
  await expectHeading(page, detailsHeading)
  const appUuid = applicationUuidFrom(page)
  await reloadAndExpectHeading(page, detailsHeading)
  await giveUsDetails(page, { ssn: SSN })
  await expectHeading(page, 'Final steps', 20_000)
  await reloadAndExpectHeading(page, 'Final steps')

  // Identity.
  await page.getByRole('button', { name: 'Start Verify Identity' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/identity$`))
  await reloadAndExpectHeading(page, /./)
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/identity$`))
  await uploadDriversLicense(page)
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))

  // The disbursement account, entered by hand.
  await page.getByRole('button', { name: 'Start Disbursement Account' }).click()
  await expectHeading(page, 'Disbursement account')
  await reloadAndExpectHeading(page, 'Disbursement account')
  await main(page).getByRole('button', { name: 'Manually Enter Information' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/disbursement/manually-link$`))
  await page.reload()
  await expect(main(page).getByLabel('Routing number')).toBeVisible()
  await main(page).getByLabel('Routing number').fill(ROUTING)
  await main(page).getByLabel('Account number').fill(ACCOUNT)
  await main(page).getByLabel('First name').fill('Sam')
  await main(page).getByLabel('Last name').fill('Rivera')
  await main(page).getByRole('button', { name: 'Continue' }).click()
  await page
    .getByRole('dialog', { name: 'Please confirm info' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  const checklist = main(page)
  await expect(
    checklist.getByRole('button', { name: 'Complete Disbursement Account' }),
  ).toBeVisible()
  await reloadAndExpectHeading(page, 'Final steps')
  await expect(
    checklist.getByRole('button', { name: 'Complete Disbursement Account' }),
  ).toBeVisible()

  // The agreements, open once identity is approved.
  const agreements = checklist.getByRole('listitem', { name: 'Review Agreements' })
  await expect(agreements.getByRole('button')).toBeEnabled({ timeout: 20_000 })
  await agreements.getByRole('button', { name: 'Start Review Agreements' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/disclosures$`))
  await expect(
    main(page).getByRole('document', { name: 'Loan and Security Agreement' }).locator('.textLayer'),
  ).toContainText('1450 Market St', { timeout: 15_000 })
  await signDocuments(page)
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  await expect(checklist.getByRole('button', { name: 'Complete Review Agreements' })).toBeVisible({
    timeout: 15_000,
  })
  await reloadAndExpectHeading(page, 'Final steps')
  await expect(checklist.getByRole('button', { name: 'Complete Review Agreements' })).toBeVisible()

  // The collateral.
  await checklist
    .getByRole('listitem', { name: 'Post Collateral' })
    .getByRole('button', { name: 'Start Post Collateral' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/collateral$`))
  await postCollateral(page, appUuid)

  // The collateral reaches the address ten simulated minutes later; the lender then verifies it
  // and releases the funds.
  await moveSimulatedClock(page, 10 * 60_000 + 1_000)
  await expectHeading(page, 'Your funds have been disbursed', 30_000)
  const steps = page.getByRole('list', { name: 'Progress' }).getByRole('listitem')
  await expect(steps).toHaveText(['✓Application Complete (done)', '✓Funds Disbursed (done)'])
  await reloadAndExpectHeading(page, 'Your funds have been disbursed')
  await expect(steps).toHaveText(['✓Application Complete (done)', '✓Funds Disbursed (done)'])

  await checkTraces([SSN, SSN.replace(/-/g, ''), ROUTING, ACCOUNT])
  console.log(`US journey wall time: ${((performance.now() - started) / 1_000).toFixed(1)} s`)
})

test('international: from the Harborline offer builder to Funds Disbursed in USDC, the test amount confirmed', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const started = performance.now()
  const PASSPORT = 'C01X00T47'
  const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
  const checkTraces = watchTraces(page)

  await openScenario(page, {
    scenario: 'international-borrower',
    path: 'start?country=DE',
    org: 'HARBORLINE',
  })
  await buildOffer(page, { collateral: '1', cash: '25,000' })
  await expect(main(page).getByRole('button', { name: 'Continue' })).toBeEnabled()
  await page.getByRole('button', { name: 'Continue' }).click()

  await page.getByRole('main').getByRole('link', { name: 'Login' }).click()
  await page.getByRole('textbox', { name: 'Another email' }).fill('lena.hoffmann@example.com')
  await page.getByRole('button', { name: 'Sign in with this email' }).click()

  // The international details: citizenship and a passport instead of an SSN.
  const detailsHeading = 'Now, tell us a few details about yourself'
  await expectHeading(page, detailsHeading)
  const appUuid = applicationUuidFrom(page)
  await reloadAndExpectHeading(page, detailsHeading)
  const form = main(page)
  await form.getByLabel('Date of birth').fill('09/21/1989')
  await form.getByLabel('Country of citizenship').selectOption({ label: 'Germany' })
  await form.getByLabel('ID type').selectOption({ label: 'Passport Number' })
  await form.getByLabel('Passport Number').fill(PASSPORT)
  await form.getByLabel('Source of income').selectOption('Employment')
  await form.getByLabel('Street address').fill('Torstrasse 140')
  await form.getByRole('option', { name: 'My address is not listed' }).click()
  await form.getByLabel('City').fill('Berlin')
  await form.getByLabel('State, province or region').fill('Berlin')
  await form.getByLabel('Postal code').fill('10119')
  await form.getByLabel('Phone number').fill('+49 30 901820')
  await form.getByLabel(/electronically/).check()
  await form.getByLabel(/I agree to the/).check()
  await form.getByRole('button', { name: 'I agree' }).click()
  await expectHeading(page, 'Final steps', 20_000)
  await reloadAndExpectHeading(page, 'Final steps')

  await page.getByRole('button', { name: 'Start Verify Identity' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/identity$`))
  await reloadAndExpectHeading(page, /./)
  const identity = main(page)
  // The passport given with the details is the ID asked for.
  await expect(identity.getByText('Passport').first()).toBeVisible()
  await identity
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: SMALL_PNG })
  await identity.getByRole('button', { name: 'Upload' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))

  // The disbursement wallet for USDC.
  await page.getByRole('button', { name: 'Start Disbursement Account' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/usdc-disbursement$`))
  await page.reload()
  await main(page).getByLabel('Wallet address').fill(WALLET)
  await main(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  const checklist = main(page)
  await expect(
    checklist.getByRole('button', { name: 'Complete Disbursement Account' }),
  ).toBeVisible()
  await reloadAndExpectHeading(page, 'Final steps')
  await expect(
    checklist.getByRole('button', { name: 'Complete Disbursement Account' }),
  ).toBeVisible()

  const agreements = checklist.getByRole('listitem', { name: 'Review Agreements' })
  await expect(agreements.getByRole('button')).toBeEnabled({ timeout: 20_000 })
  await agreements.getByRole('button', { name: 'Start Review Agreements' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/disclosures$`))
  await signDocuments(page)
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  await expect(checklist.getByRole('button', { name: 'Complete Review Agreements' })).toBeVisible({
    timeout: 15_000,
  })
  await reloadAndExpectHeading(page, 'Final steps')

  await checklist
    .getByRole('listitem', { name: 'Post Collateral' })
    .getByRole('button', { name: 'Start Post Collateral' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/collateral$`))
  await postCollateral(page, appUuid)

  // The lender sends a small test amount of USDC to the wallet and asks the borrower to say
  // it arrived before releasing the loan.
  await moveSimulatedClock(page, 10 * 60_000 + 1_000)
  await expect(page.getByText('Verify Disbursement Wallet').first()).toBeVisible({
    timeout: 30_000,
  })
  await page.reload()
  await expect(page.getByText('Verify Disbursement Wallet').first()).toBeVisible({
    timeout: 15_000,
  })
  await page.getByRole('button', { name: 'Verify' }).click()
  const dialog = page.getByRole('dialog', { name: 'Verify Disbursement Wallet' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('I have received the test collateral amount.').check()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expectHeading(page, 'Your funds have been disbursed', 30_000)
  await reloadAndExpectHeading(page, 'Your funds have been disbursed')
  const steps = page.getByRole('list', { name: 'Progress' }).getByRole('listitem')
  await expect(steps.last()).toHaveText(/Funds Disbursed \(done\)/)

  await checkTraces([PASSPORT])
  console.log(
    `International journey wall time: ${((performance.now() - started) / 1_000).toFixed(1)} s`,
  )
})
