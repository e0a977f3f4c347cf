import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root-route'

/** /plaid-oauth-success (public): the bank's OAuth sign-in returns here to finish a link. */
export const plaidOauthSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'plaid-oauth-success',
  component: lazyRouteComponent(() => import('../screens/plaid-oauth-screen'), 'PlaidOauthScreen'),
})
