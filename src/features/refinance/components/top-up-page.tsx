import type { EndpointResponse } from '@contract/endpoint'
import { formerLenderStates } from '@contract/former-lender'
import type { calculateRefinanceCollateral, RefinanceApplication } from '@contract/refinance'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { failureAdvice } from '@/api/api-error'
import { collateralQueryOptions } from '@/api/reads'
import { useSendOnce } from '@/api/use-send-once'
import { paymentUri } from '@/domain/collateral-posting'
import { formatCoin } from '@/domain/format'
import { REFINANCE_FORM_MESSAGES, TRANSFER_DECIMALS } from '@/domain/refinance'
import { keptWalletType } from '@/lib/kept-wallet-type'
import { useSuspenseReads } from '@/session/page-reads'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { CoinAmounts, DepositAddress } from '@/ui/deposit-address'
import { CardPage } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { SentConfirmationFields, useSentConfirmation } from '@/ui/sent-confirmation'
import { useToasts } from '@/ui/toasts'
import { VerifyAmountModal } from '@/ui/verify-amount-modal'
import { useConfirmTopUp, useOptInToTopUpVerification, WalletTypeNotSaved } from '../api/top-up'
import { refinanceListReads, signedInReads, topUpReads } from '../refinance-reads'
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
  /** The address names no refinance application or offer of this borrower (an old link). */
  onUnknown: () => void
}

const TITLE = 'Send your collateral top-up'

const TOP_UP_STATES: readonly string[] = [
  formerLenderStates.topUpRequested,
  formerLenderStates.waitingForTopUp,
]

/**
 * /{former_lender}-refi/{appUuid}/{offerUuid}/collateral-top-up (refinance-release-shell §2,
 * §4, §5): what the chosen custody-only rate needs added, where to send it, and the borrower's
 * confirmation that it was sent.
 */
export function TopUpPage(props: TopUpPageProps) {
  const { appUuid, offerUuid, onBack, onUnknown } = props
  const { user } = useSuspenseReads(signedInReads())
  const { list } = useSuspenseReads(refinanceListReads(user.data.uuid))
  const application = list.data.find((each) => each.appUuid === appUuid)
  // An application or offer this borrower does not have goes to the dashboard (core §4).
  const unknown =
    !application?.offers.some((offer) => offer.uuid === offerUuid) &&
    application?.selectedOffer?.uuid !== offerUuid
  useEffect(() => {
    if (unknown) onUnknown()
  }, [unknown, onUnknown])
  // A later failed reading replaces the page, as a first one does (the view's Try again).
  for (const query of [user, list]) if (query.isError) throw query.error
  // Unknown: on its way to the dashboard.
  if (unknown) return null
  if (application?.selectedOffer?.uuid !== offerUuid) return <NoTopUp onBack={onBack} />
  return <WithCalculation {...props} identityUuid={user.data.uuid} application={application} />
}

function NoTopUp({ onBack }: { onBack: () => void }) {
  return (
    <CardPage>
      <PageHeading title={TITLE} />
      <p>This loan has no collateral top-up to send now.</p>
      <div className="ui-actions">
        <Button onClick={onBack}>Back to your loans</Button>
      </div>
    </CardPage>
  )
}

function WithCalculation({
  appUuid,
  offerUuid,
  identityUuid,
  application,
  onSent,
  onFailed,
  onBack,
}: TopUpPageProps & { identityUuid: string; application: RefinanceApplication }) {
  const { calculation } = useSuspenseReads(topUpReads(appUuid, offerUuid))
  // A failed later poll replaces the page, as a failed first reading does.
  if (calculation.isError) throw calculation.error
  const inTopUp = TOP_UP_STATES.includes(application.state)
  if (!inTopUp) return <NoTopUp onBack={onBack} />
  return (
    <TopUpForm
      appUuid={appUuid}
      offerUuid={offerUuid}
      identityUuid={identityUuid}
      application={application}
      calculation={calculation.data}
      onSent={onSent}
      onFailed={onFailed}
      onBack={onBack}
    />
  )
}

type TopUpCalculation = EndpointResponse<typeof calculateRefinanceCollateral>

