import { getRouteApi, lazyRouteComponent, useNavigate } from '@tanstack/react-router'
import { FORMER_LENDER, REFINANCE_SEGMENT } from '@/config/former-lender'
import { refinanceListReads, signedInReads } from '@/features/refinance/refinance-reads'
import { ensureReads } from '@/session/page-reads'
import type { PageReads } from '../routes/page-loader'
import { signedInPage } from './signed-in-page'

export const { Page: RefinanceListPage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/refinance/components/refinance-list-page'),
    'RefinanceListPage',
  ),
  async ({ queryClient }: PageReads<object>) => {
    const { user } = await ensureReads(queryClient, signedInReads())
    await ensureReads(queryClient, refinanceListReads(user.uuid))
  },
)

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
