import { useQuery } from '@tanstack/react-query'
import { Navigate, useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { getApplication } from '@/api/contract/applications'
import { refinanceKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import { refinanceMayOpen } from '@/domain/refinance'

/** The page under /{appUuid} being opened: 'documents', 'next-steps', '' for the routing page. */
function usePage(): string {
  const matches = useMatches()
  const routeId: string = matches[matches.length - 1]?.routeId ?? ''
  return routeId.startsWith('/$appUuid/')
    ? (routeId.slice('/$appUuid/'.length).split('/')[0] ?? '')
    : ''
}

/**
 * core-journey §2: a refinance application is sent to the dashboard from application pages
 * other than start, the refinance list and documents. Whether it is one is the application's
 * own isCelsiusRefi, which never changes, so one answer is enough.
 */
export function RefinanceGuard({ appUuid, children }: { appUuid: string; children: ReactNode }) {
  const { http } = useServices()
  const page = usePage()
  const guarded = !refinanceMayOpen(page)
  // A key of its own: a failed check never leaves an error on the page's own application query.
  const isRefinance = useQuery({
    queryKey: refinanceKeys.isRefinance(appUuid),
    queryFn: ({ signal }) =>
      http
        .call(getApplication, { params: { uuid: appUuid }, signal })
        .then((application) => application.isCelsiusRefi),
    enabled: guarded,
    staleTime: Number.POSITIVE_INFINITY,
  })
  if (guarded && isRefinance.data === true) return <Navigate to="/dashboard" replace />
  return children
}
