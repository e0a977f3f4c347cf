// @vitest-environment happy-dom
import { SIMULATION_SWITCHES, takeSwitchesOffTheAddress } from '@sim/browser/simulation-switches'
import { describe, expect, it } from 'vitest'

const BASE = '/account/crypto-backed-loan'

describe('the simulation’s switches leave the address once read', () => {
  it.each([
    [
      '/start?scenario=fresh-us-borrower&restart&latency=0&clock=held&day=scenario&org=HARBORLINE&controls=hidden&state=CA',
      '/start?state=CA',
    ],
    ['/start?scenario=fresh-us-borrower', '/start'],
    ['/abc/next-steps?forceWeb=true&scenario=x', '/abc/next-steps?forceWeb=true'],
    ['/faq', '/faq'],
  ])('%s becomes %s', (from, to) => {
    window.history.replaceState({ kept: 1 }, '', `${BASE}${from}`)
    takeSwitchesOffTheAddress()
    expect(`${window.location.pathname}${window.location.search}`).toBe(`${BASE}${to}`)
    expect(window.history.state).toEqual({ kept: 1 })
  })

  it('are the simulation’s own: the app’s parameters stay', () => {
    expect(SIMULATION_SWITCHES).toEqual([
      'scenario',
      'restart',
      'latency',
      'clock',
      'day',
      'org',
      'controls',
    ])
  })
})
