import type { EndpointDefinition } from '@/api/contract/endpoint'
import * as session from '@/api/contract/session'
import type { BorrowerRecord } from '../engine/models'
import { withHeaders } from './answer'
import type { Route } from './route-table'

// The route table's own helpers, repeated here so this file does not import its values back.
function route<E extends EndpointDefinition>(
  endpoint: E,
  handle: Route<E>['handle'],
  options: Pick<Route, 'pendingSignIn'> = {},
): Route {
  return { endpoint, handle, ...options } as unknown as Route
}
const signedIn = (borrower: BorrowerRecord | null): BorrowerRecord => {
  if (!borrower) throw new Error('A secure route ran without a borrower')
  return borrower
}

/**
 * The legacy identity service (docs/decisions/0016): sign-in by email and password, the profile
 * (also of a sign-in whose code is still to give), and the code.
 */
export const legacySignInRoutes: readonly Route[] = [
  route(session.legacyLogin, ({ engine, body }) => engine.legacyLogin(body)),
  route(
    session.getLegacyIdentity,
    ({ engine, borrower, token }) => {
      const { body, headers } = engine.legacyIdentity(signedIn(borrower), token)
      return withHeaders(body, headers)
    },
    { pendingSignIn: true },
  ),
  route(
    session.verifyLegacyTwoFactor,
    ({ engine, body, token }) => engine.verifyLegacyTwoFactor(token, body.code),
    { pendingSignIn: true },
  ),
]
