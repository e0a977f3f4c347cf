import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { validCountriesQueryOptions, validStatesQueryOptions } from '@/api/queries/reference'
import { organisationOptions, rootRoute } from './root-route'
import { residenceSearchSchema } from './search-params'

export const residencyRoute = createRoute({
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
  component: lazyRouteComponent(() => import('../screens/residency-screen'), 'ResidencyScreen'),
})
