import type { AdverseAction } from '@contract/applications'
import type { Offer } from '@contract/pricing'
import { formatCoin, formatLtv, formatPercent, usdCents } from '@/domain/format'
import { LIQUIDATION_FEE_PERCENT, MARGIN_CURE_HOURS, tierForLtv } from '@/domain/pricing/rate-tiers'
import { type TruthInLending, truthInLending } from '@/domain/pricing/truth-in-lending'
import type { LoanDocumentKind } from './loan-document-texts'

/**
 * What each loan document says, as blocks the PDF writer lays out: built from the chosen
 * offer by the domain's pricing rules (the Truth in Lending figures, the rate tier's LTV
 * thresholds), so the documents state the loan the borrower was offered. The copy is plain and
 * says no more than the lender's terms (core-journey §9) do.
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'rows'; rows: [string, string][] }
  /** The federal box: four figures side by side with what each means. */
  | { kind: 'box'; cells: { title: string; meaning: string; value: string }[] }
  | { kind: 'table'; columns: string[]; rows: string[][] }

/** How the lender is reached, from the organisation's content, as its notices print it. */
export interface LenderContact {
  mailingAddress?: string | undefined
  phone: string
  email: string
  /** The federal agency over the lender's fair lending, with its address, when the content names it. */
  fairLendingAgency?: string | undefined
}

export interface DocumentParties {
  borrowerName: string
  lender: string
  /** The day the lender prepared the document, as the borrower's documents write it. */
  prepared: string
  lenderContact: LenderContact
  /** Why the application was declined, when the lender's decision says (the notice's reasons). */
  adverseAction?: AdverseAction | undefined
}

/** Dollars always with cents, as a disclosure states them. */
export function money(value: number): string {
  return usdCents.format(value)
}

function scheduleRows(figures: TruthInLending): string[][] {
  return figures.schedule.map((line) => [
    String(line.count),
    money(line.amount),
    line.count === 1
      ? `${line.firstMonth} month${line.firstMonth === 1 ? '' : 's'} after the loan is funded`
      : `Monthly, starting one month after the loan is funded`,
  ])
}

function loanRows(offer: Offer): [string, string][] {
  return [
    ['Principal', money(offer.amount)],
    ['Paid to the borrower', money(offer.drawAmount)],
    [
      'Origination fee',
      `${money(offer.originationFeeAmount)} (${formatPercent(offer.originationFee)}), added to the principal`,
    ],
    ['Interest rate', `${formatPercent(offer.interestRate)} a year, fixed`],
    ['Annual percentage rate (APR)', formatPercent(offer.annualPercentageRate)],
    ['Term', `${offer.term} months`],
    ['Monthly payment', money(offer.estimatedMonthlyPayment)],
  ]
}

function collateralName(offer: Offer): string {
  return formatCoin(offer.collateralUnits, offer.collateral.type)
}

