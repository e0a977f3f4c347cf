import type { ServiceName } from '@contract/endpoint'
import { z } from '@contract/zod'

/**
 * Deploy-time settings. One production build serves many lender brands and environments,
 * so nothing here is baked in: the app reads `config.json` beside index.html at start-up.
 */

const serviceUrlsSchema = z.object({
  lending: z.string(),
  application: z.string(),
  profile: z.string(),
  identity: z.string(),
  identityBroker: z.string(),
  bankLink: z.string(),
  provenance: z.string(),
  optimize: z.string(),
  telemetry: z.string(),
  addressLookup: z.string(),
  content: z.string(),
}) satisfies z.ZodMiniType<Record<ServiceName, string>>

export const runtimeConfigSchema = z.object({
  /** The lender organisation whose brand and pricing the app uses. */
  orgCode: z.string().check(z.minLength(1)),
  /** Base URL of each service, without a trailing slash; '' means this origin. */
  services: serviceUrlsSchema,
})
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads and checks config.json; a broken deployment says exactly what is wrong. */
export async function loadRuntimeConfig(url: string): Promise<RuntimeConfig> {
  let response: Response
  try {
    response = await fetch(url, { cache: 'no-store' })
  } catch {
    throw new ConfigError(`The configuration file ${url} could not be reached.`)
  }
  if (!response.ok) {
    throw new ConfigError(`The configuration file ${url} answered ${response.status}.`)
  }
  const parsed = runtimeConfigSchema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) {
    throw new ConfigError(
      `The configuration file ${url} is not valid: ${z.prettifyError(parsed.error)}`,
    )
  }
  return {
    ...parsed.data,
    services: Object.fromEntries(
      Object.entries(parsed.data.services).map(([name, base]) => [name, base.replace(/\/+$/, '')]),
    ) as RuntimeConfig['services'],
  }
}
