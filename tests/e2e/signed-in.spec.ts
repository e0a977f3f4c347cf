import {
  expect,
  expectNoSeriousA11yViolations,
  openScenario,
  test,
} from '@tests/support/playwright/fixtures'

/**
 * A signed-in borrower across two tabs. The header's Dashboard, Sign out and Login are checked
 * in tests/unit/features/shell/shell.test.tsx and tests/unit/session/session-end.test.tsx.
 */
test('a signed-in borrower is routed to their next step; signing out in one tab signs the other tab out too', async ({
  page,
  context,
}) => {
  await openScenario(page, { scenario: 'returning-borrower', path: 'faq' })
  const header = page.getByRole('banner')
  const signOut = header.getByRole('button', { name: 'Sign out', exact: true })
  await expect(signOut).toBeVisible()
  // Dashboard and Sign out are one kind of control, side by side: the same height and type on
  // one line, neither underlined.
  const dashboard = header.getByRole('link', { name: 'Dashboard', exact: true })
  const looks = (control: typeof signOut) =>
    control.evaluate((element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return {
        height: Math.round(box.height),
        middle: Math.round(box.top + box.height / 2),
        font: `${style.fontSize} ${style.fontWeight}`,
        underline: style.textDecorationLine.includes('underline'),
      }
    })
  expect(await looks(signOut)).toEqual({ ...(await looks(dashboard)), underline: false })
  await expectNoSeriousA11yViolations(page)

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
  const second = await context.newPage()
  await second.goto(`${appUuid}`)
  await expect(
    second.getByRole('heading', { level: 1, name: 'Now, tell us a few details about yourself' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(second)

  // Signing out on the details page; the FAQ tab hears the token go through the storage event,
  // with no reload.
  const secondHeader = second.getByRole('banner')
  await secondHeader.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(secondHeader.getByRole('link', { name: 'Login', exact: true })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Sign out', exact: true })).toHaveCount(0)
  // Signing out may still be navigating to the sign-in page: ask again until the page answers.
  await expect
    .poll(() => second.evaluate(() => localStorage.getItem('jwt')).catch(() => 'navigating'))
    .toBeNull()
})
