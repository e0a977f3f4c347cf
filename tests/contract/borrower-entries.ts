import type { EndpointBody } from '@contract/endpoint'
import type { updateProfile } from '@contract/profile'

/** What Dana enters in the app's forms, as the tests send it. */

/**
 * The profile the details step sends before the details themselves: a borrower (Dana unless
 * named) at the San Francisco address, in another state when asked, with no consents.
 */
export function detailsProfile(
  state = 'CA',
  { firstName, lastName } = { firstName: 'Dana', lastName: 'Whitfield' },
): EndpointBody<typeof updateProfile> {
  return {
    name: { firstName, lastName, suffix: null },
    dob: '1986-04-12',
    ssn: '123-45-6789',
    homeAddress: {
      street1: '1450 Market St',
      street2: null,
      city: 'San Francisco',
      state,
      zip: '94103',
      country: 'US',
    },
    consents: [],
  }
}

/** Dana's bank account entered by hand for the disbursement (a valid routing number). */
export const manualBankAccount = {
  routingNumber: '021000021',
  accountNumber: '000123456789',
  firstName: 'Dana',
  lastName: 'Whitfield',
}
