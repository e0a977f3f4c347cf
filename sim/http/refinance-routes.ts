import { refinanceDocuments } from '@/api/contract/documents'
import type { EndpointDefinition } from '@/api/contract/endpoint'
import * as refinance from '@/api/contract/refinance'
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

/**
 * The refinance of a former lender's loans (refinance-release-shell §7), on the application
 * service: the Loan ID lookup, the borrower's refinance applications, the choice of rate and
 * stabilization, the top-up, and the disclosures (the loan documents' operations).
 */
export const refinanceRoutes: readonly Route[] = [
  route(refinance.createRefinanceApplication, ({ engine, body, borrower }) =>
    engine.lookUpFormerLenderLoans(body.loanId, signedIn(borrower)),
  ),
  route(refinance.listRefinanceApplications, ({ engine, params, borrower }) =>
    engine.listRefinanceApplications(params.identityUuid, signedIn(borrower)),
  ),
  route(refinance.selectRefinanceOffer, ({ engine, params, body, borrower }) =>
    engine.selectRefinanceOffer(params.appUuid, body.offerUuid, signedIn(borrower)),
  ),
  route(refinance.setStabilization, ({ engine, params, body, borrower }) =>
    engine.setStabilization(params.appUuid, body.optIn, signedIn(borrower)),
  ),
  route(refinance.calculateRefinanceCollateral, ({ engine, params, body, borrower }) =>
    engine.calculateRefinanceCollateral(params.appUuid, body.offerUuid, signedIn(borrower)),
  ),
  route(refinance.confirmRefinanceTopUp, ({ engine, params, borrower }) =>
    engine.confirmRefinanceTopUp(params.appUuid, signedIn(borrower)),
  ),
  route(refinanceDocuments.list, ({ engine, params, borrower }) =>
    engine.listDocuments(params.appUuid, params.identityUuid, signedIn(borrower)),
  ),
  route(refinanceDocuments.listUnsigned, ({ engine, params, borrower }) =>
    engine.listUnsignedDocuments(params.appUuid, params.identityUuid, signedIn(borrower)),
  ),
  route(refinanceDocuments.download, ({ engine, params, borrower }) =>
    engine.downloadDocument(
      params.appUuid,
      params.identityUuid,
      params.docUuid,
      signedIn(borrower),
    ),
  ),
  route(refinanceDocuments.sign, ({ engine, params, borrower }) =>
    engine.signDocument(params.appUuid, params.identityUuid, params.docUuid, signedIn(borrower)),
  ),
]
