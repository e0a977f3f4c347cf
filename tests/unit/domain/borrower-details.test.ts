import type { Address, Profile } from '@contract/profile'
import { describe, expect, it } from 'vitest'
import {
  type BorrowerDetailsContext,
  type BorrowerDetailsField,
  type BorrowerDetailsInput,
  borrowerDetailsErrors,
  completeSuggestions,
  createBorrowerDetailsSchema,
  differsFromHomeAddress,
  dobForForm,
  formatSsnInput,
  isLoanAmountError,
  maskSsn,
  phoneForAlias,
  suggestionLabel,
} from '@/domain/borrower-details'
import {
  applicationConsents,
  detailsRequest,
  isInternationalOffer,
  profileUpdate,
} from '@/domain/borrower-details-requests'
import {
  internationalContext,
  usContext,
  validInternational,
  validUs,
  validUsAddress,
} from './borrower-details-examples'

function errorOf(
  field: BorrowerDetailsField,
  change: Partial<BorrowerDetailsInput>,
  context: BorrowerDetailsContext = usContext,
  base: BorrowerDetailsInput = validUs,
): string | undefined {
  return borrowerDetailsErrors({ ...base, ...change }, context)[field]
}

describe('valid forms', () => {
  it('a US borrower with every field right has no message', () => {
    expect(borrowerDetailsErrors(validUs, usContext)).toEqual({})
  })
  it('an international borrower with every field right has no message', () => {
    expect(borrowerDetailsErrors(validInternational, internationalContext)).toEqual({})
  })
})

// Each message of core-journey §5 with an input that produces it and a close one that does not.
describe.each<
  [
    string,
    BorrowerDetailsField,
    Partial<BorrowerDetailsInput>,
    Partial<BorrowerDetailsInput>,
    BorrowerDetailsContext?,
  ]
