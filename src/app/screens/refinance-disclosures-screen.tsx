import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { useCallback } from 'react'
import { REFINANCE_SEGMENT } from '@/config/former-lender'
import { refinanceSigningReads, signedInReads } from '@/features/refinance/refinance-reads'
import { ensureReads } from '@/session/page-reads'
import { useBackOr, useToDashboard } from '../routes/go-within'
import { signedInPage } from './signed-in-page'

/** Lazy, so the PDF viewer loads only here. */
export const { Page: RefinanceDisclosuresPage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/refinance/components/refinance-disclosures-page'),
    'RefinanceDisclosuresPage',
  ),
  async ({ queryClient, params: { appUuid } }) => {
    const { user } = await ensureReads(queryClient, signedInReads())
    // A 404 (an old link) goes to the dashboard through the error view (error-pages.tsx).
    await ensureReads(queryClient, refinanceSigningReads({ appUuid, identityUuid: user.uuid }))
  },
)

const route = getRouteApi(`/${REFINANCE_SEGMENT}/$appUuid/$offerUuid/disclosures`)

export function RefinanceDisclosuresScreen() {
  const { appUuid } = route.useParams()
  const navigate = route.useNavigate()
  const toList = useCallback(
    () => void navigate({ to: `/${REFINANCE_SEGMENT}`, replace: true }),
    [navigate],
  )
  const toDashboard = useToDashboard()
  const backOrList = useBackOr(toList)
  return (
    <RefinanceDisclosuresPage
      key={appUuid}
      appUuid={appUuid}
      onDone={toList}
      onUnknown={toDashboard}
      // refinance-release-shell §4: the data reverts and the borrower goes back one page.
      onSignFailed={backOrList}
    />
  )
}
