import type { RenderableOrganisation } from '@/domain/organisation-links'

/** Paints the lender's colours into the design tokens; everything else keeps the house style. */
export function applyBrand(
  organisation: RenderableOrganisation,
  root: HTMLElement = document.documentElement,
) {
  const { colours } = organisation.orgBrand
  root.style.setProperty('--brand-primary', colours.primary)
  root.style.setProperty('--brand-primary-text', colours.primaryText)
  root.style.setProperty('--brand-accent', colours.accent)
  document.title = `Crypto-backed loan | ${organisation.orgBrand.name}`
}
