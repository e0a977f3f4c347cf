import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { replayInTab, storyTest, storyTimeoutMs } from '@tests/support/playwright/story-replay'

/**
 * Every story of the library, one test each, in catalogue order (playwright.stories.config.ts):
 * `--shard=K/N` takes a slice of them, `-g NAME` one, `--repeat-each=N` replays it N times.
 * Each is replayed through the real UI by the one interpreter of story steps
 * (scenarios/replay-interpreter.ts), as `npm run scenario` prints it.
 */
for (const scenario of scenarioCatalogue) {
  storyTest(scenario.name, async ({ replayTab }, testInfo) => {
    storyTest.setTimeout(storyTimeoutMs(scenario))
    await replayInTab(replayTab, scenario, testInfo)
  })
}
