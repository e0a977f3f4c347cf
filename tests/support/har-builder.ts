/**
 * Small HAR 1.2 files built by hand for the converter's rules, in the two shapes browsers
 * write: Chromium's (a `_resourceType` on each entry, bodies as text) and Firefox's (no
 * resource type, bodies base64-encoded). Every value in them is made up.
 */

export type Browser = 'chromium' | 'firefox'

export interface Exchange {
  method?: string
  url: string
  /** A page load of the app rather than a call. */
  page?: boolean
  /** A file the page loaded (Chromium's resource type: 'stylesheet', 'script'). */
  file?: string
  token?: string
  body?: unknown
  status?: number
  answer?: unknown
  /** The answer's media type; JSON by default. */
  mimeType?: string
  /** Raw answer text (a PDF's bytes, say) instead of JSON. */
  answerText?: string
}

const ORIGIN = 'https://borrow.example.com'

export function harOf(exchanges: readonly Exchange[], browser: Browser = 'chromium'): string {
  const start = Date.parse('2026-01-05T10:00:00.000Z')
  const entries = exchanges.map((exchange, index) => {
    const mimeType = exchange.page ? 'text/html' : (exchange.mimeType ?? 'application/json')
    const text = exchange.page
      ? '<!doctype html><title>app</title>'
      : (exchange.answerText ??
        (exchange.answer === undefined ? '' : JSON.stringify(exchange.answer)))
    const encoded = browser === 'firefox' || mimeType === 'application/pdf'
    return {
      startedDateTime: new Date(start + index * 1_000).toISOString(),
      time: 12,
      request: {
        method: exchange.method ?? 'GET',
        url: `${ORIGIN}${exchange.url}`,
        httpVersion: 'HTTP/1.1',
        headers: exchange.token
          ? [{ name: 'Authorization', value: `Bearer ${exchange.token}` }]
          : [],
        queryString: [],
        cookies: [],
        headersSize: -1,
        bodySize: -1,
        ...(exchange.body === undefined
          ? {}
          : { postData: { mimeType: 'application/json', text: JSON.stringify(exchange.body) } }),
      },
      response: {
        status: exchange.status ?? 200,
        statusText: '',
        httpVersion: 'HTTP/1.1',
        headers: [{ name: 'Content-Type', value: mimeType }],
        cookies: [],
        content: {
          size: text.length,
          mimeType,
          text: encoded ? Buffer.from(text).toString('base64') : text,
          ...(encoded ? { encoding: 'base64' } : {}),
        },
        redirectURL: '',
        headersSize: -1,
        bodySize: -1,
      },
      cache: {},
      timings: { send: 0, wait: 10, receive: 2 },
      ...(browser === 'chromium'
        ? {
            _resourceType: exchange.page ? 'document' : (exchange.file ?? 'fetch'),
            pageref: 'page_1',
          }
        : { pageref: 'page_1' }),
    }
  })
  return JSON.stringify({
    log: {
      version: '1.2',
      creator: { name: browser === 'chromium' ? 'WebInspector' : 'Firefox', version: '1' },
      pages: [
        {
          id: 'page_1',
          startedDateTime: new Date(start).toISOString(),
          title: ORIGIN,
          pageTimings: {},
        },
      ],
      entries,
    },
  })
}
