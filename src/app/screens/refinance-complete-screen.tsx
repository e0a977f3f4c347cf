import { lazyRouteComponent, useNavigate } from '@tanstack/react-router'
import { FORMER_LENDER, REFINANCE_SEGMENT } from '@/config/former-lender'
import { refinanceListReads, signedInReads } from '@/features/refinance/refinance-reads'
import { ensureReads } from '@/session/page-reads'
import type { PageReads } from '../routes/page-loader'
import { signedInPage } from './signed-in-page'

export const { Page: RefinanceCompletePage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/refinance/components/refinance-complete-page'),
    'RefinanceCompletePage',
  ),
  async ({ queryClient }: PageReads<object>) => {
    const { user } = await ensureReads(queryClient, signedInReads())
    await ensureReads(queryClient, refinanceListReads(user.uuid))
  },
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
