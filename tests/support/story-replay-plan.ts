import type { ScenarioName } from '@scenarios/scenario-catalogue'

/**
 * Where each story of the library is replayed by `npm test`: these in Chromium, one tab per
 * worker (tests/e2e/scenario-library.spec.ts), every other one in the app rendered on the
 * real simulation with the same steps (tests/unit/scenarios/story-replays-*.test.tsx). The
 * browser keeps the stories that need it, and at least one story of each screen family, so
 * each family is also walked through the real UI.
 */
export const replayedInBrowser: Partial<Record<ScenarioName, string>> = {
  'us-happy-path':
    'the US journey end to end (offer builder, sign-in page, details, identity, agreements with a real PDF, collateral, disbursement, complete)',
  'session-expired': "signs in again on the simulated broker's page, which only the browser has",
  'slow-network': 'the demo pace of answers, real latency in the service worker',
  'micro-deposit-verify-fails': 'international funding on the running clock',
  'btc-falls-to-courtesy-notice': 'dashboard and loan health; signs in again on the broker page',
  'margin-call-cured-by-collateral': 'margin call; signs in again on the broker page',
  'margin-call-cured-by-payment': 'margin call; signs in again on the broker page',
  'margin-call-liquidated': 'margin call; signs in again on the broker page',
  'rebalancing-offered': 'rebalancing; signs in again on the broker page',
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
