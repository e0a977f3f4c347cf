import { APP_BASE_PATH } from '@/api/contract/base-path'
import * as features from '@/api/contract/features'
import * as session from '@/api/contract/session'
import { type Route, route, signedIn } from '../http/route'
import { SIMULATED_SIGN_IN_PAGE } from '../http/simulation-only-routes'

/**
 * Sign-in: the broker's login and logout, who is signed in, and whether the broker is used (the
 * legacy identity service's calls are in legacy-sign-in-routes.ts).
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
  route(features.getFeatureDecision, ({ engine, body }) => ({
    flagEnabled: engine.featureDecision(body.experimentKey),
  })),
  route(features.getFeatures, ({ engine }) => engine.features()),
]
