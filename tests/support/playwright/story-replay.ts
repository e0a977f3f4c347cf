import { resolve } from 'node:path'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { resolveScenario, type Scenario } from '@scenarios/scenario'
import { formatReplay, REPLAY_ATTACHMENT } from '@scripts/replay/replay-report'
import { leaveStory, replayScenario } from '@scripts/replay/replay-scenario'
import { test as base } from './worker-context'

/** Where a deviated story leaves its screenshot and API transcript. */
export const EVIDENCE_DIR = resolve('scenario-replays')

/**
 * A story of the library as a Playwright test: `npm run scenario` (tests/stories/) and `npm test`'s
 * browser replays (tests/e2e/scenario-library.spec.ts) both replay through this. Each worker
 * plays its stories one after another in one tab (`replayTab`, worker-context.ts), so the app and
 * its simulation start once per worker rather than once per story; each story opens afresh in it
 * (`&restart` brings a new world, sign-in and tab data). The replay watches the console and page
 * errors itself (a story expects the failed calls of its faults and decisions and the refusals
 * it declares: scripts/replay/expected-failures.ts).
 */
export const storyTest = base

/** A story's own time: a long story (the whole journey) walks dozens of steps, each its own wait. */
export function storyTimeoutMs(scenario: Scenario): number {
  return 45_000 + (scenario.replay?.steps?.length ?? 0) * 2_000
}

/**
 * Replays `scenario` in the worker's tab, as the test `testInfo` names. The report's line per
 * step is attached (the command line's table reads it; the HTML report shows it), and so are a
 * deviation's screenshot and API transcript, also kept under scenario-replays/.
 */
export async function replayInTab(
  tab: { readonly page: Page },
  scenario: Scenario,
  testInfo: TestInfo,
): Promise<void> {
  // Each of the story's steps a step of the test: the report and the trace read as the story.
  const result = await replayScenario(tab.page, resolveScenario(scenario), EVIDENCE_DIR, {
    step: (title, run) => storyTest.step(title, run),
  })
  await testInfo.attach(REPLAY_ATTACHMENT, {
    body: JSON.stringify(result),
    contentType: 'application/json',
  })
  if (result.evidence) {
    await testInfo.attach('screenshot', {
      path: result.evidence.screenshot,
      contentType: 'image/png',
    })
    await testInfo.attach('API transcript', {
      path: result.evidence.transcript,
      contentType: 'application/json',
    })
  }
  // A story that deviated fails its test, and Playwright starts the next one in a new worker.
  if (result.ok) await leaveStory(tab.page)
  expect(result.ok, formatReplay(result)).toBe(true)
}
