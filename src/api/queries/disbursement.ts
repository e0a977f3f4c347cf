import { getDisbursementDestination } from '@contract/disbursement'
import { queryOptions } from '@tanstack/react-query'
import { httpOf } from '@/api/bound-services'
import { applicationKeys } from '@/api/query-keys'

/** Where the funded loan was paid: the account's last four digits or the wallet. */
export function disbursementDestinationQueryOptions(appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.disbursementDestination(appUuid),
    queryFn: ({ signal, client }) =>
      httpOf(client).call(getDisbursementDestination, { params: { uuid: appUuid }, signal }),
  })
}
