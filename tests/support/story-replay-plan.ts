import type { ScenarioName } from '@scenarios/scenario-catalogue'

/**
 * Where each story of the library is replayed by `npm test`: these in Chromium, one tab per
 * worker (tests/e2e/scenario-library.spec.ts), every other one in the app rendered on the
 * real simulation with the same steps (tests/unit/scenarios/story-replays-*.test.tsx). The
 * browser keeps the stories that need it. Each screen family is walked through the real UI by
 * its own browser spec (residency by brands, details by personal-numbers, soft credit by
 * journey-part-one-screens, renewals, refinance, collateral-release, banners by platform), so
 * its stories replay in the rendered app: a browser replay of one cost about 5 s of a core.
 *
 * The whole journeys (us-happy-path, international-happy-path: offer builder, sign-in page,
 * details, identity, disbursement, agreements, collateral, complete, funds disbursed) replay in
 * the rendered app like the other stories, and in Chromium by `npm run scenario`; Firefox and
 * WebKit walk the US one (tests/engines/journeys.ts).
 */
export const replayedInBrowser: Partial<Record<ScenarioName, string>> = {
  'session-expired':
    "signs in again on the simulated broker's own page (the rendered app draws its form in place)",
  'slow-network': 'the demo pace of answers, real latency in the service worker',
  'micro-deposit-verify-fails': 'international funding on the running clock',
}

export const isReplayedInBrowser = (name: string): boolean => name in replayedInBrowser

/** The rendered-app replays run in this many files, so that both test workers share them. */
export const RENDERED_REPLAY_FILES = 3
