import type { Collateral } from '@contract/collateral'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { ApiError } from '@/api/api-error'
import { useSendOnce } from '@/api/use-send-once'
import {
  ESTIMATED_RETURN,
  isInvalidAddressError,
  RELEASE_MESSAGES,
  RELEASE_TABLE_DECIMALS,
  type ReleaseOutcome,
  releaseOutcome,
} from '@/domain/collateral-release'
import { formatCoin } from '@/domain/format'
import { isPossibleReturnAddress } from '@/domain/return-address'
import { useSuspenseReads } from '@/session/page-reads'
import { Banner } from '@/ui/banner'
import { Button, buttonClass } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { TextField } from '@/ui/field'
import { CardPage } from '@/ui/layout'
import { Modal } from '@/ui/modal'
import { useReleaseCollateral } from '../api/release-collateral'
import { collateralReleaseReads } from '../collateral-release-reads'
import { useReturnAddressForm } from '../return-address-form'
import { TransactionsTable } from './transactions-table'
import './collateral-release.css'

export interface CollateralReleasePageProps {
  appUuid: string
  supportPhone: string
}

const TITLE = 'Release your collateral'
const FIELD_ID = 'collateral-release-address'

function DashboardLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link to="/dashboard" className={buttonClass(variant)}>
      Return to Dashboard
    </Link>
  )
}

/** /{appUuid}/collateral-release: where the borrower gives the address the collateral goes to. */
export function CollateralReleasePage({ appUuid, supportPhone }: CollateralReleasePageProps) {
  const { collateral } = useSuspenseReads(collateralReleaseReads(appUuid))
  return <ReleaseForm appUuid={appUuid} supportPhone={supportPhone} collateral={collateral.data} />
}

interface ReleaseFormProps {
  appUuid: string
  supportPhone: string
  collateral: Collateral
}

function ReleaseForm({ appUuid, supportPhone, collateral }: ReleaseFormProps) {
  const coin = collateral.collateralPrice.type
  const ready = collateral.readyForRelease
  const held = collateral.wallet?.currentTotalCoinBalance.coinQuantity ?? 0
  const onFile = collateral.collateralReleaseRequest?.address ?? ''
  const form = useReturnAddressForm(coin, onFile)
  const release = useReleaseCollateral(appUuid)
  const sendRelease = useSendOnce(release)
  const [confirming, setConfirming] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<ReleaseOutcome | null>(null)
  const [unexpected, setUnexpected] = useState(false)
  const error = form.formState.errors.returnAddress?.message

  // Whether the caution dialog is open now, for answers that arrive after it was closed.
  const dialogOpen = useRef(false)
  dialogOpen.current = confirming !== null
  const focusFieldOnClose = useRef(false)
  const focusField = () => setTimeout(() => form.setFocus('returnAddress'), 0)

  /** The lender refused the address: the field is cleared to enter it again (§8). */
  const refuseAddress = (message: string) => {
    form.setValue('returnAddress', '')
    form.setError('returnAddress', { type: 'server', message })
    // The dialog hands focus back to Save Address as it closes; the field takes it after that.
    if (dialogOpen.current) focusFieldOnClose.current = true
    else focusField()
  }

  const onDialogClose = () => {
    setConfirming(null)
    if (focusFieldOnClose.current) {
      focusFieldOnClose.current = false
      focusField()
    }
  }

  const onSave = form.handleSubmit((values) => {
    setOutcome(null)
    setUnexpected(false)
    setConfirming(values.returnAddress)
  })

  const onConfirm = () => {
    if (confirming === null) return
    const address = confirming
    sendRelease(address, {
      onSuccess: (answer) => {
        setConfirming(null)
        const said = releaseOutcome(answer.result, supportPhone)
        if (said.kind === 'invalid-address') return refuseAddress(said.message)
        // The field shows the address as it was sent: trimmed.
        form.reset({ returnAddress: address })
        setOutcome(said)
      },
      onError: (failure) => {
        setConfirming(null)
        if (failure instanceof ApiError && isInvalidAddressError(failure.body)) {
          refuseAddress(RELEASE_MESSAGES.invalidAddress)
        } else {
          setUnexpected(true)
        }
      },
    })
  }

  return (
    <CardPage>
      <PageHeading
        title={TITLE}
        lead="To release your collateral, we need the address of the wallet it should be returned to."
      />
      {outcome && outcome.kind !== 'invalid-address' ? (
        <Banner variant={outcome.kind === 'sent' ? 'info' : 'warn'} title={outcome.title}>
          {outcome.message}
        </Banner>
      ) : null}
      {unexpected ? <Banner variant="error">{RELEASE_MESSAGES.unexpected}</Banner> : null}

      <dl className="release__facts">
        <div className="release__fact">
          <dt>Total Crypto Expected for Return</dt>
          <dd>{formatCoin(held, coin, { decimals: RELEASE_TABLE_DECIMALS })}</dd>
        </div>
        <div className="release__fact">
          <dt>Collateral Ready for Release</dt>
          <dd>{ready ? 'Yes' : 'N/A'}</dd>
        </div>
        <div className="release__fact">
          <dt>Estimated Timing of Return</dt>
          <dd>{ESTIMATED_RETURN}</dd>
        </div>
      </dl>

      <form className="release__form" noValidate onSubmit={onSave}>
        <TextField
          {...form.register('returnAddress')}
          id={FIELD_ID}
          label="Return wallet address"
          className="release__address-field"
          readOnly={!ready}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          hint={<span className="release__warning">{RELEASE_MESSAGES.doubleCheck}</span>}
          error={error}
        />
        {!ready && !onFile ? (
          <p className="release__note">
            You can give a return address once your collateral is ready for release.
          </p>
        ) : null}
        <div className="ui-actions">
          <Button type="submit" disabled={!ready}>
            Save Address
          </Button>
          <DashboardLink />
        </div>
      </form>

      <section className="release__transactions" aria-labelledby="release-transactions-heading">
        <h2 id="release-transactions-heading" className="release__subheading">
          Transactions
        </h2>
        <TransactionsTable transactions={collateral.wallet?.transactions ?? []} />
      </section>

      <ConfirmAddressModal
        address={confirming}
        coinAccepts={(address) => isPossibleReturnAddress(coin, address)}
        pending={release.isPending}
        onConfirm={onConfirm}
        onClose={onDialogClose}
      />
    </CardPage>
  )
}

interface ConfirmAddressModalProps {
  address: string | null
  coinAccepts: (address: string) => boolean
  pending: boolean
  onConfirm: () => void
  onClose: () => void
}

/** "Caution! Confirm Return Address" (§2): the address read-only and a Confirm button. */
function ConfirmAddressModal({
  address,
  coinAccepts,
  pending,
  onConfirm,
  onClose,
}: ConfirmAddressModalProps) {
  return (
    <Modal
      open={address !== null}
      onClose={onClose}
      title="Caution! Confirm Return Address"
      footer={
        <>
          <Button
            onClick={onConfirm}
            loading={pending}
            loadingText="Confirming…"
            // The domain check has passed to get here; this keeps a refused address unconfirmable.
            disabled={address === null || !coinAccepts(address)}
          >
            Confirm
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Go back
          </Button>
        </>
      }
    >
      <p>
        The entirety of your crypto collateral will be released to this address. If the address is
        wrong, you can lose all of it.
      </p>
      {/* Read-only, and wrapped rather than cut off, so every character can be checked. */}
      <dl>
        <dt className="release__confirm-label">Return address</dt>
        <dd className="release__confirm-address" data-testid="confirm-address">
          {address}
        </dd>
      </dl>
    </Modal>
  )
}
