import { defineEndpoint } from '@contract/endpoint'
import { getValidStates } from '@contract/reference'
import { memoryToken } from '@tests/support/memory-token'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/api/api-error'
import { createHttpClient, serializeQuery } from '@/api/http-client'

const services = {
  lending: 'https://lend.test/service-cryptopl-leap',
  application: 'https://lend.test/service-application-cryptopl',
  profile: 'https://lend.test/profile-service',
  identity: 'https://lend.test',
  identityBroker: 'https://lend.test',
  bankLink: 'https://lend.test/authlink',
  provenance: 'https://lend.test',
  optimize: 'https://lend.test/service-optimize/borrower',
  telemetry: 'https://lend.test/ft/borrower',
  addressLookup: 'https://lend.test/addresses',
  content: 'https://cdn.test',
}

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
}

const secureEcho = defineEndpoint({
  id: 'secureEcho',
  service: 'lending',
  method: 'POST',
  path: '/secure/api/v1/applications/:uuid/echo',
  secure: true,
  query: z.object({ ids: z.array(z.string()).optional(), orgCode: z.string().optional() }),
  body: z.object({ amount: z.number() }),
  response: z.object({ ok: z.boolean() }),
})

function setup(
  respond: (request: Request) => Response | undefined,
  token = memoryToken('jwt-123'),
) {
  const seen: Request[] = []
  const onUnauthenticated = vi.fn()
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    seen.push(request)
    return respond(request) as Response
  })
  const client = createHttpClient({ services, token, onUnauthenticated, fetch: fetchSpy })
  return { client, seen, onUnauthenticated, token, fetchSpy }
}

