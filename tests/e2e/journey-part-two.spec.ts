import { performance } from 'node:perf_hooks'
import type { Page } from '@playwright/test'
import {
  buildOffer,
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  giveUsDetails,
  holdClock,
  openScenario,
  passTime,
  passTimeUntilVisible,
  reloadWhenAnswered,
  SMALL_PNG,
  termsValue,
  test,
  uploadDriversLicense,
} from '@tests/support/playwright/fixtures'

/**
 * The whole journey, end to end on the simulated backend in the demo build: offer, sign-in,
 * details, identity, disbursement account, agreements, collateral and the complete page until
 * the funds are disbursed. The US journey runs on a 390 px phone: a reload on each step comes
 * back to the same step with the same data, nothing scrolls sideways, and axe finds nothing
 * serious on the details form and on the first document as pdf.js draws it. The international
 * one runs at desktop width from the Harborline residency page, with axe on the residency
 * choice, the international details form, the checklist and the documents, each of which pdf.js
 * draws with the loan's terms. The personal numbers typed on the way are looked for afterwards in storage, IndexedDB, URLs, the
 * console and the telemetry the simulation recorded: they must be nowhere.
 *
 * The simulated lender's clock is held (holdClock): its work (the soft credit pull, the ID
 * check, the deposit address, the deposit, the funding steps) comes when the test passes time,
 * not after real seconds.
 */

const main = (page: Page) => page.getByRole('main')

async function expectHeading(page: Page, name: string | RegExp, timeout = 10_000) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout })
}

/** The journeys hold the clock, so a reload waits for the page's calls to be answered. */
const reload = reloadWhenAnswered

async function reloadAndExpectHeading(page: Page, name: string | RegExp) {
  await reload(page)
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

/** A document drawn by pdf.js: a canvas, and `text` in its text layer. */
async function expectDrawn(page: Page, name: string, text: string) {
  const viewer = main(page).getByRole('document', { name })
  await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 15_000 })
  await expect(viewer.locator('.textLayer')).toContainText(text, { timeout: 15_000 })
}

const DOCUMENTS = [
  'Loan and Security Agreement',
  'Truth in Lending Disclosure',
  'Collateral Custody Agreement',
] as const

/**
 * Signs the three documents in turn. With `drawEach`, each is drawn by pdf.js with the loan's
 * terms before it is signed; with `reloadHalfWay`, a reload after the first comes back to the
 * second, then the first of the two left to sign.
 */
async function signDocuments(
  page: Page,
  { drawEach, reloadHalfWay }: { drawEach: boolean; reloadHalfWay: boolean },
) {
  for (const [index, title] of DOCUMENTS.entries()) {
    const heading = main(page).getByRole('heading', { level: 2, name: title })
    await expect(heading).toBeVisible({ timeout: 15_000 })
    if (index === 1 && reloadHalfWay) {
      // Half way: a reload comes back to the first document not yet signed, counted as before.
      await reload(page)
      await expect(heading).toBeVisible({ timeout: 15_000 })
    }
    await expect(main(page).getByText(`Document ${index + 1} of 3`)).toBeVisible()
    if (drawEach) await expectDrawn(page, title, 'Prepared')
    await main(page).getByRole('button', { name: 'Agree', exact: true }).click()
  }
}

/** Back on the checklist with every document signed: the collateral step is open. */
async function agreementsSigned(page: Page, appUuid: string) {
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  const review = main(page).getByRole('listitem', { name: 'Review Agreements' })
  await expect(
    review.getByRole('button', { name: /^(Processing|Complete) Review Agreements$/ }),
  ).toBeVisible({ timeout: 15_000 })
  await expect(
    review.getByRole('button', { name: 'Complete Review Agreements', exact: true }),
  ).toBeVisible()
  return main(page)
    .getByRole('listitem', { name: 'Post Collateral' })
    .getByRole('button', { name: 'Start Post Collateral', exact: true })
}

/** The agreements open once the lender has verified the ID and prepared the documents. */
async function agreementsOpen(page: Page) {
  const start = main(page)
    .getByRole('listitem', { name: 'Review Agreements' })
    .getByRole('button', { name: 'Start Review Agreements', disabled: false })
  await passTimeUntilVisible(page, start)
  return start
}

