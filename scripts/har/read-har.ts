import { z } from 'zod'

/**
 * A HAR 1.2 file as Chromium ("Save all as HAR with content") and Firefox ("Save All As HAR")
 * write it: only the fields the converter reads. Both put bodies in `content.text`, Firefox
 * sometimes base64-encoded; both may leave a body out.
 */

const headerSchema = z.object({ name: z.string(), value: z.string() })

const harEntrySchema = z.object({
  startedDateTime: z.string(),
  request: z.object({
    method: z.string(),
    url: z.string(),
    headers: z.array(headerSchema).default([]),
    postData: z
      .object({ mimeType: z.string().default(''), text: z.string().optional() })
      .optional(),
  }),
  response: z.object({
    status: z.number(),
    headers: z.array(headerSchema).default([]),
    content: z.object({
      size: z.number().optional(),
      mimeType: z.string().default(''),
      text: z.string().optional(),
      encoding: z.string().optional(),
    }),
  }),
  /** Chromium's own field: 'document', 'fetch', 'script', ... */
  _resourceType: z.string().optional(),
})

export const harSchema = z.object({
  log: z.object({
    version: z.string().optional(),
    creator: z.object({ name: z.string() }).optional(),
    pages: z
      .array(z.object({ id: z.string(), startedDateTime: z.string(), title: z.string() }))
      .default([]),
    entries: z.array(harEntrySchema),
  }),
})

/** One exchange of the recording, its bodies decoded (JSON parsed where it is JSON). */
export interface RecordedExchange {
  startedAt: string
  method: string
  url: URL
  /** The request carried a bearer token (the borrower was signed in). */
  signedIn: boolean
  requestBody: unknown
  status: number
  responseBody: unknown
  /**
   * The recording holds the answer's body. A browser keeps a body only while its page is
   * open: the calls of a page left (or reloaded) before they were kept have none.
   */
  bodyRecorded: boolean
  /** A page load: the address the browser opened. */
  isPage: boolean
  /** A body that is not JSON or text (a PDF, a picture): never decoded, never carried over. */
  binary: boolean
  /** A call a script made (fetch or XHR), not a file the page loaded (script, style, font). */
  isCall: boolean
}

const CALL_TYPES = new Set(['fetch', 'xhr'])
/** Firefox names no resource type: a call is one whose answer is JSON, text or nothing. */
const CALL_ANSWER = /^(application\/([\w.+-]*\+)?json|text\/plain|)$/i

const JSON_TYPE = /[/+]json\b/i
const TEXT_TYPE = /^text\//i

function decode(text: string | undefined, encoding: string | undefined): string | undefined {
  if (text === undefined) return undefined
  return encoding === 'base64' ? Buffer.from(text, 'base64').toString('utf8') : text
}

function parseBody(mimeType: string, text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined
  if (JSON_TYPE.test(mimeType) || /^[[{]/.test(text.trim())) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

const header = (headers: readonly { name: string; value: string }[], name: string) =>
  headers.find((item) => item.name.toLowerCase() === name)?.value

/** The `documentType` field of a multipart upload's text, the only field of it kept. */
function documentTypeOf(text: string | undefined): { documentType: string } | undefined {
  const chosen = /name="documentType"\r?\n\r?\n([A-Z_]+)\r?\n/.exec(text ?? '')?.[1]
  return chosen ? { documentType: chosen } : undefined
}

/** The exchanges of a HAR, or why the file is not one. */
export function readHar(raw: string):
  | { ok: true; exchanges: RecordedExchange[]; tokens: number }
  | {
      ok: false
      reason: string
    } {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { ok: false, reason: 'The file is not JSON, so not a HAR.' }
  }
  const parsed = harSchema.safeParse(json)
  if (!parsed.success) {
    return { ok: false, reason: `The file is not a HAR 1.2 log: ${z.prettifyError(parsed.error)}` }
  }
  const exchanges = parsed.data.log.entries.map((entry): RecordedExchange => {
    const { request, response } = entry
    const mimeType = response.content.mimeType.split(';')[0]?.trim() ?? ''
    // An answer without a body (204) is no file, whatever type the browser gave it (x-unknown).
    const empty = response.status === 204 || response.content.size === 0
    const textual = JSON_TYPE.test(mimeType) || TEXT_TYPE.test(mimeType) || mimeType === '' || empty
    const isPage =
      entry._resourceType === 'document' ||
      (entry._resourceType === undefined && mimeType === 'text/html' && request.method === 'GET')
    return {
      startedAt: entry.startedDateTime,
      method: request.method.toUpperCase(),
      url: new URL(request.url),
      signedIn: /^bearer\s+\S/i.test(header(request.headers, 'authorization') ?? ''),
      // A multipart body (an ID picture) is a file: left out like a PDF, but for the type of
      // document chosen, which a replay chooses again.
      requestBody: /multipart/i.test(request.postData?.mimeType ?? '')
        ? documentTypeOf(request.postData?.text)
        : parseBody(request.postData?.mimeType ?? '', request.postData?.text),
      status: response.status,
      // A PDF or any other binary body is left where it is: its bytes are never read.
      responseBody:
        textual && !isPage
          ? parseBody(mimeType, decode(response.content.text, response.content.encoding))
          : undefined,
      bodyRecorded: response.content.text !== undefined,
      isPage,
      binary: !textual,
      isCall:
        entry._resourceType === undefined
          ? !isPage && CALL_ANSWER.test(mimeType)
          : CALL_TYPES.has(entry._resourceType),
    }
  })
  exchanges.sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt))
  // Counted, never kept: the story signs its borrower in with a token of its own.
  const tokens = new Set(
    parsed.data.log.entries.flatMap((entry) => {
      const value = header(entry.request.headers, 'authorization') ?? ''
      return /^bearer\s+\S/i.test(value) ? [value] : []
    }),
  ).size
  return { ok: true, exchanges, tokens }
}
