import { formerLenderFields, formerLenderStates } from '@contract/former-lender'
import { describe, expect, it } from 'vitest'
import {
  CUSTODY_ONLY_APR,
  currentLtv,
  loanIdRequiredMessage,
  lookupErrorMessage,
  OWNERSHIP_TRANSFER_APR,
  offersStabilization,
  priceRefinance,
  refinanceMayOpen,
  refinanceStepOf,
  stateAfterTopUpConfirmed,
  TOP_UP_TARGET_LTV,
  topUpToTarget,
} from '@/domain/refinance'

/** A loan of $1,000 per coin of collateral at a price of $1,000 per coin / LTV. */
const at = (ltv: number) => ({ amount: 1_000 * ltv, coinQuantity: 1, valueOfOne: 1_000 })

describe('refinance pricing by collateral treatment (refinance-release-shell §5, §9)', () => {
  it.each([
    // LTV, treatments offered, custody-only top-up required
    [0.3, ['CUSTODY_ONLY'], false],
    [0.55, ['CUSTODY_ONLY'], false],
    [0.5501, ['CUSTODY_ONLY', 'OWNERSHIP_TRANSFER'], true],
    [0.62, ['CUSTODY_ONLY', 'OWNERSHIP_TRANSFER'], true],
    [0.7, ['CUSTODY_ONLY', 'OWNERSHIP_TRANSFER'], true],
    [0.7001, ['CUSTODY_ONLY'], true],
    [0.9, ['CUSTODY_ONLY'], true],
  ])('at %s LTV offers %j; custody-only needs a top-up: %s', (ltv, treatments, topUp) => {
    const offers = priceRefinance(at(ltv))
    expect(offers.map((offer) => offer.treatment)).toEqual(treatments)
    expect(offers[0]?.[formerLenderFields.topUpRequired]).toBe(topUp)
    expect(offers[0]?.postTopUpLoanToValue).toBe(topUp ? TOP_UP_TARGET_LTV : null)
  })

  it('prices custody-only at 14 % APR and ownership transfer at 13 % APR, with no fee', () => {
    const [custody, transfer] = priceRefinance(at(0.6))
    expect(custody).toMatchObject({
      annualPercentageRate: CUSTODY_ONLY_APR,
      interestRate: CUSTODY_ONLY_APR,
      amount: 600,
      drawAmount: 600,
      term: 12,
    })
    expect(transfer).toMatchObject({
      annualPercentageRate: OWNERSHIP_TRANSFER_APR,
      [formerLenderFields.topUpRequired]: false,
      postTopUpLoanToValue: null,
      minCollateralUnits: 1,
    })
  })

  it('tops custody-only up to exactly 55 % LTV, never short of it', () => {
    for (const ltv of [0.56, 0.6, 0.7, 0.83]) {
      const loan = at(ltv)
      const topUp = topUpToTarget(loan)
      const after = currentLtv({ ...loan, coinQuantity: loan.coinQuantity + topUp })
      expect(after).toBeLessThanOrEqual(TOP_UP_TARGET_LTV)
      expect(after).toBeCloseTo(TOP_UP_TARGET_LTV, 6)
      expect(priceRefinance(loan)[0]?.minCollateralUnits).toBeCloseTo(1 + topUp, 8)
    }
  })

  it('offers stabilization with custody-only only', () => {
    expect(offersStabilization({ collateralReuseConsent: 'DECLINE_REHYPOTHECATION' })).toBe(true)
    expect(offersStabilization({ collateralReuseConsent: 'ALLOW_REHYPOTHECATION' })).toBe(false)
  })
})

describe('refinance messages (§5, §8)', () => {
  it('asks for the former lender’s Loan ID by name', () => {
    expect(loanIdRequiredMessage('Celsius')).toBe('Please enter a Celsius Loan ID')
  })

  it.each([
    [['Loan not found'], 'Loan not found.'],
    [['Loan not found.', 'Loan not found', 'Account closed'], 'Loan not found. Account closed.'],
    [['  Spaced  ', 'Spaced'], 'Spaced.'],
  ])('joins the unique server messages %j, ending with a period', (messages, shown) => {
    expect(lookupErrorMessage(messages)).toBe(shown)
  })
})

describe('the refinance states (§4)', () => {
  it.each([
    [formerLenderStates.topUpRequested, formerLenderStates.topUpRequested],
    [formerLenderStates.waitingForTopUp, formerLenderStates.waitingForTopUp],
    [formerLenderStates.fullCollateralReceived, 'SIGN_DOCS'],
    ['OFFER_SELECT', 'SIGN_DOCS'],
  ])('confirming the top-up in %s leaves the application in %s', (state, after) => {
    expect(stateAfterTopUpConfirmed(state)).toBe(after)
  })

  it.each([
    ['OFFER_SELECT', null, 'choose-rate'],
    ['OFFER_SELECT', {}, 'processing'],
    [formerLenderStates.topUpRequested, {}, 'send-top-up'],
    [formerLenderStates.waitingForTopUp, {}, 'top-up-on-its-way'],
    [formerLenderStates.fullCollateralReceived, {}, 'top-up-on-its-way'],
    ['SIGN_DOCS', {}, 'sign'],
    ['WAITING_FOR_COLLATERAL', {}, 'processing'],
    ['COMPLETE', {}, 'complete'],
    ['EXPIRED', {}, 'closed'],
    ['SOMETHING_NEW', {}, 'processing'],
  ])('a card in %s (offer %j) stands at %s', (state, selectedOffer, step) => {
    expect(refinanceStepOf({ state, selectedOffer })).toBe(step)
  })
})

describe('the pages a refinance application may open (core-journey §2)', () => {
  it.each([
    ['documents', true],
    ['', true],
    ['details', false],
    ['next-steps', false],
    ['collateral', false],
    ['disclosures', false],
    ['complete', false],
    ['renew', false],
  ])('/{appUuid}/%s: %s', (page, allowed) => {
    expect(refinanceMayOpen(page)).toBe(allowed)
  })
})
