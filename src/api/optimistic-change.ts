import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * A mutation's handlers that change one cache entry before the lender answers (a checklist step
 * shown in progress at once): readings under way are cancelled, since they would put the old
 * answer back; a failure restores the earlier answer; either way the entry is read again.
 */
export function optimisticChange<TData>(
  queryClient: QueryClient,
  key: QueryKey,
  change: (earlier: TData) => TData,
) {
  return {
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<TData>(key)
      if (previous) queryClient.setQueryData(key, change(previous))
      return { previous }
    },
    onError: (_error: unknown, _input: unknown, context: { previous?: TData } | undefined) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  }
}
