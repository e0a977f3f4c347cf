import { formerLenderFields, formerLenderStates } from '@contract/former-lender'
import type { RefinanceApplication } from '@contract/refinance'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { useSendOnce } from '@/api/use-send-once'
import { formatCoin, formatLtv, formatPercent, formatUsd } from '@/domain/format'
import {
  offersStabilization,
  type RefinanceForm,
  type RefinanceStep,
  refinanceFormSchema,
  refinanceStepOf,
  treatmentOf,
} from '@/domain/refinance'
import { useSuspenseReads } from '@/session/page-reads'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Checkbox } from '@/ui/checkbox'
import { Page } from '@/ui/layout'
import { RadioGroup } from '@/ui/radio-group'
import { EmptyState } from '@/ui/state-views'
import { useSelectRefinanceOffer } from '../api/select-refinance-offer'
import { refinanceListReads, signedInReads } from '../refinance-reads'
import { InfoModal, type InfoTopic, infoTitles } from './info-modals'
import { LoanIdModal } from './loan-id-modal'
import { TermsSummary } from './terms-summary'
import './refinance.css'

export interface RefinanceListPageProps {
  /** The former lender's display name. */
  lender: string
  supportPhone: string
  onTopUp: (appUuid: string, offerUuid: string) => void
  onDisclosures: (appUuid: string, offerUuid: string) => void
  onComplete: () => void
}

const TITLE = (lender: string) => `Refinance your ${lender} loans`

const STEP_WORDS: Record<RefinanceStep, string> = {
  'choose-rate': 'Choose a rate',
  'send-top-up': 'Collateral top-up requested',
  'top-up-on-its-way': 'Waiting for your top-up',
  sign: 'Ready to sign',
  processing: 'Processing',
  complete: 'Refinanced',
  closed: 'Closed',
}

const TREATMENT_WORDS = {
  CUSTODY_ONLY: 'Custody-only',
  OWNERSHIP_TRANSFER: 'Ownership transfer',
} as const

function Frame({ children }: { children: ReactNode }) {
  return <Page>{children}</Page>
}

/** /{former_lender}-refi: the borrower's loans, the rate choices and the terms (§2). */
export function RefinanceListPage(props: RefinanceListPageProps) {
  const { lender } = props
  const { user } = useSuspenseReads(signedInReads())
  const identityUuid = user.data.uuid
  const { list } = useSuspenseReads(refinanceListReads(identityUuid))
  const [loanIdOpen, setLoanIdOpen] = useState(false)
  const [info, setInfo] = useState<InfoTopic | null>(null)
  const [chosenLoan, setChosenLoan] = useState('')

  const heading = (
    <div className="refi-head">
      <PageHeading
        title={TITLE(lender)}
        lead={`Enter your ${lender} Loan ID to see the loans you can refinance, then choose a rate for each.`}
      />
      <div className="refi-head__actions">
        <Button onClick={() => setLoanIdOpen(true)}>Enter Loan ID</Button>
        <InfoLinks lender={lender} onOpen={setInfo} />
      </div>
    </div>
  )

  const modals = (
    <>
      <LoanIdModal
        open={loanIdOpen}
        lender={lender}
        identityUuid={identityUuid}
        onClose={() => setLoanIdOpen(false)}
        onFound={(found) => {
          setLoanIdOpen(false)
          const first = found.find((application) => !application.selectedOffer) ?? found[0]
          if (first) setChosenLoan(first.appUuid)
        }}
      />
      <InfoModal topic={info} lender={lender} onClose={() => setInfo(null)} />
    </>
  )

  if (list.data.length === 0) {
    return (
      <Frame>
        {heading}
        <Card>
          <EmptyState
            title="No loans to refinance yet"
            actions={<Button onClick={() => setLoanIdOpen(true)}>Enter Loan ID</Button>}
          >
            <p>Enter your {lender} Loan ID to find the loans you can refinance.</p>
          </EmptyState>
        </Card>
        {modals}
      </Frame>
    )
  }

  return (
    <Frame>
      {heading}
      <RefinanceChoiceForm
        {...props}
        identityUuid={identityUuid}
        applications={list.data}
        chosenLoan={chosenLoan}
        onChooseLoan={setChosenLoan}
        onInfo={setInfo}
      />
      {modals}
    </Frame>
  )
}

