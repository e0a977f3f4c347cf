import { getApplication, getApplicationState } from '@contract/applications'
import { confirmCollateralSent, getCollateral, setSourceWalletType } from '@contract/collateral'
import { loanDocuments } from '@contract/documents'
import { requestRollForwardOffers, selectOfferSecure } from '@contract/pricing'
import { COLLATERAL_ARRIVAL_MS } from '@sim/collateral/collateral-operations'
import { FUNDING_STEP_DELAY_MS } from '@sim/disbursement/funding-transitions'
import { startBackend } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

/**
 * A renewal's top-up at the collateral step: the lender holds the 0.5 BTC of the loan being
 * renewed, so only the 0.35 BTC top-up is asked for at the deposit address, and its arrival is
 * what lets the renewal go on to funding.
 */
describe('posting a renewal top-up (collateral calls of a roll forward)', () => {
  async function signedRenewalWithTopUp() {
    const backend = await startBackend('renewal-with-collateral-due')
    const { simulation, client } = backend
    const [application] = simulation.engine.collections.applications.all()
    const borrower = simulation.engine.collections.borrowers.all()[0]
    if (!application || !borrower) throw new Error('The scenario has no renewal')
    const uuid = application.appUuid
    const [offer] = await client.call(requestRollForwardOffers, {
      params: { uuid },
      body: { topUpQuantity: 0.35 },
    })
    await client.call(selectOfferSecure, {
      params: { uuid },
      body: { offerUuid: offer?.uuid ?? '' },
    })
    const params = { appUuid: uuid, identityUuid: borrower.uuid }
    for (const document of await client.call(loanDocuments.listUnsigned, { params })) {
      await client.call(loanDocuments.sign, { params: { ...params, docUuid: document.uuid } })
    }
    return { ...backend, uuid }
  }

  it('asks only for the top-up, not the collateral held already', async () => {
    const { client, uuid } = await signedRenewalWithTopUp()
    expect((await client.call(getApplicationState, { params: { uuid } })).state).toBe(
      'WAITING_FOR_COLLATERAL',
    )
    const collateral = await client.call(getCollateral, { params: { uuid } })
    expect(collateral.requiredCoinAmount).toEqual({ coinQuantity: 0.35, type: 'BTC' })
    expect(collateral.remainingCoinAmountDue).toEqual({ coinQuantity: 0.35, type: 'BTC' })
  })

  it('goes on to renew the loan once the top-up has arrived, with nothing left due', async () => {
    const { client, simulation, uuid } = await signedRenewalWithTopUp()
    await client.call(setSourceWalletType, { params: { uuid }, body: 'SELF_HOSTED' })
    await client.call(confirmCollateralSent, { params: { uuid } })
    simulation.clock.advance(COLLATERAL_ARRIVAL_MS)
    await simulation.engine.runDueJobs()

    const collateral = await client.call(getCollateral, { params: { uuid } })
    expect(collateral.wallet?.currentTotalCoinBalance).toEqual({ coinQuantity: 0.35, type: 'BTC' })
    expect(collateral.remainingCoinAmountDue.coinQuantity).toBe(0)
    const application = await client.call(getApplication, { params: { uuid } })
    expect(application.collateral?.remainingCoinAmountDue.coinQuantity).toBe(0)
    expect(application.rollForwardLoanDetails?.remainingTopUpAmount.coinQuantity).toBe(0)
    expect(application.rollForwardLoanDetails?.topUpAmount.coinQuantity).toBe(0.35)

    for (let step = 0; step < 3; step += 1) {
      simulation.clock.advance(FUNDING_STEP_DELAY_MS)
      await simulation.engine.runDueJobs()
    }
    expect((await client.call(getApplicationState, { params: { uuid } })).state).toBe('COMPLETE')
  })
})
