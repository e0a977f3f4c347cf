import { updateProfile } from '@contract/profile'
import type { HttpClient } from '@/api/http-client'
import type { ProfileUpdate } from '@/domain/borrower-details-requests'

/** PUT /profile: name, dob, SSN or citizenship and ID, home address, consents. */
export function saveProfile(http: HttpClient, body: ProfileUpdate) {
  return http.call(updateProfile, { body })
}