describe('the HTTP client', () => {
  it('sends the token, credentials and a JSON body on secure calls, with the path filled in', async () => {
    const { client, seen, fetchSpy } = setup(() => json({ ok: true }))
    const answer = await client.call(secureEcho, {
      params: { uuid: 'app 1' },
      query: { ids: ['a', 'b'], orgCode: 'MERIDIAN' },
      body: { amount: 5 },
    })
    expect(answer).toEqual({ ok: true })
    const request = seen[0]!
    expect(request.url).toBe(
      'https://lend.test/service-cryptopl-leap/secure/api/v1/applications/app%201/echo?ids=a&ids=b&orgCode=MERIDIAN',
    )
    expect(request.headers.get('authorization')).toBe('Bearer jwt-123')
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(await request.json()).toEqual({ amount: 5 })
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ credentials: 'include', method: 'POST' })
  })

  it('sends no token on insecure calls', async () => {
    const { client, seen } = setup(() => json({ validStates: [] }))
    await client.call(getValidStates)
    expect(seen[0]!.headers.get('authorization')).toBeNull()
  })

  it('refuses a request body the contract does not accept, before sending it', async () => {
    const { client, fetchSpy } = setup(() => json({ ok: true }))
    await expect(
      client.call(secureEcho, {
        params: { uuid: 'a' },
        body: { amount: 'five' as unknown as number },
      }),
    ).rejects.toThrow()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it.each([
    { status: 401, message: 'Token expired', endsSession: true },
    { status: 403, message: 'Unauthenticated', endsSession: true },
    { status: 403, message: 'Forbidden for this organisation', endsSession: false },
    { status: 500, message: 'Boom', endsSession: false },
  ])(
    'on $status "$message" the session ends: $endsSession',
    async ({ status, message, endsSession }) => {
      const { client, token, onUnauthenticated } = setup(() => json({ message }, { status }))
      const error = await client
        .call(secureEcho, { params: { uuid: 'a' }, body: { amount: 1 } })
        .catch((e) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status, message, body: { message } })
      expect(token.get()).toBe(endsSession ? null : 'jwt-123')
      expect(onUnauthenticated).toHaveBeenCalledTimes(endsSession ? 1 : 0)
    },
  )

  it('keeps the session when a call that carried no token answers 401', async () => {
    const { client, token, onUnauthenticated, seen } = setup(() =>
      json({ message: 'Unauthenticated' }, { status: 401 }),
    )
    // An insecure call never sends the token, so its 401 cannot be about the borrower's sign-in.
    await expect(client.call(getValidStates)).rejects.toMatchObject({ status: 401 })
    expect(seen[0]?.headers.get('authorization')).toBeNull()
    expect(token.get()).toBe('jwt-123')
    expect(onUnauthenticated).not.toHaveBeenCalled()
  })

  it('a secure call refused while no token is kept has the session read again: the borrower is signed out', async () => {
    // The token can leave storage in this tab, which no storage event announces.
    const { client, onUnauthenticated, token, seen } = setup(
      () => json({ message: 'Unauthenticated' }, { status: 401 }),
      memoryToken(null),
    )
    await expect(
      client.call(secureEcho, { params: { uuid: 'a' }, body: { amount: 1 } }),
    ).rejects.toMatchObject({ status: 401 })
    expect(seen[0]?.headers.get('authorization')).toBeNull()
    expect(onUnauthenticated).toHaveBeenCalledTimes(1)
    expect(token.get()).toBeNull()
  })

  it('a call given a token of its own sends that one, whatever token is kept', async () => {
    const { client, seen } = setup(() => json({ ok: true }))
    await client.call(secureEcho, { params: { uuid: 'a' }, body: { amount: 1 }, token: 'pending' })
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer pending')
  })

  it('the refusal of a call given its own token leaves the kept session as it is', async () => {
    // A sign-in not complete yet (its code still due) is not the session of this tab.
    const { client, token, onUnauthenticated } = setup(() =>
      json({ message: 'Unauthenticated' }, { status: 401 }),
    )
    await expect(
      client.call(secureEcho, { params: { uuid: 'a' }, body: { amount: 1 }, token: 'pending' }),
    ).rejects.toMatchObject({ status: 401 })
    expect(token.get()).toBe('jwt-123')
    expect(onUnauthenticated).not.toHaveBeenCalled()
  })

  it('falls back to the status text when the error body has no message', async () => {
    const { client } = setup(() => new Response('nope', { status: 502, statusText: 'Bad Gateway' }))
    await expect(client.call(getValidStates)).rejects.toMatchObject({
      status: 502,
      statusText: 'Bad Gateway',
      message: 'Bad Gateway',
      body: 'nope',
    })
  })

  it('names the URL when a JSON answer cannot be parsed', async () => {
    const { client } = setup(
      () => new Response('{not json', { headers: { 'content-type': 'application/json' } }),
    )
    await expect(client.call(getValidStates)).rejects.toThrow(
      'Response was not convertible to json for https://lend.test/service-cryptopl-leap/insecure/api/v1/states/valid',
    )
  })

  it('names the URL when no response arrives at all', async () => {
    const { client } = setup(() => undefined)
    await expect(client.call(getValidStates)).rejects.toThrow(
      'Response was not defined for https://lend.test/service-cryptopl-leap/insecure/api/v1/states/valid',
    )
  })

  it('rejects an answer that does not match the contract', async () => {
    const { client } = setup(() => json({ validStates: [{ state: 'NY' }] }))
    await expect(client.call(getValidStates)).rejects.toThrow(/did not match the contract/)
  })

  it('reads PDF answers as bytes and other answers as text, by content type', async () => {
    const pdfEndpoint = defineEndpoint({
      id: 'pdf',
      service: 'lending',
      method: 'GET',
      path: '/doc',
      secure: true,
      response: z.instanceof(Blob),
      responseKind: 'pdf',
    })
    const textEndpoint = defineEndpoint({
      id: 'text',
      service: 'lending',
      method: 'GET',
      path: '/text',
      secure: true,
      response: z.string(),
      responseKind: 'text',
    })
    const { client } = setup((request) =>
      request.url.endsWith('/doc')
        ? new Response(new Uint8Array([37, 80, 68, 70]), {
            headers: { 'content-type': 'application/pdf' },
          })
        : new Response('plain words', { headers: { 'content-type': 'text/plain' } }),
    )
    const pdf = await client.call(pdfEndpoint)
    expect(pdf).toBeInstanceOf(Blob)
    expect(new Uint8Array(await (pdf as Blob).arrayBuffer())).toEqual(
      new Uint8Array([37, 80, 68, 70]),
    )
    expect(await client.call(textEndpoint)).toBe('plain words')
  })

  it('turns a network failure into an error with status 0', async () => {
    const client = createHttpClient({
      services,
      token: memoryToken('jwt-123'),
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await expect(client.call(getValidStates)).rejects.toMatchObject({ status: 0 })
  })
})

describe('query serialisation', () => {
  it.each([
    [{}, ''],
    [{ orgCode: 'MERIDIAN' }, '?orgCode=MERIDIAN'],
    [{ a: ['1', '2'], b: 3 }, '?a=1&a=2&b=3'],
    [{ skip: undefined, keep: 'x' }, '?keep=x'],
  ])('%j -> %s', (query, expected) => {
    expect(serializeQuery(query)).toBe(expected)
  })
})
