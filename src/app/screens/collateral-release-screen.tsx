import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { collateralReleaseReads } from '@/features/collateral-release/collateral-release-reads'
import { ensureReads } from '@/session/page-reads'
import { signedInPage } from './signed-in-page'

export const { Page: CollateralReleasePage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/collateral-release/components/collateral-release-page'),
    'CollateralReleasePage',
  ),
  ({ queryClient, params }) => ensureReads(queryClient, collateralReleaseReads(params.appUuid)),
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
