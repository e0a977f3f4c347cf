import { describe, expect, it } from 'vitest'
import { looksLikeAppUuid, unknownPathTarget } from '@/domain/app-uuid'
import { amountAtStop, sliderStops, stopForAmount } from '@/domain/loan-slider'
import { isSafeRedirectPath, loginHref, safeRedirectPath } from '@/domain/login-redirect'
import { applicableRateIndex } from '@/domain/rate-table'

const uuid = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b'

describe('unknown paths', () => {
  it.each([
    [uuid, { appUuid: uuid }],
    [`${uuid}/somewhere/else`, { appUuid: uuid }],
    ['somewhere', null],
    ['', null],
    ['3f2b8c1e', null],
  ])('%s -> %o', (splat, target) => {
    expect(unknownPathTarget(splat)).toEqual(target)
  })

  it('recognises uuids', () => {
    expect(looksLikeAppUuid(uuid.toUpperCase())).toBe(true)
    expect(looksLikeAppUuid('start')).toBe(false)
  })
})

describe('login redirect', () => {
  it.each([
    ['/start?state=NY', true],
    ['/abc', true],
    ['//evil.example', false],
    ['https://evil.example', false],
    ['/Start', false],
    ['/', false],
  ])('%s safe: %s', (path, safe) => {
    expect(isSafeRedirectPath(path)).toBe(safe)
  })

  it('carries the current app path', () => {
    expect(loginHref('/auth/login', '/start?state=NY')).toBe(
      '/auth/login?redirectUrl=%2Fstart%3Fstate%3DNY',
    )
    expect(loginHref('/auth/login', '//evil.example')).toBe('/auth/login')
    expect(loginHref('/auth/login', 'https://evil.example')).toBe('/auth/login')
  })

  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '/%2F/evil.example',
    '/3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b/details',
    ' /start',
  ])('the Login link never carries %s', (path) => {
    expect(loginHref('/auth/login', path)).toBe('/auth/login')
  })
})

describe('the login page reads a return path by the same rule', () => {
  it.each([
    ['/start?state=NY', '/start?state=NY'],
    ['/\\evil.example', undefined],
    ['//evil.example', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s -> %s', (path, expected) => {
    expect(safeRedirectPath(path)).toBe(expected)
  })
})

describe('cash slider stops', () => {
  it.each([
    [5_000, 1_000_000],
    [5_001, 1_000_000],
    [250_001, 1_000_000],
    [60_001, 100_000],
  ])('from %s to %s starts and ends at the limits', (min, max) => {
    const stops = sliderStops(min, max)
    expect(amountAtStop(stops, 0)).toBe(min)
    expect(amountAtStop(stops, stops.last)).toBe(max)
    expect(amountAtStop(stops, 1) % stops.step).toBe(0)
    expect(amountAtStop(stops, stops.last - 1)).toBeLessThan(max)
  })

  it('finds the stop of a typed amount', () => {
    const stops = sliderStops(5_001, 1_000_000)
    expect(stopForAmount(stops, 1)).toBe(0)
    expect(amountAtStop(stops, stopForAmount(stops, 25_000))).toBe(25_000)
    expect(amountAtStop(stops, stopForAmount(stops, 25_400))).toBe(25_000)
    expect(stopForAmount(stops, 2_000_000)).toBe(stops.last)
  })
})

describe('applicable rate row', () => {
  const rows = [
    {
      rate: 8.91,
      minLtv: 0,
      maxLtv: 0.5,
      minAmountUsd: 5000,
      maxAmountUsd: 50000,
      additionalCoinQuantityNeeded: 0,
    },
    {
      rate: 11.5,
      minLtv: 0.5,
      maxLtv: 0.75,
      minAmountUsd: 50001,
      maxAmountUsd: 75000,
      additionalCoinQuantityNeeded: 0,
    },
  ]
  it.each([
    [25_000, undefined, 0],
    [60_000, undefined, 1],
    [90_000, undefined, -1],
    [90_000, 0.6, 1],
    [null, 0.3, 0],
    [25_000, 0.6, 1],
  ] as const)('cash %s, ltv %s -> row %s', (cash, ltv, index) => {
    expect(applicableRateIndex(rows, cash, ltv)).toBe(index)
  })
})
