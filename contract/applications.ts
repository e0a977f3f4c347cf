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
import { z } from './zod'

/** Creating and following an application. */

const quantitySchema = z.object({ coinQuantity: z.number().check(z.nonnegative()) })

/**
 * Assumption (docs/decisions/0023): why the lender declined an application, for the adverse
 * action notice it sends (Regulation B, FCRA section 615). Optional on the application: a lender
 * that does not send it is read as before, and its notice then states the borrower's right to ask
 * for the reasons.
 */
export const adverseActionSchema = z.object({
  /** The principal reasons, the most important first (at most four, as Regulation B's forms). */
  reasons: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(4)),
  /** The consumer reporting agency whose report the decision relied on in whole or in part. */
  consumerReportingAgency: z.nullable(
    z.object({
      name: z.string().check(z.minLength(1)),
      address: z.string().check(z.minLength(1)),
      phone: z.string().check(z.minLength(1)),
    }),
  ),
})
export type AdverseAction = z.infer<typeof adverseActionSchema>

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
  /** A declined application's reasons, when the lender sends them (above). */
  adverseAction: z.optional(adverseActionSchema),
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
