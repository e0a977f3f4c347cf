import { REFINANCE_SEGMENT } from '@/config/former-lender'
import type { PageBack, PageFrame } from '../error-pages'

/**
 * The frame of a final step (identity, collateral, disbursement...): its failure says the
 * application is saved and leads back to the checklist.
 */
export function finalStepFrame(loading?: string): PageFrame {
  return {
    ...(loading ? { loading } : {}),
    failure: "We couldn't load this step",
    reassurance: 'Your application is saved.',
    back: { to: '/$appUuid/next-steps', label: 'Back to final steps' },
  }
}

/** A refinance step's way back when it fails: the borrower's loans (refinance-release-shell §2). */
export const BACK_TO_REFINANCE_LOANS: PageBack = {
  to: `/${REFINANCE_SEGMENT}`,
  label: 'Back to your loans',
  asButton: true,
}
