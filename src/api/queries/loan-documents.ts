import { queryOptions } from '@tanstack/react-query'
import { loanDocuments } from '@/api/contract/documents'
import type { HttpClient } from '@/api/http-client'
import { documentKeys } from '@/api/query-keys'

export interface BorrowerPath {
  appUuid: string
  identityUuid: string
}

/**
 * One loan document's PDF bytes. Shared here because the agreements and documents screens both
 * download them and features do not import each other. A document does not change once made.
 */
export function loanDocumentFileQueryOptions(
  http: HttpClient,
  path: BorrowerPath,
  docUuid: string,
) {
  return queryOptions({
    queryKey: documentKeys.file(path.appUuid, docUuid),
    queryFn: ({ signal }) =>
      http.call(loanDocuments.download, { params: { ...path, docUuid }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
