import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { organisationInfoQueryOptions } from '@/api/queries/reference'
import type { AppServices } from '@/api/services-context'
import { rememberForceWeb } from '@/session/force-web'
import { NotFoundPage, RootErrorPage } from '../error-pages'
import { RootLayout } from '../root-layout'

export interface RouterContext {
  queryClient: QueryClient
  services: AppServices
}

export function organisationOptions({ services }: RouterContext) {
  return organisationInfoQueryOptions(services.config.orgCode)
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // A link carrying forceWeb keeps this tab on the web (core-journey.md §1): noted before any
  // page below decides where the borrower is served.
  beforeLoad: ({ location }) => rememberForceWeb(location.searchStr),
  loader: ({ context }) => context.queryClient.ensureQueryData(organisationOptions(context)),
  component: RootLayout,
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
})
