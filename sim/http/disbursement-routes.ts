import * as bankLink from '@/api/contract/bank-link'
import * as disbursement from '@/api/contract/disbursement'
import type { EndpointDefinition } from '@/api/contract/endpoint'
import type { BorrowerRecord } from '../engine/models'
import type { Route } from './route-table'

// Keeps each route's types tied to its endpoint while the table holds them all alike.
function route<E extends EndpointDefinition>(endpoint: E, handle: Route<E>['handle']): Route {
  return { endpoint, handle } as unknown as Route
}

const signedIn = (borrower: BorrowerRecord | null): BorrowerRecord => {
  // The adapter answers 401 before a secure route runs; reaching here without one is a bug.
  if (!borrower) throw new Error('A secure route ran without a borrower')
  return borrower
}

/** Where the loan is paid: a manual or linked bank account, or a USDC wallet. */
export const disbursementRoutes: readonly Route[] = [
  route(disbursement.setManualDisbursementAccount, ({ engine, params, body, borrower }) =>
    engine.setManualDisbursementAccount(params.uuid, body, signedIn(borrower)),
  ),
  route(disbursement.setLinkedDisbursementAccount, ({ engine, params, body, borrower }) =>
    engine.setLinkedDisbursementAccount(params.uuid, body, signedIn(borrower)),
  ),
  route(disbursement.setUsdcDisbursementAddress, ({ engine, params, body, borrower }) =>
    engine.setUsdcDisbursementAddress(params.uuid, body.address, signedIn(borrower)),
  ),
]

/**
 * The bank-link service. The literal paths come before postLinkMetadata's
 * `/authlink/:accessToken`, which would match them too.
 */
export const bankLinkRoutes: readonly Route[] = [
  route(bankLink.createLinkToken, ({ engine, body, borrower }) =>
    engine.createLinkToken(signedIn(borrower), body.itemUuid),
  ),
  route(bankLink.reportLinkError, ({ engine }) => engine.reportLinkError()),
  route(bankLink.exchangePublicToken, ({ engine, params, borrower }) =>
    engine.exchangePublicToken(params.token, signedIn(borrower)),
  ),
  route(bankLink.postLinkMetadata, ({ engine, params, borrower }) =>
    engine.postLinkMetadata(params.accessToken, signedIn(borrower)),
  ),
  route(bankLink.listBankLinkItems, ({ engine, borrower }) =>
    engine.listBankLinkItems(signedIn(borrower)),
  ),
]
