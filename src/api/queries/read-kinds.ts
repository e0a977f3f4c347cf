import { keepPreviousData, type QueryKey, queryOptions, skipToken } from '@tanstack/react-query'
import { httpOf } from '@/api/bound-services'
import type { HttpClient } from '@/api/http-client'

/**
 * Two kinds of read that several factories share (here and in src/session/), each with its
 * caching rule in one place.
 */

/**
 * What does not change while the app runs (reference data, consent types, the organisation):
 * asked once and kept for the session; a reload asks again.
 */
export function keptForTheSession<TData, TKey extends QueryKey>(
  queryKey: TKey,
  read: (http: HttpClient, signal: AbortSignal) => Promise<TData>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal, client }) => read(httpOf(client), signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * A quote for what the borrower is typing (offers, rate rows): asked only once the inputs are
 * whole (`read` is null until then), and each answer kept on screen while the next one loads,
 * so the figures do not jump. A query rather than a mutation: the same inputs give the same
 * quote, and stepping back to earlier inputs asks nothing new.
 */
export function quoteFor<TData, TKey extends QueryKey>(
  queryKey: TKey,
  read: ((http: HttpClient, signal: AbortSignal) => Promise<TData>) | null,
) {
  return queryOptions({
    queryKey,
    queryFn: read ? ({ signal, client }) => read(httpOf(client), signal) : skipToken,
    placeholderData: keepPreviousData,
  })
}
