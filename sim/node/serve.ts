import { DEFAULT_ORG_CODE } from '@fixtures/organisations'
import { startSimServer } from './start-server'

/**
 * The simulated backend over real HTTP, serving a built app beside it, so the production
 * build can be exercised end to end without the service worker:
 *   PORT=8787 STATIC_DIR=dist SCENARIO=fresh-us-borrower ORG=MERIDIAN npm run sim:server
 * It listens on 127.0.0.1 only; HOST=0.0.0.0 opens it to the network, with a warning and a
 * control key (SIM_CONTROL_KEY, or one made up and printed) for the simulation's control calls.
 */
await startSimServer({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST,
  controlKey: process.env.SIM_CONTROL_KEY,
  staticDir: process.env.STATIC_DIR ?? 'dist',
  scenario: process.env.SCENARIO,
  orgCode: process.env.ORG ?? DEFAULT_ORG_CODE,
  log: (line) => process.stdout.write(`${line}\n`),
})
