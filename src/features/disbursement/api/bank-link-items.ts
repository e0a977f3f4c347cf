import { queryOptions } from '@tanstack/react-query'
import { type BankLinkItem, listBankLinkItems } from '@/api/contract/bank-link'
import type { HttpClient } from '@/api/http-client'
import { bankLinkKeys } from '@/api/query-keys'
import { BANK_LINK_POLL_MS } from '@/domain/disbursement'

/** Statuses the bank is still working on: the list shows a loader and keeps asking. */
const PENDING_STATUSES: readonly BankLinkItem['status'][] = [
  'PENDING',
  'PENDING_VERIFICATION',
  'UPDATING',
]

export function isPendingItem(item: BankLinkItem): boolean {
  return PENDING_STATUSES.includes(item.status)
}

/** The borrower's linked banks, asked again every 3 s while one is pending (§4). */
export function bankLinkItemsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: bankLinkKeys.items(),
    queryFn: ({ signal }) => http.call(listBankLinkItems, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some(isPendingItem) ? BANK_LINK_POLL_MS : false),
  })
}