interface TopUpFormProps {
  appUuid: string
  offerUuid: string
  identityUuid: string
  application: RefinanceApplication
  calculation: TopUpCalculation
  onSent: () => void
  onFailed: () => void
  onBack: () => void
}

function TopUpForm({
  appUuid,
  offerUuid,
  identityUuid,
  application,
  calculation,
  onSent,
  onFailed,
  onBack,
}: TopUpFormProps) {
  // Only for the verification's smallest amount: without it the modal names no figure.
  const verification = useQuery({
    // The verification's smallest amount comes with the application's collateral.
    ...collateralQueryOptions(appUuid),
    retry: false,
  })
  const confirm = useConfirmTopUp(identityUuid, appUuid)
  const sendConfirm = useSendOnce(confirm)
  const toasts = useToasts()
  const optIn = useOptInToTopUpVerification(appUuid)
  const form = useSentConfirmation({
    messages: {
      walletType: REFINANCE_FORM_MESSAGES.walletType,
      sent: REFINANCE_FORM_MESSAGES.sent,
    },
    sentId: 'refi-top-up-sent',
    kept: keptWalletType(`collateral-top-up/${appUuid}/${offerUuid}`),
  })
  const [notSaved, setNotSaved] = useState(false)
  const [verifyOpen, setVerifyOpen] = useState(false)

  const { requiredCoinAmount, topUpCollateral, wallet } = calculation
  const coin = requiredCoinAmount.type
  const show = (quantity: number) => formatCoin(quantity, coin, { decimals: TRANSFER_DECIMALS })
  const required = requiredCoinAmount.coinQuantity
  const remaining = topUpCollateral.coinQuantity
  const received = Math.max(0, required - remaining)
  const awaited = application.state === formerLenderStates.waitingForTopUp
  const verify = verification.data?.microDepositVerify ?? null
  const minimum = verify ? show(verify.minVerifyAmount.coinQuantity) : undefined
  const optedIn = verify?.borrowerOptIn === true

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const walletType = form.check()
    if (!walletType) return
    setNotSaved(false)
    sendConfirm(walletType, {
      onSuccess: onSent,
      onError: (failure) => {
        // The wallet type was not saved: nothing was confirmed; the choices stay for a retry.
        if (failure instanceof WalletTypeNotSaved) setNotSaved(true)
        else {
          toasts.show({
            tone: 'error',
            title: 'Your top-up was not confirmed',
            body: `We did not receive your confirmation that the collateral was sent. ${failureAdvice(failure)}`,
          })
          onFailed()
        }
      },
    })
  }

  return (
    <CardPage>
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
        {awaited ? null : optedIn ? (
          <p className="refi-muted" role="status">
            {minimum
              ? `You chose to send a small verification amount first (at least ${minimum}). Once it arrives, send the rest.`
              : 'You chose to send a small verification amount first. Once it arrives, send the rest.'}
          </p>
        ) : (
          <Button
            variant="link"
            onClick={() => setVerifyOpen(true)}
            disabled={!wallet.depositAddress}
          >
            Verify the address with a small amount first
          </Button>
        )}
      </section>
      {awaited ? (
        <div className="ui-actions">
          <Button onClick={onBack}>Back to your loans</Button>
        </div>
      ) : (
        <form className="refi-top-up__form" noValidate onSubmit={onSubmit}>
          {notSaved ? (
            <Banner variant="error" title="Your confirmation was not sent">
              Something went wrong while saving your wallet type. Your answers are kept; please try
              again.
            </Banner>
          ) : null}
          <SentConfirmationFields
            form={form}
            sentLabel="I have sent the required collateral to the deposit address above."
            disabled={confirm.isPending}
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
      {awaited || optedIn ? null : (
        <VerifyAmountModal
          open={verifyOpen}
          onClose={() => setVerifyOpen(false)}
          minimum={minimum}
          pending={optIn.isPending}
          failed={optIn.isError}
          onConfirm={() => optIn.mutate(undefined, { onSuccess: () => setVerifyOpen(false) })}
        />
      )}
    </CardPage>
  )
}
