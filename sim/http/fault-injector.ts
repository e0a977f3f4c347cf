import type { Fault } from '@scenarios/scenario'

/** What the faults in force do to one call. */
export interface FaultEffect {
  latencyMs: number
  networkError: boolean
  status: number | null
  message: string | null
}

/**
 * Applies a scenario's faults call by call. A fault with `times` wears off after that many
 * matching calls; the counts start again whenever the scenario is (re)loaded.
 */
export function createFaultInjector(initial: readonly Fault[] = []) {
  let faults: Array<{ fault: Fault; remaining: number; enabled: boolean }> = []

  function load(next: readonly Fault[]) {
    faults = next.map((fault) => ({
      fault,
      remaining: fault.times ?? Number.POSITIVE_INFINITY,
      enabled: true,
    }))
  }
  load(initial)

  return {
    load,
    /** The loaded faults in order, whether each is switched on and the hits it has left. */
    list(): Array<{ fault: Fault; enabled: boolean; remaining: number }> {
      return faults.map(({ fault, enabled, remaining }) => ({ fault, enabled, remaining }))
    },
    /** The faults switched on now, as a story lists them (a world exported as it stands). */
    switchedOn(): Fault[] {
      return faults.filter((entry) => entry.enabled).map((entry) => entry.fault)
    },
    /** Switches one fault (by its place in the list) off or back on, for a live demo. */
    setEnabled(index: number, enabled: boolean): void {
      const entry = faults[index]
      if (entry) entry.enabled = enabled
    },
    /** The combined effect on a call of this endpoint; uses up one hit of each matching fault. */
    take(endpointId: string): FaultEffect {
      const effect: FaultEffect = { latencyMs: 0, networkError: false, status: null, message: null }
      for (const entry of faults) {
        if (!entry.enabled || entry.remaining <= 0) continue
        if (entry.fault.endpoint !== endpointId && entry.fault.endpoint !== '*') continue
        entry.remaining -= 1
        const { fault } = entry
        effect.latencyMs = Math.max(effect.latencyMs, fault.latencyMs ?? 0)
        // The first failing fault decides the answer; later ones only add latency.
        if (effect.networkError || effect.status !== null) continue
        if (fault.networkError) effect.networkError = true
        else if (fault.status !== undefined) {
          effect.status = fault.status
          effect.message = fault.message ?? null
        }
      }
      return effect
    },
  }
}
export type FaultInjector = ReturnType<typeof createFaultInjector>
