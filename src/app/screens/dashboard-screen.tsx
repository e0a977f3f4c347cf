import { getRouteApi, lazyRouteComponent, useRouterState } from '@tanstack/react-router'
import { dashboardReads } from '@/features/dashboard/dashboard-reads'
import { isSignedIn, useSession } from '@/session/session'
import { useLoginLink } from '@/session/use-login'
import type { RouterContext } from '../routes/root-route'

const DashboardPage = lazyRouteComponent(
  () => import('@/features/dashboard/components/dashboard-page'),
  'DashboardPage',
)

// Lazy too: the funded loans' figures are no part of the app's first load.
const FundedLoans = lazyRouteComponent(
  () => import('@/features/loan-health/components/funded-loans'),
  'FundedLoans',
)

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Sent here from a page of an application the lender does not know for this borrower. */
    unknownApplication?: boolean
  }
}

const rootApi = getRouteApi('__root__')

export function DashboardScreen() {
  const { signedIn } = useSession()
  const organisation = rootApi.useLoaderData()
  const unknownApplication = useRouterState({
    select: (state) => state.location.state.unknownApplication === true,
  })
  return (
    <DashboardPage
      signedIn={signedIn}
      unknownApplication={unknownApplication}
      login={useLoginLink()}
      loans={<FundedLoans supportPhone={organisation.supportPhone} />}
      support={{ phone: organisation.supportPhone, email: organisation.supportEmail }}
    />
  )
}

/** What the page reads before it shows; its code loads beside. */
export const loader = async ({
  context: { queryClient, services },
}: {
  context: RouterContext
}) => {
  // Prefetched, not ensured: a failed list is the page's section (with its own Try again),
  // never the whole page.
  await Promise.all([
    DashboardPage.preload?.(),
    FundedLoans.preload?.(),
    isSignedIn(services.token) ? queryClient.prefetchQuery(dashboardReads().applications) : null,
  ])
}
