import { z } from '@/lib/zod'
import {
  applicationStateSchema,
  coinAmountSchema,
  reportedApplicationStateSchema,
  stageSchema,
  uuidSchema,
} from './common'
import { defineEndpoint } from './endpoint'
import { formerLenderFields } from './former-lender'
import { offerSchema } from './pricing'

/** Creating and following an application. */

const quantitySchema = z.object({ coinQuantity: z.number().check(z.nonnegative()) })

export const applicationSchema = z.object({
  appUuid: uuidSchema,
  state: applicationStateSchema,
  stage: stageSchema,
  isInternational: z.boolean(),
  isRollForward: z.boolean(),
  [formerLenderFields.refinanceFlag]: z.boolean(),
  selectedOffer: z.nullable(offerSchema),
  offers: z.array(offerSchema),
  collateral: z.nullable(z.object({ remainingCoinAmountDue: quantitySchema })),
  rollForwardLoanDetails: z.nullable(
    z.object({
      topUpAmount: quantitySchema,
      collateral: coinAmountSchema,
      remainingTopUpAmount: quantitySchema,
    }),
  ),
})
export type Application = z.infer<typeof applicationSchema>

export const createApplicationRequestSchema = z.object({
  /** From the `referrer` query parameter of the landing URL. */
  loanOriginatorUuid: z.optional(z.string().check(z.minLength(1))),
  /** From the `rid` query parameter of the landing URL. */
  referralUuid: z.optional(z.string().check(z.minLength(1))),
  organization: z.string().check(z.minLength(1)),
})
export type CreateApplicationRequest = z.infer<typeof createApplicationRequestSchema>

export const createApplicationResponseSchema = z.object({ appUuid: uuidSchema })

export const createApplication = defineEndpoint({
  id: 'createApplication',
  service: 'lending',
  method: 'POST',
  path: '/insecure/api/v1/applications/create',
  secure: false,
  body: createApplicationRequestSchema,
  response: createApplicationResponseSchema,
})

export const createMobileFlowApplication = defineEndpoint({
  id: 'createMobileFlowApplication',
  service: 'lending',
  method: 'POST',
  path: '/insecure/api/v2/applications/mobile-flow/create',
  secure: false,
  body: createApplicationRequestSchema,
  response: createApplicationResponseSchema,
})

export const applicationStatusSchema = z.object({
  state: reportedApplicationStateSchema,
  stage: stageSchema,
})
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>

export const getApplicationState = defineEndpoint({
  id: 'getApplicationState',
  service: 'lending',
  method: 'GET',
  path: '/secure/api/v1/applications/:uuid/krang/state',
  secure: true,
  response: applicationStatusSchema,
})

export const getUserApplications = defineEndpoint({
  id: 'getUserApplications',
  service: 'lending',
  method: 'GET',
  path: '/secure/api/v1/fetch-user/apps',
  secure: true,
  // Assumption: each listed application carries its state next to its uuid.
  response: z.array(
    z.object({ appUuid: uuidSchema, state: reportedApplicationStateSchema, stage: stageSchema }),
  ),
})

/**
 * The application's own fields (core-journey §3): whether it is international, a renewal or a
 * refinance, its offers and what collateral is still due. Screens read it for their variants.
 */
export const getApplication = defineEndpoint({
  id: 'getApplication',
  service: 'lending',
  method: 'GET',
  // Assumption: the spec names the Application entity but not the call that returns it.
  path: '/secure/api/v1/applications/:uuid',
  secure: true,
  // A state this version does not know still reads (see reportedApplicationStateSchema).
  response: z.extend(applicationSchema, { state: reportedApplicationStateSchema }),
})
