import { useCallback, useEffect, useRef } from 'react'

/**
 * Calls `run` at once, then holds further calls until `ms` have passed since the last one (a
 * debounce with a leading call, refinance-release-shell §2, §9). When the wait ends, the last
 * value held is sent only if it differs from the one sent: a double click or a held Enter key
 * sends one lookup, and a Loan ID corrected during the wait is still looked up.
 */
export function useLeadingDebounce<T>(run: (value: T) => void, ms: number): (value: T) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const pending = useRef<{ value: T } | null>(null)
  const sent = useRef<{ value: T } | null>(null)
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
      const send = (next: T) => {
        sent.current = { value: next }
        latest.current(next)
        timer.current = setTimeout(settle, ms)
      }
      const settle = () => {
        timer.current = null
        const trailing = pending.current
        pending.current = null
        if (trailing && !Object.is(trailing.value, sent.current?.value)) send(trailing.value)
      }
      if (timer.current === null) {
        send(value)
        return
      }
      pending.current = { value }
      clearTimeout(timer.current)
      timer.current = setTimeout(settle, ms)
    },
    [ms],
  )
}
