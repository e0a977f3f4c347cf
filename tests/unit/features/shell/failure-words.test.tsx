// @vitest-environment happy-dom

import type { Fault } from '@scenarios/scenario'
import { createSimulation } from '@sim/create-simulation'
import { screen } from '@testing-library/react'
import { adviceFor } from '@tests/support/failure-words'
import { installAppHarness, renderApp, testServices, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'

installAppHarness()

/**
 * A failed load says what the borrower can do about it, by what failed (issue: only a call that
 * got no answer is a connection problem; a server error is the servers'), on every screen.
 */
interface Screen {
  screen: string
  scenario: string
  path: (appUuid: string) => string
  endpoint: Fault['endpoint']
  title: string
  /** What follows the advice on the screen, if anything. */
  after?: string
}

const screens: Screen[] = [
  {
    screen: 'the dashboard, its applications',
    scenario: 'at-disbursement',
    path: () => '/dashboard',
    endpoint: 'getUserApplications',
    title: "We couldn't load your applications",
  },
  {
    screen: 'the dashboard, its funded loans',
    scenario: 'funds-disbursed',
    path: () => '/dashboard',
    endpoint: 'listFundedLoans',
    title: "We couldn't load your loans",
  },
  {
    screen: 'the final steps',
    scenario: 'at-next-steps',
    path: (uuid) => `/${uuid}/next-steps`,
    endpoint: 'getFinalStepsDashboard',
    title: "We couldn't load your final steps",
    after: 'Your application is saved.',
  },
  {
    screen: 'the identity step',
    scenario: 'at-next-steps',
    path: (uuid) => `/${uuid}/identity`,
    endpoint: 'getSelectedOffer',
    title: "We couldn't load this step",
    after: 'Your application is saved.',
  },
]

const faults = (endpoint: Fault['endpoint']): [string, Fault][] => [
  ['a server error', { endpoint, status: 503 } as Fault],
  ['no answer', { endpoint, networkError: true } as Fault],
]

describe('a failed load says what to do, by what failed', () => {
  it.each(
    screens.flatMap((row) =>
      faults(row.endpoint).map(([kind, fault]) => ({ ...row, kind, fault })),
    ),
  )('$screen, $kind', async (row) => {
    const simulation = await createSimulation({ services: testServices, scenario: row.scenario })
    simulation.faults.load([row.fault])
    const appUuid = simulation.engine.collections.applications.all()[0]?.appUuid as string
    await renderApp(row.path(appUuid), { simulation })
    await waitUntil(() => screen.getByText(row.title))
    const advice = adviceFor(row.fault)
    expect(screen.getByText(row.after ? `${advice} ${row.after}` : advice)).toBeTruthy()
    if (!('networkError' in row.fault))
      expect(screen.queryByText(/Check your connection/)).toBeNull()
  })
})
