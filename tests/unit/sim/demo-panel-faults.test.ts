import { createFaultInjector } from '@sim/http/fault-injector'
import { describe, expect, it } from 'vitest'

describe('switching faults during a demo', () => {
  it('lets a call through while its fault is off, and fails it again once back on', () => {
    const faults = createFaultInjector([{ endpoint: 'uploadIdentityDocument', status: 503 }])
    faults.setEnabled(0, false)
    expect(faults.take('uploadIdentityDocument').status).toBeNull()
    expect(faults.list()).toEqual([
      {
        fault: { endpoint: 'uploadIdentityDocument', status: 503 },
        enabled: false,
        remaining: Infinity,
      },
    ])
    faults.setEnabled(0, true)
    expect(faults.take('uploadIdentityDocument').status).toBe(503)
  })

  it('does not use up the hits of a fault that is off', () => {
    const faults = createFaultInjector([{ endpoint: '*', networkError: true, times: 1 }])
    faults.setEnabled(0, false)
    faults.take('getOffers')
    faults.setEnabled(0, true)
    expect(faults.take('getOffers').networkError).toBe(true)
    expect(faults.list()[0]?.remaining).toBe(0)
  })

  it('switches every fault back on when the scenario is loaded again', () => {
    const faults = createFaultInjector([{ endpoint: 'getRates', latencyMs: 900 }])
    faults.setEnabled(0, false)
    faults.load([{ endpoint: 'getRates', latencyMs: 900 }])
    expect(faults.take('getRates').latencyMs).toBe(900)
  })
})
