import type { ServiceName } from '@contract/endpoint'
import shippedConfig from '../public/config.json' with { type: 'json' }

/** The service paths of the shipped config.json, so every host of the simulation agrees. */
export const SHIPPED_SERVICE_PATHS = shippedConfig.services satisfies Record<ServiceName, string>

/** Every service under one origin, at the shipped paths: for Node hosts and tests. */
export function servicesAt(origin: string): Record<ServiceName, string> {
  return Object.fromEntries(
    Object.entries(SHIPPED_SERVICE_PATHS).map(([name, path]) => [name, `${origin}${path}`]),
  ) as Record<ServiceName, string>
}
