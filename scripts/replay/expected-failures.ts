import { allEndpoints } from '@contract/catalogue'
import type { EndpointDefinition } from '@contract/endpoint'
import { clockMovedBy } from '@scenarios/replay-interpreter'
import type { ResolvedScenario } from '@scenarios/scenario'
import { createApiMatcher } from '@sim/http/api-matcher'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { SESSION_LIFETIME_MS } from '@sim/session/session-operations'

/**
 * The failed calls a story causes on purpose, which its replay must not count as defects. Every
 * other failed call in a replay is one, and so is every other console error and page error. The
 * drivers of the browser replay (replay-scenario.ts) and of the replay in the rendered app
 * (tests/support/drivers/rendered-app-driver.ts) both ask isExpectedFailure.
 */

/** What a story's replay saw go wrong. */
export type ReplayFailure =
  /**
   * A call answered with an error status, or not answered at all (status null: the connection
   * dropped). The method is unknown where only the browser's console line tells of the call.
   */
  | { kind: 'call'; method: string | null; url: string; status: number | null }
  /** Any other console error. */
  | { kind: 'console'; text: string }
  /** An error the page did not catch. */
  | { kind: 'page-error'; message: string }

/**
 * A refusal a story expects: calls of an endpoint (by its contract id; '*' every call of the
 * contract) answered with this status, or dropped (null).
 */
export interface ExpectedFailedCall {
  endpoint: string
  status: number | null
}

type Story = Pick<ResolvedScenario, 'expectedRefusals' | 'faults' | 'decisions' | 'replay'>

/**
 * Whether the story's clock moves on past the borrower's sign-in, so that the lender refuses
 * (401) the calls made with it until the borrower signs in again.
 */
export function outlivesTheSignIn(scenario: Pick<ResolvedScenario, 'replay'>): boolean {
  return clockMovedBy(scenario.replay.steps) >= SESSION_LIFETIME_MS
}

/** The calls that carry the borrower's sign-in, which the lender refuses once it has expired. */
const SIGNED_IN_CALLS = allEndpoints.filter((endpoint) => endpoint.secure)

/**
 * Every failed call the story expects: the refusals it declares; those of its faults (a fault
 * answers its status, or drops the connection; one that only slows calls fails none); those of
 * its decisions (the lender refuses the return address, 400, or the Loan ID lookup, with the
 * status the story gives); and, where its clock outlives the sign-in, a 401 of every call made
 * with it.
 */
export function expectedFailedCalls(scenario: Story): ExpectedFailedCall[] {
  const { decisions } = scenario
  return [
    ...scenario.expectedRefusals,
    ...scenario.faults.flatMap((fault): ExpectedFailedCall[] => {
      if (fault.networkError) return [{ endpoint: fault.endpoint, status: null }]
      return fault.status === undefined ? [] : [{ endpoint: fault.endpoint, status: fault.status }]
    }),
    // sim/release/release-operations.ts: invalidReturnAddress.
    ...(decisions.release === 'INVALID_RETURN_ADDRESS'
      ? [{ endpoint: 'releaseCollateral', status: 400 }]
      : []),
    ...(decisions.refinanceLookup.outcome === 'ERROR'
      ? [{ endpoint: 'createRefinanceApplication', status: decisions.refinanceLookup.errorStatus }]
      : []),
    ...(outlivesTheSignIn(scenario)
      ? SIGNED_IN_CALLS.map((endpoint) => ({ endpoint: endpoint.id, status: 401 }))
      : []),
  ]
}

/** Service paths are the shipped ones on whatever origin serves the app or the simulation. */
const contract = createApiMatcher(SHIPPED_SERVICE_PATHS, allEndpoints)

/** The contract's endpoints a call may have been: its method's, or any at its path. */
function endpointsOf(method: string | null, url: string): EndpointDefinition[] {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return []
  }
  const atPath = contract.endpointsAt(parsed)
  return method === null
    ? atPath
    : atPath.filter((endpoint) => endpoint.method === method.toUpperCase())
}

/**
 * Whether the story expects this failure of its replay: only a call it fails on purpose, with
 * the status it expects of that call. Console errors other than failed loads, and page errors,
 * are never expected.
 */
export function isExpectedFailure(scenario: Story, failure: ReplayFailure): boolean {
  if (failure.kind !== 'call') return false
  const endpoints = endpointsOf(failure.method, failure.url)
  if (endpoints.length === 0) return false
  return expectedFailedCalls(scenario).some(
    (expected) =>
      expected.status === failure.status &&
      (expected.endpoint === '*' ||
        endpoints.some((endpoint) => endpoint.id === expected.endpoint)),
  )
}

const FAILED_LOAD = 'Failed to load resource'
const ANSWERED_STATUS = /the server responded with a status of (\d{3})/

/**
 * A browser console error as a failure: Chromium's line for a failed load ("Failed to load
 * resource: the server responded with a status of 401 (Unauthorized)", or "...: net::ERR_FAILED"
 * for a dropped connection) names neither the call nor its method; the message's location is the
 * resource, and the method is the one of the failed answer seen at that URL, if any.
 */
export function failureOfConsoleError(
  text: string,
  location: string,
  methodOf: (url: string, status: number | null) => string | null = () => null,
): ReplayFailure {
  if (!text.startsWith(FAILED_LOAD) || location === '') return { kind: 'console', text }
  const answered = ANSWERED_STATUS.exec(text)?.[1]
  const status = answered === undefined ? null : Number(answered)
  return { kind: 'call', method: methodOf(location, status), url: location, status }
}

/** The call of a failure as a replay names it: its method, if known, and its path. */
export function describeCall(failure: Extract<ReplayFailure, { kind: 'call' }>): string {
  let path = failure.url
  try {
    path = new URL(failure.url).pathname
  } catch {}
  return `${failure.method ?? 'a call to'} ${path}`
}

/** A failure as a replay reports it. */
export function describeFailure(failure: ReplayFailure): string {
  switch (failure.kind) {
    case 'call':
      return `failed call: ${describeCall(failure)} ${failure.status === null ? 'was not answered' : `answered ${failure.status}`}`
    case 'console':
      return `console error: ${failure.text}`
    case 'page-error':
      return `page error: ${failure.message}`
  }
}
