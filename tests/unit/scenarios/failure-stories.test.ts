import { resolveScenario } from '@scenarios/scenario'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { describe, expect, it } from 'vitest'

/**
 * A story that names a failure (a fault answering an error or dropping the connection) is
 * there for QA to see it: its replay walks to the failure, and on to what the borrower does
 * next, rather than only opening where the story starts.
 */
const failureStories = scenarioCatalogue
  .map((scenario) => resolveScenario(scenario))
  .filter(({ faults }) =>
    faults.some((fault) => fault.status !== undefined || fault.networkError === true),
  )

describe('every story that names a failure replays it', () => {
  it('there are such stories', () => {
    expect(failureStories.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['signature-fails', 'offers-unavailable', 'bank-link-exchange-fails']),
    )
  })

  it.each(failureStories.map((story) => [story.name, story] as const))(
    '%s has steps that show it and what comes next',
    (_, story) => {
      const steps = story.replay.steps
      expect(steps.length).toBeGreaterThanOrEqual(2)
      expect(steps.some((step) => step.kind.startsWith('expect'))).toBe(true)
    },
  )
})
