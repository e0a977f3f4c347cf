import {
  applicationStateSchema,
  coinAmountSchema,
  coinTypeSchema,
  stageSchema,
  uuidSchema,
} from './common'
import { defineEndpoint } from './endpoint'
import { formerLenderFields, formerLenderPaths } from './former-lender'
import { offerSchema, selectOfferRequestSchema } from './pricing'
import { z } from './zod'

/** Refinance of loans from the bankrupt former lender (application service). */

export const refinanceApplicationSchema = z.object({
  appUuid: uuidSchema,
  state: applicationStateSchema,
  stage: stageSchema,
  offers: z.array(offerSchema),
  selectedOffer: z.nullable(offerSchema),
  [formerLenderFields.loanNumbers]: z.array(z.string().check(z.minLength(1))),
  stabilizationOptIn: z.nullable(z.boolean()),
  /** When the collateral top-up must have arrived (ISO timestamp), if one is due. */
  topUpExpirationDate: z.nullable(z.string()),
})
export type RefinanceApplication = z.infer<typeof refinanceApplicationSchema>

/** The borrower's refinance applications, as the lookup and the list both answer. */
const refinanceApplicationsAnswer = z.object({ applications: z.array(refinanceApplicationSchema) })

export const createRefinanceApplication = defineEndpoint({
  id: 'createRefinanceApplication',
  service: 'application',
  method: 'POST',
  path: `/secure/api/v1/applications/${formerLenderPaths.create}`,
  secure: true,
  // The body is the former lender's loan id.
  body: z.object({ loanId: z.string().check(z.trim()).check(z.minLength(1)) }),
  // Assumption: the lookup answers with the eligible applications it created (possibly none).
  response: refinanceApplicationsAnswer,
})

/**
 * Assumption: a refused lookup carries, beside the usual message, the server's reasons as a
 * list (one per loan checked, so they may repeat); the app shows the unique ones joined (§8).
 */
export const refinanceLookupErrorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.string())),
})

export const listRefinanceApplications = defineEndpoint({
  id: 'listRefinanceApplications',
  service: 'application',
  method: 'GET',
  path: `/secure/api/v1/borrower/:identityUuid/${formerLenderPaths.applications}`,
  secure: true,
  response: refinanceApplicationsAnswer,
})

export const selectRefinanceOffer = defineEndpoint({
  id: 'selectRefinanceOffer',
  service: 'application',
  method: 'POST',
  path: '/secure/api/v1/applications/:appUuid/select-offer',
  secure: true,
  body: selectOfferRequestSchema,
  response: refinanceApplicationSchema,
})

export const setStabilization = defineEndpoint({
  id: 'setStabilization',
  service: 'application',
  method: 'POST',
  path: '/secure/api/v1/applications/:appUuid/stabilization',
  secure: true,
  body: z.object({ optIn: z.boolean() }),
  response: z.unknown(),
  responseKind: 'none',
})

export const calculateRefinanceCollateral = defineEndpoint({
  id: 'calculateRefinanceCollateral',
  service: 'application',
  method: 'POST',
  path: `/secure/api/v1/applications/:appUuid/${formerLenderPaths.collateral}/calculate`,
  secure: true,
  body: z.object({ offerUuid: uuidSchema }),
  // Assumption: requiredCoinAmount is the whole top-up the chosen offer asks for, and
  // topUpCollateral what of it is still to send; received is their difference.
  response: z.object({
    requiredCoinAmount: coinAmountSchema,
    collateralPrice: z.object({ type: coinTypeSchema }),
    wallet: z.object({ depositAddress: z.nullable(z.string().check(z.minLength(1))) }),
    /** The coins still to send to reach the top-up target LTV. */
    topUpCollateral: coinAmountSchema,
  }),
})

export const confirmRefinanceTopUp = defineEndpoint({
  id: 'confirmRefinanceTopUp',
  service: 'application',
  method: 'POST',
  path: `/secure/api/v1/applications/:appUuid/collateral/${formerLenderPaths.borrowerConfirmation}`,
  secure: true,
  response: z.unknown(),
  responseKind: 'none',
})
