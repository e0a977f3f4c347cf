import type { QueryClient } from '@tanstack/react-query'
import type { HttpClient } from './http-client'
import type { SessionToken } from './session-token'

/** What a read asks through: the one HTTP client and the kept session token. */
export interface ReadServices {
  http: HttpClient
  token: SessionToken
}

const boundTo = new WeakMap<QueryClient, ReadServices>()

/**
 * Binds the services to the query client that caches their answers, once, as the app starts
 * (createAppRuntime). A read's factory then takes only what it reads: its query function finds
 * the services through the client it runs in, which TanStack Query hands it as `client`.
 */
export function bindServices(queryClient: QueryClient, services: ReadServices): void {
  boundTo.set(queryClient, services)
}

/** The services bound to a query client; a read run in an unbound client is a wiring mistake. */
export function servicesOf(queryClient: QueryClient): ReadServices {
  const services = boundTo.get(queryClient)
  if (!services) {
    throw new Error('No services are bound to this query client: call bindServices first')
  }
  return services
}

/** The HTTP client bound to a query client. */
export const httpOf = (queryClient: QueryClient): HttpClient => servicesOf(queryClient).http
