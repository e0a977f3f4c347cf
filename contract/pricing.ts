import {
  coinTypeSchema,
  collateralReuseConsentSchema,
  orgCodeQuerySchema,
  uuidSchema,
  withResidence,
} from './common'
import { defineEndpoint } from './endpoint'
import { formerLenderFields } from './former-lender'
import { z } from './zod'

/** Rates and offers. */

export const rateRowSchema = z.object({
  /** Interest rate in percent. */
  rate: z.number().check(z.positive()),
  minLtv: z.number().check(z.gte(0), z.lte(1)),
  maxLtv: z.number().check(z.gte(0), z.lte(1)),
  /** The loan amounts this rate covers for the pledged collateral. */
  minAmountUsd: z.number().check(z.nonnegative()),
  maxAmountUsd: z.number().check(z.nonnegative()),
  /** Coins to add before the smallest loan at this rate becomes possible; 0 when none. */
  additionalCoinQuantityNeeded: z.number().check(z.nonnegative()),
})
export type RateRow = z.infer<typeof rateRowSchema>

export const offerSchema = z.object({
  uuid: uuidSchema,
  /** Cash paid out to the borrower. */
  drawAmount: z.number().check(z.positive()),
  /** Principal: the cash plus the capitalised origination fee. */
  amount: z.number().check(z.positive()),
  term: z.int().check(z.positive()),
  ltv: z.number().check(z.nonnegative()),
  /** Origination fee in percent of the cash drawn. */
  originationFee: z.number().check(z.nonnegative()),
  originationFeeAmount: z.number().check(z.nonnegative()),
  interestRate: z.number().check(z.positive()),
  annualPercentageRate: z.number().check(z.positive()),
  estimatedMonthlyPayment: z.number().check(z.positive()),
  collateralUnits: z.number().check(z.nonnegative()),
  minCollateralUnits: z.number().check(z.nonnegative()),
  collateral: z.object({ type: coinTypeSchema }),
  postTopUpLoanToValue: z.nullable(z.number()),
  [formerLenderFields.topUpRequired]: z.boolean(),
  countryCode: z.nullable(z.string()),
  state: z.nullable(z.string()),
  collateralReuseConsent: z.nullable(collateralReuseConsentSchema),
  /** US dollar value of the pledged collateral. */
  collateralAmount: z.number().check(z.nonnegative()),
})
export type Offer = z.infer<typeof offerSchema>

export const ratesRequestSchema = withResidence({
  coinQuantity: z.number().check(z.nonnegative()),
  collateralType: coinTypeSchema,
})
export type RatesRequest = z.infer<typeof ratesRequestSchema>

export const getRates = defineEndpoint({
  id: 'getRates',
  service: 'lending',
  method: 'POST',
  path: '/insecure/api/v1/applications/rates',
  secure: false,
  query: orgCodeQuerySchema,
  body: ratesRequestSchema,
  // Assumption: a bare list of rate rows, lowest rate first.
  response: z.array(rateRowSchema),
})

export const fetchRollForwardRates = defineEndpoint({
  id: 'fetchRollForwardRates',
  service: 'lending',
  method: 'POST',
  path: '/secure/api/v1/applications/roll-forward/fetch-rates',
  secure: true,
  body: z.object({
    appUuid: uuidSchema,
    topUpQuantity: z.number().check(z.nonnegative()),
    organization: z.string().check(z.minLength(1)),
  }),
  response: z.array(rateRowSchema),
})

export const offersRequestSchema = withResidence({
  requestedAmount: z.number().check(z.positive()),
  collateralType: coinTypeSchema,
  coinQuantity: z.number().check(z.positive()),
})
export type OffersRequest = z.infer<typeof offersRequestSchema>

// Assumption for every offers call: the answer is a bare list of offers, possibly empty
// when the collateral cannot back the requested cash at any rate.
const offerListSchema = z.array(offerSchema)

export const requestOffers = defineEndpoint({
  id: 'requestOffers',
  service: 'lending',
  method: 'POST',
  path: '/insecure/api/v2/applications/:uuid/offers',
  secure: false,
  body: offersRequestSchema,
  response: offerListSchema,
})

export const getOffers = defineEndpoint({
  id: 'getOffers',
  service: 'lending',
  method: 'GET',
  path: '/insecure/api/v1/applications/:uuid/offers',
  secure: false,
  response: offerListSchema,
})

export const getSecureOffers = defineEndpoint({
  id: 'getSecureOffers',
  service: 'lending',
  method: 'GET',
  path: '/secure/api/v1/applications/:uuid/offers',
  secure: true,
  response: offerListSchema,
})

export const requestRollForwardOffers = defineEndpoint({
  id: 'requestRollForwardOffers',
  service: 'lending',
  method: 'POST',
  path: '/secure/api/v2/applications/:uuid/roll-forward/offers',
  secure: true,
  body: z.object({ topUpQuantity: z.number().check(z.nonnegative()) }),
  response: offerListSchema,
})

export const selectOfferRequestSchema = z.object({ offerUuid: uuidSchema })

// Assumption: selecting answers with the application's new state and stage.
export const selectOfferResponseSchema = z.object({
  appUuid: uuidSchema,
  selectedOffer: offerSchema,
})

export const selectOffer = defineEndpoint({
  id: 'selectOffer',
  service: 'lending',
  method: 'POST',
  path: '/insecure/api/v1/applications/:uuid/select-offer',
  secure: false,
  body: selectOfferRequestSchema,
  response: selectOfferResponseSchema,
})

export const selectOfferSecure = defineEndpoint({
  id: 'selectOfferSecure',
  service: 'lending',
  method: 'POST',
  path: '/secure/api/v1/applications/:uuid/select-offer',
  secure: true,
  body: selectOfferRequestSchema,
  response: selectOfferResponseSchema,
})

export const getSelectedOffer = defineEndpoint({
  id: 'getSelectedOffer',
  service: 'lending',
  method: 'GET',
  path: '/secure/api/v1/applications/:uuid/selected-offer',
  secure: true,
  response: offerSchema,
})
