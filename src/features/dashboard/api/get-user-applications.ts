import { queryOptions } from '@tanstack/react-query'
import { getUserApplications } from '@/api/contract/applications'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'

/** The signed-in borrower's applications, read afresh on each visit to the dashboard. */
export function userApplicationsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: applicationKeys.mine(),
    queryFn: ({ signal }) => http.call(getUserApplications, { signal }),
    staleTime: 0,
  })
}
