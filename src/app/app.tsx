import type { LoadBankLinkWidget } from '@contract/bank-link-widget'
import { QueryClientProvider } from '@tanstack/react-query'
import { type RouterHistory, RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { contractProbeReporter } from '@/api/contract-probe'
import { createHttpClient, type HttpClient } from '@/api/http-client'
import { type AppServices, ServicesProvider } from '@/api/services-context'
import { type SessionToken, sessionToken } from '@/api/session-token'
import type { RuntimeConfig } from '@/config/runtime-config'
import { removeStored } from '@/lib/storage'
import { endSessionOnRefusal } from '@/session/session'
import { ToastProvider } from '@/ui/toasts'
import { createAppQueryClient } from './query-client'
import { createAppRouter } from './router'

/** Everything the app holds for its lifetime: one query client, one HTTP client, one router. */
export function createAppRuntime(
  config: RuntimeConfig,
  overrides: {
    http?: HttpClient
    token?: SessionToken
    history?: RouterHistory
    bankLink?: LoadBankLinkWidget | undefined
    /** The fetch the HTTP client sends with (the browser's when absent). */
    fetch?: typeof fetch
  } = {},
) {
  const token = overrides.token ?? sessionToken
  // Back from the broker with a token: the sign-in is complete and its nonce has done its work.
  if (token.get() !== null) removeStored('pendingLogin')
  const http =
    overrides.http ??
    createHttpClient({
      services: config.services,
      token,
      // The query client is made just below, before any call can be refused.
      onUnauthenticated: () => endSessionOnRefusal(queryClient),
      onContractDrift: contractProbeReporter() ?? undefined,
      ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
    })
  const services: AppServices = {
    config,
    http,
    token,
    bankLink: overrides.bankLink,
  }
  const queryClient = createAppQueryClient(services)
  const router = createAppRouter({ queryClient, services }, overrides.history)
  return { queryClient, services, router }
}

export type AppRuntime = ReturnType<typeof createAppRuntime>

export function App({
  config,
  runtime: given,
  bankLink,
}: {
  config: RuntimeConfig
  runtime?: AppRuntime
  /** A stand-in for the bank-link SDK (the simulation's, in development and demo builds). */
  bankLink?: LoadBankLinkWidget | undefined
}) {
  const [runtime] = useState(() => given ?? createAppRuntime(config, { bankLink }))
  return (
    <QueryClientProvider client={runtime.queryClient}>
      <ServicesProvider services={runtime.services}>
        <ToastProvider>
          <RouterProvider router={runtime.router} />
        </ToastProvider>
      </ServicesProvider>
    </QueryClientProvider>
  )
}
