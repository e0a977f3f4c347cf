import type { ScenarioName } from '@scenarios/scenario-catalogue'

/**
 * Where each story of the library is replayed by `npm test`: these in Chromium, one tab per
 * worker (tests/e2e/scenario-library.spec.ts), every other one in the app rendered on the
 * real simulation with the same steps (tests/unit/scenarios/story-replays-*.test.tsx). The
 * browser keeps the stories that need it, and at least one story of each screen family, so
 * each family is also walked through the real UI.
 *
 * The us-happy-path story (offer builder, sign-in page, details, identity, disbursement,
 * agreements with a real PDF, collateral, complete) is walked in the browser by the US journey
 * (tests/e2e/journey-part-two.spec.ts), on its world, with a reload on each step; its replay
 * steps run in the rendered app like the other stories'.
 */
export const replayedInBrowser: Partial<Record<ScenarioName, string>> = {
  'session-expired':
    "signs in again on the simulated broker's own page (the rendered app draws its form in place)",
  'slow-network': 'the demo pace of answers, real latency in the service worker',
  'micro-deposit-verify-fails': 'international funding on the running clock',
  'margin-call-liquidated': 'dashboard, loan health and a margin call; signs in again',
  'fresh-us-borrower': 'residency',
  'soft-credit-frozen': 'details and soft credit',
  'renewal-with-collateral-due': 'renewals',
  'refinance-custody-only-top-up': 'refinance',
  'release-invalid-return-address': 'collateral release',
  'banner-warn-updated': 'platform banners, across a reload',
}

export const isReplayedInBrowser = (name: string): boolean => name in replayedInBrowser

/** The rendered-app replays run in this many files, so that both test workers share them. */
export const RENDERED_REPLAY_FILES = 3
