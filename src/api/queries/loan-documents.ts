import { queryOptions } from '@tanstack/react-query'
import { loanDocuments } from '@/api/contract/documents'
import type { HttpClient } from '@/api/http-client'
import { documentKeys } from '@/api/query-keys'

export interface BorrowerPath {
  appUuid: string
  identityUuid: string
}

/**
 * One loan document's PDF bytes. Shared here, as the list below is, because the agreements and
 * documents screens both read them and features do not import each other. A document does not change once made.
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

/**
 * Every loan document of the application, signed or not, in the lender's order: the documents
 * screen lists them, the signing page counts its place among them.
 */
export function loanDocumentsQueryOptions(http: HttpClient, path: BorrowerPath) {
  return queryOptions({
    queryKey: documentKeys.list(path.appUuid),
    queryFn: ({ signal }) => http.call(loanDocuments.list, { params: path, signal }),
    staleTime: 0,
    refetchOnMount: true,
  })
}
