import type { ReactNode } from 'react'
import { Button } from './button'
import { cx } from './cx'
import './card.css'

interface StateViewProps {
  title: string
  children?: ReactNode
  actions?: ReactNode
  /** The page's main heading when the state fills the page; a section heading otherwise. */
  headingLevel?: 1 | 2 | 3
}

function StateIcon({ kind }: { kind: 'error' | 'empty' }) {
  return kind === 'error' ? (
    <svg className="ui-state__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
      <rect x="22" y="12" width="4" height="16" rx="2" fill="currentColor" />
      <circle cx="24" cy="34" r="2.5" fill="currentColor" />
    </svg>
  ) : (
    <svg className="ui-state__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect
        x="7"
        y="11"
        width="34"
        height="28"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path d="M7 21h34" stroke="currentColor" strokeWidth="3" />
    </svg>
  )
}

function StateView({
  kind,
  title,
  children,
  actions,
  headingLevel = 2,
}: StateViewProps & { kind: 'error' | 'empty' }) {
  const Heading = `h${headingLevel}` as const
  return (
    <div
      className={cx('ui-state', kind === 'error' && 'ui-state--error')}
      role={kind === 'error' ? 'alert' : undefined}
    >
      <StateIcon kind={kind} />
      <Heading
        className="ui-state__title"
        {...(headingLevel === 1 ? { tabIndex: -1, 'data-page-heading': '' } : {})}
      >
        {title}
      </Heading>
      {children ? <div className="ui-state__body">{children}</div> : null}
      {actions ? <div className="ui-state__actions">{actions}</div> : null}
    </div>
  )
}

/** Something failed: say what, in plain words, and offer the way out (usually Try again). */
export function ErrorState({
  onRetry,
  retryLabel = 'Try again',
  actions,
  ...props
}: StateViewProps & { onRetry?: () => void; retryLabel?: string }) {
  return (
    <StateView
      kind="error"
      {...props}
      actions={
        <>
          {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
          {actions}
        </>
      }
    />
  )
}

export function EmptyState(props: StateViewProps) {
  return <StateView kind="empty" {...props} />
}
