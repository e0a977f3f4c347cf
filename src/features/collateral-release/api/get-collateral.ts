import { queryOptions } from '@tanstack/react-query'
import { getCollateral } from '@/api/contract/collateral'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'

/** The collateral key sits under the application, as the posting step's does: one cache entry. */
export const releaseCollateralKey = (appUuid: string) =>
  [...applicationKeys.detail(appUuid), 'collateral'] as const

/** What is held, whether it is ready for release, the request on file and the transactions. */
export function releaseCollateralQueryOptions(http: HttpClient, appUuid: string) {
  return queryOptions({
    queryKey: releaseCollateralKey(appUuid),
    queryFn: ({ signal }) => http.call(getCollateral, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
  })
}
