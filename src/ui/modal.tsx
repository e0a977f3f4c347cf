import { type ReactNode, useEffect, useId, useRef } from 'react'
import './modal.css'

export interface ModalProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/**
 * A native <dialog> opened with showModal(): the browser traps focus, makes the page inert and
 * closes on Esc. Focus goes back to whatever opened it when it closes.
 */
export function Modal({ open, onClose, title, children, footer }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Esc and form[method=dialog] close the dialog natively; keep React's state in step.
    const handleClose = () => {
      onClose()
      returnFocusTo.current?.focus()
      returnFocusTo.current = null
    }
    dialog.addEventListener('close', handleClose)
    return () => dialog.removeEventListener('close', handleClose)
  }, [onClose])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; keyboards close with Esc, natively.
    <dialog
      ref={dialogRef}
      className="ui-modal"
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      {open ? (
        <div className="ui-modal__inner">
          <div className="ui-modal__header">
            <h2 id={titleId} className="ui-modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="ui-modal__close"
              aria-label="Close"
              onClick={() => dialogRef.current?.close()}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="ui-modal__body">{children}</div>
          {footer ? <div className="ui-modal__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  )
}
