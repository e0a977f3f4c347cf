import { setTimeout as sleep } from 'node:timers/promises'
import { getUserApplications } from '@contract/applications'
import { scenarioSchema } from '@scenarios/scenario'
import { findScenario } from '@scenarios/scenario-catalogue'
import { CLOCK_ADVANCE_PATH } from '@sim/node/clock-route'
import { CONTROL_KEY_HEADER } from '@sim/node/create-server'
import { FORM_PATH, SIGN_IN_STYLE_PATH } from '@sim/node/sign-in-pages'
import { WORLD_HEADER, WORLDS_PATH } from '@sim/node/world-routes'
import type { WorldLimits } from '@sim/node/worlds'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { SIMULATED_SIGN_IN_CALL, SIMULATED_SIGN_IN_PAGE } from '@sim/session/simulated-sign-in'
import { afterAll, describe, expect, it } from 'vitest'
import { type SimServerOnLoopback, startSimServerOnLoopback } from './loopback-server'

/**
 * The worlds' control calls over real HTTP (docs/decisions/0022): made, listed, opened in a
 * browser by a cookie, deleted, refused without the control key, bounded and let go when idle.
 */

const APPS = `${SHIPPED_SERVICE_PATHS.lending}${getUserApplications.path}`
const CONTROL_KEY = 'a-control-key-for-world-tests'

const servers: SimServerOnLoopback[] = []

/** A server of its own for the test, stopped once the file is done. */
async function serve(options: { controlKey?: string; worlds?: Partial<WorldLimits> } = {}) {
  const host = await startSimServerOnLoopback(options)
  servers.push(host)
  return { ...host, port: new URL(host.origin).port }
}

afterAll(async () => {
  for (const host of servers) await host.stop()
})

function post(origin: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

async function makeWorld(origin: string, story: string, headers: Record<string, string> = {}) {
  const response = await post(origin, WORLDS_PATH, { story }, headers)
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string; open: string; story: string }
}

