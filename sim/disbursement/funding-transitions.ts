import type { RowGuard, TransitionRow } from '../core/transition-row'

/**
 * The funding rows of the transition table (core-journey §4): the lender's work between the
 * collateral received and the funds disbursed.
 */

export type FundingEvent =
  | 'fundingStarted'
  | 'cryptoFundingVerified'
  | 'usdcMicroDepositConfirmed'
  | 'fundsReleased'

declare module '../core/transition-row' {
  interface AreaEvents {
    disbursement: FundingEvent
  }
}

/** The lender's funding work between collateral received and funds disbursed, per step. */
export const FUNDING_STEP_DELAY_MS = 2_000

// Only a new international loan (paid in USDC) has its disbursement wallet verified first.
const verifiesUsdcWallet: RowGuard = (application) =>
  application.isInternational && !application.isRollForward
const paysOutDirectly: RowGuard = (application) => !verifiesUsdcWallet(application)

export const fundingTransitions: readonly TransitionRow<FundingEvent>[] = [
  {
    from: ['FUNDABLE'],
    on: 'fundingStarted',
    afterMs: FUNDING_STEP_DELAY_MS,
    to: { state: 'CRYPTO_FUNDING_VERIFY', stage: 'ORIGINATING', waitsFor: 'complete' },
  },
  {
    from: ['CRYPTO_FUNDING_VERIFY'],
    on: 'cryptoFundingVerified',
    afterMs: FUNDING_STEP_DELAY_MS,
    when: verifiesUsdcWallet,
    // The lender sends a small test amount of USDC; the borrower confirms it arrived.
    to: { state: 'BORROWER_MICRO_DEPOSIT_CONFIRM', stage: 'ORIGINATING', waitsFor: 'complete' },
  },
  {
    from: ['CRYPTO_FUNDING_VERIFY'],
    on: 'cryptoFundingVerified',
    afterMs: FUNDING_STEP_DELAY_MS,
    when: paysOutDirectly,
    to: { state: 'MANUAL_FUNDING_RELEASE', stage: 'ORIGINATING', waitsFor: 'complete' },
  },
  {
    from: ['BORROWER_MICRO_DEPOSIT_CONFIRM'],
    on: 'usdcMicroDepositConfirmed',
    to: { state: 'MANUAL_FUNDING_RELEASE', stage: 'ORIGINATING', waitsFor: 'complete' },
  },
  {
    from: ['MANUAL_FUNDING_RELEASE'],
    on: 'fundsReleased',
    afterMs: FUNDING_STEP_DELAY_MS,
    to: { state: 'COMPLETE', stage: 'FINAL', waitsFor: 'complete' },
  },
]
