import type { ReactNode } from 'react'
import { Card } from './card'
import { cx } from './cx'
import './layout.css'

/** The centred content column every screen sits in. */
export function Page({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={cx('ui-page', narrow && 'ui-page--narrow')}>{children}</div>
}

/**
 * A page with a side column: the main content and, beside it on a laptop's width (two thirds
 * and one third), the side; on a phone the side follows the main content.
 */
export function PageWithSide({ children, side }: { children: ReactNode; side: ReactNode }) {
  return (
    <Page>
      <div className="ui-page-columns">
        {children}
        {side}
      </div>
    </Page>
  )
}

/** The side column's card: help and facts beside the page's main content, named for screen readers. */
export function PageSide({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card as="aside" tone="sunken" className="ui-page-side" aria-label={label}>
      {children}
    </Card>
  )
}

/** A page holding one card, the frame of most screens; narrow unless `wide`. */
export function CardPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Page narrow={!wide}>
      <Card>{children}</Card>
    </Page>
  )
}
