import { DEFAULT_ORG_CODE } from '@fixtures/organisations'
import { BASE_PATH, createSimServer } from './create-server'

/**
 * The simulated backend over real HTTP, serving a built app beside it, so the production
 * build can be exercised end to end without the service worker:
 *   PORT=8787 STATIC_DIR=dist SCENARIO=fresh-us-borrower ORG=MERIDIAN npm run sim:server
 */
const port = Number(process.env.PORT ?? 8787)
const staticDir = process.env.STATIC_DIR ?? 'dist'

const { server, simulation } = await createSimServer({
  staticDir,
  scenario: process.env.SCENARIO,
  orgCode: process.env.ORG ?? DEFAULT_ORG_CODE,
})

server.listen(port, () => {
  process.stdout.write(
    `Simulated backend (${simulation.scenario.name}) and ${staticDir} on http://localhost:${port}${BASE_PATH}\n`,
  )
})
