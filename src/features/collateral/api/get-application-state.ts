import { queryOptions } from '@tanstack/react-query'
import { getApplicationState } from '@/api/contract/applications'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'

/** Where the application stands: the posting step is open only in WAITING_FOR_COLLATERAL. */
export function collateralStateQueryOptions(http: HttpClient, appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.state(appUuid),
    queryFn: ({ signal }) => http.call(getApplicationState, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
  })
}
