import { z } from '@/lib/zod'
import { consentSchema, consentTypeSchema } from './borrowers'
import { uuidSchema } from './common'
import { defineEndpoint } from './endpoint'

/** The borrower's profile, consents, phone alias, address lookup and loan status. */

export const suffixSchema = z.enum(['Jr', 'Sr', 'I', 'II', 'III', 'IV', 'V'])
export const addressTypeSchema = z.enum(['HOME', 'MAILING', 'SECONDARY', 'INVESTMENT'])

export const addressSchema = z.object({
  type: addressTypeSchema,
  street1: z.string().min(1),
  street2: z.string().nullable(),
  city: z.string().min(1),
  state: z.string().nullable(),
  zip: z.string().min(1),
  country: z.string().min(2),
})
export type Address = z.infer<typeof addressSchema>

export const personNameSchema = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  suffix: suffixSchema.nullable(),
})

export const profileSchema = z.object({
  uuid: uuidSchema,
  name: personNameSchema.nullable(),
  /** ISO date, yyyy-mm-dd. */
  dob: z.string().nullable(),
  email: z.string(),
  hasSsn: z.boolean(),
  addresses: z.array(addressSchema),
  phoneNumbers: z.array(z.object({ number: z.string() })),
  countryOfDomicile: z.string().nullable(),
})
export type Profile = z.infer<typeof profileSchema>

export const getProfile = defineEndpoint({
  id: 'getProfile',
  service: 'profile',
  method: 'GET',
  path: '/profile',
  secure: true,
  response: profileSchema,
})

export const updateProfileRequestSchema = z.object({
  name: personNameSchema,
  dob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** ID number for international borrowers (passport number or GIIN). */
  governmentIssuedIdentifier: z
    .object({ type: z.enum(['PASSPORT', 'GIIN']), value: z.string().min(6).max(24) })
    .optional(),
  countryOfCitizenship: z.string().length(2).optional(),
  ssn: z
    .string()
    .regex(/^\d{3}-\d{2}-\d{4}$/)
    .optional(),
  homeAddress: addressSchema.omit({ type: true }),
  consents: z.array(consentSchema),
})

export const updateProfile = defineEndpoint({
  id: 'updateProfile',
  service: 'profile',
  method: 'PUT',
  path: '/profile',
  secure: true,
  body: updateProfileRequestSchema,
  // Assumption: the response to PUT is not shown; the updated profile is the plausible answer.
  response: profileSchema,
})

export const getConsentTypes = defineEndpoint({
  id: 'getConsentTypes',
  service: 'profile',
  method: 'GET',
  path: '/profile/consent-types',
  secure: true,
  response: z.array(z.object({ type: consentTypeSchema, version: z.string().min(1) })),
})

export const setPhoneAlias = defineEndpoint({
  id: 'setPhoneAlias',
  service: 'identity',
  method: 'PUT',
  path: '/identity/secure/api/v1/identity/alias',
  secure: true,
  body: z.object({ value: z.string().min(1), type: z.literal('Phone') }),
  response: z.unknown(),
  responseKind: 'none',
})

export const addressSuggestionSchema = z.object({
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
})

export const lookupAddress = defineEndpoint({
  id: 'lookupAddress',
  service: 'addressLookup',
  method: 'GET',
  path: '',
  secure: true,
  query: z.object({ partialAddress: z.string().min(1) }),
  // Assumption: a list of suggestions; parts may be blank, and only complete ones are listed.
  response: z.array(addressSuggestionSchema),
})

export const getLoanStatus = defineEndpoint({
  id: 'getLoanStatus',
  service: 'provenance',
  method: 'GET',
  path: '/provenance/borrower/servicing/v2/loanStatus',
  secure: true,
  response: z.object({
    loans: z.array(z.object({ profile: z.object({ isServicedViaApp: z.boolean() }) })),
  }),
})
