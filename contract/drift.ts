import type { ContractSchema } from './endpoint'
import { z } from './zod'

/**
 * Where a service's answer leaves the contract: each zod issue as the path into the answer,
 * what zod says, and the value the service sent there. The contract check and the lenient
 * collector of a journey against live services both report drift in these terms.
 */
export interface DriftIssue {
  /** `orgBrand.colours.primary`, `[0].variant`; `(body)` for the answer as a whole. */
  path: string
  message: string
  /** The value seen at the path, as short JSON; `(missing)` when the field is not there. */
  seen: string
}

const SEEN_LIMIT = 60

export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(body)'
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('')
}

export function shortValue(value: unknown): string {
  if (value === undefined) return '(missing)'
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? '')
  return text.length > SEEN_LIMIT ? `${text.slice(0, SEEN_LIMIT - 1)}…` : text
}

function valueAt(payload: unknown, path: readonly PropertyKey[]): unknown {
  let value = payload
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** The answer's drift from the schema: empty when it conforms. */
export function driftOf(schema: ContractSchema, payload: unknown): DriftIssue[] {
  const parsed = z.safeParse(schema, payload)
  if (parsed.success) return []
  return parsed.error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: issue.message,
    seen: shortValue(valueAt(payload, issue.path)),
  }))
}

/** An answer that should be JSON and is not (an HTML error page with 200, say). */
export function notJsonDrift(contentType: string, text: string): DriftIssue {
  return {
    path: '(body)',
    message: `Expected JSON, got ${contentType || 'no content type'}`,
    seen: shortValue(text.trim().replace(/\s+/g, ' ')),
  }
}
