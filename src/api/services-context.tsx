import type { LoadBankLinkWidget } from '@contract/bank-link-widget'
import { createContext, type ReactNode, use } from 'react'
import type { HttpClient } from '@/api/http-client'
import type { SessionToken } from '@/api/session-token'
import type { RuntimeConfig } from '@/config/runtime-config'

/**
 * What screens need to talk to the services: the one HTTP client, the deploy-time config and
 * the session token. Provided once by the app so features never build their own.
 */
export interface AppServices {
  config: RuntimeConfig
  http: HttpClient
  token: SessionToken
  /**
   * A stand-in for the bank-link SDK (the simulation's, in development and demo builds); the
   * link screens use the provider's SDK when none is given.
   */
  bankLink?: LoadBankLinkWidget | undefined
}

const ServicesContext = createContext<AppServices | null>(null)

export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices
  children: ReactNode
}) {
  return <ServicesContext value={services}>{children}</ServicesContext>
}

export function useServices(): AppServices {
  const services = use(ServicesContext)
  if (!services) throw new Error('useServices must be used inside ServicesProvider')
  return services
}
