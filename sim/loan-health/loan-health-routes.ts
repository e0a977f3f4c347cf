import * as servicing from '@/api/contract/servicing'
import { type Route, route, signedIn } from '../core/route'

/** The servicer: funded loans with their health as the simulated prices move. */
export const loanHealthRoutes: readonly Route[] = [
  route(servicing.listFundedLoans, ({ engine, borrower }) =>
    engine.listFundedLoans(signedIn(borrower)),
  ),
]
