import { applicationStateQueryOptions } from '@/api/reads'
import { nextStepStatePoll } from '@/domain/next-step'

/**
 * What /{appUuid} reads: the state, asked again by the routing page's rule until it settles.
 * Its route's loader reads the first answer, the resolver follows the rest.
 */
export const resolverReads = (appUuid: string) => ({
  status: applicationStateQueryOptions(appUuid, nextStepStatePoll),
})
