import { startChecklistTask } from './checklist-steps'
import { defineScenario } from './scenario'
import { caApplicationAt, danaWithDetails, signedInLena } from './story-parts'

/** Stories that open on the collateral posting step or on the complete page after it. */

const HOUR_MS = 60 * 60 * 1_000

/** Agreements signed: the lender waits for the collateral (stage PROCESSING). */
const waitingForCollateral = caApplicationAt('WAITING_FOR_COLLATERAL', {
  stage: 'PROCESSING',
  identity: 'COMPLETED',
})

export const atCollateral = defineScenario({
  name: 'at-collateral',
  description:
    'Agreements signed: the collateral posting step. The deposit address opens a moment later, and 1 BTC sent arrives in full a few seconds after the borrower confirms.',
  world: { borrower: danaWithDetails, applications: [waitingForCollateral] },
  decisions: { collateral: 'FULL' },
})

export const collateralPartial = defineScenario({
  name: 'collateral-partial',
  description:
    'The collateral posting step, where only half of the collateral reaches the address after the borrower confirms: the rest stays due.',
  world: { borrower: danaWithDetails, applications: [waitingForCollateral] },
  decisions: { collateral: 'PARTIAL' },
})

export const collateralLate = defineScenario({
  name: 'collateral-late',
  description:
    'The collateral posting step, where the collateral arrives two days after the borrower confirms, still inside the 5-day window.',
  world: { borrower: danaWithDetails, applications: [waitingForCollateral] },
  decisions: { collateral: 'LATE' },
  clockJumps: [{ label: 'Two days later', advanceMs: 48 * HOUR_MS }],
})

export const collateralNeverArrives = defineScenario({
  name: 'collateral-never-arrives',
  description:
    'The collateral posting step, where nothing ever arrives: 5 days after signing the application is cancelled.',
  world: { borrower: danaWithDetails, applications: [waitingForCollateral] },
  decisions: { collateral: 'NEVER' },
  clockJumps: [{ label: 'Past the 5-day window', advanceMs: 5 * 24 * HOUR_MS + 60_000 }],
})

export const collateralOptedInNotFound = defineScenario({
  name: 'collateral-opted-in-not-found',
  description:
    'The borrower opted in to a verification deposit 25 hours ago and nothing has arrived: the collateral step asks them to check the address and call support.',
  world: {
    borrower: danaWithDetails,
    applications: [
      {
        ...waitingForCollateral,
        collateralPosting: { sourceWalletType: 'SELF_HOSTED', optedInAgoMs: 25 * HOUR_MS },
      },
    ],
  },
  decisions: { collateral: 'NEVER' },
  replay: {
    steps: [
      ...startChecklistTask('Post Collateral'),
      {
        kind: 'expectText',
        text: 'Verify that the collateral was sent to the wallet address provided. If it was, contact support at (888) 555-0142.',
      },
    ],
  },
})

export const fundingInProgress = defineScenario({
  name: 'funding-in-progress',
  description:
    'Collateral received: the complete page while the lender verifies the collateral and releases the funds (a few seconds each).',
  world: {
    borrower: danaWithDetails,
    applications: [caApplicationAt('FUNDABLE', { stage: 'ORIGINATING', identity: 'COMPLETED' })],
  },
})

export const fundsDisbursed = defineScenario({
  name: 'funds-disbursed',
  description: 'The loan is funded: the complete page with Funds Disbursed.',
  world: {
    borrower: danaWithDetails,
    applications: [caApplicationAt('COMPLETE', { stage: 'FINAL', identity: 'COMPLETED' })],
  },
})

export const internationalMicroDeposit = defineScenario({
  name: 'international-micro-deposit',
  description:
    'Harborline brand, a borrower in Germany: the lender sent a small test amount of USDC and asks the borrower to confirm it arrived before releasing the loan.',
  world: {
    organisation: 'HARBORLINE',
    borrower: signedInLena,
    applications: [
      caApplicationAt('BORROWER_MICRO_DEPOSIT_CONFIRM', {
        stage: 'ORIGINATING',
        identity: 'COMPLETED',
        residence: { country: 'DE' },
      }),
    ],
  },
})

export const applicationExpiredAfter14Days = defineScenario({
  name: 'application-expired-after-14-days',
  description:
    'Details just submitted (soft credit being pulled): apply the clock jump and, 14 days after the details, the unfinished application has expired and the borrower is sent to the dashboard.',
  world: {
    borrower: danaWithDetails,
    applications: [caApplicationAt('SOFT_CREDIT', { identity: 'NOT_STARTED' })],
  },
  clockJumps: [{ label: 'Fourteen days later', advanceMs: 14 * 24 * HOUR_MS }],
})
