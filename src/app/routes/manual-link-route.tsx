import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/disbursement/manually-link: the bank account typed in and confirmed. */
export const manualLinkRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disbursement/manually-link',
  // Nothing to read: the loader brings the page's code.
  loader: lazyFn(() => import('../screens/manual-link-screen'), 'loader'),
  component: lazyRouteComponent(() => import('../screens/manual-link-screen'), 'ManualLinkScreen'),
})
