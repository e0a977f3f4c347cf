import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'
import { useGoWithin } from './go-within'
import { signedInLoader } from './page-loader'

const UsdcDisbursementPage = lazyRouteComponent(
  () => import('@/features/disbursement/components/usdc-disbursement-page'),
  'UsdcDisbursementPage',
)

const route = getRouteApi('/$appUuid/usdc-disbursement')

function UsdcDisbursementScreen() {
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

/** /{appUuid}/usdc-disbursement: the USDC wallet of an international borrower. */
export const usdcDisbursementRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'usdc-disbursement',
  // Nothing to read: the loader brings the page's code.
  loader: signedInLoader(UsdcDisbursementPage),
  component: UsdcDisbursementScreen,
})
