import { queryOptions } from '@tanstack/react-query'
import { getApplication } from '@/api/contract/applications'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'

/**
 * The application's own fields (international, renewal, selected offer, collateral still due):
 * the variants of the agreements, collateral, complete and renewal screens read them. Shared
 * here because several features need the same answer and features do not import each other.
 */
export function applicationFieldsQueryOptions(http: HttpClient, appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.fields(appUuid),
    queryFn: ({ signal }) => http.call(getApplication, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
  })
}
