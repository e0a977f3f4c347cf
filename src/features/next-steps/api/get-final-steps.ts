import { queryOptions } from '@tanstack/react-query'
import { getFinalStepsDashboard } from '@/api/contract/borrowers'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'
import { FINAL_STEPS_POLL_MS, shouldPollFinalSteps } from '@/domain/final-steps'

/** The final-steps checklist, polled every 2 s while the rule of core-journey §4 holds. */
export function finalStepsQueryOptions(http: HttpClient, appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.finalSteps(appUuid),
    queryFn: ({ signal }) =>
      http.call(getFinalStepsDashboard, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data
      if (!data || query.state.status === 'error') return false
      return shouldPollFinalSteps(data) ? FINAL_STEPS_POLL_MS : false
    },
  })
}
