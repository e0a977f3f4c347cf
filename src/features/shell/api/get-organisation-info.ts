import { queryOptions } from '@tanstack/react-query'
import { getOrganisationInfo } from '@/api/contract/organisation'
import type { HttpClient } from '@/api/http-client'
import { organisationKeys } from '@/api/query-keys'
import { withSupportContact } from '@/domain/support-contact'

/**
 * The lender's brand, legal details and products; it does not change while the app runs.
 * FIGURE and the product's own credit organisation give the fixed support line and email.
 */
export function organisationInfoQueryOptions(http: HttpClient, orgCode: string) {
  return queryOptions({
    queryKey: organisationKeys.info(orgCode),
    queryFn: async ({ signal }) =>
      withSupportContact(await http.call(getOrganisationInfo, { params: { orgCode }, signal })),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
