// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { marginCallLiquidated } from '../../../scenarios/loan-health'
import { installAppHarness, renderApp, waitUntil } from '../../support/render-app'

installAppHarness()

describe('the funded loans on the dashboard', () => {
  it('says when the loans cannot be loaded, and shows them after Try again', async () => {
    const app = await renderApp('/dashboard', {
      scenario: {
        ...marginCallLiquidated,
        name: 'funded-loans-fail-once',
        faults: [{ endpoint: 'listFundedLoans', status: 503, times: 1 }],
      },
    })
    await waitUntil(() => screen.getByText("We couldn't load your loans"))
    // The applications below still load: one failed call does not blank the page.
    await waitUntil(() => screen.getByRole('heading', { name: /^Application / }))
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    const card = await waitUntil(() => screen.getByRole('article', { name: /^Loan / }))
    expect(card.textContent).toContain('$45,450')
    expect(screen.queryByText("We couldn't load your loans")).toBeNull()
  })
})
