import { isRunDirectly, runCheckAlone, type StartUpCheck } from './run-directly'

/**
 * Opens the app in a browser whose IndexedDB is missing (as in some private modes) and answers
 * what went wrong unless the app still works and a notice says demo progress will not be kept.
 * Run alone, with no argument it starts its own dev server on port 5199; or give the origin of
 * a running one: `npx tsx sim/checks/without-indexeddb.ts [http://localhost:4199]`.
 */
export const withoutIndexedDbProblems: StartUpCheck = async (browser, origin) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  // A dev server transforms the app on its first load, in `npm test` beside the builds: slow.
  // Each wait below is as long (the notice came after 34 s once, beside every other phase).
  page.setDefaultNavigationTimeout(90_000)
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  // A string, not a function: tsx would wrap functions in a helper the page lacks.
  await page.addInitScript('delete window.indexedDB; delete window.IDBKeyRange')

  try {
    await page.goto(`${origin}/account/crypto-backed-loan/residency`)
    const notice = page.locator('[data-simulation-notice]')
    await notice.waitFor({ timeout: 90_000 })
    const text = await notice.innerText()
    if (!/progress will not be kept/.test(text)) problems.push(`notice says: ${text}`)
    // The app keeps working: the states come from the simulation.
    await page.getByLabel('State of residence').selectOption({ label: 'California' })
    await page.getByRole('button', { name: 'Continue' }).click()
    // The offer builder opens on an application the in-memory simulation created.
    await page.getByRole('heading', { name: 'Build your loan' }).waitFor({ timeout: 90_000 })
  } catch (error) {
    problems.push(`steps failed: ${String(error)} at ${page.url()}`)
  }
  await context.close()
  return problems
}

if (isRunDirectly(import.meta.url))
  await runCheckAlone(
    withoutIndexedDbProblems,
    'runs without IndexedDB and says progress will not be kept',
  )
