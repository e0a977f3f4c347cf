import { replayStory } from '@scenarios/replay-interpreter'
import { resolveScenario } from '@scenarios/scenario'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { describe, expect, it } from 'vitest'
import { renderedAppDriver } from './drivers/rendered-app-driver'
import { installAppHarness } from './render-app'
import { isReplayedInBrowser, RENDERED_REPLAY_FILES } from './story-replay-plan'

/**
 * The stories the browser does not replay, dealt over RENDERED_REPLAY_FILES files like cards
 * (every third from the file's own), so that the long stories that sit together in the
 * catalogue (loan health, refinance) spread over both test workers.
 */
export function renderedReplayShare(file: number) {
  return scenarioCatalogue
    .filter((scenario) => !isReplayedInBrowser(scenario.name))
    .filter((_, position) => position % RENDERED_REPLAY_FILES === file - 1)
}

/**
 * Replays share `file` of the library's rendered replays through the one interpreter of story
 * steps (scenarios/replay-interpreter.ts): each story opens where it starts and its steps run in
 * order; the first that does not hold fails the story, naming the step and where the page stood.
 */
export function replayStoriesInRenderedApp(file: number) {
  installAppHarness()
  describe('stories of the library, replayed in the app rendered on the real simulation', () => {
    it.each(
      renderedReplayShare(file).map(
        (scenario) => [scenario.name, resolveScenario(scenario)] as const,
      ),
    )(
      '%s',
      async (_name, scenario) => {
        const replay = await replayStory(renderedAppDriver(), scenario)
        const deviated = replay.steps.findIndex((step) => !step.ok)
        const step = replay.steps[deviated]
        // Step 0 is the opening; the story's own steps count from 1.
        expect(
          replay.ok,
          step && `step ${deviated}, ${step.title}: ${String(step.error).slice(0, 600)}`,
        ).toBe(true)
      },
      30_000,
    )
  })
}
