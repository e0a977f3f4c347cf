import type { Collateral } from '@contract/collateral'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useSendOnce } from '@/api/use-send-once'
import {
  COLLATERAL_MESSAGES,
  COLLATERAL_STEP_DECIMALS,
  collateralNotFound,
  DEPOSIT_ADDRESS_TIMEOUT_MS,
  paymentUri,
} from '@/domain/collateral-posting'
import { formatCoin, formatUsd } from '@/domain/format'
import { reportError } from '@/lib/error-report'
import { keptWalletType } from '@/lib/kept-wallet-type'
import { Banner } from '@/ui/banner'
import { Button, buttonClass } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { CoinAmounts, DepositAddress } from '@/ui/deposit-address'
import { PageWithSide } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { SentConfirmationFields, useSentConfirmation } from '@/ui/sent-confirmation'
import { VerifyAmountModal } from '@/ui/verify-amount-modal'
import { useConfirmCollateralSent, useOptInToVerification } from '../api/post-collateral'
import { CollateralSide, type CollateralSideProps } from './collateral-custody'
import './collateral.css'
import { useSuspenseReads } from '@/session/page-reads'
import { collateralReads, collateralStateReads } from '../collateral-reads'

export interface CollateralPageProps {
  appUuid: string
  supportPhone: string
  /** The lender's legal name, and who holds the collateral where its content says. */
  lender: { name: string; custody?: CollateralSideProps['custody'] }
  /** After the borrower confirms sending: the complete page. */
  onSent: () => void
}

const TITLE = 'Post your collateral'

/**
 * /{appUuid}/collateral: where to send the collateral, how much, and the confirmation. Open in
 * WAITING_FOR_COLLATERAL; a visit in any other state is sent on by the application pages' guard
 * (src/domain/live-pages.ts).
 */
export function CollateralPage({ appUuid, supportPhone, lender, onSent }: CollateralPageProps) {
  const { status } = useSuspenseReads(collateralStateReads(appUuid))
  // In any other state the guard is sending the borrower on.
  if (status.data.state !== 'WAITING_FOR_COLLATERAL') return null
  return (
    <WithCollateral appUuid={appUuid} supportPhone={supportPhone} lender={lender} onSent={onSent} />
  )
}

function WithCollateral({ appUuid, supportPhone, lender, onSent }: CollateralPageProps) {
  const { collateral } = useSuspenseReads(collateralReads(appUuid))
  return (
    <CollateralForm
      appUuid={appUuid}
      supportPhone={supportPhone}
      lender={lender}
      collateral={collateral.data}
      onSent={onSent}
    />
  )
}

interface CollateralFormProps extends CollateralPageProps {
  collateral: Collateral
}

