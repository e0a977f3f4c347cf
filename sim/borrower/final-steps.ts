import type { FinalStepStatus, FinalStepsDashboard } from '@contract/borrowers'
import type { ApplicationState } from '@contract/common'
import { AWAITING_COLLATERAL, COLLATERAL_IN } from '../collateral/collateral-posting'
import type { ApplicationRecord } from '../core/models'

/** States where the agreements are signed and the lender waits for (or has) the collateral. */
export const AGREEMENTS_SIGNED: readonly ApplicationState[] = [
  ...AWAITING_COLLATERAL,
  ...COLLATERAL_IN,
]

/**
 * The lender's final steps (core-journey §4): from the identity check to the collateral's
 * arrival, the states in which it takes what the checklist asks for.
 */
export const AT_FINAL_STEPS: readonly ApplicationState[] = [
  'KYC_VERIFY',
  'FINAL_STEPS',
  'SIGN_DOCS',
  ...AWAITING_COLLATERAL,
]

const DONE: readonly FinalStepStatus[] = ['COMPLETED', 'NOT_REQUIRED']

/**
 * The final-steps checklist (core-journey §2, §4) as the lender reports it: identity and the
 * disbursement account from what the borrower has done, agreements and collateral from the
 * state. Complete only when every item is complete or not required.
 */
export function finalStepsOf(application: ApplicationRecord): FinalStepsDashboard {
  const { state, progress } = application
  const items: FinalStepsDashboard['items'] = [
    { name: 'Verify Identity', status: progress.identity },
    { name: 'Disbursement Account', status: progress.disbursement },
    {
      name: 'Review Agreements',
      // Some documents signed and some not: IN_PROGRESS, and the app offers Continue.
      status: AGREEMENTS_SIGNED.includes(state)
        ? 'COMPLETED'
        : state === 'SIGN_DOCS' && progress.agreements === 'IN_PROGRESS'
          ? 'IN_PROGRESS'
          : 'NOT_STARTED',
    },
    {
      name: 'Post Collateral',
      status: COLLATERAL_IN.includes(state)
        ? 'COMPLETED'
        : state === 'WAITING_FOR_COLLATERAL' &&
            (application.collateralPosting?.sentAt ?? null) !== null
          ? 'PENDING'
          : 'NOT_STARTED',
    },
  ]
  const status: FinalStepStatus = items.every((item) => DONE.includes(item.status))
    ? 'COMPLETED'
    : items.every((item) => item.status === 'NOT_STARTED')
      ? 'NOT_STARTED'
      : 'IN_PROGRESS'
  return { status, items }
}
