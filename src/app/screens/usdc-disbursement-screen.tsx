import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { useGoWithin } from '../routes/go-within'
import { signedInPage } from './signed-in-page'

export const { Page: UsdcDisbursementPage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/disbursement/components/usdc-disbursement-page'),
    'UsdcDisbursementPage',
  ),
)

const route = getRouteApi('/$appUuid/usdc-disbursement')

export function UsdcDisbursementScreen() {
  const { appUuid } = route.useParams()
  const goTo = useGoWithin(appUuid)
  const toNextSteps = goTo('/$appUuid/next-steps')
  return (
    <UsdcDisbursementPage
      key={appUuid}
      appUuid={appUuid}
      onDone={toNextSteps}
      onBack={toNextSteps}
    />
  )
}