function InfoLinks({ lender, onOpen }: { lender: string; onOpen: (topic: InfoTopic) => void }) {
  const titles = infoTitles(lender)
  return (
    <ul className="refi-info-links" aria-label="Learn more">
      {(['former-lender', 'rates', 'loan-id', 'ltv', 'stabilization'] as const).map((topic) => (
        <li key={topic}>
          <Button variant="link" onClick={() => onOpen(topic)}>
            {titles[topic]}
          </Button>
        </li>
      ))}
    </ul>
  )
}

function loanLabel(application: RefinanceApplication): string {
  const coin = application.offers[0]?.collateral.type ?? ''
  const count = application[formerLenderFields.loanNumbers].length
  return `${coin} ${count === 1 ? 'loan' : 'loans'}`
}

function LoanCard({ application }: { application: RefinanceApplication }) {
  const offer = application.offers[0]
  if (!offer) return null
  const step = refinanceStepOf(application)
  return (
    <span className="refi-loan">
      <span className="refi-loan__numbers">
        {application[formerLenderFields.loanNumbers].join(', ')}
      </span>
      <span className="refi-loan__facts">
        <span>
          Amount <strong className="tabular">{formatUsd(offer.amount)}</strong>
        </span>
        <span>
          Collateral{' '}
          <strong className="tabular">
            {formatCoin(offer.collateralUnits, offer.collateral.type)}
          </strong>
        </span>
        <span>
          Current LTV <strong className="tabular">{formatLtv(offer.ltv)}</strong>
        </span>
      </span>
      <span className={`refi-status refi-status--${step}`}>{STEP_WORDS[step]}</span>
    </span>
  )
}

interface RefinanceFormProps extends RefinanceListPageProps {
  identityUuid: string | undefined
  applications: RefinanceApplication[]
  chosenLoan: string
  onChooseLoan: (appUuid: string) => void
  onInfo: (topic: InfoTopic) => void
}

type Errors = Partial<Record<keyof RefinanceForm, string>>

