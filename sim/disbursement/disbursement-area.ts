import { defineArea } from '../core/area'
import { createDisbursementOperations } from './disbursement-operations'
import { disbursementRecords } from './disbursement-records'
import { bankLinkRoutes, disbursementRoutes } from './disbursement-routes'
import { fundingTransitions } from './funding-transitions'

/** Where the loan is paid (a bank account, manual or linked, or a USDC wallet), and funding. */
export const disbursementArea = defineArea({
  name: 'disbursement',
  operations: ({ context, store, scheduler }) =>
    createDisbursementOperations(context, store, scheduler),
  routes: [...disbursementRoutes, ...bankLinkRoutes],
  transitions: fundingTransitions,
  records: disbursementRecords,
})
