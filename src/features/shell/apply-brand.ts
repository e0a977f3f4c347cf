import type { RenderableOrganisation } from '@/domain/organisation-links'
import { reportError } from '@/lib/error-report'
import { type BrandColours, brandColoursRead } from '@/ui/brand-colour-contrast'
import { BRAND_FONTS } from './brand-fonts'

/** The product's name in the tab where a brand names none. */
export const DEFAULT_PAGE_TITLE = 'Crypto-backed loan'

/** Colours already reported in this page's life: each is reported once, not on every render. */
const reported = new Set<string>()

/** The organisation whose brand was applied last: a slower earlier one must not paint over it. */
let latest: RenderableOrganisation | null = null

/**
 * Paints the lender's colours into the design tokens and puts its name (and, where it has them,
 * its page title and icon) on the browser's tab; everything else keeps the house style. Done at
 * once for colours that read; one that would not is settled once its nearest readable shade is
 * found, and a web font once its stylesheet has loaded (the resolved promise).
 */
export async function applyBrand(
  organisation: RenderableOrganisation,
  root: HTMLElement = document.documentElement,
): Promise<void> {
  latest = organisation
  const { name, pageTitle, faviconUrl } = organisation.orgBrand
  document.title = `${pageTitle ?? DEFAULT_PAGE_TITLE} | ${name}`
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (icon && faviconUrl) icon.href = faviconUrl
  const font = applyFont(organisation, root)
  const given = organisation.orgBrand.colours
  if (brandColoursRead(given)) {
    paintColours(given, root)
    return font
  }
  // A colour that would not read is drawn in its nearest readable shade, and the lender hears
  // of it once (`npm run brand -- check` refuses such a file before it ships). The search and
  // its colour library load only here.
  const { readableBrandColours } = await import('@/ui/readable-brand-colours')
  if (latest !== organisation) return
  const { colours, adjustments } = readableBrandColours(given)
  for (const adjustment of adjustments) {
    const key = `${organisation.orgCode} ${adjustment.field} ${adjustment.given}`
    if (reported.has(key)) continue
    reported.add(key)
    reportError({
      name: 'brand.colour-unreadable',
      details: { orgCode: organisation.orgCode, ...adjustment },
    })
  }
  paintColours(colours, root)
  await font
}

function paintColours(colours: BrandColours, root: HTMLElement) {
  root.style.setProperty('--brand-primary', colours.primary)
  root.style.setProperty('--brand-primary-text', colours.primaryText)
  root.style.setProperty('--brand-accent', colours.accent)
}

/**
 * The brand's typeface, where it names one: its stylesheet loads, then the screens take it
 * (the system's fonts show until its file arrives). A brand without one keeps the house style.
 */
async function applyFont(organisation: RenderableOrganisation, root: HTMLElement) {
  const font = organisation.orgBrand.font
  if (!font) {
    root.style.removeProperty('--font-sans')
    root.dataset.typeface = 'house'
    return
  }
  const { family, load } = BRAND_FONTS[font]
  try {
    await load()
  } catch (error) {
    reportError({ name: 'brand.font-unavailable', details: { font, error: String(error) } })
    // The house style stays, and says so.
    root.dataset.typeface = 'house'
    return
  }
  if (latest !== organisation) return
  root.style.setProperty('--font-sans', `${family}, var(--font-system)`)
  // Said on the page once the screens have it (a picture of the screen waits for it).
  root.dataset.typeface = font
}
