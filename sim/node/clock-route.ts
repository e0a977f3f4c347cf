import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Simulation } from '../create-simulation'

/**
 * The simulation server's own call to move its clock on: `POST /__simulation/clock/advance`
 * with `{ "ms": 600000 }`. The server's clock runs in real time, so a test of the production
 * build can skip a wait the scenario plans in minutes (a collateral deposit ten minutes later)
 * without waiting for it. Outside the app's base and its contract: the app never calls it, and
 * only the simulation server answers it.
 */
export const CLOCK_ADVANCE_PATH = '/__simulation/clock/advance'

/** The longest single move: a month, enough for any deadline of the journey. */
const MAX_ADVANCE_MS = 31 * 24 * 60 * 60 * 1_000
const MAX_BODY_BYTES = 1_024

function sendJson(outgoing: ServerResponse, status: number, body: unknown): void {
  outgoing.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  outgoing.end(JSON.stringify(body))
}

/** A small JSON body, or undefined when it is larger than `maxBytes` or not JSON. */
export async function readJson(
  incoming: IncomingMessage,
  maxBytes = MAX_BODY_BYTES,
): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length
    if (size > maxBytes) return undefined
    chunks.push(chunk as Buffer)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return undefined
  }
}

/** Moves the clock on and runs the lender's work due by then; false for any other request. */
export async function answerClockAdvance(
  simulation: Simulation,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (url.pathname !== CLOCK_ADVANCE_PATH) return false
  await advanceClock(simulation, incoming, outgoing)
  return true
}

/** Answers a move of this simulation's clock (`{ "ms": ... }`, POST only). */
export async function advanceClock(
  simulation: Simulation,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  if (incoming.method !== 'POST') {
    outgoing.setHeader('Allow', 'POST')
    sendJson(outgoing, 405, { message: 'Use POST' })
    return
  }
  const body = await readJson(incoming)
  const ms = (body as { ms?: unknown } | undefined)?.ms
  if (typeof ms !== 'number' || !Number.isInteger(ms) || ms <= 0 || ms > MAX_ADVANCE_MS) {
    sendJson(outgoing, 400, { message: `ms must be a whole number from 1 to ${MAX_ADVANCE_MS}` })
    return
  }
  simulation.clock.advance(ms)
  await simulation.engine.runDueJobs()
  sendJson(outgoing, 200, { now: new Date(simulation.clock.now()).toISOString() })
}
