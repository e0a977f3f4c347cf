import { CHECKLIST_HEADING, giveCaliforniaDetails } from './replay-parts'
import type { ReplayStep } from './replay-steps'
import { defineScenario } from './scenario'
import { caApplicationAt, danaWithDetails, signedInDana, signedInLena } from './story-parts'

/** Stories that open on the details form, and the soft credit outcomes after it. */

/** Dana signed in, her California offer chosen: the details form is next. */
const danaAtTheDetailsForm = {
  borrower: signedInDana,
  applications: [caApplicationAt('BORROWER_DETAILS')],
}

/** The details form filled in and agreed to, then the screen the soft credit pull leads to. */
function detailsThenSoftCredit(heading: string): ReplayStep[] {
  return [
    ...giveCaliforniaDetails,
    { kind: 'advanceClock', ms: 2_000, note: 'the soft credit pull' },
    { kind: 'expectHeading', name: heading },
  ]
}

export const atBorrowerDetails = defineScenario({
  name: 'at-borrower-details',
  description:
    'Signed in, with a California offer chosen: the details form, and every decision after it goes well.',
  world: danaAtTheDetailsForm,
  replay: { steps: detailsThenSoftCredit(CHECKLIST_HEADING) },
})

export const internationalAtDetails = defineScenario({
  name: 'international-at-details',
  description:
    'Harborline brand, a borrower living in Germany with an offer chosen: the international details form.',
  world: {
    organisation: 'HARBORLINE',
    borrower: signedInLena,
    applications: [caApplicationAt('BORROWER_DETAILS', { residence: { country: 'DE' } })],
  },
})

function softCreditStory<const Name extends string>(
  name: Name,
  outcome: 'FROZEN' | 'LOCKED' | 'NO_MATCH' | 'DECLINED',
  description: string,
  /** What the outcome's screen is headed. */
  heading: string,
) {
  return defineScenario({
    name,
    description,
    world: danaAtTheDetailsForm,
    decisions: { softCredit: outcome },
    replay: { steps: detailsThenSoftCredit(heading) },
  })
}

export const softCreditFrozen = softCreditStory(
  'soft-credit-frozen',
  'FROZEN',
  'On the details form; once submitted, the credit bureau file is frozen.',
  'Your credit file is frozen',
)
export const creditFileFrozen = defineScenario({
  name: 'credit-file-frozen',
  description:
    'Details given, and the credit bureau file was frozen: the outcome screen, where the application now stands.',
  world: { borrower: danaWithDetails, applications: [caApplicationAt('SOFT_CREDIT_FROZEN')] },
  replay: {
    steps: [
      { kind: 'expectHeading', name: 'Your credit file is frozen' },
      { kind: 'click', role: 'link', name: 'Dashboard' },
      { kind: 'expectHeading', name: 'Your dashboard' },
    ],
  },
})

export const softCreditLocked = softCreditStory(
  'soft-credit-locked',
  'LOCKED',
  'On the details form; once submitted, the credit bureau file is locked.',
  'Your credit file is locked',
)
export const softCreditNoMatch = softCreditStory(
  'soft-credit-no-match',
  'NO_MATCH',
  'On the details form; once submitted, no credit file matches the SSN given.',
  'We could not match your credit file',
)
export const softCreditDeclined = softCreditStory(
  'soft-credit-declined',
  'DECLINED',
  'On the details form; once submitted, the soft credit check declines the application.',
  'Application decision',
)

export const loanAmountNotValid = defineScenario({
  name: 'loan-amount-not-valid',
  description:
    'On the details form; the lender refuses the submission because the loan amount is not valid in the state.',
  world: danaAtTheDetailsForm,
  faults: [
    {
      endpoint: 'submitBorrowerDetails',
      status: 400,
      message: 'Loan amount 25000 is not valid for the state of residence',
    },
  ],
  replay: {
    steps: [
      ...giveCaliforniaDetails,
      {
        kind: 'expectText',
        text: 'The loan amount you selected is not valid in your state of residence. Please contact customer support at (888) 555-0142 to re-start your application with an eligible offer',
      },
    ],
  },
})
