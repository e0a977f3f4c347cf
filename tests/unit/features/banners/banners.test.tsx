// @vitest-environment happy-dom

import { BANNER_FORMAT_ERROR, getBanners } from '@contract/banners'
import type { EndpointDefinition } from '@contract/endpoint'
import {
  bannerInfo,
  bannerWarnUpdated,
  DELAY_MESSAGE,
  DELAY_UPDATED_MESSAGE,
  MAINTENANCE_MESSAGE,
  RATES_MESSAGE,
} from '@scenarios/platform'
import type { Scenario } from '@scenarios/scenario'
import { createSimulation } from '@sim/create-simulation'
import { cleanup, screen, within } from '@testing-library/react'
import { memoryToken } from '@tests/support/memory-token'
import { installAppHarness, renderApp, testServices, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { createHttpClient, type HttpClient } from '@/api/http-client'
import { fetchBanners } from '@/api/queries/reference'
import { bannerKeys } from '@/api/query-keys'

installAppHarness()

const announcements = () => screen.getByRole('region', { name: 'Announcements' })
const residencyHeading = () => screen.getByRole('heading', { level: 1 })

describe('the banner in the page shell (refinance-release-shell §2, §9)', () => {
  it('shows one banner, the newest, above the page', async () => {
    await renderApp('/residency', { scenario: bannerInfo })
    await waitUntil(() => within(announcements()).getByText(MAINTENANCE_MESSAGE))
    expect(within(announcements()).getAllByRole('status')).toHaveLength(1)
    expect(screen.queryByText(RATES_MESSAGE)).toBeNull()
    expect(residencyHeading()).toBeTruthy()
  })

  it('shows nothing when the file holds no banner', async () => {
    const app = await renderApp('/residency')
    await waitUntil(() => residencyHeading())
    await waitUntil(() => {
      if (app.requests.count('/banners/production') !== 1) throw new Error('not asked yet')
    })
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull()
  })

  it('stays dismissed across a reload, and shows again once the banner is updated', async () => {
    const simulation = await createSimulation({
      services: testServices,
      scenario: bannerWarnUpdated,
    })
    const first = await renderApp('/residency', { simulation })
    await waitUntil(() => within(announcements()).getByText(DELAY_MESSAGE))
    await first.user.click(within(announcements()).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText(DELAY_MESSAGE)).toBeNull()
    // Focus stays on the page rather than falling to the document's body.
    expect(document.activeElement).toBe(screen.getByRole('main'))

    // A reload: the same world and browser storage, a new app.
    cleanup()
    const second = await renderApp('/residency', { simulation })
    await waitUntil(() => residencyHeading())
    await waitUntil(() => {
      if (second.requests.count('/banners/production') !== 1) throw new Error('not asked yet')
    })
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull()

    // The lender updates the banner an hour in; the next load shows the new version.
    simulation.clock.advance(60 * 60_000)
    cleanup()
    await renderApp('/residency', { simulation })
    await waitUntil(() => within(announcements()).getByText(DELAY_UPDATED_MESSAGE))
  })

  it('keeps dismissals as banner ids and versions only', async () => {
    const app = await renderApp('/residency', { scenario: bannerWarnUpdated })
    await waitUntil(() => within(announcements()).getByText(DELAY_MESSAGE))
    await app.user.click(within(announcements()).getByRole('button', { name: 'Dismiss' }))
    expect(JSON.parse(localStorage.getItem('crypto-backed-loan.dismissed-banners') ?? '')).toEqual({
      '5b0d93fa-6e21-4c87-b3a4-1d7f2e9c8b53': '2025-03-03T08:00:00.000Z',
    })
  })

  it('offers no Dismiss on a banner that cannot be dismissed', async () => {
    const fixed: Scenario = {
      ...bannerInfo,
      world: {
        ...bannerInfo.world,
        banners: bannerInfo.world?.banners?.map((banner) => ({ ...banner, dismissable: false })),
      },
    }
    await renderApp('/residency', { scenario: fixed })
    await waitUntil(() => within(announcements()).getByText(MAINTENANCE_MESSAGE))
    expect(within(announcements()).queryByRole('button')).toBeNull()
  })

  it('shows markup in a banner as text and creates no element from it', async () => {
    const markup =
      '<img src=x onerror="alert(1)"><b>Bold</b> <a href="https://evil.example">link</a>'
    const hostile: Scenario = {
      ...bannerInfo,
      world: {
        ...bannerInfo.world,
        banners: [{ ...bannerInfo.world!.banners![0]!, message: markup }],
      },
    }
    await renderApp('/residency', { scenario: hostile })
    const region = await waitUntil(() => announcements())
    await waitUntil(() => within(region).getByText(markup))
    expect(region.querySelector('img, b, a')).toBeNull()
  })

  it('holds a malformed file’s error in state, with the spec’s message, and shows no banner', async () => {
    const real = createHttpClient({ services: testServices, token: memoryToken(null) })
    const malformed = createHttpClient({
      services: testServices,
      token: memoryToken(null),
      fetch: async () =>
        new Response(JSON.stringify([{ uuid: 'x', message: 42 }]), {
          headers: { 'content-type': 'application/json' },
        }),
    })
    const http: HttpClient = {
      call: ((endpoint: EndpointDefinition, input?: object) =>
        endpoint.id === getBanners.id
          ? malformed.call(endpoint, input)
          : real.call(endpoint, input)) as HttpClient['call'],
    }
    const app = await renderApp('/residency', { scenario: bannerInfo, http })
    await waitUntil(() => residencyHeading())
    const state = await waitUntil(() => {
      const held = app.runtime.queryClient.getQueryState(bannerKeys.list('production'))
      if (held?.status !== 'error') throw new Error('not settled')
      return held
    })
    expect(state.error?.message).toBe(BANNER_FORMAT_ERROR)
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull()
  })
})

describe('reading the banner file', () => {
  it('refuses data that does not match the banner format', async () => {
    const http = createHttpClient({
      services: testServices,
      token: memoryToken(null),
      fetch: async () =>
        new Response(JSON.stringify({ banners: 'soon' }), {
          headers: { 'content-type': 'application/json' },
        }),
    })
    await expect(fetchBanners(http, 'production')).rejects.toThrow(BANNER_FORMAT_ERROR)
  })

  it('passes other failures on as they are', async () => {
    const http = createHttpClient({
      services: testServices,
      token: memoryToken(null),
      fetch: async () =>
        new Response(JSON.stringify({ status: 503, code: 'UNAVAILABLE', message: 'Down' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    })
    await expect(fetchBanners(http, 'test')).rejects.toMatchObject({ status: 503, message: 'Down' })
  })
})
