import { queryOptions } from '@tanstack/react-query'
import { getOrganisationInfo } from '@/api/contract/organisation'
import type { HttpClient } from '@/api/http-client'
import { organisationKeys } from '@/api/query-keys'
import { withSafeLinks } from '@/domain/organisation-links'
import { withSupportContact } from '@/domain/support-contact'
import { reportError } from '@/lib/error-report'

/**
 * The lender's brand, legal details and products; it does not change while the app runs.
 * FIGURE and the product's own credit organisation give the fixed support line and email; a
 * link that is not https (a logo may also be a data: image) is dropped and reported.
 */
export function organisationInfoQueryOptions(http: HttpClient, orgCode: string) {
  return queryOptions({
    queryKey: organisationKeys.info(orgCode),
    queryFn: async ({ signal }) =>
      withSafeLinks(
        withSupportContact(await http.call(getOrganisationInfo, { params: { orgCode }, signal })),
        (link) => reportError({ name: 'organisation.link-dropped', details: { ...link } }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
