import { createApplication } from '@contract/applications'
import { allEndpoints } from '@contract/catalogue'
import { type EndpointDefinition, REQUEST_MEDIA_TYPES } from '@contract/endpoint'
import type { OwnedApplication } from '@tests/support/owned-application'
import { describe, expect, it } from 'vitest'
import {
  expectEveryAnswerToHold,
  ownedApplicationForTheFile,
  pathOf,
} from './owned-application-rows'

// One world over real HTTP on loopback: a refused type changes nothing, and the declared type,
// sent last in each row with an empty body, changes nothing the table reads.
const world = ownedApplicationForTheFile()

/**
 * A body is taken only as the media type its contract declares; anything else is 415, before
 * the call does anything. A page on another site can post text/plain or a form without asking
 * first; it cannot post JSON, so a JSON call that took text would be open to it.
 */

const SENT_AS = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
] as const

const callsWithBodies = allEndpoints.filter((endpoint) => endpoint.bodyKind !== 'none')

function bodyAs(type: (typeof SENT_AS)[number]): { body: BodyInit; headers: HeadersInit } {
  if (type === 'multipart/form-data') {
    const form = new FormData()
    form.append('organization', 'MERIDIAN')
    // fetch writes the type itself, with the boundary.
    return { body: form, headers: {} }
  }
  const text = type === 'application/x-www-form-urlencoded' ? 'organization=MERIDIAN' : '{}'
  return { body: text, headers: { 'content-type': type } }
}

async function send(
  endpoint: EndpointDefinition,
  type: (typeof SENT_AS)[number],
  { tokens, params, base }: OwnedApplication,
) {
  const { body, headers } = bodyAs(type)
  const response = await fetch(`${base(endpoint.service)}${pathOf(endpoint, params)}`, {
    method: endpoint.method,
    headers: { ...headers, authorization: `Bearer ${tokens.owner}` },
    body,
  })
  return { status: response.status, text: await response.text() }
}

describe('a call takes its body only as its contract’s media type (every call with a body)', () => {
  it.each(callsWithBodies.map((endpoint) => ({ endpoint, id: endpoint.id })))(
    '$id: 415 for every type but its own',
    async ({ endpoint }) => {
      const declared = REQUEST_MEDIA_TYPES[endpoint.bodyKind]
      await expectEveryAnswerToHold(
        [...SENT_AS.filter((each) => each !== declared), declared],
        (type) => send(endpoint, type as (typeof SENT_AS)[number], world()),
        (type, answer) =>
          type === declared
            ? answer.status !== 415
            : answer.status === 415 && answer.text.includes(`Send this body as ${declared}`),
      )
    },
  )

  it.each(['text/plain', 'application/x-www-form-urlencoded'] as const)(
    'a cross-site form posting JSON as %s creates no application',
    async (type) => {
      const { simulation, base } = world()
      const before = simulation.engine.collections.applications.count()
      const response = await fetch(`${base('lending')}${createApplication.path}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({ organization: 'MERIDIAN' }),
      })
      expect(response.status).toBe(415)
      expect(simulation.engine.collections.applications.count()).toBe(before)
    },
  )

  it('a call sent with no body at all is not refused for its type', async () => {
    const { tokens, params, base } = world()
    const link = allEndpoints.find((endpoint) => endpoint.id === 'linkBorrower')!
    const path = link.path.replace(':appUuid', params.appUuid ?? '')
    const response = await fetch(`${base('lending')}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.owner}` },
    })
    expect(response.status).not.toBe(415)
  })
})
