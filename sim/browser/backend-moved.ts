import { BACKEND_MOVED_EVENT } from '@contract/host-events'
import type { Simulation } from '../create-simulation'

/** Tells the app on this page that the simulated world moved without a call from it. */
export function announceBackendMoved(): void {
  window.dispatchEvent(new Event(BACKEND_MOVED_EVENT))
}

/**
 * When the simulated clock is moved (a jump moves prices and deadlines even when no work falls
 * due) and each time the lender's scheduled work runs (the fast clock's steps), the page's
 * polling screens ask now: a replay or a demo sees the change at once, rather than after the
 * rest of a poll interval measured in real seconds. Answers a function that stops it.
 */
export function announcingBackendMoves(simulation: Simulation): () => void {
  // A jump that runs work would announce twice in a row: once is enough.
  let announcing = false
  const announceOnce = () => {
    if (announcing) return
    announcing = true
    window.setTimeout(() => {
      announcing = false
      announceBackendMoved()
    }, 0)
  }
  const stopWork = simulation.engine.onLenderWork(announceOnce)
  // Announced once the jump's work has run (the engine runs it as the clock moves).
  const stopClock = simulation.clock.subscribe(
    () => void simulation.engine.runDueJobs().then(announceOnce, announceOnce),
  )
  return () => {
    stopWork()
    stopClock()
  }
}
