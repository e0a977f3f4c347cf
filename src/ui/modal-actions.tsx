import type { ReactNode } from 'react'
import { Button } from './button'

/** A modal's footer: its action, then the secondary button that closes it (Cancel, Go back). */
export function ModalActions({
  children,
  dismissLabel,
  onDismiss,
}: {
  children: ReactNode
  dismissLabel: string
  onDismiss: () => void
}) {
  return (
    <>
      {children}
      <Button variant="secondary" onClick={onDismiss}>
        {dismissLabel}
      </Button>
    </>
  )
}
