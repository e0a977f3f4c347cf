import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Scenario, scenarioSchema } from '@scenarios/scenario'
import { exportScenario } from '../engine/world-export'
import { journalAsHar } from '../http/journal'
import { advanceClock, readJson } from './clock-route'
import { BASE_PATH, JSON_CONTENT_TYPE } from './static-files'
import type { HeldWorld, Worlds } from './worlds'

/**
 * The control calls of the server's worlds (docs/decisions/0022), and how a request names its
 * world: the `X-Simulation-World` header (a test client), else the cookie the world's `open`
 * link sets (a browser, which then carries it on every page and call of the app). A request
 * naming neither reaches the default world, as before worlds.
 *
 *   POST   /__simulation/worlds                      { "story": NAME } → 201 { id, open, story }
 *   GET    /__simulation/worlds                      the worlds, their story, age and size
 *   DELETE /__simulation/worlds/{id}
 *   GET    /__simulation/worlds/{id}/open            sets the cookie, then to the app (303)
 *   POST   /__simulation/worlds/{id}/clock/advance   { "ms": ... }
 *   POST   /__simulation/worlds/{id}/reset           back to the start of its story
 *   GET    /__simulation/worlds/{id}/journal         its calls; ?format=har as a HAR 1.2 log
 *   GET    /__simulation/worlds/{id}/export          the world as it stands, as a story file
 *
 * POST /__simulation/worlds also takes a story file as its body (what export answers, or the
 * demo controls' Export world): a tester carries a world from one server, or one browser, to
 * another.
 */

export const WORLDS_PATH = '/__simulation/worlds'
export const WORLD_HEADER = 'X-Simulation-World'
const WORLD_PATH = /^\/__simulation\/worlds\/([^/]+)(\/.*)?$/
const OPEN_PATH = /^\/__simulation\/worlds\/[^/]+\/open$/

/** The page that opens a world in a browser: needs no control key, its id is the key. */
export const isOpenPath = (pathname: string) => OPEN_PATH.test(pathname)

/**
 * The cookie naming a browser's world. Browsers keep cookies per host, not per port: its name
 * carries the server's port, so two servers on one machine never read each other's.
 */
export const worldCookieName = (incoming: IncomingMessage) =>
  `simulation-world-${incoming.socket.localPort ?? 0}`

export interface WorldChoice {
  id: string
  from: 'header' | 'cookie'
}

/** The world a request names, or null for the default world. */
export function requestedWorld(incoming: IncomingMessage): WorldChoice | null {
  const header = incoming.headers[WORLD_HEADER.toLowerCase()]
  if (typeof header === 'string' && header !== '') return { id: header, from: 'header' }
  const name = worldCookieName(incoming)
  for (const pair of (incoming.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=')
    if (key === name && value.length > 0) return { id: value.join('='), from: 'cookie' }
  }
  return null
}

function sendJson(
  outgoing: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  outgoing.writeHead(status, {
    'Content-Type': JSON_CONTENT_TYPE,
    'Cache-Control': 'no-store',
    ...headers,
  })
  outgoing.end(JSON.stringify(body))
}

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  503: 'SERVICE_UNAVAILABLE',
}

/** A refusal in the simulated backend's error format. */
export function sendRefusal(
  outgoing: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(outgoing, status, { status, code: CODES[status] ?? 'ERROR', message }, headers)
}

function refuseMethod(outgoing: ServerResponse, allow: string): void {
  sendRefusal(outgoing, 405, `Use ${allow.replace(', ', ' or ')}`, { Allow: allow })
}

/** The 404 of a world that is gone; a browser's cookie naming it is cleared. */
export function answerUnknownWorld(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  choice: WorldChoice,
  idleMs: number,
): void {
  const headers: Record<string, string> =
    choice.from === 'cookie'
      ? { 'Set-Cookie': `${worldCookieName(incoming)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` }
      : {}
  sendRefusal(
    outgoing,
    404,
    `No world ${JSON.stringify(choice.id).slice(0, 80)} on this server: it was deleted, or expired after ${Math.round(idleMs / 60_000)} minutes without a call. Make a new one with POST ${WORLDS_PATH}.`,
    headers,
  )
}

/** The origin the client reached this server on. */
export function originOf(incoming: IncomingMessage): string {
  const host = incoming.headers.host
  if (host && /^[\w.:[\]-]+$/.test(host)) return `http://${host}`
  return `http://${incoming.socket.localAddress ?? '127.0.0.1'}:${incoming.socket.localPort ?? 0}`
}

function described(world: HeldWorld, now: number, idleMs: number) {
  const { collections } = world.simulation.engine
  return {
    id: world.id,
    story: world.story,
    createdAt: new Date(world.createdAt).toISOString(),
    ageSeconds: Math.round((now - world.createdAt) / 1_000),
    idleSeconds: Math.round((now - world.lastUsedAt) / 1_000),
    expiresAt: new Date(world.lastUsedAt + idleMs).toISOString(),
    simulatedNow: new Date(world.simulation.clock.now()).toISOString(),
    size: {
      applications: collections.applications.all().length,
      borrowers: collections.borrowers.all().length,
      sessions: collections.sessions.all().length,
    },
  }
}

