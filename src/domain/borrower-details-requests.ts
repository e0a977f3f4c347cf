import type { Consent, ConsentType } from '@contract/borrowers'
import type { Profile, updateProfileRequestSchema } from '@contract/profile'
import type { z } from '@contract/zod'
import type { BorrowerDetailsValues } from './borrower-details'

/** The bodies the details form sends (core-journey.md §7), built from its checked values. */

export type ProfileUpdate = z.input<typeof updateProfileRequestSchema>

/**
 * SOFT_CREDIT is not among the consent types the profile service lists (§3), so its version is
 * not known from there. Assumption: version '1' unless the list does carry it.
 */
export const SOFT_CREDIT_CONSENT_VERSION = '1'

/** The checkboxes and the consent types each one stands for. */
const consentTypesOf = {
  eComms: ['COMMUNICATIONS'],
  tosPrivacy: ['TERMS', 'PRIVACY'],
  marketing: ['MARKETING'],
} as const satisfies Record<keyof BorrowerDetailsValues['consents'], readonly ConsentType[]>

/** One consent per listed type, opted in or out as its checkbox was left. */
export function profileConsents(
  choices: BorrowerDetailsValues['consents'],
  consentTypes: readonly { type: ConsentType; version: string }[],
): Consent[] {
  const consents: Consent[] = []
  for (const [box, types] of Object.entries(consentTypesOf)) {
    const checked = choices[box as keyof typeof consentTypesOf]
    for (const type of types) {
      const listed = consentTypes.find((entry) => entry.type === type)
      if (listed) {
        consents.push({ type, version: listed.version, optInOut: checked ? 'OPT_IN' : 'OPT_OUT' })
      }
    }
  }
  return consents
}

/** The consents call: the profile's consents plus the soft-credit authorisation. */
export function applicationConsents(
  choices: BorrowerDetailsValues['consents'],
  consentTypes: readonly { type: ConsentType; version: string }[],
): Consent[] {
  const version =
    consentTypes.find((entry) => entry.type === 'SOFT_CREDIT')?.version ??
    SOFT_CREDIT_CONSENT_VERSION
  return [
    ...profileConsents(choices, consentTypes),
    { type: 'SOFT_CREDIT', version, optInOut: 'OPT_IN' },
  ]
}

export class MissingProfileDetailsError extends Error {
  override name = 'MissingProfileDetailsError'
  constructor() {
    super('The profile has no name or date of birth to renew with')
  }
}

/**
 * PUT /profile. A renewal keeps the profile's name and date of birth (its personal fields are
 * not asked again); the home address, phone and consents are always what the form holds.
 */
export function profileUpdate(
  values: BorrowerDetailsValues,
  options: {
    profile: Profile
    consentTypes: readonly { type: ConsentType; version: string }[]
    /** US for domestic borrowers, else the selected offer's country. */
    country: string
  },
): ProfileUpdate {
  const { profile, consentTypes, country } = options
  const personal = values.personal
  const name = personal
    ? { firstName: personal.firstName, lastName: personal.lastName, suffix: personal.suffix }
    : profile.name
  const dob = personal ? personal.dob : profile.dob
  if (!name || !dob) throw new MissingProfileDetailsError()
  return {
    name,
    dob,
    ...(personal?.citizenship
      ? {
          countryOfCitizenship: personal.citizenship.country,
          governmentIssuedIdentifier: {
            type: personal.citizenship.idType,
            value: personal.citizenship.idNumber,
          },
        }
      : {}),
    ...(personal?.ssn ? { ssn: personal.ssn } : {}),
    homeAddress: { ...values.address, country },
    consents: profileConsents(values.consents, consentTypes),
  }
}

/** The details call: the source of income and where the borrower lives. */
export function detailsRequest(
  values: BorrowerDetailsValues,
  international: boolean,
  country: string,
):
  | { sourceOfIncome: BorrowerDetailsValues['sourceOfIncome']; state: string }
  | { sourceOfIncome: BorrowerDetailsValues['sourceOfIncome']; country: string } {
  return international
    ? { sourceOfIncome: values.sourceOfIncome, country }
    : { sourceOfIncome: values.sourceOfIncome, state: values.address.state }
}

/** Borrowers whose selected offer names a country other than the US are international. */
export function isInternationalOffer(offer: { countryCode: string | null; state: string | null }) {
  return offer.countryCode !== null && offer.countryCode.toUpperCase() !== 'US'
}
