import { getRouteApi } from '@tanstack/react-router'
import { UsdcDisbursementPage } from '@/features/disbursement/components/usdc-disbursement-page'

const route = getRouteApi('/$appUuid/usdc-disbursement')

export function UsdcDisbursementScreen() {
  const { appUuid } = route.useParams()
  const navigate = route.useNavigate()
  const toNextSteps = () => void navigate({ to: '/$appUuid/next-steps', params: { appUuid } })
  return (
    <UsdcDisbursementPage
      key={appUuid}
      appUuid={appUuid}
      onDone={toNextSteps}
      onBack={toNextSteps}
    />
  )
}
