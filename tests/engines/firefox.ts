import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core'
import { type EngineElement, type EnginePage, inPageSource, until } from './engine-page'

/** Debian's Firefox ESR, driven over WebDriver BiDi (no geckodriver, nothing downloaded). */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/**
 * Starts Firefox ESR, or says why it cannot. On CI a browser that cannot start fails the run;
 * on a developer's machine without it the check is skipped, and says so plainly.
 */
export async function launchFirefox(): Promise<Browser | null> {
  if (!existsSync(FIREFOX_PATH)) {
    const why = `Firefox ESR is not installed at ${FIREFOX_PATH} (apt-get install firefox-esr, or set FIREFOX_PATH)`
    if (process.env.CI) throw new Error(why)
    console.log(`SKIPPED: ${why}.`)
    return null
  }
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    // A command Firefox never answers fails after 30 s rather than Puppeteer's 180 s: the
    // journeys' longest wait is a page load, 15 s at most.
    protocolTimeout: 30_000,
  })
}

/** A function of ours, made from its source, so what Puppeteer sends is that source whole. */
function asPageFunction(fn: (...args: never[]) => unknown) {
  return new Function(inPageSource(fn)) as (...args: unknown[]) => unknown
}

function element(page: Page, handle: ElementHandle<Element>): EngineElement {
  return {
    handle,
    click: () => handle.click(),
    type: (text) => page.keyboard.type(text),
    upload: (path) => (handle as ElementHandle<HTMLInputElement>).uploadFile(path),
  }
}

/** A tab of Firefox as an EnginePage. */
export async function firefoxPage(
  browser: Browser,
): Promise<EnginePage & { close(): Promise<void> }> {
  const page = await browser.newPage()
  page.setDefaultTimeout(20_000)
  page.setDefaultNavigationTimeout(30_000)
  const errors: string[] = []
  // When and on which load: Firefox's own errors (a service worker's, say) name no script.
  page.on('pageerror', (error) =>
    errors.push(`${String(error)} [${new Date().toISOString()}, page loaded ${page.url()}]`),
  )
  // The console's errors and warnings too: the demo through its journeys prints none.
  page.on('console', (message) => {
    const type = message.type()
    if (type !== 'error' && type !== 'warn') return
    const where = message.location().url
    errors.push(`console ${type}: ${message.text()}${where ? ` (${where})` : ''}`)
  })
  const version = await browser.version()
  return {
    engine: version.replace(/^firefox\//i, 'Firefox ESR '),
    goto: async (url) => {
      await page.goto(url)
    },
    reload: async () => {
      await page.reload()
    },
    // Where the page is: Firefox ESR 140 tells WebDriver BiDi of no history.pushState, so
    // Puppeteer's page.url() stays at the last load.
    url: () => page.evaluate(() => location.href),
    setViewport: async (width, height) => {
      // Puppeteer sends the viewport and a screen orientation together; Firefox ESR 140 knows
      // no orientation command and refuses it, but takes the viewport.
      await page.setViewport({ width, height }).catch((error: unknown) => {
        if (!String(error).includes('setScreenOrientationOverride')) throw error
      })
      await until(`a ${width} px viewport`, () =>
        page.evaluate((wanted) => window.innerWidth === wanted, width),
      )
    },
    run: (fn, ...args) => page.evaluate(asPageFunction(fn), ...args) as never,
    runSource: async (source) => {
      await page.evaluate(source)
    },
    element: async (fn, ...args) => {
      const handle = await page.evaluateHandle(asPageFunction(fn), ...args)
      const found = handle.asElement() as ElementHandle<Element> | null
      if (!found) {
        await handle.dispose()
        return null
      }
      return element(page, found)
    },
    takePageErrors: () => errors.splice(0),
    setOffline: async (offline) => {
      try {
        await page.setOfflineMode(offline)
        return true
      } catch {
        return false
      }
    },
    screenshot: async (path) => {
      await page.screenshot({ path: path as `${string}.png` })
    },
    close: () => page.close(),
  }
}
