import { createRoute, Outlet } from '@tanstack/react-router'
import { REFINANCE_SEGMENT } from '@/config/former-lender'
import { isSignedIn, useSession } from '@/session/session'
import { useReturnPath } from '@/session/use-return-path'
import { SignInRequired } from '../screens/sign-in-required'
import { rootRoute } from './root-route'

/** The refinance pages need a signed-in borrower; without one, sign-in starts and comes back. */
function RefinanceLayout() {
  const { signedIn } = useSession()
  const returnPath = useReturnPath()
  if (!signedIn) return <SignInRequired returnPath={returnPath} />
  return <Outlet />
}

/** /{former_lender}-refi/...: the refinance of a former lender's loans (refinance-release-shell §2). */
export const refinanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: REFINANCE_SEGMENT,
  beforeLoad: ({ context }) => ({ signedIn: isSignedIn(context.services.token) }),
  component: RefinanceLayout,
})
