import { applicationArea } from '../applications/application-area'
import { borrowerArea, profileArea } from '../borrower/borrower-area'
import { collateralArea } from '../collateral/collateral-area'
import type { Area, Kernel } from '../core/area'
import {
  type ApplicationPartSchemas,
  type AreaRecordSchemas,
  type CollectionSchemas,
  collectionSchemasWith,
} from '../core/models'
import { demoArea } from '../demo/demo-area'
import { disbursementArea } from '../disbursement/disbursement-area'
import { documentArea } from '../documents/document-area'
import { loanHealthArea } from '../loan-health/loan-health-area'
import { platformArea } from '../platform/platform-area'
import { pricingArea, referenceArea } from '../pricing/pricing-area'
import { refinanceArea } from '../refinance/refinance-area'
import { releaseArea } from '../release/release-area'
import { renewalArea } from '../renewal/renewal-area'
import { legacySignInArea, sessionArea } from '../session/session-area'
import type { UnionToIntersection } from './engine-calls'

/**
 * Every area of the simulated lender, the one list the engine is put together from: their
 * operations (each made with the areas it leans on, listed before it), their routes (the route
 * table), their rows (the transition table, in this order: rows scheduled from one state are
 * scheduled so), and what they keep in the world. A new area is one more line here.
 */
export const AREAS = [
  referenceArea,
  applicationArea,
  renewalArea,
  pricingArea,
  profileArea,
  borrowerArea,
  collateralArea,
  disbursementArea,
  documentArea,
  releaseArea,
  refinanceArea,
  sessionArea,
  legacySignInArea,
  platformArea,
  loanHealthArea,
  demoArea,
] as const

type Listed = (typeof AREAS)[number]

/** What an area leans on: the operations of other areas, by their names. */
type NeedsOf<A extends Area> =
  Parameters<A['operations']> extends [Kernel, infer Needs] ? Needs : unknown

/**
 * True when each area of the list leans only on areas listed before it; otherwise the name of
 * the first that does not, which the type check below prints.
 */
type LeansOnlyBackwards<List, Made = unknown> = List extends readonly [
  infer First extends Area,
  ...infer Rest,
]
  ? Made extends NeedsOf<First>
    ? LeansOnlyBackwards<Rest, Made & Record<First['name'], ReturnType<First['operations']>>>
    : `${First['name']} leans on an area listed after it, or on what no area has`
  : true
type Holds<Check extends true> = Check
/** Fails to compile when an area leans on one listed after it (or on what no area has). */
export type AreasLeanOnlyBackwards = Holds<LeansOnlyBackwards<typeof AREAS>>

/** Each area's operations, by the area's name. */
export type AreaOperations = { [A in Listed as A['name']]: ReturnType<A['operations']> }

/** Each area's operations, made over the kernel, in the order of the list. */
export function createAreaOperations(kernel: Kernel): AreaOperations {
  const made: Record<string, object> = {}
  for (const area of AREAS) {
    if (Object.hasOwn(made, area.name)) throw new Error(`Two areas are named ${area.name}`)
    made[area.name] = area.operations(kernel, made as never)
  }
  return made as AreaOperations
}

type PartsOf<A> = A extends { applicationParts: infer Parts } ? Parts : Record<never, never>
type RecordsOf<A> = A extends { records: infer Records } ? Records : Record<never, never>

/** The areas' fields on an application, and their collections, as the areas give them. */
const applicationParts: UnionToIntersection<PartsOf<Listed>> = Object.assign(
  {},
  ...AREAS.map((area) => ('applicationParts' in area ? area.applicationParts : {})),
)
const records: UnionToIntersection<RecordsOf<Listed>> = Object.assign(
  {},
  ...AREAS.map((area) => ('records' in area ? area.records : {})),
)

/**
 * The schema of every collection of the world: the kernel's, and those the areas keep. Each
 * field and collection an area declares (core/models.ts) must be given by an area listed here.
 */
export const collectionSchemas: CollectionSchemas = collectionSchemasWith({
  applicationParts: applicationParts satisfies ApplicationPartSchemas,
  records: records satisfies AreaRecordSchemas,
})
