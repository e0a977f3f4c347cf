import { server } from '@tests/support/simulated-backend'
import { afterAll, beforeAll } from 'vitest'

/**
 * Answers the file's calls with the simulated backend while its tests run; a call that no handler
 * answers fails the test rather than going out.
 */
export function serveSimulatedBackend() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())
}
