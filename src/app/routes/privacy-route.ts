import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root-route'

/** The static privacy page; public, like the FAQ. */
export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'privacy',
  component: lazyRouteComponent(() => import('../screens/privacy-screen'), 'PrivacyScreen'),
})
