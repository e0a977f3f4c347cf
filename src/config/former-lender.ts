import { FORMER_LENDER_SLUG, formerLenderRouteSegment } from '@contract/former-lender'

/**
 * The former crypto lender whose borrowers the refinance flow serves (refinance-release-shell
 * §1, §2). Its slug is written once, in the contract (contract/former-lender.ts), which
 * derives from it the route prefix and the services' paths, fields and states; the display name
 * is what the screens say. See docs/decisions/0012-former-lender-name.md.
 */
export const FORMER_LENDER = {
  slug: FORMER_LENDER_SLUG,
  displayName: 'Celsius',
} as const

/** The refinance prefix (§2): the former lender's slug followed by -refi, e.g. 'celsius-refi'. */
export const REFINANCE_SEGMENT = formerLenderRouteSegment
