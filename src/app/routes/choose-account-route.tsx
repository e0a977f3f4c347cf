import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { FINAL_STEPS_STATES } from '@/domain/live-states'
import { applicationRoute } from './application-route'

/** /{appUuid}/disbursement/choose-account: one linked account to be paid into. */
export const chooseAccountRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disbursement/choose-account',
  staticData: {
    liveIn: FINAL_STEPS_STATES,
    frame: {
      failure: "We couldn't load your linked accounts",
      back: { to: '/$appUuid/disbursement', label: 'Back', asButton: true },
    },
  },
  loader: lazyFn(() => import('../screens/choose-account-screen'), 'loader'),
  component: lazyRouteComponent(
    () => import('../screens/choose-account-screen'),
    'ChooseAccountScreen',
  ),
})
