// @vitest-environment happy-dom

import type { Scenario } from '@scenarios/scenario'
import { findScenario } from '@scenarios/scenario-catalogue'
import { caApplicationAt } from '@scenarios/story-parts'
import { createSimulation } from '@sim/create-simulation'
import { SIMULATED_SIGN_IN_PAGE } from '@sim/session/simulated-sign-in'
import { screen, within } from '@testing-library/react'
import { createScenario } from '@tests/support/factories'
import {
  APP_BASE,
  installAppHarness,
  renderApp,
  testServices,
  waitUntil,
} from '@tests/support/render-app'
import { afterEach, describe, expect, it, vi } from 'vitest'

installAppHarness()
afterEach(() => {
  vi.restoreAllMocks()
})

const header = () => document.querySelector<HTMLElement>('.shell-header')!

/** Dana at the checklist, signing in through the legacy login page (no broker). */
function atChecklist(more: Partial<Scenario> = {}): Scenario {
  const base = findScenario('at-next-steps')!
  return {
    ...base,
    decisions: { ...base.decisions, features: { 'identity-broker': false } },
    ...more,
  }
}

async function openChecklist(scenario: Scenario) {
  const simulation = await createSimulation({ services: testServices, scenario })
  const appUuid = simulation.engine.collections.applications.all()[0]!.appUuid
  const app = await renderApp(`/${appUuid}/next-steps`, { simulation })
  return { ...app, appUuid }
}

describe('the session ends when the token is refused (refinance-release-shell §4, §8)', () => {
  it.each([
    { status: 401, message: 'Token expired' },
    { status: 403, message: 'Unauthenticated' },
  ])(
    'on $status "$message" the token is removed and sign-in starts from the page',
    async ({ status, message }) => {
      const app = await openChecklist(
        atChecklist({ faults: [{ endpoint: 'getFinalStepsDashboard', status, message }] }),
      )
      await waitUntil(() => {
        if (!app.location().startsWith('/auth/login')) throw new Error(app.location())
      })
      expect(app.token.get()).toBeNull()
      const search = new URLSearchParams(app.location().split('?')[1])
      expect(search.get('redirectUrl')).toBe(`${APP_BASE}/${app.appUuid}/next-steps`)
      // The header is signed out (the login page offers no Login link to itself).
      await waitUntil(() =>
        expect(within(header()).queryByRole('link', { name: 'Dashboard' })).toBeNull(),
      )
      expect(within(header()).queryByRole('button', { name: 'Sign out' })).toBeNull()
    },
  )

  it('a 403 for another reason keeps the borrower signed in and says the page could not load', async () => {
    const app = await openChecklist(
      atChecklist({
        faults: [{ endpoint: 'getFinalStepsDashboard', status: 403, message: 'Forbidden' }],
      }),
    )
    await waitUntil(() => screen.getByRole('button', { name: /Try again/ }))
    expect(app.token.get()).not.toBeNull()
    expect(app.location()).toBe(`/${app.appUuid}/next-steps`)
    expect(within(header()).getByRole('button', { name: 'Sign out' })).toBeTruthy()
  })

  it('a session that expires on the simulated clock is refused at the next call: sign in again', async () => {
    const app = await openChecklist(atChecklist())
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Final steps' }))
    app.simulation.clock.advance(8 * 60 * 60 * 1000)
    await app.user.click(screen.getByRole('button', { name: 'Start Verify Identity' }))
    await waitUntil(() => {
      if (!app.location().startsWith('/auth/login')) throw new Error(app.location())
    })
    expect(app.token.get()).toBeNull()
  })

  it('a token gone from storage mid-journey (no other tab said so) is a signed-out borrower: sign in again, back to the step', async () => {
    const app = await openChecklist(atChecklist())
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Final steps' }))
    // Removed in this tab, so no storage event tells the app.
    app.token.clear()
    await app.user.click(screen.getByRole('button', { name: 'Start Verify Identity' }))
    await waitUntil(() => {
      if (!app.location().startsWith('/auth/login')) throw new Error(app.location())
    })
    const search = new URLSearchParams(app.location().split('?')[1])
    expect(search.get('redirectUrl')).toBe(`${APP_BASE}/${app.appUuid}/identity`)
    // The header is signed out (the login page offers no Login link to itself).
    await waitUntil(() =>
      expect(within(header()).queryByRole('link', { name: 'Dashboard' })).toBeNull(),
    )
    expect(within(header()).queryByRole('button', { name: 'Sign out' })).toBeNull()
    expect(screen.queryByText(/Check your connection/)).toBeNull()
  })
})

describe('signing out (refinance-release-shell §4)', () => {
  it('goes to the legacy login page when the logout call fails', async () => {
    const simulation = await createSimulation({
      services: testServices,
      scenario: atChecklist({
        faults: [{ endpoint: 'brokerLogout', status: 503, message: 'Unavailable' }],
      }),
    })
    const app = await renderApp('/faq', { simulation })
    await waitUntil(() => within(header()).getByRole('button', { name: 'Sign out' }))
    await app.user.click(within(header()).getByRole('button', { name: 'Sign out' }))
    await waitUntil(() => expect(app.location()).toBe('/auth/login'))
    expect(app.token.get()).toBeNull()
    // The header is signed out (the login page offers no Login link to itself).
    await waitUntil(() =>
      expect(within(header()).queryByRole('link', { name: 'Dashboard' })).toBeNull(),
    )
  })
})

describe('signing in from a page of the application (refinance-release-shell §4)', () => {
  it('a page opened signed out starts sign-in at once, through the broker, to come back to it', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const simulation = await createSimulation({
      services: testServices,
      scenario: createScenario({
        world: {
          borrower: {
            signedIn: false,
            firstName: 'Dana',
            lastName: 'Whitfield',
            email: 'dana@example.com',
          },
          applications: [caApplicationAt('BORROWER_DETAILS')],
        },
      }),
    })
    const appUuid = simulation.engine.collections.applications.all()[0]!.appUuid
    await renderApp(`/${appUuid}/details`, { simulation })
    await waitUntil(() => expect(assign).toHaveBeenCalledTimes(1))
    const to = new URL(String(assign.mock.calls[0]?.[0]), 'http://sim.test')
    expect(to.pathname).toBe(SIMULATED_SIGN_IN_PAGE)
    expect(to.searchParams.get('returnTo')).toBe(`${APP_BASE}/${appUuid}/details`)
  })
})
