import * as organisation from '@contract/organisation'
import * as reference from '@contract/reference'
import { type Route, routesCalling } from '../core/route'
import type { ReferenceOperations } from './reference-operations'

const route = routesCalling<ReferenceOperations>()

/** Reference data: where the lender lends, coin prices, the organisation's brand. */
export const referenceRoutes: readonly Route[] = [
  route(reference.getValidCountries, ({ engine }) => engine.listCountries()),
  route(reference.getValidStates, ({ engine }) => engine.listStates()),
  route(reference.getPrices, ({ engine, query, body }) => engine.getPrices(query.orgCode, body)),
  route(organisation.getOrganisationInfo, ({ engine, params }) =>
    engine.getOrganisationInfo(params.orgCode),
  ),
]
