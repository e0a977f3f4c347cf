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

/**
 * Bounds on what a JSON body and a query may hold, checked before the contract's schemas see
 * them: a schema's work grows with every item (a refusal lists an issue per item), so 130,000
 * items in an array cost seconds of the server's one thread, or its stack. The app's own
 * requests hold a few dozen values; a real lender's gateway refuses far less than these.
 */
export const BODY_BOUNDS = {
  /** Items of one array. */
  arrayItems: 1_000,
  /** Fields of one object. */
  objectFields: 1_000,
  /** Values in all (every item, field and value counts one). */
  values: 20_000,
  /** Arrays and objects inside one another. */
  depth: 32,
} as const

/** Parameters of one query string. */
export const MAX_QUERY_PARAMETERS = 100

/** Why a parsed JSON body is past `BODY_BOUNDS`, or null when it is within them. */
export function beyondBodyBounds(value: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  let values = 0
  while (pending.length > 0) {
    const { value: next, depth } = pending.pop() as { value: unknown; depth: number }
    values += 1
    if (values > BODY_BOUNDS.values) {
      return `The body holds more than ${BODY_BOUNDS.values} values`
    }
    if (next === null || typeof next !== 'object') continue
    if (depth >= BODY_BOUNDS.depth) {
      return `The body nests arrays and objects more than ${BODY_BOUNDS.depth} deep`
    }
    const inner = Array.isArray(next) ? next : Object.values(next)
    if (Array.isArray(next) && inner.length > BODY_BOUNDS.arrayItems) {
      return `An array of the body holds more than ${BODY_BOUNDS.arrayItems} items`
    }
    if (!Array.isArray(next) && inner.length > BODY_BOUNDS.objectFields) {
      return `An object of the body holds more than ${BODY_BOUNDS.objectFields} fields`
    }
    for (const item of inner) pending.push({ value: item, depth: depth + 1 })
  }
  return null
}

/** Whether a query string holds more than `MAX_QUERY_PARAMETERS` parameters (counted, not parsed). */
export function hasTooManyParameters(url: URL): boolean {
  let count = 0
  for (let at = url.search.indexOf('&'); at !== -1; at = url.search.indexOf('&', at + 1)) {
    count += 1
    if (count >= MAX_QUERY_PARAMETERS) return true
  }
  return false
}
