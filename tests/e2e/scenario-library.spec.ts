import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { replayInTab, storyTest, storyTimeoutMs } from '@tests/support/playwright/story-replay'
import { isReplayedInBrowser } from '@tests/support/story-replay-plan'

/**
 * The library's stories that need a browser (tests/support/story-replay-plan.ts; the vitest
 * replays take the rest), replayed through the real UI in `npm test` as `npm run scenario`
 * replays every story (tests/stories/story-library.spec.ts): the same test, in a tab per worker.
 */

// Longest first: a long story started last would leave the other worker idle at the end.
const stories = scenarioCatalogue
  .filter(({ name }) => isReplayedInBrowser(name))
  .toSorted((a, b) => (b.replay?.steps?.length ?? 0) - (a.replay?.steps?.length ?? 0))

for (const scenario of stories) {
  storyTest(`scenario ${scenario.name} replays`, async ({ replayTab }, testInfo) => {
    storyTest.setTimeout(storyTimeoutMs(scenario))
    await replayInTab(replayTab, scenario, testInfo)
  })
}
