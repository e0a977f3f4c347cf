import { organisationInfoSchema } from '@contract/organisation'
import { countryFixtures } from '@fixtures/countries'
import { organisationFixtures } from '@fixtures/organisations'
import { resolveScenario, scenarioSchema } from '@scenarios/scenario'
import {
  DEFAULT_SCENARIO_NAME,
  findScenario,
  scenarioCatalogue,
} from '@scenarios/scenario-catalogue'
import { describe, expect, it } from 'vitest'

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

describe('scenarios', () => {
  it.each([
    'fresh-us-borrower',
    'international-borrower',
    'offers-unavailable',
    'returning-borrower',
    'slow-network',
  ])('%s exists and is valid', (name) => {
    const scenario = findScenario(name)
    expect(scenario).toBeDefined()
    expect(scenarioSchema.safeParse(scenario).success).toBe(true)
  })

  it('has unique names and a default', () => {
    const names = scenarioCatalogue.map((scenario) => scenario.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toContain(DEFAULT_SCENARIO_NAME)
    expect(DEFAULT_SCENARIO_NAME).toBe('fresh-us-borrower')
  })

  it('survives a JSON round trip, being plain data', () => {
    for (const scenario of scenarioCatalogue) {
      const resolved = resolveScenario(scenario)
      expect(resolveScenario(JSON.parse(JSON.stringify(resolved)))).toEqual(resolved)
    }
  })

  it('rejects a fault that does nothing', () => {
    expect(
      scenarioSchema.safeParse({ name: 'x', description: 'x', faults: [{ endpoint: 'getRates' }] })
        .success,
    ).toBe(false)
  })
})

describe('fixtures', () => {
  it.each(
    organisationFixtures.map((organisation) => [organisation.orgCode, organisation] as const),
  )('%s matches the contract and has readable brand colours', (_code, organisation) => {
    expect(organisationInfoSchema.parse(organisation)).toEqual(organisation)
    const { primary, primaryText } = organisation.orgBrand.colours
    expect(contrast(primary, primaryText)).toBeGreaterThanOrEqual(4.5)
  })

  it('has a US-only brand and an international one', () => {
    const meridian = organisationFixtures.find(
      (organisation) => organisation.orgCode === 'MERIDIAN',
    )
    const international = organisationFixtures.filter(
      (organisation) => organisation.metadata.products.international,
    )
    expect(meridian?.metadata.products.international).toBe(false)
    expect(meridian?.metadata.company.fairLendingLogo).toBe('EQUAL_HOUSING')
    expect(international[0]?.metadata.company.fairLendingLogo).toBe('EQUAL_OPPORTUNITY')
    expect(international[0]?.metadata.company.excludedCountries.length).toBeGreaterThan(0)
  })

  it('lists about 30 countries with unique codes', () => {
    const codes = countryFixtures.map((country) => country.code)
    expect(codes.length).toBeGreaterThanOrEqual(30)
    expect(new Set(codes).size).toBe(codes.length)
  })
})
