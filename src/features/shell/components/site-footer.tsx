import { Link } from '@tanstack/react-router'
import type { RenderableOrganisation } from '@/domain/organisation-links'
import { OptionalLink } from '@/ui/optional-link'
import { FairLendingLogo } from './fair-lending-logo'

export function SiteFooter({ organisation }: { organisation: RenderableOrganisation }) {
  const { company } = organisation.metadata
  const excluded = company.excludedCountries
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <div className="shell-footer__row">
          <nav aria-label="Legal">
            <ul className="shell-footer__links">
              <li>
                <OptionalLink href={company.termsUrl}>Terms of use</OptionalLink>
              </li>
              <li>
                <OptionalLink href={company.privacyUrl}>Privacy policy</OptionalLink>
              </li>
              <li>
                <OptionalLink href={company.licensesUrl}>Licenses</OptionalLink>
              </li>
              <li>
                <Link to="/privacy">Privacy in this app</Link>
              </li>
            </ul>
          </nav>
          <FairLendingLogo kind={company.fairLendingLogo} />
        </div>
        <div className="shell-footer__legal">
          <span>
            © {new Date().getFullYear()} {company.legalName}
          </span>
          <span>NMLS #{company.nmlsNumber}</span>
        </div>
        {excluded.length > 0 ? (
          <p className="shell-footer__excluded">
            This product is not available to residents of the following countries:{' '}
            {excluded.join(', ')}.
          </p>
        ) : null}
      </div>
    </footer>
  )
}
