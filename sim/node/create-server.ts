import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { Readable } from 'node:stream'
import { DEFAULT_ORG_CODE } from '@fixtures/organisations'
import type { Scenario } from '@scenarios/scenario'
import { getResponse } from 'msw'
import { createSimulation } from '../create-simulation'
import { OPENAPI_PATH, openApiJson } from '../openapi/serve-openapi'
import { SHIPPED_SERVICE_PATHS, servicesAt } from '../service-urls'
import { answerClockAdvance } from './clock-route'
import { securityHeaders } from './security-headers'
import { answerSignIn } from './sign-in-pages'
import { BASE_PATH, JSON_CONTENT_TYPE, staticFiles } from './static-files'

export { BASE_PATH }

// Requests are matched against this origin whatever Host the browser used.
const INTERNAL_ORIGIN = 'http://simulation.internal'

const SECURITY_HEADERS = securityHeaders(SHIPPED_SERVICE_PATHS)

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

  const builtApp = staticFiles(staticDir)

  /** The built app's files; its config.json points the services at this server. */
  function serveStatic(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const { pathname } = new URL(incoming.url ?? '/', INTERNAL_ORIGIN)
    if (pathname === `${BASE_PATH}config.json`) {
      outgoing.setHeader('Content-Type', JSON_CONTENT_TYPE)
      outgoing.setHeader('Cache-Control', 'no-cache')
      outgoing.end(JSON.stringify({ orgCode, services: SHIPPED_SERVICE_PATHS }))
      return
    }
    builtApp(incoming, outgoing)
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
