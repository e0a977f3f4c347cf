import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router'
import { z } from 'zod'
import type { Residence } from '@/api/contract/common'
import type { AppServices } from '@/api/services-context'
import { looksLikeAppUuid, unknownPathTarget } from '@/domain/app-uuid'
import { selectableCountries } from '@/domain/residence'
import { stateName } from '@/domain/us-states'
import { newApplicationQueryOptions } from '@/features/offer-builder/api/create-application'
import { pricesQueryOptions } from '@/features/offer-builder/api/get-prices'
import { validCountriesQueryOptions } from '@/features/residency/api/get-valid-countries'
import { validStatesQueryOptions } from '@/features/residency/api/get-valid-states'
import { organisationInfoQueryOptions } from '@/features/shell/api/get-organisation-info'
import { NotFoundPage, RootErrorPage } from './error-pages'
import { RootLayout } from './root-layout'

export interface RouterContext {
  queryClient: QueryClient
  services: AppServices
}

function organisationOptions({ services }: RouterContext) {
  return organisationInfoQueryOptions(services.http, services.config.orgCode)
}

// A malformed parameter is dropped rather than failing the page: links get pasted and mangled.
const optionalText = z.string().min(1).optional().catch(undefined)
const optionalCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((code) => code.toUpperCase())
  .optional()
  .catch(undefined)

/** Where the borrower came from: kept across the first screens until the application exists. */
const originSearchSchema = z.object({ referrer: optionalText, rid: optionalText })
const residenceSearchSchema = originSearchSchema.extend({
  state: optionalCode,
  country: optionalCode,
})
export type ResidenceRouteSearch = z.infer<typeof residenceSearchSchema>

function originOf(search: { referrer?: string | undefined; rid?: string | undefined }) {
  return {
    ...(search.referrer ? { referrer: search.referrer } : {}),
    ...(search.rid ? { rid: search.rid } : {}),
  }
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(organisationOptions(context)),
  component: RootLayout,
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
})

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: originSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/start', search: originOf(search), replace: true })
  },
})

const residencyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'residency',
  validateSearch: residenceSearchSchema,
  loader: async ({ context }) => {
    const organisation = await context.queryClient.ensureQueryData(organisationOptions(context))
    const [states, countries] = await Promise.all([
      context.queryClient.ensureQueryData(validStatesQueryOptions(context.services.http)),
      organisation.metadata.products.international
        ? context.queryClient.ensureQueryData(validCountriesQueryOptions(context.services.http))
        : Promise.resolve([]),
    ])
    return { organisation, states: states.validStates, countries }
  },
  component: lazyRouteComponent(() => import('./screens/residency-screen'), 'ResidencyScreen'),
})

const startRoute = createRoute({
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
    const organisation = await queryClient.ensureQueryData(organisationOptions(context))
    const back = () => redirect({ to: '/residency', search: originOf(deps), replace: true })

    let residence: Residence
    let residenceLabel: string
    let minLoanAmount: number | undefined
    let maxLoanAmount: number | undefined
    if (deps.state) {
      const { validStates } = await queryClient.ensureQueryData(
        validStatesQueryOptions(services.http),
      )
      const record = validStates.find((entry) => entry.state === deps.state)
      // An unknown or unserved state cannot get offers: choose again rather than fail later.
      if (!record?.rateEnabled) throw back()
      residence = { state: record.state }
      residenceLabel = stateName(record.state)
      minLoanAmount = record.minLoanAmount
      maxLoanAmount = record.maxLoanAmount
    } else {
      if (!organisation.metadata.products.international) throw back()
      const countries = await queryClient.ensureQueryData(validCountriesQueryOptions(services.http))
      const country = selectableCountries(countries).find((entry) => entry.code === deps.country)
      if (!country) throw back()
      residence = { country: country.code }
      residenceLabel = country.name
    }

    // The application is created while prices load; its failure is shown on the page itself.
    void queryClient.prefetchQuery(
      newApplicationQueryOptions(services.http, {
        organization: services.config.orgCode,
        loanOriginatorUuid: deps.referrer,
        referralUuid: deps.rid,
      }),
    )
    const prices = await queryClient.ensureQueryData(
      pricesQueryOptions(services.http, services.config.orgCode, residence),
    )
    return {
      residence,
      residenceLabel,
      minLoanAmount,
      maxLoanAmount,
      prices,
    }
  },
  component: lazyRouteComponent(() => import('./screens/start-screen'), 'StartScreen'),
})

const faqRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'faq',
  component: lazyRouteComponent(() => import('@/features/faq/components/faq-page'), 'FaqPage'),
})

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboard',
  component: lazyRouteComponent(() => import('./screens/placeholder-screens'), 'DashboardScreen'),
})

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth/login',
  validateSearch: z.object({ redirectUrl: optionalText }),
  component: lazyRouteComponent(() => import('./screens/placeholder-screens'), 'LoginScreen'),
})

const appUuidRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$appUuid',
  beforeLoad: ({ params }) => {
    if (!looksLikeAppUuid(params.appUuid)) throw redirect({ to: '/start', replace: true })
  },
  component: lazyRouteComponent(() => import('./screens/next-step-screen'), 'NextStepScreen'),
})

const splatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: ({ params }) => {
    const target = unknownPathTarget(params._splat ?? '')
    if (target) throw redirect({ to: '/$appUuid', params: target, replace: true })
    throw redirect({ to: '/start', replace: true })
  },
})

export const routeTree = rootRoute.addChildren([
  indexRoute,
  residencyRoute,
  startRoute,
  faqRoute,
  dashboardRoute,
  loginRoute,
  appUuidRoute,
  splatRoute,
])
