import { listFundedLoans } from '@contract/servicing'
import {
  btcFallsToCourtesyNotice,
  marginCallCuredByCollateral,
  marginCallCuredByPayment,
  marginCallLiquidated,
  rebalancingOffered,
} from '@scenarios/loan-health'
import { signedInBorrower, startBackend } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/api-error'
import { clientWith, serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

const HOUR_MS = 60 * 60 * 1000

/**
 * Days later the morning's session has long expired (8 hours), as it would for a borrower coming
 * back: the scenario's borrower signs in again, and the client carries the new token.
 */
async function laterSignedIn(
  simulation: Awaited<ReturnType<typeof startBackend>>['simulation'],
  hours: number,
) {
  simulation.clock.advance(hours * HOUR_MS)
  const [borrower] = simulation.engine.collections.borrowers.all()
  const { token } = await simulation.engine.signInWithEmail({ email: borrower?.email })
  return clientWith(token)
}

/**
 * The simulated servicer (core-journey §9): Dana's $45,450 loan against 1 BTC bought at $97,250,
 * its LTV lines at 75 / 80 / 90 %, the price moved by each story's path on the simulated clock.
 */
describe('funded loans at the simulated servicer', () => {
  it('lists nothing for a borrower with no funded loan, and refuses a caller with no token', async () => {
    const { client } = await startBackend(signedInBorrower)
    expect((await client.call(listFundedLoans, {})).loans).toEqual([])
    const anonymous = clientWith(null)
    const refused = await anonymous.call(listFundedLoans, {}).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).status).toBe(401)
  })

  it('answers the loan as funded, with the price on its path and no call', async () => {
    const { client } = await startBackend(btcFallsToCourtesyNotice)
    const { loans, asOf } = await client.call(listFundedLoans, {})
    expect(asOf).toBe('2025-03-03T15:00:00.000Z')
    expect(loans).toHaveLength(1)
    expect(loans[0]).toMatchObject({
      balance: 45_450,
      interestRate: 8.91,
      collateral: { type: 'BTC', coinQuantity: 1 },
      valueOfOne: 97_250,
      marginCall: null,
      liquidatedAt: null,
    })
    expect(loans[0]?.depositAddress).toMatch(/^bc1/)
  })

  it.each([
    // Halfway along the path: 97,250 - (97,250 - 63,000) / 2.
    { hours: 36, price: 80_125 },
    { hours: 72, price: 63_000 },
    { hours: 200, price: 63_000 },
  ])('moves the price along its path: $price after $hours hours', async ({ hours, price }) => {
    const { simulation } = await startBackend(btcFallsToCourtesyNotice)
    const client = await laterSignedIn(simulation, hours)
    const [loan] = (await client.call(listFundedLoans, {})).loans
    expect(loan?.valueOfOne).toBeCloseTo(price, 6)
  })

  it('opens a margin call when the LTV reaches 80 %, with 48 hours to cure', async () => {
    const { simulation } = await startBackend(marginCallLiquidated)
    const client = await laterSignedIn(simulation, 72)
    const [loan] = (await client.call(listFundedLoans, {})).loans
    const call = loan?.marginCall
    if (!call) throw new Error('expected a margin call')
    // $56,812.50 is reached 68.9 hours in; the servicer looks every 15 minutes.
    expect(call.calledAt).toBe('2025-03-06T12:00:00.000Z')
    expect(Date.parse(call.cureBy) - Date.parse(call.calledAt)).toBe(48 * HOUR_MS)
    expect(loan?.liquidatedAt).toBeNull()
  })

  it('liquidates a call left uncured for 48 hours', async () => {
    const { simulation } = await startBackend(marginCallLiquidated)
    const client = await laterSignedIn(simulation, 120)
    const [loan] = (await client.call(listFundedLoans, {})).loans
    expect(loan?.liquidatedAt).toBe('2025-03-08T12:00:00.000Z')
  })

  it.each([
    { story: marginCallCuredByCollateral, balance: 45_450, coins: 1.101819 },
    { story: marginCallCuredByPayment, balance: 41_250, coins: 1 },
  ])(
    'clears the call once $story.name brings the LTV back to 75 %',
    async ({ story, balance, coins }) => {
      const { simulation } = await startBackend(story)
      const client = await laterSignedIn(simulation, 84)
      const [loan] = (await client.call(listFundedLoans, {})).loans
      expect(loan?.marginCall).toBeNull()
      expect(loan?.liquidatedAt).toBeNull()
      expect(loan?.balance).toBeCloseTo(balance, 2)
      expect(loan?.collateral.coinQuantity).toBeCloseTo(coins, 6)
    },
  )

  it('cures by hand from the demo panel with exactly what the dashboard asks for', async () => {
    const { simulation } = await startBackend(marginCallLiquidated)
    const client = await laterSignedIn(simulation, 72)
    const [called] = (await client.call(listFundedLoans, {})).loans
    expect(called?.marginCall).not.toBeNull()
    expect(await simulation.engine.cureMarginCall(called?.appUuid ?? '', 'COLLATERAL')).toBe(true)
    const [cured] = (await client.call(listFundedLoans, {})).loans
    expect(cured?.marginCall).toBeNull()
    // 45,450 / (55,000 x 0.75), rounded up to 6 decimals.
    expect(cured?.collateral.coinQuantity).toBeCloseTo(1.101819, 6)
    const [later] = (await (await laterSignedIn(simulation, 100)).call(listFundedLoans, {})).loans
    expect(later?.liquidatedAt).toBeNull()
  })

  it('holds a price set by hand from the moment it is set, over the path', async () => {
    const { client, simulation } = await startBackend(rebalancingOffered)
    simulation.clock.advance(HOUR_MS)
    await simulation.engine.setPriceByHand('BTC', 52_000)
    simulation.clock.advance(HOUR_MS)
    const [loan] = (await client.call(listFundedLoans, {})).loans
    expect(loan?.valueOfOne).toBe(52_000)
    // 45,450 / 52,000 = 87.4 %: a margin call, opened only once the price was set.
    expect(loan?.marginCall?.calledAt).toBe('2025-03-03T16:00:00.000Z')
  })
})
