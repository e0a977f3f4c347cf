import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { collateralReads, collateralStateReads } from '@/features/collateral/collateral-reads'
import { ensureReads } from '@/session/page-reads'
import { useGoWithin } from '../routes/go-within'
import { signedInPage } from './signed-in-page'

export const { Page: CollateralPage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/collateral/components/collateral-page'),
    'CollateralPage',
  ),
  async ({ queryClient, params }) => {
    const { status } = await ensureReads(queryClient, collateralStateReads(params.appUuid))
    // In any other state the application pages' guard sends the borrower on: nothing to post.
    if (status.state !== 'WAITING_FOR_COLLATERAL') return
    await ensureReads(queryClient, collateralReads(params.appUuid))
  },
)

const route = getRouteApi('/$appUuid/collateral')
const rootApi = getRouteApi('__root__')

export function CollateralScreen() {
  const { appUuid } = route.useParams()
  const goTo = useGoWithin(appUuid)
  const organisation = rootApi.useLoaderData()
  return (
    <CollateralPage
      key={appUuid}
      appUuid={appUuid}
      supportPhone={organisation.supportPhone}
      lender={{
        name: organisation.metadata.company.legalName,
        custody: organisation.metadata.company.collateralCustody,
      }}
      onSent={goTo('/$appUuid/complete')}
    />
  )
}
