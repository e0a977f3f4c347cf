import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import { cx } from './cx'
import { useWaitingForNetwork, WAITING_FOR_NETWORK_TEXT } from './waiting-for-network'
import './button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'link'

interface OwnProps {
  variant?: ButtonVariant
  block?: boolean
  children: ReactNode
}

export interface ButtonProps
  extends OwnProps,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /**
   * Shows a spinner and blocks repeated presses while an action is under way; offline, where
   * calls wait for the network, the button says so instead of `loadingText`.
   */
  loading?: boolean
  loadingText?: string
}

export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return cx('ui-button', `ui-button--${variant}`, block && 'ui-button--block')
}

export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  loadingText,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const waitingForNetwork = useWaitingForNetwork()
  const busyText = waitingForNetwork ? WAITING_FOR_NETWORK_TEXT : loadingText
  return (
    <button
      {...rest}
      type={type}
      className={cx(buttonClass(variant, block), className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      // A loading button stays focusable (not disabled) so keyboard focus is not lost.
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="ui-button__spinner" aria-hidden="true" /> : null}
      {loading && busyText ? busyText : children}
    </button>
  )
}

export interface ButtonLinkProps
  extends OwnProps,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {}

/** A link that looks like a button, for actions that leave the page (mailto:, tel:). */
export function ButtonLink({
  variant = 'primary',
  block = false,
  className,
  ...rest
}: ButtonLinkProps) {
  return <a {...rest} className={cx(buttonClass(variant, block), className)} />
}
