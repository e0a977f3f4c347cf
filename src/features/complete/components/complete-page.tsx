import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { failureAdvice } from '@/api/api-error'
import {
  applicationFieldsQueryOptions,
  applicationStateQueryOptions,
} from '@/api/queries/application'
import { applicationKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import {
  belongsOnComplete,
  completePhase,
  type StepperVariant,
  stepProgress,
} from '@/domain/complete-stepper'
import { formatPhone, phoneHref } from '@/domain/format'
import { type NextStep, nextStepFor } from '@/domain/next-step'
import { Banner } from '@/ui/banner'
import { Button, buttonClass } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Checkbox } from '@/ui/checkbox'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { Modal } from '@/ui/modal'
import { ErrorState } from '@/ui/state-views'
import { StatusMessage } from '@/ui/status-message'
import { useConfirmUsdcMicroDeposit } from '../api/confirm-usdc-micro-deposit'
import { completeCopy } from '../complete-copy'
import { useVerifyButton, VERIFY_BUTTON_LABELS } from '../use-verify-button'
import './complete.css'
import { completeStatePoll } from '@/domain/complete-stepper'

export interface CompletePageProps {
  appUuid: string
  supportPhone: string
  /** The application no longer belongs here (cancelled, expired, declined...). */
  onRedirect: (step: NextStep) => void
}

const LOADING_TITLE = 'Your application'

function Loading({ label }: { label?: string }) {
  return (
    <Page narrow>
      <Card>
        <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
          {LOADING_TITLE}
        </h1>
        <Loader {...(label ? { label } : {})} />
      </Card>
    </Page>
  )
}

/** /{appUuid}/complete: where funding stands, kept current until the loan is funded. */
export function CompletePage({ appUuid, supportPhone, onRedirect }: CompletePageProps) {
  const { http } = useServices()
  const status = useQuery(applicationStateQueryOptions(http, appUuid, completeStatePoll))
  const fields = useQuery(applicationFieldsQueryOptions(http, appUuid))
  const state = status.data?.state
  const redirect =
    state && fields.data && !belongsOnComplete(state, fields.data.isRollForward)
      ? nextStepFor(state)
      : null

  // Collateral still due changes as deposits arrive: read the fields again with each new state.
  const { refetch: rereadFields } = fields
  useEffect(() => {
    if (state) void rereadFields()
  }, [state, rereadFields])

  useEffect(() => {
    if (redirect) onRedirect(redirect)
  }, [redirect, onRedirect])

  if (status.isError || fields.isError) {
    return (
      <Page narrow>
        <Card>
          <ErrorState
            headingLevel={1}
            title="We couldn't load your application"
            onRetry={() => {
              if (status.isError) void status.refetch()
              if (fields.isError) void fields.refetch()
            }}
            actions={
              <Link to="/dashboard" className={buttonClass('secondary')}>
                Dashboard
              </Link>
            }
          >
            <p>{failureAdvice([status.error, fields.error])} Your application is saved.</p>
          </ErrorState>
        </Card>
      </Page>
    )
  }
  if (redirect) return <Loading label="Finding your next step…" />
  if (!state || !fields.data) return <Loading />

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
  const copy = completeCopy(phase, state, variant)
  const steps = stepProgress(state, variant)

  return (
    <Page>
      <div className="complete">
        <Card className="complete__main">
          <PageHeading title={copy.title} lead={copy.body} />
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
        </Card>
        <SideContent supportPhone={supportPhone} />
      </div>
    </Page>
  )
}

function SideContent({ supportPhone }: { supportPhone: string }): ReactNode {
  return (
    <Card as="aside" tone="sunken" className="complete__side" aria-label="Help">
      <h2 className="complete__side-title">Questions?</h2>
      <p>
        Call us at <a href={phoneHref(supportPhone)}>{formatPhone(supportPhone)}</a>. Your dashboard
        shows where your application stands.
      </p>
      <Link to="/dashboard" className={buttonClass('primary', true)}>
        Dashboard
      </Link>
    </Card>
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
