/**
 * The cash slider moves in round steps between the residence's limits, whatever they are
 * (a minimum of 5,001 in Ohio, 250,001 in Hawaii): the first and last stops are the limits
 * themselves and the ones between are whole multiples of the step.
 */

export interface SliderStops {
  min: number
  max: number
  step: number
  /** Index of the last stop; the slider runs from 0 to this. */
  last: number
  firstMultiple: number
}

export function sliderStops(min: number, max: number): SliderStops {
  const range = Math.max(max - min, 0)
  const step = range <= 100_000 ? 500 : 1_000
  const firstMultiple = Math.floor(min / step) * step + step
  const between = firstMultiple >= max ? 0 : Math.ceil((max - firstMultiple) / step)
  return { min, max, step, firstMultiple, last: between + 1 }
}

export function amountAtStop(stops: SliderStops, index: number): number {
  if (index <= 0) return stops.min
  if (index >= stops.last) return stops.max
  return Math.min(stops.firstMultiple + (index - 1) * stops.step, stops.max)
}

export function stopForAmount(stops: SliderStops, amount: number): number {
  if (amount <= stops.min) return 0
  if (amount >= stops.max) return stops.last
  const index = Math.round((amount - stops.firstMultiple) / stops.step) + 1
  return Math.min(Math.max(index, 0), stops.last)
}
