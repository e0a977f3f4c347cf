import { defineScenario } from './scenario'

export const returningBorrower = defineScenario({
  name: 'returning-borrower',
  description:
    'A signed-in borrower in California who chose an offer yesterday and still has to give their details.',
  world: {
    borrower: {
      signedIn: true,
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana.whitfield@example.com',
    },
    applications: [
      {
        state: 'BORROWER_DETAILS',
        stage: 'APPLYING',
        residence: { state: 'CA' },
        offerRequest: { requestedAmount: 25_000, collateralType: 'BTC', coinQuantity: 1 },
        selectFirstOffer: true,
      },
    ],
  },
})
