import { allEndpoints } from '@contract/catalogue'
import {
  type AssumptionNote,
  readAssumptions,
  readContractAssumptions,
} from '@sim/openapi/contract-assumptions'
import examples from '@sim/openapi/examples.json'
import { createOpenApiDocument } from '@sim/openapi/openapi-document'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startSimServerOnLoopback } from './loopback-server'

const IDS = allEndpoints.map((endpoint) => endpoint.id)
const document = createOpenApiDocument({
  servicePaths: SHIPPED_SERVICE_PATHS,
  assumptions: readContractAssumptions(IDS),
  examples,
})

type Operation = Record<string, unknown> & { operationId: string }
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    path,
    method,
    operation: operation as Operation,
  })),
)
const operationOf = (id: string) => {
  const found = operations.find(({ operation }) => operation.operationId === id)
  if (!found) throw new Error(`No operation ${id}`)
  return found
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn)
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
    )
  }
  return []
}

describe('the OpenAPI document of the contract', () => {
  it('is OpenAPI 3.1 and survives a JSON round trip unchanged', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(JSON.parse(JSON.stringify(document))).toEqual(document)
  })

  it('has every catalogue endpoint once, with its method and its path in {param} form', () => {
    expect(operations).toHaveLength(allEndpoints.length)
    for (const endpoint of allEndpoints) {
      const matching = operations.filter(({ operation }) => operation.operationId === endpoint.id)
      expect(matching).toHaveLength(1)
      const expectedPath =
        `${SHIPPED_SERVICE_PATHS[endpoint.service]}${endpoint.path.replace(/:(\w+)/g, '{$1}')}` ||
        '/'
      expect(matching[0]).toMatchObject({
        path: expectedPath,
        method: endpoint.method.toLowerCase(),
      })
      expect(matching[0]?.path).not.toContain(':')
    }
  })

  it('declares every {param} of a path as a required path parameter', () => {
    for (const { path, operation } of operations) {
      const declared = ((operation.parameters ?? []) as { name: string; in: string }[])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
      expect(declared.sort(), operation.operationId).toEqual(inPath.sort())
    }
  })

  it('has no $ref to a missing component', () => {
    const schemas = document.components.schemas
    for (const ref of refsIn(document)) {
      expect(ref.startsWith('#/components/schemas/'), ref).toBe(true)
      expect(schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined()
    }
  })

  it('asks for the bearer token on secure calls only, and marks the others public', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
    for (const endpoint of allEndpoints) {
      const { operation } = operationOf(endpoint.id)
      expect(operation.security, endpoint.id).toEqual(endpoint.secure ? [{ bearer: [] }] : [])
    }
  })

  it.each([
    ['createApplication', 'application/json'],
    ['uploadIdentityDocument', 'multipart/form-data'],
    ['setSourceWalletType', 'text/plain'],
  ])('sends the body of %s as %s', (id, media) => {
    const body = operationOf(id).operation.requestBody as { content: Record<string, unknown> }
    expect(Object.keys(body.content)).toEqual([media])
  })

  it('describes an uploaded file and a downloaded PDF as binary strings', () => {
    const upload = operationOf('uploadIdentityDocument').operation.requestBody as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>
    }
    expect(upload.content['multipart/form-data']?.schema.properties.document).toEqual({
      type: 'string',
      format: 'binary',
    })
    const download = operationOf('downloadDocument').operation.responses as Record<
      string,
      { content: Record<string, { schema: unknown }> }
    >
    expect(download['200']?.content['application/pdf']?.schema).toEqual({
      type: 'string',
      format: 'binary',
    })
  })

  it('gives a call without a body no request body, and a JSON answer its schema', () => {
    const { operation } = operationOf('getApplicationState')
    expect(operation.requestBody).toBeUndefined()
    const responses = operation.responses as Record<string, { content?: Record<string, unknown> }>
    expect(responses['200']?.content?.['application/json']).toHaveProperty('schema.type', 'object')
  })

  it("notes the contract's assumptions on the calls they concern", () => {
    expect(operationOf('releaseCollateral').operation['x-assumption']).toContain(
      'Assumption: the method is not shown; POST, as a request that changes state.',
    )
    for (const id of ['requestOffers', 'getOffers', 'getSecureOffers']) {
      expect(String(operationOf(id).operation['x-assumption'])).toContain(
        'Assumption for every offers call',
      )
    }
    expect(operationOf('refinance.listDocuments').operation['x-assumption']).toEqual([
      'Assumption: documents arrive as a bare list.',
    ])
    expect(operationOf('createApplication').operation['x-assumption']).toBeUndefined()
  })
})

describe('reading assumption notes', () => {
  const source = `
// Assumption: a shared list.
const listSchema = z.array(z.string())

export const one = defineEndpoint({
  id: 'one',
  // Assumption: the method is not shown;
  // POST, like the others.
  method: 'POST',
  response: listSchema,
})

export const two = defineEndpoint({ id: 'two', response: z.object({}) })

const shape = z.object({
  /** Assumption: a field nobody showed. */
  field: z.string(),
})
`
  it('gives each note to its endpoint, a shared schema its users, and keeps the rest apart', () => {
    const notes = readAssumptions('contract.ts', source, ['one', 'two'])
    expect(notes).toEqual<AssumptionNote[]>([
      { file: 'contract.ts', line: 2, text: 'Assumption: a shared list.', endpointIds: ['one'] },
      {
        file: 'contract.ts',
        line: 7,
        text: 'Assumption: the method is not shown; POST, like the others.',
        endpointIds: ['one'],
      },
      {
        file: 'contract.ts',
        line: 16,
        text: 'Assumption: a field nobody showed.',
        endpointIds: [],
      },
    ])
  })
})

describe('shapes JSON Schema cannot say', () => {
  it('degrades a transform, a Blob and a custom check instead of throwing', () => {
    const odd = createOpenApiDocument({
      servicePaths: SHIPPED_SERVICE_PATHS,
      endpoints: [
        {
          id: 'odd',
          service: 'lending',
          method: 'POST',
          path: '/odd/:id',
          secure: false,
          query: z.object({ page: z.string().optional() }),
          body: z.object({
            when: z.string().transform((value) => new Date(value)),
            file: z.instanceof(Blob),
            check: z.custom<string>((value) => value === 'x'),
          }),
          bodyKind: 'multipart',
          response: z.string().transform((value) => value.length),
          responseKind: 'json',
        },
      ],
    })
    const operation = odd.paths['/service-cryptopl-leap/odd/{id}']?.post as Operation
    expect(operation.parameters).toContainEqual({
      name: 'page',
      in: 'query',
      required: false,
      schema: { type: 'string' },
    })
    const body = (operation.requestBody as { content: Record<string, { schema: unknown }> })
      .content['multipart/form-data']?.schema as { properties: Record<string, unknown> }
    expect(body.properties.when).toEqual({ type: 'string' })
    expect(body.properties.file).toEqual({ type: 'string', format: 'binary' })
    expect(body.properties.check).toEqual({ description: 'Not expressible in JSON Schema' })
  })
})

describe('the simulation server', () => {
  it('answers the OpenAPI document at /__simulation/openapi.json', async () => {
    const server = await startSimServerOnLoopback()
    try {
      const answer = await fetch(`${server.origin}/__simulation/openapi.json`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toContain('application/json')
      expect(await answer.json()).toEqual(document)
    } finally {
      await server.stop()
    }
  })
})
