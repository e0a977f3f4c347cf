import { loanDocuments, refinanceDocuments } from '@contract/documents'
import { queryOptions } from '@tanstack/react-query'
import { httpOf } from '@/api/bound-services'
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

/** Where one set of documents is read (the lending service's or the refinance one's) and cached. */
interface DocumentSet {
  endpoints: typeof loanDocuments | typeof refinanceDocuments
  keys: {
    list: (appUuid: string) => readonly unknown[]
    unsigned: (appUuid: string) => readonly unknown[]
    file: (appUuid: string, docUuid: string) => readonly unknown[]
  }
}

/**
 * The three reads of a set of documents, alike for loan documents and refinance disclosures:
 * every one in the lender's order (the documents screen lists them, a signing page counts its
 * place among them); those left to sign, asked again every 2 s while none are ready, at most 5
 * more times (core-journey §9, refinance-release-shell §9); and one's PDF bytes, which never
 * change once made.
 */
function documentReads({ endpoints, keys }: DocumentSet) {
  return {
    list: (path: BorrowerPath) =>
      queryOptions({
        queryKey: keys.list(path.appUuid),
        queryFn: ({ signal, client }) =>
          httpOf(client).call(endpoints.list, { params: path, signal }),
        staleTime: 0,
        refetchOnMount: true,
      }),
    unsigned: (path: BorrowerPath) =>
      queryOptions({
        queryKey: keys.unsigned(path.appUuid),
        queryFn: ({ signal, client }) =>
          httpOf(client).call(endpoints.listUnsigned, { params: path, signal }),
        staleTime: 0,
        refetchInterval: (query) => {
          const { data, status, dataUpdateCount } = query.state
          if (!data || status === 'error') return false
          return shouldRefetchUnsigned(data.length, dataUpdateCount)
            ? UNSIGNED_DOCUMENTS_REFETCH_MS
            : false
        },
      }),
    file: (path: BorrowerPath, docUuid: string) =>
      queryOptions({
        queryKey: keys.file(path.appUuid, docUuid),
        queryFn: ({ signal, client }) =>
          httpOf(client).call(endpoints.download, { params: { ...path, docUuid }, signal }),
        staleTime: Number.POSITIVE_INFINITY,
      }),
  }
}

const loanReads = documentReads({ endpoints: loanDocuments, keys: documentKeys })
const refinanceReads = documentReads({
  endpoints: refinanceDocuments,
  keys: { list: refinanceKeys.listed, unsigned: refinanceKeys.unsigned, file: refinanceKeys.file },
})

export const loanDocumentsQueryOptions = loanReads.list
export const unsignedDocumentsQueryOptions = loanReads.unsigned
export const loanDocumentFileQueryOptions = loanReads.file
export const refinanceDocumentsQueryOptions = refinanceReads.list
export const refinanceUnsignedQueryOptions = refinanceReads.unsigned
export const refinanceDocumentFileQueryOptions = refinanceReads.file
