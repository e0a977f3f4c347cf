import type { ComponentType } from 'react'

/**
 * The bank-link SDK as the app sees it: one component that, once mounted with a link token,
 * runs the provider's dialog and reports how it ended. Production uses the provider's SDK; the
 * simulation hands the app a stand-in dialog that behaves the same way. Metadata is passed on
 * as the SDK gives it (institution, accounts with masks, never full account numbers).
 */

export type BankLinkMetadata = Record<string, unknown>

export interface BankLinkError {
  error_type: string
  error_code: string
  error_message: string
  display_message?: string | null
}

export interface BankLinkWidgetProps {
  linkToken: string
  /** The page the bank's OAuth sign-in returned to, when resuming after it. */
  receivedRedirectUri?: string | undefined
  onSuccess(publicToken: string, metadata: BankLinkMetadata): void
  /** The borrower left the dialog (error null) or the link failed (error set). */
  onExit(error: BankLinkError | null, metadata: BankLinkMetadata): void
}

export type BankLinkWidget = ComponentType<BankLinkWidgetProps>

/** Loads the widget's code only when a screen needs it. */
export type LoadBankLinkWidget = () => Promise<BankLinkWidget>
