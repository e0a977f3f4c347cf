import { CLOCK_ADVANCE_PATH } from '@sim/node/clock-route'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SimServerOnLoopback, startSimServerOnLoopback } from './loopback-server'

let host: SimServerOnLoopback
let simulation: SimServerOnLoopback['simulation']
let origin: string

beforeAll(async () => {
  host = await startSimServerOnLoopback()
  ;({ simulation, origin } = host)
})

afterAll(() => host?.stop())

function advance(body: unknown, method = 'POST') {
  return fetch(`${origin}${CLOCK_ADVANCE_PATH}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  })
}

describe('the simulation server moves its clock on when asked', () => {
  it('advances the running clock and answers the new time', async () => {
    const before = simulation.clock.now()
    const answer = await advance({ ms: 10 * 60_000 })
    expect(answer.status).toBe(200)
    const { now } = (await answer.json()) as { now: string }
    expect(Date.parse(now) - before).toBeGreaterThanOrEqual(10 * 60_000)
    expect(simulation.clock.now() - before).toBeGreaterThanOrEqual(10 * 60_000)
  })

  it('runs the lender work that has become due', async () => {
    await simulation.engine.collections.jobs.create({
      id: 'job-in-a-minute',
      appUuid: 'no-such-app',
      event: 'nothing',
      runAt: simulation.clock.now() + 60_000,
      order: 0,
      keep: false,
    })
    expect(simulation.engine.pendingJobs().map((job) => job.id)).toContain('job-in-a-minute')
    expect((await advance({ ms: 61_000 })).status).toBe(200)
    expect(simulation.engine.pendingJobs().map((job) => job.id)).not.toContain('job-in-a-minute')
  })

  it.each([
    [{ ms: 0 }],
    [{ ms: -5 }],
    [{ ms: 1.5 }],
    [{ ms: '600000' }],
    [{ ms: 32 * 24 * 60 * 60 * 1_000 }],
    [{}],
    ['not json'],
  ])('refuses %j without moving the clock', async (body) => {
    const before = simulation.clock.now()
    const answer = await advance(body)
    expect(answer.status).toBe(400)
    // Only real time has passed.
    expect(simulation.clock.now() - before).toBeLessThan(5_000)
  })

  it('answers only POST', async () => {
    const answer = await advance(undefined, 'GET')
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('POST')
  })
})
