import {
  type InferDataFromTag,
  type QueryClient,
  type QueryKey,
  type UseSuspenseQueryOptions,
  type UseSuspenseQueryResult,
  useSuspenseQuery,
} from '@tanstack/react-query'

/**
 * A page's reads, named once. A page's module (beside the page, `<page>-reads.ts`) gives each
 * read the page shows as a record, `{ user: currentUserQueryOptions(), … }`, from the route's
 * params (and, for a read that needs another's answer, from that answer: a second record). The
 * route's loader ensures the records (`ensureReads`), and the page reads the same records
 * (`useSuspenseReads`): adding a read to a page is one line, and its loader cannot miss it.
 */

// biome-ignore lint/suspicious/noExplicitAny: a read of any data, error and key
type AnyRead = UseSuspenseQueryOptions<any, any, any, any>

/** A page's reads by name: what a page module gives. */
export type Reads = Readonly<Record<string, AnyRead>>

/** What a read answers, from its key's data tag (every factory is made with queryOptions). */
export type AnswerOf<TRead> = TRead extends { queryKey: infer TKey extends QueryKey }
  ? InferDataFromTag<unknown, TKey>
  : never

/** The answers of a record of reads, by the same names. */
export type Answers<TReads extends Reads> = { [Name in keyof TReads]: AnswerOf<TReads[Name]> }

/** How a loader asks for a read. */
interface EnsureOptions<TReads extends Reads> {
  /**
   * Reads asked afresh on each arrival, never answered from the cache: a cached answer may be
   * one the borrower has since left (the application's fields before signing, say).
   */
  fresh?: readonly (keyof TReads)[]
}

/**
 * What a route's loader does with a page's reads: each answered before the page renders, from
 * the cache when it holds an answer, asked afresh when its last asking failed (Try again re-runs
 * the loader, and must ask again rather than hand back the answer from before the failure).
 * Gives the answers by name, for a loader whose next reads depend on them.
 */
export async function ensureReads<TReads extends Reads>(
  queryClient: QueryClient,
  reads: TReads,
  { fresh = [] }: EnsureOptions<TReads> = {},
): Promise<Answers<TReads>> {
  const names = Object.keys(reads)
  const answers = await Promise.all(
    names.map((name) => {
      const read = reads[name] as AnyRead
      if (fresh.includes(name)) return queryClient.fetchQuery({ ...read, staleTime: 0 })
      if (queryClient.getQueryState(read.queryKey)?.status === 'error') {
        return queryClient.fetchQuery(read)
      }
      return queryClient.ensureQueryData(read)
    }),
  )
  return Object.fromEntries(names.map((name, index) => [name, answers[index]])) as Answers<TReads>
}

/**
 * What the page reads: each read's result by name, its data there (the loader ensured it). One
 * `useSuspenseQuery` per read, in the record's order: a page's module builds its record the
 * same way on every render (and a page is keyed by its application), so the hooks stay the
 * same from one render to the next. (`useSuspenseQueries` would do the same, but brings its
 * observer of many queries into the start of every page: about 1 KB gzip.)
 */
export function useSuspenseReads<TReads extends Reads>(
  reads: TReads,
): { [Name in keyof TReads]: UseSuspenseQueryResult<AnswerOf<TReads[Name]>> } {
  const results: Record<string, UseSuspenseQueryResult> = {}
  for (const name of Object.keys(reads)) {
    // biome-ignore lint/correctness/useHookAtTopLevel: one hook per read, the same reads on every render (above)
    results[name] = useSuspenseQuery(reads[name] as AnyRead)
  }
  return results as { [Name in keyof TReads]: UseSuspenseQueryResult<AnswerOf<TReads[Name]>> }
}
