import { resolve } from 'node:path'
import { startDemoHost } from '@sim/node/demo-host'
import type { Page } from 'puppeteer-core'
import { launchFirefox } from './firefox'

/**
 * In Firefox ESR: /start shows the offer for 1 BTC in California, and Continue moves on to the
 * saved application. Firefox hands the simulation's worker requests without a body stream, so
 * this is where a simulation that reads bodies one way only breaks.
 *
 * With no argument it serves the demo build (dist-demo, built first); or give the origin of a
 * running dev server or demo host: `npx tsx tests/engines/start-offer-in-firefox.ts http://localhost:5199`.
 */
const BASE_PATH = '/account/crypto-backed-loan/'
const TIMEOUT_MS = 20_000
const FIRST_LOAD_TIMEOUT_MS = 90_000

const aria = (name: string, role: string) => `::-p-aria([name="${name}"][role="${role}"])`

function pageText(page: Page, text: string) {
  return page.waitForFunction((wanted) => document.body.innerText.includes(wanted), {}, text)
}

async function offerThenContinue(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}start?state=CA&scenario=fresh-us-borrower&restart&latency=0`)
  await page.locator(aria('Collateral amount', 'textbox')).fill('1')
  await page.locator(aria('Cash to borrow', 'textbox')).fill('25,000')
  await page.keyboard.press('Tab')
  // 1 BTC for $25,000 in California: the 8.91 % tier, the 1 % fee capitalised.
  await pageText(page, '$25,250')
  await pageText(page, '8.91%')
  await page.locator(aria('Continue', 'button')).click()
  await page.waitForFunction(() => /\/[0-9a-f-]{36}$/.test(location.pathname))
}

const origin = process.argv[2]
const host = origin ? null : await startDemoHost({ staticDir: resolve('dist-demo') })
const baseUrl = host?.baseUrl ?? `${origin}${BASE_PATH}`
const browser = await launchFirefox()
let failure: unknown = null
if (browser) {
  const page = await browser.newPage()
  page.setDefaultTimeout(TIMEOUT_MS)
  // A dev server transforms the app on its first load, in `npm test` beside the builds: slow.
  page.setDefaultNavigationTimeout(FIRST_LOAD_TIMEOUT_MS)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  try {
    await offerThenContinue(page, baseUrl)
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`)
    const version = await browser.version()
    console.log(`ok: ${version} showed the offer on ${baseUrl}start and Continue moved on`)
  } catch (error) {
    const shown = await page.evaluate(() => document.body.innerText).catch(() => '')
    failure = error
    console.error(`Firefox on ${baseUrl}start: ${error}\nThe page showed:\n${shown.slice(0, 800)}`)
  } finally {
    await browser.close()
  }
}
await host?.close()
if (failure) process.exit(1)
