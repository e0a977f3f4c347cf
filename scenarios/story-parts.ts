import type { Scenario } from './scenario'

/** Pieces the later-journey stories share: one signed-in borrower and their chosen offer. */

type WorldOf = NonNullable<Scenario['world']>
type BorrowerSeed = NonNullable<WorldOf['borrower']>
export type ApplicationSeed = NonNullable<WorldOf['applications']>[number]

export const signedInDana: BorrowerSeed = {
  signedIn: true,
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana.whitfield@example.com',
}

/** Dana's home in San Francisco, as the details step gives it. */
export const DANA_HOME = {
  street1: '1450 Market St',
  street2: 'Apt 4B',
  city: 'San Francisco',
  state: 'CA',
  zip: '94103',
  country: 'US',
} as const

/** Dana once the details step is done: a California home, a phone, an SSN on file. */
export const danaWithDetails: BorrowerSeed = {
  ...signedInDana,
  profile: {
    dob: '1986-04-12',
    phone: '(415) 555-0134',
    homeAddress: DANA_HOME,
    ssnLastFour: '4821',
    sourceOfIncome: 'EMPLOYMENT',
  },
}

/** Harborline's borrower living in Germany, signed in, with no details on file yet. */
export const signedInLena: BorrowerSeed = {
  signedIn: true,
  firstName: 'Lena',
  lastName: 'Hoffmann',
  email: 'lena.hoffmann@example.com',
}

type ProfileSeed = NonNullable<BorrowerSeed['profile']>

/** Lena once her details are given: a passport and a home in Berlin on `street1`. */
export function lenaInBerlin({
  dob,
  phone,
  street1,
  ...more
}: Pick<ProfileSeed, 'dob' | 'phone' | 'sourceOfIncome'> & { street1: string }): BorrowerSeed {
  return {
    ...signedInLena,
    profile: {
      dob,
      phone,
      homeAddress: { street1, city: 'Berlin', zip: '10119', country: 'DE' },
      idKind: 'PASSPORT',
      ...more,
    },
  }
}

/** An application in California that chose its offer ($25,000 against 1 BTC). */
export function caApplicationAt(
  state: ApplicationSeed['state'],
  more: Partial<ApplicationSeed> = {},
): ApplicationSeed {
  return {
    state,
    stage: 'APPLYING',
    residence: { state: 'CA' },
    offerRequest: { requestedAmount: 25_000, collateralType: 'BTC', coinQuantity: 1 },
    selectFirstOffer: true,
    ...more,
  }
}

/** Dana's funded California loan of $40,000 against `coinQuantity` BTC, up for renewal. */
export function renewalOf(coinQuantity: number): ApplicationSeed {
  return {
    state: 'OFFER_SELECT',
    stage: 'APPLYING',
    residence: { state: 'CA' },
    isRollForward: true,
    renewal: { collateral: { type: 'BTC', coinQuantity }, drawAmount: 40_000 },
  }
}
