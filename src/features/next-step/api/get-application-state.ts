import { queryOptions } from '@tanstack/react-query'
import { getApplicationState } from '@/api/contract/applications'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'
import { NEXT_STEP_POLL, shouldPollAgain } from '@/domain/next-step'

/**
 * The application's state, polled while it is about to move on by itself (ATTACH_PROFILE,
 * GEN_APP_DISCLOSURES, SOFT_CREDIT): up to 20 answers, 100 ms apart.
 */
export function applicationStateQueryOptions(http: HttpClient, appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.state(appUuid),
    queryFn: ({ signal }) => http.call(getApplicationState, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const state = query.state.data?.state
      if (!state || query.state.status === 'error') return false
      return shouldPollAgain(state, query.state.dataUpdateCount) ? NEXT_STEP_POLL.intervalMs : false
    },
  })
}
