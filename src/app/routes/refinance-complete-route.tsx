import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router'
import { FORMER_LENDER, REFINANCE_SEGMENT } from '@/config/former-lender'
import { currentUserQueryOptions, refinanceApplicationsQueryOptions } from '@/session/reads'
import { signedInLoader } from './page-loader'
import { refinanceRoute } from './refinance-route'

const RefinanceCompletePage = lazyRouteComponent(
  () => import('@/features/refinance/components/refinance-complete-page'),
  'RefinanceCompletePage',
)

/** /{former_lender}-refi/complete: refinance completion (refinance-release-shell §2). */
export const refinanceCompleteRoute = createRoute({
  getParentRoute: () => refinanceRoute,
  path: 'complete',
  staticData: { frame: { failure: "We couldn't load your refinance" } },
  loader: signedInLoader<object>(RefinanceCompletePage, async ({ queryClient, http }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions(http))
    await queryClient.ensureQueryData(refinanceApplicationsQueryOptions(http, user.uuid))
  }),
  component: function RefinanceCompleteScreen() {
    const navigate = useNavigate()
    return (
      <RefinanceCompletePage
        lender={FORMER_LENDER.displayName}
        onDashboard={() => void navigate({ to: '/dashboard' })}
        onList={() => void navigate({ to: `/${REFINANCE_SEGMENT}` })}
      />
    )
  },
})
