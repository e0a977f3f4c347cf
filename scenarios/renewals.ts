import { agreeToEachDocument, startChecklistTask } from './checklist-steps'
import type { ReplayStep } from './replay-steps'
import { defineScenario } from './scenario'
import { danaWithDetails, renewalOf } from './story-parts'

/**
 * Renewals (roll forward): Dana's funded California loan of $40,000 comes up for a new term and
 * opens on the renewal screen (OFFER_SELECT). At the fixture price of BTC ($97,250) the loan's
 * LTV decides whether the collateral held still backs it (75 % at most) or a top-up is due.
 */

const RENEW_HEADING = 'Renew your loan'
const RENEWED_HEADING = 'Your loan has been renewed'

/** The new agreements from the checklist: each accepted in turn (a renewal reads I accept). */
const acceptTheAgreements: readonly ReplayStep[] = [
  ...startChecklistTask('Review Agreements'),
  { kind: 'expectPath', endsWith: '/disclosures' },
  ...agreeToEachDocument(3, 'I accept'),
]

/** On the complete page, the lender's renewal done a few seconds later. */
const theLenderRenewsTheLoan: readonly ReplayStep[] = [
  { kind: 'advanceClock', ms: 10_000, note: 'the lender renews the loan' },
  { kind: 'expectHeading', name: RENEWED_HEADING },
  { kind: 'expectText', text: 'Loan Renewed (done)' },
]

export const renewalWithCollateralDue = defineScenario({
  name: 'renewal-with-collateral-due',
  description:
    'A $40,000 loan up for renewal against 0.5 BTC (83 % LTV): no offer until the borrower adds a top-up, which is then the collateral due.',
  world: { borrower: danaWithDetails, applications: [renewalOf(0.5)] },
  replay: {
    steps: [
      { kind: 'expectHeading', name: RENEW_HEADING },
      { kind: 'fill', label: 'Top-up amount (optional)', value: '0.35' },
      { kind: 'expectText', text: '0.8500 BTC', note: 'the collateral after the top-up' },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectPath', endsWith: '/next-steps' },
      ...acceptTheAgreements,
      { kind: 'expectPath', endsWith: '/collateral' },
      { kind: 'expectHeading', name: 'Post your collateral' },
      { kind: 'advanceClock', ms: 5_000, note: 'the custodian opens the deposit address' },
      { kind: 'expectText', text: 'I have sent 0.350000 BTC', note: 'only the top-up is due' },
      { kind: 'check', label: 'Self-Hosted' },
      { kind: 'check', label: 'I have sent' },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectPath', endsWith: '/complete' },
      { kind: 'expectText', text: 'Collateral Received' },
      { kind: 'advanceClock', ms: 10_000, note: 'the top-up arrives' },
      ...theLenderRenewsTheLoan,
    ],
  },
})

export const renewalWithoutCollateralDue = defineScenario({
  name: 'renewal-without-collateral-due',
  description:
    'A $40,000 loan up for renewal against 1 BTC (42 % LTV): renewed as it is, no collateral due.',
  world: { borrower: danaWithDetails, applications: [renewalOf(1)] },
  replay: {
    steps: [
      { kind: 'expectHeading', name: RENEW_HEADING },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectPath', endsWith: '/next-steps' },
      ...acceptTheAgreements,
      { kind: 'expectPath', endsWith: '/complete' },
      ...theLenderRenewsTheLoan,
    ],
  },
})

export const renewalAtDetails = defineScenario({
  name: 'renewal-at-details',
  description:
    'A renewal held at the details step: the name, date of birth and SSN come from the current loan, shown disabled and not asked again.',
  world: {
    borrower: danaWithDetails,
    applications: [
      {
        ...renewalOf(1),
        state: 'BORROWER_DETAILS',
        offerRequest: { requestedAmount: 40_000, collateralType: 'BTC', coinQuantity: 1 },
        selectFirstOffer: true,
      },
    ],
  },
})
