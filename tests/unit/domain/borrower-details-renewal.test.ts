import { describe, expect, it } from 'vitest'
import {
  type BorrowerDetailsContext,
  type BorrowerDetailsInput,
  borrowerDetailsErrors,
  createBorrowerDetailsSchema,
} from '@/domain/borrower-details'

/** core-journey §2, §5: for roll-forward applications the personal fields are skipped. */

const today = new Date(2025, 2, 3)
const context: BorrowerDetailsContext = {
  international: false,
  rollForward: false,
  offerState: 'CA',
  rateEnabledStates: new Set(['CA']),
  hasSsn: false,
  today,
}
const valid: BorrowerDetailsInput = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  suffix: '',
  dob: '04/12/1986',
  ssn: '123-45-6789',
  countryOfCitizenship: '',
  idType: '',
  idNumber: '',
  sourceOfIncome: 'EMPLOYMENT',
  street1: '1450 Market St',
  street2: '',
  city: 'San Francisco',
  state: 'CA',
  zip: '94103',
  phone: '(415) 555-0134',
  eComms: true,
  tosPrivacy: true,
  marketing: false,
}

describe('personal rules a renewal skips and a new loan keeps', () => {
  it.each([
    { field: 'firstName', value: '', message: 'Required' },
    {
      field: 'firstName',
      value: 'D4na',
      message: 'Some of the characters entered are not supported',
    },
    { field: 'lastName', value: 'W', message: 'Last name must be at least two characters' },
    { field: 'suffix', value: 'Esq', message: 'Some of the characters entered are not supported' },
    { field: 'dob', value: '1986-04-12', message: 'DOB must be mm/dd/yyyy' },
    { field: 'dob', value: '04/12/2015', message: 'Must be 18 years or older' },
    { field: 'dob', value: '04/12/1899', message: 'Must be at least 1900' },
    { field: 'ssn', value: '123456789', message: 'Must be vaid SSN' },
  ] as const)(
    '$field "$value": new loan "$message", renewal nothing',
    ({ field, value, message }) => {
      const input = { ...valid, [field]: value }
      expect(borrowerDetailsErrors(input, context)[field]).toBe(message)
      expect(borrowerDetailsErrors(input, { ...context, rollForward: true })).toEqual({})
    },
  )

  it.each([
    { field: 'countryOfCitizenship', value: '' },
    { field: 'idType', value: '' },
    { field: 'idNumber', value: '12' },
  ] as const)('international $field "$value": checked for a new loan only', ({ field, value }) => {
    const international = { ...context, international: true, offerState: null }
    const input = {
      ...valid,
      ssn: '',
      countryOfCitizenship: 'DE',
      idType: 'PASSPORT',
      idNumber: 'C01X00T47',
      [field]: value,
    }
    expect(borrowerDetailsErrors(input, international)[field]).toBeDefined()
    expect(borrowerDetailsErrors(input, { ...international, rollForward: true })).toEqual({})
  })

  it.each([
    { field: 'sourceOfIncome', value: '' },
    { field: 'city', value: '' },
    { field: 'phone', value: '' },
    { field: 'state', value: 'NY' },
  ] as const)('a renewal still checks $field', ({ field, value }) => {
    const input = { ...valid, [field]: value }
    expect(borrowerDetailsErrors(input, { ...context, rollForward: true })[field]).toBeDefined()
  })

  it('a renewal sends no personal part', () => {
    const values = createBorrowerDetailsSchema({ ...context, rollForward: true }).parse({
      ...valid,
      firstName: '',
      dob: '',
    })
    expect(values.personal).toBeNull()
  })
})
