import { queryOptions, skipToken } from '@tanstack/react-query'
import { lookupAddress } from '@/api/contract/profile'
import type { HttpClient } from '@/api/http-client'
import { addressKeys } from '@/api/query-keys'

/** Fewer characters than this match too much to be worth a call. */
export const ADDRESS_LOOKUP_MIN_LENGTH = 3

/** Suggestions for a partly typed address; a failure switches the form to manual entry. */
export function addressLookupQueryOptions(http: HttpClient, partialAddress: string | null) {
  return queryOptions({
    queryKey: addressKeys.lookup(partialAddress ?? ''),
    queryFn:
      partialAddress !== null && partialAddress.length >= ADDRESS_LOOKUP_MIN_LENGTH
        ? ({ signal }) => http.call(lookupAddress, { query: { partialAddress }, signal })
        : skipToken,
    staleTime: 5 * 60 * 1000,
    retry: false,
  })
}
