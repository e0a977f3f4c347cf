import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { sourceMapsAside, sourceMapsDirOf } from '@scripts/vite-source-maps-aside'
import { CLOCK_ADVANCE_PATH } from '@sim/node/clock-route'
import { CONTROL_KEY_HEADER, createSimServer } from '@sim/node/create-server'
import { type DemoHost, startDemoHost } from '@sim/node/demo-host'
import { SERVER_LIMITS } from '@sim/node/server-limits'
import { isLoopback, startSimServer } from '@sim/node/start-server'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { close, listen, send } from './loopback-server'

/**
 * The simulation's HTTP servers on loopback, as `npm run sim:server` and `npm run preview:demo`
 * run them: one test per hardening of the server (docs/decisions/0017).
 */

const BASE = '/account/crypto-backed-loan/'
const MAP = '{"version":3,"sources":["src/secret-source.ts"],"mappings":""}'
const INDEX_HTML = '<!doctype html><html><body>fixture index</body></html>'
const LENDING = SHIPPED_SERVICE_PATHS.lending
const CONTROL_KEY = 'a-control-key-for-tests'

const postJson = (origin: string, path: string, value: unknown, headers = {}) =>
  send(origin, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(value),
  })

let root: string
let dist: string
let server: Server
let origin: string
let keyed: Server
let keyedOrigin: string
let demo: DemoHost
let demoOrigin: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'server-hardening-'))
  dist = join(root, 'dist')
  await mkdir(join(dist, 'assets'), { recursive: true })
  await writeFile(join(dist, 'index.html'), INDEX_HTML)
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'export {}\n')
  await writeFile(join(dist, 'assets', 'app-abc123.js.map'), MAP)
  await writeFile(join(dist, 'assets', 'app-abc123.js.map.br'), brotliCompressSync(MAP))
  await writeFile(join(dist, 'config.json'), JSON.stringify({ services: SHIPPED_SERVICE_PATHS }))
  await writeFile(join(dist, '_headers'), '/*\n  X-From-Host-File: yes\n')
  ;({ server } = await createSimServer({ staticDir: dist, scenario: 'returning-borrower' }))
  origin = await listen(server)
  ;({ server: keyed } = await createSimServer({ staticDir: dist, controlKey: CONTROL_KEY }))
  keyedOrigin = await listen(keyed)
  demo = await startDemoHost({ staticDir: dist })
  demoOrigin = new URL(demo.baseUrl).origin
})

afterAll(async () => {
  await close(server)
  await close(keyed)
  await demo?.close()
  await rm(root, { recursive: true, force: true })
})

