import { getUserApplications } from '@contract/applications'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartedOwnedApplication, startOwnedApplication } from './owned-application-rows'

/**
 * Two simulation servers started with the same story, over real HTTP on 127.0.0.1: nothing
 * one hands out is known to the other, and nothing of it can be guessed from the other's.
 */

let first: StartedOwnedApplication
let second: StartedOwnedApplication

beforeAll(async () => {
  first = await startOwnedApplication()
  second = await startOwnedApplication()
})
afterAll(async () => {
  await first?.stop()
  await second?.stop()
})

async function applicationsOf(server: typeof first, token: string | null) {
  const response = await fetch(`${server.base('lending')}${getUserApplications.path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { status: response.status, body: response.ok ? await response.json() : null }
}

describe('two servers of one story', () => {
  it('hand out different application and borrower ids (random v4 UUIDs)', async () => {
    expect(first.params.appUuid).not.toBe(second.params.appUuid)
    expect(first.params.identityUuid).not.toBe(second.params.identityUuid)
    for (const id of [first.params.appUuid, second.params.identityUuid]) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    }
  })

  it('each signs its own sessions: a token of one is 401 on the other', async () => {
    const own = await applicationsOf(first, first.tokens.owner)
    expect(own.status).toBe(200)
    expect(JSON.stringify(own.body)).toContain(first.params.appUuid)
    expect((await applicationsOf(second, first.tokens.owner)).status).toBe(401)
    expect((await applicationsOf(first, first.tokens.forged)).status).toBe(401)
  })
})
