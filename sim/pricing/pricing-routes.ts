import * as pricing from '@contract/pricing'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { PricingOperations } from './pricing-operations'
import type { ReferenceOperations } from './reference-operations'

const route = routesCalling<PricingOperations & Pick<ReferenceOperations, 'getRates'>>()

/** Pricing: rates, offers and the choice of one. Changes carry the owner's token if any. */
export const pricingRoutes: readonly Route[] = [
  route(pricing.getRates, ({ engine, query, body }) => engine.getRates(query.orgCode, body)),
  route(pricing.requestOffers, ({ engine, params, body, borrower }) =>
    engine.requestOffers(params.uuid, body, borrower),
  ),
  route(pricing.getOffers, ({ engine, params }) => engine.getOffers(params.uuid)),
  route(pricing.getSecureOffers, ({ engine, params, borrower }) =>
    engine.getOffers(params.uuid, signedIn(borrower)),
  ),
  route(pricing.selectOffer, ({ engine, params, body, borrower }) =>
    engine.selectOffer(params.uuid, body.offerUuid, borrower),
  ),
  route(pricing.selectOfferSecure, ({ engine, params, body, borrower }) =>
    engine.selectOffer(params.uuid, body.offerUuid, signedIn(borrower)),
  ),
  route(pricing.getSelectedOffer, ({ engine, params, borrower }) =>
    engine.getSelectedOffer(params.uuid, signedIn(borrower)),
  ),
]
