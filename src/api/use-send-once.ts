import type { MutateOptions, UseMutationResult } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

/**
 * A submit that sends once, whatever the clicks: `send` does nothing while the last send is
 * still in flight. The mutation's own `isPending` only changes on the next render, so a second
 * click that lands before it (a double click) would send twice; this flag changes at once.
 */
export function useSendOnce<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
) {
  const inFlight = useRef(false)
  const { mutate } = mutation
  const send = useCallback(
    (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (inFlight.current) return
      inFlight.current = true
      mutate(variables, {
        ...options,
        onSettled: (...settled) => {
          inFlight.current = false
          options?.onSettled?.(...settled)
        },
      })
    },
    [mutate],
  )
  return send
}
