import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { Readable } from 'node:stream'
import { securityHeaders } from '@contract/security-headers'
import { DEFAULT_ORG_CODE } from '@fixtures/organisations'
import type { Scenario } from '@scenarios/scenario'
import { getResponse } from 'msw'
import { createSimulation } from '../create-simulation'
import { boundedEcho } from '../http/error-answer'
import { createContractJudge, journalEntry } from '../http/journal'
import { OPENAPI_PATH, openApiJson } from '../openapi/serve-openapi'
import { SHIPPED_SERVICE_PATHS, servicesAt } from '../service-urls'
import { SIMULATED_SIGN_IN_CALL } from '../session/simulated-sign-in'
import { answerClockAdvance } from './clock-route'
import { createLimitedServer, SERVER_LIMITS, type ServerLimits } from './server-limits'
import { answerSignIn, FINISH_SCRIPT_PATH, FORM_PATH, SIGN_IN_STYLE_PATH } from './sign-in-pages'
import { BASE_PATH, JSON_CONTENT_TYPE, refuseMethod, staticFiles } from './static-files'
import {
  answerUnknownWorld,
  answerWorlds,
  isOpenPath,
  originOf,
  requestedWorld,
} from './world-routes'
import { createWorlds, WORLD_LIMITS, type WorldLimits } from './worlds'

export { BASE_PATH }

// Requests are matched against this origin whatever Host the browser used.
const INTERNAL_ORIGIN = 'http://simulation.internal'
const SECURITY_HEADERS = securityHeaders(SHIPPED_SERVICE_PATHS)

/** The simulation's own calls, outside the app's contract. */
const SIMULATION_PREFIX = '/__simulation/'
/**
 * Those of them any visitor may make, as the app's journey does: signing in (the simulation
 * has no passwords) and reading the contract. Every other one controls the simulation (its
 * clock) and needs the control key when the server has one.
 */
const PUBLIC_SIMULATION_PATHS = new Set([
  FORM_PATH,
  FINISH_SCRIPT_PATH,
  SIGN_IN_STYLE_PATH,
  OPENAPI_PATH,
  `${SHIPPED_SERVICE_PATHS.identityBroker}${SIMULATED_SIGN_IN_CALL}`,
])
export const CONTROL_KEY_HEADER = 'X-Simulation-Control-Key'

/** Methods a fetch Request cannot carry: nothing of the server answers them. */
const UNREQUESTABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

export interface SimServerOptions {
  staticDir: string
  /** A scenario name, or scenario data (tests). */
  scenario?: Scenario | string
  orgCode?: string
  /**
   * With a key, every control call (`/__simulation/...` but the sign-in and the contract) must
   * carry it in the X-Simulation-Control-Key header. sim/node/serve.ts sets one whenever the
   * server listens beyond loopback.
   */
  controlKey?: string
  limits?: ServerLimits
  /** How many worlds beside the default one, and how long one may sit idle (docs/decisions/0022). */
  worlds?: Partial<WorldLimits>
}

const digest = (text: string) => createHash('sha256').update(text).digest()

function sendJson(outgoing: ServerResponse, status: number, body: unknown): void {
  outgoing.writeHead(status, { 'Content-Type': JSON_CONTENT_TYPE, 'Cache-Control': 'no-store' })
  outgoing.end(JSON.stringify(body))
}

