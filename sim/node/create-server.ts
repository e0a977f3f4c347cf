import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import { getResponse } from 'msw'
import { createSimulation } from '../create-simulation'
import { SHIPPED_SERVICE_PATHS, servicesAt } from '../service-urls'

export const BASE_PATH = '/account/crypto-backed-loan/'
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
  '.map': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
}

export interface SimServerOptions {
  staticDir: string
  scenario?: string
  orgCode: string
}

export async function createSimServer({ staticDir: dir, scenario, orgCode }: SimServerOptions) {
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

  /** Files of the built app, with index.html for any other path under the base (SPA routes). */
  async function serveStatic(pathname: string, outgoing: ServerResponse): Promise<void> {
    if (pathname === `${BASE_PATH}config.json`) {
      outgoing.setHeader('Content-Type', CONTENT_TYPES['.json'] ?? 'application/json')
      outgoing.end(JSON.stringify({ orgCode, services: SHIPPED_SERVICE_PATHS }))
      return
    }
    if (pathname === '/' || pathname === BASE_PATH.slice(0, -1)) {
      outgoing.writeHead(302, { Location: BASE_PATH }).end()
      return
    }
    if (!pathname.startsWith(BASE_PATH)) {
      outgoing.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    const relative = normalize(decodeURIComponent(pathname.slice(BASE_PATH.length)))
    const file = join(staticDir, relative)
    // Never serve outside the folder, whatever ../ the path holds.
    const inside = file === staticDir || file.startsWith(staticDir + sep)
    const isFile = inside && (await stat(file).catch(() => null))?.isFile()
    const target = isFile ? file : join(staticDir, 'index.html')
    try {
      const content = await readFile(target)
      outgoing.setHeader(
        'Content-Type',
        CONTENT_TYPES[extname(target)] ?? 'application/octet-stream',
      )
      outgoing.end(content)
    } catch {
      outgoing
        .writeHead(404, { 'Content-Type': 'text/plain' })
        .end(`No build in ${staticDir}: run npm run build first.`)
    }
  }

  const server = createServer((incoming, outgoing) => {
    void (async () => {
      try {
        const request = toRequest(incoming)
        const response = await getResponse(simulation.handlers, request)
        if (response) await send(outgoing, response)
        else await serveStatic(new URL(request.url).pathname, outgoing)
      } catch (error) {
        outgoing.statusCode = 500
        outgoing.end(error instanceof Error ? error.message : 'Internal server error')
      }
    })()
  })
  return { server, simulation }
}
