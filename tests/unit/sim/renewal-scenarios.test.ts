import { describe, expect, it } from 'vitest'
import { nextStepFor } from '@/domain/next-step'
import { openStory } from './loaded-engine'

describe('the renewal scenarios stand where their names say', () => {
  it.each([
    ['renewal-with-collateral-due', 'OFFER_SELECT', 'renew', 0.5, 0],
    ['renewal-without-collateral-due', 'OFFER_SELECT', 'renew', 1, 1],
    ['renewal-at-details', 'BORROWER_DETAILS', 'details', 1, 1],
  ] as const)(
    '%s: %s (the %s screen), %s BTC held, %s offer(s) with no top-up',
    async (name, state, step, held, offers) => {
      const { engine, borrower, application: seeded } = await openStory(name)
      const application = engine.getApplication(seeded.appUuid, borrower)
      expect(application.state).toBe(state)
      expect(nextStepFor(application.state)).toBe(step)
      expect(application.isRollForward).toBe(true)
      expect(application.rollForwardLoanDetails?.collateral).toEqual({
        type: 'BTC',
        coinQuantity: held,
      })
      if (state === 'OFFER_SELECT') {
        expect(await engine.requestRollForwardOffers(seeded.appUuid, 0, borrower)).toHaveLength(
          offers,
        )
      } else {
        // The details form reads the chosen offer's state for the address rule.
        expect(application.selectedOffer?.state).toBe('CA')
      }
    },
  )
})
