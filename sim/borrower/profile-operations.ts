import type { ConsentType } from '@contract/borrowers'
import type { Profile, updateProfileRequestSchema } from '@contract/profile'
import { matchAddresses } from '@fixtures/addresses'
import type { z } from 'zod'
import type { EngineContext } from '../core/engine-context'
import type { BorrowerRecord } from '../core/models'
import { toPlain } from '../core/plain'
import { badRequest } from '../core/sim-error'
import type { ProfileRecord } from './borrower-records'

type UpdateProfileRequest = z.output<typeof updateProfileRequestSchema>

/** The versions of the consents the borrower is asked for today. */
export const CONSENT_VERSIONS: Readonly<Record<ConsentType, string>> = {
  PRIVACY: '2024-09-01',
  TERMS: '2024-09-01',
  COMMUNICATIONS: '2023-05-15',
  MARKETING: '2023-05-15',
  SOFT_CREDIT: '2024-01-10',
}

/** The profile service: who the borrower is, their phone alias, and address suggestions. */
export function createProfileOperations(context: EngineContext) {
  const { collections, clock } = context

  function findProfile(uuid: string): ProfileRecord | undefined {
    return collections.profiles.findFirst((q) => q.where({ uuid }))
  }

  /** The stored profile, or a new one holding only what sign-up knew: name and email. */
  async function profileOf(borrower: BorrowerRecord): Promise<ProfileRecord> {
    const found = findProfile(borrower.uuid)
    if (found) return found
    const created = await collections.profiles.create({
      uuid: borrower.uuid,
      name: { firstName: borrower.firstName, lastName: borrower.lastName, suffix: null },
      dob: null,
      hasSsn: false,
      ssnLastFour: null,
      idKind: null,
      countryOfCitizenship: null,
      addresses: [],
      phone: null,
      consents: [],
      updatedAt: clock.now(),
    })
    context.changed()
    return created
  }

  async function change(
    borrower: BorrowerRecord,
    edit: (draft: ProfileRecord) => void,
  ): Promise<ProfileRecord> {
    const { uuid } = await profileOf(borrower)
    const updated = await collections.profiles.update((q) => q.where({ uuid }), {
      data(draft) {
        edit(draft)
        draft.updatedAt = clock.now()
      },
    })
    context.changed()
    if (!updated) throw new Error(`Profile ${uuid} vanished while being changed`)
    return updated
  }

  function toProfile(record: ProfileRecord, borrower: BorrowerRecord): Profile {
    const plain = toPlain(record)
    const home = plain.addresses.find((address) => address.type === 'HOME')
    return {
      uuid: plain.uuid,
      name: plain.name,
      dob: plain.dob,
      email: borrower.email,
      hasSsn: plain.hasSsn,
      addresses: plain.addresses,
      phoneNumbers: plain.phone ? [{ number: plain.phone }] : [],
      countryOfDomicile: home?.country ?? null,
    }
  }

  return {
    findProfile,

    async getProfile(borrower: BorrowerRecord): Promise<Profile> {
      return toProfile(await profileOf(borrower), borrower)
    },

    /**
     * Keeps the details a lender needs. The SSN itself is never kept (only that one was given
     * and its last four digits) and never repeated in a refusal.
     */
    async updateProfile(borrower: BorrowerRecord, request: UpdateProfileRequest): Promise<Profile> {
      const existing = await profileOf(borrower)
      const { homeAddress } = request
      const inUs = homeAddress.country.toUpperCase() === 'US'
      if (inUs && !request.ssn && !existing.hasSsn) {
        throw badRequest('A Social Security number is required for US residents')
      }
      if (inUs && !homeAddress.state) throw badRequest('State is required')
      if (!inUs && !request.governmentIssuedIdentifier && existing.idKind === null) {
        throw badRequest('An ID number is required for residents outside the US')
      }
      const updated = await change(borrower, (draft) => {
        draft.name = request.name
        draft.dob = request.dob
        if (request.ssn) {
          draft.hasSsn = true
          draft.ssnLastFour = request.ssn.slice(-4)
        }
        if (request.governmentIssuedIdentifier) {
          draft.idKind = request.governmentIssuedIdentifier.type
        }
        if (request.countryOfCitizenship) draft.countryOfCitizenship = request.countryOfCitizenship
        draft.addresses = [
          ...draft.addresses.filter((address) => address.type !== 'HOME'),
          { type: 'HOME', ...homeAddress, street2: homeAddress.street2 ?? null },
        ]
        draft.consents = request.consents
      })
      return toProfile(updated, borrower)
    },

    listConsentTypes(): { type: ConsentType; version: string }[] {
      return Object.entries(CONSENT_VERSIONS).map(([type, version]) => ({
        type: type as ConsentType,
        version,
      }))
    },

    async setPhoneAlias(borrower: BorrowerRecord, value: string): Promise<void> {
      const digits = value.replace(/\D/g, '')
      if (digits.length < 7 || digits.length > 15) throw badRequest('Must be a valid phone number')
      await change(borrower, (draft) => {
        draft.phone = value.trim()
      })
    },

    lookupAddress(partialAddress: string) {
      return matchAddresses(partialAddress).map((address) => ({ ...address }))
    },
  }
}
export type ProfileOperations = ReturnType<typeof createProfileOperations>
