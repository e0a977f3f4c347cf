import { submitBorrowerDetails } from '@contract/borrowers'
import type { HttpClient } from '@/api/http-client'
import type { detailsRequest } from '@/domain/borrower-details-requests'

/** The details call: source of income plus the state or country; it moves the application on. */
export function sendDetails(
  http: HttpClient,
  ids: { appUuid: string; identityUuid: string },
  body: ReturnType<typeof detailsRequest>,
) {
  return http.call(submitBorrowerDetails, { params: ids, body })
}
