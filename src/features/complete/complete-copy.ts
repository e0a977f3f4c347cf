import type { ReportedApplicationState } from '@contract/common'
import type { CompleteStanding, StepperVariant } from '@/domain/complete-stepper'

/**
 * Headings and copy of the complete page, chosen by where its stepper stands
 * (`completeStanding`), so a heading never claims a step the stepper shows as to come. The spec
 * gives no wording: plain sentences that promise only what §9 states (funds in 3 to 5 business
 * days, USDC verification in 1 to 3 days).
 */
export function completeCopy(
  standing: CompleteStanding,
  state: ReportedApplicationState,
  variant: StepperVariant,
): { title: string; body: string } {
  // The one state that waits on the borrower: the heading names what to do.
  if (state === 'BORROWER_MICRO_DEPOSIT_CONFIRM') {
    return {
      title: 'Verify your disbursement wallet',
      body: 'We sent a small test amount of USDC to your wallet. Confirm it arrived so we can release your loan.',
    }
  }
  const collateralArrived = state === 'FUNDABLE'
  switch (standing.reached) {
    case 'Application Complete':
      if (variant.isRollForward) {
        if (standing.underWay === 'Collateral Received') {
          return {
            title: 'Your renewal application is complete',
            body: collateralArrived
              ? 'Your additional collateral has arrived at the deposit address, and we are confirming it. This page updates by itself.'
              : 'Once your additional collateral arrives at the deposit address, we will confirm it and renew your loan.',
          }
        }
        return state === 'WAITING_FOR_COLLATERAL' || state === 'SIGN_DOCS'
          ? {
              title: 'Your renewal application is complete',
              body: 'We are finishing your renewal. This page updates by itself.',
            }
          : {
              title: 'Your renewal is being processed',
              body: 'We are finishing your renewal. This page updates by itself.',
            }
      }
      return {
        title: 'Your application is complete',
        body: collateralArrived
          ? 'Your collateral has arrived at the deposit address, and we are confirming it. Then we prepare your funds. This page updates by itself.'
          : 'Once your collateral arrives at the deposit address, we will confirm it and prepare your funds. This page updates by itself.',
      }
    case 'Collateral Received':
      if (variant.isRollForward) {
        return {
          title: 'Your additional collateral has been received',
          body: 'We are finishing your renewal. This page updates by itself.',
        }
      }
      return {
        title: 'Your collateral has been received',
        body:
          standing.underWay === 'Disbursement Verified'
            ? 'We are verifying your disbursement wallet with a small test amount of USDC. This usually takes 1 to 3 days.'
            : 'We are preparing your disbursement. Funds usually arrive in 3 to 5 business days.',
      }
    case 'Disbursement Verified':
      return {
        title: 'Your disbursement wallet is verified',
        body: 'We are releasing your loan in USDC to your wallet.',
      }
    case 'Funds Disbursed':
      return variant.isInternational
        ? {
            title: 'Your funds have been disbursed',
            body: 'Your loan has been sent in USDC to your verified wallet.',
          }
        : {
            title: 'Your funds have been disbursed',
            body: 'Your loan has been sent to your bank account. Funds usually arrive in 3 to 5 business days.',
          }
    case 'Loan Renewed':
      return { title: 'Your loan has been renewed', body: 'Your renewed loan is now active.' }
  }
}
