import { describe, expect, it } from 'vitest'
import { COLLATERAL_MESSAGES, collateralNotFound, paymentUri } from '@/domain/collateral-posting'

const optIn = '2025-03-03T15:00:00.000Z'
const at = (hours: number) => Date.parse(optIn) + hours * 60 * 60 * 1_000

describe('the 24-hour not-found rule (core-journey §8)', () => {
  it.each<[string, string | null, number, number, boolean]>([
    ['opted in 25 h ago, nothing received', optIn, 0, at(25), true],
    ['opted in exactly 24 h ago', optIn, 0, at(24), false],
    ['opted in 23 h ago', optIn, 0, at(23), false],
    ['opted in 25 h ago, something received', optIn, 0.0001, at(25), false],
    ['never opted in', null, 0, at(100), false],
  ])('%s', (_name, optInTime, received, now, expected) => {
    expect(collateralNotFound(optInTime, received, now)).toBe(expected)
  })

  it('has the message word for word', () => {
    expect(COLLATERAL_MESSAGES.notFound('(800) 555-0100')).toBe(
      'Verify that the collateral was sent to the wallet address provided. If it was, contact support at (800) 555-0100.',
    )
  })
})

describe('the payment URI in the QR code', () => {
  it('is a BIP-21 URI with the amount for BTC', () => {
    expect(paymentUri('BTC', 'bc1qexample', 1.25)).toBe('bitcoin:bc1qexample?amount=1.25')
    expect(paymentUri('BTC', 'bc1qexample', 0.123456789)).toBe(
      'bitcoin:bc1qexample?amount=0.12345679',
    )
  })

  it('is the plain address for ETH, and for BTC with nothing due', () => {
    expect(paymentUri('ETH', '0xAbC', 2)).toBe('0xAbC')
    expect(paymentUri('BTC', 'bc1qexample', 0)).toBe('bc1qexample')
  })
})
