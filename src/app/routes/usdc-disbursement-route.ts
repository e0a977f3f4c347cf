import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/usdc-disbursement: the USDC wallet of an international borrower. */
export const usdcDisbursementRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'usdc-disbursement',
  component: lazyRouteComponent(
    () => import('../screens/usdc-disbursement-screen'),
    'UsdcDisbursementScreen',
  ),
})
