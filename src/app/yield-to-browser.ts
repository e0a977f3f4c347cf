/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer the
 * borrower in between: the app's start is several pieces of work (its code, the router, the
 * first page), and one long task made of them all holds the page unresponsive on a slow phone.
 * scheduler.yield() where the browser has it (it goes on ahead of other queued work), else a
 * timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
