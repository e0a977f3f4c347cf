import * as servicing from '@contract/servicing'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { LoanHealthOperations } from './loan-health-operations'

const route = routesCalling<LoanHealthOperations>()

/** The servicer: funded loans with their health as the simulated prices move. */
export const loanHealthRoutes: readonly Route[] = [
  route(servicing.listFundedLoans, ({ engine, borrower }) =>
    engine.listFundedLoans(signedIn(borrower)),
  ),
]
