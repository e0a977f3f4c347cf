import * as applications from '@/api/contract/applications'
import { APP_BASE_PATH } from '@/api/contract/base-path'
import * as borrowers from '@/api/contract/borrowers'
import * as features from '@/api/contract/features'
import * as organisation from '@/api/contract/organisation'
import * as pricing from '@/api/contract/pricing'
import * as profile from '@/api/contract/profile'
import * as reference from '@/api/contract/reference'
import * as session from '@/api/contract/session'
import { collateralRoutes } from '../collateral/collateral-routes'
import { bankLinkRoutes, disbursementRoutes } from '../disbursement/disbursement-routes'
import { documentRoutes } from '../documents/document-routes'
import { loanHealthRoutes } from '../loan-health/loan-health-routes'
import { platformRoutes } from '../platform/platform-routes'
import { refinanceRoutes } from '../refinance/refinance-routes'
import { releaseRoutes } from '../release/release-routes'
import { renewalRoutes } from '../renewal/renewal-routes'
import { legacySignInRoutes } from '../session/legacy-sign-in-routes'
import { type Route, route, signedIn } from './route'
import { SIMULATED_SIGN_IN_PAGE } from './simulation-only-routes'

/** Reference data: where the lender lends, coin prices, the organisation's brand. */
const referenceRoutes: readonly Route[] = [
  route(reference.getValidCountries, ({ engine }) => engine.listCountries()),
  route(reference.getValidStates, ({ engine }) => engine.listStates()),
  route(reference.getPrices, ({ engine, query, body }) => engine.getPrices(query.orgCode, body)),
  route(organisation.getOrganisationInfo, ({ engine, params }) =>
    engine.getOrganisationInfo(params.orgCode),
  ),
]

/** Applications: creating them and reading where they stand. */
const applicationRoutes: readonly Route[] = [
  route(applications.createApplication, ({ engine, body, borrower }) =>
    engine.createApplication(body, borrower),
  ),
  route(applications.createMobileFlowApplication, ({ engine, body, borrower }) =>
    engine.createApplication(body, borrower),
  ),
  route(applications.getApplicationState, ({ engine, params, borrower }) =>
    engine.getApplicationState(params.uuid, signedIn(borrower)),
  ),
  route(applications.getApplication, ({ engine, params, borrower }) =>
    engine.getApplication(params.uuid, signedIn(borrower)),
  ),
  route(applications.getUserApplications, ({ engine, borrower }) =>
    engine.listUserApplications(signedIn(borrower)),
  ),
]

/** Pricing: rates, offers and the choice of one. Changes carry the owner's token if any. */
const pricingRoutes: readonly Route[] = [
  route(pricing.getRates, ({ engine, query, body }) => engine.getRates(query.orgCode, body)),
  route(pricing.requestOffers, ({ engine, params, body, borrower }) =>
    engine.requestOffers(params.uuid, body, borrower),
  ),
  route(pricing.getOffers, ({ engine, params }) => engine.getOffers(params.uuid)),
  route(pricing.getSecureOffers, ({ engine, params, borrower }) =>
    engine.getOffers(params.uuid, signedIn(borrower)),
  ),
  route(pricing.selectOffer, ({ engine, params, body, borrower }) =>
    engine.selectOffer(params.uuid, body.offerUuid, borrower),
  ),
  route(pricing.selectOfferSecure, ({ engine, params, body, borrower }) =>
    engine.selectOffer(params.uuid, body.offerUuid, signedIn(borrower)),
  ),
  route(pricing.getSelectedOffer, ({ engine, params, borrower }) =>
    engine.getSelectedOffer(params.uuid, signedIn(borrower)),
  ),
]

/** The borrower's part of an application: link, consents, details and the final steps. */
const borrowerRoutes: readonly Route[] = [
  route(borrowers.linkBorrower, ({ engine, params, borrower }) =>
    engine.linkBorrower(params.appUuid, signedIn(borrower)),
  ),
  route(borrowers.submitConsents, ({ engine, params, body, borrower }) =>
    engine.submitConsents(params.appUuid, params.identityUuid, body.consents, signedIn(borrower)),
  ),
  route(borrowers.submitBorrowerDetails, ({ engine, params, body, borrower }) =>
    engine.submitBorrowerDetails(params.appUuid, params.identityUuid, body, signedIn(borrower)),
  ),
  route(borrowers.getFinalStepsDashboard, ({ engine, params, borrower }) =>
    engine.getFinalStepsDashboard(params.uuid, signedIn(borrower)),
  ),
  route(borrowers.uploadIdentityDocument, ({ engine, params, body, borrower }) =>
    engine.uploadIdentityDocument(params.appUuid, body, signedIn(borrower)),
  ),
]

/** The profile service: the borrower's profile, consent versions, phone alias, addresses. */
const profileRoutes: readonly Route[] = [
  route(profile.getProfile, ({ engine, borrower }) => engine.getProfile(signedIn(borrower))),
  route(profile.updateProfile, ({ engine, body, borrower }) =>
    engine.updateProfile(signedIn(borrower), body),
  ),
  route(profile.getConsentTypes, ({ engine }) => engine.listConsentTypes()),
  route(profile.setPhoneAlias, ({ engine, body, borrower }) =>
    engine.setPhoneAlias(signedIn(borrower), body.value),
  ),
  route(profile.lookupAddress, ({ engine, query }) => engine.lookupAddress(query.partialAddress)),
]

/**
 * Sign-in: the broker's login and logout, who is signed in, and whether the broker is used (the
 * legacy identity service's calls are in legacy-sign-in-routes.ts).
 */
const sessionRoutes: readonly Route[] = [
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

export type { Route, RouteInput } from './route'

/** Every endpoint the simulation answers, and the engine operation behind it. */
export const routes: readonly Route[] = [
  ...referenceRoutes,
  ...applicationRoutes,
  ...pricingRoutes,
  ...borrowerRoutes,
  ...profileRoutes,
  ...sessionRoutes,
  ...legacySignInRoutes,
  ...disbursementRoutes,
  ...bankLinkRoutes,
  ...collateralRoutes,
  ...renewalRoutes,
  ...documentRoutes,
  ...platformRoutes,
  ...refinanceRoutes,
  ...loanHealthRoutes,
  ...releaseRoutes,
]
