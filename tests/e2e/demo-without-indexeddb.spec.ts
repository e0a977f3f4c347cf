import { chooseState, expect, test } from '@tests/support/playwright/fixtures'

/**
 * A browser with no IndexedDB (as in some private modes): the demo still runs, its world in
 * memory, and says that its progress will not be kept.
 */
test('without IndexedDB the demo runs on and says its progress will not be kept', async ({
  page,
}) => {
  // A string, not a function: the test's build would wrap inner functions in a helper the page lacks.
  await page.addInitScript('delete window.indexedDB; delete window.IDBKeyRange')
  await chooseState(page, 'California')
  await expect(page.locator('[data-simulation-notice]')).toContainText('progress will not be kept')
  // The offer builder opens on an application the in-memory simulation created.
  await expect(page.getByRole('region', { name: 'Build your loan' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Collateral amount' })).toBeEditable()
  expect(await page.evaluate(() => 'indexedDB' in window)).toBe(false)

  // A reload keeps nothing of the world, as the notice said, and the demo still runs.
  await page.reload()
  await expect(page.locator('[data-simulation-notice]')).toContainText('progress will not be kept')
  await expect(page.getByRole('region', { name: 'Build your loan' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Collateral amount' })).toBeEditable()
})
