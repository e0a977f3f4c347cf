import type { ServiceName } from '@contract/endpoint'
import type { SetupWorker } from 'msw/browser'
import type { SimClock } from '../core/clock'
import { createContractJudge, type Journal, journalEntry } from '../http/journal'

/** What msw's worker tells of each request (its Node server, in tests, tells the same). */
export type RequestEvents = SetupWorker['events']

/**
 * Keeps the demo's journal as the sim server keeps a world's (sim/http/journal.ts): every call
 * the simulation in this tab answered, with both clocks, its status, its duration and whether
 * the answer met the contract. A request is copied as it starts, before a handler reads its
 * body; calls the simulation does not answer (the app's own files) are not kept.
 */
export function recordCalls(
  events: RequestEvents,
  journal: Journal,
  clock: SimClock,
  services: Record<ServiceName, string>,
): void {
  const judge = createContractJudge(services)
  const started = new Map<
    string,
    { copy: Request; startedAt: number; simulatedAt: number; at: number }
  >()
  events.on('request:start', ({ request, requestId }) => {
    started.set(requestId, {
      copy: request.clone(),
      startedAt: Date.now(),
      simulatedAt: clock.now(),
      at: performance.now(),
    })
  })
  // The app's own files pass by the simulation: nothing of theirs is kept.
  events.on('request:unhandled', ({ requestId }) => {
    started.delete(requestId)
  })
  // Entries are read asynchronously (bodies, the contract's verdict); they are kept in the order
  // the simulation answered, as the sim server keeps them, whichever body reads quicker.
  let kept: Promise<void> = Promise.resolve()
  events.on('response:mocked', ({ response, requestId }) => {
    const start = started.get(requestId)
    started.delete(requestId)
    if (!start) return
    const durationMs = performance.now() - start.at
    const entry = journalEntry({
      judge,
      request: start.copy,
      response: response.clone(),
      startedAt: start.startedAt,
      simulatedAt: start.simulatedAt,
      durationMs,
      publicUrl: new URL(start.copy.url),
    })
    kept = kept.then(() =>
      entry.then(
        (read) => journal.record(read),
        () => {
          // A body that cannot be read again leaves the call out of the journal, nothing else.
        },
      ),
    )
  })
}
