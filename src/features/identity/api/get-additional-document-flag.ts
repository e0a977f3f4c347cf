import { queryOptions } from '@tanstack/react-query'
import { getFeatureDecision } from '@/api/contract/features'
import type { HttpClient } from '@/api/http-client'
import { featureKeys } from '@/api/query-keys'

/**
 * The feature decision that asks for a passport plus an additional document showing name and
 * address (core-journey.md §2). The one place its name is written.
 */
export const ADDITIONAL_DOCUMENT_FLAG = 'identity-additional-document'

/**
 * Whether the flag is on for this visitor. A decision that cannot be had counts as off: the
 * borrower then uploads one ID, as without the flag, instead of being stopped.
 */
export function additionalDocumentFlagQueryOptions(
  http: HttpClient,
  organization: string,
  trackerId: string,
) {
  return queryOptions({
    queryKey: featureKeys.decision(ADDITIONAL_DOCUMENT_FLAG, organization, trackerId),
    queryFn: async ({ signal }) => {
      try {
        const decision = await http.call(getFeatureDecision, {
          body: {
            experimentKey: ADDITIONAL_DOCUMENT_FLAG,
            ignoreIdentify: false,
            optimizeUser: { attributes: { organization, trackerId } },
          },
          signal,
        })
        return decision.flagEnabled
      } catch {
        return false
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}
