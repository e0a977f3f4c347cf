import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/disbursement/choose-account: one linked account to be paid into. */
export const chooseAccountRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disbursement/choose-account',
  component: lazyRouteComponent(
    () => import('../screens/choose-account-screen'),
    'ChooseAccountScreen',
  ),
})
