import { buildOffer, expect, openScenario, test } from './support'

test('when the offers service fails, the borrower is told, keeps what was typed, and can try again', async ({
  page,
  consoleErrors,
}) => {
  // The scenario answers 503 to every offers request.
  await openScenario(page, { scenario: 'offers-unavailable', path: 'start?state=CA' })
  await buildOffer(page, { collateral: '1', cash: '25,000' })
  await expect(page.getByText("We couldn't load your offer. Your entries are kept.")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Collateral amount' })).toHaveValue('1')
  await expect(page.getByRole('textbox', { name: 'Cash to borrow' })).toHaveValue('25,000')
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled()

  // Chromium reports each failed request on the console; those are the failures asked for.
  const expected = (message: string) => message.includes('503')
  const unexpected = consoleErrors.filter((message) => !expected(message))
  consoleErrors.splice(0, consoleErrors.length, ...unexpected)
})
