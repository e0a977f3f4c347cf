import type { Residence } from '@contract/common'
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { currentApplicationQueryOptions } from '@/api/queries/current-application'
import {
  pricesQueryOptions,
  validCountriesQueryOptions,
  validStatesQueryOptions,
} from '@/api/queries/reference'
import { selectableCountries } from '@/domain/residence'
import { stateName } from '@/domain/us-states'
import { organisationOptions, type RouterContext, rootRoute } from './root-route'
import { originOf, type ResidenceRouteSearch, residenceSearchSchema } from './search-params'

export interface ResolvedResidence {
  residence: Residence
  /** 'New York' or 'Germany', shown with the Change link. */
  residenceLabel: string
  minLoanAmount?: number | undefined
  maxLoanAmount?: number | undefined
}

/** The residence named in the URL, if the lender serves it; null sends the borrower back to choose. */
async function resolveResidence(
  context: RouterContext,
  search: ResidenceRouteSearch,
): Promise<ResolvedResidence | null> {
  const { queryClient } = context
  if (search.state) {
    const { validStates } = await queryClient.ensureQueryData(validStatesQueryOptions())
    const record = validStates.find((entry) => entry.state === search.state)
    if (!record?.rateEnabled) return null
    return {
      residence: { state: record.state },
      residenceLabel: stateName(record.state),
      minLoanAmount: record.minLoanAmount,
      maxLoanAmount: record.maxLoanAmount,
    }
  }
  const organisation = await queryClient.ensureQueryData(organisationOptions(context))
  if (!organisation.metadata.products.international) return null
  const countries = await queryClient.ensureQueryData(validCountriesQueryOptions())
  const country = selectableCountries(countries).find((entry) => entry.code === search.country)
  return country ? { residence: { country: country.code }, residenceLabel: country.name } : null
}

export const startRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'start',
  validateSearch: residenceSearchSchema,
  beforeLoad: ({ search }) => {
    if (!search.state && !search.country) {
      throw redirect({ to: '/residency', search: originOf(search), replace: true })
    }
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { queryClient, services } = context
    const resolved = await resolveResidence(context, deps)
    // An unknown or unserved residence cannot get offers: choose again rather than fail later.
    if (!resolved) throw redirect({ to: '/residency', search: originOf(deps), replace: true })

    // The application is created while prices load; its failure is shown on the page itself.
    void queryClient.prefetchQuery(
      currentApplicationQueryOptions({
        organization: services.config.orgCode,
        loanOriginatorUuid: deps.referrer,
        referralUuid: deps.rid,
      }),
    )
    const prices = await queryClient.ensureQueryData(
      pricesQueryOptions(services.config.orgCode, resolved.residence),
    )
    return { ...resolved, prices }
  },
  component: lazyRouteComponent(() => import('../screens/start-screen'), 'StartScreen'),
})
