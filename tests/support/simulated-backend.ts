import type { Scenario } from '@scenarios/scenario'
import { createSimulation, type Simulation } from '@sim/create-simulation'
import { setupServer } from 'msw/node'
import { ApiError } from '@/api/api-error'
import { createHttpClient } from '@/api/http-client'
import { memoryToken } from './memory-token'
import { testServices } from './test-services'

export { testServices }

/** One MSW server for the file; each test swaps in a fresh simulation's handlers. */
export const server = setupServer()

export async function startBackend(scenario?: Scenario | string) {
  const simulation: Simulation = await createSimulation({ services: testServices, scenario })
  server.resetHandlers(...simulation.handlers)
  const token = memoryToken(simulation.engine.currentToken())
  const client = createHttpClient({ services: testServices, token })
  return { simulation, client, token }
}

/** A borrower who is already signed in, and nothing else. */
export const signedInBorrower: Scenario = {
  name: 'signed-in-borrower',
  description: 'A borrower who is already signed in.',
  world: {
    borrower: { signedIn: true, firstName: 'Dana', lastName: 'Okafor', email: 'dana@example.com' },
  },
}

/** An offers request for California: $10,000 against 0.5 BTC. */
export const offerBody = {
  state: 'CA',
  requestedAmount: 10_000,
  collateralType: 'BTC',
  coinQuantity: 0.5,
} as const

/** The error a call was refused with; fails the test when the call went through. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof ApiError)) throw new Error('Expected the call to be refused')
  return error
}

/** A backend started on a scenario with one seeded application, and the clock to move it on. */
export async function startWithFirstApplication(scenario: Scenario | string) {
  const backend = await startBackend(scenario)
  const [application] = backend.simulation.engine.collections.applications.all()
  if (!application) throw new Error('Expected a seeded application')
  const { clock, engine } = backend.simulation
  const uuid = application.appUuid
  return {
    ...backend,
    uuid,
    params: { params: { uuid } },
    /** Moves the simulated clock and lets the lender's due work run. */
    async pass(ms: number) {
      clock.advance(ms)
      await engine.runDueJobs()
    },
  }
}