>([
  ['Required', 'firstName', { firstName: '  ' }, { firstName: 'Al' }],
  [
    'Some of the characters entered are not supported',
    'firstName',
    { firstName: 'Dana2' },
    { firstName: 'Mary-Jo Ann' },
  ],
  [
    'Some of the characters entered are not supported',
    'firstName',
    { firstName: "D'Arcy" },
    { firstName: ' Darcy ' },
  ],
  [
    'First name must be at least two characters',
    'firstName',
    { firstName: 'D' },
    { firstName: 'Di' },
  ],
  ['Required', 'lastName', { lastName: '' }, { lastName: 'Li' }],
  [
    'Some of the characters entered are not supported',
    'lastName',
    { lastName: 'Smith!' },
    { lastName: "O'Brien" },
  ],
  ['Last name must be at least two characters', 'lastName', { lastName: 'O' }, { lastName: 'Oz' }],
  ['DOB must be mm/dd/yyyy', 'dob', { dob: '1980-04-15' }, { dob: '04/15/1980' }],
  ['DOB must be mm/dd/yyyy', 'dob', { dob: '02/30/1980' }, { dob: '02/29/1980' }],
  ['DOB must be mm/dd/yyyy', 'dob', { dob: '' }, { dob: '12/31/1999' }],
  ['Must be at least 1900', 'dob', { dob: '12/31/1899' }, { dob: '01/01/1900' }],
  // 18 on 3 March 2025 means born on or before 3 March 2007.
  ['Must be 18 years or older', 'dob', { dob: '03/04/2007' }, { dob: '03/03/2007' }],
  ['Must be vaid SSN', 'ssn', { ssn: '123-45-678' }, { ssn: '123-45-6789' }],
  ['Must be vaid SSN', 'ssn', { ssn: '123456789' }, { ssn: '987-65-4321' }],
  ['Must be vaid SSN', 'ssn', { ssn: '' }, { ssn: '111-22-3333' }],
  ['Must be vaid SSN', 'ssn', { ssn: '12-345-6789' }, { ssn: '' }, { ...usContext, hasSsn: true }],
  [
    'Please enter a valid Passport Number',
    'idNumber',
    { idNumber: 'AB12' },
    { idNumber: '  AB1234  ' },
    internationalContext,
  ],
  [
    'Please enter a valid GIIN',
    'idNumber',
    { idType: 'GIIN', idNumber: 'ABC-123456' },
    { idType: 'GIIN', idNumber: 'A'.repeat(24) },
    internationalContext,
  ],
  [
    'Please enter a valid Passport Number',
    'idNumber',
    { idNumber: 'A'.repeat(25) },
    { idNumber: '123456' },
    internationalContext,
  ],
  [
    'Required',
    'countryOfCitizenship',
    { countryOfCitizenship: '' },
    { countryOfCitizenship: 'FR' },
    internationalContext,
  ],
  ['Required', 'idType', { idType: '' }, { idType: 'GIIN' }, internationalContext],
  ['Required', 'sourceOfIncome', { sourceOfIncome: '' }, { sourceOfIncome: 'OTHER' }],
  ['Required', 'sourceOfIncome', { sourceOfIncome: 'Salary' }, { sourceOfIncome: 'INHERITANCE' }],
  ['Required', 'street1', { street1: ' ' }, { street1: '2 Main St' }],
  ['Required', 'city', { city: '' }, { city: 'Oakland' }],
  ['Required', 'zip', { zip: '' }, { zip: '94607' }],
  ['State is required', 'state', { state: ' ' }, { state: 'CA' }],
  ['State is required', 'state', { state: '' }, { state: 'Bavaria' }, internationalContext],
  ['State must match California', 'state', { state: 'NY' }, { state: 'CA' }],
  ['Sorry! We do not yet lend to residents of Texas', 'state', { state: 'TX' }, { state: 'CA' }],
  ['Required', 'phone', { phone: '' }, { phone: '4155550123' }],
  [
    'Do not enter "1" as first digit of area code',
    'phone',
    { phone: '(115) 555-0123' },
    { phone: '+1 (415) 555-0123' },
  ],
  [
    'Do not enter "1" as first digit of area code',
    'phone',
    { phone: '14155550123' },
    { phone: '+14155550123' },
  ],
  ['Must be a valid phone number', 'phone', { phone: '415555012' }, { phone: '415-555-0123' }],
  [
    'Must be a valid phone number',
    'phone',
    { phone: '+1 415 555 01234' },
    { phone: '+1 415 555 0123' },
  ],
  [
    'Do not enter "1" as first digit of area code',
    'phone',
    { phone: '1 30 901820' },
    { phone: '+44 20 7946 0958 123' },
    internationalContext,
  ],
  ['Required', 'eComms', { eComms: false }, { eComms: true }],
  ['Required', 'tosPrivacy', { tosPrivacy: false }, { tosPrivacy: true }],
])('%s on %s', (message, field, failing, passing, context = usContext) => {
  const base = context.international ? validInternational : validUs
  it(`shown for ${JSON.stringify(failing)}`, () => {
    expect(errorOf(field, failing, context, base)).toBe(message)
  })
  it(`not shown for ${JSON.stringify(passing)}`, () => {
    expect(errorOf(field, passing, context, base)).toBeUndefined()
  })
})

describe('which fields are checked', () => {
  it('an SSN is not required when the profile already has one', () => {
    expect(errorOf('ssn', { ssn: '' }, { ...usContext, hasSsn: true })).toBeUndefined()
    expect(errorOf('ssn', { ssn: '' }, usContext)).toBe('Must be vaid SSN')
  })

  it('marketing is optional', () => {
    expect(errorOf('marketing', { marketing: false })).toBeUndefined()
  })

  it('a US borrower is not asked for citizenship or an ID', () => {
    const errors = borrowerDetailsErrors(
      { ...validUs, countryOfCitizenship: '', idType: '', idNumber: '' },
      usContext,
    )
    expect(errors).toEqual({})
  })

  it('an international borrower is not asked for an SSN, and the phone is not length-checked', () => {
    const errors = borrowerDetailsErrors(
      { ...validInternational, ssn: '', phone: '+852 2345' },
      internationalContext,
    )
    expect(errors).toEqual({})
  })

  it('a renewal skips the personal fields, even empty or disabled ones', () => {
    const errors = borrowerDetailsErrors(
      {
        ...validUs,
        firstName: undefined,
        lastName: '',
        dob: 'nope',
        ssn: undefined,
      },
      { ...usContext, rollForward: true },
    )
    expect(errors).toEqual({})
  })

  it('a renewal still checks the address, phone and consents', () => {
    const errors = borrowerDetailsErrors(
      { ...validUs, firstName: undefined, city: '', phone: '', eComms: false },
      { ...usContext, rollForward: true },
    )
    expect(Object.keys(errors).sort()).toEqual(['city', 'eComms', 'phone'])
  })
})

