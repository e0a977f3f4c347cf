import type { RecordedCall } from '@scenarios/scenario'
import { SIMULATED_SIGN_IN_CALL } from '@sim/session/simulated-sign-in'
import type { Scrubber } from './personal-data'
import type { RecordedExchange } from './read-har'

/**
 * A tester's calls as a story keeps them (`calls`), from a recording with no page in it: a
 * world's journal of the simulation server, where a test client or a tool called the API. Each
 * call in order with its body (personal data replaced as everywhere in the story), whether it
 * was signed in, and what its answer said that a replay checks: the status, an application's
 * state and the ids it named.
 */

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The ids a JSON value names, by where (`0.appUuid`, `offers.1.id`). */
export function idsNamed(value: unknown, at = ''): Record<string, string> {
  if (typeof value === 'string') return ID.test(value) ? { [at]: value } : {}
  if (value === null || typeof value !== 'object') return {}
  const found: Record<string, string> = {}
  for (const [key, inner] of Object.entries(value)) {
    Object.assign(found, idsNamed(inner, at === '' ? key : `${at}.${key}`))
  }
  return found
}

function stateOf(answer: unknown): string | undefined {
  const state = (answer as { state?: unknown } | null)?.state
  return typeof state === 'string' ? state : undefined
}

/**
 * The calls in order. A sign-in on the simulation's own page names the story's borrower (their
 * email in the story is a fake, and the recording's may be no one's the story knows).
 */
export function recordedCalls(
  exchanges: readonly RecordedExchange[],
  scrubber: Pick<Scrubber, 'scrub' | 'inText'>,
  borrowerEmail: string | undefined,
): RecordedCall[] {
  return exchanges
    .filter((exchange) => exchange.isCall)
    .map((exchange) => {
      const signIn = exchange.url.pathname.endsWith(SIMULATED_SIGN_IN_CALL) && borrowerEmail
      const body = signIn
        ? { email: borrowerEmail }
        : exchange.requestBody === undefined || exchange.requestBody === null
          ? undefined
          : scrubber.inText(scrubber.scrub(exchange.requestBody))
      const state = stateOf(exchange.responseBody)
      return {
        method: exchange.method,
        path: `${exchange.url.pathname}${exchange.url.search}`,
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
        signedIn: exchange.signedIn,
        status: exchange.status,
        ...(state === undefined ? {} : { state }),
        ids: idsNamed(exchange.responseBody),
      }
    })
}
