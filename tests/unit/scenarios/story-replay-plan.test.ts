import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { replayedInBrowser } from '@tests/support/story-replay-plan'
import { renderedReplayShare } from '@tests/support/story-replays-rendered'
import { describe, expect, it } from 'vitest'

describe('every story of the library is replayed by npm test', () => {
  const rendered = [1, 2, 3].flatMap((file) => renderedReplayShare(file).map(({ name }) => name))
  const inBrowser = Object.keys(replayedInBrowser)

  it('once: in the browser or in the rendered app, never both, none left out', () => {
    expect([...rendered, ...inBrowser].sort()).toEqual(
      scenarioCatalogue.map(({ name }) => name).sort(),
    )
  })

  it('with the browser replaying a share of it, not all', () => {
    expect(inBrowser.length).toBeGreaterThan(0)
    expect(rendered.length).toBeGreaterThan(inBrowser.length)
  })
})
