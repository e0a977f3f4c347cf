import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { allEndpoints } from '@contract/catalogue'
import { driftOf } from '@contract/drift'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'

/**
 * The OpenAPI document's examples, taken from the simulation's answers in the stories:
 *   npm run openapi:examples
 * replays the library's stories in the app rendered on the simulation (the unit tests'
 * rendered replays), keeps each call's first successful JSON answer per story, and writes,
 * for each call, the answer of the first story of the catalogue that made it, to
 * sim/openapi/examples.json. An answer that does not conform to its schema is left out, and a
 * session token the simulation signed is replaced by a stand-in (no token is committed).
 */

export const EXAMPLES_FILE = 'sim/openapi/examples.json'

type Parts = Record<string, Record<string, unknown>>

export const TOKEN_STAND_IN = 'a-session-token'

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'token' && typeof inner === 'string' ? TOKEN_STAND_IN : withoutTokens(inner),
      ]),
    )
  }
  return value
}

export function chooseExamples(
  parts: readonly Parts[],
): Record<string, { story: string; answer: unknown }> {
  const order = new Map<string, number>(
    scenarioCatalogue.map((scenario, index) => [scenario.name, index]),
  )
  const chosen: Record<string, { story: string; answer: unknown }> = {}
  for (const endpoint of [...allEndpoints].sort((a, b) => a.id.localeCompare(b.id))) {
    const candidates = parts
      .flatMap((part) => Object.entries(part[endpoint.id] ?? {}))
      .filter(([, answer]) => answer !== null && driftOf(endpoint.response, answer).length === 0)
      .sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))
    const [first] = candidates
    if (first) chosen[endpoint.id] = { story: first[0], answer: withoutTokens(first[1]) }
  }
  return chosen
}

function main(): number {
  const out = mkdtempSync(join(tmpdir(), 'openapi-examples-'))
  try {
    const run = spawnSync('npx', ['vitest', 'run', 'tests/unit/scenarios/story-replays'], {
      env: { ...process.env, OPENAPI_EXAMPLES_OUT: out },
      stdio: 'inherit',
    })
    // A story that deviates (on a loaded machine, a step past its time) still had its answers
    // checked by the simulation against the contract, and each is checked again below.
    if (run.status !== 0) console.warn('Some story replays failed; their answers are kept.')
    const parts = readdirSync(out).map(
      (name) => JSON.parse(readFileSync(join(out, name), 'utf8')) as Parts,
    )
    if (parts.length === 0) {
      console.error('No answers were recorded: no examples written.')
      return 1
    }
    const examples = chooseExamples(parts)
    writeFileSync(EXAMPLES_FILE, `${JSON.stringify(examples, null, 2)}\n`)
    // As the repository's formatter keeps JSON, so the lint of npm test passes on it.
    spawnSync('npx', ['biome', 'format', '--write', EXAMPLES_FILE], { stdio: 'inherit' })
    const json = allEndpoints.filter((endpoint) => endpoint.responseKind === 'json').length
    console.log(
      `${Object.keys(examples).length} of the ${json} calls answering JSON have an example, in ${EXAMPLES_FILE}.`,
    )
    return 0
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

process.exitCode = main()
