import { describe, expect, it } from 'vitest'
import {
  formatCoin,
  formatCoinQuantity,
  formatLtv,
  formatPercent,
  formatPhone,
  formatUsd,
  phoneHref,
} from '@/domain/format'

describe('formatUsd', () => {
  it.each([
    [5001, undefined, '$5,001'],
    [1_000_000, undefined, '$1,000,000'],
    [412.07, undefined, '$412.07'],
    [412.1, undefined, '$412.10'],
    [412.004, undefined, '$412'],
    [0, undefined, '$0'],
    [5000.75, 'never', '$5,001'],
    [25_000.4, 'never', '$25,000'],
  ] as const)('%s (cents %s) -> %s', (value, cents, expected) => {
    expect(formatUsd(value, cents ? { cents } : {})).toBe(expected)
  })
})

describe('formatPercent', () => {
  it.each([
    [8.91, {}, '8.91%'],
    [11.5, {}, '11.5%'],
    [10, {}, '10.0%'],
    [9.12345, {}, '9.123%'],
    [8.91, { min: 2 }, '8.91%'],
    [11.5, { min: 2 }, '11.50%'],
    [1, { min: 0, max: 2 }, '1%'],
  ] as const)('%s %o -> %s', (value, decimals, expected) => {
    expect(formatPercent(value, decimals)).toBe(expected)
  })
})

describe('formatLtv', () => {
  it.each([
    [0.5, {}, '50.0%'],
    [0.58, {}, '58.0%'],
    [0.4321, {}, '43.21%'],
    [0.75, { min: 0, max: 0 }, '75%'],
  ] as const)('%s -> %s', (value, decimals, expected) => {
    expect(formatLtv(value, decimals)).toBe(expected)
  })
})

describe('formatCoinQuantity', () => {
  it.each([
    [0.1, {}, '0.1000'],
    [1.23456, {}, '1.2346'],
    [1.23451, { rounding: 'up' as const }, '1.2346'],
    [0.1, { rounding: 'up' as const }, '0.1000'],
    [0.123456789, { decimals: 6 }, '0.123457'],
    [2, { decimals: 6 }, '2.000000'],
  ])('%s %o -> %s', (value, options, expected) => {
    expect(formatCoinQuantity(value, options)).toBe(expected)
  })

  it('names the coin', () => {
    expect(formatCoin(0.07123, 'BTC', { rounding: 'up' })).toBe('0.0713 BTC')
  })
})

describe('formatPhone', () => {
  it.each([
    ['+18005550199', '(800) 555-0199'],
    ['+1 (800) 555-0199', '(800) 555-0199'],
    ['1-800-555-0199', '(800) 555-0199'],
    ['8005550199', '(800) 555-0199'],
    ['800.555.0199', '(800) 555-0199'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['555-0199', '555-0199'],
  ])('%s -> %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected)
  })

  it.each([
    ['(800) 555-0199', 'tel:+18005550199'],
    ['+1 800 555 0199', 'tel:+18005550199'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
  ])('tel link for %s', (input, expected) => {
    expect(phoneHref(input)).toBe(expected)
  })
})
