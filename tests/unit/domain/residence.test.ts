import { describe, expect, it } from 'vitest'
import { residencyFormSchema, selectableCountries, waitlistMailto } from '@/domain/residence'

describe('selectableCountries', () => {
  it('keeps enabled countries, drops the US, sorts by name', () => {
    expect(
      selectableCountries([
        { code: 'US', name: 'United States', enabled: true },
        { code: 'DE', name: 'Germany', enabled: true },
        { code: 'CU', name: 'Cuba', enabled: false },
        { code: 'AR', name: 'Argentina', enabled: true },
      ]).map((country) => country.code),
    ).toEqual(['AR', 'DE'])
  })
})

describe('residency form', () => {
  it.each([
    ['nothing chosen', { kind: null, state: '', country: '' }, ['kind']],
    ['US without a state', { kind: 'US', state: '', country: '' }, ['state']],
    [
      'international without a country',
      { kind: 'INTERNATIONAL', state: '', country: '' },
      ['country'],
    ],
    ['US with a state', { kind: 'US', state: 'NY', country: '' }, []],
    ['international with a country', { kind: 'INTERNATIONAL', state: '', country: 'DE' }, []],
  ] as const)('%s', (_name, input, fields) => {
    const result = residencyFormSchema.safeParse(input)
    const issues = result.success ? [] : result.error.issues
    expect(issues.map((issue) => issue.path[0])).toEqual(fields)
    for (const issue of issues) expect(issue.message).toBe('Please select an option')
  })
})

describe('waitlistMailto', () => {
  it('names the state in the subject', () => {
    expect(waitlistMailto('help@lender.example', 'Texas')).toBe(
      'mailto:help@lender.example?subject=Join%20Waitlist%3A%20Texas',
    )
  })
})
