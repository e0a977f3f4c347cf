import { getApplicationState, getUserApplications } from '@contract/applications'
import { servicesAt } from '@sim/service-urls'
import { memoryToken } from '@tests/support/memory-token'
import { describe, expect, it } from 'vitest'
import { createHttpClient } from '@/api/http-client'
import { nextStepFor } from '@/domain/next-step'

const services = servicesAt('https://lend.test')

function clientAnswering(body: unknown) {
  return createHttpClient({
    services,
    token: memoryToken('jwt'),
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  })
}

describe('a state the app does not know yet', () => {
  it('is accepted as it came, and routed by the table to the dashboard', async () => {
    const answer = await clientAnswering({ state: 'LENDER_ADDED_LATER', stage: 'APPLYING' }).call(
      getApplicationState,
      { params: { uuid: 'a' } },
    )
    expect(answer.state).toBe('LENDER_ADDED_LATER')
    expect(nextStepFor(answer.state)).toBe('dashboard')
  })

  it('is kept in the list of the borrower applications too', async () => {
    const answer = await clientAnswering([
      { appUuid: 'a', state: 'LENDER_ADDED_LATER', stage: 'APPLYING' },
    ]).call(getUserApplications)
    expect(answer[0]?.state).toBe('LENDER_ADDED_LATER')
  })

  it('still refuses an answer with no state at all', async () => {
    await expect(
      clientAnswering({ state: '', stage: 'APPLYING' }).call(getApplicationState, {
        params: { uuid: 'a' },
      }),
    ).rejects.toThrow(/did not match the contract/)
  })
})
