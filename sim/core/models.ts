import { applicationSchema } from '@contract/applications'
import { consentSchema, finalStepStatusSchema, sourceOfIncomeSchema } from '@contract/borrowers'
import { Collection } from '@msw/data'
import { z } from 'zod'

/**
 * The simulated backend's records, built from the contract's schemas so a record can be
 * answered as it is. Internal fields (who owns an application, where the borrower lives) are
 * added next to the contract's and stripped before answering.
 *
 * The kernel keeps the records every area works on: applications, borrowers and the lender's
 * scheduled jobs. Each area keeps its own collections, and its own fields on an application,
 * in its folder: it declares them in the registries below (`declare module '../core/models'`)
 * and gives their schemas in its definition (core/area.ts), from which the engine builds the
 * world. The kernel learns their types from the declarations and imports no area.
 */

/** The application's fields every area reads: the contract's, and the lender's own beside. */
const commonApplicationFields = {
  ...applicationSchema.shape,
  organisation: z.string().min(1),
  residence: z.object({ state: z.string().nullable(), country: z.string().nullable() }).nullable(),
  /** The signed-in borrower the application belongs to, once known. */
  ownerUuid: z.string().nullable(),
  /** What the details step sent: the source of income, once submitted. */
  sourceOfIncome: z.nullable(sourceOfIncomeSchema).default(null),
  /** Consents given for this application (the soft credit one among them). */
  consents: z.array(consentSchema).default([]),
  /** Final steps the lender tracks itself; agreements and collateral follow the state. */
  progress: z
    .object({
      identity: z._default(finalStepStatusSchema, 'NOT_STARTED'),
      disbursement: z._default(finalStepStatusSchema, 'NOT_STARTED'),
      /** IN_PROGRESS once some, not all, loan documents are signed; the state says the rest. */
      agreements: z._default(finalStepStatusSchema, 'NOT_STARTED'),
    })
    .prefault({}),
  /** When the application entered its current state (simulated ms); null in older worlds. */
  stateEnteredAt: z.number().nullable().default(null),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** A renewal's cash: what the loan being rolled forward lent, priced again at renewal. */
  rollForwardDrawAmount: z.number().positive().nullable().default(null),
}

/**
 * The fields areas keep on an application beside the common ones, by name, each as its
 * schema's type (the collateral posting, the release, the refinance, the loan's events).
 */
// biome-ignore lint/suspicious/noEmptyInterface: the areas declare their fields into it
export interface ApplicationParts {}

/** The collections areas keep beside the kernel's, by name, each as its schema's type. */
// biome-ignore lint/suspicious/noEmptyInterface: the areas declare their collections into it
export interface AreaRecords {}

/** A registry as a plain object type, as zod's shapes take it. */
type Fields<Registry> = { [Name in keyof Registry]: Registry[Name] }

export type ApplicationPartSchemas = Fields<ApplicationParts>
export type AreaRecordSchemas = Fields<AreaRecords>

export type ApplicationRecordSchema = z.ZodObject<
  typeof commonApplicationFields & ApplicationPartSchemas,
  z.core.$strip
>
export type ApplicationRecord = z.infer<ApplicationRecordSchema>

/**
 * The borrower's account at the lender's legacy identity service (docs/decisions/0016), for a
 * story that signs in on /auth/login: the story's own demo password, the code the borrower's
 * authenticator shows where two-factor is on, and the wrong tries counted towards the lock.
 * Only a story writes an account; a password typed on the page is compared, never kept.
 */
export const legacyAccountSchema = z.object({
  password: z.string().min(1),
  twoFactorCode: z
    .string()
    .regex(/^\d{6}$/)
    .nullable(),
  passwordExpired: z.boolean(),
  failedAttempts: z.number().int().nonnegative(),
  /** Simulated ms until which sign-in is refused; null when not locked. */
  lockedUntil: z.number().nullable(),
})
export type LegacyAccount = z.infer<typeof legacyAccountSchema>

/** Only what the simulation needs to know about a borrower: never an SSN or ID number. */
export const borrowerRecordSchema = z.object({
  uuid: z.string().min(1),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: z.string().min(1),
  /** Null for a borrower who signs in through the identity broker only (and in older worlds). */
  legacySignIn: legacyAccountSchema.nullable().default(null),
})
export type BorrowerRecord = z.infer<typeof borrowerRecordSchema>

/**
 * Work the simulated lender does later, on the simulated clock (preparing disclosures, a
 * credit decision). Saved with the world, so a reload resumes pending work.
 */
export const jobRecordSchema = z.object({
  id: z.string().min(1),
  appUuid: z.string().min(1),
  /** A scheduled row's event in the transition table. */
  event: z.string().min(1),
  runAt: z.number(),
  /** Breaks ties between jobs due at the same time: first scheduled, first run. */
  order: z.number().int().nonnegative(),
  /** A deadline counted from an earlier moment: kept when the application changes state. */
  keep: z.boolean().default(false),
})
export type JobRecord = z.infer<typeof jobRecordSchema>

/** Every collection of the world by name, the kernel's and the areas', as its schema. */
export type CollectionSchemas = {
  applications: ApplicationRecordSchema
  borrowers: typeof borrowerRecordSchema
  jobs: typeof jobRecordSchema
} & AreaRecordSchemas

export type CollectionName = keyof CollectionSchemas
/** A record of a collection, as the world holds it. */
export type CollectionRecord<Name extends CollectionName> = z.output<CollectionSchemas[Name]>
export type Collections = { [Name in CollectionName]: Collection<CollectionSchemas[Name]> }

/**
 * The schema of every collection: the kernel's, with the fields and the collections of the
 * areas (as the engine gathers them from the areas' definitions).
 */
export function collectionSchemasWith(areas: {
  applicationParts: ApplicationPartSchemas
  records: AreaRecordSchemas
}): CollectionSchemas {
  return {
    applications: z.object({
      ...commonApplicationFields,
      ...areas.applicationParts,
    }) as ApplicationRecordSchema,
    borrowers: borrowerRecordSchema,
    jobs: jobRecordSchema,
    ...areas.records,
  }
}

export function createCollections(schemas: CollectionSchemas): Collections {
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, new Collection({ schema })]),
  ) as Collections
}
