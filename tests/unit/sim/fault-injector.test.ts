import { createFaultInjector } from '@sim/http/fault-injector'
import { describe, expect, it } from 'vitest'

describe('fault injection', () => {
  it('leaves calls alone without faults', () => {
    expect(createFaultInjector().take('getOffers')).toEqual({
      latencyMs: 0,
      networkError: false,
      status: null,
      message: null,
    })
  })

  it('hits only the named endpoint, as many times as asked', () => {
    const faults = createFaultInjector([
      { endpoint: 'requestOffers', status: 503, message: 'Down', times: 2 },
    ])
    expect(faults.take('getOffers').status).toBeNull()
    expect(faults.take('requestOffers')).toMatchObject({ status: 503, message: 'Down' })
    expect(faults.take('requestOffers').status).toBe(503)
    expect(faults.take('requestOffers').status).toBeNull()
  })

  it('adds latency from a catch-all fault to a failing one', () => {
    const faults = createFaultInjector([
      { endpoint: '*', latencyMs: 300 },
      { endpoint: 'createApplication', networkError: true },
    ])
    expect(faults.take('createApplication')).toMatchObject({ latencyMs: 300, networkError: true })
    expect(faults.take('getRates')).toMatchObject({ latencyMs: 300, networkError: false })
  })

  it('starts counting again when reloaded', () => {
    const plan = [{ endpoint: 'getRates', status: 500, times: 1 }]
    const faults = createFaultInjector(plan)
    faults.take('getRates')
    expect(faults.take('getRates').status).toBeNull()
    faults.load(plan)
    expect(faults.take('getRates').status).toBe(500)
  })
})
