import { APP_BASE_PATH } from '@contract/base-path'
import { allEndpoints } from '@contract/catalogue'
import type { EndpointDefinition } from '@contract/endpoint'
import { endpointPattern } from '@sim/http/api-matcher'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { z } from 'zod'
import type { RecordedExchange } from './read-har'

/**
 * Each call of the recording matched to the contract (by method and path under the shipped
 * service paths, on whatever host the services had) and its answer parsed by the call's zod
 * schema. What cannot be placed is kept with the reason, for the report.
 */

export interface ContractCall {
  endpoint: EndpointDefinition
  params: Record<string, string>
  exchange: RecordedExchange
  /** The answer as the contract reads it; null for an error answer or one without a body. */
  answer: unknown
}

export interface Unplaced {
  call: string
  reason: string
}

const located = allEndpoints.map((endpoint) => ({
  endpoint,
  pattern: endpointPattern(SHIPPED_SERVICE_PATHS[endpoint.service], endpoint.path, true),
}))

/** The app's own files and the simulation's own calls: not service calls. */
function isServiceCall(exchange: RecordedExchange): boolean {
  const { pathname } = exchange.url
  if (!exchange.isCall || exchange.binary) return false
  if (pathname.startsWith(`${APP_BASE_PATH}/`) || pathname === APP_BASE_PATH) return false
  if (pathname.startsWith('/__simulation/')) return false
  return exchange.method !== 'OPTIONS'
}

function findEndpoint(exchange: RecordedExchange) {
  const clean = `${exchange.url.origin}${exchange.url.pathname}`
  for (const { endpoint, pattern } of located) {
    if (endpoint.method !== exchange.method) continue
    const match = pattern.exec(clean)
    if (match) return { endpoint, params: { ...match.groups } as Record<string, string> }
  }
  return null
}

/** The first problems zod found, short enough for one line of the report. */
function zodReason(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map(
      (issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(answer)'}: ${issue.message}`,
    )
    .join('; ')
}

export function matchToContract(exchanges: readonly RecordedExchange[]) {
  const calls: ContractCall[] = []
  const unplaced: Unplaced[] = []
  /** Calls answered without a body kept in the recording: read as answering nothing. */
  const withoutBody: string[] = []
  for (const exchange of exchanges) {
    if (!isServiceCall(exchange)) continue
    const name = `${exchange.method} ${exchange.url.pathname}`
    const found = findEndpoint(exchange)
    if (!found) {
      unplaced.push({ call: name, reason: 'not a call of the contract' })
      continue
    }
    const { endpoint, params } = found
    const ok = exchange.status >= 200 && exchange.status < 300
    if (!ok || endpoint.responseKind !== 'json') {
      calls.push({ endpoint, params, exchange, answer: null })
      continue
    }
    if (!exchange.bodyRecorded) {
      withoutBody.push(endpoint.id)
      calls.push({ endpoint, params, exchange, answer: null })
      continue
    }
    const parsed = z.safeParse(endpoint.response as z.ZodType, exchange.responseBody)
    if (!parsed.success) {
      unplaced.push({
        call: `${name} (${endpoint.id})`,
        reason: `answer fails the contract: ${zodReason(parsed.error)}`,
      })
      continue
    }
    calls.push({ endpoint, params, exchange, answer: parsed.data })
  }
  return { calls, unplaced, withoutBody }
}

/** The answers of one call, oldest first. */
export function answersOf<T>(calls: readonly ContractCall[], id: string): T[] {
  return calls
    .filter((call) => call.endpoint.id === id && call.answer !== null)
    .map((call) => call.answer as T)
}

export function lastAnswer<T>(calls: readonly ContractCall[], id: string): T | undefined {
  return answersOf<T>(calls, id).at(-1)
}
