import { setupServer } from 'msw/node'
import { createHttpClient } from '@/api/http-client'
import type { Scenario } from '../../scenarios/scenario'
import { createSimulation, type Simulation } from '../../sim/create-simulation'
import { servicesAt } from '../../sim/service-urls'
import { memoryToken } from '../support/memory-token'

/** Absolute base URLs, as a deployment on another host would configure them. */
export const testServices = servicesAt('http://sim.test')

/** One MSW server for the file; each test swaps in a fresh simulation's handlers. */
export const server = setupServer()

export async function startBackend(scenario?: Scenario | string) {
  const simulation: Simulation = await createSimulation({ services: testServices, scenario })
  server.resetHandlers(...simulation.handlers)
  const token = memoryToken(simulation.engine.currentToken())
  const client = createHttpClient({ services: testServices, token })
  return { simulation, client, token }
}
