import { describe, expect, it } from 'vitest'
import { type FundedLoanTerms, fundedLoanFacts, shortWallet } from '@/domain/funded-loan'

const terms: FundedLoanTerms = {
  drawAmount: 10_000,
  amount: 10_100,
  interestRate: 8.91,
  annualPercentageRate: 10.79,
  estimatedMonthlyPayment: 882.84,
  term: 12,
  collateralUnits: 0.5,
  collateral: { type: 'BTC' },
}

const factValue = (facts: ReturnType<typeof fundedLoanFacts>, label: string) =>
  facts.find((fact) => fact.label === label)?.value

describe('what a funded loan shows its borrower', () => {
  it('states the cash, the loan, its rate, APR, payments and collateral', () => {
    const facts = fundedLoanFacts(terms, null)
    expect(facts.map((fact) => [fact.label, fact.value])).toEqual([
      ['Cash paid to you', '$10,000'],
      ['Loan amount (with the origination fee)', '$10,100'],
      ['Interest rate', '8.91%'],
      ['APR', '10.79%'],
      ['Monthly payment', '$882.84 for 12 months'],
      // 11 payments of $882.84 and a last one of $882.82 (truth-in-lending.test.ts).
      ['Total of payments', '$10,594.06'],
      ['Collateral held', '0.5000 BTC'],
    ])
  })

  it.each([
    [
      { kind: 'BANK_ACCOUNT', accountLastFour: '4321', accountType: null },
      'Bank account ending 4321',
    ],
    [
      { kind: 'BANK_ACCOUNT', accountLastFour: '0042', accountType: 'SAVINGS' },
      'Savings account ending 0042',
    ],
    [
      { kind: 'USDC_WALLET', walletAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
      'USDC wallet 0x8ba1…BA72',
    ],
  ] as const)('says where the cash went: %o', (paidTo, text) => {
    expect(factValue(fundedLoanFacts(terms, paidTo), 'Paid to')).toBe(text)
  })

  it('names a refinance’s cash the amount financed: it repays the former loan', () => {
    const [first] = fundedLoanFacts(terms, undefined, { refinance: true })
    expect(first).toEqual({ label: 'Amount financed', value: '$10,000' })
  })

  it('leaves out where the cash went while it is not known', () => {
    expect(factValue(fundedLoanFacts(terms, undefined), 'Paid to')).toBeUndefined()
  })

  it.each([
    ['0x8ba1f109551bD432803012645Ac136ddd64DBA72', '0x8ba1…BA72'],
    ['short-addr', 'short-addr'],
  ])('shortens a wallet %s to %s', (address, short) => {
    expect(shortWallet(address)).toBe(short)
  })
})
