import { getApplication, getApplicationState, getUserApplications } from '@contract/applications'
import { getFinalStepsDashboard } from '@contract/borrowers'
import { type Collateral, getCollateral } from '@contract/collateral'
import {
  fetchRollForwardRates,
  getSelectedOffer,
  type OffersRequest,
  requestOffers,
  requestRollForwardOffers,
} from '@contract/pricing'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { httpOf } from '@/api/bound-services'
import { applicationKeys, visitKeys } from '@/api/query-keys'
import { FINAL_STEPS_POLL_MS, shouldPollFinalSteps } from '@/domain/final-steps'
import { askOnce, type StatePoll } from '@/domain/polling'
import { quoteFor } from './read-kinds'

/**
 * The one place each read of an application is defined: one cache entry, one factory, used by
 * every screen that reads it (features do not import each other, so a shared read lives here).
 * Where screens differ, in how often they ask again, they say so by parameter.
 */

/** Where the application stands; asked again by the screen's own rule (domain/polling.ts). */
export function applicationStateQueryOptions(appUuid: string, poll: StatePoll = askOnce) {
  return queryOptions({
    queryKey: applicationKeys.state(appUuid),
    queryFn: ({ signal, client }) =>
      httpOf(client).call(getApplicationState, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      // A reading that failed with nothing read before stops the asking (the screen shows its
      // error); one that failed after a reading asks again on the screen's rule, so a screen
      // that keeps its last answer (the complete page) catches up by itself.
      if (query.state.status === 'error' && query.state.data === undefined) return false
      return poll({ state: query.state.data?.state, answers: query.state.dataUpdateCount })
    },
  })
}

/** How long a state read a moment ago (by the page that sent the borrower on) stands for a visit. */
const STATE_ON_VISIT_STALE_MS = 2_000

/**
 * The state as read on a visit to one page (src/app/routes/live-page-guard.tsx): once per page
 * visited, under a key of its own; an answer read a moment ago is used as it is.
 */
export function stateOnVisitQueryOptions(appUuid: string, page: string) {
  return queryOptions({
    queryKey: visitKeys.state(appUuid, page),
    queryFn: ({ signal, client }) =>
      httpOf(client).call(getApplicationState, { params: { uuid: appUuid }, signal }),
    staleTime: STATE_ON_VISIT_STALE_MS,
  })
}

/**
 * One reading of the application's state as it is now, through its cache entry (the details
 * form's checks after sending): always asked of the lender, never answered from the cache.
 * Leaving (`signal`) cancels the reading under way.
 */
export async function readApplicationStateNow(
  queryClient: QueryClient,
  appUuid: string,
  signal: AbortSignal,
) {
  const cancel = () => void queryClient.cancelQueries({ queryKey: applicationKeys.state(appUuid) })
  signal.addEventListener('abort', cancel, { once: true })
  try {
    return await queryClient.fetchQuery(applicationStateQueryOptions(appUuid))
  } finally {
    signal.removeEventListener('abort', cancel)
  }
}

/**
 * The application's own fields (international, renewal, selected offer, collateral still due):
 * the variants of the agreements, collateral, complete and renewal screens read them.
 */
export function applicationFieldsQueryOptions(appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.fields(appUuid),
    queryFn: ({ signal, client }) =>
      httpOf(client).call(getApplication, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
  })
}

/** The chosen offer (its state, its country). It changes only by a new choice, which sets it. */
export function selectedOfferQueryOptions(appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.selectedOffer(appUuid),
    queryFn: ({ signal, client }) =>
      httpOf(client).call(getSelectedOffer, { params: { uuid: appUuid }, signal }),
    staleTime: 60_000,
  })
}

/**
 * The application's collateral at the lender: what is required, received and held, where to send
 * it, a release on file, the verification's smallest amount. `askAgainIn` says, from the last
 * answer, when to ask again (the posting step, while no deposit address is open); once otherwise.
 */
export function collateralQueryOptions(
  appUuid: string,
  askAgainIn: (collateral: Collateral) => number | false = () => false,
) {
  return queryOptions({
    queryKey: applicationKeys.collateral(appUuid),
    queryFn: ({ signal, client }) =>
      httpOf(client).call(getCollateral, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const { data, status } = query.state
      return data && status !== 'error' ? askAgainIn(data) : false
    },
  })
}

/** The final-steps checklist, polled every 2 s while the rule of core-journey §4 holds. */
export function finalStepsQueryOptions(appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.finalSteps(appUuid),
    queryFn: ({ signal, client }) =>
      httpOf(client).call(getFinalStepsDashboard, { params: { uuid: appUuid }, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data
      if (!data || query.state.status === 'error') return false
      return shouldPollFinalSteps(data) ? FINAL_STEPS_POLL_MS : false
    },
  })
}

/** The signed-in borrower's applications, read afresh on each visit to the dashboard. */
export function userApplicationsQueryOptions() {
  return queryOptions({
    queryKey: applicationKeys.mine(),
    queryFn: ({ signal, client }) => httpOf(client).call(getUserApplications, { signal }),
    staleTime: 0,
  })
}

/** Offers for one set of inputs of the offer builder. */
export function offersQueryOptions(appUuid: string | undefined, request: OffersRequest | null) {
  return quoteFor(
    applicationKeys.offers(appUuid, request),
    appUuid !== undefined && request !== null
      ? (http, signal) =>
          http.call(requestOffers, { params: { uuid: appUuid }, body: request, signal })
      : null,
  )
}

/** A renewal's offers for one top-up. */
export function rollForwardOffersQueryOptions(appUuid: string, topUpQuantity: number | null) {
  return quoteFor(
    applicationKeys.rollForwardOffers(appUuid, topUpQuantity),
    topUpQuantity !== null
      ? (http, signal) =>
          http.call(requestRollForwardOffers, {
            params: { uuid: appUuid },
            body: { topUpQuantity },
            signal,
          })
      : null,
  )
}

/** A renewal's rate rows for the collateral held plus one top-up. */
export function rollForwardRatesQueryOptions(
  organization: string,
  appUuid: string,
  topUpQuantity: number | null,
) {
  return quoteFor(
    applicationKeys.rollForwardRates(appUuid, topUpQuantity),
    topUpQuantity !== null
      ? (http, signal) =>
          http.call(fetchRollForwardRates, {
            body: { appUuid, topUpQuantity, organization },
            signal,
          })
      : null,
  )
}
