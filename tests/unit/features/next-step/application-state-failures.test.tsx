// @vitest-environment happy-dom

import { atCollateral } from '@scenarios/collateral'
import type { Fault, Scenario } from '@scenarios/scenario'
import { createSimulation } from '@sim/create-simulation'
import { screen } from '@testing-library/react'
import { adviceFor } from '@tests/support/failure-words'
import { installAppHarness, renderApp, testServices, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'

installAppHarness()
const STATE_FAILS: Fault = { endpoint: 'getApplicationState', status: 503, times: 1 }
const STATE_DROPS: Fault = { endpoint: 'getApplicationState', networkError: true, times: 1 }

interface Page {
  page: string
  scenario: Scenario | string
  path: (appUuid: string) => string
  fault: Fault
  title: string
  /** What the page shows once it has read the state. */
  opened: (appUuid: string, location: string) => void
}

const heading = (name: string) => () => screen.getByRole('heading', { level: 1, name })

const pages: Page[] = [
  {
    page: 'the next-step routing (core-journey §4)',
    scenario: 'at-next-steps',
    path: (uuid) => `/${uuid}`,
    fault: STATE_FAILS,
    title: "We couldn't load your application",
    opened: (uuid, location) => expect(location).toBe(`/${uuid}/next-steps`),
  },
  {
    page: 'the final steps',
    scenario: 'at-next-steps',
    path: (uuid) => `/${uuid}/next-steps`,
    // The route's loader reads the checklist and the state together, once: that reading fails.
    fault: { endpoint: 'getApplicationState', networkError: true, times: 1 },
    title: "We couldn't load your final steps",
    opened: heading('Final steps'),
  },
  {
    page: 'the collateral step',
    scenario: atCollateral,
    path: (uuid) => `/${uuid}/collateral`,
    fault: STATE_FAILS,
    title: "We couldn't load this step",
    opened: () => screen.getByRole('heading', { level: 2, name: /Deposit address/ }),
  },
  {
    page: 'the complete page',
    scenario: 'funding-in-progress',
    path: (uuid) => `/${uuid}/complete`,
    fault: STATE_DROPS,
    title: "We couldn't load your application",
    opened: () => screen.getByRole('list', { name: 'Progress' }),
  },
]

describe('reading the application state fails', () => {
  it.each(pages)('$page: says so, and Try again opens the page', async (row) => {
    const simulation = await createSimulation({ services: testServices, scenario: row.scenario })
    simulation.faults.load([row.fault])
    const appUuid = simulation.engine.collections.applications.all()[0]?.appUuid as string
    const app = await renderApp(row.path(appUuid), { simulation })
    await waitUntil(heading(row.title))
    // Only a call that got no answer is a connection problem; a 503 is the servers'.
    expect(screen.getByText(`${adviceFor(row.fault)} Your application is saved.`)).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitUntil(() => row.opened(appUuid, app.location()))
    expect(screen.queryByRole('heading', { level: 1, name: row.title })).toBeNull()
  })
})

describe('an application the lender does not know (core-journey §4: unknown)', () => {
  it('sends a signed-in borrower to the dashboard, not to a connection problem', async () => {
    const simulation = await createSimulation({
      services: testServices,
      scenario: 'at-disbursement',
    })
    const app = await renderApp('/00000000-0000-4000-8000-000000000000', { simulation })
    await waitUntil(() => expect(app.location()).toBe('/dashboard'))
    expect(screen.queryByText(/Check your connection/)).toBeNull()
  })
})
