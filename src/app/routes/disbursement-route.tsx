import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { FINAL_STEPS_STATES } from '@/domain/live-states'
import { applicationRoute } from './application-route'

/** /{appUuid}/disbursement: link a bank or enter the account by hand (core-journey.md §2). */
export const disbursementRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disbursement',
  staticData: { liveIn: FINAL_STEPS_STATES },
  // Nothing to read: the loader brings the page's code.
  loader: lazyFn(() => import('../screens/disbursement-screen'), 'loader'),
  component: lazyRouteComponent(
    () => import('../screens/disbursement-screen'),
    'DisbursementScreen',
  ),
})
