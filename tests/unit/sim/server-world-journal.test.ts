import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getApplication, getApplicationState, getUserApplications } from '@contract/applications'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { convertHar } from '@scripts/har/convert-har'
import { fromHarCommand } from '@scripts/har/from-har-command'
import { replayCalls } from '@scripts/replay/replay-calls'
import { createContractJudge, type JournalEntry } from '@sim/http/journal'
import { WORLD_HEADER, WORLDS_PATH } from '@sim/node/world-routes'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { SIMULATED_SIGN_IN_CALL } from '@sim/session/simulated-sign-in'
import { beforeAll, describe, expect, it } from 'vitest'
import { simServerForTheFile } from './loopback-server'

/**
 * A world's journal over real HTTP (docs/decisions/0022): every call of its tester with its
 * time on both clocks, status, duration and whether the answer met the contract; as JSON, and
 * as a HAR that `npm run scenario -- --from-har` makes a story of.
 */

const LENDING = SHIPPED_SERVICE_PATHS.lending
const HOUR = 60 * 60 * 1_000
const OTHER_APP = '00000000-0000-4000-8000-000000000000'

const server = simServerForTheFile()
let origin: string
let world: string
let appUuid: string

async function call(path: string, init: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { [WORLD_HEADER]: world }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${origin}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

beforeAll(async () => {
  origin = server().origin
  const created = await fetch(`${origin}${WORLDS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ story: 'at-agreements' }),
  })
  world = ((await created.json()) as { id: string }).id
  const signedIn = await call(`${SHIPPED_SERVICE_PATHS.identityBroker}${SIMULATED_SIGN_IN_CALL}`, {
    body: { email: 'dana.whitfield@example.com' },
  })
  const { token } = (await signedIn.json()) as { token: string }
  const apps = (await (await call(`${LENDING}${getUserApplications.path}`, { token })).json()) as {
    appUuid: string
  }[]
  appUuid = apps[0]?.appUuid ?? ''
  await call(`${LENDING}${getApplication.path.replace(':uuid', appUuid)}`, { token })
  await call(`${LENDING}${getApplicationState.path.replace(':uuid', OTHER_APP)}`, { token })
  await fetch(`${origin}${WORLDS_PATH}/${world}/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms: HOUR }),
  })
  await call(`${LENDING}${getApplicationState.path.replace(':uuid', appUuid)}`, { token })
  // A call of the default world: not this world's journal.
  await fetch(`${origin}${LENDING}${getUserApplications.path}`)
})

describe('a world’s journal', () => {
  it('holds each call of the world with its status, duration, both clocks and the contract’s verdict', async () => {
    const response = await fetch(`${origin}${WORLDS_PATH}/${world}/journal`)
    expect(response.status).toBe(200)
    const { calls } = (await response.json()) as { calls: JournalEntry[] }
    expect(
      calls.map((entry) => ({
        call: `${entry.method} ${new URL(entry.url).pathname.replace(appUuid, ':app')}`,
        status: entry.status,
        contract: entry.contract,
      })),
    ).toEqual([
      { call: 'POST /__simulation/sign-in', status: 200, contract: 'not in the contract' },
      { call: `GET ${LENDING}/secure/api/v1/fetch-user/apps`, status: 200, contract: 'met' },
      { call: `GET ${LENDING}/secure/api/v1/applications/:app`, status: 200, contract: 'met' },
      {
        call: `GET ${LENDING}/secure/api/v1/applications/${OTHER_APP}/krang/state`,
        status: 404,
        contract: 'met',
      },
      {
        call: `GET ${LENDING}/secure/api/v1/applications/:app/krang/state`,
        status: 200,
        contract: 'met',
      },
    ])
    const [first, , , , last] = calls as JournalEntry[]
    // The simulated clock moved an hour between them; the real one a moment.
    const simulated = Date.parse(last?.simulatedAt ?? '') - Date.parse(first?.simulatedAt ?? '')
    const real = Date.parse(last?.startedAt ?? '') - Date.parse(first?.startedAt ?? '')
    expect(simulated - real).toBeGreaterThanOrEqual(HOUR - 1_000)
    expect(real).toBeLessThan(60_000)
    for (const entry of calls) expect(entry.durationMs).toBeGreaterThanOrEqual(0)
    // No session token is written down.
    expect(JSON.stringify(calls)).not.toMatch(/Bearer ey/)
  })

  it('judges an answer the contract does not allow as broken', () => {
    const contractVerdict = createContractJudge(SHIPPED_SERVICE_PATHS)
    const url = new URL(`http://x${LENDING}${getUserApplications.path}`)
    const json = 'application/json'
    expect(contractVerdict('GET', url, 200, json, '[{"appUuid":"not-a-uuid"}]')).toBe('broken')
    expect(contractVerdict('GET', url, 401, json, '{"message":"no code"}')).toBe('broken')
    expect(contractVerdict('GET', url, 200, json, '[]')).toBe('met')
  })

  it('as a HAR 1.2 log, becomes a story with npm run scenario -- --from-har', async () => {
    const response = await fetch(`${origin}${WORLDS_PATH}/${world}/journal?format=har`)
    expect(response.status).toBe(200)
    const har = (await response.json()) as { log: { version: string; entries: unknown[] } }
    expect(har.log.version).toBe('1.2')
    expect(har.log.entries).toHaveLength(5)
    const dir = mkdtempSync(join(tmpdir(), 'world-journal-'))
    try {
      const file = join(dir, 'world.har')
      writeFileSync(file, JSON.stringify(har))
      const result = fromHarCommand(
        { file, name: 'from-a-world', out: dir },
        scenarioCatalogue.map((scenario) => scenario.name),
      )
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      const story = readFileSync(join(dir, 'from-a-world.ts'), 'utf8')
      expect(story).toContain('"name": "from-a-world"')
      // The world's application, at its agreements, as the journal's answers said.
      expect(story).toContain('"state": "SIGN_DOCS"')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('as a story, makes the journal’s calls again in order, and fails when one is missing', async () => {
    const response = await fetch(`${origin}${WORLDS_PATH}/${world}/journal?format=har`)
    const har = (await response.json()) as { log: { entries: { request: { url: string } }[] } }
    const converted = convertHar(JSON.stringify(har), 'calls-of-a-world')
    if (!converted.ok) throw new Error(converted.reason)
    const { scenario } = converted.conversion
    expect(scenario.calls?.map((call) => `${call.method} ${call.status}`)).toEqual([
      'POST 200',
      'GET 200',
      'GET 200',
      'GET 404',
      'GET 200',
    ])
    expect(await replayCalls(scenario)).toEqual({ made: 5, deviations: [] })

    // Without its sign-in, the calls after it are refused as they never were in the journal.
    const withoutSignIn = {
      log: {
        ...har.log,
        entries: har.log.entries.filter((entry) => !entry.request.url.includes('sign-in')),
      },
    }
    const cut = convertHar(JSON.stringify(withoutSignIn), 'calls-of-a-world')
    if (!cut.ok) throw new Error(cut.reason)
    const replay = await replayCalls(cut.conversion.scenario)
    expect(replay.deviations[0]).toBe(
      `call 1 (GET ${LENDING}/secure/api/v1/fetch-user/apps) answered 401; the journal has 200`,
    )
  })
})
