import { allEndpoints } from '@contract/catalogue'
import { defineEndpoint, type EndpointDefinition, fillPath } from '@contract/endpoint'
import { z } from '@contract/zod'
import { routes } from '@sim/engine/route-table'
import { createHandlers } from '@sim/http/create-handlers'
import { MAX_BODY_BYTES } from '@sim/http/request-limits'
import { server, startBackend, testServices } from '@tests/support/simulated-backend'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

const unrouted = allEndpoints.filter(
  (endpoint) => !routes.some((route) => route.endpoint.id === endpoint.id),
)

/** A call no contract file names, so no route answers it: what a new, unrouted call meets. */
const madeUpEndpoint = defineEndpoint({
  id: 'madeUpCall',
  service: 'lending',
  method: 'POST',
  path: '/secure/api/v1/made-up/:uuid/call',
  secure: true,
  response: z.object({}),
})

function urlOf(endpoint: EndpointDefinition): string {
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name ?? '', 'x1']),
  )
  return `${testServices[endpoint.service]}${fillPath(endpoint.path, params)}`
}

describe('calls the simulation does not answer', () => {
  it('are none: every call of the contract has a route', () => {
    expect(unrouted.map((endpoint) => endpoint.id)).toEqual([])
  })

  it('answer 501 naming the endpoint, in the one error shape, instead of reaching the network', async () => {
    const { simulation } = await startBackend()
    server.resetHandlers(
      ...createHandlers({
        services: testServices,
        routes,
        engine: simulation.engine,
        faults: simulation.faults,
        endpoints: [...allEndpoints, madeUpEndpoint],
      }),
    )
    const response = await fetch(urlOf(madeUpEndpoint), { method: 'POST', body: '{}' })
    expect(response.status).toBe(501)
    const answer = await response.json()
    expect(answer).toEqual({ status: 501, code: 'NOT_IMPLEMENTED', message: expect.any(String) })
    expect(answer.message).toContain(madeUpEndpoint.id)
  })

  it('answers 405 for a known path with the wrong method', async () => {
    await startBackend()
    const response = await fetch(`${testServices.lending}/insecure/api/v2/applications/x1/offers`, {
      method: 'PUT',
      body: '{}',
    })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await response.json()).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' })
  })

  it('answers 404 for a path under a service that the contract does not name', async () => {
    await startBackend()
    const response = await fetch(`${testServices.lending}/insecure/api/v9/nothing`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' })
  })

  it('answers 400 for malformed percent-encoding in the path or the query', async () => {
    await startBackend()
    const path = await fetch(`${testServices.lending}/insecure/api/v1/applications/%E0%A4%A/offers`)
    expect(path.status).toBe(400)
    expect(await path.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' })
    const query = await fetch(`${testServices.lending}/insecure/api/v1/countries/valid?x=%zz`)
    expect(query.status).toBe(400)
  })
})

describe('requests that are not API calls', () => {
  it('pass through untouched: the app’s own files, and paths on a service that shares the origin root', async () => {
    const { simulation } = await startBackend()
    for (const url of [
      'http://sim.test/account/crypto-backed-loan/',
      'http://sim.test/account/crypto-backed-loan/assets/index.js',
      'http://sim.test/account/crypto-backed-loan/mockServiceWorker.js',
      'http://sim.test/favicon.ico',
    ]) {
      expect(await getResponse(simulation.handlers, new Request(url))).toBeUndefined()
    }
  })
})

describe('request bodies over 1 MB', () => {
  const offersPath = '/insecure/api/v2/applications/x1/offers'

  it('answer 413 from the declared length without reading', async () => {
    await startBackend()
    const response = await fetch(`${testServices.lending}${offersPath}`, {
      method: 'POST',
      headers: { 'content-length': String(300 * 1024 * 1024) },
      body: '{}',
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' })
  })

  it('answer 413 to a 300 MB stream after reading little more than 1 MB of it', async () => {
    const { simulation } = await startBackend()
    const { appUuid } = await simulation.engine.createApplication({ organization: 'MERIDIAN' })
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    const total = 300 * 1024 * 1024
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close()
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    // Straight to the handlers: Node's fetch interception would buffer the body first.
    const response = await getResponse(
      simulation.handlers,
      new Request(`${testServices.lending}/insecure/api/v2/applications/${appUuid}/offers`, {
        method: 'POST',
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response?.status).toBe(413)
    expect(pulled).toBeLessThan(4 * MAX_BODY_BYTES)
  })
})

describe('how a call finds its route', () => {
  const literal = defineEndpoint({
    id: 'literalCall',
    service: 'lending',
    method: 'GET',
    path: '/insecure/api/v1/things/special',
    secure: false,
    response: z.object({ route: z.string(), id: z.optional(z.string()) }),
  })
  const template = defineEndpoint({
    id: 'templateCall',
    service: 'lending',
    method: 'GET',
    path: '/insecure/api/v1/things/:thingId',
    secure: false,
    response: z.object({ route: z.string(), id: z.optional(z.string()) }),
  })

  async function answerOf(path: string) {
    const { simulation } = await startBackend()
    server.resetHandlers(
      ...createHandlers({
        services: testServices,
        routes: [
          { endpoint: literal, handle: () => ({ route: 'literal' }) },
          {
            endpoint: template,
            handle: ({ params }: { params: Record<string, string> }) => ({
              route: 'template',
              id: params.thingId,
            }),
          },
        ] as never,
        engine: simulation.engine,
        faults: simulation.faults,
        endpoints: [literal, template],
      }),
    )
    const response = await fetch(`${testServices.lending}${path}`)
    return { status: response.status, body: await response.json() }
  }

  it('the first route of the table whose path matches answers: a literal path listed first wins', async () => {
    expect(await answerOf('/insecure/api/v1/things/special')).toEqual({
      status: 200,
      body: { route: 'literal' },
    })
    expect(await answerOf('/insecure/api/v1/things/other')).toEqual({
      status: 200,
      body: { route: 'template', id: 'other' },
    })
  })

  it('hands the route its path parameters decoded, with or without a trailing slash', async () => {
    expect((await answerOf('/insecure/api/v1/things/a%20b%2Fc')).body).toEqual({
      route: 'template',
      id: 'a b/c',
    })
    expect((await answerOf('/insecure/api/v1/things/plain/')).body).toEqual({
      route: 'template',
      id: 'plain',
    })
  })
})