/** Answers the worlds' control calls; false for any other request. */
export async function answerWorlds(
  worlds: Worlds,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  url: URL,
): Promise<boolean> {
  const { pathname } = url
  if (pathname === WORLDS_PATH || pathname === `${WORLDS_PATH}/`) {
    if (incoming.method === 'GET' || incoming.method === 'HEAD') {
      const now = Date.now()
      sendJson(outgoing, 200, {
        worlds: worlds.list().map((world) => described(world, now, worlds.limits.idleMs)),
        maxWorlds: worlds.limits.maxWorlds,
        idleMinutes: worlds.limits.idleMs / 60_000,
      })
    } else if (incoming.method === 'POST') {
      await createWorld(worlds, incoming, outgoing)
    } else refuseMethod(outgoing, 'GET, POST')
    return true
  }
  const match = WORLD_PATH.exec(pathname)
  if (!match) return false
  let id: string
  try {
    id = decodeURIComponent(match[1] ?? '')
  } catch {
    id = match[1] ?? ''
  }
  const rest = match[2] ?? ''
  const world = worlds.use(id)
  if (!world) {
    answerUnknownWorld(incoming, outgoing, { id, from: 'header' }, worlds.limits.idleMs)
    return true
  }
  if (rest === '' || rest === '/') {
    if (incoming.method !== 'DELETE') refuseMethod(outgoing, 'DELETE')
    else {
      worlds.delete(id)
      outgoing.writeHead(204, { 'Cache-Control': 'no-store' }).end()
    }
  } else if (rest === '/open') {
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD') refuseMethod(outgoing, 'GET')
    else {
      outgoing.writeHead(303, {
        Location: BASE_PATH,
        'Set-Cookie': `${worldCookieName(incoming)}=${world.id}; Path=/; HttpOnly; SameSite=Lax`,
        'Cache-Control': 'no-store',
      })
      outgoing.end()
    }
  } else if (rest === '/clock/advance') {
    await advanceClock(world.simulation, incoming, outgoing)
  } else if (rest === '/reset') {
    if (incoming.method !== 'POST') refuseMethod(outgoing, 'POST')
    else {
      await world.simulation.reset()
      sendJson(outgoing, 200, {
        id: world.id,
        story: world.story,
        now: new Date(world.simulation.clock.now()).toISOString(),
      })
    }
  } else if (rest === '/journal') {
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD') refuseMethod(outgoing, 'GET')
    else if (url.searchParams.get('format') === 'har') {
      sendJson(outgoing, 200, journalAsHar(world.journal.entries()), {
        'Content-Disposition': `attachment; filename="world-${world.id}.har"`,
      })
    } else {
      sendJson(outgoing, 200, { id: world.id, story: world.story, calls: world.journal.entries() })
    }
  } else if (rest === '/export') {
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD') refuseMethod(outgoing, 'GET')
    else {
      const { simulation } = world
      const story = exportScenario(simulation.engine.snapshot(), {
        faults: simulation.faults.switchedOn(),
      })
      sendJson(outgoing, 200, story, {
        'Content-Disposition': `attachment; filename="${story.name}.json"`,
      })
    }
  } else sendRefusal(outgoing, 404, `No call ${rest} of a world`)
  return true
}

/** The largest story file a new world is made from: an exported world is a few KB. */
const MAX_STORY_BYTES = 512 * 1_024

/** The story a new world plays: `{ "story": NAME }`, or a story file; else why not. */
function storyOf(
  body: unknown,
): { ok: true; story: Scenario | string } | { ok: false; why: string } {
  const named = (body as { story?: unknown } | undefined)?.story
  if (typeof named === 'string' && named !== '') return { ok: true, story: named }
  if (body === undefined || named !== undefined) {
    return {
      ok: false,
      why: `Send { "story": NAME } (a story of npm run scenario -- --list) or a story file of at most ${MAX_STORY_BYTES / 1_024} KB (GET ${WORLDS_PATH}/{id}/export gives one)`,
    }
  }
  const file = scenarioSchema.safeParse(body)
  if (file.success) return { ok: true, story: body as Scenario }
  const issue = file.error.issues[0]
  return {
    ok: false,
    why: `Not a story file: ${issue?.path.join('.') || 'the file'}: ${issue?.message ?? 'unreadable'}`,
  }
}

async function createWorld(worlds: Worlds, incoming: IncomingMessage, outgoing: ServerResponse) {
  const chosen = storyOf(await readJson(incoming, MAX_STORY_BYTES))
  if (!chosen.ok) {
    sendRefusal(outgoing, 400, chosen.why.slice(0, 300))
    return
  }
  let creation: Awaited<ReturnType<Worlds['create']>>
  try {
    creation = await worlds.create(chosen.story)
  } catch (error) {
    sendRefusal(outgoing, 400, error instanceof Error ? error.message.slice(0, 200) : 'No world')
    return
  }
  if (!creation.ok) {
    sendRefusal(
      outgoing,
      503,
      `This server holds its most worlds (${worlds.limits.maxWorlds}): delete one (DELETE ${WORLDS_PATH}/{id}), or try again once an idle one expires (after ${Math.round(worlds.limits.idleMs / 60_000)} minutes without a call)`,
      { 'Retry-After': String(creation.retryAfterSeconds) },
    )
    return
  }
  const { world } = creation
  sendJson(outgoing, 201, {
    id: world.id,
    story: world.story,
    open: `${originOf(incoming)}${WORLDS_PATH}/${world.id}/open`,
  })
}
