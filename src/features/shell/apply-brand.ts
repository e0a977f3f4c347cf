import type { RenderableOrganisation } from '@/domain/organisation-links'

/** The product's name in the tab where a brand names none. */
export const DEFAULT_PAGE_TITLE = 'Crypto-backed loan'

/**
 * Paints the lender's colours into the design tokens and puts its name (and, where it has them,
 * its page title and icon) on the browser's tab; everything else keeps the house style.
 */
export function applyBrand(
  organisation: RenderableOrganisation,
  root: HTMLElement = document.documentElement,
) {
  const { colours } = organisation.orgBrand
  root.style.setProperty('--brand-primary', colours.primary)
  root.style.setProperty('--brand-primary-text', colours.primaryText)
  root.style.setProperty('--brand-accent', colours.accent)
  const { name, pageTitle, faviconUrl } = organisation.orgBrand
  document.title = `${pageTitle ?? DEFAULT_PAGE_TITLE} | ${name}`
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (icon && faviconUrl) icon.href = faviconUrl
}
