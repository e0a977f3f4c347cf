import { mkdirSync } from 'node:fs'
import { chromium, type Page } from 'playwright'
import { createServer } from 'vite'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'

/**
 * The README's pictures of the demo on a phone and a laptop: a loan document at 390 px, the
 * finished loan at 390 and 1280 px, and the demo controls docked beside the app, made from the
 * scenarios on the simulated backend: `npm run screenshots:demo [origin]`. With no origin it
 * starts its own dev server (port SCREENSHOT_DEV_PORT, 5197 by default).
 */

const OUT_DIR = 'docs/demo'
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 800 }

const port = Number(process.env.SCREENSHOT_DEV_PORT ?? 5197)
const devServer = process.argv[2]
  ? null
  : await createServer({ mode: 'development', server: { port, strictPort: true } })
await devServer?.listen()
const base = `${process.argv[2] ?? `http://localhost:${port}`}/account/crypto-backed-loan/`

/** A step of the scenario's first application, opened afresh with calls answered at once. */
async function open(page: Page, scenario: string, step: string) {
  await page.goto(
    `${base}first-application/${step}?scenario=${scenario}&latency=0&day=scenario&restart`,
  )
  await page.getByRole('heading', { level: 1 }).first().waitFor()
}

interface Shot {
  file: string
  viewport: { width: number; height: number }
  take: (page: Page) => Promise<void>
}

const shots: Shot[] = [
  {
    // The Truth in Lending box, zoomed to read on a phone.
    file: 'document-390.png',
    viewport: PHONE,
    take: async (page) => {
      await open(page, 'at-agreements', 'disclosures')
      await page.getByRole('button', { name: 'Agree', exact: true }).click()
      const document = page.getByRole('document', { name: 'Truth in Lending Disclosure' })
      await document.locator('.textLayer').getByText('Annual percentage rate').first().waitFor()
      await page.getByRole('button', { name: 'Zoom in', exact: true }).click()
      await document.locator('.textLayer').getByText('Finance charge').first().waitFor()
      await page.getByRole('button', { name: /^Dismiss: / }).click()
      await page.locator('.document-viewer__frame').evaluate((frame) => frame.scrollIntoView())
    },
  },
  {
    file: 'complete-390.png',
    viewport: PHONE,
    take: async (page) => {
      await open(page, 'funds-disbursed', 'complete')
      await page.getByText('Bank account ending').waitFor()
      await page.getByRole('heading', { name: 'Your loan' }).scrollIntoViewIfNeeded()
    },
  },
  {
    file: 'complete-1280.png',
    viewport: LAPTOP,
    take: async (page) => {
      await open(page, 'funds-disbursed', 'complete')
      await page.getByText('Bank account ending').waitFor()
    },
  },
  {
    // Open, the controls take a column of their own: the app narrows beside them.
    file: 'panel-docked-1280.png',
    viewport: LAPTOP,
    take: async (page) => {
      await open(page, 'funds-disbursed', 'complete')
      await page.getByText('Bank account ending').waitFor()
      await page.getByRole('button', { name: 'Demo controls', exact: true }).click()
      await page.getByRole('dialog', { name: 'Demo controls' }).waitFor()
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    },
  },
]

mkdirSync(OUT_DIR, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: shot.viewport })
    await shot.take(page)
    await page.screenshot({ path: `${OUT_DIR}/${shot.file}`, animations: 'disabled' })
    console.log(`${OUT_DIR}/${shot.file}`)
    await page.close()
  }
} finally {
  await browser.close()
  await devServer?.close()
}
