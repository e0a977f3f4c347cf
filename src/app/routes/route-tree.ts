import { applicationIndexRoute } from './application-index-route'
import { applicationRoute } from './application-route'
import { chooseAccountRoute } from './choose-account-route'
import { collateralReleaseRoute } from './collateral-release-route'
import { collateralRoute } from './collateral-route'
import { completeRoute } from './complete-route'
import { creditOutcomeRoutes } from './credit-outcome-routes'
import { dashboardRoute } from './dashboard-route'
import { detailsRoute } from './details-route'
import { disbursementRoute } from './disbursement-route'
import { disclosuresRoute } from './disclosures-route'
import { documentsRoute } from './documents-route'
import { faqRoute } from './faq-route'
import { getMobileAppRoute } from './get-mobile-app-route'
import { identityRoute } from './identity-route'
import { indexRoute } from './index-route'
import { linkAccountRoute } from './link-account-route'
import { loginRoute } from './login-route'
import { manualLinkRoute } from './manual-link-route'
import { nextStepsRoute } from './next-steps-route'
import { plaidOauthSuccessRoute } from './plaid-oauth-success-route'
import { privacyRoute } from './privacy-route'
import { refinanceCompleteRoute } from './refinance-complete-route'
import { refinanceDisclosuresRoute } from './refinance-disclosures-route'
import { refinanceListRoute } from './refinance-list-route'
import { refinanceRoute } from './refinance-route'
import { refinanceTopUpRoute } from './refinance-top-up-route'
import { renewRoute } from './renew-route'
import { residencyRoute } from './residency-route'
import { rootRoute } from './root-route'
import { splatRoute } from './splat-route'
import { startRoute } from './start-route'
import { usdcDisbursementRoute } from './usdc-disbursement-route'

export const routeTree = rootRoute.addChildren([
  indexRoute,
  residencyRoute,
  startRoute,
  faqRoute,
  getMobileAppRoute,
  dashboardRoute,
  loginRoute,
  plaidOauthSuccessRoute,
  privacyRoute,
  applicationRoute.addChildren([
    applicationIndexRoute,
    detailsRoute,
    nextStepsRoute,
    identityRoute,
    ...creditOutcomeRoutes,
    disbursementRoute,
    linkAccountRoute,
    chooseAccountRoute,
    manualLinkRoute,
    usdcDisbursementRoute,
    collateralRoute,
    completeRoute,
    renewRoute,
    disclosuresRoute,
    documentsRoute,
    collateralReleaseRoute,
  ]),
  refinanceRoute.addChildren([
    refinanceListRoute,
    refinanceCompleteRoute,
    refinanceTopUpRoute,
    refinanceDisclosuresRoute,
  ]),
  splatRoute,
])
