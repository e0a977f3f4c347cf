import { servicesAt } from '@sim/service-urls'
import { QueryClient } from '@tanstack/react-query'
import { memoryToken } from '@tests/support/memory-token'
import { describe, expect, it } from 'vitest'
import { bindServices } from '@/api/bound-services'
import { createHttpClient } from '@/api/http-client'
import { currentUserOfLegacy, legacyUserProfile } from '@/api/queries/current-user'
import { currentUserQueryOptions } from '@/api/reads'

const services = servicesAt('https://lend.test')

const brokerProfile = {
  uuid: 'broker-1',
  organizationCode: 'MERIDIAN',
  profileType: 'CUSTOMER',
  email: 'dana@example.com',
  updatedAt: '2026-01-01T00:00:00Z',
  isManageable: true,
  isBroker: true,
  activeLegacyCustomerOrgs: [],
  wallet: { accountAddress: 'pb1account', groupPolicyAddress: 'pb1group' },
}

const legacyIdentity = {
  uuid: 'legacy-1',
  organizationCode: 'MERIDIAN',
  profileType: 'CUSTOMER',
  aliases: [
    { type: 'Phone', value: '4155550134' },
    { type: 'Email', value: 'dana.legacy@example.com' },
  ],
  updatedDate: '2026-01-01T00:00:00Z',
  twoFactorEnabled: true,
  passwordExpired: false,
  totpVerified: true,
}

function json(body: unknown, headers: Record<string, string> = {}, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

function currentUser(answer: { broker: Response; legacy: Response }) {
  const http = createHttpClient({
    services,
    token: memoryToken('jwt'),
    fetch: async (input) => (String(input).includes('figureinfo') ? answer.broker : answer.legacy),
  })
  const queryClient = new QueryClient()
  bindServices(queryClient, { http, token: memoryToken('jwt') })
  return queryClient.fetchQuery(currentUserQueryOptions())
}

const notFound = () => json({ message: 'Not found' }, {}, 404)

describe('the signed-in user (refinance-release-shell §7)', () => {
  it('is the broker profile when the broker answers, even if the legacy identity does too', async () => {
    const user = await currentUser({ broker: json(brokerProfile), legacy: json(legacyIdentity) })
    expect(user).toEqual({
      uuid: 'broker-1',
      email: 'dana@example.com',
      isBroker: true,
      wallet: { accountAddress: 'pb1account', groupPolicyAddress: 'pb1group' },
    })
  })

  it('is the legacy identity otherwise, with its email alias and the wallets from x-addr and x-grp', async () => {
    const user = await currentUser({
      broker: notFound(),
      legacy: json(legacyIdentity, { 'x-addr': 'pb1legacyaccount', 'x-grp': 'pb1legacygroup' }),
    })
    expect(user).toEqual({
      uuid: 'legacy-1',
      email: 'dana.legacy@example.com',
      isBroker: false,
      wallet: { accountAddress: 'pb1legacyaccount', groupPolicyAddress: 'pb1legacygroup' },
    })
  })

  it("is 'User not found' when neither answers", async () => {
    await expect(currentUser({ broker: notFound(), legacy: notFound() })).rejects.toThrow(
      'User not found',
    )
  })
})

describe('the user profile in its legacy shape (refinance-release-shell §3)', () => {
  it('takes the email from the Email alias, updatedAt from the updated date and the wallet from the headers', () => {
    const headers = new Headers({ 'x-addr': 'pb1account', 'x-grp': 'pb1group' })
    expect(legacyUserProfile(legacyIdentity, headers)).toEqual({
      uuid: 'legacy-1',
      organizationCode: 'MERIDIAN',
      profileType: 'CUSTOMER',
      email: 'dana.legacy@example.com',
      updatedAt: '2026-01-01T00:00:00Z',
      twoFactorEnabled: true,
      aliases: legacyIdentity.aliases,
      passwordExpired: false,
      totpVerified: true,
      wallet: { accountAddress: 'pb1account', groupPolicyAddress: 'pb1group' },
      isBroker: false,
    })
  })

  it('has no email without an Email alias and no wallet without the headers', () => {
    const profile = legacyUserProfile({ ...legacyIdentity, aliases: [] }, null)
    expect(profile.email).toBe('')
    expect(profile.wallet).toEqual({ accountAddress: null, groupPolicyAddress: null })
  })

  it('is a borrower who is not the broker variant', () => {
    expect(currentUserOfLegacy(legacyUserProfile(legacyIdentity, null))).toEqual({
      uuid: 'legacy-1',
      email: 'dana.legacy@example.com',
      isBroker: false,
      wallet: { accountAddress: null, groupPolicyAddress: null },
    })
  })
})