describe('4. no source map is served, however its path is spelled', () => {
  const spellings = [
    'assets/app-abc123.js.map',
    'assets/app-abc123.js.map/',
    'assets/app-abc123.js.map/.',
    'assets/app-abc123.js.map/%2e',
    'assets/app-abc123.js.map\\',
    'assets/app-abc123.js.map%5c',
    'assets/app-abc123.js.map%5C.',
    'assets/app-abc123.js.map%2f',
    'assets/app-abc123.js.map//',
    'assets/./app-abc123.js.map',
    'assets//app-abc123.js.map',
    'assets/x/../app-abc123.js.map',
    'assets/app-abc123.js%2emap',
    'assets/app-abc123.js.map.br',
    // The host files are for the host, not for visitors.
    '_headers',
    '_headers/',
  ]

  it.each(
    spellings.flatMap((path) => [
      ['the simulation server', path],
      ['the demo host', path],
    ]),
  )('%s answers 404 for %s', async (host, path) => {
    const at = host === 'the demo host' ? demoOrigin : origin
    const answer = await send(at, `${BASE}${path}`, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(answer.status).toBe(404)
    expect(answer.body).not.toContain('secret-source')
    expect(answer.body).not.toContain('X-From-Host-File')
    expect(answer.body).not.toContain('fixture index')
  })

  it('a production build leaves its maps beside its folder, not in it', async () => {
    const outDir = join(root, 'built')
    await mkdir(join(outDir, 'assets'), { recursive: true })
    await writeFile(join(outDir, 'assets', 'entry-abc123.js'), 'export {}\n')
    await writeFile(join(outDir, 'assets', 'entry-abc123.js.map'), MAP)
    const plugin = sourceMapsAside() as unknown as {
      configResolved(config: { root: string; build: { outDir: string } }): void
      closeBundle(): void
    }
    plugin.configResolved({ root, build: { outDir: 'built' } })
    plugin.closeBundle()
    expect(await readdir(join(outDir, 'assets'))).toEqual(['entry-abc123.js'])
    expect(await readdir(join(sourceMapsDirOf(outDir), 'assets'))).toEqual(['entry-abc123.js.map'])
  })
})

describe('5. the control calls: loopback by default, a control key beyond it', () => {
  it('listens on 127.0.0.1 unless told otherwise, and moves the clock there without a key', async () => {
    const lines: string[] = []
    const started = await startSimServer({
      port: 0,
      staticDir: dist,
      log: (line) => lines.push(line),
    })
    try {
      const { address, port } = started.server.address() as AddressInfo
      expect(address).toBe('127.0.0.1')
      expect(started.controlKey).toBeUndefined()
      expect(lines.join('\n')).not.toMatch(/Warning|control key|Control calls/i)
      const moved = await postJson(`http://127.0.0.1:${port}`, CLOCK_ADVANCE_PATH, { ms: 1000 })
      expect(moved.status).toBe(200)
    } finally {
      await close(started.server)
    }
  })

  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['my-laptop.local', false],
  ])('counts %s as loopback: %s', (host, loopback) => {
    expect(isLoopback(host)).toBe(loopback)
  })

  it.each([
    { given: 'no key', headers: {}, status: 401 },
    { given: 'a wrong key', headers: { [CONTROL_KEY_HEADER]: 'guessed' }, status: 401 },
    { given: 'an empty key', headers: { [CONTROL_KEY_HEADER]: '' }, status: 401 },
    { given: 'the key', headers: { [CONTROL_KEY_HEADER]: CONTROL_KEY }, status: 200 },
  ])(
    'with a control key, moving the clock with $given answers $status',
    async ({ headers, status }) => {
      const answer = await postJson(keyedOrigin, CLOCK_ADVANCE_PATH, { ms: 1000 }, headers)
      expect(answer.status).toBe(status)
      expect(answer.headers['cache-control']).toBe('no-store')
    },
  )

  it('with a control key, any other control path needs it too, and the sign-in and contract do not', async () => {
    expect((await send(keyedOrigin, '/__simulation/anything-else')).status).toBe(401)
    expect((await send(keyedOrigin, '/__simulation/openapi.json')).status).toBe(200)
    const signIn = await postJson(keyedOrigin, '/__simulation/sign-in', {
      email: 'sam@example.com',
    })
    expect(signIn.status).toBe(200)
    const form = await send(keyedOrigin, '/__simulation/sign-in-form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=sam%40example.com',
    })
    expect(form.status).toBe(200)
  })
})

