import type { Page, Request } from '@playwright/test'
import { runStep } from '@scripts/replay/replay-scenario'
import { APP_BASE_PATH } from '@/api/contract/base-path'
import type { Borrower } from './borrower'

/**
 * A borrower in a Playwright page: each step runs as the browser replay runs it
 * (scripts/replay/replay-scenario.ts), with the calls to the services in flight watched so a
 * clock move waits for the page's answers to it.
 */
export function playwrightBorrower(page: Page): Borrower {
  const inFlight = new Set<Request>()
  const isServiceCall = (request: Request) =>
    !new URL(request.url()).pathname.startsWith(APP_BASE_PATH)
  page.on('request', (request) => {
    if (isServiceCall(request)) inFlight.add(request)
  })
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  return { do: (step) => runStep(page, step, inFlight) }
}
