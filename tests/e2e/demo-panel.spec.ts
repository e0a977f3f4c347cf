import { readFile } from 'node:fs/promises'
import {
  demoControls,
  expect,
  expectNoSeriousA11yViolations,
  openScenario,
  test,
} from '@tests/support/playwright/fixtures'

test('the demo controls open by keyboard, move the clock and start another scenario', async ({
  page,
}) => {
  await openScenario(page, { scenario: 'returning-borrower', path: 'faq' })
  const { toggle, panel, facts } = demoControls(page)

  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(facts).toContainText('returning-borrower')
  await expect(facts).toContainText('BORROWER_DETAILS · APPLYING')
  await expect(facts).toContainText('Mar 3, 2025')
  await expectNoSeriousA11yViolations(page)

  await panel.getByRole('button', { name: '+1 day', exact: true }).press('Enter')
  await expect(facts).toContainText('Mar 4, 2025')
  await expect(panel.getByRole('status')).toHaveText('Clock moved 1 day forward.')

  // The calls this tab's simulation answered, listed and downloaded as a HAR.
  const journal = panel.getByRole('region', { name: 'Journal' })
  await expect(journal).toContainText(/\d+ calls in this tab/)
  const downloading = page.waitForEvent('download')
  await journal.getByRole('button', { name: 'Download the journal (HAR)', exact: true }).click()
  const har = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as {
    log: { entries: { request: { url: string }; _contract: string }[] }
  }
  expect(har.log.entries.length).toBeGreaterThan(0)
  expect(har.log.entries.filter((entry) => entry._contract === 'broken')).toEqual([])

  // Forget this demo: the saved world's database (the demo borrower's details) is gone.
  const databases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))
  expect(await databases()).toContain('crypto-backed-loan-simulation')
  await panel.getByRole('button', { name: 'Forget this demo', exact: true }).click()
  await expect(panel.getByRole('status')).toContainText(
    "The demo's saved world is deleted from this browser.",
  )
  expect(await databases()).not.toContain('crypto-backed-loan-simulation')

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await page.keyboard.press('Enter')
  await panel.getByLabel('Scenario to start').selectOption('at-next-steps')
  await expect(panel).toContainText('the final-steps checklist, identity not yet verified')
  // The scenario's address loads a new page, which then moves on to the app's first step.
  const started = page.waitForEvent('load')
  await panel.getByRole('button', { name: 'Start scenario', exact: true }).click()
  await started
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __simulation?: { scenario: { name: string } } }).__simulation
            ?.scenario.name,
      ),
    )
    .toBe('at-next-steps')
  await expect(page.getByRole('heading').first()).toBeVisible()

  await toggle.click()
  await expect(facts).toContainText('at-next-steps')
  await expect(facts).toContainText('FINAL_STEPS · APPLYING')
  await expect(facts).toContainText('Mar 3, 2025')
})

test('a world exported from the demo controls imports back where it stood', async ({ page }) => {
  await openScenario(page, { scenario: 'returning-borrower', path: 'faq' })
  const { toggle, panel, facts } = demoControls(page)
  await toggle.click()
  await panel.getByRole('button', { name: '+5 days', exact: true }).click()
  await expect(facts).toContainText('Mar 8, 2025')

  const downloading = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Export world', exact: true }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('returning-borrower-export.json')
  const file = await download.path()

  // Another story first, so the import visibly replaces it.
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'faq' })
  await toggle.click()
  await expect(facts).toContainText('None yet')
  await panel.getByLabel('Import a scenario file').setInputFiles(file)
  await expect(page).not.toHaveURL(/scenario=/)
  await toggle.click()
  await expect(facts).toContainText('returning-borrower-export')
  await expect(facts).toContainText('BORROWER_DETAILS · APPLYING')
  await expect(facts).toContainText('Mar 8, 2025')
})
