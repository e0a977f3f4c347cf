import { randomUUID } from 'node:crypto'
import { OPENAPI_PATH } from '@sim/openapi/serve-openapi'
import { beforeAll, describe, expect, it } from 'vitest'
import { simServerForTheFile } from './loopback-server'

/**
 * The OpenAPI document the simulation server publishes says what the server answers: every
 * operation is called over HTTP as a borrower of a story would and as others would (without a
 * token, with a body of another media type or not JSON, naming nothing known), and each answer's
 * status must be one the operation documents (a refusal may fall under `default`), with content
 * exactly when the document gives content, of a documented media type, and a refusal's code the
 * one documented for its status. A required body and query are made from the document's own
 * schemas, so the calls reach successes of every kind.
 */

interface Operation {
  operationId: string
  parameters?: { name: string; in: string; required: boolean; schema: Schema }[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>
}
type Document = {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema> }
}
type Schema = {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  properties?: Record<string, Schema>
  required?: string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  minLength?: number
  minimum?: number
  format?: string
}

/** The plainest value a schema takes: what a caller sends who fills in only what is required. */
function sample(schema: Schema, depth = 0): unknown {
  if (depth > 8) return null
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '')
    return sample(document.components.schemas[name] ?? {}, depth + 1)
  }
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  const choice = schema.anyOf?.[0] ?? schema.allOf?.[0]
  if (choice) return sample(choice, depth + 1)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return schema.format === 'date'
        ? '2000-01-01'
        : 'x'.repeat(Math.max(2, schema.minLength ?? 2))
    case 'number':
    case 'integer':
      return Math.max(1, schema.minimum ?? 1)
    case 'boolean':
      return true
    case 'array':
      return []
    case 'object': {
      const value: Record<string, unknown> = {}
      const required = new Set(schema.required ?? [])
      // Exactly one of state and country: the first.
      if (schema.oneOf)
        for (const part of schema.oneOf.slice(0, 1))
          for (const name of part.required ?? []) required.add(name)
      for (const name of required) value[name] = sample(schema.properties?.[name] ?? {}, depth + 1)
      return value
    }
    default:
      return null
  }
}

const server = simServerForTheFile({ scenario: 'returning-borrower' })
let origin: string
let document: Document
let appUuid: string

