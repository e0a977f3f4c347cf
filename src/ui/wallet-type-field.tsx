import { RadioGroup } from './radio-group'
import './wallet-type-field.css'

/** The kinds of wallet collateral is sent from (the collateral call's sourceWalletType). */
export type WalletTypeChoice = 'SELF_HOSTED' | 'CUSTODIAL'

export const WALLET_OPTIONS = [
  {
    value: 'SELF_HOSTED',
    label: 'Self-Hosted',
    description: 'A wallet you hold the keys to, such as a hardware or software wallet.',
  },
  {
    value: 'CUSTODIAL',
    label: 'Custodial',
    description: 'A wallet an exchange or another provider holds for you.',
  },
] as const

export const isWalletType = (value: string): value is WalletTypeChoice =>
  value === 'SELF_HOSTED' || value === 'CUSTODIAL'

/** The radio's name: a page focuses `input[name="sourceWalletType"]` when it is left empty. */
export const WALLET_TYPE_FIELD_NAME = 'sourceWalletType'

export interface WalletTypeFieldProps {
  value: WalletTypeChoice | ''
  error?: string | undefined
  disabled?: boolean
  onChange: (value: WalletTypeChoice) => void
}

/** The wallet-type explainer and the Self-Hosted / Custodial radio of a collateral transfer. */
export function WalletTypeField({ value, error, disabled, onChange }: WalletTypeFieldProps) {
  return (
    <>
      <div className="ui-wallet-type__explainer">
        <h2 className="ui-wallet-type__heading">Which kind of wallet are you sending from?</h2>
        <p>
          A self-hosted wallet is one you control with your own keys. A custodial wallet is an
          account at an exchange or another provider that holds the coins for you. Some providers
          take longer to send; knowing which helps us look for your deposit.
        </p>
      </div>
      <RadioGroup
        legend="Wallet type"
        name={WALLET_TYPE_FIELD_NAME}
        options={WALLET_OPTIONS}
        value={value}
        error={error}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.currentTarget.value
          if (isWalletType(chosen)) onChange(chosen)
        }}
      />
    </>
  )
}

/** Moves focus to the wallet-type radio (after a 'Required' error). */
export function focusWalletTypeField() {
  document.querySelector<HTMLInputElement>(`input[name="${WALLET_TYPE_FIELD_NAME}"]`)?.focus()
}
