import { forceWebFlag } from '@/domain/servicing'
import { readStored, writeStored } from '@/lib/storage'

/**
 * The forceWeb flag (core-journey.md §1): given once in a link's query, it holds for the tab, so
 * the borrower stays on the web as they move through the journey.
 */
export function rememberForceWeb(search: string): void {
  const flag = forceWebFlag(search)
  if (flag !== null) writeStored('forceWeb', flag)
}

export function isWebForced(): boolean {
  return readStored('forceWeb') ?? false
}
