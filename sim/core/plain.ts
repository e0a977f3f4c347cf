/**
 * A detached, JSON-only copy of a record. Collection records carry internal bookkeeping and
 * are updated in place; answers and snapshots must not share them.
 */
export function toPlain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
