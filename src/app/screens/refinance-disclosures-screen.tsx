import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { REFINANCE_SEGMENT } from '@/config/former-lender'
import { RefinanceDisclosuresPage } from '@/features/refinance/components/refinance-disclosures-page'

const route = getRouteApi(`/${REFINANCE_SEGMENT}/$appUuid/$offerUuid/disclosures`)

export function RefinanceDisclosuresScreen() {
  const { appUuid } = route.useParams()
  const navigate = route.useNavigate()
  const router = useRouter()
  const toList = useCallback(
    () => void navigate({ to: `/${REFINANCE_SEGMENT}`, replace: true }),
    [navigate],
  )
  const toDashboard = useCallback(
    () => void navigate({ to: '/dashboard', replace: true }),
    [navigate],
  )
  return (
    <RefinanceDisclosuresPage
      key={appUuid}
      appUuid={appUuid}
      onDone={toList}
      onUnknown={toDashboard}
      onSignFailed={() => {
        // refinance-release-shell §4: the data reverts and the borrower goes back one page.
        if (router.history.canGoBack()) router.history.back()
        else toList()
      }}
    />
  )
}
