import { lazyRouteComponent, useNavigate } from '@tanstack/react-router'
import { FORMER_LENDER, REFINANCE_SEGMENT } from '@/config/former-lender'
import { refinanceListReads, signedInReads } from '@/features/refinance/refinance-reads'
import { ensureReads } from '@/session/page-reads'
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
export const loader = signedInLoader<object>(RefinanceCompletePage, async ({ queryClient }) => {
  const { user } = await ensureReads(queryClient, signedInReads())
  await ensureReads(queryClient, refinanceListReads(user.uuid))
})
