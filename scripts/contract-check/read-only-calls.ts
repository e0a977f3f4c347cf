import { getApplication, getApplicationState, getUserApplications } from '@contract/applications'
import { listBankLinkItems } from '@contract/bank-link'
import { getBanners } from '@contract/banners'
import { getFinalStepsDashboard } from '@contract/borrowers'
import { allEndpoints } from '@contract/catalogue'
import { getCollateral } from '@contract/collateral'
import { loanDocuments, refinanceDocuments } from '@contract/documents'
import type { EndpointDefinition } from '@contract/endpoint'
import { getOrganisationInfo } from '@contract/organisation'
import {
  getOffers,
  getRates,
  getSecureOffers,
  getSelectedOffer,
  requestOffers,
} from '@contract/pricing'
import { getConsentTypes, getLoanStatus, getProfile, lookupAddress } from '@contract/profile'
import { getPrices, getValidCountries, getValidStates } from '@contract/reference'
import { listRefinanceApplications } from '@contract/refinance'
import { listFundedLoans } from '@contract/servicing'
import { getBrokerProfile, getLegacyIdentity } from '@contract/session'

/**
 * The calls the contract check makes: every read of the contract (GET), and, asked for with
 * --include-quotes, the POSTs that only quote. What a call needs (a token, an application,
 * the borrower's identity, a document) is filled from the context; a call whose needs are
 * not met is reported as not checked, with the reason.
 */

export interface CheckContext {
  orgCode: string
  appUuid: string | null
  /** The signed-in borrower's identity uuid, read from the identity answers on the way. */
  identityUuid: string | null
  /** A document of the application, read from the document list on the way. */
  docUuid: string | null
  /** The application's state, read from its state call on the way. */
  appState: string | null
}

export type Need = 'app' | 'identity' | 'document' | 'fresh-app'

export interface ReadOnlyCall {
  area: string
  endpoint: EndpointDefinition
  needs: readonly Need[]
  quote?: boolean
  params?: (context: CheckContext) => Record<string, string>
  query?: (context: CheckContext) => Record<string, unknown>
  body?: (context: CheckContext) => unknown
}

const app = (context: CheckContext) => ({ uuid: context.appUuid ?? '' })
const borrower = (context: CheckContext) => ({
  appUuid: context.appUuid ?? '',
  identityUuid: context.identityUuid ?? '',
})

/** A domestic quote: one bitcoin, in California. */
export const QUOTE_RESIDENCE = { state: 'CA' } as const

/** States in which asking for offers cannot change an application: offers not yet chosen. */
export const FRESH_APPLICATION_STATES: readonly string[] = ['APP_START', 'OFFER_SELECT']

export const READ_ONLY_CALLS: readonly ReadOnlyCall[] = [
  {
    area: 'organisation content',
    endpoint: getOrganisationInfo,
    needs: [],
    params: (context) => ({ orgCode: context.orgCode }),
  },
  { area: 'banners', endpoint: getBanners, needs: [], params: () => ({ variant: 'production' }) },
  { area: 'reference data', endpoint: getValidStates, needs: [] },
  { area: 'reference data', endpoint: getValidCountries, needs: [] },
  {
    area: 'reference data',
    endpoint: getPrices,
    needs: [],
    quote: true,
    query: (context) => ({ orgCode: context.orgCode }),
    body: () => QUOTE_RESIDENCE,
  },
  {
    area: 'reference data',
    endpoint: getRates,
    needs: [],
    quote: true,
    query: (context) => ({ orgCode: context.orgCode }),
    body: () => ({ ...QUOTE_RESIDENCE, coinQuantity: 1, collateralType: 'BTC' }),
  },
  {
    area: 'profile',
    endpoint: getBrokerProfile,
    needs: [],
    params: () => ({ audience: 'customer' }),
  },
  { area: 'profile', endpoint: getLegacyIdentity, needs: [] },
  { area: 'profile', endpoint: getProfile, needs: [] },
  { area: 'profile', endpoint: getConsentTypes, needs: [] },
  {
    area: 'profile',
    endpoint: lookupAddress,
    needs: [],
    query: () => ({ partialAddress: '1 Market' }),
  },
  { area: 'profile', endpoint: listBankLinkItems, needs: [] },
  { area: 'application', endpoint: getUserApplications, needs: [] },
  { area: 'application', endpoint: getApplication, needs: ['app'], params: app },
  { area: 'state', endpoint: getApplicationState, needs: ['app'], params: app },
  { area: 'offers', endpoint: getOffers, needs: ['app'], params: app },
  { area: 'offers', endpoint: getSecureOffers, needs: ['app'], params: app },
  { area: 'offers', endpoint: getSelectedOffer, needs: ['app'], params: app },
  {
    area: 'offers',
    endpoint: requestOffers,
    needs: ['app', 'fresh-app'],
    quote: true,
    params: app,
    body: () => ({
      ...QUOTE_RESIDENCE,
      requestedAmount: 10_000,
      collateralType: 'BTC',
      coinQuantity: 1,
    }),
  },
  { area: 'final steps', endpoint: getFinalStepsDashboard, needs: ['app'], params: app },
  {
    area: 'documents',
    endpoint: loanDocuments.list,
    needs: ['app', 'identity'],
    params: borrower,
  },
  {
    area: 'documents',
    endpoint: loanDocuments.listUnsigned,
    needs: ['app', 'identity'],
    params: borrower,
  },
  {
    area: 'documents',
    endpoint: loanDocuments.download,
    needs: ['app', 'identity', 'document'],
    params: (context) => ({ ...borrower(context), docUuid: context.docUuid ?? '' }),
  },
  {
    area: 'documents',
    endpoint: refinanceDocuments.list,
    needs: ['app', 'identity'],
    params: borrower,
  },
  {
    area: 'documents',
    endpoint: refinanceDocuments.listUnsigned,
    needs: ['app', 'identity'],
    params: borrower,
  },
  { area: 'collateral', endpoint: getCollateral, needs: ['app'], params: app },
  { area: 'loans', endpoint: listFundedLoans, needs: [] },
  { area: 'loans', endpoint: getLoanStatus, needs: [] },
  {
    area: 'loans',
    endpoint: listRefinanceApplications,
    needs: ['identity'],
    params: (context) => ({ identityUuid: context.identityUuid ?? '' }),
  },
]

/** GETs the check leaves out, and why. */
const LEFT_OUT_READS: Readonly<Record<string, string>> = {
  exchangePublicToken: 'needs the public token only the bank-link widget gives, and spends it',
  'refinance.downloadDocument': 'needs a refinance document; its list is checked instead',
}

/** Why the check never makes a call, for every call it has no entry for. */
export function uncheckedCalls(
  calls: readonly ReadOnlyCall[] = READ_ONLY_CALLS,
): { id: string; reason: string }[] {
  const checked = new Set(calls.map((call) => call.endpoint.id))
  return allEndpoints
    .filter((endpoint) => !checked.has(endpoint.id))
    .map((endpoint) => ({
      id: endpoint.id,
      reason:
        LEFT_OUT_READS[endpoint.id] ?? `${endpoint.method}: it writes, signs in, or is not a read`,
    }))
}
