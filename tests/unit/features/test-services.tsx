import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { EndpointDefinition } from '@/api/contract/endpoint'
import type { HttpClient } from '@/api/http-client'
import { ServicesProvider } from '@/api/services-context'
import type { SessionToken } from '@/api/session-token'
import type { RuntimeConfig } from '@/config/runtime-config'

export type CallHandler = (
  endpointId: string,
  input: { params?: unknown; body?: unknown; query?: unknown },
) => unknown

/** A stand-in HTTP client answering by endpoint id, recording every call it gets. */
export function fakeHttp(handler: CallHandler) {
  const calls: { id: string; input: { params?: unknown; body?: unknown; query?: unknown } }[] = []
  const http = {
    call: async (
      endpoint: EndpointDefinition,
      input: { params?: unknown; body?: unknown; query?: unknown } = {},
    ) => {
      calls.push({ id: endpoint.id, input })
      return handler(endpoint.id, input)
    },
  } as unknown as HttpClient
  return { http, calls }
}

const config = {
  orgCode: 'MERIDIAN',
  services: {} as RuntimeConfig['services'],
} as RuntimeConfig

const token: SessionToken = { get: () => null, set: () => {}, clear: () => {} }

export function withServices(http: HttpClient, children: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return (
    <QueryClientProvider client={queryClient}>
      <ServicesProvider services={{ config, http, token }}>{children}</ServicesProvider>
    </QueryClientProvider>
  )
}
