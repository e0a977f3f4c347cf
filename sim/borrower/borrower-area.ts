import { defineArea } from '../core/area'
import { createBorrowerOperations } from './borrower-operations'
import { borrowerRecords, profileRecords } from './borrower-records'
import { borrowerRoutes } from './borrower-routes'
import { borrowerTransitions } from './borrower-transitions'
import { createProfileOperations, type ProfileOperations } from './profile-operations'
import { profileRoutes } from './profile-routes'

/** The profile service: the borrower's profile, consent versions, phone alias, addresses. */
export const profileArea = defineArea({
  name: 'profiles',
  operations: ({ context }) => createProfileOperations(context),
  routes: profileRoutes,
  records: profileRecords,
})

/** The borrower's part of an application: link, consents, details, identity, final steps. */
export const borrowerArea = defineArea({
  name: 'borrowers',
  operations: (
    { context, store, machine, scheduler },
    { profiles }: { profiles: ProfileOperations },
  ) => createBorrowerOperations(context, store, machine, scheduler, profiles),
  routes: borrowerRoutes,
  transitions: borrowerTransitions,
  records: borrowerRecords,
})
