import { getRouteApi } from '@tanstack/react-router'
import { ResidencyPage } from '@/features/residency/components/residency-page'

const route = getRouteApi('/residency')

export function ResidencyScreen() {
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
