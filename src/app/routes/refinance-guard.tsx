import { formerLenderFields } from '@contract/former-lender'
import { useQuery } from '@tanstack/react-query'
import { type RouterState, useNavigate, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { applicationFieldsQueryOptions } from '@/api/reads'
import { refinanceMayOpen } from '@/domain/refinance'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'

/**
 * The page under /{appUuid} being shown, by its first segment: 'documents', 'disbursement' (for
 * its sub-pages too), '' for the routing page.
 */
export function pageOf(state: RouterState): string {
  const routeId: string = state.matches[state.matches.length - 1]?.routeId ?? ''
  return routeId.startsWith('/$appUuid/')
    ? (routeId.slice('/$appUuid/'.length).split('/')[0] ?? '')
    : ''
}

/**
 * core-journey §2: a refinance application is sent to the dashboard from application pages
 * other than start, the refinance list and documents. Whether it is one is the application's
 * own refinance flag (formerLenderFields.refinanceFlag), which never changes, so one answer is
 * enough.
 *
 * The guard sends the borrower away once per decision, from an effect. It must not render a
 * navigation (`<Navigate>`): that navigates again whenever it renders with new props, and the
 * navigation it starts changes the router's state, which renders it again, so the dashboard
 * would never be reached.
 */
export function RefinanceGuard({ appUuid, children }: { appUuid: string; children: ReactNode }) {
  const navigate = useNavigate()
  // Only the page's name: a navigation under way does not render the guard again.
  const page = useRouterState({ select: pageOf })
  const guarded = !refinanceMayOpen(page)
  // The application's fields, as the pages read them: a page that read them already answers
  // the guard, and the flag never changes, so any answer will do (a failed one is asked again
  // by the next page's loader).
  const isRefinance = useQuery({
    ...applicationFieldsQueryOptions(appUuid),
    select: (application) => application[formerLenderFields.refinanceFlag],
    enabled: guarded,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const sendAway = guarded && isRefinance.data === true
  useEffect(() => {
    if (sendAway) void navigate({ to: '/dashboard', replace: true })
  }, [sendAway, navigate])
  if (sendAway) {
    return (
      <Page narrow>
        <Loader label="Opening your dashboard…" />
      </Page>
    )
  }
  return children
}
