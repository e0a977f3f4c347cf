import type { JobRecord } from '../../core/models'

/** Words for the lender's scheduled work, as a demo audience would say it. */
const JOB_WORDS: Readonly<Record<string, string>> = {
  disclosuresGenerated: 'disclosures prepared',
  softCreditDecided: 'soft credit decided',
  identityDecided: 'identity verification decided',
  collateralArrives: 'collateral arrived',
  collateralWindowClosed: 'collateral window closed',
  applicationWindowClosed: '14-day application window closed',
  fundingStarted: 'funding started',
  cryptoFundingVerified: 'collateral verified for funding',
  fundsReleased: 'funds sent',
  bankLinkSettled: 'bank link settled',
  collateralReturned: 'collateral returned to the borrower',
}

export interface LenderStep {
  job: JobRecord
  /** How far the clock moves so that the job falls due (0 when it is due already). */
  advanceMs: number
  /** What happens, in words. */
  label: string
}

/**
 * The lender's next piece of scheduled work (collateral arriving, identity decided, funds sent,
 * a deadline passing): the demo runs it now by moving the clock to it, so the story moves on
 * exactly as it would have, only sooner.
 */
export function nextLenderStep(pending: readonly JobRecord[], now: number): LenderStep | null {
  const [job] = [...pending].sort((a, b) => a.runAt - b.runAt)
  if (!job) return null
  return {
    job,
    advanceMs: Math.max(0, job.runAt - now),
    label: JOB_WORDS[job.event] ?? job.event,
  }
}
