import { queryOptions } from '@tanstack/react-query'
import { getApplicationState } from '@/api/contract/applications'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'
import { COMPLETE_POLL_MS } from '@/domain/complete-stepper'

/** The application's state on the complete page: polled every 2 s until COMPLETE (§4). */
export function completeStateQueryOptions(http: HttpClient, appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.state(appUuid),
    queryFn: ({ signal }) => http.call(getApplicationState, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false
      return query.state.data?.state === 'COMPLETE' ? false : COMPLETE_POLL_MS
    },
  })
}
