import { allEndpoints } from '@contract/catalogue'
import type { EndpointDefinition, ServiceName } from '@contract/endpoint'
import { refusalSchema } from '@contract/refusal'
import { z } from 'zod'
import { successStatusOf } from '../core/answer'
import { codeFor } from '../http/error-answer'
import { BODY_BOUNDS, MAX_BODY_BYTES, MAX_QUERY_PARAMETERS } from '../http/request-limits'
import type { AssumptionNote } from './contract-assumptions'

/**
 * An OpenAPI 3.1 description of the contract, built from the same zod definitions the app and
 * the simulated backend use. Paths are written under the origin with their service's path in
 * front (as config.json places them): two services answer the same document paths, so the
 * bare endpoint paths would collide as OpenAPI path keys.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

export interface OpenApiOptions {
  endpoints?: readonly EndpointDefinition[]
  /** Path of each service under the origin, as in the shipped config.json. */
  servicePaths: Record<ServiceName, string>
  assumptions?: readonly AssumptionNote[]
  /** The simulation's answer in a story, per endpoint id: the success answer's example. */
  examples?: Readonly<Record<string, { story: string; answer: unknown }>>
  title?: string
  version?: string
}

export interface OpenApiDocument extends JsonObject {
  openapi: '3.1.0'
  paths: { [path: string]: { [method: string]: JsonObject } }
  components: { schemas: { [name: string]: Json }; securitySchemes: JsonObject }
}

const BINARY: JsonObject = { type: 'string', format: 'binary' }

/** `/a/:uuid/b` -> `/a/{uuid}/b` */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z]\w*)/g, '{$1}')
}

export function fullPath(servicePath: string, path: string): string {
  const joined = `${servicePath}${path}`
  return joined === '' ? '/' : joined
}

function pathParameters(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1] as string)
}

/**
 * The wire shape of a schema: its input side (what is sent, or what an answer must look like
 * before parsing). Shapes JSON Schema cannot say degrade instead of throwing: a file is a
 * binary string, anything else unknown is left open.
 */
function toSchema(schema: z.core.$ZodType, hoist: (defs: JsonObject) => void): JsonObject {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override(context) {
      const { type } = (context.zodSchema as { _zod: { def: { type: string } } })._zod.def
      if (type === 'custom') {
        // A schema that takes a Blob is a file; any other custom check stays open.
        Object.assign(
          context.jsonSchema,
          accepts(context.zodSchema, new Blob([]))
            ? BINARY
            : { description: 'Not expressible in JSON Schema' },
        )
      }
    },
  }) as JsonObject
  const { $schema: _, $defs, ...rest } = json
  if ($defs && typeof $defs === 'object' && !Array.isArray($defs)) hoist($defs)
  return rest
}

function accepts(schema: unknown, value: unknown): boolean {
  const candidate = schema as { safeParse?: (input: unknown) => { success: boolean } }
  return candidate.safeParse?.(value).success ?? false
}

/** Rewrites `#/$defs/name` to the hoisted component's name. */
function rewriteRefs(value: Json, rename: (name: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rename))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
          ? [key, `#/components/schemas/${rename(inner.slice('#/$defs/'.length))}`]
          : [key, rewriteRefs(inner, rename)],
      ),
    )
  }
  return value
}

function acceptsUndefined(schema: z.core.$ZodType): boolean {
  return z.safeParse(schema, undefined).success
}

const BODY_MEDIA: Record<'json' | 'multipart' | 'text', string> = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  text: 'text/plain',
}

