import { defineScenario } from './scenario'

export const freshUsBorrower = defineScenario({
  name: 'fresh-us-borrower',
  description:
    'A visitor in the US with no account and no application: every backend decision goes well.',
  world: { borrower: null },
  decisions: {
    softCredit: 'APPROVED',
    kyc: 'APPROVED',
    collateralArrivals: [{ afterMs: 10 * 60_000, coinQuantity: 1 }],
    release: 'SUCCESS',
  },
  clockJumps: [
    { label: 'Collateral arrives (10 minutes)', advanceMs: 10 * 60_000 },
    { label: 'Funds disbursed (3 business days)', advanceMs: 3 * 24 * 3_600_000 },
  ],
  replay: {
    steps: [
      { kind: 'expectPath', endsWith: '/residency' },
      { kind: 'select', label: 'State of residence', option: 'California' },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectPath', endsWith: '/start' },
    ],
  },
})
