import type { ReportedApplicationState } from '@/api/contract/common'
import type { CompletePhase, StepperVariant } from '@/domain/complete-stepper'

/**
 * Headings and copy of the complete page by step and variant. The spec gives no wording:
 * plain sentences that promise only what §9 states (funds in 3 to 5 business days, USDC
 * verification in 1 to 3 days).
 */
export function completeCopy(
  phase: CompletePhase,
  state: ReportedApplicationState,
  variant: StepperVariant,
): { title: string; body: string } {
  if (variant.isRollForward) {
    switch (phase) {
      case 'awaiting-collateral':
        return variant.collateralDue
          ? {
              title: 'Your renewal application is complete',
              body: 'Once your additional collateral arrives at the deposit address, we will confirm it and renew your loan.',
            }
          : {
              title: 'Your renewal application is complete',
              body: 'We are finishing your renewal. This page updates by itself.',
            }
      case 'complete':
        return { title: 'Your loan has been renewed', body: 'Your renewed loan is now active.' }
      default:
        return {
          title: 'Your renewal is being processed',
          body: 'We are finishing your renewal. This page updates by itself.',
        }
    }
  }
  switch (phase) {
    case 'awaiting-collateral':
      return {
        title: 'Your application is complete',
        body: 'Once your collateral arrives at the deposit address, we will confirm it and prepare your funds. This page updates by itself.',
      }
    case 'verify-wallet':
      return {
        title: 'Verify your disbursement wallet',
        body: 'We sent a small test amount of USDC to your wallet. Confirm it arrived so we can release your loan.',
      }
    case 'funding':
      if (variant.isInternational) {
        return state === 'MANUAL_FUNDING_RELEASE'
          ? {
              title: 'Your disbursement wallet is verified',
              body: 'We are releasing your loan in USDC to your wallet.',
            }
          : {
              title: 'Your collateral has been received',
              body: 'We are verifying your disbursement wallet with a small test amount of USDC. This usually takes 1 to 3 days.',
            }
      }
      return {
        title: 'Your collateral has been received',
        body: 'We are preparing your disbursement. Funds usually arrive in 3 to 5 business days.',
      }
    case 'complete':
      return variant.isInternational
        ? {
            title: 'Your funds have been disbursed',
            body: 'Your loan has been sent in USDC to your verified wallet.',
          }
        : {
            title: 'Your funds have been disbursed',
            body: 'Your loan has been sent to your bank account. Funds usually arrive in 3 to 5 business days.',
          }
  }
}
