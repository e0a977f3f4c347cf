import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { get, type IncomingHttpHeaders, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { HOST_FILES, writeHostFiles } from '@scripts/host-files'
import { hostFilesOfBuild } from '@scripts/vite-host-files'
import { createSimServer } from '@sim/node/create-server'
import { type DemoHost, startDemoHost } from '@sim/node/demo-host'
import { hostPolicy, IMMUTABLE } from '@sim/node/host-policy'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { close, listen } from './loopback-server'

/**
 * The host files (`_headers`, `vercel.json`) and the demo host come from one policy
 * (sim/node/host-policy.ts), and send what the simulation server sends.
 */

const BASE = '/account/crypto-backed-loan/'
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
]

function headersOf(url: string): Promise<IncomingHttpHeaders> {
  return new Promise((done, reject) => {
    get(url, (response) => {
      response.resume()
      response.on('end', () => done(response.headers))
    }).on('error', reject)
  })
}

function securityHeadersOf(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, String(headers[name])]))
}

/** `_headers` as rules: each path with its headers, names in lower case. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>()
  let current: Record<string, string> = {}
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    if (!line.startsWith(' ')) {
      current = {}
      rules.set(line, current)
      continue
    }
    const [name, ...value] = line.trim().split(': ')
    current[(name as string).toLowerCase()] = value.join(': ')
  }
  return rules
}

let root: string
let demoBuild: string
let server: Server
let origin: string
let demo: DemoHost

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'host-files-'))
  demoBuild = join(root, 'dist-demo')
  await mkdir(join(demoBuild, 'assets'), { recursive: true })
  await writeFile(join(demoBuild, 'index.html'), '<!doctype html><title>demo</title>')
  // The demo build ships the project's config.json.
  await copyFile(resolve('public/config.json'), join(demoBuild, 'config.json'))
  // The demo build's host files, as `vite build --mode demo` writes them.
  const plugin = hostFilesOfBuild() as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void
    closeBundle(): Promise<void>
  }
  plugin.configResolved({ root, build: { outDir: 'dist-demo' } })
  await plugin.closeBundle()
  ;({ server } = await createSimServer({ staticDir: join(root, 'no-build') }))
  origin = await listen(server)
  demo = await startDemoHost({ staticDir: demoBuild })
})

afterAll(async () => {
  await close(server)
  await demo?.close()
  await rm(root, { recursive: true, force: true })
})

describe('the demo host and the demo build’s host files', () => {
  it('the demo host sends the security headers the production host (the simulation server) sends', async () => {
    const production = await headersOf(`${origin}${BASE}`)
    const demoHeaders = await headersOf(demo.baseUrl)
    expect(securityHeadersOf(demoHeaders)).toEqual(securityHeadersOf(production))
    expect(demoHeaders['content-security-policy']).toContain("frame-ancestors 'none'")
  })

  it('the demo build’s _headers carries them for every path, and keeps hashed assets for good', async () => {
    const rules = parseHeadersFile(await readFile(join(demoBuild, '_headers'), 'utf8'))
    const sent = securityHeadersOf(await headersOf(demo.baseUrl))
    expect(rules.get('/*')).toEqual(sent)
    expect(rules.get(`${BASE}assets/*`)).toEqual({ 'cache-control': IMMUTABLE })
  })

  it('its vercel.json says the same', async () => {
    const vercel = JSON.parse(await readFile(join(demoBuild, 'vercel.json'), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[]
    }
    const everyPath = vercel.headers.find((rule) => rule.source === '/(.*)')
    const sent = securityHeadersOf(await headersOf(demo.baseUrl))
    expect(
      Object.fromEntries(
        everyPath?.headers.map(({ key, value }) => [key.toLowerCase(), value]) ?? [],
      ),
    ).toEqual(sent)
  })

  it('_redirects and vercel.json answer every route of the app with its page, as the demo host does', async () => {
    expect((await readFile(join(demoBuild, '_redirects'), 'utf8')).trim().split(/\s+/)).toEqual([
      `${BASE}*`,
      `${BASE}index.html`,
      '200',
    ])
    const vercel = JSON.parse(await readFile(join(demoBuild, 'vercel.json'), 'utf8')) as {
      rewrites: { source: string; destination: string }[]
    }
    expect(vercel.rewrites).toEqual([{ source: `${BASE}(.*)`, destination: `${BASE}index.html` }])
    const page = await readFile(join(demoBuild, 'index.html'), 'utf8')
    const answer = await fetch(`${demo.baseUrl}some-application/next-steps?x=1`)
    expect(await answer.text()).toBe(page)
  })

  it('no two rules that can match one path set the same header (Netlify would join them)', () => {
    const [everyPath, ...others] = hostPolicy({ services: {} }).headers
    expect(everyPath?.path).toBe('/*')
    const common = Object.keys(everyPath?.headers ?? {})
    for (const rule of others) {
      expect(Object.keys(rule.headers).filter((name) => common.includes(name))).toEqual([])
    }
  })
})

describe('host files for a production deployment (npm run host-files -- dist/)', () => {
  const config = {
    orgCode: 'MERIDIAN',
    services: {
      lending: 'https://api.lender.example/service-cryptopl-leap',
      profile: '/service-profile',
      content: 'https://content.lender.example/content',
    },
  }

  it('writes every host file from the deployed config.json: its policy names the service origins', async () => {
    const dist = join(root, 'dist')
    await mkdir(dist, { recursive: true })
    await writeFile(join(dist, 'config.json'), JSON.stringify(config))
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/host-files.ts', dist],
      { cwd: resolve('.') },
    )
    expect(stdout).toContain('_headers')
    const rules = parseHeadersFile(await readFile(join(dist, '_headers'), 'utf8'))
    expect(rules.get('/*')?.['content-security-policy']).toContain(
      "connect-src 'self' https://api.lender.example https://content.lender.example;",
    )
    // The same as writing them in this process, and the same as a demo host on that folder.
    const written = await readFile(join(dist, '_headers'), 'utf8')
    await writeHostFiles(dist)
    expect(await readFile(join(dist, '_headers'), 'utf8')).toBe(written)
    const host = await startDemoHost({ staticDir: dist })
    try {
      const sent = securityHeadersOf(await headersOf(host.baseUrl))
      expect(rules.get('/*')).toEqual(sent)
    } finally {
      await host.close()
    }
    expect(Object.keys(HOST_FILES).sort()).toEqual(['_headers', '_redirects', 'vercel.json'])
  })

  it('refuses a config.json without its services', async () => {
    const broken = join(root, 'broken')
    await mkdir(broken, { recursive: true })
    await writeFile(join(broken, 'config.json'), JSON.stringify({ orgCode: 'MERIDIAN' }))
    await expect(writeHostFiles(broken)).rejects.toThrow(/"services" must map each service/)
  })
})
