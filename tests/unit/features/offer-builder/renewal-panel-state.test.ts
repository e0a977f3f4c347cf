import { createOffer } from '@tests/support/factories'
import { describe, expect, it } from 'vitest'
import { offerFormMessages, renewalFormErrors } from '@/domain/offer-form'
import { type OfferPanelInput, offerPanelState } from '@/features/offer-builder/offer-panel-state'

/** A renewal's offer: priced on the collateral after top-up, LTV under 0.2 when it is large. */
const ordinary = createOffer({ state: 'CA', cash: 40_000, coinQuantity: 1 })
const lowLtv = createOffer({ state: 'CA', cash: 5_000, coinQuantity: 5 })

function renewal(data: OfferPanelInput['offers']['data'], more: Partial<OfferPanelInput> = {}) {
  return offerPanelState({
    requestReady: true,
    collateralTyped: false,
    settling: false,
    offers: { data, isPlaceholderData: false, isFetching: false, isPaused: false },
    applicationReady: true,
    renewal: true,
    ...more,
  })
}

describe('the renewal offer panel (core-journey §8)', () => {
  it.each([
    {
      when: 'no offer for the collateral held and top-up',
      data: [],
      warning: 'additional-collateral',
    },
    { when: 'an ordinary offer', data: [ordinary], warning: null },
    // The high-collateral warning is for new loans only.
    { when: 'an offer under 0.2 LTV', data: [lowLtv], warning: null },
  ])('warns $warning when $when', ({ data, warning }) => {
    expect(lowLtv.ltv).toBeLessThan(0.2)
    expect(renewal(data).warning).toBe(warning)
  })

  it('the same offer under 0.2 LTV does warn a new loan', () => {
    expect(renewal([lowLtv], { renewal: false }).warning).toBe('high-collateral')
  })

  it.each([
    { when: 'with a top-up typed', collateralTyped: true },
    { when: 'with no top-up at all', collateralTyped: false },
  ])('lets Continue choose a current offer $when', ({ collateralTyped }) => {
    const state = renewal([ordinary], { collateralTyped })
    expect(state.terms.kind).toBe('offer')
    expect(state.canContinue).toBe(true)
  })

  it('holds Continue while the top-up settles, and without an offer', () => {
    expect(renewal([ordinary], { settling: true }).canContinue).toBe(false)
    expect(renewal([]).canContinue).toBe(false)
    expect(renewal([]).terms.kind).toBe('no-offer')
  })
})

describe('the renewal form: cash and collateral are not required (core-journey §5)', () => {
  it.each([
    { topUp: '', cash: '', errors: {} },
    { topUp: '0', cash: '', errors: {} },
    { topUp: '0.25', cash: '', errors: {} },
    { topUp: '1.12345678', cash: '', errors: {} },
    // The cash is the loan being renewed: whatever the field holds, it is not checked.
    { topUp: '', cash: 'abc', errors: {} },
    { topUp: 'abc', cash: '', errors: { collateralAmount: offerFormMessages.collateralMissing } },
    { topUp: '-1', cash: '', errors: { collateralAmount: offerFormMessages.collateralMissing } },
    {
      topUp: '0.123456789',
      cash: '',
      errors: { collateralAmount: offerFormMessages.collateralDecimals },
    },
  ])('top-up "$topUp", cash "$cash" -> $errors', ({ topUp, cash, errors }) => {
    expect(
      renewalFormErrors({ collateralType: 'BTC', collateralAmount: topUp, cashToBorrow: cash }),
    ).toEqual(errors)
  })
})
