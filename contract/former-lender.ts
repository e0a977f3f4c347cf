/**
 * The bankrupt former crypto lender whose borrowers the refinance flow serves
 * (refinance-release-shell.md §1-§3, §7). The specification writes it as {former_lender}: its
 * slug forms the route prefix /{former_lender}-refi, the lender services' call paths
 * (create-{former_lender}, ...), their field names ({former_lender}LoanNumbers, ...) and their
 * state names ({FORMER_LENDER}_WAITING_FOR_TOP_UP, ...). The slug is written once, here; every
 * name is derived from it, and the types follow it. The services must use the same slug.
 * See docs/decisions/0012-former-lender-name.md.
 */

/** The configured former lender (core-journey.md names the flag isCelsiusRefi). */
export const FORMER_LENDER_SLUG = 'celsius'
export type FormerLenderSlug = typeof FORMER_LENDER_SLUG

const SLUG_PATTERN = /^[a-z][a-z0-9]*$/

/** Every name the former lender's slug forms, for a slug of lower-case letters and digits. */
export function formerLenderNames<const S extends string>(slug: S) {
  if (!SLUG_PATTERN.test(slug)) {
    throw new Error(`A former lender's slug is lower-case letters and digits, not '${slug}'.`)
  }
  const capitalised = `${slug.charAt(0).toUpperCase()}${slug.slice(1)}` as Capitalize<S>
  const upper = slug.toUpperCase() as Uppercase<S>
  return {
    slug,
    /** The app's route prefix (§2), without its slash. */
    routeSegment: `${slug}-refi` as `${S}-refi`,
    /** Field names of the application and offer records. */
    fields: {
      loanNumbers: `${slug}LoanNumbers` as `${S}LoanNumbers`,
      topUpRequired: `${slug}TopUpRequired` as `${S}TopUpRequired`,
      refinanceFlag: `is${capitalised}Refi` as `is${Capitalize<S>}Refi`,
    },
    /** Application states of a refinance (§3). */
    states: {
      waitingForTopUp: `${upper}_WAITING_FOR_TOP_UP` as `${Uppercase<S>}_WAITING_FOR_TOP_UP`,
      fullCollateralReceived:
        `${upper}_FULL_COLLATERAL_RECEIVED` as `${Uppercase<S>}_FULL_COLLATERAL_RECEIVED`,
      topUpRequested: `${upper}_TOP_UP_REQUESTED` as `${Uppercase<S>}_TOP_UP_REQUESTED`,
    },
    /** Path segments of the refinance calls (§7). */
    paths: {
      create: `create-${slug}` as `create-${S}`,
      applications: `${slug}-application` as `${S}-application`,
      collateral: `${slug}-collateral` as `${S}-collateral`,
      borrowerConfirmation:
        `${slug}-refi-borrower-confirmation` as `${S}-refi-borrower-confirmation`,
    },
  } as const
}

const names = formerLenderNames(FORMER_LENDER_SLUG)

export const formerLenderRouteSegment = names.routeSegment
export const formerLenderFields = names.fields
export const formerLenderStates = names.states
export const formerLenderPaths = names.paths
