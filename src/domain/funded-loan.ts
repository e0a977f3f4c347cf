import { formatCoin, formatPercent, formatUsd } from './format'
import { truthInLending } from './pricing/truth-in-lending'

/** The terms of a funded loan, as its chosen offer states them. */
export interface FundedLoanTerms {
  drawAmount: number
  amount: number
  interestRate: number
  annualPercentageRate: number
  estimatedMonthlyPayment: number
  term: number
  collateralUnits: number
  collateral: { type: string }
}

/** Where the loan was paid, as the lender answers it: never more than the last four digits. */
export type PaidTo =
  | { kind: 'BANK_ACCOUNT'; accountLastFour: string; accountType: string | null }
  | { kind: 'USDC_WALLET'; walletAddress: string }
  | null

export interface LoanFact {
  label: string
  value: string
}

/** A wallet address by its ends, as a wallet app shows it: 0x8ba1…BA72. */
export function shortWallet(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}

function paidToText(paidTo: Exclude<PaidTo, null>): string {
  if (paidTo.kind === 'USDC_WALLET') return `USDC wallet ${shortWallet(paidTo.walletAddress)}`
  const type = paidTo.accountType ? `${paidTo.accountType.toLowerCase()} account` : 'Bank account'
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} ending ${paidTo.accountLastFour}`
}

/**
 * What the borrower now has, a line each, for the finished screens: the cash and the loan,
 * its rate and APR, the payments (by the Truth in Lending figures), where the cash went and the
 * collateral held. `paidTo` is left out while unknown (a refinance pays the former lender).
 */
export function fundedLoanFacts(
  terms: FundedLoanTerms,
  paidTo: PaidTo | undefined,
  /** A refinance's cash repays the former loan rather than reaching the borrower. */
  { refinance = false }: { refinance?: boolean } = {},
): LoanFact[] {
  const { totalOfPayments } = truthInLending(terms)
  return [
    {
      label: refinance ? 'Amount financed' : 'Cash paid to you',
      value: formatUsd(terms.drawAmount),
    },
    { label: 'Loan amount (with the origination fee)', value: formatUsd(terms.amount) },
    { label: 'Interest rate', value: formatPercent(terms.interestRate) },
    { label: 'APR', value: formatPercent(terms.annualPercentageRate) },
    {
      label: 'Monthly payment',
      value: `${formatUsd(terms.estimatedMonthlyPayment)} for ${terms.term} months`,
    },
    { label: 'Total of payments', value: formatUsd(totalOfPayments) },
    ...(paidTo ? [{ label: 'Paid to', value: paidToText(paidTo) }] : []),
    {
      label: 'Collateral held',
      value: formatCoin(terms.collateralUnits, terms.collateral.type),
    },
  ]
}
