import type { BankLinkItem } from '@contract/bank-link'
import { CHECKLIST_HEADING, enterBankAccountByHand } from './replay-parts'
import type { ReplayStep } from './replay-steps'
import { defineScenario, type Scenario } from './scenario'
import { caApplicationAt, danaWithDetails, lenaInBerlin } from './story-parts'

/** From the link-account page, a bank linked in the simulated bank's dialog. */
const linkGraniteNationalBank: readonly ReplayStep[] = [
  { kind: 'click', role: 'button', name: 'Link Account' },
  { kind: 'click', role: 'button', name: 'Granite National Bank' },
  { kind: 'click', role: 'button', name: 'Sign in' },
  { kind: 'click', role: 'button', name: 'Continue' },
]

/** Stories that open on the final-steps checklist with the disbursement account still to give. */

const usBorrowerReadyToBePaid = {
  borrower: danaWithDetails,
  applications: [caApplicationAt('SIGN_DOCS', { identity: 'COMPLETED' })],
}

export const atDisbursement = defineScenario({
  name: 'at-disbursement',
  description:
    'Identity verified: the checklist with the disbursement account not yet given (link a bank or enter it by hand).',
  world: usBorrowerReadyToBePaid,
})

function bankLinkStory<const Name extends string>(
  status: BankLinkItem['status'],
  name: Name,
  description: string,
) {
  return defineScenario({
    name,
    description,
    world: usBorrowerReadyToBePaid,
    decisions: { bankLink: status },
  })
}

export const bankLinkItemFailed = bankLinkStory(
  'FAILED',
  'bank-link-item-failed',
  'The checklist at the disbursement account; a bank linked now fails at the bank (FAILED), so its accounts cannot be chosen.',
)

export const bankLinkItemFailedNoRetry = bankLinkStory(
  'FAILED_NO_RETRY',
  'bank-link-item-failed-no-retry',
  'The checklist at the disbursement account; a bank linked now fails for good (FAILED_NO_RETRY).',
)

export const bankLinkItemPending = bankLinkStory(
  'PENDING',
  'bank-link-item-pending',
  'The checklist at the disbursement account; a bank linked now stays PENDING for a few seconds, then completes.',
)

export const bankLinkItemPendingVerification = bankLinkStory(
  'PENDING_VERIFICATION',
  'bank-link-item-pending-verification',
  'The checklist at the disbursement account; a bank linked now awaits verification for a few seconds, then completes.',
)

export const bankLinkItemUpdating = bankLinkStory(
  'UPDATING',
  'bank-link-item-updating',
  'The checklist at the disbursement account; a bank linked now is UPDATING for a few seconds, then completes.',
)

export const bankLinkItemNeedsLogin = bankLinkStory(
  'NEEDS_LOGIN',
  'bank-link-item-needs-login',
  'The checklist at the disbursement account; a bank linked now asks the borrower to sign in again (NEEDS_LOGIN).',
)

export const bankLinkExchangeFails = defineScenario({
  name: 'bank-link-exchange-fails',
  description:
    'The checklist at the disbursement account; the first bank link cannot retrieve the accounts (the token exchange answers 503), a retry goes through.',
  world: usBorrowerReadyToBePaid,
  faults: [{ endpoint: 'exchangePublicToken', status: 503, times: 1 }],
  // The failure (the bank's accounts cannot be fetched) and the recovery: linked again, the
  // accounts are listed to choose from.
  replay: {
    path: 'first-application/disbursement/link-account',
    steps: [
      ...linkGraniteNationalBank,
      {
        kind: 'expectText',
        text: 'Unable to retrieve accounts. Try again',
        note: 'the exchange answered 503',
      },
      ...linkGraniteNationalBank.map((step, index) =>
        index === 0 ? { ...step, note: 'tried again' } : step,
      ),
      { kind: 'expectHeading', name: 'Choose your account' },
    ],
  },
})

export const manualBankUploadFails = defineScenario({
  name: 'manual-bank-upload-fails',
  description:
    'The checklist at the disbursement account; the first manually entered bank account is refused by the lender (503), a retry goes through.',
  world: usBorrowerReadyToBePaid,
  faults: [{ endpoint: 'setManualDisbursementAccount', status: 503, times: 1 }],
  // The failure (the form stays filled, with the lender's refusal) and the recovery: confirmed
  // again, the account is saved and the checklist returns.
  replay: {
    steps: [
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
      ...enterBankAccountByHand.slice(0, -1),
      { kind: 'expectText', text: 'Your account was not saved', note: 'the lender answered 503' },
      { kind: 'click', role: 'button', name: 'Continue', note: 'tried again' },
      { kind: 'click', role: 'button', name: 'Confirm' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
    ],
  },
})

export const internationalAtUsdcDisbursement = defineScenario({
  name: 'international-at-usdc-disbursement',
  description:
    'Harborline brand, a borrower in Germany with identity verified: the checklist with the USDC wallet address to give.',
  world: {
    organisation: 'HARBORLINE',
    borrower: lenaInBerlin({
      dob: '1989-09-21',
      phone: '+49 30 901820',
      street1: 'Torstrasse 140',
    }),
    applications: [
      caApplicationAt('SIGN_DOCS', { identity: 'COMPLETED', residence: { country: 'DE' } }),
    ],
  },
})

export const disbursementScenarios = [
  atDisbursement,
  bankLinkItemFailed,
  bankLinkItemFailedNoRetry,
  bankLinkItemPending,
  bankLinkItemPendingVerification,
  bankLinkItemUpdating,
  bankLinkItemNeedsLogin,
  bankLinkExchangeFails,
  manualBankUploadFails,
  internationalAtUsdcDisbursement,
] as const satisfies readonly Scenario[]
