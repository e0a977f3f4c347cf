import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { CreditOutcome } from '@/features/credit-outcome/components/credit-outcome-page'
import { applicationRoute } from './application-route'

/** The soft-credit outcomes and the decline (core-journey.md §2): one page, four variants. */
const CreditOutcomePage = lazyRouteComponent(
  () => import('@/features/credit-outcome/components/credit-outcome-page'),
  'CreditOutcomePage',
)

/**
 * /{appUuid}/{outcome}: the page reads nothing, so it has no loader. The router loads the
 * page's code before it renders (the component's preload), as for any lazy page.
 */
function outcomeRoute<const TPath extends CreditOutcome>(outcome: TPath) {
  const OutcomeScreen = () => <CreditOutcomePage outcome={outcome} />
  OutcomeScreen.preload = CreditOutcomePage.preload
  return createRoute({
    getParentRoute: () => applicationRoute,
    path: outcome,
    component: OutcomeScreen,
  })
}

export const creditOutcomeRoutes = [
  outcomeRoute('credit-frozen'),
  outcomeRoute('credit-locked'),
  outcomeRoute('credit-no-match'),
  outcomeRoute('decline'),
] as const
