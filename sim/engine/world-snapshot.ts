import { z } from 'zod'
import { scenarioSchema } from '../../scenarios/scenario'
import { collectionSchemas } from './models'

/**
 * The whole simulated world as plain data: what is saved between page loads. Bump the version
 * whenever a record's shape changes; an older snapshot then fails to parse and the store is
 * reset with a notice rather than feeding old records to new code.
 */
export const WORLD_SNAPSHOT_VERSION = 3

export const worldSnapshotSchema = z.object({
  version: z.literal(WORLD_SNAPSHOT_VERSION),
  scenario: scenarioSchema,
  clockNow: z.number(),
  idCounter: z.number().int().nonnegative(),
  collections: z.object({
    applications: z.array(collectionSchemas.applications),
    borrowers: z.array(collectionSchemas.borrowers),
    sessions: z.array(collectionSchemas.sessions),
    profiles: z.array(collectionSchemas.profiles),
    identityDocuments: z.array(collectionSchemas.identityDocuments),
    organisations: z.array(collectionSchemas.organisations),
    states: z.array(collectionSchemas.states),
    countries: z.array(collectionSchemas.countries),
    prices: z.array(collectionSchemas.prices),
    jobs: z.array(collectionSchemas.jobs),
    // Worlds saved before loan documents existed have none.
    loanDocuments: z.array(collectionSchemas.loanDocuments).default([]),
  }),
})
export type WorldSnapshot = z.output<typeof worldSnapshotSchema>

export type SnapshotParseResult =
  | { ok: true; snapshot: WorldSnapshot }
  | { ok: false; reason: string }

export function parseWorldSnapshot(raw: unknown): SnapshotParseResult {
  const parsed = worldSnapshotSchema.safeParse(raw)
  if (parsed.success) return { ok: true, snapshot: parsed.data }
  return { ok: false, reason: z.prettifyError(parsed.error) }
}

// Field names that would hold a government or bank identifier. The world keeps none (profiles
// hold only whether an SSN was given and its last four digits); this guard keeps one from
// reaching the browser's storage if a later model adds it.
const SENSITIVE_KEY = /ssn|accountnumber|idnumber|governmentissuedidentifier|routingnumber/i
const KEPT_KEYS: ReadonlySet<string> = new Set(['hasSsn', 'ssnLastFour'])

/** Drops sensitive fields at any depth before a snapshot is written anywhere. */
export function withoutSensitiveFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSensitiveFields) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => KEPT_KEYS.has(key) || !SENSITIVE_KEY.test(key))
        .map(([key, inner]) => [key, withoutSensitiveFields(inner)]),
    ) as T
  }
  return value
}
