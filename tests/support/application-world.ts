import type { Scenario } from '@scenarios/scenario'
import { type ApplicationSeed, caApplicationAt } from '@scenarios/story-parts'
import { createSimulation, type Simulation } from '@sim/create-simulation'
import { signedInScenario } from '@tests/support/factories'
import { testServices } from '@tests/support/render-app'

export type { ApplicationSeed }

/** A signed-in borrower's application in California that chose its offer, at `state`. */
export const applicationAt = caApplicationAt

/**
 * A simulation whose signed-in borrower holds the given applications, and their ids in order:
 * a test opens the app on a page of one of them with `renderApp(path, { simulation })`.
 */
export async function worldWith(
  applications: ApplicationSeed[],
  overrides: Partial<Scenario> = {},
): Promise<{ simulation: Simulation; appUuids: string[] }> {
  const scenario = signedInScenario({
    ...overrides,
    world: { applications, ...overrides.world },
  })
  const simulation = await createSimulation({ services: testServices, scenario })
  const appUuids = simulation.engine.collections.applications.all().map((app) => app.appUuid)
  return { simulation, appUuids }
}

/** A named scenario's world and the ids of its applications, as `worldWith` gives them. */
export async function namedWorld(
  name: string,
): Promise<{ simulation: Simulation; appUuids: string[] }> {
  const simulation = await createSimulation({ services: testServices, scenario: name })
  const appUuids = simulation.engine.collections.applications.all().map((app) => app.appUuid)
  return { simulation, appUuids }
}
