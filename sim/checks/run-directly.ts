import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium } from 'playwright'
import { createServer } from 'vite'
import { CHROMIUM_FLAGS, HEADLESS_CHROMIUM_PATH } from './chromium'

/** Whether the module at `moduleUrl` is the script node was started with, not an import. */
export const isRunDirectly = (moduleUrl: string): boolean =>
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(moduleUrl)

/** A start-up check: opens the app at `origin` in `browser` and answers the problems seen. */
export type StartUpCheck = (browser: Browser, origin: string) => Promise<string[]>

/**
 * Runs one start-up check from a terminal: against the origin given as the first argument, or
 * a dev server started here on CHECK_DEV_PORT (5199 by default), in its own Chromium. Prints
 * the problems and exits 1, or prints `ok`.
 */
export async function runCheckAlone(check: StartUpCheck, ok: string) {
  const port = Number(process.env.CHECK_DEV_PORT ?? 5199)
  const devServer = process.argv[2]
    ? null
    : await createServer({
        mode: 'development',
        logLevel: 'warn',
        server: { port, strictPort: true },
      })
  await devServer?.listen()
  const browser = await chromium.launch({
    executablePath: HEADLESS_CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
  const problems = await check(browser, process.argv[2] ?? `http://localhost:${port}`)
  await browser.close()
  await devServer?.close()
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) process.exit(1)
  console.log(ok)
}
