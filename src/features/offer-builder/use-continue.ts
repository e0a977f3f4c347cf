import type { Offer } from '@contract/pricing'
import { useEffect, useState } from 'react'
import { type ContinueAction, type ContinuePress, continueStep } from './offer-panel-state'

export interface ContinueOptions {
  /** What a press of Continue does now (offerPanelState). */
  action: ContinueAction
  /** Saves the chosen offer. */
  select: (offer: Offer) => void
  /** Shows every field's message, so a refusal for an incomplete form points at the field. */
  revealErrors: () => void
}

/**
 * Continue on the offer builder, new loan or renewal: a press is never lost. With the offer
 * current it is saved at once; while the offer is settling (the 450 ms debounce) or on its way,
 * the press waits and saves the offer that answers what is typed; otherwise the borrower is
 * told why it cannot go on. The rules are continueStep's; this keeps the press between renders.
 */
export function useContinue({ action, select, revealErrors }: ContinueOptions) {
  const [press, setPress] = useState<ContinuePress>('none')
  const step = continueStep(press, action)

  // A waiting press follows the offer: once it is current (or cannot come), go on or say why.
  useEffect(() => {
    if (step.press === press) return
    setPress(step.press)
    if (press === 'waiting' && step.select) select(step.select)
  })

  return {
    /** A press is waiting for the current offer. */
    waiting: step.press === 'waiting' || (press === 'waiting' && step.select !== null),
    notice: step.notice,
    choose: () => {
      const now = continueStep('pressed', action)
      setPress(now.press)
      if (now.select) select(now.select)
      if (action.kind === 'blocked' && action.reason === 'incomplete') revealErrors()
    },
  }
}

/**
 * What the Continue button shows: the choice being saved, a choice refused, a press waiting for
 * its offer, a notice; and what pressing it does.
 */
export function selectionState(
  { waiting, notice, choose }: ReturnType<typeof useContinue>,
  { saving, failed }: { saving: boolean; failed: boolean },
) {
  return { saving, failed, waiting, notice, choose }
}
