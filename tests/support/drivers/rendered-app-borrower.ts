import type { ResolvedScenario } from '@scenarios/scenario'
import { openStory } from '../replay-in-rendered-app'
import type { Borrower } from './borrower'

/**
 * A borrower in the app rendered in vitest on the real simulation, opened where the story
 * starts: the same steps as in a browser, found by role, name or label.
 */
export async function renderedAppBorrower(scenario: ResolvedScenario) {
  const story = await openStory(scenario)
  const borrower: Borrower = { do: story.step }
  return { borrower, story }
}
