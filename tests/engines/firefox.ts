import { existsSync } from 'node:fs'
import puppeteer, { type Browser } from 'puppeteer-core'

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
  })
}
