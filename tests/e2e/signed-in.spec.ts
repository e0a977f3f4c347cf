import { expect, expectNoSeriousA11yViolations, openScenario, test } from './support'

test('a signed-in borrower sees Dashboard and Sign out, is routed to their next step, and can sign out', async ({
  page,
}) => {
  await openScenario(page, { scenario: 'returning-borrower', path: 'residency' })
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0)

  // The scenario's application waits for the borrower's details (BORROWER_DETAILS -> details).
  const appUuid = await page.evaluate(
    () =>
      (
        window as unknown as {
          __simulation: {
            engine: { snapshot(): { collections: { applications: { appUuid: string }[] } } }
          }
        }
      ).__simulation.engine.snapshot().collections.applications[0]?.appUuid,
  )
  expect(appUuid).toBeTruthy()
  await page.goto(`${appUuid}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Now, tell us a few details about yourself' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await header.getByRole('button', { name: 'Sign out' }).click()
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
  // Signing out may still be navigating to the sign-in page: ask again until the page answers.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('jwt')).catch(() => 'navigating'))
    .toBeNull()
})

test('signing out in one tab signs the other tab out too', async ({ page, context }) => {
  await openScenario(page, { scenario: 'returning-borrower', path: 'faq' })
  const second = await context.newPage()
  await second.goto('faq')
  const secondHeader = second.getByRole('banner')
  await expect(secondHeader.getByRole('button', { name: 'Sign out' })).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  // The other tab hears the token go through the storage event, with no reload.
  await expect(secondHeader.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(secondHeader.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
})
