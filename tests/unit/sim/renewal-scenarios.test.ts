import { resolveScenario } from '@scenarios/scenario'
import { findScenario } from '@scenarios/scenario-catalogue'
import { createClock } from '@sim/core/clock'
import { createEngine } from '@sim/engine/engine'
import { describe, expect, it } from 'vitest'
import { nextStepFor } from '@/domain/next-step'

async function open(name: string) {
  const scenario = findScenario(name)
  if (!scenario) throw new Error(`No scenario ${name}`)
  const resolved = resolveScenario(scenario)
  const engine = createEngine({ clock: createClock({ start: 0 }), scenario: resolved })
  await engine.load(resolved)
  const borrower = engine.authenticate(engine.currentToken())
  const [application] = engine.collections.applications.all()
  if (!borrower || !application) throw new Error(`${name} has no signed-in borrower or application`)
  return { engine, borrower, appUuid: application.appUuid }
}

describe('the renewal scenarios stand where their names say', () => {
  it.each([
    ['renewal-with-collateral-due', 'OFFER_SELECT', 'renew', 0.5, 0],
    ['renewal-without-collateral-due', 'OFFER_SELECT', 'renew', 1, 1],
    ['renewal-at-details', 'BORROWER_DETAILS', 'details', 1, 1],
  ] as const)(
    '%s: %s (the %s screen), %s BTC held, %s offer(s) with no top-up',
    async (name, state, step, held, offers) => {
      const { engine, borrower, appUuid } = await open(name)
      const application = engine.getApplication(appUuid, borrower)
      expect(application.state).toBe(state)
      expect(nextStepFor(application.state)).toBe(step)
      expect(application.isRollForward).toBe(true)
      expect(application.rollForwardLoanDetails?.collateral).toEqual({
        type: 'BTC',
        coinQuantity: held,
      })
      if (state === 'OFFER_SELECT') {
        expect(await engine.requestRollForwardOffers(appUuid, 0, borrower)).toHaveLength(offers)
      } else {
        // The details form reads the chosen offer's state for the address rule.
        expect(application.selectedOffer?.state).toBe('CA')
      }
    },
  )
})
