import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root-route'

const PrivacyPage = lazyRouteComponent(
  () => import('@/features/privacy/components/privacy-page'),
  'PrivacyPage',
)

const rootApi = getRouteApi('__root__')

function PrivacyScreen() {
  const organisation = rootApi.useLoaderData()
  return (
    <PrivacyPage
      lenderName={organisation.orgBrand.name}
      privacyUrl={organisation.metadata.company.privacyUrl}
      supportPhone={organisation.supportPhone}
      supportEmail={organisation.supportEmail}
    />
  )
}

/** The static privacy page; public, like the FAQ. */
export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'privacy',
  // Nothing to read: the loader brings the page's code.
  loader: () => PrivacyPage.preload?.(),
  component: PrivacyScreen,
})
