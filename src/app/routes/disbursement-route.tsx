import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'
import { useGoWithin } from './go-within'
import { signedInLoader } from './page-loader'

const DisbursementChooser = lazyRouteComponent(
  () => import('@/features/disbursement/components/disbursement-chooser'),
  'DisbursementChooser',
)

const route = getRouteApi('/$appUuid/disbursement')

function DisbursementScreen() {
  const { appUuid } = route.useParams()
  const goTo = useGoWithin(appUuid)
  return (
    <DisbursementChooser
      onLinkAccount={goTo('/$appUuid/disbursement/link-account')}
      onManual={goTo('/$appUuid/disbursement/manually-link')}
      onBack={goTo('/$appUuid/next-steps')}
    />
  )
}

/** /{appUuid}/disbursement: link a bank or enter the account by hand (core-journey.md §2). */
export const disbursementRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disbursement',
  // Nothing to read: the loader brings the page's code.
  loader: signedInLoader(DisbursementChooser),
  component: DisbursementScreen,
})
