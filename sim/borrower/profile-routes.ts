import * as profile from '@contract/profile'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { ProfileOperations } from './profile-operations'

const route = routesCalling<ProfileOperations>()

/** The profile service: the borrower's profile, consent versions, phone alias, addresses. */
export const profileRoutes: readonly Route[] = [
  route(profile.getProfile, ({ engine, borrower }) => engine.getProfile(signedIn(borrower))),
  route(profile.updateProfile, ({ engine, body, borrower }) =>
    engine.updateProfile(signedIn(borrower), body),
  ),
  route(profile.getConsentTypes, ({ engine }) => engine.listConsentTypes()),
  route(profile.setPhoneAlias, ({ engine, body, borrower }) =>
    engine.setPhoneAlias(signedIn(borrower), body.value),
  ),
  route(profile.lookupAddress, ({ engine, query }) => engine.lookupAddress(query.partialAddress)),
]
