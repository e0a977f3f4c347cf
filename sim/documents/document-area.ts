import type { ProfileOperations } from '../borrower/profile-operations'
import { defineArea } from '../core/area'
import { createDocumentOperations } from './document-operations'
import { documentRoutes } from './document-routes'
import { documentRecords } from './loan-document-record'
import { signingTransitions } from './signing-transitions'

/** The loan documents: prepared by the lender, listed, downloaded as PDF, signed one by one. */
export const documentArea = defineArea({
  name: 'documents',
  operations: ({ context, store, machine }, { profiles }: { profiles: ProfileOperations }) =>
    createDocumentOperations(context, store, machine, profiles),
  routes: documentRoutes,
  transitions: signingTransitions,
  records: documentRecords,
})
