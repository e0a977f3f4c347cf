import { allEndpoints } from '@contract/catalogue'
import { driftOf } from '@contract/drift'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import examples from '@sim/openapi/examples.json'
import { openApiJson } from '@sim/openapi/serve-openapi'
import { describe, expect, it } from 'vitest'

/**
 * The OpenAPI document's examples are the simulation's answers in the stories
 * (npm run openapi:examples): each conforms to its call's zod schema, names a story of the
 * library, and is what the document shows for that call. Redocly's recommended rules check
 * each against the document's JSON Schema too (no-invalid-media-type-examples, in
 * openapi-lint.test.ts).
 */

const byId = new Map(allEndpoints.map((endpoint) => [endpoint.id, endpoint]))
const stories = new Set<string>(scenarioCatalogue.map((scenario) => scenario.name))
const entries = Object.entries(examples as Record<string, { story: string; answer: unknown }>)

describe('the examples of the OpenAPI document', () => {
  it('cover most calls that answer JSON', () => {
    const json = allEndpoints.filter((endpoint) => endpoint.responseKind === 'json')
    expect(entries.length).toBeGreaterThanOrEqual(40)
    expect(entries.length).toBeLessThanOrEqual(json.length)
  })

  it.each(entries)('%s: conforms to its schema and comes from a story', (id, example) => {
    const endpoint = byId.get(id)
    expect(endpoint?.responseKind).toBe('json')
    expect(stories.has(example.story)).toBe(true)
    expect(endpoint && driftOf(endpoint.response, example.answer)).toEqual([])
  })

  it('are shown in the document under the story they come from', () => {
    const document = JSON.parse(openApiJson()) as {
      paths: Record<string, Record<string, { operationId: string; responses: unknown }>>
    }
    const shown = new Map(
      Object.values(document.paths)
        .flatMap((item) => Object.values(item))
        .map((operation) => [operation.operationId, operation.responses]),
    )
    for (const [id, example] of entries) {
      expect(shown.get(id), id).toMatchObject({
        200: {
          content: {
            'application/json': { examples: { [example.story]: { value: example.answer } } },
          },
        },
      })
    }
  })
})
