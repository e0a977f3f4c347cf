import type { BorrowerDetailsContext, BorrowerDetailsInput } from '@/domain/borrower-details'

/** The borrower-details forms the domain tests start from: each valid as it stands. */

const today = new Date(2025, 2, 3) // 3 March 2025

export const usContext: BorrowerDetailsContext = {
  international: false,
  rollForward: false,
  offerState: 'CA',
  rateEnabledStates: new Set(['CA', 'NY', 'OH']),
  hasSsn: false,
  today,
}
export const internationalContext: BorrowerDetailsContext = {
  ...usContext,
  international: true,
  offerState: null,
}

export const validUs: BorrowerDetailsInput = {
  firstName: 'Dana',
  lastName: "O'Connor-Smith",
  suffix: '',
  dob: '04/15/1980',
  ssn: '123-45-6789',
  countryOfCitizenship: '',
  idType: '',
  idNumber: '',
  sourceOfIncome: 'EMPLOYMENT',
  street1: '1 Market St',
  street2: '',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  phone: '(415) 555-0123',
  eComms: true,
  tosPrivacy: true,
  marketing: false,
}
/** validUs's home address as the form sends it, with no second line. */
export const validUsAddress = {
  street1: '1 Market St',
  street2: null,
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
}

export const validInternational: BorrowerDetailsInput = {
  ...validUs,
  ssn: '',
  countryOfCitizenship: 'DE',
  idType: 'PASSPORT',
  idNumber: 'C01X00T47',
  state: 'Berlin',
  phone: '+49 30 901820',
}
