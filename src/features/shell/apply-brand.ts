import type { RenderableOrganisation } from '@/domain/organisation-links'
import { reportError } from '@/lib/error-report'
import { readableBrandColours } from '@/ui/readable-brand-colours'

/** The product's name in the tab where a brand names none. */
export const DEFAULT_PAGE_TITLE = 'Crypto-backed loan'

/** Colours already reported in this page's life: each is reported once, not on every render. */
const reported = new Set<string>()

/**
 * Paints the lender's colours into the design tokens and puts its name (and, where it has them,
 * its page title and icon) on the browser's tab; everything else keeps the house style.
 */
export function applyBrand(
  organisation: RenderableOrganisation,
  root: HTMLElement = document.documentElement,
) {
  // A colour that would not read is drawn in its nearest readable shade, and the lender hears
  // of it once (`npm run brand -- check` refuses such a file before it ships).
  const { colours, adjustments } = readableBrandColours(organisation.orgBrand.colours)
  for (const adjustment of adjustments) {
    const key = `${organisation.orgCode} ${adjustment.field} ${adjustment.given}`
    if (reported.has(key)) continue
    reported.add(key)
    reportError({
      name: 'brand.colour-unreadable',
      details: { orgCode: organisation.orgCode, ...adjustment },
    })
  }
  root.style.setProperty('--brand-primary', colours.primary)
  root.style.setProperty('--brand-primary-text', colours.primaryText)
  root.style.setProperty('--brand-accent', colours.accent)
  const { name, pageTitle, faviconUrl } = organisation.orgBrand
  document.title = `${pageTitle ?? DEFAULT_PAGE_TITLE} | ${name}`
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (icon && faviconUrl) icon.href = faviconUrl
}
