import { describeStep } from '@scenarios/replay-steps'
import { resolveScenario } from '@scenarios/scenario'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { shardOf } from '@scripts/replay/shard'
import { describe, it } from 'vitest'
import { installAppHarness } from './render-app'
import { openStory } from './replay-in-rendered-app'
import { isReplayedInBrowser, RENDERED_REPLAY_FILES } from './story-replay-plan'

/** The stories the browser does not replay, dealt over RENDERED_REPLAY_FILES files. */
export function renderedReplayShare(file: number) {
  return shardOf(
    scenarioCatalogue.filter((scenario) => !isReplayedInBrowser(scenario.name)),
    { index: file, count: RENDERED_REPLAY_FILES },
  )
}

/**
 * Replays share `file` of the library's rendered replays: each story opens where it starts and
 * its steps run in order; the first that does not hold fails the story, naming the step.
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
        const story = await openStory(scenario)
        for (const [index, step] of scenario.replay.steps.entries()) {
          try {
            await story.step(step)
          } catch (error) {
            throw new Error(
              `step ${index + 1}, ${describeStep(step)}, at ${story.app.location()}: ${String(error).slice(0, 400)}`,
            )
          }
        }
      },
      30_000,
    )
  })
}
