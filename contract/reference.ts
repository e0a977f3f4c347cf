import { coinTypeSchema, orgCodeQuerySchema, residenceSchema } from './common'
import { defineEndpoint } from './endpoint'
import { z } from './zod'

/** Reference data: where the product lends, and what the coins are worth. */

export const countrySchema = z.object({
  code: z.string().check(z.length(2)),
  name: z.string().check(z.minLength(1)),
  enabled: z.boolean(),
})
export type Country = z.infer<typeof countrySchema>

export const stateResidenceSchema = z.object({
  state: z.string().check(z.length(2)),
  rateEnabled: z.boolean(),
  minLoanAmount: z.number().check(z.positive()),
  maxLoanAmount: z.number().check(z.positive()),
})
export type StateResidence = z.infer<typeof stateResidenceSchema>

export const cryptoValueSchema = z.object({
  collateralType: coinTypeSchema,
  /** US dollars for one coin. */
  valueOfOne: z.number().check(z.positive()),
  /** The least collateral that can back the residence's minimum loan. */
  minCoinQuantity: z.number().check(z.nonnegative()),
})
export type CryptoValue = z.infer<typeof cryptoValueSchema>

export const getValidCountries = defineEndpoint({
  id: 'getValidCountries',
  service: 'lending',
  method: 'GET',
  path: '/insecure/api/v1/countries/valid',
  secure: false,
  // Assumption: the answer is a bare list of countries (its shape is not shown).
  response: z.array(countrySchema),
})

export const getValidStates = defineEndpoint({
  id: 'getValidStates',
  service: 'lending',
  method: 'GET',
  path: '/insecure/api/v1/states/valid',
  secure: false,
  response: z.object({ validStates: z.array(stateResidenceSchema) }),
})

export const getPrices = defineEndpoint({
  id: 'getPrices',
  service: 'lending',
  method: 'POST',
  path: '/insecure/api/v1/applications/prices',
  secure: false,
  query: orgCodeQuerySchema,
  body: residenceSchema,
  // Assumption: one crypto value per coin type (the answer's shape is not shown).
  response: z.array(cryptoValueSchema),
})