function RefinanceChoiceForm({
  lender,
  supportPhone,
  identityUuid,
  applications,
  chosenLoan,
  onChooseLoan,
  onInfo,
  onTopUp,
  onDisclosures,
  onComplete,
}: RefinanceFormProps) {
  const select = useSelectRefinanceOffer(identityUuid)
  const sendSelect = useSendOnce(select)
  const [offerUuid, setOfferUuid] = useState('')
  const [stabilization, setStabilization] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const application = applications.find((each) => each.appUuid === chosenLoan)
  const chosenOffer = application?.offers.find((offer) => offer.uuid === offerUuid)
  const locked = application?.selectedOffer ?? null

  // A single loan needs no choosing.
  const only = applications.length === 1 ? applications[0]?.appUuid : undefined
  useEffect(() => {
    if (only && !chosenLoan) onChooseLoan(only)
  }, [only, chosenLoan, onChooseLoan])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = refinanceFormSchema.safeParse({
      applicationUuid: chosenLoan,
      offerUuid,
      stabilization,
    })
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof RefinanceForm
        found[field] ??= issue.message
      }
      setErrors(found)
      const first = found.applicationUuid ? 'applicationUuid' : 'offerUuid'
      document.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    const choice = {
      appUuid: parsed.data.applicationUuid,
      offerUuid: parsed.data.offerUuid,
      stabilization: parsed.data.stabilization,
    }
    sendSelect(choice, {
      onSuccess: (chosen) => {
        if (chosen.state === formerLenderStates.topUpRequested) {
          onTopUp(choice.appUuid, choice.offerUuid)
        } else if (chosen.state === 'SIGN_DOCS') {
          onDisclosures(choice.appUuid, choice.offerUuid)
        }
      },
    })
  }

  return (
    <form className="refi-layout" noValidate onSubmit={onSubmit}>
      <Card className="refi-loans">
        <RadioGroup
          legend={<span className="refi-section-title">Your {lender} loans</span>}
          name="applicationUuid"
          hint="One card per coin type."
          options={applications.map((each) => ({
            value: each.appUuid,
            label: loanLabel(each),
            description: <LoanCard application={each} />,
          }))}
          value={chosenLoan}
          error={errors.applicationUuid}
          onChange={(event) => {
            onChooseLoan(event.currentTarget.value)
            setOfferUuid('')
            setStabilization(false)
            select.reset()
            setErrors({})
          }}
        />
        <Button variant="link" onClick={() => onInfo('ltv')}>
          What is current LTV?
        </Button>
      </Card>
      <aside className="refi-side" aria-labelledby="refi-side-heading">
        <Card className="refi-side__card">
          <h2 id="refi-side-heading" className="refi-section-title">
            Your refinance
          </h2>
          {!application ? (
            <>
              {/* "Please select a loan" shows once, on the loans it is about. */}
              <p className="refi-muted">Choose a loan to see its rates and terms.</p>
              <Button type="submit">Continue</Button>
            </>
          ) : locked ? (
            <LockedChoice
              application={application}
              supportPhone={supportPhone}
              onTopUp={() => onTopUp(application.appUuid, locked.uuid)}
              onDisclosures={() => onDisclosures(application.appUuid, locked.uuid)}
              onComplete={onComplete}
            />
          ) : (
            <>
              <RadioGroup
                className="refi-rates"
                legend="Rate by collateral treatment"
                name="offerUuid"
                options={application.offers.map((offer) => ({
                  value: offer.uuid,
                  label: `${TREATMENT_WORDS[treatmentOf(offer)]}: ${formatPercent(offer.annualPercentageRate)} APR`,
                  description: offer[formerLenderFields.topUpRequired]
                    ? `Needs a collateral top-up to ${formatLtv(offer.postTopUpLoanToValue ?? 0)} LTV.`
                    : 'No collateral top-up needed.',
                }))}
                value={offerUuid}
                error={errors.offerUuid}
                disabled={select.isPending}
                onChange={(event) => {
                  setOfferUuid(event.currentTarget.value)
                  setErrors((current) => ({ ...current, offerUuid: undefined }))
                }}
              />
              <Button variant="link" onClick={() => onInfo('rates')}>
                How do the rates differ?
              </Button>
              {chosenOffer && offersStabilization(chosenOffer) ? (
                <div className="refi-stabilization">
                  <Checkbox
                    id="refi-stabilization"
                    label="Opt in to stabilization"
                    checked={stabilization}
                    disabled={select.isPending}
                    onChange={(event) => setStabilization(event.currentTarget.checked)}
                  />
                  <Button variant="link" onClick={() => onInfo('stabilization')}>
                    What is stabilization?
                  </Button>
                </div>
              ) : null}
              <TermsSummary offer={chosenOffer ?? null} />
              {select.isError ? (
                <Banner variant="error" title="Your choice was not saved">
                  Something went wrong while saving your rate. Nothing was changed; please try
                  again.
                </Banner>
              ) : null}
              <Button type="submit" loading={select.isPending} loadingText="Saving…">
                Continue
              </Button>
            </>
          )}
        </Card>
      </aside>
    </form>
  )
}

function LockedChoice({
  application,
  supportPhone,
  onTopUp,
  onDisclosures,
  onComplete,
}: {
  application: RefinanceApplication
  supportPhone: string
  onTopUp: () => void
  onDisclosures: () => void
  onComplete: () => void
}) {
  const offer = application.selectedOffer
  if (!offer) return null
  const step = refinanceStepOf(application)
  return (
    <>
      <p className="refi-chosen">
        {TREATMENT_WORDS[treatmentOf(offer)]}: {formatPercent(offer.annualPercentageRate)} APR
        {offersStabilization(offer)
          ? application.stabilizationOptIn
            ? ', with stabilization'
            : ', without stabilization'
          : ''}
      </p>
      <TermsSummary offer={offer} />
      <Banner variant="info" title="Your rate is selected">
        {`To change the rate or stabilization, contact support at ${supportPhone}.`}
      </Banner>
      {step === 'send-top-up' ? (
        <Button onClick={onTopUp}>Send collateral top-up</Button>
      ) : step === 'sign' ? (
        <Button onClick={onDisclosures}>Sign disclosures</Button>
      ) : step === 'complete' ? (
        <Button onClick={onComplete}>View completed refinance</Button>
      ) : step === 'top-up-on-its-way' ? (
        <p className="refi-muted" role="status">
          We are waiting for your collateral top-up to arrive. This page updates when it does.
        </p>
      ) : step === 'processing' ? (
        <p className="refi-muted" role="status">
          Your refinance is being processed. This page updates when it moves on.
        </p>
      ) : (
        <p className="refi-muted">{`This refinance is closed. Contact support at ${supportPhone}.`}</p>
      )}
    </>
  )
}
