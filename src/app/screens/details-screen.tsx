import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { detailsCountryReads, detailsReads } from '@/features/borrower-details/details-reads'
import { ensureReads } from '@/session/page-reads'
import { signedInPage } from './signed-in-page'

export const { Page: DetailsPage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/borrower-details/components/details-page'),
    'DetailsPage',
  ),
  async ({ queryClient, params }) => {
    const { offer } = await ensureReads(queryClient, detailsReads(params.appUuid))
    await ensureReads(queryClient, detailsCountryReads(offer))
  },
)

const route = getRouteApi('/$appUuid/details')
const rootApi = getRouteApi('__root__')

export function DetailsScreen() {
  const { appUuid } = route.useParams()
  const organisation = rootApi.useLoaderData()
  const navigate = route.useNavigate()
  return (
    <DetailsPage
      // Another application starts with its own form.
      key={appUuid}
      appUuid={appUuid}
      organisation={organisation}
      onSubmitted={(destination) => {
        // The resolver at /{appUuid} routes by the state the lender has moved to.
        if (destination === 'dashboard') void navigate({ to: '/dashboard' })
        else void navigate({ to: '/$appUuid', params: { appUuid } })
      }}
    />
  )
}