export function createOpenApiDocument(options: OpenApiOptions): OpenApiDocument {
  const endpoints = options.endpoints ?? allEndpoints
  const notes = options.assumptions ?? []
  const schemas: { [name: string]: Json } = {}
  const paths: OpenApiDocument['paths'] = {}

  for (const endpoint of endpoints) {
    const prefix = `${endpoint.id}.`
    const rename = (name: string) => `${prefix}${name}`
    const schemaOf = (schema: z.core.$ZodType): JsonObject => {
      const defs: JsonObject = {}
      const converted = toSchema(schema, (found) => Object.assign(defs, found))
      for (const [name, def] of Object.entries(defs))
        schemas[rename(name)] = rewriteRefs(def, rename)
      return rewriteRefs(converted, rename) as JsonObject
    }

    const parameters: Json[] = pathParameters(endpoint.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }))
    const query = schemaOf(endpoint.query)
    const required = Array.isArray(query.required) ? query.required : []
    const properties = (query.properties ?? {}) as JsonObject
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.includes(name), schema })
    }

    const operation: JsonObject = {
      operationId: endpoint.id,
      summary: summaryOf(endpoint),
      tags: [endpoint.service],
    }
    if (parameters.length > 0) operation.parameters = parameters
    if (endpoint.bodyKind !== 'none') {
      const body = schemaOf(endpoint.body)
      // A check JSON Schema cannot carry from zod: exactly one of state and country.
      if (takesOneResidence(endpoint.body)) body.oneOf = RESIDENCE_ONE_OF
      operation.requestBody = {
        required: !acceptsUndefined(endpoint.body),
        content: { [BODY_MEDIA[endpoint.bodyKind]]: { schema: body } },
      }
    }
    const success = responseOf(endpoint, schemaOf)
    const example = options.examples?.[endpoint.id]
    if (example !== undefined && endpoint.responseKind === 'json') {
      const content = success.content as { 'application/json': JsonObject }
      content['application/json'].examples = {
        [example.story]: {
          summary: `The simulation's answer in the story ${example.story}`,
          value: example.answer as Json,
        },
      }
    }
    operation.responses = {
      [String(successStatusOf(endpoint.responseKind))]: success,
      ...Object.fromEntries(
        Object.entries(refusalsOf(endpoint)).map(([status, description]) => [
          status,
          { description, content: { 'application/json': { schema: refusalOf(Number(status)) } } },
        ]),
      ),
      default: {
        description: 'Any other refusal or failure: a status of 400 or more, with a message.',
        content: { 'application/json': { schema: { $ref: REFUSAL_REF } } },
      },
    }
    // A call without the token says so: it is public, not forgotten.
    operation.security = endpoint.secure ? [{ bearer: [] }] : []
    const assumptions = notes
      .filter((note) => note.endpointIds.includes(endpoint.id))
      .map((note) => note.text)
    if (assumptions.length > 0) operation['x-assumption'] = assumptions

    const key = toOpenApiPath(fullPath(options.servicePaths[endpoint.service], endpoint.path))
    const item = paths[key] ?? {}
    const method = endpoint.method.toLowerCase()
    if (item[method]) {
      throw new Error(`${endpoint.id} and ${String(item[method].operationId)} share ${key}`)
    }
    item[method] = operation
    paths[key] = item
  }

  const services = Object.entries(options.servicePaths) as [ServiceName, string][]
  const used = new Set(endpoints.map((endpoint) => endpoint.service))
  const loose = notes.filter((note) => note.endpointIds.length === 0)
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Crypto-backed loan: lending platform calls',
      version: options.version ?? '0.1.0',
      description:
        'Generated from the zod contract. Paths start with their service path from config.json; an empty service path means the service is on the origin itself.',
    },
    servers: [{ url: '/', description: 'The origin the app is served from' }],
    tags: services
      .filter(([service]) => used.has(service))
      .map(([service, path]) => ({
        name: service,
        description: path === '' ? 'On the origin itself' : `Under ${path}`,
        'x-service-path': path,
      })),
    paths,
    components: {
      schemas: { ...schemas, Refusal: toSchema(refusalSchema, () => undefined) },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The login token, sent on secure calls only.',
        },
      },
    },
    ...(loose.length > 0
      ? {
          'x-assumptions': loose.map((note) => ({
            file: note.file,
            line: note.line,
            text: note.text,
          })),
        }
      : {}),
  }
}

