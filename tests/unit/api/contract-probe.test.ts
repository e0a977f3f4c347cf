import { getFinalStepsDashboard } from '@contract/borrowers'
import { servicesAt } from '@sim/service-urls'
import { memoryToken } from '@tests/support/memory-token'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/api/api-error'
import {
  type ContractDriftReport,
  contractProbeReporter,
  PROBE_REPORTER,
} from '@/api/contract-probe'
import { createHttpClient } from '@/api/http-client'

/**
 * The contract probe's lenient client: with a collector, an answer that leaves the contract is
 * reported (call, status, each issue's path and value) and handed on as it came; without one
 * it is refused, as in production.
 */

const drifted = { status: 'ON_HOLD', items: [{ name: 'Verify Identity', status: 'COMPLETED' }] }
const answering = (body: unknown) => async () =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

const call = (onContractDrift?: (report: ContractDriftReport) => void) =>
  createHttpClient({
    services: servicesAt('https://live.example'),
    token: memoryToken('token'),
    fetch: answering(drifted),
    onContractDrift,
  }).call(getFinalStepsDashboard, { params: { uuid: 'app-1' } })

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[PROBE_REPORTER]
})

describe('the contract probe', () => {
  it('reports a drifted answer with its path and value, and goes on with it', async () => {
    const reports: ContractDriftReport[] = []
    await expect(call((report) => reports.push(report))).resolves.toEqual(drifted)
    expect(reports).toEqual([
      {
        call: 'getFinalStepsDashboard',
        method: 'GET',
        url: 'https://live.example/service-cryptopl-leap/secure/api/v1/applications/app-1/final-steps-dashboard',
        status: 200,
        issues: [expect.objectContaining({ path: 'status', seen: '"ON_HOLD"' })],
      },
    ])
  })

  it('refuses the same answer without a collector, as the production client does', async () => {
    await expect(call()).rejects.toBeInstanceOf(ApiError)
  })

  it('takes the collector the replay runner gives the page, and nothing else', () => {
    expect(contractProbeReporter()).toBeNull()
    ;(globalThis as Record<string, unknown>)[PROBE_REPORTER] = 'not a function'
    expect(contractProbeReporter()).toBeNull()
    const collect = () => undefined
    ;(globalThis as Record<string, unknown>)[PROBE_REPORTER] = collect
    expect(contractProbeReporter()).toBe(collect)
  })
})
