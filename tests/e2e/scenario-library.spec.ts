import { expect, test } from '@playwright/test'
import { resolveScenario } from '@scenarios/scenario'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { replayScenario } from '@scripts/replay/replay-scenario'
import { formatReplay } from '@scripts/replay/run-replays'

/**
 * The whole scenario library, replayed through the real UI as `npm run scenario -- --all` does:
 * each story opens where it starts and its steps show what they must. The replay watches the
 * console and page errors itself (a story with faults expects its failed calls).
 */
for (const scenario of scenarioCatalogue) {
  test(`scenario ${scenario.name} replays`, async ({ page }) => {
    // A long story (the whole journey) walks dozens of steps, each allowed its own wait.
    test.setTimeout(30_000 + (scenario.replay?.steps?.length ?? 0) * 2_000)
    const result = await replayScenario(page, resolveScenario(scenario))
    expect(result.ok, formatReplay(result)).toBe(true)
  })
}
