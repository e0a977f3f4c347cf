import type { Scenario } from './scenario'
import { type ApplicationSeed, danaWithDetails } from './story-parts'

/**
 * Renewals (roll forward): Dana's funded California loan of $40,000 comes up for a new term and
 * opens on the renewal screen (OFFER_SELECT). At the fixture price of BTC ($97,250) the loan's
 * LTV decides whether the collateral held still backs it (75 % at most) or a top-up is due.
 */

function renewalOf(coinQuantity: number): ApplicationSeed {
  return {
    state: 'OFFER_SELECT',
    stage: 'APPLYING',
    residence: { state: 'CA' },
    isRollForward: true,
    renewal: { collateral: { type: 'BTC', coinQuantity }, drawAmount: 40_000 },
  }
}

export const renewalWithCollateralDue: Scenario = {
  name: 'renewal-with-collateral-due',
  description:
    'A $40,000 loan up for renewal against 0.5 BTC (83 % LTV): no offer until the borrower adds a top-up, which is then the collateral due.',
  world: { borrower: danaWithDetails, applications: [renewalOf(0.5)] },
}

export const renewalWithoutCollateralDue: Scenario = {
  name: 'renewal-without-collateral-due',
  description:
    'A $40,000 loan up for renewal against 1 BTC (42 % LTV): renewed as it is, no collateral due.',
  world: { borrower: danaWithDetails, applications: [renewalOf(1)] },
}

export const renewalAtDetails: Scenario = {
  name: 'renewal-at-details',
  description:
    'A renewal held at the details step: the name, date of birth and SSN come from the current loan, shown disabled and not asked again.',
  world: {
    borrower: danaWithDetails,
    applications: [
      {
        ...renewalOf(1),
        state: 'BORROWER_DETAILS',
        offerRequest: { requestedAmount: 40_000, collateralType: 'BTC', coinQuantity: 1 },
        selectFirstOffer: true,
      },
    ],
  },
}
