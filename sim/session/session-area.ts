import { defineArea } from '../core/area'
import { createLegacySignInOperations } from './legacy-sign-in-operations'
import { legacySignInRoutes } from './legacy-sign-in-routes'
import { createSessionOperations, type SessionOperations } from './session-operations'
import { sessionRecords } from './session-records'
import { sessionRoutes } from './session-routes'

/** Sign-in through the identity broker: sessions, who is signed in, sign-out. */
export const sessionArea = defineArea({
  name: 'sessions',
  operations: ({ context }) => createSessionOperations(context),
  routes: sessionRoutes,
  records: sessionRecords,
})

/** The legacy identity service (docs/decisions/0016): email and password, two-factor codes. */
export const legacySignInArea = defineArea({
  name: 'legacySignIn',
  operations: ({ context }, { sessions }: { sessions: SessionOperations }) =>
    createLegacySignInOperations(context, sessions),
  routes: legacySignInRoutes,
})
