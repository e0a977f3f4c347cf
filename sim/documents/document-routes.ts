import { loanDocuments, refinanceDocuments } from '@contract/documents'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { DocumentOperations } from './document-operations'

const route = routesCalling<DocumentOperations>()

/**
 * A document service's routes: its documents listed, downloaded as PDF, signed one at a time.
 * The lending service has them for new loans and renewals, the application service for a
 * refinance's disclosures; the same operations answer both.
 */
function documentServiceRoutes(
  service: typeof loanDocuments | typeof refinanceDocuments,
): readonly Route[] {
  return [
    route(service.list, ({ engine, params, borrower }) =>
      engine.listDocuments(params.appUuid, params.identityUuid, signedIn(borrower)),
    ),
    route(service.listUnsigned, ({ engine, params, borrower }) =>
      engine.listUnsignedDocuments(params.appUuid, params.identityUuid, signedIn(borrower)),
    ),
    route(service.download, ({ engine, params, borrower }) =>
      engine.downloadDocument(
        params.appUuid,
        params.identityUuid,
        params.docUuid,
        signedIn(borrower),
      ),
    ),
    route(service.sign, ({ engine, params, borrower }) =>
      engine.signDocument(params.appUuid, params.identityUuid, params.docUuid, signedIn(borrower)),
    ),
  ]
}

/** Loan documents of new loans and renewals. */
export const documentRoutes = documentServiceRoutes(loanDocuments)

/** A refinance's disclosures, on the application service (refinance-release-shell §7). */
export const refinanceDocumentRoutes = documentServiceRoutes(refinanceDocuments)
