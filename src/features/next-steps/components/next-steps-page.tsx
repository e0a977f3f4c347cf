import { useEffect } from 'react'
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
import { PageHeading } from '@/ui/card'
import { CardPage } from '@/ui/layout'
import { EmptyState } from '@/ui/state-views'
import { StepCardItem } from './step-card'
import './next-steps.css'
import { checklistStatePoll } from '@/domain/final-steps'
import { useSuspenseReads } from '@/session/page-reads'
import { FindingNextStep } from '@/ui/finding-next-step'
import { checklistReads, checklistStateReads } from '../next-steps-reads'

export interface NextStepsPageProps {
  appUuid: string
  onOpenStep: (name: FinalStepName) => void
  /** The application belongs on another screen (core-journey §4). */
  onRedirect: (step: NextStep) => void
  onContinue: () => void
}

/** /{appUuid}/next-steps: the final-steps checklist, kept current while the lender works. */
export function NextStepsPage({ appUuid, onOpenStep, onRedirect, onContinue }: NextStepsPageProps) {
  const { finalSteps } = useSuspenseReads(checklistReads(appUuid))
  const polling = shouldPollFinalSteps(finalSteps.data)
  const { status } = useSuspenseReads(checklistStateReads(appUuid, checklistStatePoll(polling)))

  // The checklist and the state move together at the lender (identity approved opens the
  // agreements): each new checklist is read with the state as it is then, so the last poll
  // never leaves a step closed that the lender has opened.
  const checklistAt = finalSteps.dataUpdatedAt
  const { refetch: rereadState } = status
  useEffect(() => {
    if (checklistAt) void rereadState()
  }, [checklistAt, rereadState])

  const redirect = nextStepsRedirect(status.data.state)
  useEffect(() => {
    if (redirect) onRedirect(redirect)
  }, [redirect, onRedirect])

  if (redirect) return <FindingNextStep />

  if (finalSteps.data.items.length === 0) {
    return (
      <CardPage>
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
      </CardPage>
    )
  }

  const cards = stepCards(finalSteps.data, status.data.state)
  const continueEnabled = canContinue(finalSteps.data)
  return (
    <CardPage>
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
    </CardPage>
  )
}
