import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { failureAdvice } from '@/api/api-error'
import { useServices } from '@/api/services-context'
import {
  canContinue,
  type FinalStepName,
  isIdentityInReview,
  nextStepsRedirect,
  shouldPollFinalSteps,
  stepCards,
} from '@/domain/final-steps'
import type { NextStep } from '@/domain/next-step'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { EmptyState, ErrorState } from '@/ui/state-views'
import { StepCardItem } from './step-card'
import './next-steps.css'
import { applicationStateQueryOptions, finalStepsQueryOptions } from '@/api/queries/application'
import { checklistStatePoll } from '@/domain/final-steps'

export interface NextStepsPageProps {
  appUuid: string
  onOpenStep: (name: FinalStepName) => void
  /** The application belongs on another screen (core-journey §4). */
  onRedirect: (step: NextStep) => void
  onContinue: () => void
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Page narrow>
      <Card>{children}</Card>
    </Page>
  )
}

/** /{appUuid}/next-steps: the final-steps checklist, kept current while the lender works. */
export function NextStepsPage({ appUuid, onOpenStep, onRedirect, onContinue }: NextStepsPageProps) {
  const { http } = useServices()
  const finalSteps = useQuery(finalStepsQueryOptions(http, appUuid))
  const polling = finalSteps.data ? shouldPollFinalSteps(finalSteps.data) : false
  const status = useQuery(applicationStateQueryOptions(http, appUuid, checklistStatePoll(polling)))

  // The checklist and the state move together at the lender (identity approved opens the
  // agreements): each new checklist is read with the state as it is then, so the last poll
  // never leaves a step closed that the lender has opened.
  const checklistAt = finalSteps.dataUpdatedAt
  const { refetch: rereadState } = status
  useEffect(() => {
    if (checklistAt) void rereadState()
  }, [checklistAt, rereadState])

  const redirect = status.data ? nextStepsRedirect(status.data.state) : null
  useEffect(() => {
    if (redirect) onRedirect(redirect)
  }, [redirect, onRedirect])

  if (redirect) {
    return (
      <Frame>
        <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
          Finding your next step
        </h1>
        <Loader label="Finding your next step…" />
      </Frame>
    )
  }

  if (finalSteps.isError || status.isError) {
    return (
      <Frame>
        <ErrorState
          headingLevel={1}
          title="We couldn't load your final steps"
          onRetry={() => {
            if (finalSteps.isError) void finalSteps.refetch()
            if (status.isError) void status.refetch()
          }}
        >
          <p>{failureAdvice([finalSteps.error, status.error])} Your application is saved.</p>
        </ErrorState>
      </Frame>
    )
  }

  if (!finalSteps.data || !status.data) {
    return (
      <Frame>
        <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
          Final steps
        </h1>
        <Loader label="Loading your final steps…" />
      </Frame>
    )
  }

  if (finalSteps.data.items.length === 0) {
    return (
      <Frame>
        <EmptyState
          headingLevel={1}
          title="Your final steps are not ready yet"
          actions={
            <Button
              variant="secondary"
              loading={finalSteps.isFetching}
              onClick={() => void finalSteps.refetch()}
            >
              Check again
            </Button>
          }
        >
          <p>We are still preparing your checklist. Your application is saved.</p>
        </EmptyState>
      </Frame>
    )
  }

  const cards = stepCards(finalSteps.data, status.data.state)
  const continueEnabled = canContinue(finalSteps.data)
  return (
    <Frame>
      <PageHeading
        title="Final steps"
        lead="Complete each step below to finish your application."
      />
      {isIdentityInReview(finalSteps.data) ? (
        <Banner variant="warn" title="ID in Review">
          We are reviewing your ID. This page updates when the review is done.
        </Banner>
      ) : null}
      <ol className="final-steps">
        {cards.map((card) => (
          <StepCardItem key={card.name} card={card} onOpen={() => onOpenStep(card.name)} />
        ))}
      </ol>
      <div className="ui-actions">
        <Button disabled={!continueEnabled} onClick={onContinue}>
          Continue
        </Button>
      </div>
    </Frame>
  )
}
