import { queryOptions } from '@tanstack/react-query'
import { getApplicationState } from '@/api/contract/applications'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'
import { FINAL_STEPS_POLL_MS, shouldPollState } from '@/domain/final-steps'

/**
 * The application's state on the checklist: it decides which steps open and whether the
 * borrower belongs elsewhere. Polled every 2 s, until COMPLETE, while the checklist polls.
 */
export function checklistStateQueryOptions(http: HttpClient, appUuid: string, polling: boolean) {
  return queryOptions({
    queryKey: applicationKeys.state(appUuid),
    queryFn: ({ signal }) => http.call(getApplicationState, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false
      return shouldPollState(query.state.data?.state, polling) ? FINAL_STEPS_POLL_MS : false
    },
  })
}
