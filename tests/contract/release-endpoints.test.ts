import { getApplication } from '@contract/applications'
import {
  type CollateralReleaseResult,
  getCollateral,
  releaseCollateral,
  releaseErrorBodySchema,
} from '@contract/collateral'
import {
  BTC_RETURN_ADDRESS,
  ETH_ADDRESS,
  releaseNotReady,
  releaseReady,
} from '@scenarios/collateral-release'
import type { ReleaseResult, Scenario } from '@scenarios/scenario'
import { parseWorldSnapshot } from '@sim/engine/world-snapshot'
import { RETURN_DELAY_MS, returnTimeFor } from '@sim/release/release-operations'
import { failure, startWithFirstApplication, testServices } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

async function opened(scenario: Scenario, release?: ReleaseResult) {
  const backend = await startWithFirstApplication(
    release ? { ...scenario, decisions: { ...scenario.decisions, release } } : scenario,
  )
  const { uuid } = backend
  return {
    ...backend,
    release: (returnAddress: string) =>
      backend.client.call(releaseCollateral, { params: { uuid }, body: { returnAddress } }),
    collateral: () => backend.client.call(getCollateral, { params: { uuid } }),
  }
}

describe('POST …/collateral/release answers by the scenario’s decision (refinance-release-shell §3, §7)', () => {
  it.each<[CollateralReleaseResult, boolean]>([
    ['SUCCESS', true],
    ['WITHDRAWAL_FAILED', false],
    ['NO_COLLATERAL', false],
    ['PENDING_TRANSACTIONS', false],
    ['DUPLICATE_REQUEST', false],
    ['INVALID_ADDRESS', false],
  ])(
    '%s: answered, recorded, and the return scheduled only on success (%s)',
    async (result, returns) => {
      const backend = await opened(releaseReady, result)
      const answer = await backend.release(`  ${BTC_RETURN_ADDRESS} `)
      expect(answer).toEqual({ requestId: expect.any(String), result })

      const collateral = await backend.collateral()
      expect(collateral.collateralReleaseResponses).toEqual([{ id: answer.requestId, result }])
      expect(collateral.collateralReleaseRequest).toEqual(
        result === 'DUPLICATE_REQUEST'
          ? null
          : { requestId: answer.requestId, address: BTC_RETURN_ADDRESS },
      )
      // Only a success takes the collateral out of Ready; a borrower may try the others again.
      expect(collateral.readyForRelease).toBe(!returns)
      const jobs = backend.simulation.engine.pendingJobs(backend.uuid)
      expect(jobs.map((job) => job.event)).toEqual(returns ? ['collateralReturned'] : [])
    },
  )

  it('refuses an address the coin cannot receive with INVALID_RETURN_ADDRESS, recording nothing', async () => {
    const backend = await opened(releaseReady)
    const refused = await failure(backend.release(ETH_ADDRESS))
    expect(refused.status).toBe(400)
    const body = releaseErrorBodySchema.parse(refused.body)
    expect(body.errorCode).toBe('INVALID_RETURN_ADDRESS')
    expect(body.message).toContain('BTC')
    const collateral = await backend.collateral()
    expect(collateral.collateralReleaseResponses).toEqual([])
    expect(collateral.readyForRelease).toBe(true)
  })

  it('refuses even a well-formed address when the story’s lender refuses it (INVALID_RETURN_ADDRESS)', async () => {
    const backend = await opened(releaseReady, 'INVALID_RETURN_ADDRESS')
    const refused = await failure(backend.release(BTC_RETURN_ADDRESS))
    expect(refused.status).toBe(400)
    expect(releaseErrorBodySchema.parse(refused.body).errorCode).toBe('INVALID_RETURN_ADDRESS')
  })

  it('answers a blank address 400 from the contract, with no error code', async () => {
    const backend = await opened(releaseReady)
    const response = await fetch(
      `${testServices.lending}/secure/api/v1/applications/${backend.uuid}/collateral/release`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${backend.token.get()}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ returnAddress: '   ' }),
      },
    )
    expect(response.status).toBe(400)
    expect(releaseErrorBodySchema.parse(await response.json()).errorCode).toBeUndefined()
  })

  it('answers a second request after a success DUPLICATE_REQUEST, keeping the first address', async () => {
    const backend = await opened(releaseReady)
    const first = await backend.release(BTC_RETURN_ADDRESS)
    const second = await backend.release('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')
    expect(second.result).toBe('DUPLICATE_REQUEST')
    const collateral = await backend.collateral()
    expect(collateral.collateralReleaseRequest).toEqual({
      requestId: first.requestId,
      address: BTC_RETURN_ADDRESS,
    })
    expect(collateral.collateralReleaseResponses.map((response) => response.result)).toEqual([
      'SUCCESS',
      'DUPLICATE_REQUEST',
    ])
  })

  it('refuses a loan not yet in the release stage with 409', async () => {
    const backend = await opened(releaseNotReady)
    expect((await backend.collateral()).readyForRelease).toBe(false)
    expect((await failure(backend.release(BTC_RETURN_ADDRESS))).status).toBe(409)
  })
})

