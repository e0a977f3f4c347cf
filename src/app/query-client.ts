import { QueryClient } from '@tanstack/react-query'
import { bindServices, type ReadServices } from '@/api/bound-services'

/**
 * The spec's query behaviour (refinance-release-shell.md §8): no retry, and no refetch on
 * window focus, mount or reconnect. Screens that need fresh data poll or invalidate on purpose.
 * The reads ask through the services bound to it here, once.
 */
export function createAppQueryClient(services: ReadServices): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        networkMode: LENDER_NETWORK_MODE,
      },
      mutations: { retry: false, networkMode: LENDER_NETWORK_MODE },
    },
  })
  bindServices(queryClient, services)
  return queryClient
}

/**
 * Offline, a call to the real lender waits for the network ('online': paused, then sent once
 * when it returns). The demo's lender runs in the browser (development and demo builds), so its
 * calls go on offline; the production build keeps 'online'.
 */
const LENDER_NETWORK_MODE = __SIMULATION__ ? 'always' : 'online'

/** Whether the app's calls wait for the network while the browser is offline. */
export const CALLS_WAIT_FOR_NETWORK = LENDER_NETWORK_MODE === 'online'
