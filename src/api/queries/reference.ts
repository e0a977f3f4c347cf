import { BANNER_FORMAT_ERROR, type BannerFileVariant, getBanners } from '@contract/banners'
import type { Residence } from '@contract/common'
import { getFeatureDecision } from '@contract/features'
import { getOrganisationInfo } from '@contract/organisation'
import { getRates, type RatesRequest } from '@contract/pricing'
import { getConsentTypes, lookupAddress } from '@contract/profile'
import { getPrices, getValidCountries, getValidStates } from '@contract/reference'
import { queryOptions, skipToken } from '@tanstack/react-query'
import { ApiError } from '@/api/api-error'
import { httpOf } from '@/api/bound-services'
import type { HttpClient } from '@/api/http-client'
import {
  addressKeys,
  bannerKeys,
  featureKeys,
  organisationKeys,
  profileKeys,
  referenceKeys,
} from '@/api/query-keys'
import { withSafeLinks } from '@/domain/organisation-links'
import { withSupportContact } from '@/domain/support-contact'
import { reportError } from '@/lib/error-report'
import { keptForTheSession, quoteFor } from './read-kinds'

/**
 * What the lender publishes for everyone: states and countries, rates and prices, the
 * organisation's brand, consent types, address suggestions, the hosted banners and feature
 * decisions. Each read is defined here once (docs/architecture.md, "A read").
 */

/** US states with their rate flag and loan limits. */
export function validStatesQueryOptions() {
  return keptForTheSession(referenceKeys.validStates(), (http, signal) =>
    http.call(getValidStates, { signal }),
  )
}

/** Countries the lender lends in, for residency and the international borrower's citizenship. */
export function validCountriesQueryOptions() {
  return keptForTheSession(referenceKeys.validCountries(), (http, signal) =>
    http.call(getValidCountries, { signal }),
  )
}

export function ratesQueryOptions(orgCode: string, request: RatesRequest | null) {
  return quoteFor(
    referenceKeys.rates(orgCode, request),
    request !== null
      ? (http, signal) => http.call(getRates, { query: { orgCode }, body: request, signal })
      : null,
  )
}

/** Coin prices and minimum quantities move slowly; the spec caches them for 5 minutes. */
export const PRICES_STALE_TIME_MS = 5 * 60 * 1000

export function pricesQueryOptions(orgCode: string, residence: Residence) {
  return queryOptions({
    queryKey: referenceKeys.prices(orgCode, residence),
    queryFn: ({ signal, client }) =>
      httpOf(client).call(getPrices, { query: { orgCode }, body: residence, signal }),
    staleTime: PRICES_STALE_TIME_MS,
    gcTime: PRICES_STALE_TIME_MS,
  })
}

/**
 * The lender's brand, legal details and products; it does not change while the app runs.
 * FIGURE and the product's own credit organisation give the fixed support line and email; a
 * link that is not https (a logo may also be a data: image) is dropped and reported.
 */
export function organisationInfoQueryOptions(orgCode: string) {
  return keptForTheSession(organisationKeys.info(orgCode), async (http, signal) =>
    withSafeLinks(
      withSupportContact(await http.call(getOrganisationInfo, { params: { orgCode }, signal })),
      (link) => reportError({ name: 'organisation.link-dropped', details: { ...link } }),
    ),
  )
}

/** The consent types and their current versions, sent back with the borrower's choices. */
export function consentTypesQueryOptions() {
  return keptForTheSession(profileKeys.consentTypes(), (http, signal) =>
    http.call(getConsentTypes, { signal }),
  )
}

/** Fewer characters than this match too much to be worth a call. */
export const ADDRESS_LOOKUP_MIN_LENGTH = 3

/** Suggestions for a partly typed address; a failure switches the form to manual entry. */
export function addressLookupQueryOptions(partialAddress: string | null) {
  return queryOptions({
    queryKey: addressKeys.lookup(partialAddress ?? ''),
    queryFn:
      partialAddress !== null && partialAddress.length >= ADDRESS_LOOKUP_MIN_LENGTH
        ? ({ signal, client }) =>
            httpOf(client).call(lookupAddress, { query: { partialAddress }, signal })
        : skipToken,
    staleTime: 5 * 60 * 1000,
    retry: false,
  })
}

/**
 * The hosted banner file (refinance-release-shell.md §7). A file that answers but does not match
 * the banner format is refused with the message of §8; any failure is held in the query's state
 * and the page goes on without a banner.
 */
export async function fetchBanners(
  http: HttpClient,
  variant: BannerFileVariant,
  signal?: AbortSignal,
) {
  try {
    return await http.call(getBanners, { params: { variant }, signal })
  } catch (error) {
    // A successful answer the contract refused: the file itself is malformed.
    if (error instanceof ApiError && error.status >= 200 && error.status < 300) {
      throw new Error(BANNER_FORMAT_ERROR, { cause: error })
    }
    throw error
  }
}

export function bannersQueryOptions(variant: BannerFileVariant = 'production') {
  // Read once per page load; a reload picks up an updated file.
  return keptForTheSession(bannerKeys.list(variant), (http, signal) =>
    fetchBanners(http, variant, signal),
  )
}

/**
 * The feature decision that asks for a passport plus an additional document showing name and
 * address (core-journey.md §2). The one place its name is written.
 */
export const ADDITIONAL_DOCUMENT_FLAG = 'identity-additional-document'

/**
 * Whether the flag is on for this visitor. A decision that cannot be had counts as off: the
 * borrower then uploads one ID, as without the flag, instead of being stopped.
 */
export function additionalDocumentFlagQueryOptions(organization: string, trackerId: string) {
  return queryOptions({
    queryKey: featureKeys.decision(ADDITIONAL_DOCUMENT_FLAG, organization, trackerId),
    queryFn: async ({ signal, client }) => {
      try {
        const decision = await httpOf(client).call(getFeatureDecision, {
          body: {
            experimentKey: ADDITIONAL_DOCUMENT_FLAG,
            ignoreIdentify: false,
            optimizeUser: { attributes: { organization, trackerId } },
          },
          signal,
        })
        return decision.flagEnabled
      } catch {
        return false
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}
