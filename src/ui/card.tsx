import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from './cx'
import './card.css'

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'div' | 'aside' | 'article'
  tone?: 'raised' | 'flat' | 'sunken'
  children: ReactNode
}

export function Card({ as: Tag = 'section', tone = 'raised', className, ...rest }: CardProps) {
  return (
    <Tag
      {...rest}
      className={cx(
        'ui-card',
        tone === 'flat' && 'ui-card--flat',
        tone === 'sunken' && 'ui-card--sunken',
        className,
      )}
    />
  )
}

/**
 * The page's one h1. It takes focus after navigation (tabIndex -1) so screen-reader users hear
 * where they landed; the shell finds it by the data attribute.
 */
export function PageHeading({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <header className="ui-page-heading">
      <h1 className="ui-page-heading__title" tabIndex={-1} data-page-heading="">
        {title}
      </h1>
      {lead ? <p className="ui-page-heading__lead">{lead}</p> : null}
    </header>
  )
}
