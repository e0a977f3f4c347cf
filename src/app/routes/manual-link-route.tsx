import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { FINAL_STEPS_STATES } from '@/domain/live-states'
import { applicationRoute } from './application-route'

/** /{appUuid}/disbursement/manually-link: the bank account typed in and confirmed. */
export const manualLinkRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disbursement/manually-link',
  staticData: { liveIn: FINAL_STEPS_STATES },
  // Nothing to read: the loader brings the page's code.
  loader: lazyFn(() => import('../screens/manual-link-screen'), 'loader'),
  component: lazyRouteComponent(() => import('../screens/manual-link-screen'), 'ManualLinkScreen'),
})
