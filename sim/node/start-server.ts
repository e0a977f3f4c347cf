import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { isIP } from 'node:net'
import {
  BASE_PATH,
  CONTROL_KEY_HEADER,
  createSimServer,
  type SimServerOptions,
} from './create-server'

/** Where the simulation server listens unless told otherwise: this machine only. */
export const DEFAULT_HOST = '127.0.0.1'

/** Whether only this machine can reach an address the server listens on. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (bare === 'localhost' || bare === '::1') return true
  if (isIP(bare) === 4) return bare.startsWith('127.')
  return /^::ffff:127\./.test(bare)
}

export interface StartOptions extends Omit<SimServerOptions, 'controlKey'> {
  port: number
  /** 127.0.0.1 when not given (or empty). */
  host?: string | undefined
  /** The key control calls must carry; made up when the host is not loopback and none is given. */
  controlKey?: string | undefined
  log: (line: string) => void
}

/**
 * Starts the simulation server as `npm run sim:server` does. On loopback the control calls
 * need no key (the browser tests and scripts move the clock freely) unless one is given; on
 * any other address the server warns that it is open and requires a key, printed here.
 */
export async function startSimServer({ port, host, controlKey, log, ...options }: StartOptions) {
  const listenOn = host || DEFAULT_HOST
  const open = !isLoopback(listenOn)
  const key = controlKey || (open ? randomBytes(24).toString('base64url') : undefined)
  const { server, simulation, worlds } = await createSimServer({ ...options, controlKey: key })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, listenOn, () => resolve())
  })
  const { port: bound } = server.address() as AddressInfo
  const shown = listenOn.includes(':') ? `[${listenOn.replace(/^\[|\]$/g, '')}]` : listenOn
  log(
    `Simulated backend (${simulation.scenario.name}) and ${options.staticDir} on http://${shown}:${bound}${BASE_PATH}`,
  )
  log(
    `A world per tester: POST /__simulation/worlds with { "story": NAME } (at most ${worlds.limits.maxWorlds}, each let go after ${worlds.limits.idleMs / 60_000} minutes without a call)`,
  )
  if (open) {
    log(
      `Warning: HOST=${listenOn} opens the simulation to every machine that can reach this one: anyone there can sign in as any borrower and read what the simulated borrowers entered.`,
    )
  }
  if (key) {
    log(
      `Control calls (/__simulation/..., the clock) need the header ${CONTROL_KEY_HEADER}: ${controlKey ? '(the SIM_CONTROL_KEY given)' : key}`,
    )
  }
  return { server, simulation, worlds, controlKey: key }
}
