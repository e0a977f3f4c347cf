import { allEndpoints } from '@contract/catalogue'
import { type EndpointDefinition, REQUEST_MEDIA_TYPES, type ServiceName } from '@contract/endpoint'
import { delay, HttpResponse, http, type RequestHandler } from 'msw'
import { z } from 'zod'
import { MAX_IDENTITY_DOCUMENT_BYTES } from '../borrower/borrower-operations'
import { isAnswerWithHeaders, successStatusOf } from '../core/answer'
import type { Route } from '../core/route'
import { SimError } from '../core/sim-error'
import type { Engine } from '../engine/engine'
import { createApiMatcher, endpointPattern } from './api-matcher'
import { defaultMessageFor, errorAnswer } from './error-answer'
import type { FaultInjector } from './fault-injector'
import {
  beyondBodyBounds,
  hasTooManyParameters,
  hasValidEncoding,
  MAX_BODY_BYTES,
  MAX_QUERY_PARAMETERS,
  readLimited,
} from './request-limits'
import { simulationOnlyHandlers } from './simulation-only-routes'

/**
 * Extra time on every call: a fixed number of milliseconds, a [min, max] range, or asked of a
 * function each call (a pace that changes as the demo goes on).
 */
export type Latency = number | readonly [number, number] | (() => number)

export interface HandlerOptions {
  services: Record<ServiceName, string>
  routes: readonly Route[]
  engine: Engine
  faults: FaultInjector
  latency?: Latency
  /** The contract's calls; every one without a route answers 501. The whole catalogue by default. */
  endpoints?: readonly EndpointDefinition[]
  /**
   * Runs once the engine has handled a call, before it is answered: a saved world keeps what
   * the call changed, so a page reloaded or left right after the answer still finds it.
   */
  afterCall?: () => Promise<void>
}

function pickLatency(latency: Latency | undefined): number {
  if (latency === undefined) return 0
  if (typeof latency === 'number') return latency
  if (typeof latency === 'function') return latency()
  const [min, max] = latency
  return min + Math.random() * (max - min)
}

/** Why a value failed its schema, in one line a developer can act on. */
function reason(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ')
}

/** Query string as an object, with repeated keys as arrays (how the client sends arrays). */
function readQuery(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  // One pass: asking each key's values in turn costs the square of the parameters.
  for (const [key, value] of url.searchParams) {
    const seen = Object.hasOwn(query, key) ? query[key] : undefined
    if (seen === undefined) query[key] = value
    else if (Array.isArray(seen)) seen.push(value)
    else query[key] = [seen, value]
  }
  return query
}

type BodyResult = { ok: true; value: unknown } | { ok: false; status: number; message: string }

// Room for the form's boundaries and other fields around an upload's file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** The most a call may send: uploads carry a file of up to 10 MB, everything else 1 MB. */
function bodyLimitOf(endpoint: EndpointDefinition | undefined): number {
  return endpoint?.bodyKind === 'multipart'
    ? MAX_IDENTITY_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES
    : MAX_BODY_BYTES
}

/** An upload over the limit is the borrower's file being too big: a 400 that says so. */
const tooLarge = (endpoint?: EndpointDefinition): BodyResult =>
  endpoint?.bodyKind === 'multipart'
    ? { ok: false, status: 400, message: 'The file is larger than 10 MB' }
    : {
        ok: false,
        status: 413,
        message: `Request body is larger than ${MAX_BODY_BYTES / (1024 * 1024)} MB`,
      }

/** The media type of a request's Content-Type header, without its parameters. */
function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

