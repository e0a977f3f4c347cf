import { formerLenderFields } from '@contract/former-lender'
import type { Offer } from '@contract/pricing'
import { feeRuleFor } from '@/domain/pricing/origination-fee'
import { priceOffers } from '@/domain/pricing/price-offer'

/** One BTC at a round price keeps each LTV easy to check by hand. */
export const VALUE_OF_ONE = 100_000

/** The offer the pricing rules give for this cash and state on 1 BTC, as the API carries it. */
export function pricedOffer(drawAmount: number, state: string): Offer {
  const [terms] = priceOffers({
    drawAmount,
    coinQuantity: 1,
    valueOfOne: VALUE_OF_ONE,
    feeRule: feeRuleFor({ state }),
  })
  if (!terms) throw new Error(`no offer for ${drawAmount} in ${state}`)
  const { tier: _tier, ...fields } = terms
  return {
    ...fields,
    uuid: '7d8f3c2a-1b4e-4f6a-9c0d-2e5f8a1b3c4d',
    collateral: { type: 'BTC' },
    postTopUpLoanToValue: null,
    [formerLenderFields.topUpRequired]: false,
    countryCode: 'US',
    state,
    collateralReuseConsent: null,
  }
}