describe('the return of the coins (refinance-release-shell §9: within 1 business day)', () => {
  it('sends the coins held back as a withdrawal two hours later, then leaves the release stage', async () => {
    const backend = await opened(releaseReady)
    const before = await backend.collateral()
    expect(before.readyForRelease).toBe(true)
    expect(before.wallet?.currentTotalCoinBalance).toEqual({ coinQuantity: 1, type: 'BTC' })

    await backend.release(BTC_RETURN_ADDRESS)
    await backend.pass(RETURN_DELAY_MS - 1)
    expect((await backend.collateral()).wallet?.transactions.map((t) => t.transactionType)).toEqual(
      ['DEPOSIT'],
    )

    await backend.pass(1)
    const after = await backend.collateral()
    expect(after.wallet?.currentTotalCoinBalance.coinQuantity).toBe(0)
    expect(after.wallet?.transactions.at(-1)).toEqual({
      transactionTime: new Date(backend.simulation.clock.now()).toISOString(),
      transactionType: 'WITHDRAWAL',
      transactionAmount: { coinQuantity: 1, type: 'BTC' },
    })
    expect(after.readyForRelease).toBe(false)
    const application = await backend.client.call(getApplication, backend.params)
    expect({ state: application.state, stage: application.stage }).toEqual({
      state: 'COMPLETE',
      stage: 'FINAL',
    })
    // Once returned, a further request is still a duplicate of the one that succeeded.
    expect((await backend.release(BTC_RETURN_ADDRESS)).result).toBe('DUPLICATE_REQUEST')
  })

  it.each([
    ['Monday 15:00', '2025-03-03T15:00:00.000Z', '2025-03-03T17:00:00.000Z'],
    ['Thursday 23:00', '2025-03-06T23:00:00.000Z', '2025-03-07T01:00:00.000Z'],
    ['Friday 15:00', '2025-03-07T15:00:00.000Z', '2025-03-07T17:00:00.000Z'],
    ['Friday 23:00', '2025-03-07T23:00:00.000Z', '2025-03-10T01:00:00.000Z'],
    ['Saturday 12:00', '2025-03-08T12:00:00.000Z', '2025-03-10T14:00:00.000Z'],
    ['Sunday 23:00', '2025-03-09T23:00:00.000Z', '2025-03-10T01:00:00.000Z'],
  ])('a request on %s is returned at %s, within 1 business day', (_day, requested, returned) => {
    expect(new Date(returnTimeFor(Date.parse(requested))).toISOString()).toBe(returned)
  })

  it('answers NO_COLLATERAL when nothing is held any more, whatever the story decided', async () => {
    const backend = await opened(releaseReady, 'WITHDRAWAL_FAILED')
    const engine = backend.simulation.engine
    const [record] = engine.collections.applications.all()
    if (!record) throw new Error('Expected a seeded application')
    await engine.collections.applications.update((q) => q.where({ appUuid: backend.uuid }), {
      data(draft) {
        draft.collateralRelease.returned.push({ at: engine.clock.now(), coinQuantity: 1 })
      },
    })
    expect((await backend.release(BTC_RETURN_ADDRESS)).result).toBe('NO_COLLATERAL')
  })
})

describe('saved worlds', () => {
  it('loads a world saved before applications kept their release, with nothing released', async () => {
    const backend = await opened(releaseReady)
    await backend.release(BTC_RETURN_ADDRESS)
    const saved = JSON.parse(JSON.stringify(backend.simulation.engine.snapshot()))
    for (const application of saved.collections.applications) delete application.collateralRelease
    const parsed = parseWorldSnapshot(saved)
    if (!parsed.ok) throw new Error(parsed.reason)
    expect(parsed.snapshot.collections.applications[0]?.collateralRelease).toEqual({
      request: null,
      responses: [],
      returnDueAt: null,
      returned: [],
    })
  })

  it('keeps the return address and the answers in the saved world', async () => {
    const backend = await opened(releaseReady)
    await backend.release(BTC_RETURN_ADDRESS)
    const [application] = backend.simulation.engine.snapshot().collections.applications
    expect(application?.collateralRelease.request?.address).toBe(BTC_RETURN_ADDRESS)
    expect(application?.collateralRelease.responses.map((r) => r.result)).toEqual(['SUCCESS'])
  })
})
