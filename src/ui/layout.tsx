import type { ReactNode } from 'react'
import { cx } from './cx'
import './layout.css'

/** The centred content column every screen sits in. */
export function Page({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={cx('ui-page', narrow && 'ui-page--narrow')}>{children}</div>
}
