import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { validCountriesQueryOptions, validStatesQueryOptions } from '@/api/queries/reference'
import { organisationOptions, rootRoute } from './root-route'
import { residenceSearchSchema } from './search-params'

const ResidencyPage = lazyRouteComponent(
  () => import('@/features/residency/components/residency-page'),
  'ResidencyPage',
)

const route = getRouteApi('/residency')

function ResidencyScreen() {
  const { organisation, states, countries } = route.useLoaderData()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const initial = search.state
    ? { state: search.state }
    : search.country
      ? { country: search.country }
      : undefined
  return (
    <ResidencyPage
      international={organisation.metadata.products.international}
      supportEmail={organisation.supportEmail}
      states={states}
      countries={countries}
      initial={initial}
      onContinue={(residence) =>
        void navigate({
          to: '/start',
          search: { referrer: search.referrer, rid: search.rid, ...residence },
        })
      }
    />
  )
}

/** /residency: where the borrower lives, before the offer builder (core-journey.md §1). */
export const residencyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'residency',
  validateSearch: residenceSearchSchema,
  loader: async ({ context }) => {
    const { queryClient } = context
    const [organisation] = await Promise.all([
      queryClient.ensureQueryData(organisationOptions(context)),
      ResidencyPage.preload?.(),
    ])
    const [states, countries] = await Promise.all([
      queryClient.ensureQueryData(validStatesQueryOptions()),
      organisation.metadata.products.international
        ? queryClient.ensureQueryData(validCountriesQueryOptions())
        : Promise.resolve([]),
    ])
    return { organisation, states: states.validStates, countries }
  },
  component: ResidencyScreen,
})
