// @vitest-environment happy-dom

import type { EndpointDefinition } from '@contract/endpoint'
import type { OrganisationInfo } from '@contract/organisation'
import { createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/api-error'
import type { HttpClient } from '@/api/http-client'
import type { SessionToken } from '@/api/session-token'
import { App, createAppRuntime } from '@/app/app'
import { onCaughtError } from '@/app/caught-errors'
import type { RuntimeConfig } from '@/config/runtime-config'
import { NEXT_STEPS } from '@/domain/next-step'

const BASE = '/account/crypto-backed-loan'
const APP_UUID = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b'

const organisation: OrganisationInfo = {
  orgCode: 'MERIDIAN',
  canonicalOrgCode: 'MERIDIAN',
  orgBrand: {
    name: 'Meridian Lending',
    logoUrl: null,
    colours: { primary: '#1f4f8f', primaryText: '#ffffff', accent: '#2f7d6d' },
  },
  baseUrl: 'https://meridian.example',
  supportPhone: '+18005550199',
  supportEmail: 'help@meridian.example',
  metadata: {
    company: {
      legalName: 'Meridian Lending LLC',
      nmlsNumber: '123456',
      termsUrl: 'https://meridian.example/terms',
      privacyUrl: 'https://meridian.example/privacy',
      licensesUrl: 'https://meridian.example/licenses',
      fairLendingLogo: 'EQUAL_HOUSING',
      excludedCountries: ['Cuba', 'Iran'],
    },
    products: { international: false, wholesale: false },
  },
  pricingData: { internationalOriginationFee: 1.5 },
}

const config = { orgCode: 'MERIDIAN', services: {} } as RuntimeConfig

interface World {
  organisation?: OrganisationInfo | null
  states?: string[]
  signedIn?: boolean
}

/** An application id that starts with a letter, as the login redirect rule needs. */
const LETTER_APP_UUID = 'c3f2b8c1-9a4d-4e2f-8b7a-1c2d3e4f5a6b'

function renderApp(path: string, world: World = {}) {
  let states = world.states ?? ['APP_START']
  let stateCalls = 0
  const http = {
    call: async (endpoint: EndpointDefinition) => {
      switch (endpoint.id) {
        case 'getOrganisationInfo':
          if (world.organisation === null) {
            throw new ApiError(
              'Not found',
              404,
              'Not Found',
              null,
              '/content/organizations/MERIDIAN',
            )
          }
          return world.organisation ?? organisation
        case 'getValidStates':
          return {
            validStates: [
              { state: 'NY', rateEnabled: true, minLoanAmount: 5000, maxLoanAmount: 1_000_000 },
            ],
          }
        case 'getApplicationState': {
          const state = states[Math.min(stateCalls, states.length - 1)]
          stateCalls += 1
          return { state, stage: 'APPLYING' }
        }
        case 'getUserApplications':
          return []
        case 'getApplication':
          // A renewal's reading is not this harness's concern: it fails as a read does.
          throw new ApiError(
            'Service unavailable',
            503,
            'Service Unavailable',
            null,
            '/applications',
          )
        case 'linkBorrower':
          return { identityUuid: '5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d' }
        default:
          throw new Error(`Unexpected call ${endpoint.id}`)
      }
    },
  } as unknown as HttpClient
  const token: SessionToken = {
    get: () => (world.signedIn ? 'token' : null),
    set: () => {},
    clear: () => {},
  }
  const history = createMemoryHistory({ initialEntries: [`${BASE}${path}`] })
  const runtime = createAppRuntime(config, { http, token, history })
  render(<App config={config} runtime={runtime} />, { onCaughtError })
  return {
    runtime,
    stateCalls: () => stateCalls,
    /** The lender moves the application on: later state answers follow these. */
    moveTo: (...next: string[]) => {
      states = [...states.slice(0, stateCalls), ...next]
    },
  }
}

// findBy and waitFor wait up to 5 s, as waitUntil does elsewhere: 1 s was passed under load.
configure({ asyncUtilTimeout: 5_000 })
beforeEach(() => sessionStorage.clear())
afterEach(cleanup)

describe('routing', () => {
  it('sends the offer builder without a residence to residency', async () => {
    const { runtime } = renderApp('/start')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where do you live?' }),
    ).toBeTruthy()
    expect(runtime.router.state.location.pathname).toBe('/residency')
  })

  it('sends an unknown path to the start (and so to residency)', async () => {
    const { runtime } = renderApp('/no/such/page')
    await screen.findByRole('heading', { level: 1, name: 'Where do you live?' })
    expect(runtime.router.state.location.pathname).toBe('/residency')
  })

  it('sends an unknown path under an application to that application', async () => {
    const { runtime } = renderApp(`/${LETTER_APP_UUID}/somewhere`)
    expect(await screen.findByRole('heading', { name: 'Your application is saved' })).toBeTruthy()
    expect(runtime.router.state.location.pathname).toBe(`/${LETTER_APP_UUID}`)
    // The card's Login and the header's both come back here after signing in.
    for (const link of screen.getAllByRole('link', { name: 'Login' })) {
      expect(link.getAttribute('href')).toBe(
        `${BASE}/auth/login?redirectUrl=${encodeURIComponent(`${BASE}/${LETTER_APP_UUID}`)}`,
      )
    }
  })

  it('carries the whole path, so an id starting with a digit still obeys the redirect rule', async () => {
    renderApp(`/${APP_UUID}`)
    await screen.findByRole('heading', { name: 'Your application is saved' })
    for (const link of screen.getAllByRole('link', { name: 'Login' })) {
      expect(link.getAttribute('href')).toBe(
        `${BASE}/auth/login?redirectUrl=${encodeURIComponent(`${BASE}/${APP_UUID}`)}`,
      )
    }
  })

  it('drops a redirectUrl the rule refuses when the login page reads it', async () => {
    const { runtime } = renderApp(
      `/auth/login?redirectUrl=${encodeURIComponent('/\\evil.example')}`,
    )
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    expect(runtime.router.state.location.search).toEqual({})
  })

  it('has a route for every destination of the routing table', () => {
    const { runtime } = renderApp('/faq')
    const paths = Object.keys(runtime.router.routesByPath)
    for (const step of NEXT_STEPS) {
      expect(paths).toContain(step === 'dashboard' ? '/dashboard' : `/$appUuid/${step}`)
    }
  })

  it('keeps static routes ahead of the application parameter', async () => {
    renderApp('/faq')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeTruthy()
  })

  it('routes a funding state to the complete screen', async () => {
    const { runtime } = renderApp(`/${APP_UUID}`, { signedIn: true, states: ['FUNDABLE'] })
    await waitFor(() =>
      expect(runtime.router.state.location.pathname).toBe(`/${APP_UUID}/complete`),
    )
  })

  it('polls a moving state, then routes on', async () => {
    const { runtime, stateCalls } = renderApp(`/${APP_UUID}`, {
      signedIn: true,
      states: ['SOFT_CREDIT', 'SOFT_CREDIT', 'SOFT_CREDIT_FROZEN'],
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credit file is frozen' }),
    ).toBeTruthy()
    expect(stateCalls()).toBe(3)
    expect(runtime.router.state.location.pathname).toBe(`/${APP_UUID}/credit-frozen`)
  })

  it('routes a state it does not know to the dashboard', async () => {
    const { runtime } = renderApp(`/${APP_UUID}`, { signedIn: true, states: ['SOMETHING_NEW'] })
    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy()
    expect(runtime.router.state.location.pathname).toBe('/dashboard')
  })

  it('reads the state afresh on every visit, never routing on an earlier answer', async () => {
    const { runtime, moveTo } = renderApp(`/${APP_UUID}`, {
      signedIn: true,
      states: ['OFFER_SELECT'],
    })
    // Routed to the renewal (whose own reading this harness fails).
    await waitFor(() => expect(runtime.router.state.location.pathname).toBe(`/${APP_UUID}/renew`))
    // The lender declines the application; the borrower opens its link again.
    moveTo('DECLINED')
    await act(() => runtime.router.navigate({ to: '/$appUuid', params: { appUuid: APP_UUID } }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application decision' }),
    ).toBeTruthy()
    expect(runtime.router.state.location.pathname).toBe(`/${APP_UUID}/decline`)
  })

  it('stops polling after 20 answers and goes to the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { runtime, stateCalls } = renderApp(`/${APP_UUID}`, {
        signedIn: true,
        states: ['ATTACH_PROFILE'],
      })
      await screen.findByText('Finding your next step…')
      await waitFor(() => expect(stateCalls()).toBeGreaterThan(0))
      // The clock is moved on 100 ms at a time rather than waited for: 2 s of polling in no time.
      for (let step = 0; step < 25 && stateCalls() < 20; step += 1) {
        await act(() => vi.advanceTimersByTimeAsync(100))
      }
      await waitFor(() => expect(runtime.router.state.location.pathname).toBe('/dashboard'))
      await act(() => vi.advanceTimersByTimeAsync(1000))
      expect(stateCalls()).toBe(20)
      expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the brand, support phone and legal footer', async () => {
    renderApp('/faq')
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })
    expect(screen.getByText('Meridian Lending')).toBeTruthy()
    expect(screen.getByRole('link', { name: /\(800\) 555-0199/ }).getAttribute('href')).toBe(
      'tel:+18005550199',
    )
    expect(screen.getByText('NMLS #123456')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Equal Housing Lender' })).toBeTruthy()
    expect(screen.getByText(/Cuba, Iran/)).toBeTruthy()
  })

  it('shows a clear page when the organisation is missing', async () => {
    // The router reports the failed loader on the console; here that failure is the point.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderApp('/start', { organisation: null })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This lender could not be found' }),
    ).toBeTruthy()
    expect(errors.mock.calls.length + warnings.mock.calls.length).toBeGreaterThan(0)
  })
})
