import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { userApplicationsQueryOptions } from '@/session/reads'
import { isSignedIn, useSession } from '@/session/session'
import { useLoginLink } from '@/session/use-login'
import { rootRoute } from './root-route'

const DashboardPage = lazyRouteComponent(
  () => import('@/features/dashboard/components/dashboard-page'),
  'DashboardPage',
)

// Lazy too: the funded loans' figures are no part of the app's first load.
const FundedLoans = lazyRouteComponent(
  () => import('@/features/loan-health/components/funded-loans'),
  'FundedLoans',
)

const rootApi = getRouteApi('__root__')

function DashboardScreen() {
  const { signedIn } = useSession()
  const organisation = rootApi.useLoaderData()
  return (
    <DashboardPage
      signedIn={signedIn}
      login={useLoginLink()}
      loans={<FundedLoans supportPhone={organisation.supportPhone} />}
    />
  )
}

/** The fallback for unknown, cancelled or expired applications (core-journey.md §2). */
export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboard',
  staticData: { frame: { failure: "We couldn't load your dashboard" } },
  loader: async ({ context: { queryClient, services } }) => {
    // Prefetched, not ensured: a failed list is the page's section (with its own Try again),
    // never the whole page.
    await Promise.all([
      DashboardPage.preload?.(),
      FundedLoans.preload?.(),
      isSignedIn(services.token)
        ? queryClient.prefetchQuery(userApplicationsQueryOptions(services.http))
        : null,
    ])
  },
  component: DashboardScreen,
})
