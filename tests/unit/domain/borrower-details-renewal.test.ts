import { describe, expect, it } from 'vitest'
import {
  type BorrowerDetailsContext,
  borrowerDetailsErrors,
  createBorrowerDetailsSchema,
} from '@/domain/borrower-details'
import { usContext, validInternational, validUs } from './borrower-details-examples'

/** core-journey §2, §5: for roll-forward applications the personal fields are skipped. */

/** Only CA lends: a renewal's state is still checked against the states that lend. */
const context: BorrowerDetailsContext = { ...usContext, rateEnabledStates: new Set(['CA']) }

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
      const input = { ...validUs, [field]: value }
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
    const input = { ...validInternational, [field]: value }
    expect(borrowerDetailsErrors(input, international)[field]).toBeDefined()
    expect(borrowerDetailsErrors(input, { ...international, rollForward: true })).toEqual({})
  })

  it.each([
    { field: 'sourceOfIncome', value: '' },
    { field: 'city', value: '' },
    { field: 'phone', value: '' },
    { field: 'state', value: 'NY' },
  ] as const)('a renewal still checks $field', ({ field, value }) => {
    const input = { ...validUs, [field]: value }
    expect(borrowerDetailsErrors(input, { ...context, rollForward: true })[field]).toBeDefined()
  })

  it('a renewal sends no personal part', () => {
    const values = createBorrowerDetailsSchema({ ...context, rollForward: true }).parse({
      ...validUs,
      firstName: '',
      dob: '',
    })
    expect(values.personal).toBeNull()
  })
})