function CollateralForm({
  appUuid,
  supportPhone,
  lender,
  collateral,
  onSent,
}: CollateralFormProps) {
  const confirm = useConfirmCollateralSent(appUuid)
  const sendConfirm = useSendOnce(confirm)
  const form = useSentConfirmation({
    messages: { walletType: COLLATERAL_MESSAGES.required, sent: COLLATERAL_MESSAGES.required },
    sentId: 'collateral-sent',
    kept: keptWalletType(`collateral/${appUuid}`),
  })
  const [verifyOpen, setVerifyOpen] = useState(false)
  const addressMissing = useAddressWatch(appUuid, collateral)

  const coin = collateral.requiredCoinAmount.type
  const show = (quantity: number) =>
    formatCoin(quantity, coin, { decimals: COLLATERAL_STEP_DECIMALS })
  const received = collateral.wallet?.currentTotalCoinBalance.coinQuantity ?? 0
  const remaining = collateral.remainingCoinAmountDue.coinQuantity
  const address = collateral.wallet?.depositAddress ?? null
  const verify = collateral.microDepositVerify
  const now = collateral.asOf ? Date.parse(collateral.asOf) : Date.now()
  const notFound = collateralNotFound(verify?.optInTime, received, now)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const walletType = form.check()
    if (walletType) sendConfirm(walletType, { onSuccess: onSent })
  }

  return (
    <PageWithSide
      side={
        <CollateralSide
          custody={lender.custody}
          lender={lender.name}
          coin={coin}
          supportPhone={supportPhone}
        />
      }
    >
      <Card>
        <PageHeading
          title={TITLE}
          lead={`Send ${show(remaining)} to the deposit address below. Your loan is funded once the full amount has arrived.`}
        />
        {notFound ? (
          <Banner variant="warn" title="We haven't found your collateral">
            {COLLATERAL_MESSAGES.notFound(supportPhone)}
          </Banner>
        ) : null}
        {confirm.isError ? (
          <Banner variant="error" title="Your confirmation was not sent">
            Something went wrong while telling us your collateral was sent. Nothing was lost; please
            try again.
          </Banner>
        ) : null}

        <CoinAmounts
          rows={[
            { label: 'Required', value: show(collateral.requiredCoinAmount.coinQuantity) },
            { label: 'Received', value: show(received) },
            {
              label: 'Remaining',
              value: show(remaining),
              note: `about ${formatUsd(remaining * collateral.collateralPrice.valueOfOne)}`,
              emphasis: true,
            },
          ]}
        />

        <section className="collateral__deposit" aria-labelledby="collateral-address-heading">
          <h2 id="collateral-address-heading" className="collateral__subheading">
            Deposit address ({coin})
          </h2>
          {address ? (
            <DepositAddress address={address} uri={paymentUri(coin, address, remaining)} />
          ) : addressMissing ? (
            <Banner variant="error" title="Your deposit address isn't ready">
              {`We couldn't open your deposit address yet. This page keeps checking; please do not send collateral until the address appears. If it does not appear soon, contact support at ${supportPhone}.`}
            </Banner>
          ) : (
            <div className="collateral__address-wait" role="status">
              <Loader label="Opening your deposit address…" />
            </div>
          )}
          <p className="collateral__note">
            Send only {coin} to this address. Sending any other coin may lose it.
          </p>
          {verify ? (
            verify.borrowerOptIn ? (
              <p className="collateral__note" role="status">
                You chose to send a small verification amount first (at least{' '}
                {show(verify.minVerifyAmount.coinQuantity)}). Once it arrives, send the rest.
              </p>
            ) : (
              <Button variant="link" onClick={() => setVerifyOpen(true)} disabled={!address}>
                Verify the address with a small amount first
              </Button>
            )
          ) : null}
        </section>

        <form className="collateral__form" noValidate onSubmit={onSubmit}>
          <SentConfirmationFields
            form={form}
            sentLabel={`I have sent ${show(remaining)} to the deposit address above.`}
            disabled={confirm.isPending}
          />
          <div className="ui-actions">
            <Button type="submit" loading={confirm.isPending} loadingText="Sending…">
              Continue
            </Button>
            <Link
              to="/$appUuid/next-steps"
              params={{ appUuid }}
              className={buttonClass('secondary')}
            >
              Back
            </Link>
          </div>
        </form>
        {verify && !verify.borrowerOptIn ? (
          <VerifyModal
            appUuid={appUuid}
            open={verifyOpen}
            onClose={() => setVerifyOpen(false)}
            minimum={show(verify.minVerifyAmount.coinQuantity)}
          />
        ) : null}
      </Card>
    </PageWithSide>
  )
}

/**
 * Whether the address is still missing 5 s after the collateral data first loaded; the first
 * time it is, an error report goes to the lender (core-journey §8).
 */
function useAddressWatch(appUuid: string, collateral: Collateral): boolean {
  const hasAddress = Boolean(collateral.wallet?.depositAddress)
  const [timedOut, setTimedOut] = useState(false)
  const reported = useRef(false)
  useEffect(() => {
    if (hasAddress) return
    const timer = setTimeout(() => {
      setTimedOut(true)
      if (!reported.current) {
        reported.current = true
        reportError({
          name: 'collateral.deposit-address-missing',
          details: { appUuid, waitedMs: DEPOSIT_ADDRESS_TIMEOUT_MS },
        })
      }
    }, DEPOSIT_ADDRESS_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [hasAddress, appUuid])
  return timedOut && !hasAddress
}

function VerifyModal({
  appUuid,
  open,
  onClose,
  minimum,
}: {
  appUuid: string
  open: boolean
  onClose: () => void
  minimum: string
}) {
  const optIn = useOptInToVerification(appUuid)
  return (
    <VerifyAmountModal
      open={open}
      onClose={onClose}
      minimum={minimum}
      pending={optIn.isPending}
      failed={optIn.isError}
      onConfirm={() => optIn.mutate(undefined, { onSuccess: onClose })}
    />
  )
}
