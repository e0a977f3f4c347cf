import { QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReadServices } from '@/api/bound-services'
import { pollNow, pollWhenTheBackendMoves } from '@/app/poll-now'
import { createAppQueryClient } from '@/app/query-client'

/** A host saying its backend moved brings the screens' polls forward, and nothing else. */

// The queries here are the test's own: they ask nothing of the lender.
const NO_SERVICES = {} as ReadServices

function observed(
  queryClient: ReturnType<typeof createAppQueryClient>,
  key: string,
  refetchInterval: number | false | (() => number | false),
) {
  const queryFn = vi.fn(async () => key)
  const observer = new QueryObserver(queryClient, { queryKey: [key], queryFn, refetchInterval })
  const stop = observer.subscribe(() => undefined)
  return { queryFn, stop }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('pollNow', () => {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })

  it('asks again at once for what a screen polls, and only that', async () => {
    const queryClient = createAppQueryClient(NO_SERVICES)
    const polled = observed(queryClient, 'application-state', 60_000)
    const decidingToPoll = observed(queryClient, 'final-steps', () => 60_000)
    const stoppedPolling = observed(queryClient, 'complete', () => false)
    const notPolled = observed(queryClient, 'profile', false)
    cleanups.push(polled.stop, decidingToPoll.stop, stoppedPolling.stop, notPolled.stop)
    await settled()
    for (const query of [polled, decidingToPoll, stoppedPolling, notPolled]) {
      expect(query.queryFn).toHaveBeenCalledTimes(1)
    }

    await pollNow(queryClient)
    expect(polled.queryFn).toHaveBeenCalledTimes(2)
    expect(decidingToPoll.queryFn).toHaveBeenCalledTimes(2)
    expect(stoppedPolling.queryFn).toHaveBeenCalledTimes(1)
    expect(notPolled.queryFn).toHaveBeenCalledTimes(1)
  })

  it('leaves alone a polled query no screen shows any more', async () => {
    const queryClient = createAppQueryClient(NO_SERVICES)
    const gone = observed(queryClient, 'left-screen', 60_000)
    await settled()
    gone.stop()
    await pollNow(queryClient)
    expect(gone.queryFn).toHaveBeenCalledTimes(1)
  })

  it('runs on each event the host sends, until told to stop', async () => {
    const queryClient = createAppQueryClient(NO_SERVICES)
    const polled = observed(queryClient, 'application-state', 60_000)
    cleanups.push(polled.stop)
    await settled()
    const host = new EventTarget()
    const stop = pollWhenTheBackendMoves(queryClient, host, 'moved')
    host.dispatchEvent(new Event('moved'))
    await settled()
    expect(polled.queryFn).toHaveBeenCalledTimes(2)
    stop()
    host.dispatchEvent(new Event('moved'))
    await settled()
    expect(polled.queryFn).toHaveBeenCalledTimes(2)
  })
})