describe('7. every answer of the API is kept by no cache', () => {
  let token: string
  let appUuid: string

  beforeAll(async () => {
    const signIn = await postJson(origin, '/__simulation/sign-in', {
      email: 'dana.whitfield@example.com',
    })
    token = (JSON.parse(signIn.body) as { token: string }).token
    const apps = await send(origin, `${LENDING}/secure/api/v1/fetch-user/apps`, {
      headers: { authorization: `Bearer ${token}` },
    })
    appUuid = (JSON.parse(apps.body) as { appUuid: string }[])[0]?.appUuid ?? ''
  })

  it.each([
    ['the profile', () => `${SHIPPED_SERVICE_PATHS.profile}/profile`, 200],
    ['the application', () => `${LENDING}/secure/api/v1/applications/${appUuid}`, 200],
    ['the loans', () => `${LENDING}/secure/api/v1/loans`, 200],
    [
      'the identity',
      () => `${SHIPPED_SERVICE_PATHS.identity}/identity/secure/api/v1/identity`,
      200,
    ],
    ['the applications', () => `${LENDING}/secure/api/v1/fetch-user/apps`, 200],
    ['reference data', () => `${LENDING}/insecure/api/v1/states/valid`, 200],
    [
      'an unknown application',
      () =>
        `${LENDING}/secure/api/v1/applications/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      404,
    ],
    ['no such endpoint', () => `${LENDING}/no/such/thing`, 404],
  ])('%s: Cache-Control no-store', async (_, path, status) => {
    const answer = await send(origin, path(), { headers: { authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(status)
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it('a refusal without the token and a wrong method: no-store too', async () => {
    const refused = await send(origin, `${SHIPPED_SERVICE_PATHS.profile}/profile`)
    expect(refused.status).toBe(401)
    expect(refused.headers['cache-control']).toBe('no-store')
    const wrong = await send(origin, `${LENDING}/secure/api/v1/loans`, { method: 'DELETE' })
    expect(wrong.status).toBe(405)
    expect(wrong.headers['cache-control']).toBe('no-store')
  })
})

describe('8. static files answer GET and HEAD only; HEAD on the API answers as GET does', () => {
  const methods = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'MKCOL', 'TRACE']
  const paths = [
    BASE,
    `${BASE}index.html`,
    `${BASE}assets/app-abc123.js`,
    `${BASE}start`,
    `${BASE}config.json`,
  ]

  it.each(
    methods.flatMap((method) =>
      paths.flatMap((path) => [
        ['the simulation server', method, path],
        ['the demo host', method, path],
      ]),
    ),
  )('%s answers %s %s with 405, Allow: GET, HEAD', async (host, method, path) => {
    const at = host === 'the demo host' ? demoOrigin : origin
    const answer = await send(at, path, { method })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
    expect(answer.body).not.toContain('fixture index')
  })

  it.each([
    ['the simulation server', () => origin],
    ['the demo host', () => demoOrigin],
  ])('%s answers GET and HEAD of a static file', async (_, at) => {
    const got = await send(at(), `${BASE}assets/app-abc123.js`)
    const head = await send(at(), `${BASE}assets/app-abc123.js`, { method: 'HEAD' })
    expect([got.status, head.status]).toEqual([200, 200])
    expect(head.body).toBe('')
    expect(head.headers['content-length']).toBe(got.headers['content-length'])
  })

  it.each([
    ['reference data', `${LENDING}/insecure/api/v1/states/valid`, 200],
    ['a secure call without its token', `${SHIPPED_SERVICE_PATHS.profile}/profile`, 401],
    ['no such endpoint', `${LENDING}/no/such/thing`, 404],
  ])('HEAD of %s answers as its GET, without the body', async (_, path, status) => {
    const got = await send(origin, path)
    const head = await send(origin, path, { method: 'HEAD' })
    expect(got.status).toBe(status)
    expect(head.status).toBe(status)
    expect(head.body).toBe('')
    for (const name of ['content-type', 'content-length', 'cache-control']) {
      expect(head.headers[name], name).toBe(got.headers[name])
    }
  })
})

describe('9. bounds: what an error echoes, slow requests, connections per address', () => {
  const huge = 'x'.repeat(1024 * 1024 - 100)

  it.each([
    [
      'an unknown organisation of a megabyte',
      () =>
        postJson(origin, `${LENDING}/insecure/api/v1/applications/create`, { organization: huge }),
    ],
    ['a path of 15 kB no endpoint has', () => send(origin, `${LENDING}/${'y'.repeat(15_000)}`)],
  ])('a refusal of %s echoes at most 1 kB', async (_, ask) => {
    const answer = await ask()
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.body.length).toBeLessThan(1024)
  })

  it('sets how long headers and a whole request may take to arrive', () => {
    for (const each of [server, keyed]) {
      expect(each.headersTimeout).toBe(SERVER_LIMITS.headersTimeoutMs)
      expect(each.requestTimeout).toBe(SERVER_LIMITS.requestTimeoutMs)
    }
    expect(SERVER_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(10_000)
    expect(SERVER_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(60_000)
  })

  it('lets go of a client whose headers come too slowly', async () => {
    const { server: quick } = await createSimServer({
      staticDir: dist,
      limits: {
        ...SERVER_LIMITS,
        headersTimeoutMs: 300,
        requestTimeoutMs: 600,
        checkIntervalMs: 100,
      },
    })
    try {
      const at = new URL(await listen(quick))
      const socket = connect(Number(at.port), at.hostname)
      socket.write(`GET ${BASE} HTTP/1.1\r\nHost: x\r\n`)
      const started = Date.now()
      const answer = await new Promise<string>((resolve) => {
        let text = ''
        socket.on('data', (chunk) => {
          text += chunk.toString()
        })
        socket.on('close', () => resolve(text))
        // A byte now and then, as a slow client would send it.
        const drip = setInterval(() => socket.writable && socket.write('X'), 50)
        socket.on('close', () => clearInterval(drip))
      })
      expect(answer).toMatch(/^HTTP\/1\.1 408/)
      expect(Date.now() - started).toBeLessThan(3_000)
    } finally {
      await close(quick)
    }
  })
  // Connections per address and slow clients: tests/unit/sim/server-fairness.test.ts.
})

describe('10. the security headers, from both hosts', () => {
  const expected = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  }

  it.each(
    [
      BASE,
      `${BASE}assets/app-abc123.js`,
      `${BASE}start`,
      `${BASE}assets/gone-zzz999.js`,
      '/elsewhere',
    ]
      .flatMap((path) => [
        ['the simulation server', path],
        ['the demo host', path],
      ])
      .concat([['the simulation server', `${LENDING}/insecure/api/v1/states/valid`]]),
  )('%s sends them with %s', async (host, path) => {
    const at = host === 'the demo host' ? demoOrigin : origin
    const answer = await send(at, path)
    expect(answer.headers).toMatchObject(expected)
    expect(answer.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/)
    expect(answer.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/)
    expect(answer.headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/)
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})