export async function createSimServer({
  staticDir: dir,
  scenario,
  orgCode = DEFAULT_ORG_CODE,
  controlKey,
  limits = SERVER_LIMITS,
  worlds: worldLimits,
}: SimServerOptions) {
  const staticDir = resolve(dir)
  const simulation = await createSimulation({
    services: servicesAt(INTERNAL_ORIGIN),
    scenario,
    clockRunning: true,
  })
  /** The testers' own worlds; a request naming none reaches `simulation`, the default one. */
  const worlds = createWorlds({
    limits: { ...WORLD_LIMITS, ...worldLimits },
    make: (story) =>
      createSimulation({
        services: servicesAt(INTERNAL_ORIGIN),
        scenario: story,
        clockRunning: true,
      }),
  })
  const expectedKey = controlKey === undefined ? null : digest(controlKey)
  /** The contract's verdict on a world's answers, for its journal. */
  const judgeAnswer = createContractJudge(SHIPPED_SERVICE_PATHS)

  /** False (and answered 401) for a control call without the server's key. */
  function mayControl(incoming: IncomingMessage, outgoing: ServerResponse, url: URL): boolean {
    if (!expectedKey || !url.pathname.startsWith(SIMULATION_PREFIX)) return true
    if (PUBLIC_SIMULATION_PATHS.has(url.pathname) || isOpenPath(url.pathname)) return true
    const given = incoming.headers[CONTROL_KEY_HEADER.toLowerCase()]
    if (typeof given === 'string' && timingSafeEqual(digest(given), expectedKey)) return true
    sendJson(outgoing, 401, {
      status: 401,
      code: 'UNAUTHENTICATED',
      message: `A control call needs the ${CONTROL_KEY_HEADER} header (printed when the server started)`,
    })
    return false
  }

  /** A HEAD is asked of the simulated backend as a GET, and answered without the body. */
  function toRequest(incoming: IncomingMessage): Request {
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item)
      else if (value !== undefined) headers.set(name, value)
    }
    const method = incoming.method === 'HEAD' ? 'GET' : (incoming.method ?? 'GET')
    const hasBody = method !== 'GET'
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
    // Answers of the API carry personal data: no cache keeps them, shared or the browser's.
    outgoing.setHeader('Cache-Control', 'no-store')
    const body = Buffer.from(await response.arrayBuffer())
    // A HEAD's answer is the GET's without the body: Node sends no body for a HEAD.
    if (response.status !== 204 && response.status !== 304) {
      outgoing.setHeader('Content-Length', body.length)
    }
    outgoing.end(body)
  }

  const builtApp = staticFiles(staticDir)

  /** The built app's files; its config.json points the services at this server. */
  function serveStatic(incoming: IncomingMessage, outgoing: ServerResponse): void {
    if (refuseMethod(incoming, outgoing)) return
    const { pathname } = new URL(incoming.url ?? '/', INTERNAL_ORIGIN)
    if (pathname === `${BASE_PATH}config.json`) {
      outgoing.setHeader('Content-Type', JSON_CONTENT_TYPE)
      outgoing.setHeader('Cache-Control', 'no-cache')
      outgoing.end(JSON.stringify({ orgCode, services: SHIPPED_SERVICE_PATHS }))
      return
    }
    builtApp(incoming, outgoing)
  }

  const server = createLimitedServer(limits, (incoming, outgoing) => {
    void (async () => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) outgoing.setHeader(name, value)
      try {
        const url = new URL(incoming.url ?? '/', INTERNAL_ORIGIN)
        if (!mayControl(incoming, outgoing, url)) return
        const reading = incoming.method === 'GET' || incoming.method === 'HEAD'
        if (url.pathname === OPENAPI_PATH && reading) {
          outgoing.setHeader('Content-Type', JSON_CONTENT_TYPE)
          outgoing.setHeader('Cache-Control', 'no-cache')
          outgoing.end(openApiJson())
          return
        }
        if (await answerWorlds(worlds, incoming, outgoing, url)) return
        const choice = requestedWorld(incoming)
        const world = choice && worlds.use(choice.id)
        if (choice && !world) {
          answerUnknownWorld(incoming, outgoing, choice, worlds.limits.idleMs)
          return
        }
        const reached = world ? world.simulation : simulation
        if (await answerSignIn(reached, incoming, outgoing, url)) return
        if (await answerClockAdvance(reached, incoming, outgoing, url)) return
        if (UNREQUESTABLE_METHODS.has(incoming.method ?? '')) {
          serveStatic(incoming, outgoing)
          return
        }
        const request = toRequest(incoming)
        // A world's calls go into its journal: what was asked, on both clocks, and answered.
        const copy = world ? request.clone() : null
        const startedAt = Date.now()
        const simulatedAt = reached.clock.now()
        const started = performance.now()
        const response = await getResponse(reached.handlers, request)
        if (world && copy && response) {
          world.journal.record(
            await journalEntry({
              judge: judgeAnswer,
              request: copy,
              response,
              startedAt,
              simulatedAt,
              durationMs: performance.now() - started,
              publicUrl: new URL(url.pathname + url.search, originOf(incoming)),
            }),
          )
        } else await copy?.body?.cancel()
        if (response) await send(outgoing, response)
        else serveStatic(incoming, outgoing)
      } catch (error) {
        if (outgoing.headersSent) {
          outgoing.destroy()
          return
        }
        outgoing.writeHead(500, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        })
        outgoing.end(boundedEcho(error instanceof Error ? error.message : 'Internal server error'))
      }
    })()
  })

  // Idle worlds are let go as requests come; this frees them on a server no one calls.
  const sweeper = setInterval(worlds.sweep, Math.min(worlds.limits.idleMs, 60_000))
  sweeper.unref()
  server.on('close', () => clearInterval(sweeper))

  return { server, simulation, worlds }
}
