import type { QueryClient } from '@tanstack/react-query'
import { applicationKeys } from '@/api/query-keys'
import { removeStored } from '@/lib/storage'

/**
 * Forgets the application being priced: after its offer is chosen, on sign-out, or when the
 * lender says it can no longer be priced (chosen in another tab). With `restart`, a screen
 * still showing the offer builder gets a new application at once.
 */
export function forgetCurrentApplication(
  queryClient: QueryClient,
  { restart = false }: { restart?: boolean } = {},
): Promise<void> {
  removeStored('currentApplication')
  const filters = { queryKey: [...applicationKeys.all, 'current'] }
  if (restart) return queryClient.resetQueries(filters)
  queryClient.removeQueries(filters)
  return Promise.resolve()
}
