import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Audience, getBrokerProfile, getLegacyIdentity } from '@/api/contract/session'
import type { HttpClient } from '@/api/http-client'
import { profileKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'

/** Who is signed in, as the screens need it: the identity uuid names the borrower in calls. */
export interface CurrentUser {
  uuid: string
  email: string
  /** The broker/wholesale variant (refinance-release-shell.md §6): forces web handling. */
  isBroker: boolean
  wallet: { accountAddress: string | null; groupPolicyAddress: string | null }
}

export class UserNotFoundError extends Error {
  override name = 'UserNotFoundError'
  constructor() {
    super('User not found')
  }
}

/**
 * The broker profile and the legacy identity are asked together, the broker's answer first;
 * when neither answers, 'User not found' (refinance-release-shell.md §7, §8).
 */
export function currentUserQueryOptions(http: HttpClient, audience: Audience = 'customer') {
  return queryOptions({
    queryKey: [...profileKeys.all, 'user', audience] as const,
    queryFn: async ({ signal }): Promise<CurrentUser> => {
      // The legacy identity carries the wallet addresses in its x-addr and x-grp headers.
      let legacyWallet: CurrentUser['wallet'] = { accountAddress: null, groupPolicyAddress: null }
      const [broker, legacy] = await Promise.allSettled([
        http.call(getBrokerProfile, { params: { audience }, signal }),
        http.call(getLegacyIdentity, {
          signal,
          readHeaders: (headers) => {
            legacyWallet = {
              accountAddress: headers.get('x-addr'),
              groupPolicyAddress: headers.get('x-grp'),
            }
          },
        }),
      ])
      if (broker.status === 'fulfilled') {
        const { uuid, email, wallet } = broker.value
        return { uuid, email, isBroker: true, wallet }
      }
      if (legacy.status === 'fulfilled') {
        const email = legacy.value.aliases.find((alias) => alias.type === 'Email')?.value ?? ''
        return { uuid: legacy.value.uuid, email, isBroker: false, wallet: legacyWallet }
      }
      throw new UserNotFoundError()
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** The signed-in user; only for screens under a signed-in route. */
export function useCurrentUser() {
  const { http } = useServices()
  return useQuery(currentUserQueryOptions(http))
}