async function postCollateral(
  page: Page,
  appUuid: string,
  { withReload }: { withReload: boolean },
) {
  await expectHeading(page, 'Post your collateral')
  const address = page.getByTestId('deposit-address')
  // The lender opens the deposit address a moment later.
  await passTimeUntilVisible(page, address)
  if (withReload) {
    const shown = await address.textContent()
    await reload(page)
    await expect(page.getByTestId('deposit-address')).toHaveText(shown ?? '', { timeout: 15_000 })
  }
  await main(page)
    .getByRole('radio', { name: /Self-Hosted/ })
    .check()
  await main(page)
    .getByRole('checkbox', { name: /I have sent/ })
    .check()
  if (withReload) await expectNoSidewaysScroll(page)
  await main(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/complete$`))
  await expectHeading(page, 'Your application is complete')
  if (withReload) await reloadAndExpectHeading(page, 'Your application is complete')
}

/** Back in the app from the broker's sign-in, on the application's address. */
async function backFromSignIn(page: Page) {
  await expect(page).toHaveURL(/\/account\/crypto-backed-loan\/[0-9a-f-]{36}(\/details)?$/)
  await page.waitForFunction(() => '__simulation' in window)
}

/** The borrower's name as the details form shows it, filled in from the sign-in. */
async function nameOnTheForm(page: Page): Promise<string> {
  const first = await main(page).getByLabel('First name').inputValue()
  const last = await main(page).getByLabel('Last name').inputValue()
  expect(first && last, 'the name on the details form').toBeTruthy()
  return `${first} ${last}`
}

function applicationUuidFrom(page: Page): string {
  const match = /\/([0-9a-f-]{36})\//.exec(new URL(page.url()).pathname)
  if (!match?.[1]) throw new Error(`No application in ${page.url()}`)
  return match[1]
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('US: from the offer builder to Funds Disbursed, every step surviving a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const started = performance.now()
    // Numbers of the journey's own, not the story's (its steps are kept with the saved world).
    const SSN = '523-61-2048'
    const ROUTING = '026009593'
    const ACCOUNT = '000987654321'
    const checkTraces = watchTraces(page)
    await holdClock(page)

    // The offer.
    // The library's us-happy-path story, walked here with a reload on each step (its replay
    // steps run in vitest: tests/support/story-replay-plan.ts).
    await openScenario(page, { scenario: 'us-happy-path', path: 'start?state=CA' })
    await buildOffer(page, { collateral: '1', cash: '25,000' })
    await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')
    await reload(page)
    await expect(page.getByRole('textbox', { name: 'Collateral amount' })).toHaveValue('1')
    await expect(page.getByRole('textbox', { name: 'Cash to borrow' })).toHaveValue('25,000')
    await expect(termsValue(page, 'Loan amount')).toHaveText('$25,250')
    await expect(main(page).getByRole('button', { name: 'Continue', exact: true })).toBeEnabled()
    await page.getByRole('button', { name: 'Continue', exact: true }).click()

    // Sign-in through the simulated identity broker, then details; then the soft credit pull.
    const { appUuid, borrowerName } = await signInUntilDetails(page, 'sam.rivera@example.com')
    await reloadAndExpectHeading(page, DETAILS_HEADING)
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
    await giveUsDetails(page, { ssn: SSN })
    await passTimeUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Final steps' }))
    await reloadAndExpectHeading(page, 'Final steps')
    // axe reads the checklist in the international journey, at desktop width.
    await expectNoSidewaysScroll(page)

    // Identity.
    await page.getByRole('button', { name: 'Start Verify Identity', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${appUuid}/identity$`))
    await reloadAndExpectHeading(page, /./)
    await expect(page).toHaveURL(new RegExp(`/${appUuid}/identity$`))
    await expectNoSidewaysScroll(page)
    await uploadDriversLicense(page)
    await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))

    // The disbursement account, entered by hand.
    await page.getByRole('button', { name: 'Start Disbursement Account', exact: true }).click()
    await expectHeading(page, 'Disbursement account')
    await reloadAndExpectHeading(page, 'Disbursement account')
    await expectNoSidewaysScroll(page)
    await main(page)
      .getByRole('button', { name: 'Manually Enter Information', exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`/${appUuid}/disbursement/manually-link$`))
    await reload(page)
    await expect(main(page).getByLabel('Routing number')).toBeVisible()
    await main(page).getByLabel('Routing number').fill(ROUTING)
    await main(page).getByLabel('Account number').fill(ACCOUNT)
    await main(page).getByLabel('First name').fill('Sam')
    await main(page).getByLabel('Last name').fill('Rivera')
    await expectNoSidewaysScroll(page)
    await main(page).getByRole('button', { name: 'Continue', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Please confirm info' })
      .getByRole('button', { name: 'Confirm', exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
    const checklist = main(page)
    await expect(
      checklist.getByRole('button', { name: 'Complete Disbursement Account', exact: true }),
    ).toBeVisible()
    await reloadAndExpectHeading(page, 'Final steps')
    await expect(
      checklist.getByRole('button', { name: 'Complete Disbursement Account', exact: true }),
    ).toBeVisible()

    // The agreements, open once identity is approved, and still open after a reload; the first
    // document drawn by pdf.js at phone width, with the borrower's name, address and terms.
    const startAgreements = await agreementsOpen(page)
    await reloadAndExpectHeading(page, 'Final steps')
    await expect(startAgreements).toBeEnabled()
    await startAgreements.click()
    await expect(page).toHaveURL(new RegExp(`/${appUuid}/disclosures$`))
    await expect(main(page).getByText(/A fee of \$100 may apply/)).toBeVisible()
    await expectDrawn(page, DOCUMENTS[0], '1450 Market St')
    const firstDocument = main(page).getByRole('document', { name: DOCUMENTS[0] })
    await expect(firstDocument).toContainText(borrowerName)
    await expect(firstDocument).toContainText('$25,250')
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
    await signDocuments(page, { drawEach: false, reloadHalfWay: true })
    const startCollateral = await agreementsSigned(page, appUuid)
    await reloadAndExpectHeading(page, 'Final steps')
    await expect(
      checklist.getByRole('button', { name: 'Complete Review Agreements', exact: true }),
    ).toBeVisible()

    // The collateral.
    await expect(startCollateral).toBeEnabled()
    await startCollateral.click()
    await expect(page).toHaveURL(new RegExp(`/${appUuid}/collateral$`))
    await postCollateral(page, appUuid, { withReload: true })

    // The collateral reaches the address ten simulated minutes later; the lender then verifies
    // it and releases the funds, a step at a time.
    await passTime(page, 10 * 60_000 + 1_000)
    await passTimeUntilVisible(
      page,
      page.getByRole('heading', { level: 1, name: 'Your funds have been disbursed' }),
    )
    const steps = page.getByRole('list', { name: 'Progress' }).getByRole('listitem')
    await expect(steps).toHaveText([
      '✓Application Complete (done)',
      '✓Collateral Received (done)',
      '✓Funds Disbursed (done)',
    ])
    await reloadAndExpectHeading(page, 'Your funds have been disbursed')
    await expect(steps).toHaveText([
      '✓Application Complete (done)',
      '✓Collateral Received (done)',
      '✓Funds Disbursed (done)',
    ])
    await expectNoSidewaysScroll(page)

    await checkTraces([SSN, SSN.replace(/-/g, ''), ROUTING, ACCOUNT])
    console.log(`US journey wall time: ${((performance.now() - started) / 1_000).toFixed(1)} s`)
  })
})

