import { createRoute, lazyRouteComponent, Outlet, redirect, useMatch } from '@tanstack/react-router'
import { looksLikeAppUuid } from '@/domain/app-uuid'
import { isSignedIn, useSession } from '@/session/session'
import { useReturnPath } from '@/session/use-return-path'
import { SignInRequired } from '../screens/sign-in-required'
import { rootRoute } from './root-route'

const ApplicationGuards = lazyRouteComponent(
  () => import('./application-guards'),
  'ApplicationGuards',
)

/**
 * The application's pages need a signed-in borrower; without one, sign-in starts and comes back.
 * /{appUuid} itself stays open: it says the application is saved and offers sign-in.
 */
function ApplicationLayout() {
  const { signedIn } = useSession()
  const atResolver = useMatch({ from: '/$appUuid/', shouldThrow: false })
  const returnPath = useReturnPath()
  const { appUuid } = applicationRoute.useParams()
  if (!signedIn && !atResolver) return <SignInRequired returnPath={returnPath} />
  if (!signedIn) return <Outlet />
  return (
    <ApplicationGuards appUuid={appUuid}>
      <Outlet />
    </ApplicationGuards>
  )
}

/** The application's pages, /{appUuid}/...; a segment that is no application id starts over. */
export const applicationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$appUuid',
  beforeLoad: ({ params, context }) => {
    if (!looksLikeAppUuid(params.appUuid)) throw redirect({ to: '/start', replace: true })
    return { signedIn: isSignedIn(context.services.token) }
  },
  // Signed in, the guards' code comes with the page's; signed out, none is needed.
  loader: ({ context }) => (context.signedIn ? ApplicationGuards.preload?.() : undefined),
  component: ApplicationLayout,
})
