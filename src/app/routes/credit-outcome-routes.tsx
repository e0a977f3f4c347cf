import type { ApplicationState } from '@contract/common'
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
/** The state each outcome's page is live in. */
const OUTCOME_STATE = {
  'credit-frozen': 'SOFT_CREDIT_FROZEN',
  'credit-locked': 'SOFT_CREDIT_LOCKED',
  'credit-no-match': 'SOFT_CREDIT_NO_MATCH',
  decline: 'DECLINED',
} as const satisfies Record<CreditOutcome, ApplicationState>

function outcomeRoute<const TPath extends CreditOutcome>(outcome: TPath) {
  const OutcomeScreen = () => <CreditOutcomePage outcome={outcome} />
  OutcomeScreen.preload = CreditOutcomePage.preload
  return createRoute({
    getParentRoute: () => applicationRoute,
    path: outcome,
    staticData: { liveIn: [OUTCOME_STATE[outcome]] },
    component: OutcomeScreen,
  })
}

export const creditOutcomeRoutes = [
  outcomeRoute('credit-frozen'),
  outcomeRoute('credit-locked'),
  outcomeRoute('credit-no-match'),
  outcomeRoute('decline'),
] as const
