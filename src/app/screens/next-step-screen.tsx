import { useQuery } from '@tanstack/react-query'
import { getRouteApi, lazyRouteComponent, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { currentUserQueryOptions } from '@/api/reads'
import type { MobileAppHandling } from '@/features/next-step/components/next-step-resolver'
import { resolverReads } from '@/features/next-step/next-step-reads'
import { isWebForced } from '@/session/force-web'
import { ensureReads } from '@/session/page-reads'
import { useSession } from '@/session/session'
import { TELEMETRY_EVENTS, useTelemetry } from '@/session/telemetry'
import { useLoginLink } from '@/session/use-login'
import { signedInLoader } from '../routes/page-loader'

const NextStepResolver = lazyRouteComponent(
  () => import('@/features/next-step/components/next-step-resolver'),
  'NextStepResolver',
)

const route = getRouteApi('/$appUuid')
const rootApi = getRouteApi('__root__')

/** The page that offers the mobile app (core-journey.md §2); this version may not have it yet. */
const MOBILE_APP_PATH = '/get-mobile-app'

/**
 * Web or mobile app (core-journey.md §1, §6): the resolver asks the servicer only where the app
 * has the mobile-app page, and never for a wholesale brand or broker, or with forceWeb given.
 */
function useMobileAppHandling(signedIn: boolean): MobileAppHandling | undefined {
  const router = useRouter()
  const navigate = route.useNavigate()
  const organisation = rootApi.useLoaderData()
  const telemetry = useTelemetry()
  const available = Object.hasOwn(router.routesByPath, MOBILE_APP_PATH)
  const brandWholesale = organisation.metadata.products.wholesale
  const user = useQuery({
    ...currentUserQueryOptions(),
    enabled: available && signedIn && !brandWholesale,
  })
  const open = useCallback<MobileAppHandling['open']>(
    (search) => {
      void telemetry.track({
        event: TELEMETRY_EVENTS.sentToMobileApp,
        applicationUuid: search.appUuid,
      })
      // The route is known to exist (checked above); its search is core-journey §2's.
      void navigate({ to: MOBILE_APP_PATH as never, search: search as never, replace: true })
    },
    [navigate, telemetry],
  )
  if (!available) return undefined
  const broker = user.isPending ? null : (user.data?.isBroker ?? false)
  return {
    forceWeb: isWebForced(),
    wholesale: brandWholesale ? true : broker,
    open,
  }
}

export function NextStepScreen() {
  const { appUuid } = route.useParams()
  const organisation = rootApi.useLoaderData()
  const { signedIn } = useSession()
  const login = useLoginLink()
  const mobileApp = useMobileAppHandling(signedIn)
  return (
    <NextStepResolver
      // A different application starts its own resolution (and its own polling).
      key={appUuid}
      appUuid={appUuid}
      signedIn={signedIn}
      login={login}
      supportPhone={organisation.supportPhone}
      mobileApp={mobileApp}
    />
  )
}

// An application the lender does not know (404) goes to the dashboard through the error view.
const readState = signedInLoader(NextStepResolver, ({ queryClient, params }) =>
  ensureReads(queryClient, resolverReads(params.appUuid)),
)

/** What the page reads before it shows; its code loads beside. */
export const loader = async (match: Parameters<typeof readState>[0]) => {
  // Signed out, the page is drawn too (it offers sign-in): its code is loaded either way.
  await Promise.all([NextStepResolver.preload?.(), readState(match)])
}
