import type { Page } from '@playwright/test'
import { walk } from '@scenarios/replay-interpreter'
import { giveBerlinDetails } from '@scenarios/replay-parts'
import { playwrightDriver } from '@scripts/replay/replay-scenario'
import {
  expect,
  expectFitsAndPassesAxe,
  expectNoSeriousA11yViolations,
  giveUsDetails,
  holdClock,
  openApplicationStep,
  passTimeUntilVisible,
  test,
} from '@tests/support/playwright/fixtures'

/**
 * The personal numbers a borrower types (an SSN, a bank account, a passport) go to the lender
 * and nowhere else: after the steps that take them, they are looked for in local and session
 * storage, every IndexedDB database (the simulated lender's saved world keeps only a masked last
 * four), every address the page asked for, the console and the telemetry the simulation
 * received. Each test opens its story at the step that takes the numbers. The whole journeys
 * are stories (us-happy-path, international-happy-path), replayed in the rendered app and by
 * `npm run scenario`, and walked in Firefox and WebKit (tests/engines).
 *
 * The simulated lender's clock is held (holdClock): its work (the soft credit pull) comes when
 * the test passes time, not after real seconds.
 */

const main = (page: Page) => page.getByRole('main')
const CHECKLIST = 'Final steps'

/**
 * Every record of every IndexedDB database of the page, as text: the simulated backend's saved
 * world too.
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
 * Everything the browser kept, showed or sent from now on: storage, IndexedDB, every address
 * asked for, the console, and the telemetry the simulated backend received. Answers a check
 * that none of `secrets` is in any of them.
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

test('on a 390 px phone, the SSN and the bank account a US borrower types are kept nowhere but by the lender', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // Numbers of this test's own, not the story's.
  const SSN = '523-61-2048'
  const ROUTING = '026009593'
  const ACCOUNT = '000987654321'
  const checkTraces = watchTraces(page)
  await holdClock(page)
  await openApplicationStep(page, { scenario: 'at-borrower-details', step: 'details' })
  await expectFitsAndPassesAxe(page)
  await giveUsDetails(page, { ssn: SSN })
  await passTimeUntilVisible(page, page.getByRole('heading', { level: 1, name: CHECKLIST }))

  await page.getByRole('button', { name: 'Start Disbursement Account', exact: true }).click()
  await main(page).getByRole('button', { name: 'Manually Enter Information', exact: true }).click()
  await main(page).getByLabel('Routing number').fill(ROUTING)
  await main(page).getByLabel('Account number').fill(ACCOUNT)
  await main(page).getByLabel('First name').fill('Sam')
  await main(page).getByLabel('Last name').fill('Rivera')
  await main(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Please confirm info' })
    .getByRole('button', { name: 'Confirm', exact: true })
    .click()
  await expect(
    main(page).getByRole('button', { name: 'Complete Disbursement Account', exact: true }),
  ).toBeVisible()

  await checkTraces([SSN, SSN.replace(/-/g, ''), ROUTING, ACCOUNT])
})

test('the international details form at desktop width: errors first, then a passport kept nowhere but by the lender', async ({
  page,
}) => {
  // The passport number the library's Berlin details give.
  const PASSPORT = 'C01X00T47'
  expect(giveBerlinDetails).toContainEqual(expect.objectContaining({ value: PASSPORT }))
  const checkTraces = watchTraces(page)
  await holdClock(page)
  await openApplicationStep(page, { scenario: 'international-at-details', step: 'details' })

  // Citizenship and a passport instead of an SSN. Agreed to empty first: focus goes to the
  // first field in error, and each message sits with its field.
  const form = main(page)
  await expect(form.getByLabel('Country of citizenship')).toBeVisible()
  await expect(form.getByRole('combobox', { name: 'ID type' })).toBeVisible()
  await expect(form.getByLabel('Social Security number')).toHaveCount(0)
  await form.getByRole('button', { name: 'I agree', exact: true }).click()
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused()
  await expect(form.getByLabel('Phone number')).toHaveAccessibleDescription(/Required/)
  await expectNoSeriousA11yViolations(page)

  // Then the form filled in and agreed to, in the story library's own steps.
  const driver = playwrightDriver(page)
  await walk(driver, giveBerlinDetails)
  driver.stop()
  await passTimeUntilVisible(page, page.getByRole('heading', { level: 1, name: CHECKLIST }))
  await expectNoSeriousA11yViolations(page)

  await checkTraces([PASSPORT])
})
