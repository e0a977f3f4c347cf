import { describe, expect, it } from 'vitest'
import type { NextStep } from '@/domain/next-step'
import { forceWebFlag, needsLoanStatus, servicingChannel } from '@/domain/servicing'

const app = [{ profile: { isServicedViaApp: true } }]
const web = [{ profile: { isServicedViaApp: false } }]
const mixed = [...web, ...app]

describe('web or mobile app (core-journey §1, §6)', () => {
  it.each([
    // nextStep, loans, forceWeb, wholesale, channel
    ['details', app, false, false, 'mobile-app'],
    ['renew', app, false, false, 'mobile-app'],
    ['details', mixed, false, false, 'mobile-app'],
    ['details', web, false, false, 'web'],
    ['details', [], false, false, 'web'],
    ['details', null, false, false, 'web'],
    ['details', app, true, false, 'web'],
    ['details', app, false, true, 'web'],
    ['details', app, true, true, 'web'],
    ['next-steps', app, false, false, 'web'],
    ['complete', app, false, false, 'web'],
    ['dashboard', app, false, false, 'web'],
    ['decline', app, false, false, 'web'],
  ] as const)(
    '%s, loans %j, forceWeb %s, wholesale %s -> %s',
    (nextStep, loans, forceWeb, wholesale, channel) => {
      expect(servicingChannel({ nextStep, loans, forceWeb, wholesale })).toBe(channel)
    },
  )

  it.each([
    ['details', false, false, true],
    ['renew', false, false, true],
    ['details', true, false, false],
    ['details', false, true, false],
    ['next-steps', false, false, false],
  ] as const)(
    'asks the servicer at %s (forceWeb %s, wholesale %s): %s',
    (nextStep, forceWeb, wholesale, asks) => {
      expect(needsLoanStatus({ nextStep: nextStep as NextStep, forceWeb, wholesale })).toBe(asks)
    },
  )
})

describe('the forceWeb query flag', () => {
  it.each([
    ['?forceWeb=true', true],
    ['?forceWeb', true],
    ['?forceWeb=1', true],
    ['?forceWeb=TRUE', true],
    ['?forceWeb=false', false],
    ['?forceWeb=0', false],
    ['?state=CA', null],
    ['', null],
  ])('%s -> %s', (search, flag) => {
    expect(forceWebFlag(search)).toBe(flag)
  })
})
