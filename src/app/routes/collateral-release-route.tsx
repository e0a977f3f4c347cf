import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { collateralQueryOptions } from '@/session/reads'
import { applicationRoute } from './application-route'
import { signedInLoader } from './page-loader'

const CollateralReleasePage = lazyRouteComponent(
  () => import('@/features/collateral-release/components/collateral-release-page'),
  'CollateralReleasePage',
)

const route = getRouteApi('/$appUuid/collateral-release')
const rootApi = getRouteApi('__root__')

function CollateralReleaseScreen() {
  const { appUuid } = route.useParams()
  const organisation = rootApi.useLoaderData()
  return (
    <CollateralReleasePage
      key={appUuid}
      appUuid={appUuid}
      supportPhone={organisation.supportPhone}
    />
  )
}

/**
 * /{appUuid}/collateral-release: the return address for a paid-off loan's collateral
 * (refinance-release-shell.md §2). Lazy, so the address codecs load only here.
 */
export const collateralReleaseRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'collateral-release',
  staticData: {
    frame: {
      loading: 'Loading your collateral…',
      failure: "We couldn't load your collateral",
      back: { to: '/dashboard', label: 'Return to Dashboard' },
      notFound: {
        title: "We couldn't find this loan",
        body: 'This link does not lead to a loan of yours. Your dashboard lists your loans.',
      },
    },
  },
  loader: signedInLoader(CollateralReleasePage, ({ queryClient, http, params }) =>
    queryClient.ensureQueryData(collateralQueryOptions(http, params.appUuid)),
  ),
  component: CollateralReleaseScreen,
})
