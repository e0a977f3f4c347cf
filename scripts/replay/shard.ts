/** Shard `index` of `count`, both counted from 1 (`--shard=index/count`). */
export interface Shard {
  index: number
  count: number
}

/**
 * The stories of one shard, in catalogue order: every N-th from the K-th. Dealt round like
 * cards, the long stories that sit together in the catalogue (loan health, refinance) spread
 * over the machines, and shards differ in size by one story at most.
 */
export function shardOf<T>(library: readonly T[], { index, count }: Shard): T[] {
  return library.filter((_, position) => position % count === index - 1)
}
