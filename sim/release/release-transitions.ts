import type { TransitionRow } from '../core/transition-row'

/**
 * The collateral release's row of the transition table (refinance-release-shell §4): a paid-off
 * loan waits in the COLLATERAL_RELEASE stage for a return address; once the custodian has sent
 * the coins back (the release operations' job, within 1 business day of a successful request)
 * it is FINAL.
 */

export type ReleaseEvent = 'collateralReturned'

declare module '../core/transition-row' {
  interface AreaEvents {
    releases: ReleaseEvent
  }
}

export const releaseTransitions: readonly TransitionRow<ReleaseEvent>[] = [
  {
    from: ['COMPLETE'],
    on: 'collateralReturned',
    when: (application) => application.stage === 'COLLATERAL_RELEASE',
    to: { state: 'COMPLETE', stage: 'FINAL', waitsFor: 'complete' },
  },
]
