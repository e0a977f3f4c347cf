import { queryOptions } from '@tanstack/react-query'
import { loanDocuments } from '@/api/contract/documents'
import type { HttpClient } from '@/api/http-client'
import type { BorrowerPath } from '@/api/queries/loan-documents'
import { documentKeys } from '@/api/query-keys'
import { shouldRefetchUnsigned, UNSIGNED_DOCUMENTS_REFETCH_MS } from '@/domain/agreements'

/**
 * The documents left to sign. While the lender has none ready, asked again every 2 s, at most
 * 5 more times (core-journey §9); then the screen says so and offers to check again.
 */
export function unsignedDocumentsQueryOptions(http: HttpClient, path: BorrowerPath) {
  return queryOptions({
    queryKey: documentKeys.unsigned(path.appUuid),
    queryFn: ({ signal }) => http.call(loanDocuments.listUnsigned, { params: path, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const { data, status, dataUpdateCount } = query.state
      if (!data || status === 'error') return false
      return shouldRefetchUnsigned(data.length, dataUpdateCount)
        ? UNSIGNED_DOCUMENTS_REFETCH_MS
        : false
    },
  })
}
