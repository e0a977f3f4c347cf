import { queryOptions } from '@tanstack/react-query'
import { loanDocuments } from '@/api/contract/documents'
import type { HttpClient } from '@/api/http-client'
import type { BorrowerPath } from '@/api/queries/loan-documents'
import { documentKeys } from '@/api/query-keys'

/** Every loan document of the application, signed or not. */
export function documentsQueryOptions(http: HttpClient, path: BorrowerPath) {
  return queryOptions({
    queryKey: documentKeys.list(path.appUuid),
    queryFn: ({ signal }) => http.call(loanDocuments.list, { params: path, signal }),
    staleTime: 0,
    refetchOnMount: true,
  })
}
