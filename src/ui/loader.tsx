import type { CSSProperties } from 'react'
import './loader.css'

/** A spinner that screen readers announce as a status with its label. */
export function Loader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="ui-loader" role="status">
      <span className="ui-loader__ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

/** A grey placeholder block shown where an answer is about to appear. */
export function Skeleton({ width = '100%', height = '1rem' }: { width?: string; height?: string }) {
  return (
    <span className="ui-skeleton" aria-hidden="true" style={{ width, height } as CSSProperties} />
  )
}
