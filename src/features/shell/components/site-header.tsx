import { Link } from '@tanstack/react-router'
import { formatPhone, phoneHref } from '@/domain/format'
import type { RenderableOrganisation } from '@/domain/organisation-links'
import type { LoginLink } from '@/session/use-login'
import { Button, buttonClass } from '@/ui/button'

export interface SiteHeaderProps {
  organisation: RenderableOrganisation
  signedIn: boolean
  /**
   * The Login link: the legacy login page as its href, sign-in started on a click. None on
   * the login page itself, which is where it would lead.
   */
  login: LoginLink | null
  onSignOut: () => void
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M5.6 2.2c.5-.2 1 0 1.3.4l1.7 2.6c.3.5.2 1.1-.2 1.5L7.2 7.9a10.6 10.6 0 0 0 4.9 4.9l1.2-1.2c.4-.4 1-.5 1.5-.2l2.6 1.7c.4.3.6.8.4 1.3l-.6 1.9c-.3.9-1.1 1.5-2 1.4C8.2 17.2 2.8 11.8 2.3 4.8c0-.9.5-1.7 1.4-2z"
      />
    </svg>
  )
}

export function SiteHeader({ organisation, signedIn, login, onSignOut }: SiteHeaderProps) {
  const { orgBrand, supportPhone } = organisation
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Link to="/start" className="shell-brand">
          {orgBrand.logoUrl ? (
            <img src={orgBrand.logoUrl} alt={orgBrand.name} />
          ) : (
            <>
              <span className="shell-brand__mark" aria-hidden="true">
                {orgBrand.name.slice(0, 1)}
              </span>
              <span>{orgBrand.name}</span>
            </>
          )}
        </Link>
        <nav className="shell-nav" aria-label="Account">
          <a className="shell-phone" href={phoneHref(supportPhone)}>
            <PhoneIcon />
            <span className="shell-phone__text">
              <span className="visually-hidden">Call support </span>
              {formatPhone(supportPhone)}
            </span>
          </a>
          {signedIn ? (
            <>
              <Link to="/dashboard" className={buttonClass('secondary')}>
                Dashboard
              </Link>
              {/* The same control as Dashboard, without its frame: an action beside a place. */}
              <Button variant="secondary" className="shell-nav__quiet" onClick={onSignOut}>
                Sign out
              </Button>
            </>
          ) : login ? (
            <a {...login} className={buttonClass('secondary')}>
              Login
            </a>
          ) : null}
        </nav>
      </div>
    </header>
  )
}
