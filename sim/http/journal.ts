import { allEndpoints } from '@contract/catalogue'
import type { ServiceName } from '@contract/endpoint'
import { z } from 'zod'
import { endpointPattern } from '../http/api-matcher'

/**
 * A world's journal (docs/decisions/0022): every call of the API its tester made, with its time
 * on both clocks, its status, how long it took and whether its answer met the contract. Read
 * as JSON, or as a HAR 1.2 log that `npm run scenario -- --from-har` makes a story of. The
 * same in every host: the sim server keeps one per world, the demo in the browser its own
 * (sim/browser/journal-recorder.ts), shown and downloaded from the demo controls.
 */

/** Calls kept per world; the oldest go first. */
export const JOURNAL_LIMIT = 1_000
/** The most of a body kept; a longer one is kept without its text. */
const BODY_LIMIT = 256 * 1024

export type ContractVerdict = 'met' | 'broken' | 'not in the contract'

export interface JournalEntry {
  /** When the call came, on the real clock. */
  startedAt: string
  /** When it came on the world's simulated clock. */
  simulatedAt: string
  method: string
  url: string
  /** 0 when the world dropped the connection (a network failure its story asks for). */
  status: number
  durationMs: number
  contract: ContractVerdict
  request: JournalMessage
  response: JournalMessage
}

export interface JournalMessage {
  headers: { name: string; value: string }[]
  mimeType: string
  /** The body's text, when it is text (JSON, plain) and not too long. */
  text?: string
}

export interface Journal {
  record(entry: JournalEntry): void
  entries(): readonly JournalEntry[]
}

export function createJournal(limit = JOURNAL_LIMIT): Journal {
  const kept: JournalEntry[] = []
  return {
    record(entry) {
      kept.push(entry)
      if (kept.length > limit) kept.splice(0, kept.length - limit)
    },
    entries: () => kept,
  }
}

const TEXTUAL = /^(application\/([\w.+-]*\+)?json|text\/)/i
const mimeTypeOf = (headers: Headers) => headers.get('content-type') ?? ''

/** A body's text, read up to the limit; undefined for a binary body or a longer one. */
async function textOf(body: Request | Response): Promise<string | undefined> {
  if (!TEXTUAL.test(mimeTypeOf(body.headers)) || !body.body) {
    await body.body?.cancel()
    return undefined
  }
  const reader = body.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > BODY_LIMIT) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  const whole = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    whole.set(chunk, at)
    at += chunk.length
  }
  return new TextDecoder().decode(whole)
}

const byteLength = (text: string) => new TextEncoder().encode(text).length

/** A name for a session token that does not reveal it: the start of its SHA-256. */
async function sessionName(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0'))
  return `session-${hex.join('').slice(0, 12)}`
}

/** A session token is never written down: a bearer of one is kept as a name for it. */
async function headersOf(headers: Headers): Promise<{ name: string; value: string }[]> {
  const listed: { name: string; value: string }[] = []
  for (const [name, value] of headers) {
    if (name === 'cookie') continue
    const bearer = /^bearer\s+(\S+)/i.exec(value)
    listed.push({
      name,
      value:
        name === 'authorization' && bearer ? `Bearer ${await sessionName(bearer[1] ?? '')}` : value,
    })
  }
  return listed
}

const refusalSchema = z.object({ status: z.number(), code: z.string(), message: z.string() })

export type ContractJudge = (
  method: string,
  url: URL,
  status: number,
  mimeType: string,
  text: string | undefined,
) => ContractVerdict

/**
 * Whether an answer is one the contract allows, for the services at these bases: a success's
 * body as its schema has it, a refusal in the error format with its own status. A call of the
 * simulation's own (the sign-in) is not in the contract.
 */
