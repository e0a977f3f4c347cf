import type { ReactNode } from 'react'
import { cx } from './cx'
import './banner.css'

export type BannerVariant = 'info' | 'warn' | 'error'

export interface BannerProps {
  variant?: BannerVariant
  title?: string
  /**
   * The message. Server-provided text must be passed as a plain string: React renders it as
   * text, so markup in it is shown, never run.
   */
  children: ReactNode
  actions?: ReactNode
  className?: string
}

function BannerIcon({ variant }: { variant: BannerVariant }) {
  if (variant === 'info') {
    return (
      <svg className="ui-banner__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <rect x="9" y="8.5" width="2" height="6" rx="1" fill="#fff" />
        <circle cx="10" cy="6" r="1.2" fill="#fff" />
      </svg>
    )
  }
  return (
    <svg className="ui-banner__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M10 1.5 19 18H1z" fill="currentColor" strokeLinejoin="round" />
      <rect x="9" y="7" width="2" height="6" rx="1" fill="#fff" />
      <circle cx="10" cy="15.2" r="1.1" fill="#fff" />
    </svg>
  )
}

/**
 * An inline message. Warnings and errors are announced (role=alert for errors, status for the
 * rest) so a change in the offer is heard as well as seen.
 */
export function Banner({ variant = 'info', title, children, actions, className }: BannerProps) {
  return (
    <div
      className={cx('ui-banner', `ui-banner--${variant}`, className)}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      <BannerIcon variant={variant} />
      <div className="ui-banner__body">
        {title ? <p className="ui-banner__title">{title}</p> : null}
        <div>{children}</div>
        {actions ? <div className="ui-banner__actions">{actions}</div> : null}
      </div>
    </div>
  )
}
