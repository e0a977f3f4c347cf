import { APP_BASE_PATH } from '@contract/base-path'
import * as session from '@contract/session'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { SessionOperations } from './session-operations'
import { SIMULATED_SIGN_IN_PAGE } from './simulated-sign-in'

const route = routesCalling<SessionOperations>()

/**
 * Sign-in: the broker's login and logout and who is signed in (the legacy identity service's
 * calls are in legacy-sign-in-routes.ts; whether the broker is used is a feature decision, in
 * platform-routes.ts).
 */
export const sessionRoutes: readonly Route[] = [
  route(session.getBrokerProfile, ({ engine, borrower, token }) =>
    engine.brokerProfile(signedIn(borrower), token),
  ),
  route(session.brokerLogin, ({ query }) => {
    // The broker would show its own page; the simulation's sign-in page stands in for it.
    const next = new URLSearchParams({
      state: String(query.state ?? ''),
      returnTo: String(query.returnTo ?? ''),
    })
    return { redirect: `${SIMULATED_SIGN_IN_PAGE}?${next}` }
  }),
  route(session.brokerLogout, ({ engine, token }) => {
    if (token) engine.endSession(token)
    return { redirect: `${APP_BASE_PATH}/start` }
  }),
]
