import { Agent, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { createSimServer } from '@sim/node/create-server'
import { SERVER_LIMITS, type ServerLimits } from '@sim/node/server-limits'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { close, listen, type SendOptions, send as sendRaw } from './loopback-server'

/**
 * The simulation server shared by many testers on one address (a proxy, a NAT, one machine):
 * slow clients do not starve fast ones, a refused body does not stall its connection, the form
 * sign-in refuses other sites, and an oversized body is refused in the error format
 * (docs/decisions/0021).
 */

const LENDING = SHIPPED_SERVICE_PATHS.lending
const COUNTRIES = `${LENDING}/insecure/api/v1/countries/valid`
const CREATE = `${LENDING}/insecure/api/v1/applications/create`
const FORM = '/__simulation/sign-in-form'

/** Each request on a connection of its own unless it brings an agent. */
const send = (origin: string, path: string, options: SendOptions = {}) =>
  sendRaw(origin, path, { agent: false, ...options })

/** A connection that sends `text` and then waits; what the server writes back is kept. */
interface Held {
  socket: Socket
  received: () => string
  closed: Promise<void>
}

function hold(origin: string, text: string): Promise<Held> {
  const at = new URL(origin)
  return new Promise((resolve, reject) => {
    let received = ''
    const socket = connect(Number(at.port), at.hostname, () => {
      socket.write(text)
      resolve({ socket, received: () => received, closed })
    })
    const closed = new Promise<void>((done) => socket.on('close', () => done()))
    socket.on('data', (chunk) => {
      received += chunk.toString()
    })
    socket.on('error', () => {})
    socket.once('error', reject)
  })
}

const slowHeaders = (path = COUNTRIES) => `GET ${path} HTTP/1.1\r\nHost: x\r\nX-Slow: `
const slowBody = (headers = '') =>
  `POST ${CREATE} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}Content-Length: 100\r\n\r\n{`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What a refusal of the error format looks like. */
function expectRefusal(answer: { status: number; body: string; headers: IncomingHttpHeaders }) {
  expect(answer.headers['content-type']).toMatch(/^application\/json/)
  const body = JSON.parse(answer.body) as { status: number; code: string; message: string }
  expect(body.status).toBe(answer.status)
  expect(body.code).toMatch(/^[A-Z_]+$/)
  expect(body.code).not.toBe('ERROR')
  expect(typeof body.message).toBe('string')
}

/** The status line, headers and body of a raw answer. */
function parseRaw(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n')
  const [statusLine = '', ...lines] = head.split('\r\n')
  const headers: IncomingHttpHeaders = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body }
}

let server: Server
let origin: string
let token: string
let otherToken: string
let appUuid: string

beforeAll(async () => {
  ;({ server } = await createSimServer({ staticDir: '.', scenario: 'returning-borrower' }))
  origin = await listen(server)
  const signIn = await send(origin, '/__simulation/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dana.whitfield@example.com' }),
  })
  token = (JSON.parse(signIn.body) as { token: string }).token
  const other = await send(origin, '/__simulation/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'someone.else@example.com' }),
  })
  otherToken = (JSON.parse(other.body) as { token: string }).token
  const apps = await send(origin, `${LENDING}/secure/api/v1/fetch-user/apps`, {
    headers: { authorization: `Bearer ${token}` },
  })
  appUuid = (JSON.parse(apps.body) as { appUuid: string }[])[0]?.appUuid ?? ''
})

afterAll(async () => {
  await close(server)
})

describe('1. slow clients on one address do not starve a fast one', () => {
  it.each([
    ['slow headers', () => slowHeaders()],
    ['slow bodies', () => slowBody()],
  ])(
    '200 connections with %s held open, a normal request from the same address is answered',
    async (_, text) => {
      const held: Held[] = []
      try {
        for (let index = 0; index < 200; index++) held.push(await hold(origin, text()))
        const answer = await send(origin, COUNTRIES)
        console.log(`fairness: a normal request beside 200 held connections took ${answer.ms} ms`)
        expect(answer.status).toBe(200)
        expect(answer.ms).toBeLessThan(2_000)
      } finally {
        for (const each of held) each.socket.destroy()
      }
    },
  )

  /** A server whose limits are small, so the tests reach them with a few connections. */
  async function smallServer(limits: Partial<ServerLimits>) {
    const { server: small } = await createSimServer({
      staticDir: '.',
      limits: { ...SERVER_LIMITS, checkIntervalMs: 50, ...limits },
    })
    return { small, at: await listen(small) }
  }

  it('lets go of the slow connections of one client past its share, each with a 503 and Retry-After', async () => {
    const { small, at } = await smallServer({ stalledPerClient: 4, stalledAfterMs: 100 })
    const held: Held[] = []
    try {
      for (let index = 0; index < 10; index++) held.push(await hold(at, slowHeaders()))
      await sleep(400)
      const answered = held.filter((each) => each.received().startsWith('HTTP/1.1 503'))
      expect(answered.length).toBeGreaterThanOrEqual(6)
      const first = parseRaw((answered[0] as Held).received())
      expect(first.headers['retry-after']).toMatch(/^\d+$/)
      expectRefusal(first)
      // The ones kept, and a fast request, are still answered.
      expect((await send(at, COUNTRIES)).status).toBe(200)
    } finally {
      for (const each of held) each.socket.destroy()
      await close(small)
    }
  })

  it('counts a slow body carrying a session token apart from the anonymous ones of its address', async () => {
    const { small, at } = await smallServer({ stalledPerClient: 4, stalledAfterMs: 100 })
    const held: Held[] = []
    try {
      // The oldest of all, but the only one of its client.
      const signedIn = await hold(at, slowBody(`Authorization: Bearer ${token}\r\n`))
      for (let index = 0; index < 10; index++) held.push(await hold(at, slowBody()))
      await sleep(400)
      expect(held.filter((each) => each.received().startsWith('HTTP/1.1 503')).length).toBe(6)
      expect(signedIn.received()).toBe('')
      held.push(signedIn)
    } finally {
      for (const each of held) each.socket.destroy()
      await close(small)
    }
  })

  it('past the connections one address may open, answers the next 503 with Retry-After instead of closing it', async () => {
    const { small, at } = await smallServer({ connectionsPerAddress: 3 })
    const held: Held[] = []
    try {
      for (let index = 0; index < 3; index++) held.push(await hold(at, ''))
      const extra = await hold(at, '')
      held.push(extra)
      await extra.closed
      const answer = parseRaw(extra.received())
      expect(answer.status).toBe(503)
      expect(answer.headers['retry-after']).toMatch(/^\d+$/)
      expectRefusal(answer)
    } finally {
      for (const each of held) each.socket.destroy()
      await close(small)
    }
  })
})

