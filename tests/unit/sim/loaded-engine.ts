import { freshUsBorrower } from '@scenarios/fresh-us-borrower'
import { resolveScenario, type Scenario } from '@scenarios/scenario'
import { findScenario } from '@scenarios/scenario-catalogue'
import { createClock } from '@sim/core/clock'
import { createEngine } from '@sim/engine/engine'

/**
 * The engine with a story loaded, on a clock at 0 that the test moves on; a seed makes its ids
 * the same on every run.
 */
export async function loadedEngine(
  scenario: Scenario = freshUsBorrower,
  idSeed: number | null = null,
) {
  const resolved = resolveScenario(scenario)
  const clock = createClock({ start: 0 })
  const engine = createEngine({ clock, scenario: resolved, idSeed })
  await engine.load(resolved)
  return { engine, clock }
}

/** A story of the library by name, at its signed-in borrower's application. */
export async function openStory(name: string) {
  const scenario = findScenario(name)
  if (!scenario) throw new Error(`No scenario ${name}`)
  const { engine, clock } = await loadedEngine(scenario)
  const borrower = engine.authenticate(engine.currentToken())
  const [application] = engine.collections.applications.all()
  if (!borrower || !application) throw new Error(`${name} has no signed-in borrower or application`)
  return { engine, clock, borrower, application }
}