const REFUSAL_REF = '#/components/schemas/Refusal'

/** A refusal of one status, with the code the simulated backend gives it. */
function refusalOf(status: number): JsonObject {
  return {
    allOf: [
      { $ref: REFUSAL_REF },
      { properties: { status: { const: status }, code: { const: codeFor(status) } } },
    ],
  }
}

const RESIDENCE_ONE_OF: Json = [{ required: ['state'] }, { required: ['country'] }]

/**
 * Whether a body schema holds the residence check of contract/common.ts (exactly one
 * of state and country), told by what its refinement takes: one of them, not both or neither.
 */
function takesOneResidence(schema: z.core.$ZodType): boolean {
  const checks = (schema._zod.def as { checks?: { _zod: { def: { fn?: unknown } } }[] }).checks
  return (checks ?? []).some(({ _zod }) => {
    const fn = _zod.def.fn
    if (typeof fn !== 'function') return false
    const takes = (value: object) => {
      try {
        return fn(value) === true
      } catch {
        return false
      }
    }
    return (
      takes({ state: 'CA' }) &&
      takes({ country: 'GB' }) &&
      !takes({ state: 'CA', country: 'GB' }) &&
      !takes({})
    )
  })
}

/** `refinance.listUnsignedDocuments` -> `List unsigned documents (refinance)` */
export function summaryOf(endpoint: EndpointDefinition): string {
  const [name = '', prefix] = endpoint.id.split('.').reverse()
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase())
  return prefix ? `${words} (${prefix})` : words
}

/**
 * The refusals every service of the contract makes, by what a call carries (as the simulated
 * backend checks them, in sim/http/create-handlers.ts): a request it cannot read, a missing or
 * rejected token, an identifier it does not know (another borrower's application included), a
 * body too large or of another media type.
 */
export function refusalsOf(endpoint: EndpointDefinition): Record<string, string> {
  const bad = [
    'The request does not match the contract: its URL, query or body',
    `, or its query holds more than ${MAX_QUERY_PARAMETERS} parameters`,
  ]
  if (takesOneResidence(endpoint.body)) {
    bad.push('; the body names both state and country, or neither (exactly one is taken)')
  }
  if (endpoint.bodyKind === 'multipart') bad.push('; the file is larger than 10 MB')
  const refusals: Record<string, string> = { '400': `${bad.join('')}.` }
  if (endpoint.secure) refusals['401'] = 'No token, or one the service does not accept.'
  if (pathParameters(endpoint.path).length > 0) {
    refusals['404'] =
      'Nothing is known by the identifier in the path, or it belongs to another borrower.'
  }
  if (endpoint.bodyKind === 'json' || endpoint.bodyKind === 'text') {
    refusals['413'] =
      `The body is larger than ${MAX_BODY_BYTES / (1024 * 1024)} MB` +
      (endpoint.bodyKind === 'json'
        ? `, or holds an array of more than ${BODY_BOUNDS.arrayItems} items, an object of more than ${BODY_BOUNDS.objectFields} fields, more than ${BODY_BOUNDS.values} values or nesting deeper than ${BODY_BOUNDS.depth}.`
        : '.')
  }
  if (endpoint.bodyKind !== 'none') {
    refusals['415'] = 'The body is not sent as its declared media type.'
  }
  return refusals
}

function responseOf(
  endpoint: EndpointDefinition,
  schemaOf: (schema: z.core.$ZodType) => JsonObject,
): JsonObject {
  switch (endpoint.responseKind) {
    case 'json':
      return {
        description: 'Success',
        content: { 'application/json': { schema: schemaOf(endpoint.response) } },
      }
    case 'pdf':
      return { description: 'The PDF file', content: { 'application/pdf': { schema: BINARY } } }
    case 'text':
      return {
        description: 'Success',
        content: { 'text/plain': { schema: { type: 'string' } } },
      }
    case 'none':
      return { description: 'Success, no content' }
  }
}
