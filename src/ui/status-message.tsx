import { useEffect, useState } from 'react'

/** refinance-release-shell.md §9: screen-reader status messages clear after 300 ms. */
export const STATUS_MESSAGE_CLEAR_MS = 300

export interface StatusMessageProps {
  /** What to say; an empty message says nothing. */
  message: string
  /**
   * Changes when the same message must be said again (a second submit with the same errors):
   * a live region only speaks when its text changes.
   */
  announceKey?: string | number
}

/**
 * The one live region for things the app tells screen-reader users without moving their focus
 * (a form's errors counted, an address copied, a confirmation sent). The message is put in a
 * polite status region and cleared 300 ms later, so it is read once, is not read again when a
 * reader walks the page, and the same words can be said again next time. What sighted users
 * should keep seeing stays on the page as ordinary text.
 */
export function StatusMessage({ message, announceKey }: StatusMessageProps) {
  const [spoken, setSpoken] = useState('')
  useEffect(() => {
    // announceKey is read so that a new key says the same message again.
    void announceKey
    setSpoken(message)
    if (!message) return
    const timer = setTimeout(() => setSpoken(''), STATUS_MESSAGE_CLEAR_MS)
    return () => clearTimeout(timer)
  }, [message, announceKey])
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {spoken}
    </p>
  )
}
