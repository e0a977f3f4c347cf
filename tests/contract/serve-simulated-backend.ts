import { memoryToken } from '@tests/support/memory-token'
import { server, testServices } from '@tests/support/simulated-backend'
import { afterAll, beforeAll } from 'vitest'
import { createHttpClient } from '@/api/http-client'

/**
 * Answers the file's calls with the simulated backend while its tests run; a call that no handler
 * answers fails the test rather than going out.
 */
export function serveSimulatedBackend() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())
}

/** The app's HTTP client on the simulated backend, carrying this token (none: signed out). */
export function clientWith(token: string | null) {
  return createHttpClient({ services: testServices, token: memoryToken(token) })
}

/** What a secure call without a valid session is answered, in the one error shape. */
export const UNAUTHENTICATED_ANSWER = {
  status: 401,
  code: 'UNAUTHENTICATED',
  message: 'Unauthenticated',
} as const
