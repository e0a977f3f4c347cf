import { getOrganisationInfo } from '@contract/organisation'
import { getRates } from '@contract/pricing'
import { getPrices, getValidCountries, getValidStates } from '@contract/reference'
import { startBackend } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/api-error'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

const STATE_MINIMUMS: Array<[string, number]> = [
  ['OH', 5_001],
  ['MA', 6_001],
  ['AZ', 10_001],
  ['NH', 10_001],
  ['NM', 10_001],
  ['AK', 25_001],
  ['KS', 25_001],
  ['WI', 25_001],
  ['CT', 50_001],
  ['NJ', 50_001],
  ['PA', 50_001],
  ['OK', 60_001],
  ['UT', 61_001],
  ['IA', 69_501],
  ['ME', 69_501],
  ['WY', 75_001],
  ['MN', 100_001],
  ['HI', 250_001],
  ['CA', 5_000],
  ['NY', 5_000],
  ['FL', 5_000],
]
const UNAVAILABLE = ['ID', 'IL', 'KY', 'MD', 'MS', 'SD', 'TX', 'VT', 'VA', 'DC']

describe('states endpoint (core-journey §9)', () => {
  it('lists the 50 states and DC with the default maximum', async () => {
    const { client } = await startBackend()
    const { validStates } = await client.call(getValidStates)
    expect(validStates).toHaveLength(51)
    expect(new Set(validStates.map((state) => state.state)).size).toBe(51)
    expect(validStates.every((state) => state.maxLoanAmount === 1_000_000)).toBe(true)
  })

  it.each(STATE_MINIMUMS)('%s lends from $%d', async (code, minimum) => {
    const { client } = await startBackend()
    const { validStates } = await client.call(getValidStates)
    expect(validStates.find((state) => state.state === code)?.minLoanAmount).toBe(minimum)
  })

  it.each(UNAVAILABLE)('%s is not rate-enabled', async (code) => {
    const { client } = await startBackend()
    const { validStates } = await client.call(getValidStates)
    expect(validStates.find((state) => state.state === code)?.rateEnabled).toBe(false)
  })

  it('enables every other state', async () => {
    const { client } = await startBackend()
    const { validStates } = await client.call(getValidStates)
    const enabled = validStates.filter((state) => state.rateEnabled).map((state) => state.state)
    expect(enabled).toHaveLength(41)
    expect(enabled.some((code) => UNAVAILABLE.includes(code))).toBe(false)
  })
})

describe('reference endpoints', () => {
  it('lists countries, including the US and some disabled ones', async () => {
    const { client } = await startBackend()
    const countries = await client.call(getValidCountries)
    expect(countries.length).toBeGreaterThanOrEqual(30)
    expect(countries).toContainEqual({ code: 'US', name: 'United States', enabled: true })
    expect(countries.filter((country) => !country.enabled).length).toBeGreaterThan(0)
  })

  it('prices each coin with the minimum for the residence', async () => {
    const { client } = await startBackend()
    const prices = await client.call(getPrices, {
      query: { orgCode: 'MERIDIAN' },
      body: { state: 'HI' },
    })
    expect(prices).toEqual([
      { collateralType: 'BTC', valueOfOne: 97_250, minCoinQuantity: 3.4277 },
      { collateralType: 'ETH', valueOfOne: 3_420.5, minCoinQuantity: 97.4521 },
      { collateralType: 'SOL', valueOfOne: 182.4, minCoinQuantity: 1827.4927 },
    ])
  })

  it('answers the rate table for pledged collateral', async () => {
    const { client } = await startBackend()
    const rows = await client.call(getRates, {
      query: { orgCode: 'MERIDIAN' },
      body: { state: 'CA', coinQuantity: 0.05, collateralType: 'BTC' },
    })
    expect(rows.map((row) => [row.rate, row.minLtv, row.maxLtv, row.minAmountUsd])).toEqual([
      [8.91, 0, 0.5, 5_000],
      [11.5, 0.5, 0.75, 5_000],
    ])
    // 0.05 BTC is $4,862.50: the $5,000 minimum needs more coin at either rate.
    expect(rows.every((row) => row.additionalCoinQuantityNeeded > 0)).toBe(true)
  })

  it('refuses rates in a state it does not serve', async () => {
    const { client } = await startBackend()
    const failure = await client
      .call(getRates, {
        query: { orgCode: 'MERIDIAN' },
        body: { state: 'TX', coinQuantity: 1, collateralType: 'BTC' },
      })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({
      status: 400,
      message: 'Sorry! We do not yet lend to residents of TX',
    })
  })

  it.each(['MERIDIAN', 'HARBORLINE'])('answers organisation %s', async (orgCode) => {
    const { client } = await startBackend()
    const info = await client.call(getOrganisationInfo, { params: { orgCode } })
    expect(info.orgCode).toBe(orgCode)
  })

  it('answers 404 for an unknown organisation', async () => {
    const { client } = await startBackend()
    await expect(
      client.call(getOrganisationInfo, { params: { orgCode: 'NOBODY' } }),
    ).rejects.toMatchObject({ status: 404, message: 'Organization NOBODY not found' })
  })
})
