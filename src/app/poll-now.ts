import type { Query, QueryClient } from '@tanstack/react-query'

/** A query some screen on the page polls: one of its observers has an interval running. */
function isPolled(query: Query): boolean {
  return query.observers.some((observer) => {
    const { refetchInterval } = observer.options
    const interval =
      typeof refetchInterval === 'function' ? refetchInterval(query) : refetchInterval
    return typeof interval === 'number' && interval > 0
  })
}

/**
 * Brings every running poll forward to now. Only what a screen already polls is asked again,
 * so the app learns nothing sooner than its own polling would tell it, only earlier.
 */
export function pollNow(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ type: 'active', predicate: isPolled })
}

/** Polls now each time the host says its backend moved; answers a function that stops it. */
export function pollWhenTheBackendMoves(
  queryClient: QueryClient,
  target: EventTarget,
  eventName: string,
): () => void {
  const onMoved = () => void pollNow(queryClient).catch(() => undefined)
  target.addEventListener(eventName, onMoved)
  return () => target.removeEventListener(eventName, onMoved)
}
