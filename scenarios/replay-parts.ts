import type { ReplayStep } from './replay-steps'

/** Steps more than one replay walks through, written once. */

export const DETAILS_HEADING = 'Now, tell us a few details about yourself'
export const CHECKLIST_HEADING = 'Final steps'

/** The details form for a US borrower in California, the address entered by hand, agreed to. */
export const giveCaliforniaDetails: readonly ReplayStep[] = [
  { kind: 'expectHeading', name: DETAILS_HEADING },
  { kind: 'fill', label: 'Date of birth', value: '04/12/1986' },
  { kind: 'fill', label: 'Social Security number', value: '521-44-7839' },
  { kind: 'select', label: 'Source of income', option: 'Employment' },
  { kind: 'fill', label: 'Street address', value: '1450 Market St' },
  { kind: 'click', role: 'option', name: 'My address is not listed' },
  { kind: 'fill', label: 'City', value: 'San Francisco' },
  { kind: 'select', label: 'State', option: 'California' },
  { kind: 'fill', label: 'ZIP code', value: '94103' },
  { kind: 'fill', label: 'Phone number', value: '(415) 555-0134' },
  { kind: 'check', label: 'electronically' },
  { kind: 'check', label: 'I agree to the' },
  { kind: 'click', role: 'button', name: 'I agree' },
]
