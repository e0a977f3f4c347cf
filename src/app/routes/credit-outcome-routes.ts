import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** The soft-credit outcomes and the decline (core-journey.md §2): one screen, four variants. */
const creditOutcome = lazyRouteComponent(
  () => import('../screens/credit-outcome-screen'),
  'CreditOutcomeScreen',
)

function outcomeRoute<const TPath extends string>(path: TPath) {
  return createRoute({ getParentRoute: () => applicationRoute, path, component: creditOutcome })
}

export const creditOutcomeRoutes = [
  outcomeRoute('credit-frozen'),
  outcomeRoute('credit-locked'),
  outcomeRoute('credit-no-match'),
  outcomeRoute('decline'),
] as const
