import { expect, openApplicationStep, test } from '@tests/support/playwright/fixtures'

/**
 * Chromium stops an idle service worker (a tab left for lunch; forced here through CDP). The
 * worker started again by the next call knew no page of the demo, and passed the simulated
 * lender's calls to the static host (a signature answered 405). The demo's calls reach its
 * simulation all the same, its world as it was.
 */
test('the service worker stopped mid-journey, the next calls still reach the simulated lender', async ({
  page,
}) => {
  await openApplicationStep(page, { scenario: 'at-agreements', step: 'next-steps' })
  await page.getByRole('button', { name: 'Start Review Agreements', exact: true }).click()
  await expect(page.getByText(/Document 1 of 3/)).toBeVisible()

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.stopAllWorkers')
  await cdp.detach()

  await page.getByRole('button', { name: 'Agree', exact: true }).click()
  // The signature was the simulation's to take: the next document, and no refusal.
  await expect(page.getByText(/Document 2 of 3/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveCount(
    0,
  )
})
