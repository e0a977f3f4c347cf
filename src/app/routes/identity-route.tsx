import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { readStored } from '@/lib/storage'
import {
  additionalDocumentFlagQueryOptions,
  currentUserQueryOptions,
  selectedOfferQueryOptions,
} from '@/session/reads'
import { applicationRoute } from './application-route'
import { useGoWithin } from './go-within'
import { finalStepFrame } from './page-frames'
import { signedInLoader } from './page-loader'

const IdentityPage = lazyRouteComponent(
  () => import('@/features/identity/components/identity-page'),
  'IdentityPage',
)

const route = getRouteApi('/$appUuid/identity')

function IdentityScreen() {
  const { appUuid } = route.useParams()
  const goTo = useGoWithin(appUuid)
  return <IdentityPage key={appUuid} appUuid={appUuid} onDone={goTo('/$appUuid/next-steps')} />
}

/** /{appUuid}/identity: the ID upload (core-journey.md §2). */
export const identityRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'identity',
  staticData: { frame: finalStepFrame() },
  loader: signedInLoader(IdentityPage, async ({ queryClient, http, services, params }) => {
    const [user] = await Promise.all([
      queryClient.ensureQueryData(currentUserQueryOptions(http)),
      queryClient.ensureQueryData(selectedOfferQueryOptions(http, params.appUuid)),
    ])
    // The flag is asked for this visitor's tracker id, or the borrower's identity without one.
    const trackerId = readStored('trackerId') ?? user.uuid
    await queryClient.ensureQueryData(
      additionalDocumentFlagQueryOptions(http, services.config.orgCode, trackerId),
    )
  }),
  component: IdentityScreen,
})
