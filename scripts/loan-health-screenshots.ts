import { mkdirSync } from 'node:fs'
import { chromium, type Page } from 'playwright'
import { createServer } from 'vite'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'

/**
 * The README's pictures of the loan-health meter in its bands, made from the loan-health
 * scenarios on the simulated backend: `npm run screenshots:loan-health [origin]`. With no origin
 * it starts its own dev server (port SCREENSHOT_DEV_PORT, 5198 by default).
 */

const HOUR_MS = 60 * 60 * 1000
const OUT_DIR = 'docs/loan-health'

const shots = [
  { file: 'meter-below-warning.png', scenario: 'btc-falls-to-courtesy-notice', hours: 0 },
  // 66 hours along the 43 % fall, bitcoin is near $58,500: 77.7 % LTV, past the 75 % warning.
  { file: 'meter-ltv-warning.png', scenario: 'margin-call-liquidated', hours: 66 },
  { file: 'meter-margin-call.png', scenario: 'margin-call-liquidated', hours: 72 },
] as const

const port = Number(process.env.SCREENSHOT_DEV_PORT ?? 5198)
const devServer = process.argv[2]
  ? null
  : await createServer({ mode: 'development', server: { port, strictPort: true } })
await devServer?.listen()
const base = `${process.argv[2] ?? `http://localhost:${port}`}/account/crypto-backed-loan/`

async function dashboardAfter(page: Page, scenario: string, hours: number) {
  await page.goto(`${base}dashboard?scenario=${scenario}&latency=0&day=scenario&restart`)
  // The loan on screen: the world has been built and saved.
  await page.locator('.loan-card').first().waitFor()
  if (hours === 0) return
  await page.evaluate(async (ms) => {
    const simulation = (
      window as unknown as {
        __simulation: { clock: { advance(ms: number): void }; flush(): Promise<void> }
      }
    ).__simulation
    simulation.clock.advance(ms)
    // Saved before the reload, so the page comes back to the later world.
    await simulation.flush()
  }, hours * HOUR_MS)
  // Days later the session has expired: the borrower signs in again.
  await page.reload()
  await page.getByRole('link', { name: 'Login', exact: true }).first().click()
  await page.getByRole('button', { name: /^Continue as / }).click()
  await page.getByRole('heading', { name: 'Your dashboard' }).waitFor()
}

mkdirSync(OUT_DIR, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: { width: 720, height: 1000 } })
    await dashboardAfter(page, shot.scenario, shot.hours)
    const card = page.locator('.loan-card').first()
    await card.waitFor()
    await card.screenshot({ path: `${OUT_DIR}/${shot.file}`, animations: 'disabled' })
    console.log(`${OUT_DIR}/${shot.file}`)
    await page.close()
  }
} finally {
  await browser.close()
  await devServer?.close()
}
