import { describe, expect, it } from 'vitest'
import { type OfferPanelInput, offerPanelState } from '@/features/offer-builder/offer-panel-state'
import { createOffer } from '../../support/factories'

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
      canContinue: false,
      waitingForNetwork: false,
    },
    {
      when: 'an earlier answer is shown while the new one loads',
      input: withOffers({ isPlaceholderData: true, isFetching: true }),
      terms: 'offer',
      canContinue: false,
      waitingForNetwork: false,
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
      canContinue: false,
      waitingForNetwork: false,
    },
    {
      when: 'the rules give no offer',
      input: withOffers({ data: [] }),
      terms: 'no-offer',
      canContinue: false,
      waitingForNetwork: false,
    },
    {
      when: 'the form is not complete',
      input: { ...ready, requestReady: false },
      terms: 'empty',
      canContinue: false,
      waitingForNetwork: false,
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
