import { expect, expectNoSeriousA11yViolations, openScenario, test } from './support'

test('the demo controls open by keyboard, move the clock and start another scenario', async ({
  page,
}) => {
  await openScenario(page, { scenario: 'returning-borrower', path: 'faq' })
  const toggle = page.getByRole('button', { name: 'Demo controls' })
  const panel = page.getByRole('dialog', { name: 'Demo controls' })
  const facts = panel.locator('dl')

  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(facts).toContainText('returning-borrower')
  await expect(facts).toContainText('BORROWER_DETAILS · APPLYING')
  await expect(facts).toContainText('Mar 3, 2025')
  await expectNoSeriousA11yViolations(page)

  await panel.getByRole('button', { name: '+1 day' }).press('Enter')
  await expect(facts).toContainText('Mar 4, 2025')
  await expect(panel.getByRole('status')).toHaveText('Clock moved 1 day forward.')

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await page.keyboard.press('Enter')
  await panel.getByLabel('Scenario to start').selectOption('at-next-steps')
  await expect(panel).toContainText('the final-steps checklist, identity not yet verified')
  await panel.getByRole('button', { name: 'Start scenario' }).click()
  await expect(page).toHaveURL(/\?scenario=at-next-steps$/)
  await expect(page.getByRole('heading').first()).toBeVisible()

  await toggle.click()
  await expect(facts).toContainText('at-next-steps')
  await expect(facts).toContainText('FINAL_STEPS · APPLYING')
  await expect(facts).toContainText('Mar 3, 2025')
})
