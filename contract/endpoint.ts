import { z } from './zod'

/**
 * One call of the lending platform: where it lives, what it is sent and what it answers.
 * The app's HTTP client and the simulated backend both read these definitions, so a request
 * or answer shape exists exactly once.
 */

/** The deployed services; each gets its base URL from the runtime configuration. */
export type ServiceName =
  | 'lending' // /service-cryptopl-leap: applications, offers, collateral
  | 'application' // /service-application-cryptopl: refinance applications
  | 'profile'
  | 'identity'
  | 'identityBroker'
  | 'bankLink'
  | 'provenance'
  | 'optimize'
  | 'telemetry'
  | 'addressLookup'
  | 'content' // hosted files: banners, organisation info

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** How the body travels: JSON, multipart form data, a bare string, or nothing. */
export type BodyKind = 'json' | 'multipart' | 'text' | 'none'

/**
 * The media type a body of each kind is sent as, and the only one the services accept for it
 * (anything else is 415): a cross-site form cannot pass JSON off as text or a form.
 */
export const REQUEST_MEDIA_TYPES: Readonly<Record<BodyKind, string | null>> = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  text: 'text/plain',
  none: null,
}

/** How the answer is read: JSON parsed by the schema, PDF bytes, text, or nothing. */
export type ResponseKind = 'json' | 'pdf' | 'text' | 'none'

/**
 * Any zod schema: the app's (zod/mini, see contract/zod.ts) or one the simulation builds on
 * them with zod's classic form. Parse with zod's functions (`z.parse(endpoint.body, value)`).
 */
export type ContractSchema = z.core.$ZodType

export interface EndpointDefinition<
  TPath extends string = string,
  TQuery extends ContractSchema = ContractSchema,
  TBody extends ContractSchema = ContractSchema,
  TResponse extends ContractSchema = ContractSchema,
> {
  /** A stable name, used by fault injection in scenarios and in reports. */
  readonly id: string
  readonly service: ServiceName
  readonly method: HttpMethod
  /** Path template with `:param` segments, the syntax MSW matches too. */
  readonly path: TPath
  /** Secure calls carry the login token; insecure ones do not. */
  readonly secure: boolean
  readonly query: TQuery
  readonly body: TBody
  readonly bodyKind: BodyKind
  readonly response: TResponse
  readonly responseKind: ResponseKind
}

type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** `'/a/:uuid/b/:docUuid'` -> `{ uuid: string; docUuid: string }` */
export type PathParams<TPath extends string> = Simplify<
  TPath extends `${string}:${infer Param}/${infer Rest}`
    ? { [K in Param]: string } & PathParams<`/${Rest}`>
    : TPath extends `${string}:${infer Param}`
      ? { [K in Param]: string }
      : Record<never, never>
>

export type EndpointBody<E extends EndpointDefinition> = z.input<E['body']>
export type EndpointQuery<E extends EndpointDefinition> = z.input<E['query']>
export type EndpointResponse<E extends EndpointDefinition> = z.output<E['response']>

interface EndpointOptions<
  TPath extends string,
  TQuery extends ContractSchema,
  TBody extends ContractSchema,
  TResponse extends ContractSchema,
> {
  id: string
  service: ServiceName
  method: HttpMethod
  path: TPath
  secure: boolean
  query?: TQuery
  body?: TBody
  bodyKind?: BodyKind
  response: TResponse
  responseKind?: ResponseKind
}

const noQuery = z.strictObject({})
const noBody = z.undefined()

export function defineEndpoint<
  TPath extends string,
  TResponse extends ContractSchema,
  TQuery extends ContractSchema = typeof noQuery,
  TBody extends ContractSchema = typeof noBody,
>(
  options: EndpointOptions<TPath, TQuery, TBody, TResponse>,
): EndpointDefinition<TPath, TQuery, TBody, TResponse> {
  return {
    ...options,
    query: options.query ?? (noQuery as unknown as TQuery),
    body: options.body ?? (noBody as unknown as TBody),
    bodyKind: options.bodyKind ?? (options.body ? 'json' : 'none'),
    responseKind: options.responseKind ?? 'json',
  }
}

/** Fills `:param` segments, encoding each value. Throws when a parameter is missing. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`)
    return encodeURIComponent(value)
  })
}

export function isEndpoint(value: unknown): value is EndpointDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'path' in value &&
    'response' in value &&
    'service' in value
  )
}
