// @vitest-environment happy-dom

import { servicesAt } from '@sim/service-urls'
import { memoryToken } from '@tests/support/memory-token'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttpClient } from '@/api/http-client'
import type { AppServices } from '@/api/services-context'
import type { RuntimeConfig } from '@/config/runtime-config'
import { readStored } from '@/lib/storage'
import { BROKER_APPLICATION_NAMES, endBrokerSession, startLogin } from '@/session/login'

const BASE = '/account/crypto-backed-loan'

const services = servicesAt('https://lend.test')

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/** The app's services against a stand-in server: the broker flag, login and logout answers. */
function servicesAnswering({
  broker,
  logoutFails = false,
}: {
  broker: boolean
  logoutFails?: boolean
}) {
  const seen: Request[] = []
  const http = createHttpClient({
    services,
    token: memoryToken('jwt'),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      seen.push(request)
      const { pathname } = new URL(request.url)
      if (pathname.endsWith('/api/v2/decision')) return json({ flagEnabled: broker })
      if (pathname.endsWith('/login')) return json({ redirect: 'https://broker.test/sign-in' })
      if (pathname.endsWith('/logout'))
        return logoutFails ? json({ message: 'down' }, 503) : json({ redirect: `${BASE}/start` })
      return json({ message: 'unexpected' }, 404)
    },
  })
  const app: AppServices = {
    config: { orgCode: 'MERIDIAN', services } as RuntimeConfig,
    http,
    token: memoryToken('jwt'),
  }
  return { app, seen }
}

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('starting sign-in (refinance-release-shell §4, §7)', () => {
  it('goes to the legacy login page when the visitor does not use the broker', async () => {
    const { app, seen } = servicesAnswering({ broker: false })
    expect(await startLogin(app, `${BASE}/start?state=CA`)).toEqual({ kind: 'legacy' })
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual([
      '/service-optimize/borrower/api/v2/decision',
    ])
  })

  it.each(['customer', 'agent'] as const)(
    'asks the broker as a %s with its application name and the organisation, and keeps the nonce with the return path',
    async (audience) => {
      const { app, seen } = servicesAnswering({ broker: true })
      const start = await startLogin(app, `${BASE}/3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b`, audience)
      expect(start).toEqual({ kind: 'broker', redirect: 'https://broker.test/sign-in' })

      const login = seen.find((request) => request.url.includes('/login'))
      const url = new URL(login?.url ?? '')
      expect(url.pathname).toMatch(new RegExp(`/identity-broker/${audience}/api/v3/login$`))
      expect(login?.headers.get('X-Auth0-Application-Name')).toBe(
        BROKER_APPLICATION_NAMES[audience],
      )
      expect(login?.headers.get('X-Org')).toBe('MERIDIAN')
      expect(url.searchParams.get('telemetryTrackingId')).toBe(readStored('trackerId'))

      const pending = readStored('pendingLogin')
      expect(pending?.returnPath).toBe(`${BASE}/3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b`)
      expect(url.searchParams.get('state')).toBe(pending?.state)
    },
  )

  it.each([
    ['customer', 'identity-broker'],
    ['agent', 'portfolio-manager'],
  ] as const)(
    'decides the broker for a %s with the %s experiment key (§7)',
    async (audience, key) => {
      const { app, seen } = servicesAnswering({ broker: false })
      await startLogin(app, `${BASE}/start`, audience)
      const decision = seen.find((request) => request.url.endsWith('/api/v2/decision'))
      expect(await decision?.json()).toEqual({
        experimentKey: key,
        ignoreIdentify: true,
        optimizeUser: {
          attributes: { organization: 'MERIDIAN', trackerId: readStored('trackerId') },
        },
      })
    },
  )

  it('returns to the offer builder when the path to come back to breaks the redirect rule', async () => {
    const { app } = servicesAnswering({ broker: true })
    await startLogin(app, '//evil.example/steal')
    expect(readStored('pendingLogin')?.returnPath).toBe(`${BASE}/start`)
  })
})

describe('ending the broker session', () => {
  it("follows the broker's redirect", async () => {
    const { app } = servicesAnswering({ broker: true })
    expect(await endBrokerSession(app)).toBe(`${BASE}/start`)
  })

  it('answers nothing when the logout call fails, so the legacy login page is shown', async () => {
    const { app } = servicesAnswering({ broker: true, logoutFails: true })
    expect(await endBrokerSession(app)).toBeNull()
  })
})
