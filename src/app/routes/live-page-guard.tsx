import type { getApplicationState } from '@contract/applications'
import type { EndpointResponse } from '@contract/endpoint'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useCallback, useEffect, useSyncExternalStore } from 'react'
import { isNotFound } from '@/api/api-error'
import { applicationKeys } from '@/api/query-keys'
import { stateOnVisitQueryOptions } from '@/api/reads'
import { isStateGuarded, redirectFromPage } from '@/domain/live-pages'
import type { LiveIn } from '@/domain/live-states'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { pageOf } from './refinance-guard'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The states in which a page under /{appUuid}/ is live (src/domain/live-pages.ts): a visit
     * in any other goes where §4's routing table sends the state. Every such page says it.
     */
    liveIn?: LiveIn
    /**
     * The page reads the application's state itself and keeps asking (its module's reads):
     * the guard follows that reading rather than reading the state once on the visit.
     */
    followsState?: true
  }
}

type ApplicationStateAnswer = EndpointResponse<typeof getApplicationState>

/**
 * Sends a visit to an application page the application has moved past (an old link, a second
 * tab, Back) where §4's routing table sends its state, by the one rule of
 * src/domain/live-pages.ts and the states the page's route says it is live in. The page renders meanwhile: its own calls start at once, and the
 * state is read beside them. Once the state says the page is past, a loader takes its place
 * until the navigation lands: nothing there to submit.
 *
 * Like the refinance guard, it navigates from an effect, never by rendering a navigation.
 */
export function LivePageGuard({ appUuid, children }: { appUuid: string; children: ReactNode }) {
  const navigate = useNavigate()
  const page = useRouterState({ select: pageOf })
  const liveIn = useRouterState({ select: (state) => state.matches.at(-1)?.staticData.liveIn })
  const guarded = isStateGuarded(liveIn)
  // A page that reads the state itself is followed through its own query: no second reading.
  // Any other is read once per page visited, under a key of its own, so that the pages' own
  // polling and invalidation of the state stay theirs; an answer read a moment ago (by the
  // routing page that sent the borrower here, or the page left) is used as it is.
  const queryClient = useQueryClient()
  const pageKey = applicationKeys.state(appUuid)
  const readByThePage = useRouterState({
    select: (state) => state.matches.at(-1)?.staticData.followsState === true,
  })
  // Read from the cache without an observer: an observer's options would become the query's.
  const subscribe = useCallback(
    (changed: () => void) => queryClient.getQueryCache().subscribe(changed),
    [queryClient],
  )
  const followed = useSyncExternalStore(subscribe, () =>
    queryClient.getQueryData<ApplicationStateAnswer>(pageKey),
  )
  const read = useQuery({
    ...stateOnVisitQueryOptions(appUuid, page),
    enabled: guarded && !readByThePage,
    initialData: () => queryClient.getQueryData<ApplicationStateAnswer>(pageKey),
    initialDataUpdatedAt: () => queryClient.getQueryState(pageKey)?.dataUpdatedAt,
  })
  const answer = readByThePage ? followed : read.data
  // An application the lender does not know for this borrower (an old or mistyped link): the
  // error view sends it to the dashboard (error-pages.tsx), as it does a page's own 404.
  if (guarded && isNotFound(read.error)) throw read.error
  const destination = guarded && answer ? redirectFromPage(liveIn, answer.state) : null
  useEffect(() => {
    if (!destination) return
    if (destination === 'dashboard') void navigate({ to: '/dashboard', replace: true })
    else void navigate({ to: `/$appUuid/${destination}`, params: { appUuid }, replace: true })
  }, [destination, navigate, appUuid])
  if (destination) {
    return (
      <Page narrow>
        <Loader label="Finding your next step…" />
      </Page>
    )
  }
  return children
}
