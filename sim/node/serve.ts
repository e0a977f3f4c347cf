import { DEFAULT_ORG_CODE } from '@fixtures/organisations'
import { startSimServer } from './start-server'
import { WORLD_LIMITS } from './worlds'

/** A whole number from the environment, or the default when it is not set. */
function whole(name: string, fallback: number): number {
  const text = process.env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number from 1`)
  return value
}

/**
 * The simulated backend over real HTTP, serving a built app beside it, so the production
 * build can be exercised end to end without the service worker:
 *   PORT=8787 STATIC_DIR=dist SCENARIO=fresh-us-borrower ORG=MERIDIAN npm run sim:server
 * It listens on 127.0.0.1 only; HOST=0.0.0.0 opens it to the network, with a warning and a
 * control key (SIM_CONTROL_KEY, or one made up and printed) for the simulation's control calls.
 * Testers' worlds (POST /__simulation/worlds): at most SIM_MAX_WORLDS (100), each let go after
 * SIM_WORLD_IDLE_MINUTES (30) without a call.
 */
await startSimServer({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST,
  controlKey: process.env.SIM_CONTROL_KEY,
  staticDir: process.env.STATIC_DIR ?? 'dist',
  scenario: process.env.SCENARIO,
  orgCode: process.env.ORG ?? DEFAULT_ORG_CODE,
  worlds: {
    maxWorlds: whole('SIM_MAX_WORLDS', WORLD_LIMITS.maxWorlds),
    idleMs: whole('SIM_WORLD_IDLE_MINUTES', WORLD_LIMITS.idleMs / 60_000) * 60_000,
  },
  log: (line) => process.stdout.write(`${line}\n`),
})
