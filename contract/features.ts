import { defineEndpoint } from './endpoint'
import { z } from './zod'

/** Feature decisions, fetched per tracker id and organisation. */

export const optimizeUserSchema = z.object({
  attributes: z.object({
    organization: z.string().check(z.minLength(1)),
    trackerId: z.string().check(z.minLength(1)),
  }),
})

export const getFeatureDecision = defineEndpoint({
  id: 'getFeatureDecision',
  service: 'optimize',
  method: 'POST',
  path: '/api/v2/decision',
  secure: false,
  body: z.object({
    experimentKey: z.string().check(z.minLength(1)),
    ignoreIdentify: z.boolean(),
    optimizeUser: optimizeUserSchema,
  }),
  response: z.object({ flagEnabled: z.boolean() }),
})

export const getFeatures = defineEndpoint({
  id: 'getFeatures',
  service: 'optimize',
  method: 'POST',
  path: '/api/v1/features',
  secure: false,
  body: z.object({ optimizeUser: optimizeUserSchema }),
  // Assumption: the response is not shown; a map of flag names to their decision.
  response: z.record(z.string(), z.boolean()),
})
