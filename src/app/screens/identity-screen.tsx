import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { readStored } from '@/lib/storage'
import {
  additionalDocumentFlagQueryOptions,
  currentUserQueryOptions,
  selectedOfferQueryOptions,
} from '@/session/reads'
import { useGoWithin } from '../routes/go-within'
import { signedInLoader } from '../routes/page-loader'

const IdentityPage = lazyRouteComponent(
  () => import('@/features/identity/components/identity-page'),
  'IdentityPage',
)

const route = getRouteApi('/$appUuid/identity')

export function IdentityScreen() {
  const { appUuid } = route.useParams()
  const goTo = useGoWithin(appUuid)
  return <IdentityPage key={appUuid} appUuid={appUuid} onDone={goTo('/$appUuid/next-steps')} />
}

/** What the page reads before it shows; its code loads beside. */
export const loader = signedInLoader(
  IdentityPage,
  async ({ queryClient, http, services, params }) => {
    const [user] = await Promise.all([
      queryClient.ensureQueryData(currentUserQueryOptions(http)),
      queryClient.ensureQueryData(selectedOfferQueryOptions(http, params.appUuid)),
    ])
    // The flag is asked for this visitor's tracker id, or the borrower's identity without one.
    const trackerId = readStored('trackerId') ?? user.uuid
    await queryClient.ensureQueryData(
      additionalDocumentFlagQueryOptions(http, services.config.orgCode, trackerId),
    )
  },
)
