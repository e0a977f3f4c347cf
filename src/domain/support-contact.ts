import type { OrganisationInfo } from '@contract/organisation'

/**
 * The organisations that always give the product's own support line and email rather than
 * their organisation data's (refinance-release-shell.md §3, §9): FIGURE and {product}_CREDIT.
 * The specification does not show the product's code nor the line's values; these are the
 * product's own, written once here.
 */
export const PRODUCT_CODE = 'CRYPTO_BACKED_LOAN'
export const FIXED_SUPPORT_ORG_CODES: readonly string[] = ['FIGURE', `${PRODUCT_CODE}_CREDIT`]
export const DEFAULT_SUPPORT_PHONE = '(888) 555-0110'
export const DEFAULT_SUPPORT_EMAIL = 'support@cryptobackedloan.example'

/** Whether an organisation code (or its canonical code) uses the fixed support line. */
export function usesFixedSupport(
  organisation: Pick<OrganisationInfo, 'orgCode' | 'canonicalOrgCode'>,
) {
  return [organisation.orgCode, organisation.canonicalOrgCode].some((code) =>
    FIXED_SUPPORT_ORG_CODES.includes(code.toUpperCase()),
  )
}

/** The organisation as screens show it: its own support contact, or the fixed one. */
export function withSupportContact(organisation: OrganisationInfo): OrganisationInfo {
  if (!usesFixedSupport(organisation)) return organisation
  return {
    ...organisation,
    supportPhone: DEFAULT_SUPPORT_PHONE,
    supportEmail: DEFAULT_SUPPORT_EMAIL,
  }
}
