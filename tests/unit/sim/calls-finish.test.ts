import { fetchLettingCallsFinish } from '@sim/browser/calls-finish'
import { describe, expect, it, vi } from 'vitest'

/** A fetch whose answer the test gives when it wants, noting what each call was sent with. */
function heldFetch() {
  const sent: (RequestInit | undefined)[] = []
  let answer: (response: Response) => void = () => undefined
  const send = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(init)
    return new Promise<Response>((resolve) => {
      answer = resolve
    })
  })
  return { send: send as unknown as typeof fetch, sent, answer: (r: Response) => answer(r) }
}

describe('calls the demo app lets go of', () => {
  it('are called off for the app at once, with the reason, while the lender still answers them whole', async () => {
    const held = heldFetch()
    const abort = new AbortController()
    const call = fetchLettingCallsFinish(held.send)('/state', {
      method: 'GET',
      signal: abort.signal,
    })
    abort.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    // The call went out without the signal: nothing cut it short on its way.
    expect(held.sent[0]).toEqual({ method: 'GET' })
    held.answer(new Response('{}'))
  })

  it('answer as fetch does when nobody lets go', async () => {
    const held = heldFetch()
    const abort = new AbortController()
    const call = fetchLettingCallsFinish(held.send)('/state', { signal: abort.signal })
    held.answer(new Response('{"state":"DONE"}'))
    await expect((await call).json()).resolves.toEqual({ state: 'DONE' })
  })

  it('send nothing for a call already called off, and pass a call without a signal as it is', async () => {
    const held = heldFetch()
    const abort = new AbortController()
    abort.abort(new DOMException('Left the page', 'AbortError'))
    const letGo = fetchLettingCallsFinish(held.send)
    await expect(letGo('/state', { signal: abort.signal })).rejects.toThrow('Left the page')
    expect(held.sent).toHaveLength(0)
    void letGo('/telemetry', { method: 'POST', keepalive: true })
    expect(held.sent).toEqual([{ method: 'POST', keepalive: true }])
  })
})
