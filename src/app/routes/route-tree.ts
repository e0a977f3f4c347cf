import { applicationIndexRoute } from './application-index-route'
import { applicationRoute } from './application-route'
import { applicationStepRoutes } from './application-step-routes'
import { creditOutcomeRoutes } from './credit-outcome-routes'
import { dashboardRoute } from './dashboard-route'
import { detailsRoute } from './details-route'
import { disclosuresRoute } from './disclosures-route'
import { documentsRoute } from './documents-route'
import { faqRoute } from './faq-route'
import { identityRoute } from './identity-route'
import { indexRoute } from './index-route'
import { loginRoute } from './login-route'
import { nextStepsRoute } from './next-steps-route'
import { residencyRoute } from './residency-route'
import { rootRoute } from './root-route'
import { splatRoute } from './splat-route'
import { startRoute } from './start-route'

export const routeTree = rootRoute.addChildren([
  indexRoute,
  residencyRoute,
  startRoute,
  faqRoute,
  dashboardRoute,
  loginRoute,
  applicationRoute.addChildren([
    applicationIndexRoute,
    detailsRoute,
    nextStepsRoute,
    identityRoute,
    ...creditOutcomeRoutes,
    ...applicationStepRoutes,
    disclosuresRoute,
    documentsRoute,
  ]),
  splatRoute,
])
