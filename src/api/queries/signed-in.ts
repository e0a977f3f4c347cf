import { queryOptions } from '@tanstack/react-query'
import { servicesOf } from '@/api/bound-services'
import { profileKeys } from '@/api/query-keys'

/**
 * The signed-in user. Until the profile call arrives it is read from the stored token alone;
 * the query key is the profile's, so invalidating it (on 401 or sign-out) re-reads the token and
 * every screen sees the signed-out state at once.
 */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.session(),
    queryFn: ({ client }) => ({ signedIn: servicesOf(client).token.get() !== null }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
