// @vitest-environment happy-dom

import { servicedViaApp, wholesaleBrandForcesWeb } from '@scenarios/platform'
import { DETAILS_HEADING } from '@scenarios/replay-parts'
import type { Simulation } from '@sim/create-simulation'
import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { memoryToken } from '@tests/support/memory-token'
import {
  installAppHarness,
  renderApp,
  server,
  testServices,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { createHttpClient } from '@/api/http-client'
import { ServicesProvider } from '@/api/services-context'
import { createAppQueryClient } from '@/app/query-client'
import {
  type MobileAppHandling,
  NextStepResolver,
} from '@/features/next-step/components/next-step-resolver'
import { worldOf } from '../scenario-world'

installAppHarness()

/**
 * The resolver in a router that has the mobile-app page (this version's app does not yet): the
 * page shows the search it was opened with.
 */
function renderResolver(
  simulation: Simulation,
  appUuid: string,
  flags: Pick<MobileAppHandling, 'forceWeb' | 'wholesale'>,
) {
  server.resetHandlers(...simulation.handlers)
  const requests: string[] = []
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url).pathname)
  })
  const token = memoryToken(simulation.engine.currentToken())
  const services = {
    config: { orgCode: 'MERIDIAN', services: testServices },
    http: createHttpClient({ services: testServices, token }),
    token,
  }
  const rootRoute = createRootRoute({ component: Outlet })
  const resolverRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/$appUuid',
    component: function Resolver() {
      const navigate = resolverRoute.useNavigate()
      return (
        <NextStepResolver
          appUuid={appUuid}
          signedIn
          login={{ href: '#', onClick: () => {} }}
          supportPhone="(888) 555-0142"
          mobileApp={{
            ...flags,
            open: (search) =>
              void navigate({ to: '/get-mobile-app' as never, search: search as never }),
          }}
        />
      )
    },
  })
  const detailsRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/$appUuid/details',
    component: () => <h1>{DETAILS_HEADING}</h1>,
  })
  const mobileAppRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/get-mobile-app',
    component: function MobileApp() {
      const search = mobileAppRoute.useSearch() as Record<string, unknown>
      return <h1>Get the app {JSON.stringify(search)}</h1>
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([resolverRoute, detailsRoute, mobileAppRoute]),
    history: createMemoryHistory({ initialEntries: [`/${appUuid}`] }),
  })
  render(
    <QueryClientProvider client={createAppQueryClient(services)}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </QueryClientProvider>,
  )
  return { router, requests }
}

describe('web or mobile app at the start of a journey (core-journey §1, §2)', () => {
  it('sends a borrower whose loan is serviced via the app to /get-mobile-app with loanAmount and appUuid', async () => {
    const { simulation, appUuid } = await worldOf(servicedViaApp)
    const { router } = renderResolver(simulation, appUuid, { forceWeb: false, wholesale: false })
    const heading = await waitUntil(() => screen.getByRole('heading', { name: /^Get the app/ }))
    expect(JSON.parse(heading.textContent?.replace('Get the app ', '') ?? '')).toEqual({
      appUuid,
      // The loan amount of the chosen offer: $25,000 with the 1% origination fee capitalised.
      loanAmount: 25_250,
    })
    expect(router.state.location.pathname).toBe('/get-mobile-app')
  })

  it.each([
    ['forceWeb was given', { forceWeb: true, wholesale: false }],
    ['the brand or borrower is wholesale', { forceWeb: false, wholesale: true }],
  ])('keeps the borrower on the web when %s, without asking the servicer', async (_, flags) => {
    const { simulation, appUuid } = await worldOf(servicedViaApp)
    const { requests } = renderResolver(simulation, appUuid, flags)
    await waitUntil(() => screen.getByRole('heading', { name: DETAILS_HEADING }))
    expect(requests.filter((path) => path.endsWith('/loanStatus'))).toEqual([])
  })

  it('keeps a borrower whose loans are serviced on the web on the web', async () => {
    const { simulation, appUuid } = await worldOf({
      ...servicedViaApp,
      world: { ...servicedViaApp.world, servicedLoans: [{ isServicedViaApp: false }] },
    })
    const { requests } = renderResolver(simulation, appUuid, { forceWeb: false, wholesale: false })
    await waitUntil(() => screen.getByRole('heading', { name: DETAILS_HEADING }))
    expect(requests.filter((path) => path.endsWith('/loanStatus'))).toHaveLength(1)
  })

  it('keeps the borrower on the web when the servicer cannot answer', async () => {
    const { simulation, appUuid } = await worldOf({
      ...servicedViaApp,
      faults: [{ endpoint: 'getLoanStatus', status: 503 }],
    })
    renderResolver(simulation, appUuid, { forceWeb: false, wholesale: false })
    await waitUntil(() => screen.getByRole('heading', { name: DETAILS_HEADING }))
  })

  it('waits for whether the borrower is a broker before deciding', async () => {
    const { simulation, appUuid } = await worldOf(servicedViaApp)
    const { router, requests } = renderResolver(simulation, appUuid, {
      forceWeb: false,
      wholesale: null,
    })
    await waitUntil(() => expect(requests.some((path) => path.endsWith('/krang/state'))).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(router.state.location.pathname).toBe(`/${appUuid}`)
    expect(requests.filter((path) => path.endsWith('/loanStatus'))).toEqual([])
  })
})

// The first render of the details screen loads its module: allow for a cold start.
const COLD_START_MS = 15_000

describe('in the app', () => {
  it.each([
    [
      'a wholesale brand keeps the borrower on the web: the details form',
      wholesaleBrandForcesWeb,
      '',
      { orgCode: 'KESTREL' },
    ],
    [
      'a link with forceWeb keeps the borrower on the web for the tab',
      servicedViaApp,
      '?forceWeb=true',
      {},
    ],
  ])(
    '%s',
    async (_title, scenario, search, options) => {
      const { simulation, appUuid } = await worldOf(scenario)
      const app = await renderApp(`/${appUuid}${search}`, { simulation, ...options })
      await waitUntil(
        () => screen.getByRole('heading', { level: 1, name: DETAILS_HEADING }),
        COLD_START_MS,
      )
      expect(app.requests.count('/loanStatus')).toBe(0)
    },
    COLD_START_MS,
  )
})
