import * as session from '@contract/session'
import { withHeaders } from '../core/answer'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { LegacySignInOperations } from './legacy-sign-in-operations'
import type { SessionOperations } from './session-operations'

const route = routesCalling<LegacySignInOperations & Pick<SessionOperations, 'legacyIdentity'>>()

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
