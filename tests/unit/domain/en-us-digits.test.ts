import { faker } from '@faker-js/faker'
import { describe, expect, it } from 'vitest'
import { enUsDigits, enUsDollars } from '@/domain/en-us-digits'

const SHAPES = [
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 3 },
  { minimumFractionDigits: 0, maximumFractionDigits: 3 },
  { minimumFractionDigits: 4, maximumFractionDigits: 4 },
  { minimumFractionDigits: 6, maximumFractionDigits: 6 },
] as const

describe('en-US digits without Intl', () => {
  it.each([
    [1234.5, 1, 3, '1,234.5'],
    [1_000_000, 0, 0, '1,000,000'],
    [999.9996, 1, 3, '1,000.0'],
    [0.0005, 1, 3, '0.001'],
    [1.005, 2, 2, '1.01'],
    [9.1235, 1, 3, '9.124'],
    [1e-7, 0, 3, '0'],
    [1e21, 0, 0, '1,000,000,000,000,000,000,000'],
    [2.5, 0, 0, '3'],
    [-2.5, 0, 0, '-3'],
    [-0.0004, 1, 3, '0.0'],
    [-1234.5678, 2, 2, '-1,234.57'],
    [123, 0, 3, '123'],
  ])('%s with %s to %s decimals reads %s', (value, min, max, expected) => {
    expect(enUsDigits(value, { minimumFractionDigits: min, maximumFractionDigits: max })).toBe(
      expected,
    )
  })

  it('dollars carry the sign before the symbol', () => {
    expect(enUsDollars(-20, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('-$20.00')
    expect(enUsDollars(5001, { minimumFractionDigits: 0, maximumFractionDigits: 0 })).toBe('$5,001')
  })

  // Intl is the reference: the app's figures must read exactly as they did through it.
  it.each(SHAPES)('agrees with Intl.NumberFormat en-US on 5,000 random figures (%o)', (shape) => {
    faker.seed(20261129)
    const intl = new Intl.NumberFormat('en-US', shape)
    const dollars = new Intl.NumberFormat('en-US', { ...shape, style: 'currency', currency: 'USD' })
    for (let i = 0; i < 5_000; i += 1) {
      const magnitude = 10 ** faker.number.int({ min: -9, max: 22 })
      const value = faker.number.float({ min: -magnitude, max: magnitude })
      // Intl writes '-0' for a negative figure that rounds to zero; the app never shows one.
      const expected = intl.format(value).replace(/^-(?=0(\.0*)?$)/, '')
      expect(enUsDigits(value, shape), `${value}`).toBe(expected)
      if (expected !== intl.format(value)) continue
      expect(enUsDollars(value, shape), `$${value}`).toBe(dollars.format(value))
    }
  })
})
