import { getRouteApi } from '@tanstack/react-router'
import { PrivacyPage } from '@/features/privacy/components/privacy-page'

const rootApi = getRouteApi('__root__')

export function PrivacyScreen() {
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
