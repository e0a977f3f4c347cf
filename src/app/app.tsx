import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { createHttpClient } from '../api/http-client'
import { sessionToken } from '../api/session-token'
import type { RuntimeConfig } from '../config/runtime-config'
import { type AppServices, ServicesProvider } from '../ui/services-context'
import { createAppQueryClient } from './query-client'
import { createAppRouter } from './router'
import { PROFILE_QUERY_KEY } from './session'

/** Everything the app holds for its lifetime: one query client, one HTTP client, one router. */
export function createAppRuntime(config: RuntimeConfig) {
  const queryClient = createAppQueryClient()
  const http = createHttpClient({
    services: config.services,
    token: sessionToken,
    // The client has already removed the token; re-reading the profile signs the screens out.
    onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  })
  const services: AppServices = { config, http, token: sessionToken }
  const router = createAppRouter({ queryClient, services })
  return { queryClient, services, router }
}

export function App({ config }: { config: RuntimeConfig }) {
  const [runtime] = useState(() => createAppRuntime(config))
  return (
    <QueryClientProvider client={runtime.queryClient}>
      <ServicesProvider services={runtime.services}>
        <RouterProvider router={runtime.router} />
      </ServicesProvider>
    </QueryClientProvider>
  )
}
