import type { ResolvedScenario } from '@scenarios/scenario'
import type { EngineContext } from '../core/engine-context'
import type { BorrowerRecord } from '../core/models'

type WorldSeed = ResolvedScenario['world']

/** The scenario's borrower, with the legacy sign-in and the profile it gives, if any. */
export async function seedBorrower(
  { collections, ids, clock }: EngineContext,
  world: WorldSeed,
): Promise<BorrowerRecord | null> {
  if (!world.borrower) return null
  const legacy = world.borrower.legacySignIn
  const borrower = await collections.borrowers.create({
    uuid: ids.next(),
    firstName: world.borrower.firstName,
    lastName: world.borrower.lastName,
    email: world.borrower.email,
    legacySignIn: legacy
      ? {
          password: legacy.password,
          twoFactorCode: legacy.twoFactorCode ?? null,
          passwordExpired: legacy.passwordExpired,
          failedAttempts: legacy.failedAttempts,
          lockedUntil: null,
        }
      : null,
  })
  const seedProfile = world.borrower.profile
  if (seedProfile) {
    const { homeAddress } = seedProfile
    await collections.profiles.create({
      uuid: borrower.uuid,
      name: { firstName: borrower.firstName, lastName: borrower.lastName, suffix: null },
      dob: seedProfile.dob,
      hasSsn: homeAddress.country === 'US',
      ssnLastFour: seedProfile.ssnLastFour ?? null,
      idKind: seedProfile.idKind ?? null,
      countryOfCitizenship: homeAddress.country === 'US' ? 'US' : null,
      addresses: [{ type: 'HOME', ...homeAddress }],
      phone: seedProfile.phone,
      consents: [],
      updatedAt: clock.now(),
    })
  }
  return borrower
}
