import { type PageReads, signedInLoader } from '../routes/page-loader'

/**
 * A signed-in page (lazy: lazyRouteComponent) and its route's loader (signedInLoader): what the
 * page reads before it shows, its code loading beside. Made together, the loader cannot preload
 * another page than the one the screen draws.
 */
export function signedInPage<
  TPage extends Parameters<typeof signedInLoader>[0],
  TParams = { appUuid: string },
>(Page: TPage, read?: (reads: PageReads<TParams>) => Promise<unknown>) {
  return { Page, loader: signedInLoader<TParams>(Page, read) }
}
