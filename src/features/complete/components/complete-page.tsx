import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { applicationKeys } from '@/api/query-keys'
import {
  belongsOnComplete,
  completePhase,
  completeStanding,
  type StepperVariant,
} from '@/domain/complete-stepper'
import { formatPhone, phoneHref } from '@/domain/format'
import { type NextStep, nextStepFor } from '@/domain/next-step'
import { useSuspenseReads } from '@/session/page-reads'
import { Banner } from '@/ui/banner'
import { Button, buttonClass } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Checkbox } from '@/ui/checkbox'
import { FindingNextStep } from '@/ui/finding-next-step'
import { PageSide, PageWithSide } from '@/ui/layout'
import { Modal } from '@/ui/modal'
import { StatusMessage } from '@/ui/status-message'
import { useConfirmUsdcMicroDeposit } from '../api/confirm-usdc-micro-deposit'
import { completeCopy } from '../complete-copy'
import { completeReads } from '../complete-reads'
import { useVerifyButton, VERIFY_BUTTON_LABELS } from '../use-verify-button'
import { FundedSummary } from './funded-summary'
import './complete.css'

/** Said while the latest reading of the application failed and the page shows the one before. */
export const OUT_OF_DATE_NOTICE =
  "We couldn't check for the latest progress just now. What you see here may be out of date."

export interface CompletePageProps {
  appUuid: string
  supportPhone: string
  /** The application no longer belongs here (cancelled, expired, declined...). */
  onRedirect: (step: NextStep) => void
}

/**
 * /{appUuid}/complete: where funding stands, kept current until the loan is funded. Its route
 * reads the state and the fields first; the router's views stand for the page meanwhile, and
 * when that first reading fails.
 */
export function CompletePage({ appUuid, supportPhone, onRedirect }: CompletePageProps) {
  const { status, fields } = useSuspenseReads(completeReads(appUuid))
  // A later asking that fails keeps the page and its last answer, saying it may be out of date;
  // the next poll that is answered takes the notice away.
  const outOfDate = status.isRefetchError || fields.isRefetchError
  const state = status.data.state
  const redirect = belongsOnComplete(state, fields.data.isRollForward) ? null : nextStepFor(state)

  // Collateral still due changes as deposits arrive: read the fields again with each new state
  // (the route read them with the first).
  const { refetch: rereadFields } = fields
  const stateRead = useRef(state)
  useEffect(() => {
    if (stateRead.current === state) return
    stateRead.current = state
    void rereadFields()
  }, [state, rereadFields])

  useEffect(() => {
    if (redirect) onRedirect(redirect)
  }, [redirect, onRedirect])

  if (redirect) return <FindingNextStep heading="Your application" />

  const variant: StepperVariant = {
    isInternational: fields.data.isInternational,
    isRollForward: fields.data.isRollForward,
    // A renewal that asked for a top-up keeps its Collateral Received step once the top-up has
    // arrived (§4: COMPLETE gives 2), so the top-up asked for counts as well as what is left.
    collateralDue:
      (fields.data.collateral?.remainingCoinAmountDue.coinQuantity ?? 0) > 0 ||
      (fields.data.rollForwardLoanDetails?.topUpAmount.coinQuantity ?? 0) > 0,
  }
  const phase = completePhase(state)
  const standing = completeStanding(state, variant)
  const copy = completeCopy(standing, state, variant)
  const steps = standing.steps

  return (
    <PageWithSide side={<SideContent supportPhone={supportPhone} />}>
      <Card className="complete__main">
        <PageHeading title={copy.title} lead={copy.body} />
        {outOfDate ? <Banner variant="warn">{OUT_OF_DATE_NOTICE}</Banner> : null}
        {phase === 'verify-wallet' ? <VerifyWalletBanner appUuid={appUuid} /> : null}
        <ol className="complete__steps" aria-label="Progress">
          {steps.map((step, position) => (
            <li
              key={step.name}
              className={`complete__step complete__step--${step.progress}`}
              aria-current={step.progress === 'current' ? 'step' : undefined}
            >
              <span className="complete__marker" aria-hidden="true">
                {step.progress === 'done' ? '✓' : position + 1}
              </span>
              <span className="complete__step-name">{step.name}</span>
              <span className="visually-hidden">
                {step.progress === 'done'
                  ? ' (done)'
                  : step.progress === 'current'
                    ? ' (in progress)'
                    : ' (to come)'}
              </span>
            </li>
          ))}
        </ol>
        {state === 'WAITING_FOR_COLLATERAL' ? (
          <p className="complete__hint">
            If you continued by mistake and have not sent your collateral,{' '}
            <Link to="/$appUuid/collateral" params={{ appUuid }}>
              go to the collateral step
            </Link>
            . If your collateral is not received within 5 days, the loan agreement is voided.
          </p>
        ) : null}
        {phase === 'complete' ? (
          <FundedSummary appUuid={appUuid} application={fields.data} />
        ) : null}
      </Card>
    </PageWithSide>
  )
}

function SideContent({ supportPhone }: { supportPhone: string }): ReactNode {
  return (
    <PageSide label="Help">
      <h2 className="ui-page-side__title">Questions?</h2>
      <p>
        Call us at <a href={phoneHref(supportPhone)}>{formatPhone(supportPhone)}</a>. Your dashboard
        shows where your application stands.
      </p>
      <Link to="/dashboard" className={buttonClass('primary', true)}>
        Dashboard
      </Link>
    </PageSide>
  )
}

/** 'Verify Disbursement Wallet': the borrower confirms the lender's test amount arrived. */
function VerifyWalletBanner({ appUuid }: { appUuid: string }) {
  const queryClient = useQueryClient()
  const confirm = useConfirmUsdcMicroDeposit(appUuid)
  const [open, setOpen] = useState(false)
  const [received, setReceived] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const button = useVerifyButton(
    () => confirm.mutateAsync(),
    () => void queryClient.invalidateQueries({ queryKey: applicationKeys.state(appUuid) }),
  )
  const onContinue = () => {
    if (!received) {
      setError('Required')
      return
    }
    void button.press()
  }
  return (
    <>
      <Banner
        variant="info"
        title="Verify Disbursement Wallet"
        actions={<Button onClick={() => setOpen(true)}>Verify</Button>}
      >
        We sent a small test amount to your disbursement wallet. Check your wallet, then confirm it
        arrived.
      </Banner>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Verify Disbursement Wallet"
        footer={
          <Button
            onClick={onContinue}
            loading={button.state === 'sending'}
            loadingText={VERIFY_BUTTON_LABELS.sending}
            disabled={button.state === 'verified'}
            className={button.state === 'error' ? 'complete__verify--error' : undefined}
          >
            {VERIFY_BUTTON_LABELS[button.state]}
          </Button>
        }
      >
        <p>Check your wallet for the small test amount we sent.</p>
        <Checkbox
          label="I have received the test collateral amount."
          checked={received}
          error={error}
          onChange={(event) => {
            setReceived(event.currentTarget.checked)
            if (event.currentTarget.checked) setError(undefined)
          }}
        />
        <StatusMessage
          message={
            button.state === 'error'
              ? 'The confirmation did not go through. Please try again.'
              : button.state === 'verified'
                ? 'Your wallet is verified.'
                : ''
          }
        />
      </Modal>
    </>
  )
}
