import { uuidSchema, withResidence } from './common'
import { defineEndpoint } from './endpoint'
import { z } from './zod'

/** The borrower's part of an application: linking, details, consents and the final steps. */

export const sourceOfIncomeSchema = z.enum([
  'EMPLOYMENT',
  'BUSINESS_OWNERSHIP',
  'INHERITANCE',
  'INVESTMENTS',
  'SALE_OF_PROPERTY',
  'OTHER',
])
export type SourceOfIncome = z.infer<typeof sourceOfIncomeSchema>

export const consentTypeSchema = z.enum([
  'PRIVACY',
  'TERMS',
  'COMMUNICATIONS',
  'MARKETING',
  'SOFT_CREDIT',
])
export type ConsentType = z.infer<typeof consentTypeSchema>

export const consentChoiceSchema = z.enum(['OPT_IN', 'OPT_OUT'])

export const consentSchema = z.object({
  type: consentTypeSchema,
  version: z.string().check(z.minLength(1)),
  optInOut: consentChoiceSchema,
})
export type Consent = z.infer<typeof consentSchema>

export const linkBorrower = defineEndpoint({
  id: 'linkBorrower',
  service: 'lending',
  method: 'POST',
  path: '/secure/api/v1/applications/:appUuid/borrowers/link',
  secure: true,
  // Assumption: linking answers with the borrower's identity uuid used by later calls.
  response: z.object({ identityUuid: uuidSchema }),
})

export const submitBorrowerDetails = defineEndpoint({
  id: 'submitBorrowerDetails',
  service: 'lending',
  method: 'POST',
  path: '/secure/api/v1/applications/:appUuid/borrowers/:identityUuid/details',
  secure: true,
  body: withResidence({ sourceOfIncome: sourceOfIncomeSchema }),
  // Assumption: an empty answer; the state is read afterwards.
  response: z.unknown(),
  responseKind: 'none',
})

export const submitConsents = defineEndpoint({
  id: 'submitConsents',
  service: 'lending',
  method: 'POST',
  path: '/secure/api/v1/applications/:appUuid/borrowers/:identityUuid/consents',
  secure: true,
  body: z.object({
    consents: z.array(consentSchema),
  }),
  response: z.unknown(),
  responseKind: 'none',
})

export const finalStepNameSchema = z.enum([
  'Verify Identity',
  'Review Agreements',
  'Disbursement Account',
  'Post Collateral',
])
export const finalStepStatusSchema = z.enum([
  'NOT_STARTED',
  'IN_PROGRESS',
  'PENDING',
  'COMPLETED',
  'NOT_REQUIRED',
])
export type FinalStepStatus = z.infer<typeof finalStepStatusSchema>

export const finalStepsDashboardSchema = z.object({
  status: finalStepStatusSchema,
  items: z.array(z.object({ name: finalStepNameSchema, status: finalStepStatusSchema })),
})
export type FinalStepsDashboard = z.infer<typeof finalStepsDashboardSchema>

export const getFinalStepsDashboard = defineEndpoint({
  id: 'getFinalStepsDashboard',
  service: 'lending',
  method: 'GET',
  path: '/secure/api/v1/applications/:uuid/final-steps-dashboard',
  secure: true,
  response: finalStepsDashboardSchema,
})

export const identityDocumentTypeSchema = z.enum([
  'DRIVERS_LICENSE',
  'STATE_ID',
  'PASSPORT',
  'PERMANENT_RESIDENT',
  'ADDITIONAL_DOCUMENT',
])

export const uploadIdentityDocument = defineEndpoint({
  id: 'uploadIdentityDocument',
  service: 'lending',
  method: 'POST',
  path: '/secure/api/v1/applications/:appUuid/borrowers/identity/upload-identity-id-document',
  secure: true,
  bodyKind: 'multipart',
  body: z.object({
    document: z.instanceof(Blob),
    documentOwnerIdentityUuid: uuidSchema,
    documentType: identityDocumentTypeSchema,
    /** FRONT or BACK of the document; absent for single-sided documents. */
    side: z.optional(z.enum(['FRONT', 'BACK'])),
    fileName: z.string().check(z.minLength(1)),
  }),
  response: z.unknown(),
  responseKind: 'none',
})
