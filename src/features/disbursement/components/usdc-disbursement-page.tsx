import { usdcChains } from '@contract/disbursement'
import { type FormEvent, useState } from 'react'
import { useSendOnce } from '@/api/use-send-once'
import { USDC_ADDRESS_MAX_LENGTH, usdcAddressError } from '@/domain/disbursement'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { TextField } from '@/ui/field'
import {
  isSaveFailure,
  useMovedOnElsewhere,
  useSetUsdcAddress,
} from '../api/set-disbursement-account'
import { DisbursementFrame, type DisbursementStepProps } from './disbursement-frame'

export type UsdcDisbursementPageProps = DisbursementStepProps

const FIELD_ID = 'usdc-wallet-address'

/** /{appUuid}/usdc-disbursement: the USDC wallet an international borrower is paid into. */
export function UsdcDisbursementPage({ appUuid, onDone, onBack }: UsdcDisbursementPageProps) {
  const [address, setAddress] = useState('')
  const [error, setError] = useState<string | null>(null)
  const save = useSetUsdcAddress(appUuid)
  const sendSave = useSendOnce(save)
  const movedOn = useMovedOnElsewhere(appUuid, onDone)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const value = address.trim()
    const message = usdcAddressError(value)
    setError(message)
    if (message) {
      document.getElementById(FIELD_ID)?.focus()
      return
    }
    sendSave(value, { onSuccess: onDone, onError: movedOn })
  }

  return (
    <DisbursementFrame>
      <PageHeading
        title="USDC disbursement"
        lead="Your loan is paid in USDC. Enter the wallet address it should be sent to."
      />
      {isSaveFailure(save.error) ? (
        <Banner variant="error" title="Your wallet address was not saved">
          Something went wrong while saving your wallet address. Your final steps are as they were;
          please try again.
        </Banner>
      ) : null}
      <form className="disbursement__form" noValidate onSubmit={onSubmit}>
        <TextField
          id={FIELD_ID}
          label="Wallet address"
          hint={`Up to ${USDC_ADDRESS_MAX_LENGTH} characters.`}
          autoComplete="off"
          spellCheck={false}
          value={address}
          error={error ?? undefined}
          onChange={(event) => {
            const value = event.currentTarget.value
            setAddress(value)
            // Checked as it is typed (§5).
            setError(usdcAddressError(value.trim()))
          }}
        />
        <section aria-labelledby="usdc-chains-title">
          <h2 id="usdc-chains-title" className="disbursement__section-title">
            Supported chains
          </h2>
          <ul className="disbursement__chains">
            {usdcChains.map((chain) => (
              <li key={chain}>{chain}</li>
            ))}
          </ul>
        </section>
        <p className="disbursement__muted">
          Before the loan is paid, we send a small test amount of USDC to this address. You will be
          asked to confirm that it arrived.
        </p>
        <div className="ui-actions">
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={save.isPending} loadingText="Saving…">
            Continue
          </Button>
        </div>
      </form>
    </DisbursementFrame>
  )
}
