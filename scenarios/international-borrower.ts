import { defineScenario } from './scenario'

export const internationalBorrower = defineScenario({
  name: 'international-borrower',
  description:
    'A borrower outside the US under a brand that lends internationally (paid out in USDC, 1.5 % fee).',
  world: { organisation: 'HARBORLINE', borrower: null },
  decisions: { softCredit: 'APPROVED', kyc: 'APPROVED' },
})
