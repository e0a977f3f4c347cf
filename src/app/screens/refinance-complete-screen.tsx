import { lazyRouteComponent, useNavigate } from '@tanstack/react-router'
import { FORMER_LENDER, REFINANCE_SEGMENT } from '@/config/former-lender'
import { currentUserQueryOptions, refinanceApplicationsQueryOptions } from '@/session/reads'
import { signedInLoader } from '../routes/page-loader'

const RefinanceCompletePage = lazyRouteComponent(
  () => import('@/features/refinance/components/refinance-complete-page'),
  'RefinanceCompletePage',
)

export function RefinanceCompleteScreen() {
  const navigate = useNavigate()
  return (
    <RefinanceCompletePage
      lender={FORMER_LENDER.displayName}
      onDashboard={() => void navigate({ to: '/dashboard' })}
      onList={() => void navigate({ to: `/${REFINANCE_SEGMENT}` })}
    />
  )
}

/** What the page reads before it shows; its code loads beside. */
export const loader = signedInLoader<object>(
  RefinanceCompletePage,
  async ({ queryClient, http }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions(http))
    await queryClient.ensureQueryData(refinanceApplicationsQueryOptions(http, user.uuid))
  },
)
