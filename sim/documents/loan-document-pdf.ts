import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib'
import type { Offer } from '@/api/contract/pricing'
import type { Address } from '@/api/contract/profile'
import { formatCoin, formatLtv, formatPercent, formatUsd } from '@/domain/format'
import type { LoanDocumentRecord } from '../core/models'
import { type LoanDocumentKind, loanDocumentTexts } from './loan-document-texts'

/**
 * The loan documents as real PDF files, built from the application's chosen offer and the
 * borrower's profile each time one is downloaded. Nothing random and no wall-clock time goes
 * in (the dates are the simulated clock's), so the same world gives the same bytes.
 */

export interface LoanDocumentInput {
  document: LoanDocumentRecord
  borrowerName: string
  address: Address | null
  offer: Offer
  lender: string
}

const PAGE = { width: 612, height: 792, margin: 60 } as const

function addressLines(address: Address | null): string[] {
  if (!address) return ['Address on file with the lender']
  const street = [address.street1, address.street2].filter(Boolean).join(', ')
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return [street, `${place}${address.country ? `, ${address.country}` : ''}`]
}

/** The offer's terms, one line each, as every document states them. */
export function termsOf(offer: Offer): [string, string][] {
  return [
    ['Loan amount', formatUsd(offer.amount)],
    ['Cash to borrower', formatUsd(offer.drawAmount)],
    ['Term', `${offer.term} months`],
    ['Interest rate', formatPercent(offer.interestRate)],
    ['Annual percentage rate (APR)', formatPercent(offer.annualPercentageRate)],
    ['Estimated monthly payment', formatUsd(offer.estimatedMonthlyPayment)],
    [
      'Origination fee',
      `${formatPercent(offer.originationFee)} (${formatUsd(offer.originationFeeAmount)}, included in the loan amount)`,
    ],
    ['Collateral', formatCoin(offer.collateralUnits, offer.collateral.type)],
    ['Initial loan-to-value (LTV)', formatLtv(offer.ltv)],
  ]
}

const bodies: Readonly<Record<LoanDocumentKind, readonly string[]>> = {
  LOAN_AND_SECURITY_AGREEMENT: [
    'This agreement sets out the terms on which the lender makes the loan described below to the',
    'borrower, and the collateral the borrower pledges to secure it. The borrower agrees to repay',
    'the loan amount with interest over the term. The collateral secures the loan until it is',
    'repaid in full. If the collateral does not arrive within 5 days of signing, this agreement',
    'may be voided.',
  ],
  TRUTH_IN_LENDING: [
    'This disclosure states the cost of the loan described below as the lender has offered it.',
    'The annual percentage rate is the cost of the credit as a yearly rate, including the',
    'origination fee. The estimated monthly payment assumes the loan runs for its full term.',
  ],
  COLLATERAL_CUSTODY: [
    'This agreement describes how the collateral named below is held by the custodian while the',
    'loan is outstanding. The collateral is returned to the borrower once the loan is repaid, as',
    'the loan agreement sets out.',
  ],
  ADVERSE_ACTION_NOTICE: [
    'Thank you for your application for the loan described below. We are unable to approve it',
    'at this time.',
    '',
    'Our decision was based in whole or in part on information in a report from a consumer',
    'reporting agency. The agency did not make the decision and cannot explain it. You may ask',
    'the agency for a free copy of your report within 60 days of this notice, and dispute with',
    'it anything in the report that is inaccurate or incomplete.',
    '',
    'For questions about this notice, contact the lender named above.',
  ],
}

/** A notice is given, not signed: its heading and closing line say so. */
const isNotice = (kind: LoanDocumentKind) => kind === 'ADVERSE_ACTION_NOTICE'

/** Writes lines top-down from `y`, returning where the next line goes. */
function writeLines(
  page: ReturnType<PDFDocument['addPage']>,
  lines: readonly string[],
  y: number,
  font: PDFFont,
  size: number,
): number {
  let at = y
  for (const line of lines) {
    page.drawText(line, { x: PAGE.margin, y: at, size, font, color: rgb(0.1, 0.1, 0.15) })
    at -= size * 1.5
  }
  return at
}

function closingLine(document: LoanDocumentRecord, borrowerName: string): string {
  const day = (time: number) => new Date(time).toISOString().slice(0, 10)
  if (isNotice(document.kind))
    return `Sent electronically to ${borrowerName} on ${day(document.createdAt)}`
  return document.signedAt === null
    ? 'Signature: not yet signed'
    : `Signed electronically by ${borrowerName} on ${day(document.signedAt)}`
}

export async function buildLoanDocumentPdf(input: LoanDocumentInput): Promise<Uint8Array> {
  const { document, borrowerName, address, offer, lender } = input
  const text = loanDocumentTexts[document.kind]
  const created = new Date(document.createdAt)

  const pdf = await PDFDocument.create()
  pdf.setTitle(`${text.name} - ${borrowerName}`)
  pdf.setSubject(`Loan amount ${formatUsd(offer.amount)}, ${offer.term} months`)
  pdf.setKeywords([document.kind, borrowerName, formatUsd(offer.amount), offer.uuid])
  pdf.setAuthor(lender)
  pdf.setCreator(lender)
  pdf.setProducer(lender)
  pdf.setCreationDate(created)
  pdf.setModificationDate(created)

  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const page = pdf.addPage([PAGE.width, PAGE.height])

  let y = PAGE.height - PAGE.margin
  page.drawText(text.name, { x: PAGE.margin, y, size: 18, font: bold })
  y -= 22
  y = writeLines(
    page,
    [`${lender}  |  Prepared ${created.toISOString().slice(0, 10)}`],
    y,
    regular,
    10,
  )
  y -= 12

  page.drawText('Borrower', { x: PAGE.margin, y, size: 12, font: bold })
  y -= 18
  y = writeLines(page, [borrowerName, ...addressLines(address)], y, regular, 11)
  y -= 12

  y = writeLines(page, bodies[document.kind], y, regular, 10)
  y -= 12

  page.drawText(isNotice(document.kind) ? 'The loan you applied for' : 'Loan terms', {
    x: PAGE.margin,
    y,
    size: 12,
    font: bold,
  })
  y -= 18
  for (const [label, value] of termsOf(offer)) {
    page.drawText(`${label}:`, { x: PAGE.margin, y, size: 10, font: bold })
    page.drawText(value, { x: PAGE.margin + 190, y, size: 10, font: regular })
    y -= 16
  }
  y -= 18
  writeLines(page, [closingLine(document, borrowerName)], y, regular, 10)

  // Fixed object layout, no object streams: the bytes depend only on the input.
  return pdf.save({ useObjectStreams: false })
}