describe('the form schema', () => {
  it('gives what the calls send: trimmed, the dob as yyyy-mm-dd, the phone with +1', () => {
    const result = createBorrowerDetailsSchema(usContext).parse({
      ...validUs,
      firstName: ' Dana ',
      suffix: 'Jr',
      street2: ' ',
      state: 'ca',
    })
    expect(result).toEqual({
      personal: {
        firstName: 'Dana',
        lastName: "O'Connor-Smith",
        suffix: 'Jr',
        dob: '1980-04-15',
        ssn: '123-45-6789',
        citizenship: null,
      },
      sourceOfIncome: 'EMPLOYMENT',
      address: validUsAddress,
      phone: '+14155550123',
      consents: { eComms: true, tosPrivacy: true, marketing: false },
    })
  })

  it('leaves the SSN out when the profile has one and none is typed', () => {
    const result = createBorrowerDetailsSchema({ ...usContext, hasSsn: true }).parse({
      ...validUs,
      ssn: '',
    })
    expect(result.personal?.ssn).toBeNull()
  })

  it('puts each message on its field path, first error per field', () => {
    const result = createBorrowerDetailsSchema(usContext).safeParse({
      ...validUs,
      firstName: 'D',
      state: 'NY',
    })
    expect(result.success).toBe(false)
    const issues = result.success ? [] : result.error.issues
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', 'First name must be at least two characters'],
      ['state', 'State must match California'],
    ])
  })
})

describe('SSN input', () => {
  it.each([
    ['123', '123'],
    ['1234', '123-4'],
    ['12345678', '123-45-678'],
    ['123456789', '123-45-6789'],
    ['123-45-67890', '123-45-6789'],
  ])('typed %s shows %s', (typed, shown) => {
    expect(formatSsnInput(typed)).toBe(shown)
  })

  it('shows only the last four digits once the field is left', () => {
    expect(maskSsn('123-45-1234')).toBe('***-**-1234')
    expect(maskSsn('')).toBe('')
  })
})

describe('phone and dob conversions', () => {
  it.each([
    ['(415) 555-0123', false, '+14155550123'],
    ['+1 415 555 0123', false, '+14155550123'],
    [' +44 20 7946 0958 ', true, '+44 20 7946 0958'],
  ])('%s is sent as %s', (typed, international, sent) => {
    expect(phoneForAlias(typed, international)).toBe(sent)
  })

  it('shows the profile dob as mm/dd/yyyy', () => {
    expect(dobForForm('1980-04-15')).toBe('04/15/1980')
    expect(dobForForm(null)).toBe('')
  })
})

const home: Address = { type: 'HOME', ...validUsAddress, country: 'US' }

describe('the address mismatch rule', () => {
  const typed = { street1: '1 market st', city: 'SAN FRANCISCO', state: 'ca', zip: '94105' }
  it.each([
    ['the same address in other case', typed, [home], false],
    ['no home address on the profile', { ...typed, city: 'Oakland' }, [], false],
    [
      'only a mailing address on the profile',
      { ...typed, city: 'Oakland' },
      [{ ...home, type: 'MAILING' as const }],
      false,
    ],
    ['another street', { ...typed, street1: '2 Market St' }, [home], true],
    ['another city', { ...typed, city: 'Oakland' }, [home], true],
    ['another state', { ...typed, state: 'NY' }, [home], true],
    ['another zip', { ...typed, zip: '94106' }, [home], true],
  ])('%s -> %s', (_name, address, addresses, differs) => {
    expect(differsFromHomeAddress(address, addresses)).toBe(differs)
  })
})

describe('the loan-amount error (core-journey §8)', () => {
  it.each([
    ['Loan amount 4000 is below the state minimum', true],
    ['Rate 36 is greater than the rate cap of 24', true],
    ['loan amount too small', false],
    ['Something else went wrong', false],
    [undefined, false],
  ])('%s -> %s', (message, matches) => {
    expect(isLoanAmountError(message)).toBe(matches)
  })
})

