import { expect, type Page } from '@playwright/test'
import { resolveScenario } from '@scenarios/scenario'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { leaveReplay, replayScenario } from '@scripts/replay/replay-scenario'
import { formatReplay } from '@scripts/replay/run-replays'
import { test as base } from '@tests/support/playwright/worker-context'
import { isReplayedInBrowser } from '@tests/support/story-replay-plan'

/**
 * The library's stories that need a browser, and one of each screen family
 * (tests/support/story-replay-plan.ts; the vitest replays take the rest), replayed through the
 * real UI as `npm run scenario -- --all` does:
 * each story opens afresh where it starts (`&restart` brings a new world, sign-in and tab data)
 * and its steps show what they must. As there, each worker plays its stories one after another
 * in one tab, so the app and its simulation start once per worker rather than once per story.
 * The replay watches the console and page errors itself (a story expects the failed calls of
 * its faults and decisions and the refusals it declares: scripts/replay/expected-failures.ts).
 */
const test = base.extend<object, { replayTab: { page: Page } }>({
  replayTab: [
    async ({ workerContext }, use) => {
      const tab = { page: await workerContext.newPage() }
      await use(tab)
      await tab.page.close()
    },
    { scope: 'worker' },
  ],
})

// Longest first: a long story started last would leave the other worker idle at the end.
const stories = scenarioCatalogue
  .filter(({ name }) => isReplayedInBrowser(name))
  .toSorted((a, b) => (b.replay?.steps?.length ?? 0) - (a.replay?.steps?.length ?? 0))

for (const scenario of stories) {
  test(`scenario ${scenario.name} replays`, async ({ replayTab, workerContext }) => {
    // A long story (the whole journey) walks dozens of steps, each allowed its own wait.
    test.setTimeout(45_000 + (scenario.replay?.steps?.length ?? 0) * 2_000)
    const result = await replayScenario(replayTab.page, resolveScenario(scenario))
    replayTab.page = await leaveReplay(replayTab.page, workerContext, result)
    expect(result.ok, formatReplay(result)).toBe(true)
  })
}
