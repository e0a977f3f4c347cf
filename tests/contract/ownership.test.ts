import {
  CALLERS,
  type Caller,
  type OwnedApplication,
  ownedApplication,
} from '@tests/support/owned-application'
import { server } from '@tests/support/simulated-backend'
import { testServices } from '@tests/support/test-services'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints } from '@/api/contract/catalogue'
import type { EndpointDefinition } from '@/api/contract/endpoint'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

/**
 * Who may reach an owned application (docs/decisions/0018): every call of the contract that
 * names an application, by six callers. Only the owner gets through; a secure call without a
 * valid session is 401 (sign in), and every other caller is told the application does not
 * exist (404), on insecure calls too.
 */

const applicationCalls = allEndpoints.filter((endpoint) =>
  endpoint.path.includes('/applications/:'),
)

async function call(
  endpoint: EndpointDefinition,
  identity: Caller,
  { tokens, params }: OwnedApplication,
) {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  const token = tokens[identity]
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(`${testServices[endpoint.service]}${path}`, {
    method: endpoint.method,
    headers,
    ...(endpoint.method === 'GET' ? {} : { body: '{}' }),
  })
  const text = await response.text()
  return { status: response.status, text }
}

/** What each caller is answered: the owner is never refused for who they are. */
function expected(endpoint: EndpointDefinition, identity: Caller): number | 'through' {
  if (identity === 'owner') return 'through'
  if (endpoint.secure && identity !== 'another borrower') return 401
  return 404
}

describe('an owned application answers its owner alone (every call naming it x six callers)', () => {
  it('names the calls the table covers', () => {
    // The table walks the contract: a new call naming an application joins it by itself.
    expect(applicationCalls.length).toBeGreaterThanOrEqual(36)
    const insecure = applicationCalls.filter((endpoint) => !endpoint.secure).map(({ id }) => id)
    expect(insecure.sort()).toEqual(['getOffers', 'requestOffers', 'selectOffer'])
  })

  // One world per call: the others are refused before anything changes, the owner goes last.
  it.each(applicationCalls.map((endpoint) => ({ endpoint, id: endpoint.id })))(
    '$id: each of the six callers',
    async ({ endpoint }) => {
      const world = await ownedApplication()
      const wrong: string[] = []
      for (const identity of CALLERS) {
        const answer = await call(endpoint, identity, world)
        const want = expected(endpoint, identity)
        const held =
          want === 'through'
            ? answer.status !== 401 && !/Application \S+ not found/.test(answer.text)
            : answer.status === want
        if (!held) wrong.push(`${identity}: ${answer.status} ${answer.text.slice(0, 120)}`)
      }
      expect(wrong).toEqual([])
    },
  )
})
