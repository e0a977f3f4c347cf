import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { HistoryState } from '@tanstack/react-router'
import type { HttpClient } from '@/api/http-client'
import type { AppServices } from '@/api/services-context'
import type { RouterContext } from './root-route'

/** What a page's reads are given: the cache to fill, the client to ask, the page's params. */
export interface PageReads<TParams> {
  queryClient: QueryClient
  http: HttpClient
  services: AppServices
  params: TParams
  /** The history state the page was opened with (a choice carried by the link that led here). */
  state: HistoryState
}

/** The code of a lazy page (lazyRouteComponent's component). */
interface LazyPage {
  preload?: (() => Promise<void> | undefined) | undefined
}

/**
 * The loader of a signed-in page: its code and its reads (`ensureQueryData` of the queries the
 * page reads with `useSuspenseQuery`) together, so the page renders with its data and the
 * router's pending and error views stand for it meanwhile. Signed out, nothing is read: the
 * layout starts sign-in instead.
 */
export function signedInLoader<TParams = { appUuid: string }>(
  page: LazyPage,
  read?: (reads: PageReads<TParams>) => Promise<unknown>,
) {
  return async ({
    context,
    params,
    location,
  }: {
    context: RouterContext & { signedIn: boolean }
    params: TParams
    location: { state: HistoryState }
  }): Promise<void> => {
    if (!context.signedIn) return
    const { queryClient, services } = context
    await Promise.all([
      page.preload?.(),
      read?.({ queryClient, http: services.http, services, params, state: location.state }),
    ])
  }
}

/**
 * Ensures a query's answer, asking afresh when its last asking failed: a page whose later poll
 * failed shows the error view, and Try again (which re-runs the loader) must ask again rather
 * than hand back the answer that came before the failure.
 */
export async function ensureAnswered<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<void> {
  if (queryClient.getQueryState(options.queryKey)?.status === 'error') {
    await queryClient.fetchQuery(options)
  } else await queryClient.ensureQueryData(options)
}
