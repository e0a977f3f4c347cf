/**
 * The former crypto lender whose borrowers the refinance flow serves (refinance-release-shell
 * §1, §2). Its name is written once, here: the slug forms the route prefix /{slug}-refi and the
 * display name is what the screens say. See docs/decisions/0012-former-lender-name.md.
 */
export const FORMER_LENDER = {
  slug: 'celsius',
  displayName: 'Celsius',
} as const

/** The refinance prefix (§2): the former lender's slug followed by -refi, e.g. 'celsius-refi'. */
export const REFINANCE_SEGMENT = `${FORMER_LENDER.slug}-refi` as const
