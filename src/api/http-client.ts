import { driftOf } from '@contract/drift'
import {
  type EndpointBody,
  type EndpointDefinition,
  type EndpointQuery,
  type EndpointResponse,
  fillPath,
  type PathParams,
  REQUEST_MEDIA_TYPES,
} from '@contract/endpoint'
import { z } from '@contract/zod'
import type { RuntimeConfig } from '@/config/runtime-config'
import { ApiError, endsSession, serverMessage } from './api-error'
import type { ReportContractDrift } from './contract-probe'
import type { SessionToken } from './session-token'

export interface CallInput<E extends EndpointDefinition> {
  params?: PathParams<E['path']>
  query?: EndpointQuery<E>
  body?: EndpointBody<E>
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Lets the request outlive the page (a last telemetry event as the tab closes). */
  keepalive?: boolean
  /** Sees the headers of a successful answer (some calls carry data there, e.g. wallets). */
  readHeaders?: (headers: Headers) => void
  /**
   * A secure call made with this token instead of the kept one: a sign-in not complete yet
   * (a code still to give). Its refusal says nothing of the kept session, which it leaves as is.
   */
  token?: string
}

export interface HttpClientOptions {
  services: RuntimeConfig['services']
  token: SessionToken
  /** Called when a secure call is refused as unauthenticated (401, or 403 Unauthenticated), after
   * the token it carried, if any, was removed. */
  onUnauthenticated?: () => void
  /** Optional global error callback, called for every failed call. */
  onError?: (error: ApiError) => void
  fetch?: typeof fetch
  /**
   * The contract probe's collector (contract-probe.ts): an answer that leaves the
   * contract is reported and returned as it came. Honoured only where __CONTRACT_PROBE__ is
   * true; the production build drops it.
   */
  onContractDrift?: ReportContractDrift | undefined
}

export type HttpClient = ReturnType<typeof createHttpClient>

/** Query parameters with arrays repeated: `?a=1&a=2`. */
export function serializeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

function encodeBody(endpoint: EndpointDefinition, body: unknown): BodyInit | undefined {
  switch (endpoint.bodyKind) {
    case 'none':
      return undefined
    case 'text':
      return String(body)
    case 'multipart': {
      const form = new FormData()
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
        if (value === undefined) continue
        form.append(key, value instanceof Blob ? value : String(value))
      }
      return form
    }
    case 'json':
      return JSON.stringify(body)
  }
}

const accepts: Record<EndpointDefinition['responseKind'], string> = {
  json: 'application/json',
  pdf: 'application/pdf',
  text: 'text/plain',
  none: '*/*',
}

/** Reads an answer as JSON, PDF bytes or text, by its content type. */
async function readBody(response: Response, url: string): Promise<unknown> {
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('application/pdf') || type.includes('application/octet-stream')) {
    return response.blob()
  }
  const text = await response.text()
  if (!type.includes('json')) return text
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(
      `Response was not convertible to json for ${url}`,
      response.status,
      response.statusText,
      text,
      url,
    )
  }
}

export function createHttpClient(options: HttpClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))

  /**
   * A rejected token ends the session. A secure call refused while no token was kept (it was
   * removed from storage in this tab, which no storage event announces) finds the borrower
   * signed out: the session is read again so every screen shows it. An insecure call's 401 says
   * nothing about the borrower's sign-in.
   */
  function fail(error: ApiError, secure: boolean, sentToken: boolean): never {
    if (secure && endsSession(error)) {
      if (sentToken) options.token.clear()
      options.onUnauthenticated?.()
    }
    options.onError?.(error)
    throw error
  }

  async function call<E extends EndpointDefinition>(
    endpoint: E,
    input: CallInput<E> = {},
  ): Promise<EndpointResponse<E>> {
    const query = z.parse(endpoint.query, input.query ?? {}) as Record<string, unknown>
    const body = z.parse(endpoint.body, input.body)
    const path = fillPath(endpoint.path, (input.params ?? {}) as Record<string, string>)
    const url = `${options.services[endpoint.service]}${path}${serializeQuery(query)}`

    const headers: Record<string, string> = {
      Accept: accepts[endpoint.responseKind],
      ...input.headers,
    }
    // A form's type is set by the browser, with the boundary between its parts.
    const contentType = REQUEST_MEDIA_TYPES[endpoint.bodyKind]
    if (contentType && endpoint.bodyKind !== 'multipart') headers['Content-Type'] = contentType
    const token = endpoint.secure ? (input.token ?? options.token.get()) : null
    if (token) headers.Authorization = `Bearer ${token}`
    const sentToken = token !== null
    // Only a call made with the kept token can end the session.
    const secure = endpoint.secure && input.token === undefined

    let response: Response | undefined
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        headers,
        body: encodeBody(endpoint, body),
        credentials: 'include',
        signal: input.signal,
        ...(input.keepalive ? { keepalive: true } : {}),
      })
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
      return fail(
        new ApiError('The service could not be reached.', 0, 'Network error', cause, url),
        secure,
        sentToken,
      )
    }
    if (!response)
      return fail(
        new ApiError(`Response was not defined for ${url}`, 0, '', null, url),
        secure,
        sentToken,
      )

    const payload = await readBody(response, url).catch((error: unknown) =>
      fail(
        error instanceof ApiError
          ? error
          : new ApiError(String(error), response.status, response.statusText, null, url),
        secure,
        sentToken,
      ),
    )
    if (!response.ok) {
      const message =
        serverMessage(payload) ?? (response.statusText || `Request failed with ${response.status}`)
      return fail(
        new ApiError(message, response.status, response.statusText, payload, url),
        secure,
        sentToken,
      )
    }
    input.readHeaders?.(response.headers)
    if (endpoint.responseKind !== 'json') return payload as EndpointResponse<E>

    const parsed = z.safeParse(endpoint.response, payload)
    if (!parsed.success && __CONTRACT_PROBE__ && options.onContractDrift) {
      options.onContractDrift({
        call: endpoint.id,
        method: endpoint.method,
        url,
        status: response.status,
        issues: driftOf(endpoint.response, payload),
      })
      return payload as EndpointResponse<E>
    }
    if (!parsed.success) {
      return fail(
        new ApiError(
          `Response did not match the contract for ${url}`,
          response.status,
          response.statusText,
          payload,
          url,
        ),
        secure,
        sentToken,
      )
    }
    return parsed.data as EndpointResponse<E>
  }

  return { call }
}
