import { useCallback, useEffect, useRef } from 'react'

/**
 * Calls `run` at once, then ignores further calls until `ms` have passed since the last one
 * (a debounce with a leading call, refinance-release-shell §2, §9): a double click or a held
 * Enter key sends one lookup; the last value typed during the wait is sent when it ends.
 */
export function useLeadingDebounce<T>(run: (value: T) => void, ms: number): (value: T) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const pending = useRef<{ value: T } | null>(null)
  const latest = useRef(run)
  latest.current = run

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  return useCallback(
    (value: T) => {
      const settle = () => {
        timer.current = null
        const trailing = pending.current
        pending.current = null
        if (trailing) {
          latest.current(trailing.value)
          timer.current = setTimeout(settle, ms)
        }
      }
      if (timer.current === null) {
        latest.current(value)
        timer.current = setTimeout(settle, ms)
        return
      }
      pending.current = { value }
      clearTimeout(timer.current)
      timer.current = setTimeout(settle, ms)
    },
    [ms],
  )
}
