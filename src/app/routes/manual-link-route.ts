import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/disbursement/manually-link: the bank account typed in and confirmed. */
export const manualLinkRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disbursement/manually-link',
  component: lazyRouteComponent(() => import('../screens/manual-link-screen'), 'ManualLinkScreen'),
})
