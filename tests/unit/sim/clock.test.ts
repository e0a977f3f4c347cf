import { createClock } from '@sim/core/clock'
import { describe, expect, it } from 'vitest'

describe('simulated clock', () => {
  it('stands still when frozen and moves only when told', () => {
    const clock = createClock({ start: 1_000 })
    expect(clock.now()).toBe(1_000)
    clock.advance(5 * 24 * 3_600_000)
    expect(clock.now()).toBe(1_000 + 432_000_000)
    clock.set(42)
    expect(clock.now()).toBe(42)
  })

  it('follows real time when running, on top of jumps', () => {
    let real = 100
    const clock = createClock({ start: 1_000, running: true, realNow: () => real })
    real += 250
    expect(clock.now()).toBe(1_250)
    clock.advance(10_000)
    expect(clock.now()).toBe(11_250)
    clock.set(0)
    real += 5
    expect(clock.now()).toBe(5)
  })

  it('runs faster than real time at a higher rate, jumps counted as they are', () => {
    let real = 100
    const clock = createClock({ start: 1_000, running: true, rate: 10, realNow: () => real })
    real += 250
    expect(clock.now()).toBe(3_500)
    clock.advance(10_000)
    expect(clock.now()).toBe(13_500)
    expect(() => createClock({ start: 0, rate: 0 })).toThrow(RangeError)
  })

  it('refuses to go backwards with advance', () => {
    const clock = createClock({ start: 0 })
    expect(() => clock.advance(-1)).toThrow(RangeError)
  })

  it('tells subscribers about every move', () => {
    const clock = createClock({ start: 0 })
    const seen: number[] = []
    const unsubscribe = clock.subscribe(() => seen.push(clock.now()))
    clock.advance(10)
    clock.set(500)
    unsubscribe()
    clock.advance(1)
    expect(seen).toEqual([10, 500])
  })
})
