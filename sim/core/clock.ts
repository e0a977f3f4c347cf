/**
 * The simulation's own time. Scenarios and tests jump it forward (a collateral deposit ten
 * minutes later, a five-day deadline) instead of waiting. A running clock also follows real
 * time, for live demos; a frozen one moves only when told, so tests replay exactly.
 */
export interface SimClock {
  now(): number
  advance(ms: number): void
  set(epochMs: number): void
  readonly running: boolean
  /** Called after every advance or set; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void
}

export interface ClockOptions {
  start: number
  running?: boolean
  /**
   * How many simulated milliseconds a running clock moves per real one: 1 by default (a live
   * demo); more for automated replays, whose lender then works that much faster.
   */
  rate?: number
  /** Real time source, replaceable in tests. */
  realNow?: () => number
}

export function createClock(options: ClockOptions): SimClock {
  const realNow = options.realNow ?? Date.now
  const running = options.running ?? false
  const rate = options.rate ?? 1
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError('The clock rate must be positive')
  const listeners = new Set<() => void>()
  let base = options.start
  let anchor = realNow()

  const notify = () => {
    for (const listener of listeners) listener()
  }

  return {
    running,
    now: () => (running ? base + (realNow() - anchor) * rate : base),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward')
      base += ms
      notify()
    },
    set(epochMs) {
      base = epochMs
      anchor = realNow()
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
