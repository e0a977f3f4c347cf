import { setupServer } from 'msw/node'
import type { Scenario } from '../../scenarios/scenario'
import { createSimulation, type Simulation } from '../../sim/create-simulation'
import type { ServiceName } from '../../src/api/contract/endpoint'
import { createHttpClient } from '../../src/api/http-client'
import type { SessionToken } from '../../src/api/session-token'

/** Absolute base URLs, as a deployment on another host would configure them. */
export const testServices: Record<ServiceName, string> = {
  lending: 'http://sim.test/service-cryptopl-leap',
  application: 'http://sim.test/service-application-cryptopl',
  profile: 'http://sim.test/service-profile',
  identity: 'http://sim.test',
  identityBroker: 'http://sim.test',
  bankLink: 'http://sim.test/service-authlink',
  provenance: 'http://sim.test',
  optimize: 'http://sim.test/service-optimize/borrower',
  telemetry: 'http://sim.test/ft/borrower',
  addressLookup: 'http://sim.test/service-address/api/v1/addresses',
  content: 'http://sim.test/content',
}

/** A token held in memory, in place of the browser's local storage. */
export function memoryToken(initial: string | null = null): SessionToken {
  let value = initial
  return {
    get: () => value,
    set: (token: string) => {
      value = token
    },
    clear: () => {
      value = null
    },
  }
}

/** One MSW server for the file; each test swaps in a fresh simulation's handlers. */
export const server = setupServer()

export async function startBackend(scenario?: Scenario | string) {
  const simulation: Simulation = await createSimulation({ services: testServices, scenario })
  server.resetHandlers(...simulation.handlers)
  const token = memoryToken(simulation.engine.currentToken())
  const client = createHttpClient({ services: testServices, token })
  return { simulation, client, token }
}
