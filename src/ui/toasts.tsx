import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { cx } from './cx'
import './toasts.css'

/** refinance-release-shell.md §9: at most 5 toasts visible by default. */
export const MAX_VISIBLE_TOASTS = 5

/** How long a confirmation stays; a failure stays until it is dismissed (nothing to miss). */
export const CONFIRMATION_TOAST_MS = 6000

/** Toasts kept beyond the visible ones: a dismissal shows the next older one. */
const KEPT_TOASTS = 20

/** success and error as they say; info for news that asks nothing of the borrower. */
export type ToastTone = 'success' | 'info' | 'error'

export interface ToastInput {
  tone: ToastTone
  title: string
  /** What happened and what to do next, in a sentence or two. */
  body?: string
}

interface Toast extends ToastInput {
  id: number
}

interface Toasts {
  show: (toast: ToastInput) => void
  dismiss: (id: number) => void
}

const ToastContext = createContext<Toasts | null>(null)

/**
 * Says something that outlives the page it happened on: a signature that failed before the
 * borrower was taken back a page, an address copied. Pages call `useToasts().show`; the
 * region is drawn once, by the provider, above every page.
 */
export function useToasts(): Toasts {
  const toasts = useContext(ToastContext)
  if (!toasts) throw new Error('useToasts needs a ToastProvider above it')
  return toasts
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([])
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id))
  }, [])
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++
    setToasts((shown) =>
      [
        // The same words twice in a row are one toast, said again: a second failed try.
        ...shown.filter((each) => each.title !== toast.title || each.body !== toast.body),
        { ...toast, id },
      ].slice(-KEPT_TOASTS),
    )
  }, [])

  const value = useMemo(() => ({ show, dismiss }), [show, dismiss])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastRegion toasts={toasts.slice(-MAX_VISIBLE_TOASTS)} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

/**
 * The newest toasts, newest last (nearest the corner). The list is a live region from the
 * start, so each toast added is read out: a failure at once (role alert), a confirmation
 * politely. Confirmations leave by themselves, except while the pointer or focus is on the
 * region (someone is reading it); failures stay until dismissed.
 */
function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[]
  onDismiss: (id: number) => void
}) {
  const [held, setHeld] = useState(false)
  const region = useRef<HTMLElement>(null)
  const count = toasts.length
  // On a phone the toasts come in at the top (toasts.css): below the page's banner (its logo,
  // its Dashboard and Sign out), or at the top once the banner has scrolled away.
  useLayoutEffect(() => {
    const element = region.current
    if (!element || count === 0) return
    const place = () => {
      const banner = document.querySelector('header')
      const below = banner ? banner.getBoundingClientRect().bottom : 0
      element.style.setProperty('--ui-toasts-top', `${Math.max(0, Math.round(below))}px`)
    }
    place()
    window.addEventListener('scroll', place, { passive: true })
    window.addEventListener('resize', place)
    // Content above the banner may open or close meanwhile (a notice, the demo's controls).
    const moved = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place)
    moved?.observe(document.body)
    return () => {
      window.removeEventListener('scroll', place)
      window.removeEventListener('resize', place)
      moved?.disconnect()
    }
  }, [count])
  return (
    <section
      ref={region}
      className="ui-toasts"
      aria-label="Notifications"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false)
      }}
    >
      <ol className="ui-toasts__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} held={held} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  )
}

function ToastItem({
  toast,
  held,
  onDismiss,
}: {
  toast: Toast
  held: boolean
  onDismiss: (id: number) => void
}) {
  const { id, tone, title, body } = toast
  useEffect(() => {
    if (tone === 'error' || held) return
    const timer = setTimeout(() => onDismiss(id), CONFIRMATION_TOAST_MS)
    return () => clearTimeout(timer)
  }, [id, tone, held, onDismiss])
  return (
    <li className={cx('ui-toast', `ui-toast--${tone}`)}>
      <div className="ui-toast__text" role={tone === 'error' ? 'alert' : 'status'}>
        <p className="ui-toast__title">{title}</p>
        {body ? <p className="ui-toast__body">{body}</p> : null}
      </div>
      <button
        type="button"
        className="ui-toast__dismiss"
        aria-label={`Dismiss: ${title}`}
        onClick={() => onDismiss(id)}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </button>
    </li>
  )
}
