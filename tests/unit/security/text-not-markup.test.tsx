// @vitest-environment happy-dom

import { createSimulation } from '@sim/create-simulation'
import { screen } from '@testing-library/react'
import { installAppHarness, renderApp, testServices, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'

installAppHarness()

const MARKUP = '<img src="x" onerror="window.__injected=1"><b>Lending</b>'

/**
 * Organisation text comes from the content service, which a lender edits: it is shown as text,
 * never parsed as HTML (refinance-release-shell §8). Markup in every field the shell shows
 * stays visible as characters and creates no element.
 */
describe('organisation text is text', () => {
  it('shows markup in the brand, legal name and excluded countries as characters', async () => {
    const simulation = await createSimulation({ services: testServices })
    await simulation.engine.collections.organisations.update(
      (q) => q.where({ orgCode: 'MERIDIAN' }),
      {
        data(draft) {
          draft.orgBrand.name = `Meridian ${MARKUP}`
          draft.metadata.company.legalName = `Meridian ${MARKUP}`
          draft.metadata.company.excludedCountries = [`Atlantis ${MARKUP}`]
        },
      },
    )
    await renderApp('/start?state=CA', { simulation })
    await waitUntil(() => screen.getByRole('heading', { level: 1 }))
    await waitUntil(() => expect(document.body.textContent).toContain(`Atlantis ${MARKUP}`))

    expect(document.body.textContent).toContain(`Meridian ${MARKUP}`)
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect([...document.querySelectorAll('b')].some((b) => b.textContent === 'Lending')).toBe(false)
    expect((window as { __injected?: number }).__injected).toBeUndefined()
  })
})
