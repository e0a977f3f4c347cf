import type { ResolvedScenario } from '@scenarios/scenario'

const DAY_MS = 24 * 60 * 60 * 1000
const dayOf = (epochMs: number) => Math.floor(epochMs / DAY_MS)

function moved(iso: string, byMs: number): string {
  const at = Date.parse(iso)
  return Number.isNaN(at) ? iso : new Date(at + byMs).toISOString()
}

/**
 * The story as it reads when it starts on the (UTC) day of `onDay`: its start and every date in
 * its world move forward or back by the same whole days, so the times between them, and the
 * time of day it starts at, stay as written.
 */
export function storyStartingOn(scenario: ResolvedScenario, onDay: number): ResolvedScenario {
  const { world } = scenario
  const byMs = (dayOf(onDay) - dayOf(Date.parse(world.startTime))) * DAY_MS
  if (byMs === 0) return scenario
  return {
    ...scenario,
    world: {
      ...world,
      startTime: moved(world.startTime, byMs),
      banners: world.banners.map((banner) => ({
        ...banner,
        metadata: {
          createdAt: moved(banner.metadata.createdAt, byMs),
          updatedAt: moved(banner.metadata.updatedAt, byMs),
        },
      })),
    },
  }
}
