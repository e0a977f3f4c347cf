import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ensureReads, useSuspenseReads } from '@/session/page-reads'

/**
 * A page's reads are named once, in its module: the loader ensures them (`ensureReads`) and
 * the page reads the same record (`useSuspenseReads`).
 */

function countedRead<T>(key: string, answers: (() => T)[]) {
  const queryFn = vi.fn(async () => {
    const next = answers[Math.min(queryFn.mock.calls.length - 1, answers.length - 1)]
    return (next as () => T)()
  })
  return { options: queryOptions({ queryKey: [key], queryFn, staleTime: Infinity }), queryFn }
}

describe('a loader ensuring a page’s reads', () => {
  it('gives each answer under the name the page reads it by', async () => {
    const queryClient = new QueryClient()
    const user = countedRead('user', [() => ({ uuid: 'u-1' })])
    const offer = countedRead('offer', [() => ({ state: 'CA' })])
    const answers = await ensureReads(queryClient, { user: user.options, offer: offer.options })
    expect(answers).toEqual({ user: { uuid: 'u-1' }, offer: { state: 'CA' } })
  })

  it('answers from the cache, asks again after a failure, and asks a fresh read every time', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const cached = countedRead('cached', [() => 'first', () => 'second'])
    const failing = countedRead('failing', [
      () => {
        throw new Error('refused')
      },
      () => 'answered',
    ])
    const fresh = countedRead('fresh', [() => 'one', () => 'two'])
    const reads = { cached: cached.options, failing: failing.options, fresh: fresh.options }

    await expect(ensureReads(queryClient, reads, { fresh: ['fresh'] })).rejects.toThrow('refused')
    // Try again re-runs the loader: the failed read is asked again, the cached one is not.
    const again = await ensureReads(queryClient, reads, { fresh: ['fresh'] })
    expect(again).toEqual({ cached: 'first', failing: 'answered', fresh: 'two' })
    expect(cached.queryFn).toHaveBeenCalledTimes(1)
    expect(failing.queryFn).toHaveBeenCalledTimes(2)
    expect(fresh.queryFn).toHaveBeenCalledTimes(2)
  })
})

describe('a page reading its reads', () => {
  it('renders with what the loader ensured, by the same names, without asking again', async () => {
    const queryClient = new QueryClient()
    const user = countedRead('user', [() => ({ uuid: 'u-1' })])
    const offer = countedRead('offer', [() => ({ state: 'CA' })])
    const pageReads = () => ({ user: user.options, offer: offer.options })
    await ensureReads(queryClient, pageReads())

    function Page() {
      const { user, offer } = useSuspenseReads(pageReads())
      return (
        <p>
          {user.data.uuid} in {offer.data.state}
        </p>
      )
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback="loading">
          <Page />
        </Suspense>
      </QueryClientProvider>,
    )
    expect(screen.getByText('u-1 in CA')).toBeDefined()
    expect(user.queryFn).toHaveBeenCalledTimes(1)
    expect(offer.queryFn).toHaveBeenCalledTimes(1)
  })
})
