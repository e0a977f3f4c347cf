import { APP_BASE_PATH } from '@contract/base-path'
import { expect, openScenario, test } from '@tests/support/playwright/fixtures'

/**
 * The demo's saved world cleared under a signed-in tab (the browser's site data cleared, or
 * Forget this demo in another tab): a reload lands on the story's start and says the story
 * started again, with a link to its start, rather than sending the borrower to sign in and on
 * to an empty dashboard with no word of why.
 */
test('a saved world cleared, a reload says the story started again and links to its start', async ({
  page,
}) => {
  await openScenario(page, { scenario: 'at-agreements', path: '' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The tab is left first (a running demo saves its world again as its clock moves), for a
  // file of the same site, where the world's database is deleted as clearing site data does.
  const address = page.url()
  await page.goto(new URL(`${APP_BASE_PATH}/config.json`, address).href)
  const deleted = await page.evaluate(
    () =>
      new Promise<string>((done) => {
        const request = indexedDB.deleteDatabase('crypto-backed-loan-simulation')
        request.onsuccess = () => done('deleted')
        request.onerror = () => done('failed')
        request.onblocked = () => done('blocked')
      }),
  )
  expect(deleted).toBe('deleted')
  expect(
    await page.evaluate(async () => (await indexedDB.databases()).map(({ name }) => name)),
  ).not.toContain('crypto-backed-loan-simulation')

  await page.goto(address)
  const notice = page.getByRole('status').filter({ hasText: 'started again' })
  await expect(notice).toContainText(
    "This browser no longer holds the demo's saved world, so the story started again",
  )
  // Not the gone world's page, behind a sign-in it no longer knows: the story's start.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(new URL(page.url()).pathname).not.toBe(new URL(address).pathname)
  await notice.getByRole('link', { name: "Go to the story's start", exact: true }).click()
  await expect(page).not.toHaveURL(/scenario=/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
