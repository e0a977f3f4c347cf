import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  calculateRefinanceCollateral,
  confirmRefinanceTopUp,
  type RefinanceApplication,
} from '@/api/contract/refinance'
import type { HttpClient } from '@/api/http-client'
import { refinanceKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import {
  CALCULATION_POLL_MS,
  CALCULATION_POLL_UPDATES,
  stateAfterTopUpConfirmed,
} from '@/domain/refinance'

/**
 * The top-up calculation of the chosen offer (refinance-release-shell §4, §9): asked every
 * 500 ms, up to 5 updates after the first answer, so the deposit address and what is still
 * due come in without a reload.
 */
export function topUpCalculationQueryOptions(http: HttpClient, appUuid: string, offerUuid: string) {
  return queryOptions({
    queryKey: refinanceKeys.calculation(appUuid, offerUuid),
    queryFn: ({ signal }) =>
      http.call(calculateRefinanceCollateral, {
        params: { appUuid },
        body: { offerUuid },
        signal,
      }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.status === 'success' && query.state.dataUpdateCount <= CALCULATION_POLL_UPDATES
        ? CALCULATION_POLL_MS
        : false,
  })
}

/**
 * The borrower says the top-up was sent (§4): the application moves to SIGN_DOCS at once
 * unless it waits for the top-up; on failure the earlier list is put back (and the screen
 * goes back).
 */
export function useConfirmTopUp(identityUuid: string | undefined, appUuid: string) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  const key = refinanceKeys.list(identityUuid ?? '')
  return useMutation({
    mutationFn: () => http.call(confirmRefinanceTopUp, { params: { appUuid } }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key })
      const earlier = queryClient.getQueryData<RefinanceApplication[]>(key)
      if (earlier) {
        queryClient.setQueryData<RefinanceApplication[]>(
          key,
          earlier.map((application) =>
            application.appUuid === appUuid
              ? {
                  ...application,
                  state: stateAfterTopUpConfirmed(
                    application.state,
                  ) as RefinanceApplication['state'],
                }
              : application,
          ),
        )
      }
      return { earlier }
    },
    onError: (_error, _input, context) => {
      if (context?.earlier) queryClient.setQueryData(key, context.earlier)
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  })
}
