import { scenarioSchema } from '@scenarios/scenario'
import { z } from 'zod'
import type { CollectionName, CollectionSchemas } from '../core/models'
import { makeTokenSecret } from '../core/token-secret'
import type { WorldState } from '../core/world'
import { collectionSchemas } from './areas'

/**
 * The whole simulated world as plain data: what is saved between page loads, every collection
 * of the kernel and of the areas (areas.ts). Bump the version whenever a record's shape
 * changes, and add the step that brings the previous version's world forward to
 * WORLD_MIGRATIONS; a world no step can bring forward, or that fails to parse after
 * its steps, is reset with a notice rather than feeding old records to new code.
 */
export const WORLD_SNAPSHOT_VERSION = 5

export const worldSnapshotSchema = z.object({
  version: z.literal(WORLD_SNAPSHOT_VERSION),
  scenario: scenarioSchema,
  clockNow: z.number(),
  idCounter: z.number().int().nonnegative(),
  /** The seed of repeatable ids, or null for random ones (see id-source.ts). */
  idSeed: z.number().int().nullable(),
  /** The secret the world's session tokens are signed with (signed-token.ts). */
  tokenSecret: z.string().min(32),
  collections: z.object(
    Object.fromEntries(
      Object.entries(collectionSchemas).map(([name, schema]) => [name, z.array(schema)]),
    ),
  ) as unknown as z.ZodObject<{ [Name in CollectionName]: z.ZodArray<CollectionSchemas[Name]> }>,
})
export type WorldSnapshot = z.output<typeof worldSnapshotSchema>

/** The world as it is saved: its state, versioned, without a sensitive field at any depth. */
export function snapshotOf(state: WorldState): WorldSnapshot {
  return withoutSensitiveFields({ version: WORLD_SNAPSHOT_VERSION, ...state })
}

/** A saved world as it was written by some version, before it is checked. */
export type RawWorld = Record<string, unknown> & { version: number }

/** One step forward: a world of version n in, the same world as version n + 1 out. */
export type WorldMigration = (world: RawWorld) => RawWorld

/** Collections version 4 added: bank links, disbursement accounts, documents, telemetry. */
const ADDED_IN_VERSION_4 = [
  'bankLinkItems',
  'disbursementAccounts',
  'loanDocuments',
  'telemetrySessions',
  'telemetryEvents',
] as const

/** Steps by the version they start from. Each new version adds one; none is ever removed. */
export const WORLD_MIGRATIONS: Readonly<Record<number, WorldMigration>> = {
  // Version 4 added the part-two collections, empty in an older world; the records' new
  // fields (the application's collateral posting, its progress on the agreements) have
  // defaults in their schemas and are filled in when the world is read.
  3: (world) => ({
    ...world,
    version: 4,
    collections: {
      ...Object.fromEntries(ADDED_IN_VERSION_4.map((name) => [name, []])),
      ...(world.collections as Record<string, unknown>),
    },
  }),
  // Version 5 made ids random unless seeded; an older world's ids came from the counter alone,
  // which is seed 0, so it goes on handing out the ids it would have. Its tokens were not
  // signed: its sessions end, and the borrower signs in again under the new secret.
  4: (world) => ({
    ...world,
    version: 5,
    idSeed: 0,
    tokenSecret: makeTokenSecret(null),
    collections: { ...(world.collections as Record<string, unknown>), sessions: [] },
  }),
}

export type SnapshotParseResult =
  | { ok: true; snapshot: WorldSnapshot; migratedFrom: number | null }
  | { ok: false; reason: string }

function isRawWorld(raw: unknown): raw is RawWorld {
  return (
    typeof raw === 'object' &&
    raw !== null &&
    Number.isInteger((raw as { version?: unknown }).version)
  )
}

/** Brings a saved world up to the current version, step by step, then checks it whole. */
export function parseWorldSnapshot(
  raw: unknown,
  migrations: Readonly<Record<number, WorldMigration>> = WORLD_MIGRATIONS,
  currentVersion: number = WORLD_SNAPSHOT_VERSION,
): SnapshotParseResult {
  let world: unknown = raw
  let migratedFrom: number | null = null
  if (isRawWorld(raw) && raw.version < currentVersion) {
    migratedFrom = raw.version
    let current: RawWorld = raw
    while (current.version < currentVersion) {
      const step = migrations[current.version]
      if (!step) {
        return {
          ok: false,
          reason: `A world saved by version ${migratedFrom} cannot be brought to version ${currentVersion}.`,
        }
      }
      const next = step(current)
      if (next.version !== current.version + 1) {
        throw new Error(`The step from version ${current.version} must give the next version`)
      }
      current = next
    }
    world = current
  }
  const parsed = worldSnapshotSchema.safeParse(world)
  if (parsed.success) return { ok: true, snapshot: parsed.data, migratedFrom }
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
