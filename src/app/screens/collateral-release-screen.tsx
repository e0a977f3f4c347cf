import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { collateralQueryOptions } from '@/session/reads'
import { signedInLoader } from '../routes/page-loader'

const CollateralReleasePage = lazyRouteComponent(
  () => import('@/features/collateral-release/components/collateral-release-page'),
  'CollateralReleasePage',
)

const route = getRouteApi('/$appUuid/collateral-release')
const rootApi = getRouteApi('__root__')

export function CollateralReleaseScreen() {
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

/** What the page reads before it shows; its code loads beside. */
export const loader = signedInLoader(CollateralReleasePage, ({ queryClient, http, params }) =>
  queryClient.ensureQueryData(collateralQueryOptions(http, params.appUuid)),
)