const signIn = async () => {
  const answer = await fetch(`${origin}/__simulation/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dana.whitfield@example.com' }),
  })
  return ((await answer.json()) as { token: string }).token
}

beforeAll(async () => {
  origin = server().origin
  document = (await (await fetch(`${origin}${OPENAPI_PATH}`)).json()) as Document
  const apps = await fetch(`${origin}/service-cryptopl-leap/secure/api/v1/fetch-user/apps`, {
    headers: { authorization: `Bearer ${await signIn()}` },
  })
  appUuid = ((await apps.json()) as { appUuid: string }[])[0]?.appUuid ?? ''
})

/** The code the document gives a refusal of this status, if it gives one. */
function documentedCode(response: Operation['responses'][string]): string | undefined {
  const schema = response.content?.['application/json']?.schema as
    | { allOf?: { properties?: { code?: { const?: string } } }[] }
    | undefined
  return schema?.allOf?.find((part) => part.properties?.code)?.properties?.code?.const
}

/** How an answer disagrees with its operation's document, or null. */
async function disagreement(operation: Operation, answer: Response): Promise<string | null> {
  const status = String(answer.status)
  const explicit = operation.responses[status]
  const documented = explicit ?? (answer.status >= 400 ? operation.responses.default : undefined)
  if (!documented) return `answered ${status}, which is not documented`
  const body = await answer.text()
  const media = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? ''
  if (!documented.content && body.length > 0) return `${status} has content, documented none`
  if (documented.content && body.length === 0) return `${status} has none, documented content`
  if (documented.content && !(media in documented.content)) {
    return `${status} is ${media}, documented ${Object.keys(documented.content).join(', ')}`
  }
  if (answer.status >= 400) {
    const code = (JSON.parse(body) as { code?: string }).code
    if (code === 'ERROR') return `${status} carries the generic code ERROR`
    const expected = explicit ? documentedCode(explicit) : undefined
    if (expected !== undefined && code !== expected) {
      return `${status} carries code ${code}, documented ${expected}`
    }
  }
  return null
}

/** The path with its parameters filled: the story's application, or an id nobody knows. */
function fill(path: string, known: boolean, operation?: Operation): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    known && (name === 'appUuid' || name === 'uuid') ? appUuid : randomUUID(),
  )
  const query = new URLSearchParams()
  for (const parameter of operation?.parameters ?? []) {
    if (parameter.in === 'query' && parameter.required) {
      query.set(parameter.name, String(sample(parameter.schema)))
    }
  }
  return query.size > 0 ? `${filled}?${query}` : filled
}

describe('the OpenAPI document says what the server answers', () => {
  // A ceiling for a loaded machine (every operation, six ways, over HTTP: about 2 s alone), never a wait.
  it('for every operation, called as a borrower and as others', async () => {
    const found: string[] = []
    const seen = new Set<string>()
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const token = await signIn()
        const media = Object.keys(operation.requestBody?.content ?? {})[0]
        const other = media === 'application/json' ? 'text/plain' : 'application/json'
        const calls: [string, string, RequestInit][] = [
          ['anonymous', fill(path, true), {}],
          ['as the borrower', fill(path, true), { headers: { authorization: `Bearer ${token}` } }],
          [
            'as the borrower, with what is required',
            fill(path, true, operation),
            {
              headers: {
                authorization: `Bearer ${token}`,
                ...(media ? { 'content-type': media } : {}),
              },
              body:
                media === 'application/json'
                  ? JSON.stringify(sample(operation.requestBody?.content[media]?.schema ?? {}))
                  : undefined,
            },
          ],
          [
            'naming nothing known',
            fill(path, false),
            { headers: { authorization: `Bearer ${token}` } },
          ],
        ]
        if (media) {
          calls.push([
            `with a body as ${other}`,
            fill(path, true),
            { headers: { authorization: `Bearer ${token}`, 'content-type': other }, body: '"x"' },
          ])
        }
        if (media === 'application/json') {
          calls.push([
            'with an empty object',
            fill(path, true),
            { headers: { authorization: `Bearer ${token}`, 'content-type': media }, body: '{}' },
          ])
          calls.push([
            'with a body that is not JSON',
            fill(path, true),
            { headers: { authorization: `Bearer ${token}`, 'content-type': media }, body: '{' },
          ])
        }
        for (const [who, url, init] of calls) {
          const answer = await fetch(`${origin}${url}`, { ...init, method: method.toUpperCase() })
          seen.add(`${answer.status}`)
          const wrong = await disagreement(operation, answer)
          if (wrong) found.push(`${operation.operationId} ${who}: ${wrong}`)
        }
      }
    }
    // A body naming both state and country: refused where the document says exactly one.
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const schema = operation.requestBody?.content['application/json']?.schema
        if (!schema) continue
        const body = { ...(sample(schema) as object), state: 'CA', country: 'US' }
        const answer = await fetch(`${origin}${fill(path, true, operation)}`, {
          method: method.toUpperCase(),
          headers: {
            authorization: `Bearer ${await signIn()}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        })
        const refusedForIt = (await answer.text()).includes('Exactly one of state or country')
        if (refusedForIt && !schema.oneOf) {
          found.push(`${operation.operationId}: refuses state and country together, undocumented`)
        }
      }
    }
    expect(found).toEqual([])
    // The calls reached successes of both kinds and the refusals the document lists.
    for (const status of ['200', '204', '400', '401', '404', '415']) {
      expect(seen, status).toContain(status)
    }
  }, 90_000)
})
