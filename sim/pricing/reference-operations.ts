import type { CoinType, Residence } from '@contract/common'
import type { OrganisationInfo } from '@contract/organisation'
import type { RateRow, RatesRequest } from '@contract/pricing'
import type { Country, CryptoValue, StateResidence } from '@contract/reference'
import { minCoinQuantity } from '@/domain/pricing/minimum-collateral'
import { rateRows } from '@/domain/pricing/rate-rows'
import type { EngineContext } from '../core/engine-context'
import { notFound } from '../core/sim-error'
import { priceAt } from './price-path'
import { findOrganisation, resolveResidence } from './residence-rules'

/** Where the lender lends, what coins are worth, and the rate table for some collateral. */
export function createReferenceOperations(context: EngineContext) {
  const { collections } = context

  /** What a coin is worth now: by hand, on the scenario's price path, or the world's price. */
  function valueOfOne(collateralType: CoinType): number {
    const price = collections.prices.findFirst((q) => q.where({ collateralType }))
    if (!price) throw notFound(`No price for ${collateralType}`)
    return priceAt(context, price, context.clock.now())
  }

  return {
    valueOfOne,

    listCountries(): Country[] {
      return collections.countries.all().map(({ code, name, enabled }) => ({ code, name, enabled }))
    },

    listStates(): { validStates: StateResidence[] } {
      return {
        validStates: collections.states
          .all()
          .map(({ state, rateEnabled, minLoanAmount, maxLoanAmount }) => ({
            state,
            rateEnabled,
            minLoanAmount,
            maxLoanAmount,
          })),
      }
    },

    /** One value per coin, with the least coin that can back the residence's minimum loan. */
    getPrices(orgCode: string, residence: Residence): CryptoValue[] {
      const resolved = resolveResidence(context, residence, findOrganisation(context, orgCode))
      return collections.prices.all().map((price) => {
        const now = priceAt(context, price, context.clock.now())
        return {
          collateralType: price.collateralType,
          valueOfOne: now,
          minCoinQuantity: minCoinQuantity(resolved.minLoanAmount, now),
        }
      })
    },

    getRates(orgCode: string, request: RatesRequest): RateRow[] {
      const resolved = resolveResidence(context, request, findOrganisation(context, orgCode))
      return rateRows({
        coinQuantity: request.coinQuantity,
        valueOfOne: valueOfOne(request.collateralType),
        feeRule: resolved.feeRule,
        minLoanAmount: resolved.minLoanAmount,
        maxLoanAmount: resolved.maxLoanAmount,
      })
    },

    getOrganisationInfo(orgCode: string): OrganisationInfo {
      const organisation = findOrganisation(context, orgCode)
      // A plain copy: records carry the collection's internal bookkeeping.
      return structuredClone({ ...organisation })
    },
  }
}
export type ReferenceOperations = ReturnType<typeof createReferenceOperations>
