import { Collection } from '@msw/data'
import { z } from 'zod'
import { applicationSchema } from '@/api/contract/applications'
import { coinTypeSchema } from '@/api/contract/common'
import { organisationInfoSchema } from '@/api/contract/organisation'
import { countrySchema, stateResidenceSchema } from '@/api/contract/reference'

/**
 * The simulated backend's records, built from the contract's schemas so a record can be
 * answered as it is. Internal fields (who owns an application, where the borrower lives) are
 * added next to the contract's and stripped before answering.
 */

export const applicationRecordSchema = applicationSchema.extend({
  organisation: z.string().min(1),
  residence: z.object({ state: z.string().nullable(), country: z.string().nullable() }).nullable(),
  /** The signed-in borrower the application belongs to, once known. */
  ownerUuid: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>

/** Only what the simulation needs to know about a borrower: never an SSN or ID number. */
export const borrowerRecordSchema = z.object({
  uuid: z.string().min(1),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: z.string().min(1),
})
export type BorrowerRecord = z.infer<typeof borrowerRecordSchema>

export const sessionRecordSchema = z.object({
  token: z.string().min(1),
  borrowerUuid: z.string().min(1),
  issuedAt: z.number(),
})
export type SessionRecord = z.infer<typeof sessionRecordSchema>

export const priceRecordSchema = z.object({
  collateralType: coinTypeSchema,
  valueOfOne: z.number().positive(),
})
export type PriceRecord = z.infer<typeof priceRecordSchema>

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
})
export type JobRecord = z.infer<typeof jobRecordSchema>

export const collectionSchemas = {
  applications: applicationRecordSchema,
  borrowers: borrowerRecordSchema,
  sessions: sessionRecordSchema,
  organisations: organisationInfoSchema,
  states: stateResidenceSchema,
  countries: countrySchema,
  prices: priceRecordSchema,
  jobs: jobRecordSchema,
} as const

export type CollectionName = keyof typeof collectionSchemas

export function createCollections() {
  return {
    applications: new Collection({ schema: applicationRecordSchema }),
    borrowers: new Collection({ schema: borrowerRecordSchema }),
    sessions: new Collection({ schema: sessionRecordSchema }),
    organisations: new Collection({ schema: organisationInfoSchema }),
    states: new Collection({ schema: stateResidenceSchema }),
    countries: new Collection({ schema: countrySchema }),
    prices: new Collection({ schema: priceRecordSchema }),
    jobs: new Collection({ schema: jobRecordSchema }),
  }
}
export type Collections = ReturnType<typeof createCollections>
