import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationKeys } from '@/api/query-keys'
import { applicationRoute } from './application-route'

/** /{appUuid}: finds where the application stands and sends the borrower to that step. */
export const applicationIndexRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: '/',
  loader: ({ context, params }) => {
    // Each visit routes on the state as it is now, never on an answer kept from an earlier
    // visit: the lender may have moved the application (declined it, say) in the meantime.
    context.queryClient.removeQueries({ queryKey: applicationKeys.state(params.appUuid) })
  },
  component: lazyRouteComponent(() => import('../screens/next-step-screen'), 'NextStepScreen'),
})
