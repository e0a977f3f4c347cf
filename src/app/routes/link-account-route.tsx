import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { FINAL_STEPS_STATES } from '@/domain/live-states'
import { applicationRoute } from './application-route'
import { finalStepFrame } from './page-frames'

/** /{appUuid}/disbursement/link-account: linking a bank through the bank-link dialog. */
export const linkAccountRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disbursement/link-account',
  staticData: {
    liveIn: FINAL_STEPS_STATES,
    frame: finalStepFrame(),
  },
  loader: lazyFn(() => import('../screens/link-account-screen'), 'loader'),
  component: lazyRouteComponent(
    () => import('../screens/link-account-screen'),
    'LinkAccountScreen',
  ),
})
