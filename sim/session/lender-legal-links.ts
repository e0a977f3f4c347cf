import type { RenderableOrganisation } from '@/domain/organisation-links'

type Company = RenderableOrganisation['metadata']['company']

/**
 * The lender's legal links and line under the simulated sign-in page, the demo's (drawn in the
 * browser) and the sim server's (written as HTML): only the links the lender gives, made safe.
 */
export function legalLinks(company: Company): { label: string; href: string }[] {
  const links = [
    { label: 'Terms of use', href: company.termsUrl },
    { label: 'Privacy policy', href: company.privacyUrl },
    { label: 'Licenses', href: company.licensesUrl },
  ]
  return links.flatMap(({ label, href }) => (href ? [{ label, href }] : []))
}

export const legalLine = (company: Company) => `${company.legalName} · NMLS #${company.nmlsNumber}`