function loanAgreement(offer: Offer, parties: DocumentParties): Block[] {
  const tier = tierForLtv(offer.ltv)
  const figures = truthInLending(offer)
  const thresholds: [string, string][] = tier
    ? [
        ['LTV warning', `${formatLtv(tier.warningLtv)}: the lender tells the borrower.`],
        [
          'Margin call',
          `${formatLtv(tier.marginCallLtv)}: the borrower has ${MARGIN_CURE_HOURS} hours to bring the LTV back below it, by adding collateral or repaying part of the loan.`,
        ],
        [
          'Liquidation',
          `${formatLtv(tier.liquidationLtv)}: the lender may liquidate collateral under this agreement. A processing fee of ${formatPercent(LIQUIDATION_FEE_PERCENT)} of the collateral liquidated is charged.`,
        ],
      ]
    : []
  return [
    {
      kind: 'paragraph',
      text: `This Loan and Security Agreement is between ${parties.lender} (the "Lender") and ${parties.borrowerName} (the "Borrower"), and is dated ${parties.prepared}.`,
    },
    { kind: 'heading', text: '1. The loan' },
    {
      kind: 'paragraph',
      text: `The Lender lends the Borrower ${money(offer.amount)}: ${money(offer.drawAmount)} paid to the Borrower and an origination fee of ${money(offer.originationFeeAmount)} added to the principal.`,
    },
    { kind: 'rows', rows: loanRows(offer) },
    { kind: 'heading', text: '2. Repayment' },
    {
      kind: 'paragraph',
      text: `The Borrower repays the principal with interest in ${offer.term} monthly payments, as the schedule below and the Truth in Lending Disclosure set out. The total of payments is ${money(figures.totalOfPayments)}.`,
    },
    { kind: 'table', columns: ['Payments', 'Amount', 'When due'], rows: scheduleRows(figures) },
    { kind: 'heading', text: '3. Collateral' },
    {
      kind: 'paragraph',
      text: `To secure the loan, the Borrower pledges ${collateralName(offer)} (the "Collateral"), worth ${money(offer.collateralAmount)} when the offer was made. The Collateral secures the loan until it is repaid in full. If the Collateral does not arrive within 5 days of signing, this agreement may be voided.`,
    },
    { kind: 'heading', text: '4. Loan-to-value' },
    {
      kind: 'paragraph',
      text: `The loan-to-value ratio (LTV) is the balance of the loan divided by the value of the Collateral. At the start of this loan it is ${formatLtv(offer.ltv)}. As the value of the Collateral moves, so does the LTV; these thresholds apply to this loan:`,
    },
    { kind: 'rows', rows: thresholds },
  ]
}

function truthInLendingDisclosure(offer: Offer, parties: DocumentParties): Block[] {
  const figures = truthInLending(offer)
  return [
    {
      kind: 'paragraph',
      text: `Creditor: ${parties.lender}  |  Borrower: ${parties.borrowerName}  |  Date: ${parties.prepared}`,
    },
    {
      kind: 'box',
      cells: [
        {
          title: 'Annual percentage rate',
          meaning: 'The cost of your credit as a yearly rate.',
          value: formatPercent(figures.annualPercentageRate),
        },
        {
          title: 'Finance charge',
          meaning: 'The dollar amount the credit will cost you.',
          value: money(figures.financeCharge),
        },
        {
          title: 'Amount financed',
          meaning: 'The amount of credit provided to you or on your behalf.',
          value: money(figures.amountFinanced),
        },
        {
          title: 'Total of payments',
          meaning: 'The amount you will have paid after you have made all payments as scheduled.',
          value: money(figures.totalOfPayments),
        },
      ],
    },
    { kind: 'heading', text: 'Your payment schedule' },
    {
      kind: 'table',
      columns: ['Number of payments', 'Amount of each', 'When due'],
      rows: scheduleRows(figures),
    },
    { kind: 'heading', text: 'Security' },
    {
      kind: 'paragraph',
      text: `You are giving a security interest in ${collateralName(offer)}, held while the loan is outstanding as the Collateral Custody Agreement describes.`,
    },
    { kind: 'heading', text: 'Itemization of the amount financed' },
    {
      kind: 'rows',
      rows: [
        ['Amount paid to you directly', money(figures.amountFinanced)],
        ['Prepaid finance charge (origination fee)', money(figures.prepaidFinanceCharge)],
        ['Principal of the loan', money(offer.amount)],
      ],
    },
    {
      kind: 'paragraph',
      text: `The interest rate is ${formatPercent(offer.interestRate)} a year. The annual percentage rate is higher when the origination fee is added to the principal, because you repay the fee with interest.`,
    },
  ]
}

