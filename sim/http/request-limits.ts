/** The largest request body the simulated backend reads: 1 MB, like a lender's gateway. */
export const MAX_BODY_BYTES = 1024 * 1024

export type LimitedBody =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; tooLarge: true }

/**
 * Reads a request body up to `limit` bytes, counting while it streams, and stops (cancelling
 * the rest) as soon as it is over: a 300 MB upload costs 1 MB of reading, not 300.
 *
 * A request with no `body` stream may still carry a body: Firefox gives none to the requests
 * MSW rebuilds in the page. Those are read whole, then held to the same limit.
 */
export async function readLimited(request: Request, limit = MAX_BODY_BYTES): Promise<LimitedBody> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return { ok: false, tooLarge: true }
  if (!request.body) {
    const bytes = new Uint8Array(await request.arrayBuffer())
    return bytes.byteLength > limit ? { ok: false, tooLarge: true } : { ok: true, bytes }
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      // Not awaited: a cancelled branch of a teed (cloned) body settles only when every
      // branch is cancelled, and the host may hold a clone it never reads.
      void reader.cancel().catch(() => {})
      return { ok: false, tooLarge: true }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(new ArrayBuffer(total))
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

/** Whether every percent escape in the path and query decodes (a lone `%` or bad UTF-8 does not). */
export function hasValidEncoding(url: URL): boolean {
  try {
    decodeURIComponent(url.pathname)
    for (const part of url.search.slice(1).split('&')) decodeURIComponent(part.replace(/\+/g, ' '))
    return true
  } catch {
    return false
  }
}
