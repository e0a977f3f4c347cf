import { resolve } from 'node:path'
import { startDemoHost } from '@sim/node/demo-host'
import type { Browser, Page } from 'puppeteer-core'
import { createServer } from 'vite'
import { launchFirefox } from './firefox'

/**
 * In Firefox ESR: /start shows the offer for 1 BTC in California, and Continue moves on to the
 * saved application. Firefox hands the simulation's worker requests without a body stream, so
 * this is where a simulation that reads bodies one way only breaks.
 *
 * With no argument it checks both ways a borrower or a developer meets the simulation: the demo
 * build (dist-demo, built first) on a static host, and `npm run dev` (a dev server started here
 * on CHECK_DEV_PORT, 5199 by default), one after the other in one Firefox. Or give the origins
 * of running servers: `npx tsx tests/engines/start-offer-in-firefox.ts http://localhost:5199`.
 *
 * Run by hand: `npm test` runs the engine journeys (run-engines.ts) on the builds instead, whose
 * first covers this on the demo build; a dev server's first load would not fit their budget.
 */
const BASE_PATH = '/account/crypto-backed-loan/'
const TIMEOUT_MS = 20_000
// A dev server transforms the app on its first load: slow on a busy machine.
const FIRST_LOAD_TIMEOUT_MS = 90_000
const DEV_PORT = Number(process.env.CHECK_DEV_PORT ?? 5199)

const aria = (name: string, role: string) => `::-p-aria([name="${name}"][role="${role}"])`

/**
 * Waits by asking the page from here, every 100 ms. Puppeteer's own waits (waitForFunction,
 * locators) evaluate their code from a string in the page over WebDriver BiDi, which a
 * Content-Security-Policy without 'unsafe-eval' refuses in Firefox, as the demo host's does;
 * `page.evaluate` and `page.$` are not refused.
 */
async function until<T>(what: string, check: () => Promise<T | null | false>): Promise<T> {
  const end = Date.now() + TIMEOUT_MS
  for (;;) {
    const found = await check().catch(() => null)
    if (found) return found
    if (Date.now() > end) throw new Error(`Timed out after ${TIMEOUT_MS} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function pageText(page: Page, text: string) {
  return until(`"${text}"`, () =>
    page.evaluate((wanted) => document.body.innerText.includes(wanted), text),
  )
}

async function fill(page: Page, selector: string, text: string) {
  const field = await until(selector, () => page.$(selector))
  await field.click({ count: 3 })
  await field.type(text)
}

async function offerThenContinue(page: Page, baseUrl: string) {
  await page.goto(
    `${baseUrl}start?state=CA&scenario=fresh-us-borrower&restart&latency=0&day=scenario`,
  )
  await fill(page, aria('Collateral amount', 'textbox'), '1')
  await fill(page, aria('Cash to borrow', 'textbox'), '25,000')
  await page.keyboard.press('Tab')
  // 1 BTC for $25,000 in California: the 8.91 % tier, the 1 % fee capitalised.
  await pageText(page, '$25,250')
  await pageText(page, '8.91%')
  await (await until('Continue', () => page.$(aria('Continue', 'button')))).click()
  await until('the application', () =>
    page.evaluate(() => /\/[0-9a-f-]{36}$/.test(location.pathname)),
  )
}

/** Checks /start at one address in a new tab; answers whether it held. */
async function checkAt(browser: Browser, where: string, baseUrl: string): Promise<boolean> {
  const page = await browser.newPage()
  page.setDefaultTimeout(TIMEOUT_MS)
  page.setDefaultNavigationTimeout(FIRST_LOAD_TIMEOUT_MS)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  try {
    await offerThenContinue(page, baseUrl)
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`)
    console.log(`ok: ${where}: ${baseUrl}start showed the offer and Continue moved on`)
    return true
  } catch (error) {
    const shown = await page.evaluate(() => document.body.innerText).catch(() => '')
    console.error(`${where}: ${baseUrl}start: ${error}\nThe page showed:\n${shown.slice(0, 800)}`)
    return false
  } finally {
    await page.close()
  }
}

const origins = process.argv.slice(2)
const demoHost = origins.length ? null : await startDemoHost({ staticDir: resolve('dist-demo') })
const devServer = origins.length
  ? null
  : await createServer({
      mode: 'development',
      logLevel: 'warn',
      server: { port: DEV_PORT, strictPort: true },
    })
await devServer?.listen()
const targets: [string, string][] = origins.length
  ? origins.map((origin) => [origin, `${origin}${BASE_PATH}`])
  : [
      ['the demo build', demoHost?.baseUrl ?? ''],
      ['npm run dev', `http://localhost:${DEV_PORT}${BASE_PATH}`],
    ]

let failed = false
try {
  const browser = await launchFirefox()
  if (browser) {
    console.log(`in ${await browser.version()}`)
    try {
      for (const [where, baseUrl] of targets) {
        if (!(await checkAt(browser, where, baseUrl))) failed = true
      }
    } finally {
      await browser.close()
    }
  }
} finally {
  await demoHost?.close()
  await devServer?.close()
}
if (failed) process.exit(1)
