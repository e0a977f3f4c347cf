import type { QueryClient } from '@tanstack/react-query'
import type { HistoryState } from '@tanstack/react-router'
import type { AppServices } from '@/api/services-context'
import type { RouterContext } from './root-route'

/** What a page's reads are given: the cache to fill, the services, the page's params. */
export interface PageReads<TParams> {
  queryClient: QueryClient
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
 * The loader of a signed-in page: its code and its reads (`ensureReads` of the records of the
 * page's module, which the page reads with `useSuspenseReads`) together, so the page renders
 * with its data and the router's pending and error views stand for it meanwhile. Signed out,
 * nothing is read: the layout starts sign-in instead.
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
      read?.({ queryClient, services, params, state: location.state }),
    ])
  }
}
