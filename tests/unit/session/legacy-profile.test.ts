import { describe, expect, it } from 'vitest'
import { currentUserOfLegacy, legacyUserProfile } from '@/api/queries/current-user'

const identity = {
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

describe('the user profile in its legacy shape (refinance-release-shell §3)', () => {
  it('takes the email from the Email alias, updatedAt from the updated date and the wallet from the headers', () => {
    const headers = new Headers({ 'x-addr': 'pb1account', 'x-grp': 'pb1group' })
    expect(legacyUserProfile(identity, headers)).toEqual({
      uuid: 'legacy-1',
      organizationCode: 'MERIDIAN',
      profileType: 'CUSTOMER',
      email: 'dana.legacy@example.com',
      updatedAt: '2026-01-01T00:00:00Z',
      twoFactorEnabled: true,
      aliases: identity.aliases,
      passwordExpired: false,
      totpVerified: true,
      wallet: { accountAddress: 'pb1account', groupPolicyAddress: 'pb1group' },
      isBroker: false,
    })
  })

  it('has no email without an Email alias and no wallet without the headers', () => {
    const profile = legacyUserProfile({ ...identity, aliases: [] }, null)
    expect(profile.email).toBe('')
    expect(profile.wallet).toEqual({ accountAddress: null, groupPolicyAddress: null })
  })

  it('is a borrower who is not the broker variant', () => {
    expect(currentUserOfLegacy(legacyUserProfile(identity, null))).toEqual({
      uuid: 'legacy-1',
      email: 'dana.legacy@example.com',
      isBroker: false,
      wallet: { accountAddress: null, groupPolicyAddress: null },
    })
  })
})
