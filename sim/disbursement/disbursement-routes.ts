import * as bankLink from '@contract/bank-link'
import * as disbursement from '@contract/disbursement'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { DisbursementOperations } from './disbursement-operations'

const route = routesCalling<DisbursementOperations>()

/** Where the loan is paid: a manual or linked bank account, or a USDC wallet. */
export const disbursementRoutes: readonly Route[] = [
  route(disbursement.setManualDisbursementAccount, ({ engine, params, body, borrower }) =>
    engine.setManualDisbursementAccount(params.uuid, body, signedIn(borrower)),
  ),
  route(disbursement.setLinkedDisbursementAccount, ({ engine, params, body, borrower }) =>
    engine.setLinkedDisbursementAccount(params.uuid, body, signedIn(borrower)),
  ),
  route(disbursement.getDisbursementDestination, ({ engine, params, borrower }) =>
    engine.disbursementDestination(params.uuid, signedIn(borrower)),
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
  route(bankLink.postLinkMetadata, ({ engine, params, body, borrower }) =>
    engine.postLinkMetadata(params.accessToken, signedIn(borrower), body.metadata),
  ),
  route(bankLink.listBankLinkItems, ({ engine, borrower }) =>
    engine.listBankLinkItems(signedIn(borrower)),
  ),
]
