import {
  ALL_STATES,
  STATE_MIN_LOAN_AMOUNTS,
  stateFixtures,
  UNAVAILABLE_STATES,
} from '@fixtures/states'
import { describe, expect, it } from 'vitest'
import { usStateNames } from '@/domain/us-states'

/** The 50 states and DC, written out once here to check the derived list against. */
const FIFTY_ONE =
  `AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE
  NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY`.split(/\s+/)

describe('the states fixture and the domain list of states', () => {
  it('lists only states the domain knows', () => {
    for (const { state } of stateFixtures) expect(Object.keys(usStateNames)).toContain(state)
  })

  it('has all 50 states and DC, each once, and no territory', () => {
    expect(FIFTY_ONE).toHaveLength(51)
    expect([...ALL_STATES].sort()).toEqual([...FIFTY_ONE].sort())
    expect(stateFixtures.map(({ state }) => state)).toEqual(ALL_STATES)
  })

  it('names rules only for listed states', () => {
    for (const code of [...UNAVAILABLE_STATES, ...Object.keys(STATE_MIN_LOAN_AMOUNTS)]) {
      expect(ALL_STATES).toContain(code)
    }
  })
})