describe('a world per tester', () => {
  it('opens in a browser by its link: a cookie of this server names it on every later call', async () => {
    const { origin, port } = await serve()
    const world = await makeWorld(origin, 'at-agreements')
    expect(world.open).toBe(`${origin}${WORLDS_PATH}/${world.id}/open`)
    const opened = await fetch(world.open, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe('/account/crypto-backed-loan/')
    const cookie = opened.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(
      new RegExp(`^simulation-world-${port}=${world.id}; Path=/; HttpOnly; SameSite=Lax$`),
    )
    const carried = { cookie: cookie.split(';')[0] as string }
    // The sign-in form of the world's story, posted as the browser posts it, with the cookie.
    const form = await fetch(`${origin}${FORM_PATH}`, {
      method: 'POST',
      headers: { ...carried, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=dana.whitfield%40example.com&returnTo=%2Faccount%2Fcrypto-backed-loan%2Fstart',
    })
    expect(form.status).toBe(200)
    const token = /name="simulated-token" content="([^"]+)"/.exec(await form.text())?.[1] ?? ''
    const inWorld = await fetch(`${origin}${APPS}`, {
      headers: { ...carried, authorization: `Bearer ${token}` },
    })
    expect(inWorld.status).toBe(200)
    expect(await inWorld.json()).toHaveLength(1)
    // Without the cookie the call reaches the default world, which knows no such session.
    const inDefault = await fetch(`${origin}${APPS}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(inDefault.status).toBe(401)
  })

  it('lists each world with its story, age and size, and deletes one', async () => {
    const { origin } = await serve()
    const first = await makeWorld(origin, 'at-collateral')
    const second = await makeWorld(origin, 'fresh-us-borrower')
    const listed = (await (await fetch(`${origin}${WORLDS_PATH}`)).json()) as {
      worlds: { id: string; story: string; ageSeconds: number; size: { applications: number } }[]
      maxWorlds: number
      idleMinutes: number
    }
    expect(listed.maxWorlds).toBe(100)
    expect(listed.idleMinutes).toBe(30)
    expect(
      listed.worlds.map(({ id, story, size, ageSeconds }) => ({
        id,
        story,
        applications: size.applications,
        young: ageSeconds < 60,
      })),
    ).toEqual([
      { id: first.id, story: 'at-collateral', applications: 1, young: true },
      { id: second.id, story: 'fresh-us-borrower', applications: 0, young: true },
    ])
    const deleted = await fetch(`${origin}${WORLDS_PATH}/${first.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(204)
    const gone = await fetch(`${origin}${APPS}`, { headers: { [WORLD_HEADER]: first.id } })
    expect(gone.status).toBe(404)
    expect(await gone.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    const { worlds } = (await (await fetch(`${origin}${WORLDS_PATH}`)).json()) as {
      worlds: { id: string }[]
    }
    expect(worlds.map((world) => world.id)).toEqual([second.id])
  })

  it('refuses a story the catalogue does not hold (400), and a world it does not know (404)', async () => {
    const { origin } = await serve()
    const unknown = await post(origin, WORLDS_PATH, { story: 'no-such-story' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ code: 'BAD_REQUEST' })
    const reset = await post(origin, `${WORLDS_PATH}/not-a-world/reset`, {})
    expect(reset.status).toBe(404)
  })

  it('a stale cookie is answered 404 and cleared, so a reload reaches the default world', async () => {
    const { origin, port } = await serve()
    const stale = await fetch(`${origin}${APPS}`, {
      headers: { cookie: `simulation-world-${port}=gone` },
    })
    expect(stale.status).toBe(404)
    expect(stale.headers.get('set-cookie')).toContain(
      `simulation-world-${port}=; Path=/; Max-Age=0`,
    )
    // Another server's cookie (another port) is not this one's: the default world answers.
    const other = await fetch(`${origin}${APPS}`, {
      headers: { cookie: `simulation-world-${port + 1}=gone` },
    })
    expect(other.status).toBe(401)
  })

  it('the clock move of a world moves it alone; the old path moves the world a request names', async () => {
    const { origin, simulation } = await serve()
    const world = await makeWorld(origin, 'at-collateral')
    const defaultBefore = simulation.clock.now()
    const day = 24 * 60 * 60 * 1_000
    const moved = await post(origin, `${WORLDS_PATH}/${world.id}/clock/advance`, { ms: day })
    const byHeader = await post(
      origin,
      CLOCK_ADVANCE_PATH,
      { ms: day },
      { [WORLD_HEADER]: world.id },
    )
    const [first, second] = [await moved.json(), await byHeader.json()] as { now: string }[]
    expect(Date.parse(second?.now ?? '') - Date.parse(first?.now ?? '')).toBeGreaterThanOrEqual(day)
    expect(simulation.clock.now() - defaultBefore).toBeLessThan(60_000)
    const tooFar = await post(origin, `${WORLDS_PATH}/${world.id}/clock/advance`, { ms: -1 })
    expect(tooFar.status).toBe(400)
  })

  it('exports a world as it stands as a story file, which makes a new world where it stood', async () => {
    const { origin } = await serve()
    const world = await makeWorld(origin, 'at-collateral')
    const day = 24 * 60 * 60 * 1_000
    await post(origin, `${WORLDS_PATH}/${world.id}/clock/advance`, { ms: 2 * day })
    const email = findScenario('at-collateral')?.world?.borrower?.email ?? ''
    const applicationsIn = async (id: string) => {
      const signIn = `${SHIPPED_SERVICE_PATHS.identityBroker}${SIMULATED_SIGN_IN_CALL}`
      const signedIn = await post(origin, signIn, { email }, { [WORLD_HEADER]: id })
      const { token } = (await signedIn.json()) as { token: string }
      const apps = await fetch(`${origin}${APPS}`, {
        headers: { [WORLD_HEADER]: id, authorization: `Bearer ${token}` },
      })
      return ((await apps.json()) as { state: string }[]).map((app) => app.state)
    }
    const states = await applicationsIn(world.id)
    expect(states.length).toBeGreaterThan(0)

    const exported = await fetch(`${origin}${WORLDS_PATH}/${world.id}/export`)
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toBe(
      'attachment; filename="at-collateral-export.json"',
    )
    const file = scenarioSchema.parse(await exported.json())
    const listed = (await (await fetch(`${origin}${WORLDS_PATH}`)).json()) as {
      worlds: { id: string; simulatedNow: string }[]
    }
    const stoodAt = Date.parse(listed.worlds.find((w) => w.id === world.id)?.simulatedNow ?? '')
    // The clock as it stood, two days past the story's start, not the story's start.
    expect(Math.abs(Date.parse(file.world.startTime) - stoodAt)).toBeLessThan(60_000)

    const carried = await post(origin, WORLDS_PATH, file)
    expect(carried.status).toBe(201)
    const copy = (await carried.json()) as { id: string; story: string }
    expect(copy.story).toBe('at-collateral-export')
    expect(await applicationsIn(copy.id)).toEqual(states)

    const broken = await post(origin, WORLDS_PATH, { ...file, world: { startTime: 'soon' } })
    expect(broken.status).toBe(400)
    expect(((await broken.json()) as { message: string }).message).toMatch(
      /^Not a story file: world\.startTime/,
    )
  })

  it('the sign-in page wears the lender of the world’s story: its logo, colours and legal links', async () => {
    const { origin } = await serve({ controlKey: CONTROL_KEY })
    const key = { [CONTROL_KEY_HEADER]: CONTROL_KEY }
    const world = await makeWorld(origin, 'international-at-details', key)
    const inWorld = { [WORLD_HEADER]: world.id }
    const html = await (
      await fetch(`${origin}${SIMULATED_SIGN_IN_PAGE}`, { headers: inWorld })
    ).text()
    expect(html).toContain('alt="Harborline Credit"')
    expect(html).toContain(`<link rel="stylesheet" href="${SIGN_IN_STYLE_PATH}">`)
    expect(html).toContain('Harborline Credit Company LLC · NMLS #')
    expect(html).toMatch(/<a href="https:\/\/[^"]+">Terms of use<\/a>/)
    // The look needs no control key; its colours are the world's lender's.
    const style = await fetch(`${origin}${SIGN_IN_STYLE_PATH}`, { headers: inWorld })
    expect(style.status).toBe(200)
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(await style.text()).toContain('--brand-primary: #0E5A4A;')
    // The default world's story names no lender: the server's own, Meridian.
    const plain = await (await fetch(`${origin}${SIMULATED_SIGN_IN_PAGE}`)).text()
    expect(plain).toContain('alt="Meridian Bank"')
  })

  it('beyond loopback, the worlds need the control key; the open link does not', async () => {
    const { origin } = await serve({ controlKey: CONTROL_KEY })
    expect((await post(origin, WORLDS_PATH, { story: 'at-collateral' })).status).toBe(401)
    expect((await fetch(`${origin}${WORLDS_PATH}`)).status).toBe(401)
    const world = await makeWorld(origin, 'at-collateral', { [CONTROL_KEY_HEADER]: CONTROL_KEY })
    expect((await post(origin, `${WORLDS_PATH}/${world.id}/reset`, {})).status).toBe(401)
    expect((await fetch(`${origin}${WORLDS_PATH}/${world.id}`, { method: 'DELETE' })).status).toBe(
      401,
    )
    expect((await fetch(world.open, { redirect: 'manual' })).status).toBe(303)
  })

  it('a full server answers 503 with Retry-After in the error format, saying why', async () => {
    const { origin } = await serve({ worlds: { maxWorlds: 2 } })
    await makeWorld(origin, 'at-collateral')
    await makeWorld(origin, 'at-collateral')
    const full = await post(origin, WORLDS_PATH, { story: 'at-collateral' })
    expect(full.status).toBe(503)
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await full.json()) as { status: number; code: string; message: string }
    expect(body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' })
    expect(body.message).toMatch(/holds its most worlds \(2\)/)
  })

  it('an idle world is let go after the idle time, and its place is free again', async () => {
    const { origin } = await serve({ worlds: { maxWorlds: 1, idleMs: 700 } })
    const world = await makeWorld(origin, 'at-collateral')
    await sleep(300)
    // A call keeps it: the idle time starts again.
    expect(
      (await fetch(`${origin}${APPS}`, { headers: { [WORLD_HEADER]: world.id } })).status,
    ).toBe(401)
    await sleep(300)
    expect((await post(origin, WORLDS_PATH, { story: 'at-collateral' })).status).toBe(503)
    await sleep(800)
    const after = await fetch(`${origin}${APPS}`, { headers: { [WORLD_HEADER]: world.id } })
    expect(after.status).toBe(404)
    expect((await after.json()).message).toMatch(/expired/)
    await makeWorld(origin, 'at-collateral')
  })
})
