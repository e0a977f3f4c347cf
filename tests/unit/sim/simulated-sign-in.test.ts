import { brokerReturnPath } from '@sim/session/simulated-sign-in'
import { describe, expect, it } from 'vitest'

const APP = '/account/crypto-backed-loan'

describe('where the simulated identity broker returns after sign-in', () => {
  it.each([
    [`${APP}/start`, `${APP}/start`],
    [`${APP}/3f2b0c1e/next-steps?from=login`, `${APP}/3f2b0c1e/next-steps?from=login`],
    [null, `${APP}/start`],
    ['', `${APP}/start`],
    [APP, `${APP}/start`],
    ['/another-app/page', `${APP}/start`],
    ['//evil.example/account/crypto-backed-loan/start', `${APP}/start`],
    ['https://evil.example/account/crypto-backed-loan/start', `${APP}/start`],
    [`/\\evil.example${APP}/start`, `${APP}/start`],
  ])('asked %j, goes to %s', (asked, expected) => {
    expect(brokerReturnPath(asked)).toBe(expected)
  })
})
