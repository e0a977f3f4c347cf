import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { FORMER_LENDER, REFINANCE_SEGMENT } from '@/config/former-lender'
import { RefinanceListPage } from '@/features/refinance/components/refinance-list-page'

const rootApi = getRouteApi('__root__')

export function RefinanceListScreen() {
  const organisation = rootApi.useLoaderData()
  const navigate = useNavigate()
  return (
    <RefinanceListPage
      lender={FORMER_LENDER.displayName}
      supportPhone={organisation.supportPhone}
      onTopUp={(appUuid, offerUuid) =>
        void navigate({
          to: `/${REFINANCE_SEGMENT}/$appUuid/$offerUuid/collateral-top-up`,
          params: { appUuid, offerUuid },
        })
      }
      onDisclosures={(appUuid, offerUuid) =>
        void navigate({
          to: `/${REFINANCE_SEGMENT}/$appUuid/$offerUuid/disclosures`,
          params: { appUuid, offerUuid },
        })
      }
      onComplete={() => void navigate({ to: `/${REFINANCE_SEGMENT}/complete` })}
    />
  )
}
