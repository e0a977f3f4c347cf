import { describe, expect, it } from 'vitest'
import {
  createOfferFormSchema,
  type OfferFormInput,
  type OfferFormLimits,
  offerFormErrors,
  offerWarning,
  offerWarningMessages,
  parseAmount,
} from '@/domain/offer-form'

const valid: OfferFormInput = {
  collateralType: 'BTC',
  collateralAmount: '1.5',
  cashToBorrow: '25000',
}

describe('offer form messages', () => {
  it.each<
    [string, Partial<OfferFormInput>, OfferFormLimits, keyof OfferFormInput, string | undefined]
  >([
    ['cash missing', { cashToBorrow: '' }, {}, 'cashToBorrow', 'Enter an amount'],
    ['cash not a number', { cashToBorrow: 'abc' }, {}, 'cashToBorrow', 'Enter an amount'],
    [
      'cash below default minimum',
      { cashToBorrow: '4999' },
      {},
      'cashToBorrow',
      'Amount minimum is $5,000',
    ],
    ['cash at default minimum', { cashToBorrow: '5000' }, {}, 'cashToBorrow', undefined],
    [
      'cash below state minimum',
      { cashToBorrow: '5000' },
      { minLoanAmount: 5001 },
      'cashToBorrow',
      'Amount minimum is $5,001',
    ],
    [
      'cash above default maximum',
      { cashToBorrow: '1000001' },
      {},
      'cashToBorrow',
      'Amount maximum is $1,000,000',
    ],
    [
      'cash above state maximum',
      { cashToBorrow: '600000' },
      { maxLoanAmount: 500000 },
      'cashToBorrow',
      'Amount maximum is $500,000',
    ],
    ['cash typed with $ and commas', { cashToBorrow: '$25,000' }, {}, 'cashToBorrow', undefined],
    ['collateral missing', { collateralAmount: '' }, {}, 'collateralAmount', 'Enter an Amount'],
    [
      'collateral not a number',
      { collateralAmount: 'one' },
      {},
      'collateralAmount',
      'Enter an Amount',
    ],
    ['collateral zero', { collateralAmount: '0' }, {}, 'collateralAmount', 'Enter an Amount'],
    [
      'collateral 8 decimals',
      { collateralAmount: '0.12345678' },
      {},
      'collateralAmount',
      undefined,
    ],
    [
      'collateral 9 decimals',
      { collateralAmount: '0.123456789' },
      {},
      'collateralAmount',
      'Maximum of 8 decimal places.',
    ],
    [
      'collateral below coin minimum',
      { collateralAmount: '0.05' },
      { minCoinQuantity: { BTC: 0.07123 } },
      'collateralAmount',
      'Min. 0.0713 BTC',
    ],
    [
      'collateral at coin minimum',
      { collateralAmount: '0.07123' },
      { minCoinQuantity: { BTC: 0.07123 } },
      'collateralAmount',
      undefined,
    ],
    [
      'ETH minimum applies to ETH',
      { collateralType: 'ETH', collateralAmount: '1' },
      { minCoinQuantity: { BTC: 0.1, ETH: 2.5 } },
      'collateralAmount',
      'Min. 2.5000 ETH',
    ],
    [
      'collateral type missing',
      { collateralType: '' },
      {},
      'collateralType',
      'Select a collateral type',
    ],
    [
      'SOL is not selectable',
      { collateralType: 'SOL' },
      {},
      'collateralType',
      'Select a collateral type',
    ],
  ])('%s', (_name, change, limits, field, message) => {
    expect(offerFormErrors({ ...valid, ...change }, limits)[field]).toBe(message)
  })

  it('parses a valid form into numbers', () => {
    expect(createOfferFormSchema().parse({ ...valid, cashToBorrow: '$25,000' })).toEqual({
      collateralType: 'BTC',
      collateralAmount: 1.5,
      cashToBorrow: 25000,
    })
  })
})

describe('parseAmount', () => {
  it.each([
    ['25000', 25000],
    ['25,000.50', 25000.5],
    ['$5,001', 5001],
    ['.5', 0.5],
    ['1.', 1],
    ['', null],
    ['1e5', null],
    ['-5', null],
    ['1.2.3', null],
  ])('%s -> %s', (text, value) => {
    expect(parseAmount(text)).toBe(value)
  })
})

describe('offer warnings', () => {
  it.each([
    ['no answer yet', undefined, {}, null],
    ['no offer', { offers: [] }, {}, 'additional-collateral'],
    ['LTV under 0.2', { offers: [{ ltv: 0.19 }] }, {}, 'high-collateral'],
    ['LTV at 0.2', { offers: [{ ltv: 0.2 }] }, {}, null],
    ['LTV under 0.2 on a renewal', { offers: [{ ltv: 0.1 }] }, { renewal: true }, null],
  ] as const)('%s', (_name, answer, options, expected) => {
    expect(offerWarning(answer, options)).toBe(expected)
  })

  it('has the spec wording', () => {
    expect(offerWarningMessages['additional-collateral']).toBe(
      'Additional collateral is required to be eligible for an offer at the current cash to borrow amount.',
    )
    expect(offerWarningMessages['high-collateral']).toBe(
      'This collateral amount is higher than what other borrowers typically pledge for similar sized loans.',
    )
  })
})
