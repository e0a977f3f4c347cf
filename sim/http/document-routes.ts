import { loanDocuments } from '@/api/contract/documents'
import type { EndpointDefinition } from '@/api/contract/endpoint'
import type { BorrowerRecord } from '../engine/models'
import type { Route } from './route-table'

// The same two helpers as the route table's, kept here so this file needs only its types.
function route<E extends EndpointDefinition>(endpoint: E, handle: Route<E>['handle']): Route {
  return { endpoint, handle } as unknown as Route
}

const signedIn = (borrower: BorrowerRecord | null): BorrowerRecord => {
  if (!borrower) throw new Error('A secure route ran without a borrower')
  return borrower
}

/** Loan documents of new loans and renewals: listed, downloaded as PDF, signed one at a time. */
export const documentRoutes: readonly Route[] = [
  route(loanDocuments.list, ({ engine, params, borrower }) =>
    engine.listDocuments(params.appUuid, params.identityUuid, signedIn(borrower)),
  ),
  route(loanDocuments.listUnsigned, ({ engine, params, borrower }) =>
    engine.listUnsignedDocuments(params.appUuid, params.identityUuid, signedIn(borrower)),
  ),
  route(loanDocuments.download, ({ engine, params, borrower }) =>
    engine.downloadDocument(
      params.appUuid,
      params.identityUuid,
      params.docUuid,
      signedIn(borrower),
    ),
  ),
  route(loanDocuments.sign, ({ engine, params, borrower }) =>
    engine.signDocument(params.appUuid, params.identityUuid, params.docUuid, signedIn(borrower)),
  ),
]
