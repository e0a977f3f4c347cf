import { getUserApplications } from '@contract/applications'
import { WORLD_HEADER, WORLDS_PATH } from '@sim/node/world-routes'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { SIMULATED_SIGN_IN_CALL } from '@sim/session/simulated-sign-in'
import { simServerForTheFile } from '@tests/unit/sim/loopback-server'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * One simulation server, eight testers, each in a world of their own playing a different story,
 * all at once over real HTTP (docs/decisions/0022): no state, clock or session crosses from one
 * world to another, and one world's clock move or reset moves no other.
 */

const STORIES = [
  'returning-borrower',
  'at-borrower-details',
  'international-at-details',
  'at-next-steps',
  'at-disbursement',
  'at-collateral',
  'funds-disbursed',
  'at-agreements',
] as const
/** Tester k moves their world's clock on by k steps: all well within a session's 8 hours. */
const STEP = 20 * 60 * 1_000
/** Real time passing while the test runs: far less than a step. */
const SLACK = 60 * 1_000
const EMAIL = { dana: 'dana.whitfield@example.com', lena: 'lena.hoffmann@example.com' }
const emailOf = (story: string) => (story.startsWith('international') ? EMAIL.lena : EMAIL.dana)

const server = simServerForTheFile()

async function call(
  path: string,
  { world, token, body }: { world?: string; token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {}
  if (world) headers[WORLD_HEADER] = world
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${server().origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const APPS = `${SHIPPED_SERVICE_PATHS.lending}${getUserApplications.path}`
const SIGN_IN = `${SHIPPED_SERVICE_PATHS.identityBroker}${SIMULATED_SIGN_IN_CALL}`
const appsOf = (body: unknown) => (body as { appUuid: string }[]).map((app) => app.appUuid)

interface Tester {
  story: string
  world: string
  token: string
  apps: string[]
  /** The world's clock once moved on by (index + 1) steps. */
  movedTo: number
}

/** Sign in, read the applications, move the clock: one tester's calls in their own world. */
async function play(story: string, index: number): Promise<Tester> {
  const created = await call(WORLDS_PATH, { body: { story } })
  expect(created.status).toBe(201)
  const world = created.body.id as string
  const signedIn = await call(SIGN_IN, { world, body: { email: emailOf(story) } })
  expect(signedIn.status).toBe(200)
  const token = signedIn.body.token as string
  const read = await call(APPS, { world, token })
  expect(read.status).toBe(200)
  const moved = await call(`${WORLDS_PATH}/${world}/clock/advance`, {
    body: { ms: (index + 1) * STEP },
  })
  expect(moved.status).toBe(200)
  return {
    story,
    world,
    token,
    apps: appsOf(read.body),
    movedTo: Date.parse(moved.body.now as string),
  }
}

async function clocks(): Promise<Map<string, number>> {
  const { body } = await call(WORLDS_PATH)
  const listed = body.worlds as { id: string; simulatedNow: string }[]
  return new Map(listed.map((world) => [world.id, Date.parse(world.simulatedNow)]))
}

describe('eight testers, a world each, on one server', () => {
  let testers: Tester[]
  let defaultNowBefore: number

  beforeAll(async () => {
    defaultNowBefore = server().simulation.clock.now()
    testers = await Promise.all(STORIES.map(play))
  })

  it('each world holds its own story: its applications are its own, never another world’s', () => {
    const table = testers.map(({ story, apps }) => ({ story, applications: apps.length }))
    expect(table).toEqual(STORIES.map((story) => ({ story, applications: 1 })))
    const all = testers.flatMap((tester) => tester.apps)
    expect(new Set(all).size).toBe(all.length)
  })

  it('a session is its world’s: a token read in every world (worlds × tokens) is refused but in its own', async () => {
    const table = await Promise.all(
      testers.map((reader) =>
        Promise.all(
          testers.map(
            async (owner) => (await call(APPS, { world: reader.world, token: owner.token })).status,
          ),
        ),
      ),
    )
    expect(table).toEqual(
      testers.map((_, row) => testers.map((_, col) => (row === col ? 200 : 401))),
    )
    // Nor does the default world know any of them.
    for (const tester of testers)
      expect((await call(APPS, { token: tester.token })).status).toBe(401)
  })

  it('each clock moved by its own tester alone, and the default world’s by none', async () => {
    const now = await clocks()
    const story = Date.parse('2025-03-03T15:00:00.000Z')
    const table = testers.map((tester) => {
      const at = now.get(tester.world) ?? Number.NaN
      return {
        story: tester.story,
        stepsOn: Math.round((at - story) / STEP),
        asAnswered: Math.abs(at - tester.movedTo) < SLACK,
      }
    })
    expect(table).toEqual(
      testers.map((tester, index) => ({
        story: tester.story,
        stepsOn: index + 1,
        asAnswered: true,
      })),
    )
    expect(server().simulation.clock.now() - defaultNowBefore).toBeLessThan(SLACK)
  })

  it('a reset takes its world back to its story’s start and moves no other', async () => {
    const reset = testers.filter((_, index) => index % 2 === 0)
    const answers = await Promise.all(
      reset.map((tester) => call(`${WORLDS_PATH}/${tester.world}/reset`, { body: {} })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(reset.map(() => 200))
    const now = await clocks()
    const story = Date.parse('2025-03-03T15:00:00.000Z')
    const table = await Promise.all(
      testers.map(async (tester) => ({
        story: tester.story,
        stepsOn: Math.round(((now.get(tester.world) ?? Number.NaN) - story) / STEP),
        session: (await call(APPS, { world: tester.world, token: tester.token })).status,
      })),
    )
    expect(table).toEqual(
      testers.map((tester, index) =>
        index % 2 === 0
          ? // Reset: the story's own start, and a new token secret (its sessions ended).
            { story: tester.story, stepsOn: 0, session: 401 }
          : { story: tester.story, stepsOn: index + 1, session: 200 },
      ),
    )
  })
})
