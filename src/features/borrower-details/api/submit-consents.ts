import type { Consent } from '@contract/borrowers'
import { submitConsents } from '@contract/borrowers'
import type { HttpClient } from '@/api/http-client'

/** The borrower's consents for this application, the soft-credit authorisation among them. */
export function sendConsents(
  http: HttpClient,
  ids: { appUuid: string; identityUuid: string },
  consents: Consent[],
) {
  return http.call(submitConsents, { params: ids, body: { consents } })
}
