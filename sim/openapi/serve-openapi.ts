import { allEndpoints } from '@contract/catalogue'
import { SHIPPED_SERVICE_PATHS } from '../service-urls'
import { readContractAssumptions } from './contract-assumptions'
import examples from './examples.json' with { type: 'json' }
import { createOpenApiDocument } from './openapi-document'

export const OPENAPI_PATH = '/__simulation/openapi.json'

let cached: string | null = null

/**
 * The contract as OpenAPI, at the shipped service paths, with the simulation's answers in the
 * stories as examples (npm run openapi:examples writes them); built once, on first request.
 */
export function openApiJson(): string {
  cached ??= JSON.stringify(
    createOpenApiDocument({
      servicePaths: SHIPPED_SERVICE_PATHS,
      examples,
      assumptions: readContractAssumptions(allEndpoints.map((endpoint) => endpoint.id)),
    }),
    null,
    2,
  )
  return cached
}
