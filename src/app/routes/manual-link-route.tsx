import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'
import { useGoWithin } from './go-within'
import { signedInLoader } from './page-loader'

const ManualLinkPage = lazyRouteComponent(
  () => import('@/features/disbursement/components/manual-link-page'),
  'ManualLinkPage',
)

const route = getRouteApi('/$appUuid/disbursement/manually-link')

function ManualLinkScreen() {
  const { appUuid } = route.useParams()
  const goTo = useGoWithin(appUuid)
  return (
    <ManualLinkPage
      key={appUuid}
      appUuid={appUuid}
      onDone={goTo('/$appUuid/next-steps')}
      onBack={goTo('/$appUuid/disbursement')}
    />
  )
}

/** /{appUuid}/disbursement/manually-link: the bank account typed in and confirmed. */
export const manualLinkRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disbursement/manually-link',
  // Nothing to read: the loader brings the page's code.
  loader: signedInLoader(ManualLinkPage),
  component: ManualLinkScreen,
})
