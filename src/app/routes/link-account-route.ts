import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/disbursement/link-account: linking a bank through the bank-link dialog. */
export const linkAccountRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disbursement/link-account',
  component: lazyRouteComponent(
    () => import('../screens/link-account-screen'),
    'LinkAccountScreen',
  ),
})
