import { loanDocuments } from '@/api/contract/documents'
import { type Route, route, signedIn } from '../http/route'

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
