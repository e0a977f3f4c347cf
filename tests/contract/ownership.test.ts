import { allEndpoints } from '@contract/catalogue'
import type { EndpointDefinition } from '@contract/endpoint'
import { CALLERS, type Caller, type OwnedApplication } from '@tests/support/owned-application'
import { describe, expect, it } from 'vitest'
import {
  expectEveryAnswerToHold,
  ownedApplicationForTheFile,
  pathOf,
} from './owned-application-rows'

const world = ownedApplicationForTheFile()

/**
 * Who may reach an owned application (docs/decisions/0018): every call of the contract that
 * names an application, by six callers, over real HTTP to the simulation server on loopback.
 * One world serves every row: the other callers are refused before anything is read, and the
 * owner, who goes last in each row, sends an empty body that changes nothing the table reads. Only the owner gets through; a secure call without a
 * valid session is 401 (sign in), and every other caller is told the application does not
 * exist (404), on insecure calls too.
 */

const applicationCalls = allEndpoints.filter((endpoint) =>
  endpoint.path.includes('/applications/:'),
)

async function call(
  endpoint: EndpointDefinition,
  identity: Caller,
  { tokens, params, base }: OwnedApplication,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  const token = tokens[identity]
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(`${base(endpoint.service)}${pathOf(endpoint, params)}`, {
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

  it.each(applicationCalls.map((endpoint) => ({ endpoint, id: endpoint.id })))(
    '$id: each of the six callers',
    async ({ endpoint }) => {
      await expectEveryAnswerToHold(
        CALLERS,
        (identity) => call(endpoint, identity, world()),
        (identity, answer) => {
          const want = expected(endpoint, identity)
          return want === 'through'
            ? answer.status !== 401 && !/Application \S+ not found/.test(answer.text)
            : answer.status === want
        },
      )
    },
  )
})
