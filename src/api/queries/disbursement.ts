import { queryOptions } from '@tanstack/react-query'
import { getDisbursementDestination } from '@/api/contract/disbursement'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'

/** Where the funded loan was paid: the account's last four digits or the wallet. */
export function disbursementDestinationQueryOptions(http: HttpClient, appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.disbursementDestination(appUuid),
    queryFn: ({ signal }) =>
      http.call(getDisbursementDestination, { params: { uuid: appUuid }, signal }),
  })
}
