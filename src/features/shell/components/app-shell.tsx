import type { ReactNode } from 'react'
import { OfflineNotice } from './offline-notice'
import { SiteFooter } from './site-footer'
import { SiteHeader, type SiteHeaderProps } from './site-header'
import './shell.css'

/** The header's props, which the shell hands on, and what it draws around the page. */
export interface AppShellProps extends SiteHeaderProps {
  /** The connection is lost: say so above the page. */
  offline?: boolean
  /** Notices above every page (the hosted banner), given by the app. */
  notices?: ReactNode
  children: ReactNode
}

export function AppShell({
  organisation,
  signedIn,
  login,
  onSignOut,
  offline = false,
  notices,
  children,
}: AppShellProps) {
  return (
    <div className="shell">
      <a className="shell-skip" href="#main">
        Skip to content
      </a>
      <SiteHeader
        organisation={organisation}
        signedIn={signedIn}
        login={login}
        onSignOut={onSignOut}
      />
      <main id="main" className="shell-main" tabIndex={-1}>
        {offline ? <OfflineNotice /> : null}
        {notices}
        {children}
      </main>
      <SiteFooter organisation={organisation} />
    </div>
  )
}
