import { consentSchema, identityDocumentTypeSchema } from '@contract/borrowers'
import { addressSchema, personNameSchema } from '@contract/profile'
import { z } from 'zod'

/**
 * The borrower's profile as the profile service keeps it. Never the SSN or an ID number:
 * whether one was given, the SSN's last four digits and the kind of ID.
 */
export const profileRecordSchema = z.object({
  uuid: z.string().min(1),
  name: z.nullable(personNameSchema),
  dob: z.string().nullable(),
  hasSsn: z.boolean(),
  ssnLastFour: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  idKind: z.enum(['PASSPORT', 'GIIN']).nullable(),
  countryOfCitizenship: z.string().nullable(),
  addresses: z.array(addressSchema),
  phone: z.string().nullable(),
  consents: z.array(consentSchema),
  updatedAt: z.number(),
})
export type ProfileRecord = z.infer<typeof profileRecordSchema>

/** An uploaded identity document: what it is, never its bytes. */
export const identityDocumentRecordSchema = z.object({
  id: z.string().min(1),
  appUuid: z.string().min(1),
  ownerUuid: z.string().min(1),
  documentType: identityDocumentTypeSchema,
  side: z.enum(['FRONT', 'BACK']).nullable(),
  fileName: z.string().min(1),
  contentType: z.string().min(1),
  size: z.number().int().nonnegative(),
  uploadedAt: z.number(),
})
export type IdentityDocumentRecord = z.infer<typeof identityDocumentRecordSchema>

/** The profile service's collection: each borrower's profile. */
export const profileRecords = { profiles: profileRecordSchema }

/** The borrower's part of an application: the identity documents uploaded. */
export const borrowerRecords = { identityDocuments: identityDocumentRecordSchema }

type ProfileRecords = typeof profileRecords
type BorrowerRecords = typeof borrowerRecords
declare module '../core/models' {
  interface AreaRecords extends ProfileRecords, BorrowerRecords {}
}
