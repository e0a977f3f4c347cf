import { createOffer } from '@tests/support/factories'
import { describe, expect, it } from 'vitest'
import {
  type ContinueAction,
  type ContinuePress,
  continueStep,
  type OfferPanelInput,
  offerPanelState,
} from '@/features/offer-builder/offer-panel-state'

const offer = createOffer({ state: 'CA', cash: 25_000, coinQuantity: 1 })
const highCollateral = createOffer({ state: 'CA', cash: 5_000, coinQuantity: 5 })

const ready: OfferPanelInput = {
  requestReady: true,
  collateralTyped: true,
  settling: false,
  offers: { data: [offer], isPlaceholderData: false, isFetching: false, isPaused: false },
  applicationReady: true,
}

function withOffers(offers: Partial<OfferPanelInput['offers']>): OfferPanelInput {
  return { ...ready, offers: { ...ready.offers, ...offers } }
}

/** Continue cannot go on yet, and nothing says the network is missing. */
const heldOnline = { canContinue: false, waitingForNetwork: false }

describe('the offer panel', () => {
  it.each([
    {
      when: 'the answer is current',
      input: ready,
      terms: 'offer',
      canContinue: true,
      waitingForNetwork: false,
    },
    {
      when: 'the typing has not settled',
      input: { ...ready, settling: true },
      terms: 'offer',
      ...heldOnline,
    },
    {
      when: 'an earlier answer is shown while the new one loads',
      input: withOffers({ isPlaceholderData: true, isFetching: true }),
      terms: 'offer',
      ...heldOnline,
    },
    {
      when: 'offline, with the last answer kept for an earlier request',
      input: withOffers({ isPlaceholderData: true, isPaused: true }),
      terms: 'offer',
      canContinue: false,
      waitingForNetwork: true,
    },
    {
      when: 'offline before any answer',
      input: withOffers({ data: undefined, isPaused: true }),
      terms: 'loading',
      canContinue: false,
      waitingForNetwork: true,
    },
    {
      when: 'the application is not created yet',
      input: { ...ready, applicationReady: false },
      terms: 'offer',
      ...heldOnline,
    },
    {
      when: 'the rules give no offer',
      input: withOffers({ data: [] }),
      terms: 'no-offer',
      ...heldOnline,
    },
    {
      when: 'the form is not complete',
      input: { ...ready, requestReady: false },
      terms: 'empty',
      ...heldOnline,
    },
  ])('$when: terms $terms, Continue $canContinue, offline notice $waitingForNetwork', (row) => {
    const state = offerPanelState(row.input)
    expect(state.terms.kind).toBe(row.terms)
    expect(state.canContinue).toBe(row.canContinue)
    expect(state.waitingForNetwork).toBe(row.waitingForNetwork)
    // An offer is only ever called current when Continue could use it.
    expect(state.offerCurrent).toBe(
      row.canContinue || row.when === 'the application is not created yet',
    )
  })

  it('shows an offer that is not current as updating', () => {
    const state = offerPanelState(withOffers({ isPlaceholderData: true, isPaused: true }))
    expect(state.terms).toMatchObject({ kind: 'offer', updating: true })
  })

  it.each([
    {
      when: 'no offer at the cash asked',
      input: withOffers({ data: [] }),
      warning: 'additional-collateral',
    },
    {
      when: 'LTV under 0.2',
      input: withOffers({ data: [highCollateral] }),
      warning: 'high-collateral',
    },
    { when: 'an ordinary offer', input: ready, warning: null },
    {
      when: 'an answer for an earlier request',
      input: withOffers({ data: [], isPlaceholderData: true }),
      warning: null,
    },
  ])('warns $warning when $when', ({ input, warning }) => {
    expect(offerPanelState(input).warning).toBe(warning)
  })
})

