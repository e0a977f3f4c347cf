import { createSimulation } from '@sim/create-simulation'
import { servicesAt } from '@sim/service-urls'
import { describe, expect, it } from 'vitest'

/**
 * A story opened in a browser starts on the day it is opened, its times kept relative; without
 * a day (replays, tests, pictures) it starts on the day it is written for.
 */

const OPENED = Date.parse('2026-11-26T09:41:00.000Z')
const HOUR = 60 * 60_000

const open = (startsOn?: number) =>
  createSimulation({
    services: servicesAt('http://sim.test'),
    scenario: 'banner-warn-updated',
    ...(startsOn === undefined ? {} : { startsOn }),
  })

describe('the day a story starts on', () => {
  it('is the day it is opened, at the time of day the story starts at', async () => {
    const simulation = await open(OPENED)
    expect(new Date(simulation.clock.now()).toISOString()).toBe('2026-11-26T15:00:00.000Z')
    expect(simulation.scenario.world.startTime).toBe('2026-11-26T15:00:00.000Z')
  })

  it('moves the story’s dates by the same days: a banner posted 7 hours before the start still is', async () => {
    const written = await open()
    const today = await open(OPENED)
    const postedBeforeStart = (world: typeof written.scenario.world) =>
      Date.parse(world.startTime) - Date.parse(world.banners[0]?.metadata.createdAt ?? '')
    expect(postedBeforeStart(today.scenario.world)).toBe(7 * HOUR)
    expect(postedBeforeStart(today.scenario.world)).toBe(postedBeforeStart(written.scenario.world))
    expect(today.scenario.world.banners[0]?.metadata.createdAt).toBe('2026-11-26T08:00:00.000Z')
  })

  it('holds when the story is started again from the demo controls', async () => {
    const simulation = await open(OPENED)
    simulation.clock.advance(48 * HOUR)
    await simulation.reset()
    expect(new Date(simulation.clock.now()).toISOString()).toBe('2026-11-26T15:00:00.000Z')
  })

  it('without one, is the day the story is written for, every time', async () => {
    const simulation = await open()
    expect(new Date(simulation.clock.now()).toISOString()).toBe('2025-03-03T15:00:00.000Z')
  })
})
