import { getOrganisationInfo, organisationInfoSchema } from '@contract/organisation'
import { type RenderableOrganisation, withSafeLinks } from '@/domain/organisation-links'
import { legalLine, legalLinks } from '../../session/lender-legal-links'
import { element } from '../dom'

/**
 * The lender's brand on the simulated sign-in page, as the app wears it: its logo and name
 * above, its colours on the buttons, its legal name, NMLS number and legal links below. Read
 * from the same content call the app makes, answered by the simulation; only https links (and
 * a data: logo) are drawn, as in the app.
 */

export async function lenderBrand(
  contentService: string,
  orgCode: string,
): Promise<RenderableOrganisation | null> {
  const path = getOrganisationInfo.path.replace(':orgCode', encodeURIComponent(orgCode))
  const answer = await fetch(`${contentService}${path}`).catch(() => null)
  if (!answer?.ok) return null
  const read = organisationInfoSchema.safeParse(await answer.json().catch(() => null))
  return read.success ? withSafeLinks(read.data, () => {}) : null
}

/** The brand's colours into the page's custom properties (the CSSOM, which the CSP allows). */
export function paintBrand({ orgBrand }: RenderableOrganisation): void {
  const { style } = document.documentElement
  style.setProperty('--brand-primary', orgBrand.colours.primary)
  style.setProperty('--brand-primary-text', orgBrand.colours.primaryText)
  style.setProperty('--brand-accent', orgBrand.colours.accent)
  document.title = `Sign in | ${orgBrand.name}`
}

export function brandHeader({ orgBrand }: RenderableOrganisation): HTMLElement {
  const mark = orgBrand.logoUrl
    ? element('img', { src: orgBrand.logoUrl, alt: orgBrand.name, className: 'sign-in__logo' })
    : element('span', { className: 'sign-in__name', textContent: orgBrand.name })
  return element('header', { className: 'sign-in__header' }, [mark])
}

export function brandFooter({ metadata }: RenderableOrganisation): HTMLElement {
  const { company } = metadata
  const links = legalLinks(company).map(({ label, href }) =>
    element('li', {}, [element('a', { href, textContent: label })]),
  )
  return element('footer', { className: 'sign-in__footer' }, [
    element('ul', { className: 'sign-in__links' }, links),
    element('p', { textContent: legalLine(company) }),
  ])
}
