import { queryOptions } from '@tanstack/react-query'
import { loanDocuments, refinanceDocuments } from '@/api/contract/documents'
import type { HttpClient } from '@/api/http-client'
import { documentKeys, refinanceKeys } from '@/api/query-keys'
import { shouldRefetchUnsigned, UNSIGNED_DOCUMENTS_REFETCH_MS } from '@/domain/agreements'

/**
 * The loan documents and the refinance disclosures: the list of every one, those left to sign,
 * and one's PDF bytes. Each read is defined here once (docs/architecture.md, "A read").
 */

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

/**
 * The refinance disclosures left to sign (refinance-release-shell §4, §9): while none are
 * ready, asked again every 2 s, up to 5 times; then the screen goes back to the list.
 */
export function refinanceUnsignedQueryOptions(http: HttpClient, path: BorrowerPath) {
  return queryOptions({
    queryKey: refinanceKeys.unsigned(path.appUuid),
    queryFn: ({ signal }) => http.call(refinanceDocuments.listUnsigned, { params: path, signal }),
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

/** Every disclosure of the application, signed or not, in the lender's order. */
export function refinanceDocumentsQueryOptions(http: HttpClient, path: BorrowerPath) {
  return queryOptions({
    queryKey: refinanceKeys.listed(path.appUuid),
    queryFn: ({ signal }) => http.call(refinanceDocuments.list, { params: path, signal }),
    staleTime: 0,
    refetchOnMount: true,
  })
}

/** One disclosure's PDF bytes; a document does not change once made. */
export function refinanceDocumentFileQueryOptions(
  http: HttpClient,
  path: BorrowerPath,
  docUuid: string,
) {
  return queryOptions({
    queryKey: refinanceKeys.file(path.appUuid, docUuid),
    queryFn: ({ signal }) =>
      http.call(refinanceDocuments.download, { params: { ...path, docUuid }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
