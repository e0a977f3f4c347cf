import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { FINAL_STEPS_STATES } from '@/domain/live-states'
import { applicationRoute } from './application-route'

/** /{appUuid}/usdc-disbursement: the USDC wallet of an international borrower. */
export const usdcDisbursementRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'usdc-disbursement',
  staticData: { liveIn: FINAL_STEPS_STATES },
  // Nothing to read: the loader brings the page's code.
  loader: lazyFn(() => import('../screens/usdc-disbursement-screen'), 'loader'),
  component: lazyRouteComponent(
    () => import('../screens/usdc-disbursement-screen'),
    'UsdcDisbursementScreen',
  ),
})
