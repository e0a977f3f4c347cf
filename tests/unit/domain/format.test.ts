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
  // core-journey §9: percent with 1 to 3 decimals; its own figures must read exactly so.
  it.each([
    [8.91, '8.91%'],
    [11.5, '11.5%'],
    [0.85, '0.85%'],
    [1.5, '1.5%'],
    [1, '1.0%'],
    [2, '2.0%'],
    [50, '50.0%'],
    [10, '10.0%'],
    [12.638, '12.638%'],
    [9.12345, '9.123%'],
    [9.1235, '9.124%'],
    [9.9996, '10.0%'],
    [11.5004, '11.5%'],
    [0, '0.0%'],
    [-0, '0.0%'],
    [0.0004, '0.0%'],
    [0.0005, '0.001%'],
    [1234.5, '1,234.5%'],
  ] as const)('%s -> %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected)
  })
})

describe('formatLtv', () => {
  it.each([
    [0.5, '50.0%'],
    [0.75, '75.0%'],
    [0.58, '58.0%'],
    [0.4321, '43.21%'],
    [0.57, '57.0%'],
    [0.123456, '12.346%'],
    [0.0891, '8.91%'],
    [0.115, '11.5%'],
    [0, '0.0%'],
    [1, '100.0%'],
  ] as const)('%s -> %s', (value, expected) => {
    expect(formatLtv(value)).toBe(expected)
  })

  it('is the percent formatter applied to the fraction times 100', () => {
    for (const fraction of [0.2, 0.35, 0.5, 0.75, 0.8, 0.85, 0.9, 0.4321]) {
      expect(formatLtv(fraction)).toBe(formatPercent(Math.round(fraction * 1e6) / 1e4))
    }
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
