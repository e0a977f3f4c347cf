import { useState } from 'react'
import { Checkbox } from './checkbox'
import { focusWalletTypeField, type WalletTypeChoice, WalletTypeField } from './wallet-type-field'

/**
 * The "sent it" form of a collateral transfer (the collateral page, a refinance top-up): the
 * wallet type and the "I have sent" box, both required, checked together before the page sends.
 */

type Errors = Partial<Record<'walletType' | 'sent', string>>

export interface SentConfirmationOptions {
  /** What each field says when it is left empty. */
  messages: { walletType: string; sent: string }
  /** The box's id, to move focus to it when only it is missing. */
  sentId: string
  /**
   * Where the page keeps the wallet type chosen, so a reload finds it. The box is not kept: it
   * says the borrower sent the coins, asked each time.
   */
  kept?: { initial: WalletTypeChoice | ''; keep: (value: WalletTypeChoice) => void }
}

export function useSentConfirmation({ messages, sentId, kept }: SentConfirmationOptions) {
  const [walletType, setWalletType] = useState<WalletTypeChoice | ''>(kept?.initial ?? '')
  const [sent, setSent] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  return {
    sentId,
    walletType,
    sent,
    errors,
    chooseWalletType(value: WalletTypeChoice) {
      setWalletType(value)
      kept?.keep(value)
      setErrors((current) => ({ ...current, walletType: undefined }))
    },
    tickSent(checked: boolean) {
      setSent(checked)
      if (checked) setErrors((current) => ({ ...current, sent: undefined }))
    },
    /**
     * Before sending: the wallet type to send when both answers are in; otherwise null, with
     * each missing field's message shown and focus on the first of them.
     */
    check(): WalletTypeChoice | null {
      const found: Errors = {}
      if (!walletType) found.walletType = messages.walletType
      if (!sent) found.sent = messages.sent
      setErrors(found)
      if (found.walletType) focusWalletTypeField()
      else if (found.sent) document.getElementById(sentId)?.focus()
      return walletType && sent ? walletType : null
    },
  }
}

export type SentConfirmation = ReturnType<typeof useSentConfirmation>

/** The two fields, with their errors; disabled while the confirmation is on its way. */
export function SentConfirmationFields({
  form,
  sentLabel,
  disabled,
}: {
  form: SentConfirmation
  sentLabel: string
  disabled: boolean
}) {
  return (
    <>
      <WalletTypeField
        value={form.walletType}
        error={form.errors.walletType}
        disabled={disabled}
        onChange={form.chooseWalletType}
      />
      <Checkbox
        id={form.sentId}
        label={sentLabel}
        checked={form.sent}
        error={form.errors.sent}
        disabled={disabled}
        onChange={(event) => form.tickSent(event.currentTarget.checked)}
      />
    </>
  )
}