describe('2. a refused body does not stall its connection', () => {
  it.each([
    ['without a token', 401, (): Record<string, string> => ({})],
    ['of another borrower', 404, () => ({ authorization: `Bearer ${otherToken}` })],
  ])(
    'after a refused body of 300 KB (%s: %i), the next request on the connection is answered at once',
    async (_, status, headers) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      try {
        const refused = await send(
          origin,
          `${LENDING}/secure/api/v1/applications/${appUuid}/collateral/release`,
          {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', ...headers() },
            body: JSON.stringify({ returnAddress: 'x'.repeat(300 * 1024) }),
          },
        )
        const next = await send(origin, COUNTRIES, { agent })
        console.log(
          `refused body: ${refused.status} in ${refused.ms} ms, then ${next.status} in ${next.ms} ms`,
        )
        expect(refused.status).toBe(status)
        expect(next.status).toBe(200)
        expect(next.ms).toBeLessThan(1_000)
      } finally {
        agent.destroy()
      }
    },
  )
})

describe('3. the form sign-in refuses another site', () => {
  const post = (headers: Record<string, string>) =>
    send(origin, FORM, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'email=attacker%40example.com',
    })

  it.each([
    ['another port', { origin: 'http://127.0.0.1:1' }],
    ['another host', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (another port)', { 'sec-fetch-site': 'same-site' }],
  ])('a form posted from %s is refused, signing nobody in', async (_, headers) => {
    const answer = await post(headers)
    expect(answer.status).toBe(403)
    expect(answer.body).not.toContain('simulated-token')
  })

  it.each([
    ['its own origin', () => ({ origin, 'sec-fetch-site': 'same-origin' })],
    ['a script (no Origin)', () => ({})],
  ])('a form posted from %s signs in', async (_, headers) => {
    const answer = await post(headers())
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('simulated-token')
  })
})

describe('4. oversized arrays and parameter lists: a 4xx in the error format, quickly', () => {
  const many = (count: number, item: unknown) => Array.from({ length: count }, () => item)

  it.each([
    [
      'consents of the profile',
      'PUT',
      () => `${SHIPPED_SERVICE_PATHS.profile}/profile`,
      () => ({ consents: many(130_000, {}) }),
    ],
    [
      'consents of a borrower',
      'POST',
      () => `${LENDING}/secure/api/v1/applications/${appUuid}/borrowers/${appUuid}/consents`,
      () => ({ consents: many(130_000, {}) }),
    ],
    [
      'products of a link token',
      'POST',
      () => `${SHIPPED_SERVICE_PATHS.bankLink}/api/v1/authlink/linkTokenCreate`,
      () => ({ clientName: 'x', redirectURI: 'x', products: many(130_000, '') }),
    ],
    [
      'an anonymous body of 85,000 fields',
      'POST',
      () => CREATE,
      () =>
        Object.fromEntries(Array.from({ length: 85_000 }, (_, index) => [index.toString(36), 0])),
    ],
  ])('%s', async (_, method, path, body) => {
    const answer = await send(origin, path(), {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body()),
    })
    console.log(`${_}: ${answer.status} in ${answer.ms} ms`)
    // Refused for its size, before the contract's schemas go through it item by item.
    expect(answer.status).toBe(413)
    expectRefusal(answer)
    expect(JSON.parse(answer.body).message).toMatch(/more than [\d,]+ (items|fields|values)/)
  })

  it('a query of thousands of parameters', async () => {
    const query = Array.from({ length: 2_500 }, (_, index) => `a=${index % 10}`).join('&')
    const answer = await send(origin, `${COUNTRIES}?${query}`)
    console.log(`a query of 2,500 parameters: ${answer.status} in ${answer.ms} ms`)
    expect(answer.status).toBe(400)
    expectRefusal(answer)
    expect(JSON.parse(answer.body).message).toMatch(/at most \d+ parameters/)
  })
})
