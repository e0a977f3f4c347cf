import type { Scenario } from './scenario'

export const freshUsBorrower: Scenario = {
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
}
