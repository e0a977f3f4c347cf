import type { PageFrame } from '../error-pages'

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
