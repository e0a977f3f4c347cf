import { delay, HttpResponse, http, type RequestHandler } from 'msw'
import type { z } from 'zod'
import type { EndpointDefinition, ServiceName } from '@/api/contract/endpoint'
import type { Engine } from '../engine/engine'
import { SimError } from '../engine/sim-error'
import type { FaultInjector } from './fault-injector'
import type { Route } from './route-table'

/** Extra time on every call: a fixed number of milliseconds, or a [min, max] range. */
export type Latency = number | readonly [number, number]

export interface HandlerOptions {
  services: Record<ServiceName, string>
  routes: readonly Route[]
  engine: Engine
  faults: FaultInjector
  latency?: Latency
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
}

const answer = (status: number, message: string) => HttpResponse.json({ message }, { status })

function pickLatency(latency: Latency | undefined): number {
  if (latency === undefined) return 0
  if (typeof latency === 'number') return latency
  const [min, max] = latency
  return min + Math.random() * (max - min)
}

/** Why a value failed its schema, in one line a developer can act on. */
function reason(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ')
}

/** Query string as an object, with repeated keys as arrays (how the client sends arrays). */
function readQuery(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length > 1 ? values : (values[0] ?? '')
  }
  return query
}

type BodyResult = { ok: true; value: unknown } | { ok: false; message: string }

async function readBody(request: Request, endpoint: EndpointDefinition): Promise<BodyResult> {
  switch (endpoint.bodyKind) {
    case 'none':
      return { ok: true, value: undefined }
    case 'text':
      return { ok: true, value: await request.text() }
    case 'multipart': {
      const form = await request.formData().catch(() => null)
      if (!form) return { ok: false, message: 'Body is not multipart form data' }
      return { ok: true, value: Object.fromEntries(form.entries()) }
    }
    case 'json': {
      const text = await request.text()
      if (text === '') return { ok: true, value: undefined }
      try {
        return { ok: true, value: JSON.parse(text) }
      } catch {
        return { ok: false, message: 'Body is not valid JSON' }
      }
    }
  }
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(header)
  return match?.[1]?.trim() || null
}

/**
 * One MSW handler per route, all alike: faults first (they stand for the network and the
 * server being unwell), then the token, then the request against the contract, then the
 * engine, then the answer against the contract so the simulation cannot drift from it.
 */
export function createHandlers(options: HandlerOptions): RequestHandler[] {
  return options.routes.map(({ endpoint, handle }) => {
    const url = `${options.services[endpoint.service]}${endpoint.path}`
    const method = endpoint.method.toLowerCase() as Lowercase<EndpointDefinition['method']>

    return http[method](url, async ({ request, params }) => {
      const fault = options.faults.take(endpoint.id)
      const wait = pickLatency(options.latency) + fault.latencyMs
      if (wait > 0) await delay(wait)
      if (fault.networkError) return HttpResponse.error()
      if (fault.status !== null) {
        return answer(fault.status, fault.message ?? STATUS_MESSAGES[fault.status] ?? 'Error')
      }

      const borrower = options.engine.authenticate(bearerToken(request))
      if (endpoint.secure && !borrower) return answer(401, 'Unauthenticated')

      const query = endpoint.query.safeParse(readQuery(new URL(request.url)))
      if (!query.success) return answer(400, `Invalid query: ${reason(query.error)}`)
      const rawBody = await readBody(request, endpoint)
      if (!rawBody.ok) return answer(400, rawBody.message)
      const body = endpoint.body.safeParse(rawBody.value)
      if (!body.success) return answer(400, `Invalid body: ${reason(body.error)}`)

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
        })
      } catch (error) {
        if (error instanceof SimError) return answer(error.status, error.message)
        return answer(500, error instanceof Error ? error.message : 'Internal server error')
      }

      const checked = endpoint.response.safeParse(result)
      if (!checked.success) {
        return answer(500, `Simulated ${endpoint.id} broke its contract: ${reason(checked.error)}`)
      }
      return HttpResponse.json(checked.data as never)
    })
  })
}
