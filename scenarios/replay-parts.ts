import type { ReplayStep } from './replay-steps'

/** Steps more than one replay walks through, written once. */

export const DETAILS_HEADING = 'Now, tell us a few details about yourself'
export const CHECKLIST_HEADING = 'Final steps'

/** The street typed, then the rest of the address by hand (the suggestions passed over). */
function streetByHand(street: string): ReplayStep[] {
  return [
    { kind: 'fill', label: 'Street address', value: street },
    { kind: 'click', role: 'option', name: 'My address is not listed' },
  ]
}

/** The details form's two consents, then I agree. */
const agreeAndSend: readonly ReplayStep[] = [
  { kind: 'check', label: 'electronically' },
  { kind: 'check', label: 'I agree to the' },
  { kind: 'click', role: 'button', name: 'I agree' },
]

/** The details form for a US borrower in California, the address entered by hand, agreed to. */
export const giveCaliforniaDetails: readonly ReplayStep[] = [
  { kind: 'expectHeading', name: DETAILS_HEADING },
  { kind: 'fill', label: 'Date of birth', value: '04/12/1986' },
  { kind: 'fill', label: 'Social Security number', value: '521-44-7839' },
  { kind: 'select', label: 'Source of income', option: 'Employment' },
  ...streetByHand('1450 Market St'),
  { kind: 'fill', label: 'City', value: 'San Francisco' },
  { kind: 'select', label: 'State', option: 'California' },
  { kind: 'fill', label: 'ZIP code', value: '94103' },
  { kind: 'fill', label: 'Phone number', value: '(415) 555-0134' },
  ...agreeAndSend,
]

/** The international details form for a borrower in Berlin with a passport, agreed to. */
export const giveBerlinDetails: readonly ReplayStep[] = [
  { kind: 'expectHeading', name: DETAILS_HEADING },
  { kind: 'fill', label: 'Date of birth', value: '09/21/1989' },
  { kind: 'select', label: 'Country of citizenship', option: 'Germany' },
  { kind: 'select', label: 'ID type', option: 'Passport Number' },
  { kind: 'fill', label: 'Passport Number', value: 'C01X00T47' },
  { kind: 'select', label: 'Source of income', option: 'Employment' },
  ...streetByHand('Torstrasse 140'),
  { kind: 'fill', label: 'City', value: 'Berlin' },
  { kind: 'fill', label: 'State, province or region', value: 'Berlin' },
  { kind: 'fill', label: 'Postal code', value: '10119' },
  { kind: 'fill', label: 'Phone number', value: '+49 30 901820' },
  ...agreeAndSend,
]

/** The offer builder: a coin, its amount and the cash wanted, then the priced loan amount shown. */
export function buildOffer({
  coin = 'Bitcoin (BTC)',
  collateral,
  cash,
  loanAmount,
}: {
  coin?: string
  collateral: string
  cash: string
  /** The loan amount the offer must show, fee included ('$25,250'). */
  loanAmount?: string
}): ReplayStep[] {
  return [
    { kind: 'click', role: 'radio', name: coin },
    { kind: 'fill', label: 'Collateral amount', value: collateral },
    { kind: 'fill', label: 'Cash to borrow', value: cash },
    ...(loanAmount
      ? [{ kind: 'expectText', text: loanAmount, note: 'the offer is priced' } as const]
      : []),
  ]
}

/** From the checklist, an ID of the type named (as the screen names it) uploaded, back on the checklist. */
export function uploadIdentity(idType: string): ReplayStep[] {
  return [
    { kind: 'click', role: 'button', name: 'Start Verify Identity' },
    { kind: 'expectPath', endsWith: '/identity' },
    { kind: 'select', label: 'ID type', option: idType },
    { kind: 'upload' },
    { kind: 'click', role: 'button', name: 'Upload' },
    { kind: 'expectHeading', name: CHECKLIST_HEADING },
  ]
}

/** From the checklist, a driver's license uploaded, back on the checklist. */
export const verifyIdentity: readonly ReplayStep[] = uploadIdentity("Driver's license")

/** A US bank account as the manual form takes it. */
export interface BankAccountByHand {
  routingNumber: string
  accountNumber: string
  firstName: string
  lastName: string
}

/** From the checklist, this bank account entered by hand and confirmed, back on the checklist. */
export function enterBankAccount(account: BankAccountByHand): ReplayStep[] {
  return [
    { kind: 'click', role: 'button', name: 'Start Disbursement Account' },
    { kind: 'expectHeading', name: 'Disbursement account' },
    { kind: 'click', role: 'button', name: 'Manually Enter Information' },
    { kind: 'expectPath', endsWith: '/disbursement/manually-link' },
    { kind: 'fill', label: 'Routing number', value: account.routingNumber },
    { kind: 'fill', label: 'Account number', value: account.accountNumber },
    { kind: 'fill', label: 'First name', value: account.firstName },
    { kind: 'fill', label: 'Last name', value: account.lastName },
    { kind: 'click', role: 'button', name: 'Continue' },
    { kind: 'click', role: 'button', name: 'Confirm' },
    { kind: 'expectHeading', name: CHECKLIST_HEADING },
  ]
}

/** From the checklist, a bank account entered by hand and confirmed, back on the checklist. */
export const enterBankAccountByHand: readonly ReplayStep[] = enterBankAccount({
  routingNumber: '021000021',
  accountNumber: '000123456789',
  firstName: 'Sam',
  lastName: 'Rivera',
})

/** From the checklist, each of the `count` agreements agreed to, back on the checklist. */
export function signAgreements(count = 3): ReplayStep[] {
  return [
    { kind: 'click', role: 'button', name: 'Start Review Agreements' },
    { kind: 'expectPath', endsWith: '/disclosures' },
    ...Array.from({ length: count }, (_, index): ReplayStep[] => [
      { kind: 'expectText', text: `Document ${index + 1} of ${count}` },
      { kind: 'click', role: 'button', name: 'Agree' },
    ]).flat(),
    { kind: 'expectHeading', name: CHECKLIST_HEADING },
  ]
}

/** From the checklist, the collateral said to be sent from a self-hosted wallet. */
export const confirmCollateralSent: readonly ReplayStep[] = [
  { kind: 'click', role: 'button', name: 'Start Post Collateral' },
  { kind: 'expectHeading', name: 'Post your collateral' },
  { kind: 'check', label: 'Self-Hosted' },
  { kind: 'check', label: 'I have sent' },
  { kind: 'click', role: 'button', name: 'Continue' },
  { kind: 'expectHeading', name: 'Your application is complete' },
]
