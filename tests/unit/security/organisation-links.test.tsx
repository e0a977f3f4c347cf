// @vitest-environment happy-dom

import { createSimulation } from '@sim/create-simulation'
import { screen, within } from '@testing-library/react'
import { installAppHarness, renderApp, testServices, waitUntil } from '@tests/support/render-app'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ErrorReport, onErrorReport } from '@/lib/error-report'

installAppHarness()

const reports: ErrorReport[] = []
let stopListening = () => {}
beforeEach(() => {
  stopListening = onErrorReport((report) => reports.push(report))
})
afterEach(() => {
  stopListening()
  reports.length = 0
})

/**
 * Links come from the content service, which a lender edits: only https addresses reach an href
 * (domain/organisation-links.ts holds the rule's table). A `javascript:` terms link shows its
 * words without a link, and the lender hears of it through the error report.
 */
describe("the organisation's links", () => {
  it('renders a javascript: or data: link as words alone, and reports it', async () => {
    const simulation = await createSimulation({ services: testServices })
    await simulation.engine.collections.organisations.update(
      (q) => q.where({ orgCode: 'MERIDIAN' }),
      {
        data(draft) {
          draft.metadata.company.termsUrl = 'javascript:alert(document.cookie)'
          draft.metadata.company.privacyUrl = 'data:text/html,<script>alert(1)</script>'
        },
      },
    )
    await renderApp('/start?state=CA', { simulation })
    const legal = await waitUntil(() => screen.getByRole('navigation', { name: 'Legal' }))

    expect(within(legal).getByText('Terms of use').closest('a')).toBeNull()
    expect(within(legal).getByText('Privacy policy').closest('a')).toBeNull()
    expect(within(legal).getByRole('link', { name: 'Licenses' })).toHaveProperty(
      'href',
      'https://www.meridianbank.example/legal/licenses',
    )
    expect(document.querySelector('a[href^="javascript:"], a[href^="data:"]')).toBeNull()
    expect(reports).toEqual([
      { name: 'organisation.link-dropped', details: { orgCode: 'MERIDIAN', field: 'termsUrl' } },
      { name: 'organisation.link-dropped', details: { orgCode: 'MERIDIAN', field: 'privacyUrl' } },
    ])
  })
})
