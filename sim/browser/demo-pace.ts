/** What a call takes in a demo unless told otherwise: enough to see every loader. */
export const DEMO_LATENCY: readonly [number, number] = [150, 300]

/**
 * The demo's pace, from the presenter's first click, tap or key on: the page a demo opens on
 * (or is reloaded on) loads as fast as the production app's, and every step after it shows
 * its loaders. Answers each call's extra milliseconds.
 */
export function demoPaceFromFirstInput(
  [min, max]: readonly [number, number] = DEMO_LATENCY,
  target: Pick<Window, 'addEventListener'> = window,
): () => number {
  let started = false
  const start = () => {
    started = true
  }
  for (const type of ['pointerdown', 'keydown'] as const)
    target.addEventListener(type, start, { once: true, capture: true })
  return () => (started ? min + Math.random() * (max - min) : 0)
}
