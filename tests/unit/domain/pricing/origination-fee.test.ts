import { describe, expect, it } from 'vitest'
import { capitalisedAmount, feeRuleFor, originationFee } from '@/domain/pricing/origination-fee'

describe('origination fee by residence (core-journey §9)', () => {
  it.each([
    // state, cash drawn, fee in dollars, why
    ['AL', 10_000, 0, 'no fee'],
    ['KS', 30_000, 0, 'no fee'],
    ['MN', 150_000, 0, 'no fee'],
    ['NC', 10_000, 0, 'no fee'],
    ['WI', 30_000, 0, 'no fee'],
    ['NY', 10_000, 85, '0.85 %'],
    ['NY', 12_345, 104.93, '0.85 %, rounded to cents'],
    ['IA', 2_000, 30, 'floor $30 above 1 %'],
    ['IA', 69_501, 695.01, '1 % above the floor'],
    ['IN', 10_000, 200, 'floor $200 above 1 %'],
    ['IN', 30_000, 300, '1 % above the floor'],
    ['MI', 10_000, 400, 'floor $400 above 1 %'],
    ['MI', 50_000, 500, '1 % above the floor'],
    ['MO', 5_000, 100, 'floor $100 above 1 %'],
    ['MO', 20_000, 200, '1 % above the floor'],
    ['OH', 5_001, 250, 'floor $250 above 1 %'],
    ['OH', 30_000, 300, '1 % above the floor'],
    ['CA', 10_000, 100, 'default 1 %'],
    ['FL', 12_345.67, 123.46, 'default 1 %, rounded to cents'],
  ])('%s on $%d costs $%d (%s)', (state, draw, fee) => {
    expect(originationFee(draw, feeRuleFor({ state })).amount).toBe(fee)
  })

  it.each([
    [{ country: 'GB' }, 20_000, 300],
    [{ country: 'DE' }, 5_000, 75],
  ])('international residence %o pays 1.5 %%', (residence, draw, fee) => {
    expect(originationFee(draw, feeRuleFor(residence)).amount).toBe(fee)
    expect(originationFee(draw, feeRuleFor(residence)).percent).toBe(1.5)
  })

  it('lets an organisation set its own international fee', () => {
    const rule = feeRuleFor({ country: 'GB' }, { internationalFeePercent: 2 })
    expect(originationFee(10_000, rule)).toEqual({ percent: 2, amount: 200 })
  })

  it('reports the effective percent when a floor applies', () => {
    expect(originationFee(10_000, feeRuleFor({ state: 'MI' })).percent).toBe(4)
    expect(originationFee(10_000, feeRuleFor({ state: 'AL' })).percent).toBe(0)
    expect(originationFee(10_000, feeRuleFor({ state: 'NY' })).percent).toBe(0.85)
  })

  it('capitalises the fee into the principal', () => {
    expect(capitalisedAmount(10_000, feeRuleFor({ state: 'CA' }))).toBe(10_100)
    expect(capitalisedAmount(5_001, feeRuleFor({ state: 'OH' }))).toBe(5_251)
    expect(capitalisedAmount(10_000, feeRuleFor({ state: 'WI' }))).toBe(10_000)
  })

  it('reads state codes case-insensitively', () => {
    expect(feeRuleFor({ state: 'ny' })).toEqual({ kind: 'percent', percent: 0.85 })
  })
})
