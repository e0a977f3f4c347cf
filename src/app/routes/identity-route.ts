import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/identity: the ID upload (core-journey.md §2). */
export const identityRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'identity',
  component: lazyRouteComponent(() => import('../screens/identity-screen'), 'IdentityScreen'),
})
