import { formerLenderRouteSegment, formerLenderStates } from '@contract/former-lender'
import { agreeToEachDocument } from './checklist-steps'
import type { FormerLenderLoan } from './refinance-schemas'
import type { ReplayStep } from './replay-steps'
import { defineScenario, type Scenario } from './scenario'
import { type ApplicationSeed, danaWithDetails } from './story-parts'

/**
 * The refinance of a former lender's loans (refinance-release-shell §2, §4). Dana, signed in,
 * held loans there. At the fixture prices (BTC $97,250, ETH $3,420.50) her two BTC loans
 * ($42,000 against 0.75 BTC) stand at 57.6 % LTV: custody-only at 14 % APR asks for a top-up to
 * 55 %, ownership transfer at 13 % APR needs none. Her ETH loan ($9,000 against 6 ETH) stands at
 * 43.9 %: custody-only only, no top-up, with stabilization on offer.
 */

export const REFINANCE_PATH = `/${formerLenderRouteSegment}`

// The screens' words for the default former lender, whose display name is Celsius.
const LIST_HEADING = 'Refinance your Celsius loans'

const lookUp: readonly ReplayStep[] = [
  { kind: 'expectHeading', name: LIST_HEADING },
  { kind: 'click', role: 'button', name: 'Enter Loan ID' },
  { kind: 'fill', label: 'Celsius Loan ID', value: 'CL-100234' },
  { kind: 'click', role: 'button', name: 'Look up loans' },
]

/** On the list, one way to refinance the BTC loans chosen ('Custody-only'), then Continue. */
function chooseForTheBtcLoans(option: string): ReplayStep[] {
  return [
    { kind: 'expectHeading', name: LIST_HEADING },
    { kind: 'check', label: 'BTC loans' },
    { kind: 'check', label: option },
    { kind: 'click', role: 'button', name: 'Continue' },
  ]
}

const signTheDisclosures: readonly ReplayStep[] = [
  { kind: 'expectPath', endsWith: '/disclosures' },
  ...agreeToEachDocument(3),
  { kind: 'expectPath', endsWith: REFINANCE_PATH },
]

export const btcLoans: readonly FormerLenderLoan[] = [
  { loanNumber: 'CL-100234', coinType: 'BTC', amount: 30_000, coinQuantity: 0.5 },
  { loanNumber: 'CL-100235', coinType: 'BTC', amount: 12_000, coinQuantity: 0.25 },
]
export const ethLoans: readonly FormerLenderLoan[] = [
  { loanNumber: 'CL-100481', coinType: 'ETH', amount: 9_000, coinQuantity: 6 },
]

function refinanceAt(
  state: ApplicationSeed['state'],
  refinance: NonNullable<ApplicationSeed['refinance']>,
  stage: ApplicationSeed['stage'] = 'APPLYING',
): ApplicationSeed {
  // A refinance has no residence of its own; the seed's shape asks for one.
  return { state, stage, residence: { state: 'CA' }, refinance }
}

const bothLoansFound = [
  refinanceAt('OFFER_SELECT', { loans: [...btcLoans] }),
  refinanceAt('OFFER_SELECT', { loans: [...ethLoans] }),
]

export const refinanceList = defineScenario({
  name: 'refinance-list',
  description:
    'Dana, signed in, held loans at the former lender: the refinance list, empty until she enters a Loan ID, which finds her BTC loans (57.6 % LTV) and her ETH loan (43.9 %).',
  world: { borrower: danaWithDetails },
  replay: {
    path: REFINANCE_PATH,
    steps: [
      ...lookUp,
      { kind: 'expectText', text: 'CL-100234, CL-100235', note: 'the BTC loans, one card' },
      { kind: 'expectText', text: 'CL-100481', note: 'the ETH loan, another card' },
    ],
  },
})

export const refinanceCustodyOnlyTopUp = defineScenario({
  name: 'refinance-custody-only-top-up',
  description:
    'The refinance list with Dana’s loans found: custody-only at 14 % APR on her BTC loans (57.6 % LTV) asks for a top-up to 55 %, sent on the collateral top-up page; it arrives 10 s later, then the disclosures.',
  world: { borrower: danaWithDetails, applications: bothLoansFound },
  replay: {
    path: REFINANCE_PATH,
    steps: [
      ...chooseForTheBtcLoans('Custody-only'),
      { kind: 'expectPath', endsWith: '/collateral-top-up' },
      { kind: 'expectText', text: '0.035230 BTC' },
      { kind: 'check', label: 'Self-Hosted' },
      { kind: 'check', label: 'I have sent the required collateral' },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectPath', endsWith: REFINANCE_PATH },
      { kind: 'advanceClock', ms: 12_000, note: 'the top-up arrives; the disclosures are ready' },
      { kind: 'check', label: 'BTC loans' },
      { kind: 'click', role: 'button', name: 'Sign disclosures' },
      ...signTheDisclosures,
    ],
  },
})