async function readBody(request: Request, endpoint: EndpointDefinition): Promise<BodyResult> {
  if (endpoint.bodyKind === 'none') return { ok: true, value: undefined }
  const read = await readLimited(request, bodyLimitOf(endpoint))
  if (!read.ok) return tooLarge(endpoint)
  // A body is taken only as the type its contract declares (a call sent with none is fine).
  const expected = REQUEST_MEDIA_TYPES[endpoint.bodyKind]
  if (read.bytes.length > 0 && mediaTypeOf(request) !== expected) {
    return { ok: false, status: 415, message: `Send this body as ${expected}` }
  }
  switch (endpoint.bodyKind) {
    case 'text':
      return { ok: true, value: new TextDecoder().decode(read.bytes) }
    case 'multipart': {
      const type = request.headers.get('content-type') ?? ''
      const form = await new Response(read.bytes, { headers: { 'content-type': type } })
        .formData()
        .catch(() => null)
      if (!form) return { ok: false, status: 400, message: 'Body is not multipart form data' }
      return { ok: true, value: Object.fromEntries(form.entries()) }
    }
    case 'json': {
      const text = new TextDecoder().decode(read.bytes)
      if (text === '') return { ok: true, value: undefined }
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch {
        return { ok: false, status: 400, message: 'Body is not valid JSON' }
      }
      const beyond = beyondBodyBounds(value)
      return beyond ? { ok: false, status: 413, message: beyond } : { ok: true, value }
    }
  }
}

/** The application a call names in its path (`/applications/{uuid}` or `{appUuid}`), if any. */
export function applicationOf(
  endpoint: EndpointDefinition,
  params: Record<string, string>,
): string | null {
  if (!endpoint.path.includes('/applications/:')) return null
  return params.appUuid ?? params.uuid ?? null
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(header)
  return match?.[1]?.trim() || null
}

/**
 * Every route answers alike: faults first (they stand for the network and the
 * server being unwell), then the token, then who may reach the application the call names,
 * then the request against the contract (its body's media type first), then the engine, then the answer against the contract so the simulation cannot drift from it.
 * Around them: a guard for requests no route should read (bad encoding, a body over the
 * limit) and a last handler for API calls no route answers (501, 405, 404), so nothing meant
 * for the API reaches the network. Other URLs (the app's own files) are not touched.
 */
