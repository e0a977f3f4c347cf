import * as borrowers from '@contract/borrowers'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { BorrowerOperations } from './borrower-operations'

const route = routesCalling<BorrowerOperations>()

/** The borrower's part of an application: link, consents, details and the final steps. */
export const borrowerRoutes: readonly Route[] = [
  route(borrowers.linkBorrower, ({ engine, params, borrower }) =>
    engine.linkBorrower(params.appUuid, signedIn(borrower)),
  ),
  route(borrowers.submitConsents, ({ engine, params, body, borrower }) =>
    engine.submitConsents(params.appUuid, params.identityUuid, body.consents, signedIn(borrower)),
  ),
  route(borrowers.submitBorrowerDetails, ({ engine, params, body, borrower }) =>
    engine.submitBorrowerDetails(params.appUuid, params.identityUuid, body, signedIn(borrower)),
  ),
  route(borrowers.getFinalStepsDashboard, ({ engine, params, borrower }) =>
    engine.getFinalStepsDashboard(params.uuid, signedIn(borrower)),
  ),
  route(borrowers.uploadIdentityDocument, ({ engine, params, body, borrower }) =>
    engine.uploadIdentityDocument(params.appUuid, body, signedIn(borrower)),
  ),
]