export function createContractJudge(services: Record<ServiceName, string>): ContractJudge {
  const located = allEndpoints.map((endpoint) => ({
    endpoint,
    pattern: endpointPattern(services[endpoint.service], endpoint.path),
  }))
  return (method, url, status, mimeType, text) => {
    const clean = `${url.origin}${url.pathname}`
    const endpoint = located.find(
      (candidate) => candidate.endpoint.method === method && candidate.pattern.test(clean),
    )?.endpoint
    if (!endpoint) return 'not in the contract'
    return verdictOf(endpoint, status, mimeType, text)
  }
}

function verdictOf(
  endpoint: (typeof allEndpoints)[number],
  status: number,
  mimeType: string,
  text: string | undefined,
): ContractVerdict {
  const parsed = (() => {
    try {
      return text === undefined || text === '' ? undefined : (JSON.parse(text) as unknown)
    } catch {
      return Symbol('not JSON')
    }
  })()
  if (status < 200 || status >= 300) {
    const refusal = refusalSchema.safeParse(parsed)
    return refusal.success && refusal.data.status === status ? 'met' : 'broken'
  }
  if (endpoint.responseKind === 'none') return 'met'
  if (endpoint.responseKind === 'pdf') return /^application\/pdf/i.test(mimeType) ? 'met' : 'broken'
  return z.safeParse(endpoint.response, parsed).success ? 'met' : 'broken'
}

/** One call's entry: its request (a clone, read here) and its answer (cloned, read here). */
export async function journalEntry({
  judge,
  request,
  response,
  startedAt,
  simulatedAt,
  durationMs,
  publicUrl,
}: {
  request: Request
  response: Response | null
  startedAt: number
  simulatedAt: number
  durationMs: number
  publicUrl: URL
  /** The contract's verdict on answers of the services as this host places them. */
  judge: ContractJudge
}): Promise<JournalEntry> {
  const requestText = await textOf(request)
  const dropped = !response || response.type === 'error'
  const answer = dropped ? null : response.clone()
  const responseText = answer ? await textOf(answer) : undefined
  const status = dropped ? 0 : response.status
  const mimeType = answer ? mimeTypeOf(answer.headers) : ''
  return {
    startedAt: new Date(startedAt).toISOString(),
    simulatedAt: new Date(simulatedAt).toISOString(),
    method: request.method,
    url: publicUrl.href,
    status,
    durationMs: Math.round(durationMs * 10) / 10,
    contract: dropped ? 'met' : judge(request.method, publicUrl, status, mimeType, responseText),
    request: {
      headers: await headersOf(request.headers),
      mimeType: mimeTypeOf(request.headers),
      ...(requestText === undefined ? {} : { text: requestText }),
    },
    response: {
      headers: answer ? await headersOf(answer.headers) : [],
      mimeType,
      ...(responseText === undefined ? {} : { text: responseText }),
    },
  }
}

/** The journal as a HAR 1.2 log, as a browser saves one "with content". */
export function journalAsHar(entries: readonly JournalEntry[]) {
  return {
    log: {
      version: '1.2',
      creator: { name: 'crypto-backed-loan simulation server', version: '1' },
      pages: [],
      entries: entries.map((entry) => {
        const url = new URL(entry.url)
        return {
          startedDateTime: entry.startedAt,
          time: entry.durationMs,
          request: {
            method: entry.method,
            url: entry.url,
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: entry.request.headers,
            queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
            ...(entry.request.text === undefined
              ? {}
              : { postData: { mimeType: entry.request.mimeType, text: entry.request.text } }),
            headersSize: -1,
            bodySize: entry.request.text === undefined ? -1 : byteLength(entry.request.text),
          },
          response: {
            status: entry.status,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: entry.response.headers,
            content: {
              size: entry.response.text === undefined ? 0 : byteLength(entry.response.text),
              mimeType: entry.response.mimeType,
              ...(entry.response.text === undefined ? {} : { text: entry.response.text }),
            },
            redirectURL: '',
            headersSize: -1,
            bodySize: -1,
          },
          cache: {},
          timings: { send: 0, wait: entry.durationMs, receive: 0 },
          _resourceType: 'fetch',
          _simulatedDateTime: entry.simulatedAt,
          _contract: entry.contract,
        }
      }),
    },
  }
}
