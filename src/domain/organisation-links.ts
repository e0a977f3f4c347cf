import type { OrganisationInfo } from '@contract/organisation'

/**
 * The organisation's links as the app may render them: only https addresses reach an href (a
 * `javascript:` or `data:` address in the organisation's content would run or show whatever it
 * holds under the lender's name). The logo may also be a data: image. A link dropped is
 * reported, so the lender hears that its content needs fixing; the page shows the words alone.
 */
export interface OrganisationLinks {
  termsUrl: string | null
  privacyUrl: string | null
  licensesUrl: string | null
  mobileAppUrl: string | null
  logoUrl: string | null
  faviconUrl: string | null
  /** Where a borrower of the legacy sign-in sets a new password. */
  passwordResetUrl: string | null
  /** The lender's page about who holds the collateral. */
  custodyDetailsUrl: string | null
}

export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/** A data: URI of a raster or SVG image, as a logo may be given inline. */
export function isDataImage(value: string): boolean {
  return /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value)
}

type Company = OrganisationInfo['metadata']['company']

/** The organisation as the app renders it: a link field is null where it was dropped. */
export type RenderableOrganisation = Omit<
  OrganisationInfo,
  'orgBrand' | 'metadata' | 'mobileAppUrl' | 'legacySignIn'
> & {
  orgBrand: Omit<OrganisationInfo['orgBrand'], 'faviconUrl'> & { faviconUrl: string | null }
  mobileAppUrl: string | null
  /** Absent for a lender without the legacy sign-in (docs/decisions/0016). */
  legacySignIn?: { passwordResetUrl: string | null } | undefined
  metadata: Omit<OrganisationInfo['metadata'], 'company'> & {
    company: Omit<Company, 'termsUrl' | 'privacyUrl' | 'licensesUrl' | 'collateralCustody'> &
      Pick<OrganisationLinks, 'termsUrl' | 'privacyUrl' | 'licensesUrl'> & {
        collateralCustody?: { custodian: string; detailsUrl: string | null } | undefined
      }
  }
}

/** A link left out, for the lender to hear of. */
export interface DroppedLink {
  orgCode: string
  field: keyof OrganisationLinks
}

export function withSafeLinks(
  organisation: OrganisationInfo,
  dropped: (link: DroppedLink) => void,
): RenderableOrganisation {
  const { company } = organisation.metadata
  /** The address when `safe` holds, else null (reported); no address stays null. */
  const keep = (
    field: keyof OrganisationLinks,
    value: string | null | undefined,
    safe: (value: string) => boolean = isHttpsUrl,
  ) => {
    if (value === null || value === undefined) return null
    if (safe(value)) return value
    dropped({ orgCode: organisation.orgCode, field })
    return null
  }
  return {
    ...organisation,
    orgBrand: {
      ...organisation.orgBrand,
      logoUrl: keep(
        'logoUrl',
        organisation.orgBrand.logoUrl,
        (logo) => isHttpsUrl(logo) || isDataImage(logo),
      ),
      faviconUrl: keep(
        'faviconUrl',
        organisation.orgBrand.faviconUrl,
        (icon) => isHttpsUrl(icon) || isDataImage(icon),
      ),
    },
    mobileAppUrl: keep('mobileAppUrl', organisation.mobileAppUrl),
    legacySignIn: organisation.legacySignIn && {
      passwordResetUrl: keep('passwordResetUrl', organisation.legacySignIn.passwordResetUrl),
    },
    metadata: {
      ...organisation.metadata,
      company: {
        ...company,
        termsUrl: keep('termsUrl', company.termsUrl),
        privacyUrl: keep('privacyUrl', company.privacyUrl),
        licensesUrl: keep('licensesUrl', company.licensesUrl),
        collateralCustody: company.collateralCustody && {
          custodian: company.collateralCustody.custodian,
          detailsUrl: keep('custodyDetailsUrl', company.collateralCustody.detailsUrl),
        },
      },
    },
  }
}
