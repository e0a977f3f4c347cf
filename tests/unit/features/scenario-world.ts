import type { Scenario } from '@scenarios/scenario'
import { createSimulation } from '@sim/create-simulation'
import { testServices } from '@tests/support/render-app'

/** A fresh world of `scenario`, and the id of its first (often only) application. */
export async function worldOf(scenario: Scenario | string) {
  const simulation = await createSimulation({ services: testServices, scenario })
  const [application] = simulation.engine.collections.applications.all()
  if (!application) throw new Error('The scenario has no application')
  return { simulation, appUuid: application.appUuid }
}
