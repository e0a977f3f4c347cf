import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { APP_BASE_PATH } from '@contract/base-path'
import { expect, type Page } from '@playwright/test'
import { RELEASE_HEADING } from '@scenarios/collateral-release'
import { DETAILS_HEADING } from '@scenarios/replay-parts'
import { test } from '@tests/support/playwright/worker-context'

/**
 * The demo build copied to a host that serves only the files it holds: no rewrite rule, no
 * fallback page, every other path a 404 (Python's http.server). Each link a sales person
 * shares, and a reload mid-demo, opens its page (docs/decisions/0019).
 */

const ROUTE_PROBE_PATH = `${APP_BASE_PATH}/__route-probe`

let host: ChildProcess
let folder: string
let app: string

/** Python's http.server over a folder, on any free port: its origin. */
async function serveFolder(cwd: string): Promise<{ server: ChildProcess; origin: string }> {
  const server = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1'], {
    cwd,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const port = await new Promise<string>((found, failed) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = / port (\d+)/.exec(chunk.toString())
      if (match?.[1]) found(match[1])
    })
    server.once('exit', () => failed(new Error('python3 -m http.server did not start')))
  })
  return { server, origin: `http://127.0.0.1:${port}` }
}

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'plain-host-'))
  mkdirSync(join(folder, 'account'))
  symlinkSync(resolve('dist-demo'), join(folder, APP_BASE_PATH.slice(1)))
  const served = await serveFolder(folder)
  host = served.server
  app = `${served.origin}${APP_BASE_PATH}/`
})

test.afterAll(() => {
  host?.kill()
  rmSync(folder, { recursive: true, force: true })
})

/** Fails on any console error but the host's 404 for the probe that finds it has no fallback. */
function failOnConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    if (message.location().url.endsWith(ROUTE_PROBE_PATH)) return
    errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('the host answers only its files: a route by path is its 404', async ({ request }) => {
  expect((await request.get(`${app}start`)).status()).toBe(404)
  expect((await request.get(app)).status()).toBe(200)
})

test('every shared link opens its page, by hash', async ({ page }) => {
  const errors = failOnConsoleErrors(page)
  const links: [string, string][] = [
    ['#/residency?scenario=fresh-us-borrower&restart&latency=0', 'Where do you live?'],
    ['#/start?state=CA&latency=0', 'Get cash without selling your crypto'],
    [
      '#/first-application/collateral-release?scenario=release-ready&restart&latency=0',
      RELEASE_HEADING,
    ],
  ]
  for (const [link, heading] of links) {
    // Each link opened as from a message: a new page load, not a hash change.
    await page.goto('about:blank')
    await page.goto(`${app}${link}`)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    if (link.startsWith('#/start')) {
      // Signed out: the Login link keeps to the hash, its way back without the switches.
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }),
      ).toHaveAttribute(
        'href',
        `${APP_BASE_PATH}/#/auth/login?redirectUrl=${encodeURIComponent(`${APP_BASE_PATH}/start?state=CA`)}`,
      )
    }
  }
  // The story's first application is named in the address, and its switches are gone.
  expect(page.url()).toMatch(/#\/[0-9a-f-]{36}\/collateral-release$/)
  expect(errors).toEqual([])
})

test('a story opened at the root moves into the hash, runs today and survives a reload mid-demo', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page)
  await page.goto(`${app}?scenario=returning-borrower&restart&latency=0`)
  // Her application routes to the step it stands at: her details.
  await expect(page).toHaveURL(/#\/[0-9a-f-]{36}\/details$/)
  const details = page.getByRole('heading', { level: 1, name: DETAILS_HEADING })
  await expect(details).toBeVisible()
  const where = page.url()
  expect(where).not.toContain('scenario=')
  await page.reload()
  await expect(details).toBeVisible()
  expect(page.url()).toBe(where)
  // Opened by a person (no `day=scenario`), the story starts on the day the browser opened it:
  // its documents say so. (Its clock runs on from there, and the lender's work may move it days
  // on, so the start is read; "today" is the browser's, which need not be this runner's.)
  const [simulatedDay, browserDay] = await page.evaluate(() => [
    window.__simulation?.engine.scenario.world.startTime.slice(0, 10) ?? '',
    new Date().toISOString().slice(0, 10),
  ])
  expect(simulatedDay).toBe(browserDay)
  expect(errors).toEqual([])
})

test('served at a host’s root, the demo says in words where it must be served', async ({
  page,
}) => {
  const hint = page.getByText(`it must be served under ${APP_BASE_PATH}/`)
  const atRoot = await serveFolder(resolve('dist-demo'))
  try {
    await page.goto(`${atRoot.origin}/`)
    await expect(hint).toBeVisible()
  } finally {
    atRoot.server.kill()
  }
  // Served where it belongs, the words never show.
  await page.goto(`${app}#/start?state=CA&latency=0`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(hint).toBeHidden()
})
