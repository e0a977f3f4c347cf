import { queryOptions } from '@tanstack/react-query'
import { getOrganisationInfo } from '@/api/contract/organisation'
import type { HttpClient } from '@/api/http-client'
import { organisationKeys } from '@/api/query-keys'

/** The lender's brand, legal details and products; it does not change while the app runs. */
export function organisationInfoQueryOptions(http: HttpClient, orgCode: string) {
  return queryOptions({
    queryKey: organisationKeys.info(orgCode),
    queryFn: ({ signal }) => http.call(getOrganisationInfo, { params: { orgCode }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