const profile: Profile = {
  uuid: 'user-1',
  name: { firstName: 'Dana', lastName: 'Okafor', suffix: null },
  dob: '1980-04-15',
  email: 'dana@example.com',
  hasSsn: true,
  addresses: [home],
  phoneNumbers: [],
  countryOfDomicile: 'US',
}
const consentTypes = [
  { type: 'PRIVACY', version: 'p2' },
  { type: 'TERMS', version: 't3' },
  { type: 'COMMUNICATIONS', version: 'c1' },
  { type: 'MARKETING', version: 'm1' },
] as const

describe('request bodies', () => {
  const values = createBorrowerDetailsSchema(usContext).parse({ ...validUs, marketing: false })

  it('the profile update carries name, dob, ssn, home address and consents', () => {
    expect(profileUpdate(values, { profile, consentTypes, country: 'US' })).toEqual({
      name: { firstName: 'Dana', lastName: "O'Connor-Smith", suffix: null },
      dob: '1980-04-15',
      ssn: '123-45-6789',
      homeAddress: { ...values.address, country: 'US' },
      consents: [
        { type: 'COMMUNICATIONS', version: 'c1', optInOut: 'OPT_IN' },
        { type: 'TERMS', version: 't3', optInOut: 'OPT_IN' },
        { type: 'PRIVACY', version: 'p2', optInOut: 'OPT_IN' },
        { type: 'MARKETING', version: 'm1', optInOut: 'OPT_OUT' },
      ],
    })
  })

  it('an international update carries citizenship and the ID, no SSN', () => {
    const international =
      createBorrowerDetailsSchema(internationalContext).parse(validInternational)
    const body = profileUpdate(international, { profile, consentTypes, country: 'DE' })
    expect(body.ssn).toBeUndefined()
    expect(body.countryOfCitizenship).toBe('DE')
    expect(body.governmentIssuedIdentifier).toEqual({ type: 'PASSPORT', value: 'C01X00T47' })
    expect(detailsRequest(international, true, 'DE')).toEqual({
      sourceOfIncome: 'EMPLOYMENT',
      country: 'DE',
    })
  })

  it('a renewal keeps the profile name and dob', () => {
    const renewal = createBorrowerDetailsSchema({ ...usContext, rollForward: true }).parse({
      ...validUs,
      firstName: undefined,
    })
    const body = profileUpdate(renewal, { profile, consentTypes, country: 'US' })
    expect(body.name).toEqual(profile.name)
    expect(body.dob).toBe('1980-04-15')
    expect(body.ssn).toBeUndefined()
  })

  it('the consents call adds the soft-credit authorisation', () => {
    expect(applicationConsents(values.consents, consentTypes).at(-1)).toEqual({
      type: 'SOFT_CREDIT',
      version: '1',
      optInOut: 'OPT_IN',
    })
  })

  it('a US details call names the state', () => {
    expect(detailsRequest(values, false, 'US')).toEqual({
      sourceOfIncome: 'EMPLOYMENT',
      state: 'CA',
    })
  })

  it.each([
    [{ countryCode: 'US', state: 'CA' }, false],
    [{ countryCode: null, state: 'CA' }, false],
    [{ countryCode: 'DE', state: null }, true],
  ])('offer %j is international: %s', (offer, international) => {
    expect(isInternationalOffer(offer)).toBe(international)
  })
})

describe('address suggestions', () => {
  const full = validUsAddress
  it.each([
    ['complete', full, true],
    ['with an apartment', { ...full, street2: 'Apt 2' }, true],
    ['no street', { ...full, street1: ' ' }, false],
    ['no city', { ...full, city: '' }, false],
    ['no state', { ...full, state: '' }, false],
    ['no zip', { ...full, zip: '' }, false],
  ])('%s is listed: %s', (_name, suggestion, listed) => {
    expect(completeSuggestions([suggestion])).toHaveLength(listed ? 1 : 0)
  })

  it('reads as one line', () => {
    expect(suggestionLabel({ ...full, street2: 'Apt 2' })).toBe(
      '1 Market St, Apt 2, San Francisco, CA 94105',
    )
  })
})
