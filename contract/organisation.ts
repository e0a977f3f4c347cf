import { defineEndpoint } from './endpoint'
import { z } from './zod'

/**
 * The lender organisation whose brand the app wears. Its call shape is not shown in the
 * specification; this whole file is an assumption: one JSON document per organisation code,
 * read from the content service.
 */

/**
 * Assumption: the web fonts a brand may name for its screens. The app hosts each itself (its
 * Content-Security-Policy loads fonts from its own origin only), so a brand chooses among these.
 */
export const BRAND_FONT_NAMES = ['Source Sans 3'] as const
export type BrandFontName = (typeof BRAND_FONT_NAMES)[number]

const hexColourSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb'))

export const organisationInfoSchema = z.object({
  orgCode: z.string().check(z.minLength(1)),
  canonicalOrgCode: z.string().check(z.minLength(1)),
  orgBrand: z.object({
    name: z.string().check(z.minLength(1)),
    /** Logo as a URL or a data: URI; shown with the brand name as its text alternative. */
    logoUrl: z.nullable(z.string().check(z.minLength(1))),
    /** Assumption: the product's name in the browser's tab, before the brand's name. */
    pageTitle: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
    /** Assumption: the tab's icon, a square image as a URL or a data: URI. */
    faviconUrl: z.optional(z.string().check(z.minLength(1))),
    colours: z.object({
      primary: hexColourSchema,
      primaryText: hexColourSchema,
      accent: hexColourSchema,
    }),
    /** Assumption: the brand's typeface, one of BRAND_FONT_NAMES; the house style without it. */
    font: z.optional(z.enum(BRAND_FONT_NAMES)),
  }),
  baseUrl: z.string().check(z.minLength(1)),
  supportPhone: z.string().check(z.minLength(1)),
  supportEmail: z.email(),
  /** Assumption: where the lender's mobile app is installed from, when it has one. */
  mobileAppUrl: z.optional(z.url()),
  /**
   * Assumption: a lender whose borrowers may sign in on the legacy page (/auth/login) has a
   * legacy identity service, and names the page where a borrower sets a new password (for a
   * forgotten or expired one). A lender without it signs in through the identity broker only.
   */
  legacySignIn: z.optional(z.object({ passwordResetUrl: z.url() })),
  metadata: z.object({
    company: z.object({
      legalName: z.string().check(z.minLength(1)),
      /** Assumption: where the lender receives mail, as its notices print it. */
      mailingAddress: z.optional(z.string().check(z.minLength(1))),
      /**
       * Assumption: the federal agency that administers the lender's compliance with the Equal
       * Credit Opportunity Act, with its address, as its adverse action notices name it.
       */
      fairLendingAgency: z.optional(z.string().check(z.minLength(1))),
      /**
       * Assumption: who holds borrowers' collateral for the lender while a loan is outstanding,
       * and a page of the lender's about it, as the collateral pages name them.
       */
      collateralCustody: z.optional(
        z.object({
          custodian: z.string().check(z.minLength(1)),
          detailsUrl: z.optional(z.url()),
        }),
      ),
      nmlsNumber: z.string().check(z.minLength(1)),
      termsUrl: z.string().check(z.minLength(1)),
      privacyUrl: z.string().check(z.minLength(1)),
      licensesUrl: z.string().check(z.minLength(1)),
      /** Which fair-lending logo the footer carries. */
      fairLendingLogo: z.enum(['EQUAL_HOUSING', 'EQUAL_OPPORTUNITY']),
      /** Country names where the product is not available, listed in the footer. */
      excludedCountries: z.array(z.string().check(z.minLength(1))),
    }),
    products: z.object({
      /** Whether residents outside the US may apply (loans paid out in USDC). */
      international: z.boolean(),
      /** Wholesale brands always keep borrowers on the web. */
      wholesale: z.boolean(),
    }),
  }),
  pricingData: z.object({
    /** Origination fee in percent for international borrowers. */
    internationalOriginationFee: z.number().check(z.nonnegative()),
  }),
})
export type OrganisationInfo = z.infer<typeof organisationInfoSchema>

export const getOrganisationInfo = defineEndpoint({
  id: 'getOrganisationInfo',
  service: 'content',
  method: 'GET',
  path: '/organizations/:orgCode',
  secure: false,
  response: organisationInfoSchema,
})
