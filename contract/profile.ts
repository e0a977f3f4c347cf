import { consentSchema, consentTypeSchema } from './borrowers'
import { uuidSchema } from './common'
import { defineEndpoint } from './endpoint'
import { z } from './zod'

/** The borrower's profile, consents, phone alias, address lookup and loan status. */

export const suffixSchema = z.enum(['Jr', 'Sr', 'I', 'II', 'III', 'IV', 'V'])
export const addressTypeSchema = z.enum(['HOME', 'MAILING', 'SECONDARY', 'INVESTMENT'])

export const addressSchema = z.object({
  type: addressTypeSchema,
  street1: z.string().check(z.minLength(1)),
  street2: z.nullable(z.string()),
  city: z.string().check(z.minLength(1)),
  state: z.nullable(z.string()),
  zip: z.string().check(z.minLength(1)),
  country: z.string().check(z.minLength(2)),
})
export type Address = z.infer<typeof addressSchema>

export const personNameSchema = z.object({
  firstName: z.string().check(z.minLength(1)),
  lastName: z.string().check(z.minLength(1)),
  suffix: z.nullable(suffixSchema),
})

export const profileSchema = z.object({
  uuid: uuidSchema,
  name: z.nullable(personNameSchema),
  /** ISO date, yyyy-mm-dd. */
  dob: z.nullable(z.string()),
  email: z.string(),
  hasSsn: z.boolean(),
  addresses: z.array(addressSchema),
  phoneNumbers: z.array(z.object({ number: z.string() })),
  countryOfDomicile: z.nullable(z.string()),
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
  dob: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** ID number for international borrowers (passport number or GIIN). */
  governmentIssuedIdentifier: z.optional(
    z.object({
      type: z.enum(['PASSPORT', 'GIIN']),
      value: z.string().check(z.minLength(6)).check(z.maxLength(24)),
    }),
  ),
  countryOfCitizenship: z.optional(z.string().check(z.length(2))),
  ssn: z.optional(z.string().check(z.regex(/^\d{3}-\d{2}-\d{4}$/))),
  homeAddress: z.omit(addressSchema, { type: true }),
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
  response: z.array(
    z.object({ type: consentTypeSchema, version: z.string().check(z.minLength(1)) }),
  ),
})

export const setPhoneAlias = defineEndpoint({
  id: 'setPhoneAlias',
  service: 'identity',
  method: 'PUT',
  path: '/identity/secure/api/v1/identity/alias',
  secure: true,
  body: z.object({ value: z.string().check(z.minLength(1)), type: z.literal('Phone') }),
  response: z.unknown(),
  responseKind: 'none',
})

export const addressSuggestionSchema = z.object({
  street1: z.string(),
  street2: z.nullable(z.string()),
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
  query: z.object({ partialAddress: z.string().check(z.minLength(1)) }),
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
