import { MAX_BODY_BYTES, readLimited } from '@sim/http/request-limits'
import { startBackend, testServices } from '@tests/support/simulated-backend'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'

/**
 * A request as Firefox hands it to the simulation when MSW rebuilds it in the page: the body
 * is there to read with arrayBuffer() or text(), but `request.body` is null.
 */
function withoutBodyStream(request: Request): Request {
  Object.defineProperty(request, 'body', { value: null })
  return request
}

const post = (body: BodyInit, headers?: HeadersInit) =>
  withoutBodyStream(new Request('http://sim.test/anything', { method: 'POST', body, headers }))

const text = (read: Awaited<ReturnType<typeof readLimited>>) =>
  read.ok ? new TextDecoder().decode(read.bytes) : 'too large'

describe('a request body without a body stream (as Firefox builds them)', () => {
  it('is read whole: JSON', async () => {
    const request = post(JSON.stringify({ state: 'CA' }), { 'content-type': 'application/json' })
    expect(request.body).toBeNull()
    expect(text(await readLimited(request))).toBe('{"state":"CA"}')
  })

  it('is read whole: plain text', async () => {
    expect(text(await readLimited(post('a line of text')))).toBe('a line of text')
  })

  it('is read whole: multipart form data, file included', async () => {
    const form = new FormData()
    form.set('documentType', 'DRIVERS_LICENSE')
    form.set('file', new File(['front of the card'], 'front.png', { type: 'image/png' }))
    const original = new Request('http://sim.test/upload', { method: 'POST', body: form })
    const type = original.headers.get('content-type') ?? ''
    const read = await readLimited(withoutBodyStream(original))
    if (!read.ok) throw new Error('expected the form to be read')
    const parsed = await new Response(read.bytes, { headers: { 'content-type': type } }).formData()
    expect(parsed.get('documentType')).toBe('DRIVERS_LICENSE')
    expect(await (parsed.get('file') as File).text()).toBe('front of the card')
  })

  it('is refused as too large past the limit, as a streamed one is', async () => {
    const body = new Uint8Array(MAX_BODY_BYTES + 1).fill(0x20)
    expect(await readLimited(post(body))).toEqual({ ok: false, tooLarge: true })
    expect(text(await readLimited(post(body), MAX_BODY_BYTES + 1))).toHaveLength(MAX_BODY_BYTES + 1)
  })

  it('reaches the engine: an offers request gets its offers, not "Invalid body"', async () => {
    const { simulation } = await startBackend()
    const { appUuid } = await simulation.engine.createApplication({ organization: 'MERIDIAN' })
    const request = withoutBodyStream(
      new Request(`${testServices.lending}/insecure/api/v2/applications/${appUuid}/offers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          state: 'CA',
          requestedAmount: 10_000,
          collateralType: 'BTC',
          coinQuantity: 0.5,
        }),
      }),
    )
    const response = await getResponse(simulation.handlers, request)
    expect(response?.status).toBe(200)
    expect(await response?.json()).toContainEqual(
      expect.objectContaining({ state: 'CA', drawAmount: 10_000 }),
    )
  })
})
