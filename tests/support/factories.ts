import type { SelectableCoinType } from '@contract/common'
import { formerLenderFields } from '@contract/former-lender'
import type { Offer } from '@contract/pricing'
import { coinPriceFixtures } from '@fixtures/coin-prices'
import { STATE_MIN_LOAN_AMOUNTS, UNAVAILABLE_STATES } from '@fixtures/states'
import type { Scenario } from '@scenarios/scenario'
import { minCoinQuantity } from '@/domain/pricing/minimum-collateral'
import { type FeeRule, feeRuleFor } from '@/domain/pricing/origination-fee'
import { priceOffers } from '@/domain/pricing/price-offer'
import { maxDrawForLtv } from '@/domain/pricing/rate-rows'
import { DEFAULT_MAX_LOAN_AMOUNT, DEFAULT_MIN_LOAN_AMOUNT } from '@/domain/pricing/residence'

/**
 * Test data built from the pricing rules and the fixtures the simulation starts from, so that
 * an offer, a limit or a price in a test is always one the product can really produce.
 */

/** A US state (two-letter code) or a country (ISO code, not US). */
export type TestResidence = { state: string } | { country: string }

export function usResidence(state: string): { state: string } {
  const code = state.toUpperCase()
  if (UNAVAILABLE_STATES.includes(code)) throw new Error(`${code} is not rate-enabled`)
  return { state: code }
}

export function internationalResidence(country: string): { country: string } {
  const code = country.toUpperCase()
  if (code === 'US') throw new Error('US residents give their state, not their country')
  return { country: code }
}

/** The smallest loan the residence allows (core-journey §9). */
export function minLoanAmount(residence: TestResidence): number {
  return 'state' in residence
    ? (STATE_MIN_LOAN_AMOUNTS[residence.state] ?? DEFAULT_MIN_LOAN_AMOUNT)
    : DEFAULT_MIN_LOAN_AMOUNT
}

export function maxLoanAmount(_residence: TestResidence): number {
  return DEFAULT_MAX_LOAN_AMOUNT
}

/** The dollar price of one coin in the simulation's fixtures. */
export function coinPrice(coin: SelectableCoinType = 'BTC'): number {
  return coinPriceFixtures[coin]
}

export function feeRule(residence: TestResidence): FeeRule {
  return feeRuleFor(residence)
}

/** The least coin the offer builder accepts for the residence: 'Min. {x} {type}'. */
export function minCoin(residence: TestResidence, coin: SelectableCoinType = 'BTC'): number {
  return minCoinQuantity(minLoanAmount(residence), coinPrice(coin))
}

/** The most cash, to the cent, that keeps the loan (fee included) at or below `ltv`. */
export function cashForLtv({
  ltv,
  coinQuantity,
  coin = 'BTC',
  ...residence
}: TestResidence & { ltv: number; coinQuantity: number; coin?: SelectableCoinType }): number {
  return maxDrawForLtv(coinQuantity * coinPrice(coin), ltv, feeRule(residence))
}

export interface OfferRequestInput {
  cash: number
  coinQuantity: number
  coin?: SelectableCoinType
}

let offerCount = 0

/**
 * The one offer the rules price for this residence, cash and collateral, in the contract's
 * shape. Throws when the rules give no offer (above 75% LTV): a test cannot use an offer the
 * product could never make.
 */
export function createOffer(input: TestResidence & OfferRequestInput & { uuid?: string }): Offer {
  const { cash, coinQuantity, coin = 'BTC', uuid, ...residence } = input
  const [terms] = priceOffers({
    drawAmount: cash,
    coinQuantity,
    valueOfOne: coinPrice(coin),
    feeRule: feeRule(residence),
  })
  if (!terms) {
    throw new Error(`No offer for ${cash} cash on ${coinQuantity} ${coin}: above the maximum LTV`)
  }
  const { tier: _tier, ...offer } = terms
  offerCount += 1
  return {
    ...offer,
    uuid: uuid ?? `offer-${offerCount}`,
    collateral: { type: coin },
    postTopUpLoanToValue: null,
    [formerLenderFields.topUpRequired]: false,
    countryCode: 'state' in residence ? 'US' : residence.country,
    state: 'state' in residence ? residence.state : null,
    collateralReuseConsent: null,
  }
}

let scenarioCount = 0

/**
 * A scenario for one test: the default story (a US visitor, every decision goes well) with the
 * given world, decisions and faults laid over it.
 */
export function createScenario(overrides: Partial<Scenario> = {}): Scenario {
  scenarioCount += 1
  return {
    name: `test-scenario-${scenarioCount}`,
    description: 'A scenario made for one test.',
    ...overrides,
    world: { borrower: null, ...overrides.world },
    decisions: {
      softCredit: 'APPROVED',
      kyc: 'APPROVED',
      release: 'SUCCESS',
      ...overrides.decisions,
    },
  }
}

/** A scenario whose borrower is already signed in. */
export function signedInScenario(overrides: Partial<Scenario> = {}): Scenario {
  return createScenario({
    ...overrides,
    world: {
      borrower: {
        signedIn: true,
        firstName: 'Dana',
        lastName: 'Okafor',
        email: 'dana@example.com',
      },
      ...overrides.world,
    },
  })
}

/** Dollars as a borrower types them into the cash field: '25,000'. */
export function typedDollars(amount: number): string {
  return amount.toLocaleString('en-US', { maximumFractionDigits: 2 })
}