export function createHandlers(options: HandlerOptions): RequestHandler[] {
  const endpoints = options.endpoints ?? allEndpoints
  const api = createApiMatcher(options.services, endpoints)
  const routed = new Set(options.routes.map(({ endpoint }) => endpoint.id))

  const guard = http.all(api.pattern, ({ request }) => {
    if (!hasValidEncoding(new URL(request.url))) {
      return errorAnswer(400, 'Malformed percent-encoding in the request URL')
    }
    if (hasTooManyParameters(new URL(request.url))) {
      return errorAnswer(400, `A query takes at most ${MAX_QUERY_PARAMETERS} parameters`)
    }
    const declared = Number(request.headers.get('content-length'))
    const endpoint = api
      .endpointsAt(new URL(request.url))
      .find((candidate) => candidate.method === request.method)
    if (Number.isFinite(declared) && declared > bodyLimitOf(endpoint)) {
      const refusal = tooLarge(endpoint)
      if (!refusal.ok) return errorAnswer(refusal.status, refusal.message)
    }
    return undefined
  })

  /** A route's answer to a request at its endpoint, with the path's parameters. */
  async function answer(
    { endpoint, handle, pendingSignIn }: Route,
    request: Request,
    params: Record<string, string>,
  ): Promise<Response> {
    const fault = options.faults.take(endpoint.id)
    const wait = pickLatency(options.latency) + fault.latencyMs
    if (wait > 0) await delay(wait)
    if (fault.networkError) return HttpResponse.error()
    if (fault.status !== null) {
      return errorAnswer(fault.status, fault.message ?? defaultMessageFor(fault.status))
    }

    const token = bearerToken(request)
    const borrower = options.engine.authenticate(token, { pendingSignIn: pendingSignIn === true })
    if (endpoint.secure && !borrower) return errorAnswer(401, 'Unauthenticated')
    // An owned application answers its owner alone, before anything of the call is read.
    const appUuid = applicationOf(endpoint, params)
    if (appUuid !== null) {
      try {
        options.engine.refuseUnlessReachable(appUuid, borrower)
      } catch (error) {
        if (error instanceof SimError) return errorAnswer(error.status, error.message)
        throw error
      }
    }

    const rawBody = await readBody(request, endpoint)
    if (!rawBody.ok) return errorAnswer(rawBody.status, rawBody.message)
    const query = z.safeParse(endpoint.query, readQuery(new URL(request.url)))
    if (!query.success) return errorAnswer(400, `Invalid query: ${reason(query.error)}`)
    const body = z.safeParse(endpoint.body, rawBody.value)
    if (!body.success) return errorAnswer(400, `Invalid body: ${reason(body.error)}`)

    let result: unknown
    try {
      // The lender's scheduled work due by now happens before the call sees the world.
      await options.engine.runDueJobs()
      result = await handle({
        engine: options.engine,
        params: params as Record<string, string>,
        query: query.data,
        body: body.data,
        borrower,
        token,
      })
    } catch (error) {
      if (error instanceof SimError) {
        return errorAnswer(error.status, error.message, undefined, error.errorCode, error.reasons)
      }
      return errorAnswer(500, error instanceof Error ? error.message : undefined)
    } finally {
      await options.afterCall?.()
    }

    const headers = isAnswerWithHeaders(result) ? result.headers : undefined
    const checked = z.safeParse(
      endpoint.response,
      isAnswerWithHeaders(result) ? result.body : result,
    )
    if (!checked.success) {
      return errorAnswer(
        500,
        `Simulated ${endpoint.id} broke its contract: ${reason(checked.error)}`,
      )
    }
    if (endpoint.responseKind === 'none') {
      return new HttpResponse(null, { status: successStatusOf('none'), headers })
    }
    if (endpoint.responseKind === 'pdf') {
      return new HttpResponse(checked.data as Blob, {
        headers: { ...headers, 'Content-Type': 'application/pdf' },
      })
    }
    return HttpResponse.json(checked.data as never, {
      // A page on another origin may read the headers a route sets.
      headers: headers && {
        ...headers,
        'Access-Control-Expose-Headers': Object.keys(headers).join(', '),
      },
    })
  }

  // One MSW handler finds the route of every API call: MSW would otherwise try each route's own
  // handler in turn, parsing the URL and every cookie again for each (most of a call's cost in
  // the page). The first route of the same method whose path matches answers, as MSW's order did.
  const located = options.routes.map((route) => ({
    route,
    method: route.endpoint.method,
    pattern: endpointPattern(options.services[route.endpoint.service], route.endpoint.path, true),
  }))
  const router = http.all(api.pattern, ({ request }) => {
    const url = new URL(request.url)
    const clean = `${url.origin}${url.pathname}`
    for (const { route, method, pattern } of located) {
      if (method !== request.method) continue
      const match = pattern.exec(clean)
      if (!match) continue
      const params: Record<string, string> = {}
      for (const [name, value] of Object.entries(match.groups ?? {})) {
        params[name] = decodeURIComponent(value)
      }
      return answer(route, request, params)
    }
    return undefined
  })

  const unanswered = http.all(api.pattern, ({ request }) => {
    const url = new URL(request.url)
    // A literal path ('/authlink/linkError') wins over a template that also matches it.
    const here = api
      .endpointsAt(url)
      .sort((a, b) => a.path.split(':').length - b.path.split(':').length)
    const same = here.find((endpoint) => endpoint.method === request.method)
    if (same && !routed.has(same.id)) {
      return errorAnswer(501, `The simulated backend does not implement ${same.id} yet`)
    }
    if (here.length > 0 && !same) {
      const allow = [...new Set(here.map((endpoint) => endpoint.method))].join(', ')
      return errorAnswer(405, `${request.method} is not allowed here; use ${allow}`, {
        Allow: allow,
      })
    }
    return errorAnswer(404, `No such endpoint: ${request.method} ${url.pathname}`)
  })

  return [guard, router, ...simulationOnlyHandlers(options), unanswered]
}
