import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { applicationKeys } from '@/api/query-keys'
import { applicationRoute } from './application-route'

const readNextStep = lazyFn(() => import('../screens/next-step-screen'), 'loader')

/**
 * /{appUuid}: finds where the application stands and sends the borrower to that step. Signed
 * out, it says the application is saved and offers sign-in, reading nothing.
 */
export const applicationIndexRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: '/',
  staticData: {
    liveIn: 'every state',
    frame: {
      loading: 'Finding your next step…',
      failure: "We couldn't load your application",
      reassurance: 'Your application is saved.',
    },
  },
  loader: (match) => {
    // Each visit routes on the state as it is now, never on an answer kept from an earlier
    // visit: the lender may have moved the application (declined it, say) in the meantime.
    // Forgotten at once, before the page's code is loaded, as the navigation starts.
    match.context.queryClient.removeQueries({
      queryKey: applicationKeys.state(match.params.appUuid),
    })
    return readNextStep(match)
  },
  component: lazyRouteComponent(() => import('../screens/next-step-screen'), 'NextStepScreen'),
})
