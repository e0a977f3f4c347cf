import { QueryClient } from '@tanstack/react-query'

/**
 * The spec's query behaviour (refinance-release-shell.md §8): no retry, and no refetch on
 * window focus, mount or reconnect. Screens that need fresh data poll or invalidate on purpose.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  })
}
