import { getApplicationState, getUserApplications } from '@contract/applications'
import { recordCalls } from '@sim/browser/journal-recorder'
import { createSimulation } from '@sim/create-simulation'
import { createJournal } from '@sim/http/journal'
import { servicesAt } from '@sim/service-urls'
import { SIMULATED_SIGN_IN_CALL } from '@sim/session/simulated-sign-in'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * The demo's journal in the browser is kept from msw's events as the sim server keeps a
 * world's: here msw's Node server gives the same events as its worker does in a tab.
 */

const ORIGIN = 'http://sim.test'
const services = servicesAt(ORIGIN)
const journal = createJournal()
let server: ReturnType<typeof setupServer>

beforeAll(async () => {
  const simulation = await createSimulation({ services, scenario: 'at-agreements' })
  server = setupServer(...simulation.handlers)
  recordCalls(server.events, journal, simulation.clock, services)
  server.listen({ onUnhandledRequest: 'bypass' })
})
afterAll(() => server.close())

describe('the demo’s journal', () => {
  it('keeps each call the simulation answered, its status and verdict, and no session token', async () => {
    const signedIn = await fetch(`${services.identityBroker}${SIMULATED_SIGN_IN_CALL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dana.whitfield@example.com' }),
    })
    const { token } = (await signedIn.json()) as { token: string }
    const authorization = `Bearer ${token}`
    await fetch(`${services.lending}${getUserApplications.path}`, { headers: { authorization } })
    const other = getApplicationState.path.replace(':uuid', '00000000-0000-4000-8000-000000000000')
    await fetch(`${services.lending}${other}`, { headers: { authorization } })
    // The app's own files are not the simulation's: not kept.
    await fetch(`${ORIGIN}/account/crypto-backed-loan/config.json`).catch(() => undefined)

    await vi.waitFor(() => expect(journal.entries()).toHaveLength(3))
    expect(
      journal.entries().map((entry) => [new URL(entry.url).pathname, entry.status, entry.contract]),
    ).toEqual([
      [
        new URL(`${services.identityBroker}${SIMULATED_SIGN_IN_CALL}`).pathname,
        200,
        'not in the contract',
      ],
      [new URL(`${services.lending}${getUserApplications.path}`).pathname, 200, 'met'],
      [new URL(`${services.lending}${other}`).pathname, 404, 'met'],
    ])
    const [, apps] = journal.entries()
    expect(apps?.request.headers).toContainEqual({
      name: 'authorization',
      value: expect.stringMatching(/^Bearer session-[0-9a-f]{12}$/),
    })
    expect(JSON.stringify(journal.entries().slice(1))).not.toContain(token)
  })
})
