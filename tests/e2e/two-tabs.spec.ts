import {
  expect,
  firstApplicationUuid,
  openScenario,
  test,
  uploadDriversLicense,
} from '@tests/support/playwright/fixtures'

/**
 * Two tabs of the demo on the same simulated world: what is done in one is what the other sees
 * on its next call, with no reload (each tab runs its own copy of the backend; they share the
 * saved world and hear of each other's saves).
 */
test('an ID uploaded in one tab shows on the checklist opened in the other', async ({
  page,
  context,
}) => {
  await openScenario(page, { scenario: 'at-next-steps', path: 'dashboard' })
  const appUuid = await firstApplicationUuid(page)
  await expect(page.getByRole('link', { name: /^Open Application/ })).toBeVisible()

  const second = await context.newPage()
  await second.goto(`${appUuid}/identity`)
  await uploadDriversLicense(second)
  await expect(second).toHaveURL(/\/next-steps$/)

  // The first tab has not reloaded: it opens the application from the list it already shows.
  await page.getByRole('link', { name: /^Open Application/ }).click()
  await expect(page).toHaveURL(/\/next-steps$/)
  const identity = page.getByRole('listitem', { name: 'Verify Identity' })
  await expect(identity.getByRole('button', { name: /^Start/ })).toHaveCount(0)
  await expect(identity).toContainText(/Processing|Complete/)
})
