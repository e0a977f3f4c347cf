import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { getResponse } from 'msw'
import sirv from 'sirv'
import { APP_BASE_PATH } from '@/api/contract/base-path'
import { DEFAULT_ORG_CODE } from '../../fixtures/organisations'
import type { Scenario } from '../../scenarios/scenario'
import { createSimulation } from '../create-simulation'
import { OPENAPI_PATH, openApiJson } from '../openapi/serve-openapi'
import { SHIPPED_SERVICE_PATHS, servicesAt } from '../service-urls'
import { answerClockAdvance } from './clock-route'
import { securityHeaders } from './security-headers'
import { answerSignIn } from './sign-in-pages'

export const BASE_PATH = `${APP_BASE_PATH}/`
// Requests are matched against this origin whatever Host the browser used.
const INTERNAL_ORIGIN = 'http://simulation.internal'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
}

// Vite names built assets with a content hash: a changed file gets a new name.
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{6,}\.\w+$/
const IMMUTABLE = 'public, max-age=31536000, immutable'
const SECURITY_HEADERS = securityHeaders(SHIPPED_SERVICE_PATHS)

/**
 * Whether a path under the base may reach the file server: never a source map, never a
 * segment that climbs out of the folder, however it is encoded.
 */
function isServable(path: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  if (/\.map(\.(br|gz))?$/i.test(decoded)) return false
  return !decoded.split(/[\\/]/).some((segment) => segment === '..' || segment.includes('\0'))
}

export interface SimServerOptions {
  staticDir: string
  /** A scenario name, or scenario data (tests). */
  scenario?: Scenario | string
  orgCode?: string
}

export async function createSimServer({
  staticDir: dir,
  scenario,
  orgCode = DEFAULT_ORG_CODE,
}: SimServerOptions) {
  const staticDir = resolve(dir)
  const simulation = await createSimulation({
    services: servicesAt(INTERNAL_ORIGIN),
    scenario,
    clockRunning: true,
  })

  function toRequest(incoming: IncomingMessage): Request {
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item)
      else if (value !== undefined) headers.set(name, value)
    }
    const method = incoming.method ?? 'GET'
    const hasBody = method !== 'GET' && method !== 'HEAD'
    return new Request(new URL(incoming.url ?? '/', INTERNAL_ORIGIN), {
      method,
      headers,
      body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
      // Node's fetch needs this to stream a request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit)
  }

  async function send(outgoing: ServerResponse, response: Response): Promise<void> {
    if (response.type === 'error') {
      // The scenario asked for a network failure: drop the connection without an answer.
      outgoing.destroy()
      return
    }
    outgoing.statusCode = response.status
    response.headers.forEach((value, name) => {
      outgoing.setHeader(name, value)
    })
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  }

  const assets = sirv(staticDir, {
    // Looks files up on each request, so a rebuild is served without a restart.
    dev: true,
    etag: true,
    single: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      const type = CONTENT_TYPES[extname(pathname)]
      if (type) res.setHeader('Content-Type', type)
      res.setHeader('Cache-Control', HASHED_ASSET.test(pathname) ? IMMUTABLE : 'no-cache')
    },
  })

  function notFound(outgoing: ServerResponse, message = 'Not found'): void {
    outgoing.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(message)
  }

  /** Files of the built app, with index.html for any other route under the base (SPA). */
  function serveStatic(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const url = new URL(incoming.url ?? '/', INTERNAL_ORIGIN)
    const { pathname } = url
    if (pathname === `${BASE_PATH}config.json`) {
      outgoing.setHeader('Content-Type', CONTENT_TYPES['.json'] ?? 'application/json')
      outgoing.setHeader('Cache-Control', 'no-cache')
      outgoing.end(JSON.stringify({ orgCode, services: SHIPPED_SERVICE_PATHS }))
      return
    }
    if (pathname === '/' || pathname === BASE_PATH.slice(0, -1)) {
      outgoing.writeHead(302, { Location: BASE_PATH }).end()
      return
    }
    const path = pathname.slice(BASE_PATH.length - 1)
    if (!pathname.startsWith(BASE_PATH) || !isServable(path)) {
      notFound(outgoing)
      return
    }
    incoming.url = `${path}${url.search}`
    assets(incoming, outgoing, () =>
      existsSync(join(staticDir, 'index.html'))
        ? notFound(outgoing)
        : notFound(outgoing, `No build in ${staticDir}: run npm run build first.`),
    )
  }

  const server = createServer((incoming, outgoing) => {
    void (async () => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) outgoing.setHeader(name, value)
      try {
        const url = new URL(incoming.url ?? '/', INTERNAL_ORIGIN)
        if (url.pathname === OPENAPI_PATH && incoming.method === 'GET') {
          outgoing.setHeader('Content-Type', 'application/json; charset=utf-8')
          outgoing.setHeader('Cache-Control', 'no-cache')
          outgoing.end(openApiJson())
          return
        }
        if (await answerSignIn(simulation, incoming, outgoing, url)) return
        if (await answerClockAdvance(simulation, incoming, outgoing, url)) return
        const response = await getResponse(simulation.handlers, toRequest(incoming))
        if (response) await send(outgoing, response)
        else serveStatic(incoming, outgoing)
      } catch (error) {
        outgoing.statusCode = 500
        outgoing.end(error instanceof Error ? error.message : 'Internal server error')
      }
    })()
  })
  return { server, simulation }
}
