import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { REFINANCE_SEGMENT } from '@/config/former-lender'
import { refinanceListReads, signedInReads, topUpReads } from '@/features/refinance/refinance-reads'
import { ensureReads } from '@/session/page-reads'
import { useBackOr, useToDashboard } from '../routes/go-within'
import type { PageReads } from '../routes/page-loader'
import { signedInPage } from './signed-in-page'

export const { Page: TopUpPage, loader } = signedInPage(
  lazyRouteComponent(() => import('@/features/refinance/components/top-up-page'), 'TopUpPage'),
  async ({
    queryClient,
    params: { appUuid, offerUuid },
  }: PageReads<{ appUuid: string; offerUuid: string }>) => {
    const { user } = await ensureReads(queryClient, signedInReads())
    const { list } = await ensureReads(queryClient, refinanceListReads(user.uuid))
    const application = list.find((each) => each.appUuid === appUuid)
    // The calculation is of the chosen offer; any other is an old link or has no top-up.
    if (application?.selectedOffer?.uuid !== offerUuid) return
    await ensureReads(queryClient, topUpReads(appUuid, offerUuid))
  },
)

const route = getRouteApi(`/${REFINANCE_SEGMENT}/$appUuid/$offerUuid/collateral-top-up`)

export function RefinanceTopUpScreen() {
  const { appUuid, offerUuid } = route.useParams()
  const navigate = route.useNavigate()
  const toList = () => void navigate({ to: `/${REFINANCE_SEGMENT}` })
  const toDashboard = useToDashboard()
  // refinance-release-shell §4: the earlier data is back and the borrower goes back.
  const backOrList = useBackOr(toList)
  return (
    <TopUpPage
      key={`${appUuid}/${offerUuid}`}
      appUuid={appUuid}
      offerUuid={offerUuid}
      onSent={toList}
      onFailed={backOrList}
      onBack={toList}
      onUnknown={toDashboard}
    />
  )
}
