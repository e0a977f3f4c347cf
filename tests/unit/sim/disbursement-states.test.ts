import { applicationStateSchema } from '@contract/common'
import type { Scenario } from '@scenarios/scenario'
import { caApplicationAt, signedInDana } from '@scenarios/story-parts'
import { SimError } from '@sim/core/sim-error'
import { manualBankAccount } from '@tests/contract/borrower-entries'
import { describe, expect, it } from 'vitest'
import { FINAL_STEPS_STATES } from '@/domain/live-states'
import { loadedEngine } from './loaded-engine'

/**
 * The lender decides by its own states where it takes the disbursement account; the app decides
 * by its own where the disbursement page is live. Each is free to be wrong, and this is where
 * they are held to agree.
 */

const everyState: Scenario = {
  name: 'every-state',
  description: 'One application of the signed-in borrower in each state.',
  world: {
    borrower: signedInDana,
    applications: applicationStateSchema.options.map((state) => caApplicationAt(state)),
  },
}

describe('where the lender takes the disbursement account', () => {
  it('is every state the app opens the disbursement page in, and no other (409)', async () => {
    const { engine } = await loadedEngine(everyState)
    const borrower = engine.collections.borrowers.all()[0]!
    const taken: string[] = []
    for (const { appUuid, state } of engine.listUserApplications(borrower)) {
      try {
        await engine.setManualDisbursementAccount(appUuid, manualBankAccount, borrower)
        taken.push(state)
      } catch (error) {
        expect(error).toBeInstanceOf(SimError)
        expect((error as SimError).status).toBe(409)
      }
    }
    expect(new Set(taken)).toEqual(new Set(FINAL_STEPS_STATES))
  })
})
