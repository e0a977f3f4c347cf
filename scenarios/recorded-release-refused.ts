// Recorded from a HAR by `npm run scenario -- --from-har`.
import type { Scenario } from './scenario'

/**
 * Recorded from a session of the production app: an application at COMPLETE / COLLATERAL_RELEASE, opening on first-application/collateral-release.
 * Personal data replaced with fakes: email 1, wallet address 4.
 * No answer named the borrower: the story calls them Recorded Borrower.
 */
export default {
  name: 'recorded-release-refused',
  description:
    'Recorded from a session of the production app: an application at COMPLETE / COLLATERAL_RELEASE, opening on first-application/collateral-release.',
  world: {
    organisation: 'MERIDIAN',
    borrower: {
      signedIn: true,
      firstName: 'Recorded',
      lastName: 'Borrower',
      email: 'payton.goodwin@example.com',
    },
    applications: [
      {
        state: 'COMPLETE',
        stage: 'COLLATERAL_RELEASE',
        residence: {
          state: 'CA',
        },
        offerRequest: {
          requestedAmount: 25000,
          collateralType: 'BTC',
          coinQuantity: 1,
        },
        selectFirstOffer: true,
      },
    ],
    prices: {
      BTC: 97250,
    },
  },
  decisions: {
    release: 'INVALID_RETURN_ADDRESS',
  },
  replay: {
    path: 'first-application/collateral-release',
    steps: [
      { kind: 'expectPath', endsWith: '/collateral-release', note: 'the page recorded' },
      { kind: 'expectText', text: '1.0000 BTC', note: 'the collateral held' },
      {
        kind: 'fill',
        label: 'Return wallet address',
        value: 'bc1q7gjuvdr30g6qqxptnuymvgsjjkv0ggdc5apcu5',
      },
      { kind: 'click', role: 'button', name: 'Save Address' },
      { kind: 'click', role: 'button', name: 'Confirm' },
      {
        kind: 'expectText',
        text: 'Invalid address entered - enter again',
        note: 'what the lender answered',
      },
    ],
  },
} satisfies Scenario
