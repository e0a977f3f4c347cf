import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { allEndpoints } from '@contract/catalogue'
import type { ServiceName } from '@contract/endpoint'
import { createApiMatcher } from '@sim/http/api-matcher'
import type { SetupServer } from 'msw/node'

/**
 * With OPENAPI_EXAMPLES_OUT set (by `npm run openapi:examples`), the rendered story replays
 * keep the simulation's first successful JSON answer to each call of each story, and write
 * them to that folder when the test file ends. Without it nothing is listened to.
 */

export interface RecordedAnswer {
  story: string
  answer: unknown
}

const OUT = process.env.OPENAPI_EXAMPLES_OUT
/** endpoint id -> story -> the first answer */
const recorded = new Map<string, Map<string, unknown>>()

export function recordAnswers(
  server: SetupServer,
  services: Record<ServiceName, string>,
  story: string,
): void {
  if (!OUT) return
  const matcher = createApiMatcher(services, allEndpoints)
  server.events.on('response:mocked', async ({ request, response }) => {
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return
    const endpoint = matcher
      .endpointsAt(new URL(request.url))
      .find((candidate) => candidate.method === request.method)
    if (endpoint?.responseKind !== 'json') return
    const byStory = recorded.get(endpoint.id) ?? new Map<string, unknown>()
    recorded.set(endpoint.id, byStory)
    if (byStory.has(story)) return
    byStory.set(story, null)
    byStory.set(story, await response.clone().json())
  })
}

/** Writes what this test file recorded, one file per worker and file. */
export function writeRecordedAnswers(): void {
  if (!OUT || recorded.size === 0) return
  mkdirSync(OUT, { recursive: true })
  const answers = Object.fromEntries(
    [...recorded].map(([id, byStory]) => [id, Object.fromEntries(byStory)]),
  )
  writeFileSync(join(OUT, `${process.pid}-${Date.now()}.json`), JSON.stringify(answers))
  recorded.clear()
}