const DETAILS_HEADING = 'Now, tell us a few details about yourself'

/**
 * From the saved application: Login, sign in on the simulated identity broker's page with
 * `email`, and wait (on the held clock) until the lender has prepared the application's
 * disclosures and the details form shows. Answers the application's id and the name on the form.
 */
async function signInUntilDetails(page: Page, email: string) {
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click()
  await page.getByRole('textbox', { name: 'Another email' }).fill(email)
  await page.getByRole('button', { name: 'Sign in with this email', exact: true }).click()
  await backFromSignIn(page)
  await passTimeUntilVisible(page, page.getByRole('heading', { level: 1, name: DETAILS_HEADING }))
  return { appUuid: applicationUuidFrom(page), borrowerName: await nameOnTheForm(page) }
}

test('international: from the Harborline offer builder to Funds Disbursed in USDC, the test amount confirmed', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const started = performance.now()
  const PASSPORT = 'C01X00T47'
  const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
  const checkTraces = watchTraces(page)
  await holdClock(page)

  // Residency under a brand that lends abroad: its own footer, and the countries it lends in.
  await openScenario(page, {
    scenario: 'international-borrower',
    path: 'residency',
    org: 'HARBORLINE',
  })
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('Equal Opportunity')
  await expect(footer).toContainText('Canada, China, India, Russia, United Kingdom')
  await page.getByRole('radio', { name: /International/ }).check()
  const countries = page.getByLabel('Country of residence')
  // Enabled countries only, the US removed, sorted by name.
  const names = await countries.locator('option').allTextContents()
  const listed = names.filter((name) => !name.startsWith('Select'))
  expect(listed).not.toContain('United States')
  expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b, 'en')))
  await expectNoSeriousA11yViolations(page)
  await countries.selectOption({ label: 'Germany' })
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(/\/start\?country=DE/)

  // The offer, with the 1.5 % international fee in the loan amount.
  await buildOffer(page, { collateral: '1', cash: '25,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$25,375')
  await expect(main(page).getByRole('button', { name: 'Continue', exact: true })).toBeEnabled()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()

  // The international details: citizenship and a passport instead of an SSN. Agreed to empty
  // first: focus goes to the first field in error, and each message sits with its field.
  const { appUuid, borrowerName } = await signInUntilDetails(page, 'lena.hoffmann@example.com')
  const form = main(page)
  await expect(form.getByLabel('Country of citizenship')).toBeVisible()
  await expect(form.getByRole('combobox', { name: 'ID type' })).toBeVisible()
  await expect(form.getByLabel('Social Security number')).toHaveCount(0)
  await form.getByRole('button', { name: 'I agree', exact: true }).click()
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused()
  await expect(form.getByLabel('Phone number')).toHaveAccessibleDescription(/Required/)
  await expectNoSeriousA11yViolations(page)
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
  await form.getByRole('button', { name: 'I agree', exact: true }).click()
  await passTimeUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Final steps' }))
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Start Verify Identity', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/identity$`))
  await reloadAndExpectHeading(page, /./)
  const identity = main(page)
  // The passport given with the details is the ID asked for.
  await expect(identity.getByText('Passport').first()).toBeVisible()
  await identity
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: SMALL_PNG })
  await identity.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))

  // The disbursement wallet for USDC.
  await page.getByRole('button', { name: 'Start Disbursement Account', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/usdc-disbursement$`))
  await reload(page)
  await main(page).getByLabel('Wallet address').fill(WALLET)
  await main(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  const checklist = main(page)
  await expect(
    checklist.getByRole('button', { name: 'Complete Disbursement Account', exact: true }),
  ).toBeVisible()
  await reloadAndExpectHeading(page, 'Final steps')
  await expect(
    checklist.getByRole('button', { name: 'Complete Disbursement Account', exact: true }),
  ).toBeVisible()

  await (await agreementsOpen(page)).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/disclosures$`))
  await expectDrawn(page, DOCUMENTS[0], 'Torstrasse 140')
  const firstDocument = main(page).getByRole('document', { name: DOCUMENTS[0] })
  await expect(firstDocument).toContainText(borrowerName)
  await expect(firstDocument).toContainText('$25,375')
  await expectNoSeriousA11yViolations(page)
  await signDocuments(page, { drawEach: true, reloadHalfWay: false })
  const startCollateral = await agreementsSigned(page, appUuid)
  await expect(startCollateral).toBeEnabled()
  await startCollateral.click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/collateral$`))
  await postCollateral(page, appUuid, { withReload: false })

  // The lender sends a small test amount of USDC to the wallet and asks the borrower to say
  // it arrived before releasing the loan.
  await passTime(page, 10 * 60_000 + 1_000)
  await passTimeUntilVisible(page, page.getByText('Verify Disbursement Wallet').first())
  await reload(page)
  await expect(page.getByText('Verify Disbursement Wallet').first()).toBeVisible({
    timeout: 15_000,
  })
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Verify Disbursement Wallet' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('I have received the test collateral amount.').check()
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await passTimeUntilVisible(
    page,
    page.getByRole('heading', { level: 1, name: 'Your funds have been disbursed' }),
  )
  await reloadAndExpectHeading(page, 'Your funds have been disbursed')
  const steps = page.getByRole('list', { name: 'Progress' }).getByRole('listitem')
  await expect(steps.last()).toHaveText(/Funds Disbursed \(done\)/)

  await checkTraces([PASSPORT])
  console.log(
    `International journey wall time: ${((performance.now() - started) / 1_000).toFixed(1)} s`,
  )
})