export const refinanceOwnershipTransfer = defineScenario({
  name: 'refinance-ownership-transfer',
  description:
    'The refinance list with Dana’s loans found: ownership transfer at 13 % APR on her BTC loans (57.6 % LTV, within 55–70 %) needs no top-up and goes straight to the disclosures.',
  world: { borrower: danaWithDetails, applications: bothLoansFound },
  replay: {
    path: REFINANCE_PATH,
    steps: [...chooseForTheBtcLoans('Ownership transfer'), ...signTheDisclosures],
  },
})

export const refinanceWithStabilization = defineScenario({
  name: 'refinance-with-stabilization',
  description:
    'The refinance list with Dana’s ETH loan (43.9 % LTV): custody-only at 14 % APR with stabilization (85 % liquidation trigger), no top-up, then the disclosures.',
  world: {
    borrower: danaWithDetails,
    applications: [refinanceAt('OFFER_SELECT', { loans: [...ethLoans] })],
  },
  replay: { path: REFINANCE_PATH },
})

export const refinanceNoEligibleLoans = defineScenario({
  name: 'refinance-no-eligible-loans',
  description:
    'The refinance list; the Loan ID lookup finds nothing: "You have no eligible loans" and its causes.',
  world: { borrower: danaWithDetails },
  decisions: { refinanceLookup: { outcome: 'NONE' } },
  replay: {
    path: REFINANCE_PATH,
    steps: [...lookUp, { kind: 'expectText', text: 'You have no eligible loans' }],
  },
})

export const refinanceLookupError = defineScenario({
  name: 'refinance-lookup-error',
  description:
    'The refinance list; the Loan ID lookup is refused (422) with repeated reasons: the unique ones are shown, joined, ending with a period.',
  world: { borrower: danaWithDetails },
  decisions: {
    refinanceLookup: {
      outcome: 'ERROR',
      errorStatus: 422,
      errorMessages: [
        'Loan CL-100234 is not in good standing',
        'Loan CL-100234 is not in good standing',
        'The loan holder could not be matched to your profile.',
      ],
    },
  },
  replay: {
    path: REFINANCE_PATH,
    steps: [
      ...lookUp,
      {
        kind: 'expectText',
        text: 'Loan CL-100234 is not in good standing. The loan holder could not be matched to your profile.',
      },
    ],
  },
})

export const refinanceTopUpRequested = defineScenario({
  name: 'refinance-top-up-requested',
  description:
    'Custody-only chosen on Dana’s BTC loans: the top-up of 0.035230 BTC is requested; the list offers the collateral top-up page.',
  world: {
    borrower: danaWithDetails,
    applications: [
      refinanceAt(formerLenderStates.topUpRequested, {
        loans: [...btcLoans],
        selected: 'CUSTODY_ONLY',
      }),
    ],
  },
  replay: { path: REFINANCE_PATH },
})

export const refinanceSigning = defineScenario({
  name: 'refinance-signing',
  description:
    'Ownership transfer chosen on Dana’s BTC loans: the disclosures are ready to sign (SIGN_DOCS); once signed the former lender transfers the collateral and the refinance completes 10 s later.',
  world: {
    borrower: danaWithDetails,
    applications: [
      refinanceAt('SIGN_DOCS', { loans: [...btcLoans], selected: 'OWNERSHIP_TRANSFER' }),
    ],
  },
  replay: {
    path: REFINANCE_PATH,
    steps: [
      { kind: 'expectHeading', name: LIST_HEADING },
      { kind: 'click', role: 'button', name: 'Sign disclosures' },
      ...signTheDisclosures,
      { kind: 'advanceClock', ms: 10_000, note: 'the former lender transfers the collateral' },
      { kind: 'click', role: 'button', name: 'View completed refinance' },
      { kind: 'expectHeading', name: 'Your refinance is complete' },
    ],
  },
})

export const refinanceComplete = defineScenario({
  name: 'refinance-complete',
  description: 'Dana’s BTC loans refinanced (COMPLETE): the refinance complete page.',
  world: {
    borrower: danaWithDetails,
    applications: [
      refinanceAt('COMPLETE', { loans: [...btcLoans], selected: 'OWNERSHIP_TRANSFER' }, 'FINAL'),
    ],
  },
  replay: {
    path: `${REFINANCE_PATH}/complete`,
    steps: [{ kind: 'expectHeading', name: 'Your refinance is complete' }],
  },
})

export const refinanceScenarios = [
  refinanceList,
  refinanceCustodyOnlyTopUp,
  refinanceOwnershipTransfer,
  refinanceWithStabilization,
  refinanceNoEligibleLoans,
  refinanceLookupError,
  refinanceTopUpRequested,
  refinanceSigning,
  refinanceComplete,
] as const satisfies readonly Scenario[]
