import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { detailsCountryReads, detailsReads } from '@/features/borrower-details/details-reads'
import { ensureReads } from '@/session/page-reads'
import { signedInLoader } from '../routes/page-loader'

const DetailsPage = lazyRouteComponent(
  () => import('@/features/borrower-details/components/details-page'),
  'DetailsPage',
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

/** What the page reads before it shows; its code loads beside. */
export const loader = signedInLoader(DetailsPage, async ({ queryClient, params }) => {
  const { offer } = await ensureReads(queryClient, detailsReads(params.appUuid))
  await ensureReads(queryClient, detailsCountryReads(offer))
})
