import { buildOffer, expect, openScenario, test } from './support'

/**
 * Sign-in after Continue, through the simulated identity broker: the borrower comes back to the
 * application, which is linked to them and moves on to the details step.
 */
test('Login after Continue signs in through the broker and comes back to the application', async ({
  page,
}) => {
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await buildOffer(page, { collateral: '1', cash: '25,000' })
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Your application is saved' })).toBeVisible()
  const applicationPath = new URL(page.url()).pathname

  await page.getByRole('main').getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL(/simulated-sign-in\.html/)
  await page.getByRole('textbox', { name: 'Another email' }).fill('sam.rivera@example.com')
  await page.getByRole('button', { name: 'Sign in with this email' }).click()

  await expect(page).toHaveURL(new RegExp(`${applicationPath}/details$`))
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible()
})

test('an application page opened signed out starts sign-in and returns to that page', async ({
  page,
}) => {
  await openScenario(page, { scenario: 'returning-borrower', path: 'residency' })
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
  await page.evaluate(() => localStorage.removeItem('jwt'))
  await page.goto(`${appUuid}/details`)
  await expect(page).toHaveURL(/simulated-sign-in\.html/)
  await page.getByRole('button', { name: /^Continue as / }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/details$`))
})
