import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { REFINANCE_SEGMENT } from '@/config/former-lender'
import { TopUpPage } from '@/features/refinance/components/top-up-page'

const route = getRouteApi(`/${REFINANCE_SEGMENT}/$appUuid/$offerUuid/collateral-top-up`)

export function RefinanceTopUpScreen() {
  const { appUuid, offerUuid } = route.useParams()
  const navigate = route.useNavigate()
  const router = useRouter()
  const toList = () => void navigate({ to: `/${REFINANCE_SEGMENT}` })
  const toDashboard = useCallback(
    () => void navigate({ to: '/dashboard', replace: true }),
    [navigate],
  )
  return (
    <TopUpPage
      key={`${appUuid}/${offerUuid}`}
      appUuid={appUuid}
      offerUuid={offerUuid}
      onSent={toList}
      onFailed={() => {
        // refinance-release-shell §4: the earlier data is back and the borrower goes back.
        if (router.history.canGoBack()) router.history.back()
        else toList()
      }}
      onBack={toList}
      onUnknown={toDashboard}
    />
  )
}
