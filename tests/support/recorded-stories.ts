import type { AddressInfo } from 'node:net'
import { APP_BASE_PATH } from '@contract/base-path'
import { TOKEN_STORAGE_KEY } from '@contract/browser-storage'
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test'
import type { Scenario } from '@scenarios/scenario'
import { createSimServer } from '@sim/node/create-server'

/**
 * The production build and `npm run sim:server`'s server on a story of their own: a borrower
 * signed in through the token the server issued, a page opened directly, and the figures the
 * page shows (amounts, rates, coin quantities) read off it.
 */

export async function serveStory(scenario: Scenario | string) {
  const { server, simulation } = await createSimServer({ staticDir: 'dist-e2e', scenario })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const [first] = simulation.engine.collections.applications.all()
  return {
    origin,
    token: simulation.engine.currentToken(),
    /** A story's path under the app, its first application named by its id. */
    url: (path: string) =>
      `${origin}${APP_BASE_PATH}/${path.replace(/^\//, '').replace(/^first-application/, first?.appUuid ?? '')}`,
    firstAppUuid: first?.appUuid ?? '',
    /** The server's lender works in real time; this moves its clock on at once. */
    advance: async (page: Page, ms: number) => {
      const moved = await page.request.post(`${origin}/__simulation/clock/advance`, {
        data: { ms },
      })
      expect(moved.status()).toBe(200)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type StoryServer = Awaited<ReturnType<typeof serveStory>>

/** A tab signed in as the server's borrower; with `har`, the context records every exchange. */
export async function signedInTab(
  browser: Browser,
  server: StoryServer,
  har?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    har ? { recordHar: { path: har, content: 'embed' } } : {},
  )
  const token = server.token
  if (token) {
    await context.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value)
      },
      [TOKEN_STORAGE_KEY, token] as const,
    )
  }
  return { context, page: await context.newPage() }
}

const FIGURE = /\$\s?[\d,]+(?:\.\d+)?|\d+(?:\.\d+)?\s?%|\d+\.\d+\s(?:BTC|ETH|SOL)/g

/**
 * What a page shows that a story must show again: its main heading, and the amounts, rates and
 * coin quantities of its main region, each once, sorted.
 */
export async function pageShown(page: Page): Promise<{ heading: string; figures: string[] }> {
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? ''
  const text = await page.getByRole('main').innerText()
  return { heading: heading.trim(), figures: [...new Set(text.match(FIGURE) ?? [])].sort() }
}