describe('what a press of Continue does', () => {
  it.each([
    { when: 'the answer is current', input: ready, does: 'select' },
    { when: 'the typing has not settled', input: { ...ready, settling: true }, does: 'wait' },
    {
      when: 'the answer is for an earlier request and the new one is on its way',
      input: withOffers({ isPlaceholderData: true, isFetching: true }),
      does: 'wait',
    },
    {
      when: 'the first answer is on its way',
      input: withOffers({ data: undefined, isFetching: true }),
      does: 'wait',
    },
    {
      when: 'the current answer is being asked again',
      input: withOffers({ isFetching: true }),
      does: 'wait',
    },
    {
      when: 'the application is still being created',
      input: { ...ready, applicationReady: false, offers: { ...ready.offers, data: undefined } },
      does: 'wait',
    },
    {
      when: 'typing again after an answer with no offer',
      input: { ...withOffers({ data: [] }), settling: true },
      does: 'wait',
    },
    {
      when: 'typing again after a failure',
      input: { ...ready, settling: true, failed: true },
      does: 'wait',
    },
    { when: 'the answer has no offer', input: withOffers({ data: [] }), does: 'no-offer' },
    {
      when: 'the form is not complete',
      input: { ...ready, requestReady: false },
      does: 'incomplete',
    },
    {
      when: 'the form is not complete, even with an answer still loading',
      input: { ...withOffers({ isFetching: true }), requestReady: false },
      does: 'incomplete',
    },
    {
      when: 'offline, with the last answer kept for an earlier request',
      input: withOffers({ isPlaceholderData: true, isPaused: true }),
      does: 'offline',
    },
    {
      when: 'offline before any answer',
      input: withOffers({ data: undefined, isPaused: true }),
      does: 'offline',
    },
    {
      when: 'the offer or the application failed to load',
      input: { ...withOffers({ data: undefined }), failed: true },
      does: 'failed',
    },
  ] satisfies { when: string; input: OfferPanelInput; does: string }[])(
    '$when: $does',
    ({ input, does }) => {
      const action = offerPanelState(input).continueAction
      expect(action.kind === 'blocked' ? action.reason : action.kind).toBe(does)
      // Continue selects at once exactly when the panel says it can.
      expect(action.kind === 'select').toBe(offerPanelState(input).canContinue)
    },
  )

  it('selects the offer shown', () => {
    expect(offerPanelState(ready).continueAction).toEqual({ kind: 'select', offer })
  })
})

describe('a press of Continue, and one waiting for the current offer', () => {
  const select: ContinueAction = { kind: 'select', offer }
  const wait: ContinueAction = { kind: 'wait' }
  const noOffer: ContinueAction = { kind: 'blocked', reason: 'no-offer' }
  const offline: ContinueAction = { kind: 'blocked', reason: 'offline' }

  it.each([
    // Pressed just now.
    { press: 'pressed', action: select, next: 'none', selects: true, notice: null },
    { press: 'pressed', action: wait, next: 'waiting', selects: false, notice: 'waiting' },
    { press: 'pressed', action: noOffer, next: 'refused', selects: false, notice: 'no-offer' },
    // Pressed earlier, waiting for the offer that answers what is typed now.
    { press: 'waiting', action: wait, next: 'waiting', selects: false, notice: 'waiting' },
    { press: 'waiting', action: select, next: 'none', selects: true, notice: null },
    { press: 'waiting', action: noOffer, next: 'refused', selects: false, notice: 'no-offer' },
    { press: 'waiting', action: offline, next: 'refused', selects: false, notice: 'offline' },
    // Told why not: the reason shows while it holds, and goes once the borrower changes things.
    { press: 'refused', action: noOffer, next: 'refused', selects: false, notice: 'no-offer' },
    { press: 'refused', action: offline, next: 'refused', selects: false, notice: 'offline' },
    { press: 'refused', action: wait, next: 'none', selects: false, notice: null },
    { press: 'refused', action: select, next: 'none', selects: false, notice: null },
    // Not pressed: nothing happens and nothing is said.
    { press: 'none', action: select, next: 'none', selects: false, notice: null },
    { press: 'none', action: wait, next: 'none', selects: false, notice: null },
    { press: 'none', action: noOffer, next: 'none', selects: false, notice: null },
  ] satisfies {
    press: ContinuePress | 'pressed'
    action: ContinueAction
    next: ContinuePress
    selects: boolean
    notice: string | null
  }[])('$press, then $action.kind $action.reason: $next, selects $selects, says $notice', (row) => {
    const step = continueStep(row.press, row.action)
    expect(step.press).toBe(row.next)
    expect(step.select).toBe(row.selects ? offer : null)
    expect(step.notice).toBe(row.notice)
  })
})
