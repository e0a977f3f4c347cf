import { queryOptions } from '@tanstack/react-query'
import { getApplication, getApplicationState } from '@/api/contract/applications'
import { type Collateral, getCollateral } from '@/api/contract/collateral'
import { getSelectedOffer } from '@/api/contract/pricing'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'
import { askOnce, type StatePoll } from '@/domain/polling'

/**
 * The one place each read of an application is defined: one cache entry, one factory, used by
 * every screen that reads it (features do not import each other, so a shared read lives here).
 * Where screens differ, in how often they ask again, they say so by parameter.
 */

/** Where the application stands; asked again by the screen's own rule (domain/polling.ts). */
export function applicationStateQueryOptions(
  http: HttpClient,
  appUuid: string,
  poll: StatePoll = askOnce,
) {
  return queryOptions({
    queryKey: applicationKeys.state(appUuid),
    queryFn: ({ signal }) => http.call(getApplicationState, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false
      return poll({ state: query.state.data?.state, answers: query.state.dataUpdateCount })
    },
  })
}

/**
 * The application's own fields (international, renewal, selected offer, collateral still due):
 * the variants of the agreements, collateral, complete and renewal screens read them.
 */
export function applicationFieldsQueryOptions(http: HttpClient, appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.fields(appUuid),
    queryFn: ({ signal }) => http.call(getApplication, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
  })
}

/** The chosen offer (its state, its country). It changes only by a new choice, which sets it. */
export function selectedOfferQueryOptions(http: HttpClient, appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.selectedOffer(appUuid),
    queryFn: ({ signal }) => http.call(getSelectedOffer, { params: { uuid: appUuid }, signal }),
    staleTime: 60_000,
  })
}

/**
 * The application's collateral at the lender: what is required, received and held, where to send
 * it, a release on file, the verification's smallest amount. `askAgainIn` says, from the last
 * answer, when to ask again (the posting step, while no deposit address is open); once otherwise.
 */
export function collateralQueryOptions(
  http: HttpClient,
  appUuid: string,
  askAgainIn: (collateral: Collateral) => number | false = () => false,
) {
  return queryOptions({
    queryKey: applicationKeys.collateral(appUuid),
    queryFn: ({ signal }) => http.call(getCollateral, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const { data, status } = query.state
      return data && status !== 'error' ? askAgainIn(data) : false
    },
  })
}
