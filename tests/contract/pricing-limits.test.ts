import { createApplication } from '@contract/applications'
import { type OffersRequest, requestOffers } from '@contract/pricing'
import { STATE_MIN_LOAN_AMOUNTS } from '@fixtures/states'
import { failure, startBackend } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

async function ask(request: OffersRequest) {
  const { client } = await startBackend()
  const { appUuid } = await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
  return client.call(requestOffers, { params: { uuid: appUuid }, body: request })
}

const refusal = (request: OffersRequest) => failure(ask(request))

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`

/**
 * core-journey §9 loan limits as the offers endpoint applies them: the state minimum is the
 * least it prices, a dollar less is refused. The states endpoint's figures are checked in
 * reference-endpoints.test.ts; here the pricing call itself holds the line.
 */
describe('loan limits when pricing (core-journey §9)', () => {
  // Enough bitcoin that only the limits, never the LTV, decide.
  const coinQuantity = 40

  it.each(Object.entries({ ...STATE_MIN_LOAN_AMOUNTS, CA: 5_000, NY: 5_000 }))(
    '%s prices from $%d and refuses a dollar less',
    async (state, minimum) => {
      const [offer] = await ask({
        state,
        requestedAmount: minimum,
        collateralType: 'BTC',
        coinQuantity,
      })
      expect(offer?.drawAmount).toBe(minimum)
      const failure = await refusal({
        state,
        requestedAmount: minimum - 1,
        collateralType: 'BTC',
        coinQuantity,
      })
      expect(failure).toMatchObject({
        status: 400,
        message: `Loan amount must be between ${money(minimum)} and $1,000,000`,
      })
    },
  )

  it('prices up to $1,000,000 and refuses a dollar more', async () => {
    const [offer] = await ask({
      state: 'AL',
      requestedAmount: 1_000_000,
      collateralType: 'BTC',
      coinQuantity,
    })
    expect(offer?.amount).toBe(1_000_000)
    const failure = await refusal({
      state: 'AL',
      requestedAmount: 1_000_001,
      collateralType: 'BTC',
      coinQuantity,
    })
    expect(failure).toMatchObject({ status: 400 })
  })

  it.each(['TX', 'DC'])('refuses to price in %s, where rates are not enabled', async (state) => {
    const failure = await refusal({
      state,
      requestedAmount: 10_000,
      collateralType: 'BTC',
      coinQuantity: 1,
    })
    expect(failure).toMatchObject({
      status: 400,
      message: `Sorry! We do not yet lend to residents of ${state}`,
    })
  })
})