function custodyAgreement(offer: Offer, parties: DocumentParties): Block[] {
  return [
    {
      kind: 'paragraph',
      text: `This Collateral Custody Agreement is between ${parties.lender} (the "Lender") and ${parties.borrowerName} (the "Borrower"), and is dated ${parties.prepared}. It describes how the collateral pledged under the Loan and Security Agreement is held.`,
    },
    { kind: 'heading', text: '1. The collateral' },
    {
      kind: 'rows',
      rows: [
        ['Collateral', collateralName(offer)],
        ['Value when the offer was made', money(offer.collateralAmount)],
        ['Loan it secures', `${money(offer.amount)} over ${offer.term} months`],
      ],
    },
    { kind: 'heading', text: '2. While the loan is outstanding' },
    {
      kind: 'paragraph',
      text: 'The collateral is held by the custodian the Lender appoints, at a deposit address the Lender gives the Borrower. The Borrower sees its value and the loan-to-value ratio on the dashboard.',
    },
    { kind: 'heading', text: '3. When the loan is repaid' },
    {
      kind: 'paragraph',
      text: 'Once the loan is repaid in full, the collateral is returned to the Borrower, as the Loan and Security Agreement sets out.',
    },
  ]
}

/**
 * The adverse action notice: what Regulation B (12 CFR 1002.9) and FCRA section 615(a) ask of
 * one, in the wording of Regulation B's sample forms where it has one, and no promise beyond it.
 */
function adverseActionNotice(offer: Offer, parties: DocumentParties): Block[] {
  const { lender, lenderContact, adverseAction } = parties
  const agency = adverseAction?.consumerReportingAgency ?? null
  return [
    {
      kind: 'paragraph',
      text: `Thank you for your application to ${lender} for the loan described below. We are unable to approve it at this time.`,
    },
    { kind: 'heading', text: 'Principal reasons for our decision' },
    ...(adverseAction
      ? adverseAction.reasons.map((reason): Block => ({ kind: 'paragraph', text: `- ${reason}` }))
      : [
          {
            kind: 'paragraph' as const,
            text: 'You have the right to a statement of the specific reasons for our decision. To obtain it, contact us within 60 days of the date of this notice, at the address or telephone number under Contact us below. We will send you the statement within 30 days of receiving your request.',
          },
        ]),
    ...(agency
      ? [
          { kind: 'heading' as const, text: 'Your credit report' },
          {
            kind: 'paragraph' as const,
            text: 'Our decision was based in whole or in part on information obtained in a report from the consumer reporting agency named below. You have a right under the Fair Credit Reporting Act to know the information in your credit file at that agency. The agency played no part in our decision and is unable to tell you the specific reasons for it. You have a right to a free copy of your report from the agency if you ask for it within 60 days of receiving this notice. If you find that anything in your report is inaccurate or incomplete, you have the right to dispute it with the agency.',
          },
          {
            kind: 'rows' as const,
            rows: [
              ['Consumer reporting agency', agency.name],
              ['Address', agency.address],
              ['Telephone', agency.phone],
            ] satisfies [string, string][],
          },
        ]
      : []),
    { kind: 'heading', text: 'The loan you applied for' },
    { kind: 'rows', rows: [...loanRows(offer), ['Collateral', collateralName(offer)]] },
    { kind: 'heading', text: 'Contact us' },
    {
      kind: 'rows',
      rows: [
        ['Lender', lender],
        ...(lenderContact.mailingAddress
          ? [['Address', lenderContact.mailingAddress] satisfies [string, string]]
          : []),
        ['Telephone', lenderContact.phone],
        ['Email', lenderContact.email],
      ],
    },
    { kind: 'heading', text: 'Equal Credit Opportunity Act notice' },
    {
      kind: 'paragraph',
      text: `The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant's income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. ${
        lenderContact.fairLendingAgency
          ? `The Federal agency that administers compliance with this law concerning this creditor is ${lenderContact.fairLendingAgency}.`
          : 'Contact us, as above, to learn which Federal agency administers compliance with this law concerning this creditor.'
      }`,
    },
  ]
}

export function documentBlocks(
  kind: LoanDocumentKind,
  offer: Offer,
  parties: DocumentParties,
): Block[] {
  switch (kind) {
    case 'LOAN_AND_SECURITY_AGREEMENT':
      return loanAgreement(offer, parties)
    case 'TRUTH_IN_LENDING':
      return truthInLendingDisclosure(offer, parties)
    case 'COLLATERAL_CUSTODY':
      return custodyAgreement(offer, parties)
    case 'ADVERSE_ACTION_NOTICE':
      return adverseActionNotice(offer, parties)
  }
}
