import { applicationRoutes } from '../applications/application-routes'
import { borrowerRoutes } from '../borrower/borrower-routes'
import { profileRoutes } from '../borrower/profile-routes'
import { collateralRoutes } from '../collateral/collateral-routes'
import type { Route } from '../core/route'
import { bankLinkRoutes, disbursementRoutes } from '../disbursement/disbursement-routes'
import { documentRoutes } from '../documents/document-routes'
import { loanHealthRoutes } from '../loan-health/loan-health-routes'
import { platformRoutes } from '../platform/platform-routes'
import { pricingRoutes } from '../pricing/pricing-routes'
import { referenceRoutes } from '../pricing/reference-routes'
import { refinanceRoutes } from '../refinance/refinance-routes'
import { releaseRoutes } from '../release/release-routes'
import { renewalRoutes } from '../renewal/renewal-routes'
import { legacySignInRoutes } from '../session/legacy-sign-in-routes'
import { sessionRoutes } from '../session/session-routes'

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
