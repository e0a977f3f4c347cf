import { DEMO_LATENCY, demoPaceFromFirstInput } from '@sim/browser/demo-pace'
import { describe, expect, it } from 'vitest'

/**
 * A demo opens (or is reloaded) as fast as the production app; its calls take the demo's time
 * from the presenter's first click, tap or key on, so every loader after that shows.
 */
describe("the demo's pace", () => {
  const [min, max] = DEMO_LATENCY

  it('adds nothing to the calls of the page the demo opens on', () => {
    const pace = demoPaceFromFirstInput(DEMO_LATENCY, new EventTarget() as unknown as Window)
    expect([pace(), pace(), pace()]).toEqual([0, 0, 0])
  })

  it.each(['pointerdown', 'keydown'])('takes %s as the start of the demo', (type) => {
    const page = new EventTarget()
    const pace = demoPaceFromFirstInput(DEMO_LATENCY, page as unknown as Window)
    page.dispatchEvent(new Event(type))
    for (let call = 0; call < 20; call += 1) {
      const wait = pace()
      expect(wait).toBeGreaterThanOrEqual(min)
      expect(wait).toBeLessThanOrEqual(max)
    }
  })
})
