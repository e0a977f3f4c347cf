import * as applications from './applications'
import * as bankLink from './bank-link'
import * as banners from './banners'
import * as borrowers from './borrowers'
import * as collateral from './collateral'
import * as disbursement from './disbursement'
import { loanDocuments, refinanceDocuments } from './documents'
import { type EndpointDefinition, isEndpoint } from './endpoint'
import * as features from './features'
import * as organisation from './organisation'
import * as pricing from './pricing'
import * as profile from './profile'
import * as reference from './reference'
import * as refinance from './refinance'
import * as servicing from './servicing'
import * as session from './session'
import * as telemetry from './telemetry'

/**
 * Every call of both specification documents, for tooling that must see them all: contract
 * tests and the simulated backend's coverage check. The app imports single endpoints instead.
 */
export const allEndpoints: readonly EndpointDefinition[] = [
  applications,
  bankLink,
  banners,
  borrowers,
  collateral,
  disbursement,
  loanDocuments,
  refinanceDocuments,
  features,
  organisation,
  pricing,
  profile,
  reference,
  refinance,
  servicing,
  session,
  telemetry,
].flatMap((module) => Object.values(module).filter(isEndpoint))
