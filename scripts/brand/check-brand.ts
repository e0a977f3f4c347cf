import { type OrganisationInfo, organisationInfoSchema } from '@contract/organisation'
import { z } from 'zod'
import { type BrandColours, brandColourUses, contrastOf } from '@/ui/readable-brand-colours'

/**
 * What a lender's brand file must hold before it goes to the content service: the contract's
 * shape, readable colours for every pair the screens draw with it (WCAG 2.2 AA), https links, a
 * logo the app's Content-Security-Policy lets it show, an NMLS number's form and products that
 * agree with each other. Each problem is one line naming the field and what is wrong.
 */

/** The pairs the screens draw with a brand's colours: the design system's own list. */
export function colourPairs(colours: BrandColours) {
  return brandColourUses(colours).map((pair) => ({
    ...pair,
    field: `orgBrand.colours.${pair.field}`,
  }))
}

export { contrastOf }

const HTTPS_FIELDS = [
  ['baseUrl', (brand: Brand) => brand.baseUrl],
  ['mobileAppUrl', (brand: Brand) => brand.mobileAppUrl],
  ['legacySignIn.passwordResetUrl', (brand: Brand) => brand.legacySignIn?.passwordResetUrl],
  ['metadata.company.termsUrl', (brand: Brand) => brand.metadata.company.termsUrl],
  ['metadata.company.privacyUrl', (brand: Brand) => brand.metadata.company.privacyUrl],
  ['metadata.company.licensesUrl', (brand: Brand) => brand.metadata.company.licensesUrl],
  [
    'metadata.company.collateralCustody.detailsUrl',
    (brand: Brand) => brand.metadata.company.collateralCustody?.detailsUrl,
  ],
] as const

type Brand = OrganisationInfo

/** The most a logo may weigh: it is inlined in the brand, which every page load reads. */
export const MAX_LOGO_BYTES = 48 * 1024

/** What the header (a logo) and the tab (an icon) can show: widths per height they fit. */
const IMAGE_SHAPES = {
  'orgBrand.logoUrl': { widest: 8, narrowest: 1, where: 'the header' },
  'orgBrand.faviconUrl': { widest: 1, narrowest: 1, where: 'a tab' },
} as const

function imageProblems(
  field: keyof typeof IMAGE_SHAPES,
  logoUrl: string | null | undefined,
): string[] {
  if (logoUrl === null || logoUrl === undefined) return []
  const shape = IMAGE_SHAPES[field]
  const inline = /^data:image\/(svg\+xml|png|webp)[;,]/.exec(logoUrl)
  if (!inline && !logoUrl.startsWith('/')) {
    return [
      `${field}: the app's Content-Security-Policy shows only a data: image or a file of its own origin (a path starting with /), not ${logoUrl.slice(0, 40)}`,
    ]
  }
  if (!inline) return []
  const problems: string[] = []
  const bytes = new TextEncoder().encode(logoUrl).length
  if (bytes > MAX_LOGO_BYTES) {
    problems.push(`${field}: ${Math.round(bytes / 1024)} kB, more than ${MAX_LOGO_BYTES / 1024} kB`)
  }
  if (inline[1] === 'svg+xml') {
    const svg = decodeURIComponent(logoUrl.slice(logoUrl.indexOf(',') + 1))
    const width = Number(/\bwidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1])
    const height = Number(/\bheight="(\d+(?:\.\d+)?)"/.exec(svg)?.[1])
    if (!width || !height) {
      problems.push(
        `${field}: the SVG names no width and height, so its size in the header is unknown`,
      )
    } else if (width / height > shape.widest || width / height < shape.narrowest) {
      const fits =
        shape.widest === shape.narrowest
          ? `${shape.widest}:1`
          : `${shape.narrowest}:1 to ${shape.widest}:1`
      problems.push(
        `${field}: ${width}x${height} is ${(width / height).toFixed(1)}:1; ${shape.where} fits ${fits}`,
      )
    }
  }
  return problems
}

/** Every problem of a brand file, one line each; none for a brand that may ship. */
export function checkBrand(raw: unknown): string[] {
  const parsed = z.safeParse(organisationInfoSchema, raw)
  if (!parsed.success) {
    return parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    )
  }
  const brand = parsed.data
  const problems: string[] = []
  for (const pair of colourPairs(brand.orgBrand.colours)) {
    const ratio = contrastOf(pair.foreground, pair.background)
    if (ratio < pair.minimum) {
      problems.push(
        `${pair.field}: ${pair.use} is ${ratio}:1 (${pair.foreground} on ${pair.background}); at least ${pair.minimum}:1 is needed`,
      )
    }
  }
  for (const [field, read] of HTTPS_FIELDS) {
    const link = read(brand)
    if (link !== undefined && !/^https:\/\/[^/\s]+/.test(link)) {
      problems.push(`${field}: only https links are shown, not ${link}`)
    }
  }
  problems.push(...imageProblems('orgBrand.logoUrl', brand.orgBrand.logoUrl))
  problems.push(...imageProblems('orgBrand.faviconUrl', brand.orgBrand.faviconUrl))
  if (!/^\d{1,7}$/.test(brand.metadata.company.nmlsNumber)) {
    problems.push(
      `metadata.company.nmlsNumber: an NMLS number is 1 to 7 digits, not ${brand.metadata.company.nmlsNumber}`,
    )
  }
  const { international, wholesale } = brand.metadata.products
  if (international && brand.metadata.company.excludedCountries.length === 0) {
    problems.push(
      'metadata.company.excludedCountries: an international brand names the countries it does not lend in',
    )
  }
  if (wholesale && brand.mobileAppUrl !== undefined) {
    problems.push(
      'mobileAppUrl: a wholesale brand keeps its borrowers on the web, so it offers no app',
    )
  }
  return problems
}
