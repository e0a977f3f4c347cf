import { setPhoneAlias } from '@contract/profile'
import type { HttpClient } from '@/api/http-client'

/** The borrower's phone, kept by the identity service as an alias. */
export function savePhoneAlias(http: HttpClient, phone: string) {
  return http.call(setPhoneAlias, { body: { value: phone, type: 'Phone' } })
}
