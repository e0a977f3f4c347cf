import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startDemoHost } from '@sim/node/demo-host'
import { startSimServer } from '@sim/node/start-server'
import type { EnginePage } from './engine-page'
import { firefoxPage, launchFirefox } from './firefox'
import { type Journey, journeys, type Targets } from './journeys'
import { launchWebKit } from './webkit'

/**
 * The journeys (journeys.ts) in the two engines beside Chromium that Debian ships: Firefox ESR
 * over WebDriver BiDi and WebKitGTK over classic WebDriver, side by side, one page each. Serves
 * the demo build (dist-demo) on the demo host and the production build (ENGINE_PRODUCTION_DIR,
 * dist by default; `npm test` gives dist-e2e) on the simulation server, both on free ports of
 * 127.0.0.1, both built beforehand.
 *
 *   npx tsx tests/engines/run-engines.ts                 # both engines
 *   ENGINES=webkit npx tsx tests/engines/run-engines.ts  # one of them
 *   ENGINE_SCREENSHOTS=shots npx tsx tests/engines/run-engines.ts  # each screen at 390 and 1280 px
 *
 * On CI (CI set) an engine that cannot start fails the run; elsewhere it is skipped, said plainly.
 * A journey that fails leaves a screenshot under test-results/engines/.
 */
const productionDir = process.env.ENGINE_PRODUCTION_DIR ?? 'dist'
const chosen = (process.env.ENGINES ?? 'firefox,webkit').split(',').map((name) => name.trim())
const failures = resolve('test-results/engines')

for (const dir of ['dist-demo', productionDir]) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(
      `${dir}/ is not built: npx vite build${dir === 'dist-demo' ? ' --mode demo' : ` --outDir ${dir}`}`,
    )
    process.exit(1)
  }
}

interface Engine {
  name: string
  start(): Promise<{ page: EnginePage; close(): Promise<void> } | null>
}

const engines: Engine[] = [
  {
    name: 'firefox',
    async start() {
      const browser = await launchFirefox()
      if (!browser) return null
      const page = await firefoxPage(browser)
      return { page, close: () => browser.close() }
    },
  },
  { name: 'webkit', start: launchWebKit },
].filter((engine) => chosen.includes(engine.name))

async function runJourney(page: EnginePage, journey: Journey, targets: Targets): Promise<boolean> {
  const started = performance.now()
  const took = () => `${((performance.now() - started) / 1_000).toFixed(1)} s`
  page.takePageErrors()
  try {
    await journey.run(page, targets)
    const errors = page.takePageErrors()
    if (errors.length > 0) throw new Error(`errors in the page: ${errors.join('; ')}`)
    console.log(`ok   ${page.engine}: ${journey.name} (${took()})`)
    return true
  } catch (error) {
    const shown = await page.run(() => document.body.innerText).catch(() => '')
    mkdirSync(failures, { recursive: true })
    const slug = `${page.engine.split(' ')[0]}-${journeys.indexOf(journey) + 1}`.toLowerCase()
    const screenshot = join(failures, `${slug}.png`)
    await page.screenshot(screenshot).catch(() => undefined)
    console.error(
      `FAIL ${page.engine}: ${journey.name} (${took()})\n  ${String(error)}\n  at ${await page.url().catch(() => '?')}; screenshot ${screenshot}\n  The page showed: ${String(shown).replace(/\s+/g, ' ').slice(0, 600)}`,
    )
    return false
  }
}

/** Every journey in one engine, one after the other in its one page; answers whether all held. */
async function runEngine(engine: Engine, targets: Targets): Promise<boolean> {
  const started = performance.now()
  let running: Awaited<ReturnType<Engine['start']>>
  try {
    running = await engine.start()
  } catch (error) {
    if (process.env.CI) {
      console.error(`FAIL ${engine.name} could not start: ${String(error)}`)
      return false
    }
    console.log(`SKIPPED: ${engine.name} could not start: ${String(error).split('\n')[0]}`)
    return true
  }
  if (!running) return !process.env.CI
  console.log(
    `${running.page.engine} started in ${((performance.now() - started) / 1_000).toFixed(1)} s`,
  )
  let ok = true
  try {
    for (const journey of journeys) {
      if (!(await runJourney(running.page, journey, targets))) ok = false
    }
  } finally {
    await running.close()
  }
  return ok
}

const demoHost = await startDemoHost({ staticDir: resolve('dist-demo') })
const simServer = await startSimServer({
  port: 0,
  staticDir: resolve(productionDir),
  log: () => undefined,
})
const address = simServer.server.address() as { port: number }
const targets: Targets = {
  demo: demoHost.baseUrl,
  production: `http://127.0.0.1:${address.port}/account/crypto-backed-loan/`,
  screenshots: process.env.ENGINE_SCREENSHOTS ? resolve(process.env.ENGINE_SCREENSHOTS) : undefined,
}
if (targets.screenshots) mkdirSync(targets.screenshots, { recursive: true })

let results: boolean[] = []
try {
  results = await Promise.all(engines.map((engine) => runEngine(engine, targets)))
} finally {
  await demoHost.close()
  await new Promise((closed) => {
    simServer.server.closeAllConnections()
    simServer.server.close(closed)
  })
}
if (results.some((ok) => !ok)) process.exit(1)
