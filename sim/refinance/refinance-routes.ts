import * as refinance from '@contract/refinance'
import { type Route, routesCalling, signedIn } from '../core/route'
import { refinanceDocumentRoutes } from '../documents/document-routes'
import type { RefinanceOperations } from './refinance-operations'

const route = routesCalling<RefinanceOperations>()

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
  ...refinanceDocumentRoutes,
]
