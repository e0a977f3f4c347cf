import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { contentSecurityPolicy } from '@contract/content-security-policy'
import { createSimServer } from '@sim/node/create-server'
import { type DemoHost, startDemoHost } from '@sim/node/demo-host'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { close, listen, type RawAnswer, readAnswer } from './loopback-server'

const BASE = '/account/crypto-backed-loan/'
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="${BASE}assets/app-abc123.js"></script></head><body>fixture index</body></html>`
const APP_JS = `export const app = 'fixture app';\n`.repeat(200)
const SECRET = 'outside the static folder'
const DEMO_CONFIG = '{"orgCode":"HARBORLINE","services":{}}'

let root: string
let server: Server
let origin: string

/** A raw GET: the path goes out exactly as written and the body exactly as sent (no decoding). */
function request(
  path: string,
  headers: Record<string, string> = {},
  at: string = origin,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = get(`${at}${path}`, { headers }, (response) =>
      readAnswer(response).then(resolve, reject),
    )
    outgoing.on('error', reject)
  })
}

function expectSecurityHeaders(answer: RawAnswer) {
  const csp = String(answer.headers['content-security-policy'])
  expect(csp).toContain("default-src 'self'")
  expect(csp).toMatch(/script-src 'self'(;|$)/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(answer.headers['x-frame-options']).toBe('DENY')
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-host-'))
  const dist = join(root, 'dist')
  await mkdir(join(dist, 'assets'), { recursive: true })
  await writeFile(join(root, 'secret.txt'), SECRET)
  await writeFile(join(dist, 'index.html'), INDEX_HTML)
  await writeFile(join(dist, 'assets', 'app-abc123.js'), APP_JS)
  await writeFile(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS))
  await writeFile(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS))
  await writeFile(join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["x"]}')
  await writeFile(join(dist, 'assets', 'plain-def456.css'), 'body { color: black }')
  await writeFile(join(dist, 'config.json'), DEMO_CONFIG)
  ;({ server } = await createSimServer({ staticDir: dist, orgCode: 'MERIDIAN' }))
  origin = await listen(server)
})

afterAll(async () => {
  await close(server)
  await rm(root, { recursive: true, force: true })
})

describe('the simulation server as a static host', () => {
  it('sends the brotli file to a browser that accepts brotli', async () => {
    const answer = await request(`${BASE}assets/app-abc123.js`, { 'accept-encoding': 'gzip, br' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers.vary).toMatch(/accept-encoding/i)
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/)
    expect(brotliDecompressSync(answer.body).toString()).toBe(APP_JS)
  })

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const answer = await request(`${BASE}assets/app-abc123.js`, { 'accept-encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(answer.body).toString()).toBe(APP_JS)
  })

  it('sends the plain file when no encoding is accepted or none was written', async () => {
    const plain = await request(`${BASE}assets/app-abc123.js`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(APP_JS)
    const css = await request(`${BASE}assets/plain-def456.css`, { 'accept-encoding': 'br, gzip' })
    expect(css.status).toBe(200)
    expect(css.headers['content-encoding']).toBeUndefined()
    expect(css.body.toString()).toBe('body { color: black }')
  })

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const file of ['app-abc123.js', 'plain-def456.css']) {
      const answer = await request(`${BASE}assets/${file}`, { 'accept-encoding': 'br' })
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('makes browsers revalidate index.html and SPA routes', async () => {
    for (const path of [BASE, `${BASE}index.html`, `${BASE}start?state=CA`]) {
      const answer = await request(path)
      expect(answer.status).toBe(200)
      expect(answer.headers['cache-control']).toBe('no-cache')
      expect(answer.headers['content-type']).toMatch(/^text\/html/)
      expect(answer.body.toString()).toContain('fixture index')
    }
  })

  it('answers index.html for any route under the base (SPA fallback)', async () => {
    const answer = await request(`${BASE}offers/choose/deeper?x=1`)
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(INDEX_HTML)
  })

  it('answers 404 for a missing asset instead of index.html', async () => {
    const answer = await request(`${BASE}assets/gone-zzz999.js`)
    expect(answer.status).toBe(404)
    expect(answer.body.toString()).not.toContain('fixture index')
  })

  it('never serves source maps', async () => {
    const answer = await request(`${BASE}assets/app-abc123.js.map`)
    expect(answer.status).toBe(404)
    expect(answer.body.toString()).not.toContain('sources')
  })

  it('refuses paths that climb out of the static folder', async () => {
    for (const path of [
      `${BASE}..%2fsecret.txt`,
      `${BASE}..%2F..%2Fdist%2Findex.html`,
      `${BASE}assets/..%2f..%2fsecret.txt`,
      `${BASE}%2e%2e%2fsecret.txt`,
      `${BASE}..%5csecret.txt`,
    ]) {
      const answer = await request(path)
      expect(answer.status, path).toBe(404)
      expect(answer.body.toString(), path).not.toContain(SECRET)
      expect(answer.body.toString(), path).not.toContain('fixture index')
    }
  })

  it('answers config.json from the organisation and the shipped service paths, never cached', async () => {
    const answer = await request(`${BASE}config.json`)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(JSON.parse(answer.body.toString())).toEqual({
      orgCode: 'MERIDIAN',
      services: SHIPPED_SERVICE_PATHS,
    })
    expectSecurityHeaders(answer)
  })

  it('sends the security headers with static files, SPA routes and errors', async () => {
    for (const path of [
      BASE,
      `${BASE}start`,
      `${BASE}assets/app-abc123.js`,
      `${BASE}assets/app-abc123.js.map`,
      '/elsewhere',
    ]) {
      expectSecurityHeaders(await request(path, { 'accept-encoding': 'br' }))
    }
  })

  it('sends the security headers with answers of the simulated backend', async () => {
    const answer = await request(`${SHIPPED_SERVICE_PATHS.lending}/insecure/api/v1/states/valid`)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body.toString())).toHaveProperty('validStates')
    expectSecurityHeaders(answer)
  })

  it('redirects to the base and answers 404 outside it', async () => {
    for (const path of ['/', BASE.slice(0, -1)]) {
      const answer = await request(path)
      expect(answer.status).toBe(302)
      expect(answer.headers.location).toBe(BASE)
    }
    expect((await request('/elsewhere/index.html')).status).toBe(404)
  })
})

describe('the demo host (the demo build on a plain static host)', () => {
  let host: DemoHost
  const get = (path: string, headers: Record<string, string> = {}) =>
    request(path, headers, new URL(host.baseUrl).origin)

  beforeAll(async () => {
    host = await startDemoHost({ staticDir: join(root, 'dist') })
  })
  afterAll(async () => {
    await host?.close()
  })

  it('serves the build with hashed files kept for good and pages revalidated', async () => {
    const script = await get(`${BASE}assets/app-abc123.js`)
    expect(script.status).toBe(200)
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const page = await get(`${BASE}dashboard?scenario=us-happy-path`)
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.body.toString()).toBe(INDEX_HTML)
  })

  it("answers the build's own config.json: the services are the page's simulated ones", async () => {
    const answer = await get(`${BASE}config.json`)
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(DEMO_CONFIG)
  })

  it('compresses nothing on the fly and keeps source maps and other folders out', async () => {
    const css = await get(`${BASE}assets/plain-def456.css`, { 'accept-encoding': 'gzip, br' })
    expect(css.headers['content-encoding']).toBeUndefined()
    expect((await get(`${BASE}assets/app-abc123.js.map`)).status).toBe(404)
    expect((await get(`${BASE}..%2fsecret.txt`)).status).toBe(404)
    expect(
      (await get(`${SHIPPED_SERVICE_PATHS.lending}/insecure/api/v1/states/valid`)).status,
    ).toBe(404)
  })
})

describe('the simulation server with faults', () => {
  let faulty: Server
  let faultyOrigin: string

  beforeAll(async () => {
    ;({ server: faulty } = await createSimServer({
      staticDir: join(tmpdir(), 'no-build-here'),
      scenario: {
        name: 'broken-reference-data',
        description: 'Reference data cannot be read.',
        faults: [
          { endpoint: 'getValidStates', networkError: true },
          { endpoint: 'getValidCountries', status: 503, message: 'Down' },
        ],
      },
    }))
    faultyOrigin = await listen(faulty)
  })

  afterAll(async () => {
    await close(faulty)
  })

  it('drops the connection for a network failure', async () => {
    const path = `${SHIPPED_SERVICE_PATHS.lending}/insecure/api/v1/states/valid`
    await expect(
      new Promise((resolve, reject) => get(`${faultyOrigin}${path}`, resolve).on('error', reject)),
    ).rejects.toThrow(/socket hang up|ECONNRESET/)
  })

  it('passes a failing status on with the security headers', async () => {
    const path = `${SHIPPED_SERVICE_PATHS.lending}/insecure/api/v1/countries/valid`
    const answer = await request(path, {}, faultyOrigin)
    expect(answer.status).toBe(503)
    expectSecurityHeaders(answer)
  })

  it('says so when there is no build to serve', async () => {
    const answer = await request(`${BASE}start`, {}, faultyOrigin)
    expect(`${answer.status} ${answer.body}`).toMatch(
      /^404 No build in .*no-build-here: run npm run build first\./,
    )
  })
})

describe('the content security policy', () => {
  it('allows the services at other origins to be called, and nothing else', () => {
    const csp = contentSecurityPolicy({
      lending: 'https://lending.example.com/service-cryptopl-leap',
      profile: '/service-profile',
      identity: '',
      content: 'https://lending.example.com/content',
    })
    expect(csp).toContain("connect-src 'self' https://lending.example.com;")
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('leaves out of the meta tag what browsers ignore there', () => {
    const csp = contentSecurityPolicy({ lending: '/service-cryptopl-leap' }, 'meta')
    expect(csp).toContain("default-src 'self'")
    expect(csp).not.toContain('frame-ancestors')
  })
})
