import { z } from '@/lib/zod'
import { defineEndpoint } from './endpoint'

/**
 * The lender organisation whose brand the app wears. Its call shape is not shown in the
 * specification; this whole file is an assumption: one JSON document per organisation code,
 * read from the content service.
 */

const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb')

export const organisationInfoSchema = z.object({
  orgCode: z.string().min(1),
  canonicalOrgCode: z.string().min(1),
  orgBrand: z.object({
    name: z.string().min(1),
    /** Logo as a URL or a data: URI; shown with the brand name as its text alternative. */
    logoUrl: z.string().min(1).nullable(),
    colours: z.object({
      primary: hexColourSchema,
      primaryText: hexColourSchema,
      accent: hexColourSchema,
    }),
  }),
  baseUrl: z.string().min(1),
  supportPhone: z.string().min(1),
  supportEmail: z.string().email(),
  /** Assumption: where the lender's mobile app is installed from, when it has one. */
  mobileAppUrl: z.string().url().optional(),
  metadata: z.object({
    company: z.object({
      legalName: z.string().min(1),
      nmlsNumber: z.string().min(1),
      termsUrl: z.string().min(1),
      privacyUrl: z.string().min(1),
      licensesUrl: z.string().min(1),
      /** Which fair-lending logo the footer carries. */
      fairLendingLogo: z.enum(['EQUAL_HOUSING', 'EQUAL_OPPORTUNITY']),
      /** Country names where the product is not available, listed in the footer. */
      excludedCountries: z.array(z.string().min(1)),
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
    internationalOriginationFee: z.number().nonnegative(),
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
