import { useQuery } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useServices } from '@/api/services-context'
import { paymentUri } from '@/domain/collateral-posting'
import { formatCoin } from '@/domain/format'
import { REFINANCE_FORM_MESSAGES, TRANSFER_DECIMALS } from '@/domain/refinance'
import { useCurrentUser } from '@/session/current-user'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Checkbox } from '@/ui/checkbox'
import { CoinAmounts, DepositAddress } from '@/ui/deposit-address'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { ErrorState } from '@/ui/state-views'
import { refinanceApplicationsQueryOptions } from '../api/get-refinance-applications'
import { topUpCalculationQueryOptions, useConfirmTopUp } from '../api/top-up'
import './refinance.css'

export interface TopUpPageProps {
  appUuid: string
  offerUuid: string
  /** The top-up is confirmed: back to the list. */
  onSent: () => void
  /** The confirmation failed: the earlier data is back, and the borrower goes back (§4). */
  onFailed: () => void
  /** Back to the list without confirming. */
  onBack: () => void
}

const TITLE = 'Send your collateral top-up'
const TOP_UP_STATES: readonly string[] = ['CELSIUS_TOP_UP_REQUESTED', 'CELSIUS_WAITING_FOR_TOP_UP']

function Frame({ children }: { children: ReactNode }) {
  return (
    <Page narrow>
      <Card>{children}</Card>
    </Page>
  )
}

function Loading() {
  return (
    <Frame>
      <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
        {TITLE}
      </h1>
      <Loader label="Loading your top-up…" />
    </Frame>
  )
}

/**
 * /{former_lender}-refi/{appUuid}/{offerUuid}/collateral-top-up (refinance-release-shell §2,
 * §4, §5): what the chosen custody-only rate needs added, where to send it, and the borrower's
 * confirmation that it was sent.
 */
export function TopUpPage({ appUuid, offerUuid, onSent, onFailed, onBack }: TopUpPageProps) {
  const { http } = useServices()
  const user = useCurrentUser()
  const identityUuid = user.data?.uuid
  const list = useQuery({
    ...refinanceApplicationsQueryOptions(http, identityUuid ?? ''),
    enabled: identityUuid !== undefined,
  })
  const application = list.data?.find((each) => each.appUuid === appUuid)
  const calculation = useQuery({
    ...topUpCalculationQueryOptions(http, appUuid, offerUuid),
    enabled: application?.selectedOffer?.uuid === offerUuid,
  })
  const confirm = useConfirmTopUp(identityUuid, appUuid)
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<string | undefined>()

  if (user.isError || list.isError || calculation.isError) {
    return (
      <Frame>
        <ErrorState
          headingLevel={1}
          title="We couldn't load your top-up"
          onRetry={() => {
            if (user.isError) void user.refetch()
            if (list.isError) void list.refetch()
            if (calculation.isError) void calculation.refetch()
          }}
          actions={
            <Button variant="secondary" onClick={onBack}>
              Back to your loans
            </Button>
          }
        >
          <p>Check your connection and try again. Your choice is saved.</p>
        </ErrorState>
      </Frame>
    )
  }
  if (!list.data) return <Loading />
  if (
    !application ||
    application.selectedOffer?.uuid !== offerUuid ||
    !TOP_UP_STATES.includes(application.state)
  ) {
    return (
      <Frame>
        <PageHeading title={TITLE} />
        <p>This loan has no collateral top-up to send now.</p>
        <div className="ui-actions">
          <Button onClick={onBack}>Back to your loans</Button>
        </div>
      </Frame>
    )
  }
  if (!calculation.data) return <Loading />

  const { requiredCoinAmount, topUpCollateral, wallet } = calculation.data
  const coin = requiredCoinAmount.type
  const show = (quantity: number) => formatCoin(quantity, coin, { decimals: TRANSFER_DECIMALS })
  const required = requiredCoinAmount.coinQuantity
  const remaining = topUpCollateral.coinQuantity
  const received = Math.max(0, required - remaining)
  const awaited = application.state === 'CELSIUS_WAITING_FOR_TOP_UP'

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (confirm.isPending) return
    if (!sent) {
      setError(REFINANCE_FORM_MESSAGES.sent)
      document.getElementById('refi-top-up-sent')?.focus()
      return
    }
    setError(undefined)
    confirm.mutate(undefined, { onSuccess: onSent, onError: onFailed })
  }

  return (
    <Frame>
      <PageHeading
        title={TITLE}
        lead={`Your chosen rate needs ${show(required)} more collateral. Send it to the deposit address below.`}
      />
      {awaited ? (
        <Banner variant="info" title="We are waiting for your top-up">
          You told us the top-up was sent. This page updates when it arrives.
        </Banner>
      ) : null}
      <CoinAmounts
        rows={[
          { label: 'Required', value: show(required) },
          { label: 'Received', value: show(received) },
          { label: 'Remaining', value: show(remaining), emphasis: true },
        ]}
      />
      <section className="refi-deposit" aria-labelledby="refi-address-heading">
        <h2 id="refi-address-heading" className="refi-section-title">
          Deposit address ({coin})
        </h2>
        {wallet.depositAddress ? (
          <DepositAddress
            address={wallet.depositAddress}
            uri={paymentUri(coin, wallet.depositAddress, remaining)}
          />
        ) : (
          <div role="status">
            <Loader label="Opening your deposit address…" />
          </div>
        )}
        <p className="refi-muted">
          Send only {coin} to this address. Sending any other coin may lose it.
        </p>
      </section>
      {awaited ? (
        <div className="ui-actions">
          <Button onClick={onBack}>Back to your loans</Button>
        </div>
      ) : (
        <form className="refi-top-up__form" noValidate onSubmit={onSubmit}>
          <Checkbox
            id="refi-top-up-sent"
            label="I have sent the required collateral to the deposit address above."
            checked={sent}
            error={error}
            disabled={confirm.isPending}
            onChange={(event) => {
              const checked = event.currentTarget.checked
              setSent(checked)
              if (checked) setError(undefined)
            }}
          />
          <div className="ui-actions">
            <Button type="submit" loading={confirm.isPending} loadingText="Sending…">
              Continue
            </Button>
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
          </div>
        </form>
      )}
    </Frame>
  )
}
