import { queryOptions } from '@tanstack/react-query'
import { getCollateral } from '@/api/contract/collateral'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'
import { DEPOSIT_ADDRESS_POLL_MS } from '@/domain/collateral-posting'

/** The collateral key sits under the application, so its changes can refresh it by prefix. */
export const collateralKey = (appUuid: string) =>
  [...applicationKeys.detail(appUuid), 'collateral'] as const

/**
 * What is required, what arrived and where to send it. Asked again every 2 s while the
 * custodian has not yet opened the deposit address (core-journey §9).
 */
export function collateralQueryOptions(http: HttpClient, appUuid: string) {
  return queryOptions({
    queryKey: collateralKey(appUuid),
    queryFn: ({ signal }) => http.call(getCollateral, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false
      const data = query.state.data
      return data && !data.wallet?.depositAddress ? DEPOSIT_ADDRESS_POLL_MS : false
    },
  })
}
